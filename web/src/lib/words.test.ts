import { describe, expect, it } from 'vitest';
import { actionLabel, cardName, logLine, sambaGroup } from './words';

const names = (s: number) => ['Ana', 'Bruno', 'Chloé', 'Dan'][s];

describe('cards and moves in words', () => {
  it('names cards in each language', () => {
    expect(cardName('en', 'QS', 'french')).toBe('Queen of spades');
    expect(cardName('fr', 'QS', 'french')).toBe('Dame de pique');
    expect(cardName('pt', 'QS', 'french')).toBe('Dama de espadas');
    expect(cardName('fr', '6-V', 'sages')).toBe('Grand-Père des Maya (6)');
    expect(cardName('en', 'S7', 'sages')).toBe('Sabia 7');
    expect(cardName('pt', 'R15', 'seals')).toBe('vermelho 15');
  });
  it('labels buttons with the arguments of the action', () => {
    expect(actionLabel('en', 'poch', 'bet 5', names)).toBe('Bet 5');
    expect(actionLabel('en', 'familles', 'ask 1 S3', names)).toBe('Ask Bruno for Sabia 3');
    expect(actionLabel('fr', 'seven-seals', 'steal blue 2', names)).toBe('Voler un bleu à Chloé');
    expect(actionLabel('en', 'samba', 'add 10D m6', names)).toBe('Add Ten of diamonds to meld 6');
    expect(actionLabel('en', 'samba', 'take m2', names)).toBe('Take the pile onto meld 2');
    expect(actionLabel('en', 'samba', 'take pair', names)).toBe('Take the pile with your pair');
    expect(actionLabel('en', 'samba', 'take 7C 7H', names)).toBe(
      'Take the pile with Seven of clubs, Seven of hearts',
    );
    expect(actionLabel('en', 'sabias', 'done', names)).toBe('No (more) announcement');
    expect(actionLabel('en', 'seven-seals', 'done', names)).toBe('Done predicting');
  });
  it('writes the log in words, with who played', () => {
    expect(logLine('en', 'sabias', 2, 'play S7', names)).toBe('Chloé plays Sabia 7');
    expect(logLine('pt', 'samba', 0, 'draw', names)).toBe('Ana compra');
    expect(logLine('en', 'samba', 3, 'seq 10C-QC', names)).toBe('Dan melds a run Ten of clubs to Queen of clubs');
    expect(logLine('fr', 'samba', 3, 'take 7H 7H', names)).toBe('Dan prend le talon avec Sept de cœur, Sept de cœur');
  });
  it('keeps an unknown verb as the engine wrote it', () => {
    expect(actionLabel('en', 'sabias', 'frobnicate x', names)).toBe('frobnicate x');
  });
  it('spells samba groups', () => {
    expect(sambaGroup('en', '10x2+2+jk')).toBe('2× Ten + 1 two(s) + 1 joker(s)');
  });
});
