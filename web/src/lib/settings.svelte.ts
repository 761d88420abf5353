// The reader's own settings of the table, kept on this device (localStorage): how long a finished
// trick stays in the middle before the next one shows.
const KEY = 'tapisvert.trick_hold_ms';
export const TRICK_HOLD_DEFAULT = 1500;

function load(): number {
  try {
    const v = localStorage.getItem(KEY);
    if (v !== null && Number.isFinite(Number(v))) return Math.max(0, Math.min(10000, Number(v)));
  } catch {
    /* no storage */
  }
  return TRICK_HOLD_DEFAULT;
}

class Settings {
  trickHoldMs = $state(load());
  setTrickHold(ms: number): void {
    this.trickHoldMs = Math.max(0, Math.min(10000, ms));
    try {
      localStorage.setItem(KEY, String(this.trickHoldMs));
    } catch {
      /* kept for this page only */
    }
  }
}

export const settings = new Settings();
