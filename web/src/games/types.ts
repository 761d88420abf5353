// What the table's shell asks of each game (web/src/games/<id>/): how its table is drawn. The
// rules stay in the engine: a board only draws the view it is given, and names things through the
// catalogues; the actions, their words and the log come from the server.
import type { Component } from 'svelte';
import type { Action, CardFace, Message, View } from '../types';
import type { Reader } from '../lib/i18n.svelte';

/** What every board and seat extra is drawn from. */
export interface BoardProps<V> {
  obs: V;
  players: number;
  seat: number | null;
  /** the seats' names, the reader's own seat included */
  reader: Reader;
  /** the game's id (its cards are drawn by its module) */
  game: string;
  /** what the log told so far, oldest first (the engine's event messages): who played what */
  told?: Message[];
}

export interface SeatProps<V> extends BoardProps<V> {
  index: number;
}

export interface FaceProps {
  face: CardFace;
}

/** A score sheet: one row per figure the view holds, one column per seat or team. */
export interface ScoreSheet {
  columns: { label: string; team: boolean; seats: number[] }[];
  rows: { key: string; n?: number; values: (number | string | null)[] }[];
}

/** A finished trick as views list it. */
export interface DoneTrick {
  leader: number | null;
  cards: (string | [number, string])[];
  winner: number | null;
}

export interface GameModule<V> {
  /** the middle of the table */
  Board: Component<BoardProps<V>>;
  /** what a seat shows beside its name (seals, chips, badges) */
  SeatExtra?: Component<SeatProps<V>>;
  /** a card's face, drawn from the game's card face fields */
  Face: Component<FaceProps>;
  /** the score sheet of the view */
  scoreSheet: (obs: V, players: number) => ScoreSheet;
  /** the last finished trick of a trick-taking game */
  lastTrick?: (obs: V) => DoneTrick | null;
  /** which team a seat plays in, where the game has teams */
  teamOf?: (obs: V, seat: number) => number | null;
  /** a colour for an action's button (seven-seals: the seal's), read from its message's arguments */
  actionColour?: (action: Action) => string | null;
  /** the move a tap on a card the server lists no action for sends, so that the server says which
   * rule forbids it (the notation of the game's card move; never read back) */
  refusedCard?: (code: string) => string;
}

/** A game's module as the shell holds it, whatever its view type. */
export type AnyGame = GameModule<View>;

export function defineGame<V extends View>(module: GameModule<V>): AnyGame {
  return module as unknown as AnyGame;
}

/** One column per seat. */
export function seatColumns(n: number): ScoreSheet['columns'] {
  return Array.from({ length: n }, (_, i) => ({ label: String(i), team: false, seats: [i] }));
}

export function row(rows: ScoreSheet['rows'], key: string, values: unknown, n?: number): void {
  if (Array.isArray(values)) rows.push({ key, n, values: values.map((v) => (v === undefined ? null : (v as number))) });
}
