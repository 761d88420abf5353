import { describe, expect, it } from 'vitest';
import { cardsIn, parseCard, sortHand } from './cards';

describe('parseCard', () => {
  it('reads the Sages deck: Sabias and family cards', () => {
    expect(parseCard('S7', 'sages')).toMatchObject({ sabia: true, value: 7 });
    expect(parseCard('S10', 'sages')).toMatchObject({ sabia: true, value: 10 });
    expect(parseCard('6-V', 'sages')).toMatchObject({ sabia: false, value: 6, rank: '4' });
    expect(parseCard('10-I', 'sages')).toMatchObject({ value: 10, rank: '0' });
    expect(parseCard('S11', 'sages')).toBeNull();
    expect(parseCard('11-I', 'sages')).toBeNull();
    expect(parseCard('7S', 'sages')).toBeNull();
  });
  it('reads French-suited cards and jokers', () => {
    expect(parseCard('10C', 'french')).toMatchObject({ rank: '10', suit: 'C', value: 10 });
    expect(parseCard('AH', 'french')).toMatchObject({ rank: 'A', value: 14 });
    expect(parseCard('JK', 'french')).toMatchObject({ joker: true });
    expect(parseCard('1C', 'french')).toBeNull();
    expect(parseCard('m3', 'french')).toBeNull();
  });
  it('reads the seven-seals colours', () => {
    expect(parseCard('R15', 'seals')).toMatchObject({ suit: 'R', value: 15 });
    expect(parseCard('V3', 'seals')).toMatchObject({ suit: 'V', value: 3 });
    expect(parseCard('R16', 'seals')).toBeNull();
    expect(parseCard('W1', 'seals')).toBeNull();
  });
});

describe('cardsIn and sortHand', () => {
  it('finds the card tokens of an action', () => {
    expect(cardsIn('conseil S1 S2 S4', 'sages')).toEqual(['S1', 'S2', 'S4']);
    expect(cardsIn('add 10D m6', 'french')).toEqual(['10D']);
    expect(cardsIn('ask 0 1-I', 'sages')).toEqual(['1-I']);
    expect(cardsIn('take red', 'seals')).toEqual([]);
  });
  it('sorts trumps first, then families with the highest rank first', () => {
    expect(sortHand(['2-I', 'S9', '1-I', '1-V', 'S3'], 'sages')).toEqual(['S3', 'S9', '1-V', '1-I', '2-I']);
  });
  it('keeps suits together and jokers first; keeps duplicates', () => {
    expect(sortHand(['3C', 'JK', 'AS', '2S', '3C'], 'french')).toEqual(['JK', '2S', 'AS', '3C', '3C']);
    expect(sortHand(['Y2', 'R15', 'R1'], 'seals')).toEqual(['R1', 'R15', 'Y2']);
  });
});
