// How the server's legal actions reach the controls: which cards of the hand they play, which need
// several cards or an amount, which are plain buttons. Only the notation is read.
import { cardsIn, type Deck } from './cards';

/** Verbs whose first card token is a card of the mover's hand. */
const HAND_VERBS = new Set(['play', 'discard', 'add']);

/** The action a click on a card of the hand sends when the server lists none for it: the server
 * answers with the rule it breaks, which is what the player needs to read. */
export const DEFAULT_CARD_VERB: Record<string, string | null> = {
  sabias: 'play',
  'seven-seals': 'play',
  poch: 'play',
  samba: 'discard',
  familles: null,
};

export interface Moves {
  /** for each card code of the hand, the actions that play or place it */
  byCard: Map<string, string[]>;
  /** actions that are neither a hand card's nor an amount's, by verb, in the server's order */
  buttons: string[];
  /** `bet N` amounts (poch) */
  amounts: { verb: string; values: number[] } | null;
  /** samba melds from the hand (group, seq) */
  melds: string[];
  /** familles asks, by seat */
  asks: Map<number, string[]>;
}

export function classify(legal: string[], deck: Deck): Moves {
  const byCard = new Map<string, string[]>();
  const buttons: string[] = [];
  const melds: string[] = [];
  const asks = new Map<number, string[]>();
  let amounts: Moves['amounts'] = null;
  for (const action of legal) {
    const [verb, ...rest] = action.split(/\s+/);
    if (HAND_VERBS.has(verb)) {
      const card = cardsIn(action, deck)[0];
      if (card) {
        const list = byCard.get(card) ?? [];
        list.push(action);
        byCard.set(card, list);
        continue;
      }
    }
    if (verb === 'bet' && rest.length === 1 && /^\d+$/.test(rest[0])) {
      amounts ??= { verb, values: [] };
      amounts.values.push(Number(rest[0]));
      continue;
    }
    if (verb === 'group' || verb === 'seq') {
      melds.push(action);
      continue;
    }
    if (verb === 'ask' && rest.length === 2) {
      const seat = Number(rest[0]);
      const list = asks.get(seat) ?? [];
      list.push(action);
      asks.set(seat, list);
      continue;
    }
    buttons.push(action);
  }
  return { byCard, buttons, amounts, melds, asks };
}

/** The action a card click sends: its only legal action, else the game's default verb. */
export function cardClick(game: string, code: string, moves: Moves): string | null {
  const list = moves.byCard.get(code);
  if (list && list.length === 1) return list[0];
  if (list && list.length > 1) return null; // several: the player picks one among the options
  const verb = DEFAULT_CARD_VERB[game];
  return verb ? `${verb} ${code}` : null;
}

/** The amount nearest to `wanted` among the legal ones. */
export function nearestAmount(values: number[], wanted: number): number {
  let best = values[0];
  for (const v of values) if (Math.abs(v - wanted) < Math.abs(best - wanted)) best = v;
  return best;
}
