// Samba: a canasta of three packs, played in teams.
import Board from './Board.svelte';
import SeatExtra from './SeatExtra.svelte';
import Face from '../decks/French.svelte';
import { defineGame, row, type ScoreSheet } from '../types';
import type { SambaView } from '../../types';

export default defineGame<SambaView>({
  Board, SeatExtra, Face,
  scoreSheet(obs): ScoreSheet {
    const columns = (obs.teams ?? []).map((seats, i) => ({ label: String(i), team: true, seats }));
    const rows: ScoreSheet['rows'] = [];
    for (const [i, r] of (obs.hand_scores ?? []).entries()) row(rows, 'hand', r, i + 1);
    row(rows, 'scores', obs.scores);
    return { columns, rows };
  },
  teamOf: (obs, seat) => {
    const i = (obs.teams ?? []).findIndex((tm) => tm.includes(seat));
    return i < 0 ? null : i;
  },
  refusedCard: (code) => `discard ${code}`,
});
