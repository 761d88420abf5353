// Each game's drawing, by game id: the shell looks its game up here and holds no branch on it.
import type { AnyGame } from './types';
import sabias from './sabias';
import familles from './familles';
import sevenSeals from './seven-seals';
import samba from './samba';
import poch from './poch';
import generic from './generic';

export const GAMES: Record<string, AnyGame> = { sabias, familles, 'seven-seals': sevenSeals, samba, poch };

/** The module of `game` (a game this client does not know yet is drawn generically). */
export function gameModule(game: string): AnyGame {
  return GAMES[game] ?? generic;
}
