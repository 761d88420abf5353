// Les 7 sceaux: predict the seals you will win, take them in tricks.
import Board from './Board.svelte';
import SeatExtra from './SeatExtra.svelte';
import Face from '../decks/Seals.svelte';
import { scoreSheet, lastTrick } from './sheet';
import { defineGame } from '../types';
import { SEAL_COLOURS } from '../decks/fields';
import type { Action, Arg, SevenSealsView } from '../../types';

/** The seal colour an action names (its message's `colour` argument, `seven-seals-colour`). */
function sealColour(action: Action): string | null {
  const arg: Arg | undefined = action.message.args?.colour;
  if (arg && typeof arg === 'object' && 'key' in arg && typeof arg.args?.colour === 'string') {
    return SEAL_COLOURS[arg.args.colour] ?? null;
  }
  return null;
}

export default defineGame<SevenSealsView>({
  Board, SeatExtra, Face, scoreSheet, lastTrick,
  refusedCard: (code) => `play ${code}`,
  actionColour: sealColour,
});
