// Options that only mean something at some player counts (e.g. sabias' four_player_mode): the
// game's options module declares them (`Option.players`) and GET /api/games serves the counts;
// the lobby shows and sends an option only at those counts.
import type { OptionInfo } from '../lib/api';

/** Whether the option `o` applies at `players` players (every count when the server names none). */
export function appliesAt(o: Pick<OptionInfo, 'players'>, players: number): boolean {
  return !o.players?.length || o.players.includes(players);
}
