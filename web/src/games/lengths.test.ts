import { describe, expect, it } from 'vitest';
import { lengthChoices, preselect } from './lengths';

const figures = (hands: number, minutesPerHand: number) => ({
  matches: 8, capped: 0, hands, hands_min: 1, hands_max: hands * 2,
  decisions_per_hand: 10, minutes_per_hand: minutesPerHand, minutes: Math.round(hands * minutesPerHand),
});

describe('the lengths the lobby offers', () => {
  it('offers hands counts for a share of the evening, then the whole match', () => {
    const choices = lengthChoices(figures(676, 1.36));
    expect(choices.map((c) => c.hands)).toEqual([22, 44, 66, 88, 132, null]);
    expect(choices[choices.length - 1].minutes).toBe(919);
    expect(preselect(choices, true)).toBe(44); // about an hour with a person
    expect(preselect(choices, false)).toBe(null); // bots only: the whole match
  });
  it('offers no count near the whole match', () => {
    const choices = lengthChoices(figures(16.4, 3.87));
    expect(choices.map((c) => c.hands)).toEqual([8, null]);
    expect(preselect(choices, true)).toBe(null); // the whole match is the hour
  });
  it('offers every count when the whole match was not measured at the options', () => {
    const choices = lengthChoices({ hands: null, minutes_per_hand: 12.5, minutes: null });
    expect(choices.map((c) => c.hands)).toEqual([2, 5, 7, 10, 14, null]);
    expect(choices[choices.length - 1].minutes).toBe(null);
    expect(preselect(choices, true)).toBe(5); // the hour, never the unknown whole match
  });
  it('offers nothing without measures', () => {
    expect(lengthChoices(undefined)).toEqual([]);
  });
});
