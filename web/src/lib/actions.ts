// How the server's structured legal actions (ActionInfo: id, kind, message, cards, amount,
// target) become controls. Nothing here reads notation or knows a rule: actions are grouped by
// their fields only, and a selection of cards is matched to the actions whose `cards` are exactly
// those cards.
import type { Action } from '../types';

export interface Plan {
  /** for each card of the hand, the actions that use that card alone */
  byCard: Map<string, Action[]>;
  /** actions using several cards of the hand (melds, a Conseil): matched by selection */
  multi: Action[];
  /** for each kind with amounts, its actions by amount (bets) */
  amounts: Map<string, Action[]>;
  /** for each kind with targets, its actions by target seat (asks, steals) */
  targets: Map<string, Map<number, Action[]>>;
  /** the rest: plain buttons, grouped by kind in the server's order */
  buttons: Map<string, Action[]>;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** The controls of `actions`, for a reader who holds `hand`. */
export function plan(actions: Action[], hand: string[]): Plan {
  const held = new Set(hand);
  const out: Plan = { byCard: new Map(), multi: [], amounts: new Map(), targets: new Map(), buttons: new Map() };
  for (const a of actions) {
    const cards = a.cards ?? [];
    if (typeof a.target === 'number') {
      if (!out.targets.has(a.kind)) out.targets.set(a.kind, new Map());
      push(out.targets.get(a.kind)!, a.target, a);
    } else if (typeof a.amount === 'number') {
      push(out.amounts, a.kind, a);
    } else if (cards.length === 1 && held.has(cards[0])) {
      push(out.byCard, cards[0], a);
    } else if (cards.length > 1 && cards.every((c) => held.has(c))) {
      out.multi.push(a);
    } else {
      push(out.buttons, a.kind, a);
    }
  }
  return out;
}

/** The multiset of `cards`, as a sorted key. */
function bag(cards: readonly string[]): string {
  return [...cards].sort().join('\u0000');
}

/** The actions whose cards are exactly the selected cards (as many of each). */
export function matching(actions: Action[], selected: string[]): Action[] {
  if (!selected.length) return [];
  const want = bag(selected);
  return actions.filter((a) => bag(a.cards ?? []) === want);
}

/** The actions whose cards include every selected card: what the selection may still become. */
export function extending(actions: Action[], selected: string[]): Action[] {
  return actions.filter((a) => {
    const left = [...(a.cards ?? [])];
    for (const c of selected) {
      const i = left.indexOf(c);
      if (i < 0) return false;
      left.splice(i, 1);
    }
    return true;
  });
}

/** Every card some multi-card action uses (the cards a selection may start from). */
export function multiCards(actions: Action[]): Set<string> {
  return new Set(actions.flatMap((a) => a.cards ?? []));
}

/** The action of `list` whose amount is nearest to `wanted`. */
export function nearest(list: Action[], wanted: number): Action {
  let best = list[0];
  for (const a of list) if (Math.abs((a.amount ?? 0) - wanted) < Math.abs((best.amount ?? 0) - wanted)) best = a;
  return best;
}
