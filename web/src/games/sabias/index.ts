// Les 10 Grand-Mères (Sabias): a trick-taking game of the Sages deck.
import Board from './Board.svelte';
import SeatExtra from './SeatExtra.svelte';
import Face from '../decks/Sages.svelte';
import { scoreSheet, lastTrick } from './sheet';
import { defineGame } from '../types';
import type { SabiasView } from '../../types';

export default defineGame<SabiasView>({
  Board, SeatExtra, Face, scoreSheet, lastTrick,
  refusedCard: (code) => `play ${code}`,
});
