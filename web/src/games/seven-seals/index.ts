// Les 7 sceaux: predict the seals you will win, take them in tricks.
import Board from './Board.svelte';
import SeatExtra from './SeatExtra.svelte';
import Face from '../decks/Seals.svelte';
import { scoreSheet, lastTrick } from './sheet';
import { defineGame } from '../types';
import type { SevenSealsView } from '../../types';

export default defineGame<SevenSealsView>({
  Board, SeatExtra, Face, scoreSheet, lastTrick,
  refusedCard: (code) => `play ${code}`,
});
