// What a seat asks the table's websocket to learn from (docs/server.md, issue 27): a hint for the
// move to make, the review of a finished hand, and the answers of a tutorial's table (the step's
// `wrong` message when another move is tried). It rides on the page's own TableConn (one socket
// per seat): the frames the table page does not know (`hint`, `review_progress`, `review`) and the
// errors of these requests are read here first; everything else goes on to the TableConn.
import type { Message } from '../api';
import type { TableConn } from '../conn.svelte';
import type { Hint, Review } from './api';

/** The errors this layer answers itself (shown in its panels, not as the table's notice). */
const OWN = new Set(['hints_off', 'stale_hint', 'review_busy', 'unknown_hand', 'tutorial_move']);

export interface CoachError {
  key: string;
  args: Record<string, unknown>;
  message: string;
}

/** The part of TableConn this layer reaches into: its frame reader and its sender, both kept
 * private there (one line each in conn.svelte.ts would make this cast unnecessary). */
interface Inner {
  receive(data: unknown): void;
  send(msg: Record<string, unknown>): boolean;
}

export class Coach {
  /** the hint for the move `hintMove`, or null; `asking` while it is computed */
  hint = $state<Hint | null>(null);
  hintMove = $state<number | null>(null);
  asking = $state(false);
  hintError = $state<CoachError | null>(null);

  /** the review of `reviewHand`, its progress while computed */
  review = $state<Review | null>(null);
  reviewHand = $state<number | null>(null);
  progress = $state<{ done: number; total: number } | null>(null);
  reviewing = $state(false);
  reviewError = $state<CoachError | null>(null);

  /** a tutorial's answer to a move it does not teach (the step's `wrong` message) */
  wrong = $state<{ message: Message | null; at: number; id: number } | null>(null);
  private wrongId = 0;

  constructor(private conn: TableConn) {
    const inner = conn as unknown as Inner;
    const base = inner.receive.bind(conn);
    inner.receive = (data: unknown) => {
      if (!this.take(data)) base(data);
    };
  }

  private sendFrame(msg: Record<string, unknown>): boolean {
    return (this.conn as unknown as Inner).send(msg);
  }

  /** Reads a frame; true when it was this layer's alone. */
  private take(data: unknown): boolean {
    let msg: any;
    try {
      msg = JSON.parse(String(data));
    } catch {
      return false;
    }
    switch (msg?.type) {
      case 'hint':
        if (msg.move === this.conn.state?.move) {
          this.hint = msg.hint as Hint;
          this.hintMove = msg.move;
        }
        this.asking = false;
        return true;
      case 'review_progress':
        this.progress = { done: Number(msg.done), total: Number(msg.total) };
        return true;
      case 'review':
        this.review = msg.review as Review;
        this.reviewHand = Number(msg.hand);
        this.reviewing = false;
        this.progress = null;
        return true;
      case 'state':
        // a new view: a hint for an older move no longer holds
        if (this.hintMove !== null && msg.move !== this.hintMove) {
          this.hint = null;
          this.hintMove = null;
        }
        if (msg.cause === 'move' && msg.event) this.wrong = null;
        return false;
      case 'error': {
        if (!OWN.has(msg.key)) {
          if (this.asking && msg.key === 'not_your_turn') this.asking = false;
          return false;
        }
        const err: CoachError = { key: msg.key, args: msg.args ?? {}, message: msg.message ?? '' };
        if (msg.key === 'tutorial_move') {
          this.conn.pending = false;
          this.wrong = { message: (msg.args?.wrong as Message | null) ?? null, at: Date.now(), id: ++this.wrongId };
        } else if (msg.key === 'hints_off' || msg.key === 'stale_hint') {
          this.asking = false;
          this.hintError = err;
        } else {
          this.reviewing = false;
          this.progress = null;
          this.reviewError = err;
        }
        return true;
      }
      default:
        return false;
    }
  }

  /** Asks what a strong player would do at the current move. */
  askHint(): void {
    const move = this.conn.state?.move;
    if (move === undefined || this.asking) return;
    this.hintError = null;
    if (this.sendFrame({ type: 'hint', move })) this.asking = true;
  }

  /** Asks for the review of this seat's play in finished hand `hand` (0 first). */
  askReview(hand: number): void {
    if (this.reviewing) return;
    this.reviewError = null;
    this.review = null;
    this.reviewHand = hand;
    this.progress = null;
    if (this.sendFrame({ type: 'review', hand })) this.reviewing = true;
  }

  closeReview(): void {
    this.review = null;
    this.reviewHand = null;
    this.reviewError = null;
  }

  dropHint(): void {
    this.hint = null;
    this.hintMove = null;
    this.hintError = null;
  }
}
