// The games as GET /api/games lists them, loaded once: their names' keys, options and the face of
// every card they deal, by code (what a card is drawn and named from: no card code is ever read).
import { api, type GameInfo } from './api';
import type { CardFace } from '../types';

export const games = $state<{ list: GameInfo[]; bots: string[]; faces: Record<string, Record<string, CardFace>> }>({
  list: [],
  bots: [],
  faces: {},
});

let loading: Promise<void> | null = null;

/** Loads the games' listing (once; later calls wait for the same answer). */
export function loadGames(): Promise<void> {
  loading ??= api.games().then((r) => {
    games.list = r.games;
    games.bots = r.bots;
    games.faces = Object.fromEntries(
      r.games.map((g) => [g.id, Object.fromEntries((g.cards ?? []).map((c) => [c.code, c]))]),
    );
  });
  return loading;
}

/** The face of `code` in `game`, or null when unknown (a hidden card has no code at all). */
export function faceOf(game: string, code: string | null): CardFace | null {
  if (code === null) return null;
  return games.faces[game]?.[code] ?? null;
}
