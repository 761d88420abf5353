// One websocket to a table (docs/server.md): hello with the seat token (or none to watch), the
// views it sends, moves with the move number they act on, and a reconnect after any drop.
import type { Message, SeatInfo, StateMsg, TableInfo } from './api';

/** One line of the game log: what a move set off, in the engine's messages (the frame's `events`,
 * or a block of its `log`), with who moved and by what when this page saw the move made. */
export interface LogEntry {
  move: number;
  seat: number | null;
  /** the move in notation, shown only when the engine told nothing of it */
  action: string;
  /** the move in words, when the server sends it */
  message?: Message | null;
  by: string;
  messages: Message[];
}

export interface Notice {
  key: string;
  args: Record<string, unknown>;
  message: string;
  id: number;
}

const LOG_LIMIT = 400;

/** One line of the table's chat (the server's `chat` frame): a quick message's key or free text. */
export interface ChatLine {
  seat: number | null;
  name: string | null;
  quick: string | null;
  text: string | null;
  at: number;
}

/** The table this page is connected to now (the table's own panels read its chat and sheet). */
export const live = $state<{ conn: TableConn | null }>({ conn: null });

export class TableConn {
  state = $state<StateMsg | null>(null);
  table = $state<TableInfo | null>(null);
  seats = $state<SeatInfo[]>([]);
  seat = $state<number | null>(null);
  /** spectators watching now (the server pushes it with the seats) */
  spectators = $state(0);
  status = $state<'connecting' | 'open' | 'closed' | 'gone'>('connecting');
  notice = $state<Notice | null>(null);
  log = $state<LogEntry[]>([]);
  /** true while our move is on its way: the controls wait for the answer */
  pending = $state(false);
  receivedAt = $state(0);
  /** the table's chat as this page received it (the latest 100 lines) */
  chat = $state<ChatLine[]>([]);

  private ws: WebSocket | null = null;
  private retry = 0;
  private stopped = false;
  private noticeId = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** the moves the server says we missed (its `missed` frame), merged into the log by the next state */
  private missed: LogEntry[] = [];
  /** our last move, to name it in the log when its frame comes back */
  private sent: { move: number; action: string; message: Message | null } | null = null;

  constructor(
    public tableId: string,
    public token: string | null,
  ) {}

  private logKey(): string {
    return `tapisvert.log.${this.tableId}.${this.state?.match_id ?? ''}`;
  }

  private seenKey(): string {
    return `tapisvert.seen.${this.tableId}`;
  }

  /** The last move number this tab saw of this table (kept across a reload), or null. */
  private since(): number | null {
    if (this.state) return this.state.move;
    try {
      const seen = sessionStorage.getItem(this.seenKey());
      return seen === null ? null : Number(seen);
    } catch {
      return null;
    }
  }

  connect(): void {
    live.conn = this;
    this.stopped = false;
    this.status = 'connecting';
    const proto = location.protocol === 'https:' ? 'wss' : 'ws';
    const ws = new WebSocket(`${proto}://${location.host}/ws/tables/${encodeURIComponent(this.tableId)}`);
    this.ws = ws;
    ws.onopen = () => {
      this.retry = 0;
      this.status = 'open';
      ws.send(JSON.stringify({ type: 'hello', token: this.token, since: this.since() }));
    };
    ws.onmessage = (ev) => this.receive(ev.data);
    ws.onclose = (ev) => {
      if (this.ws !== ws) return;
      this.ws = null;
      this.pending = false;
      if (this.stopped) return;
      if ([4001, 4003, 4004].includes(ev.code)) {
        this.status = 'gone';
        return;
      }
      this.status = 'closed';
      const wait = Math.min(8000, 300 * 2 ** this.retry++);
      this.timer = setTimeout(() => this.connect(), wait);
    };
  }

  close(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.ws?.close(1000);
    this.ws = null;
    if (live.conn === this) live.conn = null;
  }

  private send(msg: Record<string, unknown>): boolean {
    if (!this.ws || this.ws.readyState !== WebSocket.OPEN) {
      this.say('offline', {}, 'not connected');
      return false;
    }
    this.ws.send(JSON.stringify(msg));
    return true;
  }

  say(key: string, args: Record<string, unknown>, message: string): void {
    this.notice = { key, args, message, id: ++this.noticeId };
  }

  /** Sends a move (in notation: the frame's `legal` entry of the chosen action); `message` is its
   * words, kept to name the move in the log when the engine tells nothing else of it. */
  move(action: string, message: Message | null = null): void {
    if (!this.state || this.pending) return;
    if (this.send({ type: 'move', move: this.state.move, action })) {
      this.pending = true;
      this.sent = { move: this.state.move + 1, action, message };
    }
  }

  rematch(): void {
    this.send({ type: 'rematch' });
  }

  leave(): void {
    this.send({ type: 'leave' });
  }

  /** After a hand: this player is ready for the next one. */
  nextHand(): void {
    this.send({ type: 'next_hand' });
  }

  /** Writes in the table's chat: a quick message's key, or free text. */
  sendChat(chat: { quick: string } | { text: string }): void {
    this.send({ type: 'chat', ...chat });
  }

  private receive(data: unknown): void {
    let msg: any;
    try {
      msg = JSON.parse(String(data));
    } catch {
      return;
    }
    switch (msg.type) {
      case 'welcome':
        this.table = msg.table;
        this.seat = msg.seat ?? null;
        this.seats = msg.table?.seats ?? [];
        this.spectators = Number(msg.table?.spectators_connected ?? 0);
        break;
      case 'state':
        this.onState(msg as StateMsg);
        break;
      case 'seats':
        this.seats = msg.seats;
        if (typeof msg.spectators_connected === 'number') this.spectators = msg.spectators_connected;
        break;
      case 'missed':
        this.missed = (Array.isArray(msg.events) ? msg.events : []).map((e: any) => ({
          move: Number(e.move), seat: e.seat ?? null, action: String(e.action ?? ''), by: String(e.by ?? ''), messages: [],
        }));
        break;
      case 'chat':
        this.chat = [...this.chat.slice(-99), { seat: msg.seat ?? null, name: msg.name ?? null, quick: msg.quick ?? null, text: msg.text ?? null, at: Number(msg.at ?? 0) }];
        break;
      case 'ping':
        this.ws?.send(JSON.stringify({ type: 'pong' }));
        break;
      case 'error':
        this.pending = false;
        this.say(msg.key, msg.args ?? {}, msg.message ?? '');
        break;
      default:
        break;
    }
  }

  private onState(s: StateMsg): void {
    const prev = this.state;
    const newMatch = !prev || prev.match_id !== s.match_id;
    this.state = s;
    this.receivedAt = Date.now();
    this.seats = s.seats ?? this.seats;
    this.pending = false;
    if (s.cause === 'move' && s.event && this.notice?.key !== 'illegal_move') this.notice = null;
    if (newMatch) {
      try {
        this.log = JSON.parse(sessionStorage.getItem(this.logKey()) ?? '[]');
      } catch {
        this.log = [];
      }
    }
    if (Array.isArray(s.log)) {
      // The match so far as the server tells it to this reader (on connect, sync, resync): it
      // replaces what this tab kept, keeping who moved and by what where this tab saw it.
      const seen = new Map(this.log.map((e) => [e.move, e]));
      this.log = s.log.map((b) => {
        const old = seen.get(b.move);
        return { move: b.move, seat: old?.seat ?? null, action: old?.action ?? '', message: old?.message ?? null, by: old?.by ?? 'told', messages: b.messages };
      });
      this.missed = [];
    }
    for (const e of this.missed) {
      // what happened while we were away fills the log up to this view
      const before = this.log.length ? this.log[this.log.length - 1].move : 0;
      if (e.move === before + 1 && e.move <= s.move) this.log.push(e);
    }
    this.missed = [];
    const last = this.log.length ? this.log[this.log.length - 1].move : 0;
    if (s.event && s.event.move > last) {
      if (s.event.move > last + 1 && (last > 0 || s.event.move > 1) && !Array.isArray(s.log)) {
        this.log.push({ move: s.event.move - 1, seat: null, action: '…', by: 'gap', messages: [] });
      }
      this.log.push({
        move: s.event.move, seat: s.event.seat, action: s.event.action,
        message: s.event.message ?? (this.sent && this.sent.move === s.event.move && this.sent.action === s.event.action ? this.sent.message : null),
        by: s.event.by, messages: s.events ?? [],
      });
    } else if (s.event && s.cause === 'move') {
      // the log already holds this move (told by `log`): mark who made it and how
      const entry = this.log.find((e) => e.move === s.event!.move);
      if (entry) Object.assign(entry, { seat: s.event.seat, action: s.event.action, by: s.event.by });
    }
    if (this.log.length > LOG_LIMIT) this.log.splice(0, this.log.length - LOG_LIMIT);
    try {
      sessionStorage.setItem(this.seenKey(), String(s.move));
      sessionStorage.setItem(this.logKey(), JSON.stringify(this.log));
    } catch {
      /* storage full or off: the log lives in memory only */
    }
  }
}
