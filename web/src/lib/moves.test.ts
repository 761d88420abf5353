import { describe, expect, it } from 'vitest';
import { cardClick, classify, nearestAmount } from './moves';

describe('classify', () => {
  it('maps trick plays to the cards of the hand', () => {
    const m = classify(['play 1-I', 'play S3'], 'sages');
    expect([...m.byCard.keys()]).toEqual(['1-I', 'S3']);
    expect(m.buttons).toEqual([]);
  });
  it('keeps announcements and bids as buttons, in the server order', () => {
    const m = classify(['done', 'jefa', 'conseil S1 S2 S4 S6 S10'], 'sages');
    expect(m.buttons).toEqual(['done', 'jefa', 'conseil S1 S2 S4 S6 S10']);
  });
  it('gathers poch bets into one amount control', () => {
    const m = classify(['pass', 'bet 1', 'bet 2', 'bet 3'], 'french');
    expect(m.amounts).toEqual({ verb: 'bet', values: [1, 2, 3] });
    expect(m.buttons).toEqual(['pass']);
  });
  it('separates samba melds, lay-offs and discards', () => {
    const m = classify(['discard 10C', 'add 10C m3', 'group 10x2+2', 'seq 4C-6C', 'take m1', 'take pair'], 'french');
    expect(m.byCard.get('10C')).toEqual(['discard 10C', 'add 10C m3']);
    expect(m.melds).toEqual(['group 10x2+2', 'seq 4C-6C']);
    expect(m.buttons).toEqual(['take m1', 'take pair']);
  });
  it('groups familles asks by the seat asked', () => {
    const m = classify(['ask 0 1-I', 'ask 2 1-I', 'ask 0 S3'], 'sages');
    expect(m.asks.get(0)).toEqual(['ask 0 1-I', 'ask 0 S3']);
    expect(m.asks.get(2)).toEqual(['ask 2 1-I']);
  });
});

describe('cardClick', () => {
  it('plays the only legal action of a card', () => {
    expect(cardClick('sabias', '1-I', classify(['play 1-I'], 'sages'))).toBe('play 1-I');
  });
  it('sends a card that is not legal, so that the server says which rule forbids it', () => {
    expect(cardClick('sabias', '2-I', classify(['play 1-I'], 'sages'))).toBe('play 2-I');
    expect(cardClick('familles', '2-I', classify([], 'sages'))).toBeNull();
  });
  it('asks for a choice when a card has several moves', () => {
    expect(cardClick('samba', '10C', classify(['discard 10C', 'add 10C m3'], 'french'))).toBeNull();
  });
});

it('nearestAmount picks the closest legal amount', () => {
  expect(nearestAmount([2, 4, 8], 5)).toBe(4);
  expect(nearestAmount([2, 4, 8], 100)).toBe(8);
});
