// Le jeu des 7 familles, with the Sages deck: ask a seat for a card, lay down families.
import Board from './Board.svelte';
import SeatExtra from './SeatExtra.svelte';
import Face from '../decks/Sages.svelte';
import { defineGame, row, seatColumns, type ScoreSheet } from '../types';
import type { FamillesView } from '../../types';

export default defineGame<FamillesView>({
  Board, SeatExtra, Face,
  scoreSheet(obs, players): ScoreSheet {
    const rows: ScoreSheet['rows'] = [];
    row(rows, 'families', (obs.laid ?? []).map((l) => l.length));
    row(rows, 'scores', obs.scores);
    row(rows, 'manches_won', obs.manches_won);
    row(rows, 'totals', obs.totals);
    return { columns: seatColumns(players), rows };
  },
});
