import { row, seatColumns, type DoneTrick, type ScoreSheet } from '../types';
import type { SevenSealsView } from '../../types';

export function scoreSheet(obs: SevenSealsView, players: number): ScoreSheet {
  const rows: ScoreSheet['rows'] = [];
  for (const [i, r] of (obs.round_scores ?? []).entries()) row(rows, 'round', r, i + 1);
  row(rows, 'scores', obs.scores);
  return { columns: seatColumns(players), rows };
}

export function lastTrick(obs: SevenSealsView): DoneTrick | null {
  const tricks = obs.tricks ?? [];
  const last = tricks[tricks.length - 1];
  return last ? { leader: last.leader, cards: last.cards, winner: last.winner } : null;
}
