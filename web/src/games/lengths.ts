// The lengths the lobby offers: a number of hands (the `max_hands` every game has) that fits a
// share of an evening at the measured pace (GET /api/lengths, bench/match_length.py), and the
// whole match as the sheet plays it.
import type { LengthFigures } from '../lib/api';

/** The evening's shares the lobby offers, in minutes. */
export const TARGETS = [30, 60, 90, 120, 180];
/** A share of the whole match above which a number of hands is not offered. */
export const NEAR_WHOLE = 0.8;
/** The length preselected for a table with a person. */
export const PRESELECTED_MINUTES = 60;

export interface LengthChoice {
  /** hands (`max_hands`), or null for the whole match */
  hands: number | null;
  /** the expected minutes at the measured pace */
  minutes: number;
}

/** The choices for one game at one player count: a few hands counts shorter than a whole match,
 * then the whole match. */
export function lengthChoices(f: LengthFigures | undefined): LengthChoice[] {
  if (!f) return [];
  const out: LengthChoice[] = [];
  for (const target of TARGETS) {
    const hands = Math.max(1, Math.round(target / f.minutes_per_hand));
    // a count near the whole match's is no shorter match: the whole match says it
    if (hands >= NEAR_WHOLE * f.hands || out.some((c) => c.hands === hands)) continue;
    out.push({ hands, minutes: Math.round(hands * f.minutes_per_hand) });
  }
  out.push({ hands: null, minutes: f.minutes });
  return out;
}

/** The choice preselected: about an hour when a person sits at the table, else the whole match. */
export function preselect(choices: LengthChoice[], withPerson: boolean): number | null {
  if (!withPerson || !choices.length) return null;
  let best = choices[choices.length - 1];
  for (const c of choices) {
    if (Math.abs(c.minutes - PRESELECTED_MINUTES) < Math.abs(best.minutes - PRESELECTED_MINUTES)) best = c;
  }
  return best.hands;
}
