// Poch: bet on sets, then win the piles and play out runs.
import Board from './Board.svelte';
import SeatExtra from './SeatExtra.svelte';
import Face from '../decks/French.svelte';
import { defineGame, row, seatColumns, type ScoreSheet } from '../types';
import type { PochView } from '../../types';

export default defineGame<PochView>({
  Board, SeatExtra, Face,
  scoreSheet(obs, players): ScoreSheet {
    const rows: ScoreSheet['rows'] = [];
    row(rows, 'chips', obs.chips);
    row(rows, 'stakes', obs.stakes);
    return { columns: seatColumns(players), rows };
  },
  refusedCard: (code) => `play ${code}`,
});
