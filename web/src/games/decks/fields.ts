// Reading a card face's drawing fields (Game.card_face: code, name, and the game's own fields).
// A face is drawn from these fields only, never from its code.
import type { CardFace } from '../../types';

export type Field = string | number | boolean | null | undefined;

/** The first of `names` that the face has (games name their fields in their own words). */
export function field(face: CardFace, ...names: string[]): Field {
  for (const n of names) {
    const v = (face as Record<string, unknown>)[n];
    if (v !== undefined && v !== null && typeof v !== 'object') return v as Field;
  }
  return undefined;
}

/** One colour per family of the Sages deck (ten families). */
export const FAMILY_COLOURS = [
  '#b3261e', '#c2571a', '#a07800', '#4d7c0f', '#0f766e',
  '#0369a1', '#4338ca', '#7e22ce', '#a21caf', '#5b4636',
];
/** The seven seals' colours, by the colour's name (seven-seals' cards and seals). */
export const SEAL_COLOURS: Record<string, string> = {
  red: '#c62828', yellow: '#e0a800', green: '#2e7d32', blue: '#1565c0', violet: '#6a1b9a',
  white: '#f5f5f5', black: '#212121',
  R: '#c62828', Y: '#e0a800', G: '#2e7d32', B: '#1565c0', V: '#6a1b9a',
};
export const SUIT_SYMBOL: Record<string, string> = {
  C: '♣', D: '♦', H: '♥', S: '♠', clubs: '♣', diamonds: '♦', hearts: '♥', spades: '♠',
};
/** The corner's symbol of a rank a face names in words (poch: `seven`, `ace`). */
export const RANK_SYMBOL: Record<string, string> = {
  two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9', ten: '10',
  jack: 'J', queen: 'Q', king: 'K', ace: 'A',
};
const RED_SUITS = new Set(['D', 'H', 'diamonds', 'hearts']);

/** The colour a French-suited card is drawn in. */
export function frenchColour(suit: Field, joker: boolean): string {
  if (joker) return '#6a1b9a';
  return RED_SUITS.has(String(suit)) ? '#c62828' : '#1b1b1b';
}
