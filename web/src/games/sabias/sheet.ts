import { row, seatColumns, type DoneTrick, type ScoreSheet } from '../types';
import type { SabiasView } from '../../types';

export function scoreSheet(obs: SabiasView, players: number): ScoreSheet {
  const rows: ScoreSheet['rows'] = [];
  row(rows, 'trick_points', obs.trick_points);
  row(rows, 'manche_scores', obs.manche_scores);
  row(rows, 'manches', obs.manches);
  row(rows, 'totals', obs.totals);
  return { columns: seatColumns(players), rows };
}

export function lastTrick(obs: SabiasView): DoneTrick | null {
  const tricks = obs.tricks ?? [];
  const last = tricks[tricks.length - 1];
  return last ? { leader: last.leader, cards: last.cards as DoneTrick['cards'], winner: last.winner } : null;
}
