// Card codes as the engine writes them, read for drawing: the Sages deck (`S7` Sabia 7, `6-V` the
// Grand-Père of family 6), French-suited cards (`10C`, `AH`, `JK` a joker) and the seven-seals
// colours (`R15`, `Y3`). Only the notation is read here, never a rule.

export type Deck = 'sages' | 'french' | 'seals';

export interface CardFace {
  code: string;
  deck: Deck;
  /** sages: the family 1..10 (the Sabia's number for a Sabia); french/seals: the rank number */
  value: number;
  /** sages: 0..4 for I..V, 5 for a Sabia; french: rank text; seals: rank text */
  rank: string;
  /** sages: 'S' for a Sabia or the family; french: C D H S or '*' (joker); seals: R Y G B V */
  suit: string;
  sabia: boolean;
  joker: boolean;
}

export const DECK_OF: Record<string, Deck> = {
  sabias: 'sages',
  familles: 'sages',
  samba: 'french',
  poch: 'french',
  'seven-seals': 'seals',
};

export const ROMAN = ['I', 'II', 'III', 'IV', 'V'];
export const FAMILY_NAMES = [
  'Ona', 'Manekenk', 'Alakaluf', 'Picunche', 'Chinchorro',
  'Maya', 'Zapoteca', 'Azteca', 'Olmeca', 'Chichimeca',
];
/** One colour per family of the Sages deck (ten families). */
export const FAMILY_COLOURS = [
  '#b3261e', '#c2571a', '#a07800', '#4d7c0f', '#0f766e',
  '#0369a1', '#4338ca', '#7e22ce', '#a21caf', '#5b4636',
];
export const SEAL_COLOURS: Record<string, string> = {
  R: '#c62828', Y: '#e0a800', G: '#2e7d32', B: '#1565c0', V: '#6a1b9a',
  red: '#c62828', yellow: '#e0a800', green: '#2e7d32', blue: '#1565c0', violet: '#6a1b9a',
  white: '#f5f5f5', black: '#212121',
};
export const SEAL_NAMES: Record<string, string> = { R: 'red', Y: 'yellow', G: 'green', B: 'blue', V: 'violet' };
export const SUIT_SYMBOL: Record<string, string> = { C: '♣', D: '♦', H: '♥', S: '♠', '*': '★' };
const FRENCH_RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];

/** Reads one card code of `deck`, or null when the text is not a card of that deck. */
export function parseCard(code: string, deck: Deck): CardFace | null {
  if (deck === 'sages') {
    let m = /^S(10|[1-9])$/.exec(code);
    if (m) {
      const n = Number(m[1]);
      return { code, deck, value: n, rank: '5', suit: 'S', sabia: true, joker: false };
    }
    m = /^(10|[1-9])-(I|II|III|IV|V)$/.exec(code);
    if (m) {
      const r = ROMAN.indexOf(m[2]);
      return { code, deck, value: Number(m[1]), rank: String(r), suit: m[1], sabia: false, joker: false };
    }
    return null;
  }
  if (deck === 'french') {
    if (code === 'JK') return { code, deck, value: 50, rank: 'JK', suit: '*', sabia: false, joker: true };
    const m = /^(10|[2-9]|[JQKA])([CDHS])$/.exec(code);
    if (!m) return null;
    return {
      code, deck, value: FRENCH_RANKS.indexOf(m[1]) + 2, rank: m[1], suit: m[2], sabia: false, joker: false,
    };
  }
  const m = /^([RYGBV])(1[0-5]|[1-9])$/.exec(code);
  if (!m) return null;
  return { code, deck, value: Number(m[2]), rank: m[2], suit: m[1], sabia: false, joker: false };
}

/** The card codes that an action's text names, in order ("conseil S1 S2" -> S1, S2). */
export function cardsIn(action: string, deck: Deck): string[] {
  return action.split(/\s+/).filter((t) => parseCard(t, deck) !== null);
}

const FRENCH_SUIT_ORDER: Record<string, number> = { S: 0, H: 1, C: 2, D: 3, '*': 4 };
const SEAL_ORDER: Record<string, number> = { R: 0, Y: 1, G: 2, B: 3, V: 4 };

/** A key that sorts a hand the way players hold it: trumps or jokers apart, suits together. */
export function sortKey(c: CardFace): number {
  if (c.deck === 'sages') return c.sabia ? c.value : 100 + c.value * 10 + (4 - Number(c.rank));
  if (c.deck === 'french') return c.joker ? -1 : FRENCH_SUIT_ORDER[c.suit] * 100 + c.value;
  return SEAL_ORDER[c.suit] * 100 + c.value;
}

/** The hand sorted for display; codes the deck does not know keep their place at the end. */
export function sortHand(codes: string[], deck: Deck): string[] {
  const known = codes.map((code, i) => ({ code, i, face: parseCard(code, deck) }));
  return known
    .sort((a, b) => {
      if (!a.face || !b.face) return (a.face ? 0 : 1) - (b.face ? 0 : 1) || a.i - b.i;
      return sortKey(a.face) - sortKey(b.face) || a.i - b.i;
    })
    .map((k) => k.code);
}

/** The colour a card is drawn in. */
export function cardColour(c: CardFace): string {
  if (c.deck === 'sages') return c.sabia ? '#1d1b4f' : FAMILY_COLOURS[c.value - 1];
  if (c.deck === 'french') return c.joker ? '#6a1b9a' : c.suit === 'H' || c.suit === 'D' ? '#c62828' : '#1b1b1b';
  return SEAL_COLOURS[c.suit];
}
