// The lengths the lobby offers: a number of hands (the `max_hands` every game has) that fits a
// share of an evening at the measured pace (GET /api/lengths, bench/match_length.py), and the
// whole match as the sheet plays it.

/** What the choices need of a length (`GET /api/games/{id}/length`, or the defaults' figures):
 * `hands` and `minutes` are null where the whole match was not measured at the chosen options. */
export interface Length {
  hands: number | null;
  minutes_per_hand: number;
  minutes: number | null;
}

/** The evening's shares the lobby offers, in minutes. */
export const TARGETS = [30, 60, 90, 120, 180];
/** A share of the whole match above which a number of hands is not offered. */
export const NEAR_WHOLE = 0.8;
/** The length preselected for a table with a person. */
export const PRESELECTED_MINUTES = 60;

export interface LengthChoice {
  /** hands (`max_hands`), or null for the whole match */
  hands: number | null;
  /** the expected minutes at the measured pace (null: the whole match, not measured) */
  minutes: number | null;
}

/** The choices for one game at one player count: a few hands counts shorter than a whole match,
 * then the whole match (every count where the whole match's length is unknown). */
export function lengthChoices(f: Length | undefined): LengthChoice[] {
  if (!f) return [];
  const out: LengthChoice[] = [];
  for (const target of TARGETS) {
    const hands = Math.max(1, Math.round(target / f.minutes_per_hand));
    // a count near the whole match's is no shorter match: the whole match says it
    if ((f.hands !== null && hands >= NEAR_WHOLE * f.hands) || out.some((c) => c.hands === hands)) continue;
    out.push({ hands, minutes: Math.round(hands * f.minutes_per_hand) });
  }
  out.push({ hands: null, minutes: f.minutes });
  return out;
}

/** The choice preselected: about an hour when a person sits at the table, else the whole match. */
export function preselect(choices: LengthChoice[], withPerson: boolean): number | null {
  if (!withPerson || !choices.length) return null;
  let best = choices[choices.length - 1];
  const off = (c: LengthChoice) => (c.minutes === null ? Infinity : Math.abs(c.minutes - PRESELECTED_MINUTES));
  for (const c of choices) {
    if (off(c) < off(best)) best = c;
  }
  return best.hands;
}
