// The levels the lobby offers a bot seat, each with its rating at the table's player count where
// it was measured (GET /api/games, `LevelInfo.ratings`; docs/bots.md, "Ratings"): nothing where
// it was not, never a placeholder number.
import type { LevelInfo, LevelRating } from '../types';

/** Words in the reader's language: `t` of i18n.svelte.ts, or `translate` bound to a language. */
export type Words = (key: string, args?: Record<string, unknown>) => string;

/** The level's rating at `players` seats, or null where it was not measured there. */
export function levelRating(level: LevelInfo, players: number): LevelRating | null {
  return level.ratings?.[String(players)] ?? null;
}

/** The level as the seat's select shows it: its name, and its rating where there is one
 * ("Strong · 620"). Numbers go to the catalogue as text, so that no language groups a rating's
 * thousands ("1,620"). */
export function levelLabel(level: LevelInfo, players: number, t: Words): string {
  const r = levelRating(level, players);
  const name = t(level.key);
  return r ? t('lobby-level-rated', { level: name, rating: String(r.rating) }) : name;
}

/** The level's tooltip: its help line and spec, and what its rating means where it has one. */
export function levelTitle(level: LevelInfo, players: number, t: Words): string {
  const r = levelRating(level, players);
  const help = `${t(`${level.key}-help`)} (${level.spec})`;
  return r ? `${help}. ${t('lobby-level-rating-help', { rating: String(r.rating), low: String(r.low), high: String(r.high) })}` : help;
}
