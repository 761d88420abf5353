// A game this client has no board for: its scores and nothing else drawn (its actions and log
// work all the same: they come from the server).
import Empty from './Empty.svelte';
import French from './decks/French.svelte';
import { defineGame, row, seatColumns, type ScoreSheet } from './types';

export default defineGame({
  Board: Empty,
  Face: French,
  scoreSheet(obs, players): ScoreSheet {
    const rows: ScoreSheet['rows'] = [];
    row(rows, 'scores', (obs as { scores?: unknown }).scores);
    return { columns: seatColumns(players), rows };
  },
});
