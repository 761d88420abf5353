import { expect, it } from 'vitest';
import { scoreSheet } from './score';

it('shows samba by team and sabias by seat', () => {
  const samba = scoreSheet('samba', { teams: [[0, 2], [1, 3]], scores: [2150, 1365], hand_scores: [[2150, 1365]] }, 4);
  expect(samba.columns.map((c) => c.seats)).toEqual([[0, 2], [1, 3]]);
  expect(samba.rows.map((r) => r.key)).toEqual(['hand:1', 'scores']);
  const sabias = scoreSheet('sabias', { trick_points: [1, 2, 3], manche_scores: [0, 0, 0], manches: [0, 0, 0], totals: [4, 5, 6] }, 3);
  expect(sabias.columns).toHaveLength(3);
  expect(sabias.rows.at(-1)).toEqual({ key: 'totals', values: [4, 5, 6] });
});
