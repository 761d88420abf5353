// The score sheet of each game, read from its observation: one row per figure, one column per
// seat (or team). The figures are the engine's; nothing is computed but sums shown by the engine.
import type { Obs } from './api';

export interface ScoreSheet {
  columns: { label: string; team: boolean; seats: number[] }[];
  rows: { key: string; values: (number | string | null)[] }[];
}

function seatsColumns(n: number): ScoreSheet['columns'] {
  return Array.from({ length: n }, (_, i) => ({ label: String(i), team: false, seats: [i] }));
}

export function scoreSheet(game: string, obs: Obs, players: number): ScoreSheet {
  const cols = seatsColumns(players);
  const rows: ScoreSheet['rows'] = [];
  const add = (key: string, values: unknown) => {
    if (Array.isArray(values)) rows.push({ key, values: values.map((v) => (v === undefined ? null : (v as number))) });
  };
  switch (game) {
    case 'sabias':
      add('trick_points', obs.trick_points);
      add('manche_scores', obs.manche_scores);
      add('manches', obs.manches);
      add('totals', obs.totals);
      return { columns: cols, rows };
    case 'familles':
      add('families', (obs.laid ?? []).map((l: number[]) => l.length));
      add('scores', obs.scores);
      add('manches_won', obs.manches_won);
      add('totals', obs.totals);
      return { columns: cols, rows };
    case 'seven-seals':
      for (const [i, r] of (obs.round_scores ?? []).entries()) add(`round:${i + 1}`, r);
      add('scores', obs.scores);
      return { columns: cols, rows };
    case 'poch':
      add('chips', obs.chips);
      add('stakes', obs.stakes);
      return { columns: cols, rows };
    case 'samba': {
      const teams: number[][] = obs.teams ?? [];
      const tcols = teams.map((seats, i) => ({ label: String(i), team: true, seats }));
      for (const [i, r] of (obs.hand_scores ?? []).entries()) add(`hand:${i + 1}`, r);
      add('scores', obs.scores);
      return { columns: tcols, rows };
    }
    default:
      add('scores', obs.scores);
      return { columns: cols, rows };
  }
}
