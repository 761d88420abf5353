// The server's REST API and the shapes it answers with (docs/server.md). The client renders
// these views and never computes a rule: legal moves come from the server.

import type { Event as WireEvent, Message, View } from '../types';
import type { GameListing, OptionInfo as WireOption, StateFrame } from '../types';

export type { Action, Message, Clock, CardFace, View, Views, LogBlock, MoveEvent } from '../types';

export interface ErrorBody {
  key: string;
  args: Record<string, unknown>;
  message: string;
}

/** An option as GET /api/games lists it, with the catalogue keys of its name and help. */
export type OptionInfo = WireOption;

/** A game as GET /api/games lists it: its catalogue keys and the face of every card it deals. */
export type GameInfo = GameListing;

export interface SeatInfo {
  seat: number;
  kind: 'human' | 'bot';
  name: string | null;
  bot: string | null;
  taken: boolean;
  connected: boolean;
  standin: string | null;
  /** the level the bot was asked for by (`expert`...), null for a raw spec or a human */
  level?: string | null;
}

export interface TableInfo {
  id: string;
  name: string | null;
  game: string;
  players: number;
  options: Record<string, unknown>;
  status: 'open' | 'playing' | 'finished' | 'closed';
  spectators: boolean;
  clock: { bank: number; increment: number } | null;
  seats: SeatInfo[];
  free_seats: number;
  spectators_connected: number;
  match: { match_id: number; number: number; move: number; over: boolean } | null;
  created_at: string;
  url: string;
  /** server time (s) of the last move, join, departure or connection */
  last_activity?: number;
  /** open or in play, no human connected, idle for a while */
  abandoned?: boolean;
  /** abandoned for hours: the lobby lists it only on request */
  hidden?: boolean;
}

export interface Invite {
  seat?: number;
  code: string;
  url: string;
}

/** One game at one player count as bench/match_length.py measured it (`GET /api/lengths`). */
export interface LengthFigures {
  matches: number;
  capped: number;
  hands: number;
  hands_min: number;
  hands_max: number;
  decisions_per_hand: number;
  minutes_per_hand: number;
  minutes: number;
  /** each measured match's hands */
  hands_each: number[];
}

/** Each game's expected match length, per player count, at a human pace: at the default
 * options (`games`) and at each option's other values alone (`variants`). */
export interface MatchLengths {
  pace: { decision_s: number; hand_s: number };
  bot: string;
  options: string;
  games: Record<string, Record<string, LengthFigures>>;
  variants: Record<string, Record<string, Record<string, Record<string, LengthFigures>>>>;
  caps: Record<string, string[]>;
}

/** One game's expected match length at chosen options (`GET /api/games/{id}/length`):
 * measured, estimated from the measures, or unmeasured (the whole match's hands unknown). */
export interface LengthEstimate {
  game: string;
  players: number;
  basis: 'measured' | 'estimated' | 'unmeasured';
  /** the options off their defaults that the figures account for */
  options: Record<string, unknown>;
  /** the options whose value lies outside the measures */
  unmeasured: string[];
  hands: number | null;
  hands_min: number | null;
  hands_max: number | null;
  decisions_per_hand: number;
  minutes_per_hand: number;
  minutes: number | null;
}

/** The seat an invite would claim now (`POST /api/tables/{id}/invite`): asked before the name. */
export interface InviteCheck {
  table_id: string;
  seat: number;
  game: string;
  players: number;
  name: string | null;
  status: TableInfo['status'];
}

export interface TableCreated extends TableInfo {
  host_token: string;
  invites: Invite[];
  any: Invite;
}

export interface SeatSpec {
  kind: 'human' | 'bot';
  name?: string;
  bot?: string;
}

export interface CreateTable {
  game: string;
  players: number;
  options: Record<string, unknown>;
  seats: SeatSpec[];
  spectators: boolean;
  clock: { bank: number; increment: number } | null;
  name?: string;
  /** refused with seed_not_allowed unless the server runs with --fixed-seeds */
  seed?: number;
}

/** A `state` frame (docs/schema/wire/frames.json), its observation typed by the game's view. */
export type StateMsg = StateFrame;

export interface MatchInfo {
  match_id: number;
  number: number;
  /** null while the match is played: the seed tells every deal */
  seed: number | null;
  moves: number;
  over: boolean;
  result: Record<string, unknown> | null;
  started_at: string;
  finished_at: string | null;
}

/** A failed request: the server's error key and arguments, for the catalogue. */
export class ApiError extends Error {
  constructor(
    public key: string,
    public args: Record<string, unknown>,
    message: string,
    public status: number,
  ) {
    super(message);
  }
}

/** One call to the server's REST API: its JSON answer, or an ApiError with the server's key. */
export async function request<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch {
    throw new ApiError('network', {}, 'the server cannot be reached', 0);
  }
  const text = await res.text();
  let data: any = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (!res.ok) {
    const err = data?.error ?? {};
    throw new ApiError(err.key ?? 'http', err.args ?? { status: res.status }, err.message ?? text, res.status);
  }
  return data as T;
}

export const api = {
  games: () => request<{ games: GameInfo[]; bots: string[] }>('GET', '/api/games'),
  lengths: () => request<MatchLengths>('GET', '/api/lengths'),
  /** how long a match lasts at these options (each as the CLI's `-o NAME=VALUE`) */
  length: (game: string, players: number, options: Record<string, unknown>) => {
    const query = [`players=${players}`, ...Object.entries(options).map(([k, v]) => `option=${encodeURIComponent(`${k}=${v === null ? 'none' : String(v)}`)}`)];
    return request<LengthEstimate>('GET', `/api/games/${encodeURIComponent(game)}/length?${query.join('&')}`);
  },
  /** the lobby's tables; `idle`: the hidden ones too (abandoned for hours) */
  tables: (status = '', idle = false) => {
    const query = [status ? `status=${status}` : '', idle ? 'idle=1' : ''].filter(Boolean).join('&');
    return request<{ tables: TableInfo[] }>('GET', `/api/tables${query ? `?${query}` : ''}`);
  },
  table: (id: string) => request<TableInfo>('GET', `/api/tables/${encodeURIComponent(id)}`),
  create: (spec: CreateTable) => request<TableCreated>('POST', '/api/tables', spec),
  checkInvite: (id: string, invite: string) =>
    request<InviteCheck>('POST', `/api/tables/${encodeURIComponent(id)}/invite`, { invite }),
  join: (id: string, invite: string, name: string) =>
    request<{ table_id: string; seat: number; token: string; name: string }>(
      'POST', `/api/tables/${encodeURIComponent(id)}/join`, { invite, name }),
  leave: (id: string, token: string) =>
    request<{ ok: boolean }>('POST', `/api/tables/${encodeURIComponent(id)}/leave`, undefined, token),
  invites: (id: string, hostToken: string) =>
    request<{ invites: Invite[]; any: Invite }>('GET', `/api/tables/${encodeURIComponent(id)}/invites`, undefined, hostToken),
  rematch: (id: string, token: string) =>
    request<TableInfo>('POST', `/api/tables/${encodeURIComponent(id)}/rematch`, undefined, token),
  matches: (id: string) =>
    request<{ matches: MatchInfo[] }>('GET', `/api/tables/${encodeURIComponent(id)}/matches`),
  replay: (matchId: number | string) =>
    request<ReplayData>('GET', `/api/matches/${encodeURIComponent(String(matchId))}/replay`),
  record: (matchId: number | string) =>
    request<RecordData>('GET', `/api/matches/${encodeURIComponent(String(matchId))}/record`),
};

/** A finished match, move by move, every hand visible (`GET /api/matches/{id}/replay`, docs/server.md). */
export interface ReplayFrame {
  move: number;
  hand: number;
  seat: number | null;
  action: string | null;
  observations: View[];
  /** what the move set off, when the server tells it (every hand is shown in a replay) */
  messages?: Message[];
}

export interface ReplayData {
  match_id: number;
  game: string;
  players: number;
  seats?: string[];
  frames: ReplayFrame[];
  /** per hand, its breakdown (the worked scoring of the table's result panel); null: none */
  breakdowns?: (Message[] | null)[];
}

/** The part of a finished match's record (docs/records.md) the replay reads: what each action
 * set off, hand by hand (optional: records written before events have none). */
export interface RecordData {
  hands: { actions: [number, string][]; events?: (WireEvent[] | null)[] }[];
}

/** Where the browser keeps what lets it come back: the seat token of each table, the host token. */
export const store = {
  seat(tableId: string): { token: string; seat: number; name: string } | null {
    try {
      return JSON.parse(localStorage.getItem(`tapisvert.seat.${tableId}`) ?? 'null');
    } catch {
      return null;
    }
  },
  setSeat(tableId: string, v: { token: string; seat: number; name: string } | null): void {
    if (v) localStorage.setItem(`tapisvert.seat.${tableId}`, JSON.stringify(v));
    else localStorage.removeItem(`tapisvert.seat.${tableId}`);
  },
  host(tableId: string): string | null {
    return localStorage.getItem(`tapisvert.host.${tableId}`);
  },
  setHost(tableId: string, token: string): void {
    localStorage.setItem(`tapisvert.host.${tableId}`, token);
  },
  name(): string {
    return localStorage.getItem('tapisvert.name') ?? '';
  },
  setName(name: string): void {
    localStorage.setItem('tapisvert.name', name);
  },
};
