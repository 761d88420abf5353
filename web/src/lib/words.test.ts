import { describe, expect, it } from 'vitest';
import { actionLabel, cardName, famillesEvent, logLine, pochSet, ruleArgs, ruleText, sambaGroup } from './words';

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
    expect(logLine('fr', 'samba', 3, 'take 7H 7H', names)).toBe('Dan prend la pile avec Sept de cœur, Sept de cœur');
  });
  it('keeps an unknown verb as the engine wrote it', () => {
    expect(actionLabel('en', 'sabias', 'frobnicate x', names)).toBe('frobnicate x');
  });
  it('spells samba groups', () => {
    expect(sambaGroup('en', '10x2+2+jk')).toBe('2× Ten + 1 two(s) + 1 joker(s)');
  });
});

describe('refusals in words', () => {
  it('renders the arguments by their names: cards, seats, colours, families, suits, ranks', () => {
    expect(ruleArgs('fr', 'sabias', { lead_card: '6-V', cards: 'S1 S7', seat: 2, family: 6, n: 3 }, names)).toEqual({
      lead_card: 'Grand-Père des Maya (6)', cards: 'Sabia 1, Sabia 7', seat: 'Chloé', family: 'Maya', n: 3,
    });
    expect(ruleArgs('pt', 'seven-seals', { colour: 'red', colours: 'blue white', victim_seat: 0 }, names)).toEqual({
      colour: 'vermelho', colours: 'azul, branco', victim_seat: 'Ana',
    });
    expect(ruleArgs('en', 'poch', { suit: 'H', cards: '' }, names)).toEqual({ suit: 'hearts', cards: 'nothing' });
    expect(ruleArgs('fr', 'samba', { rank: 'Q', top_card: 'JK' }, names)).toEqual({ rank: 'dame', top_card: 'Joker' });
  });
  it('translates a refusal from its key, or gives up on an unknown key', () => {
    expect(ruleText('en', 'sabias', 'sabias.must_follow', { family: 6, lead_card: '6-V', cards: '6-I 6-II' }, names)).toBe(
      'You must follow the Maya family (led with Grand-Père of the Maya (6)): you hold Fils of the Maya (6), Fille of the Maya (6).',
    );
    expect(ruleText('fr', 'familles', 'familles.no_cards', { seat: 1 }, names)).toBe(
      "Bruno n'a plus de cartes\u00a0: on ne peut rien lui demander.",
    );
    expect(ruleText('pt', 'poch', 'poch.raise_above_bet', { bet: 12 }, names)).toBe('Um aumento tem de passar da aposta atual de 12.');
    expect(ruleText('en', 'sabias', 'no.such.rule', {}, names)).toBeNull();
    expect(ruleText('en', 'sabias', undefined, {}, names)).toBeNull();
  });
});

describe('the familles history in words', () => {
  it('reads every kind of line, and keeps an unknown one', () => {
    expect(famillesEvent('en', '1 ask 2 6-V given', names)).toBe('Bruno asked Chloé for Grand-Père of the Maya (6) and got it.');
    expect(famillesEvent('fr', '3 draw ? unseen', names)).toBe('Dan a pioché une carte.');
    expect(famillesEvent('en', '0 draw S3 unseen', names)).toBe('Ana drew Sabia 3.');
    expect(famillesEvent('pt', '0 draw 2-I shown', names)).toBe('Ana comprou a carta pedida, Filho dos Manekenk (2), e joga outra vez.');
    expect(famillesEvent('en', '2 draw ? empty-hand', names)).toBe('Chloé had no cards and drew one.');
    expect(famillesEvent('fr', '1 lay 6', names)).toBe('Bruno a posé la famille Maya.');
    expect(famillesEvent('en', '2 no-draw', names)).toBe('Chloé was refused and the stock is empty.');
    expect(famillesEvent('en', '0 sit-out nobody', names)).toBe("Nobody else holds cards: Ana's turn passes.");
    expect(famillesEvent('en', 'something else', names)).toBe('something else');
  });
});

describe("poch's sets in words", () => {
  it('names each kind of set, with the trump where the engine says so', () => {
    expect(pochSet('pt', 'three tens')).toBe('trinca (dez)');
    expect(pochSet('fr', 'pair of aces (with the trump)')).toBe("paire (as), avec l'atout");
    expect(pochSet('en', 'king high')).toBe('high card (king)');
    expect(pochSet('en', 'four sevens')).toBe('four of a kind (seven)');
    expect(pochSet('en', 'a royal flush')).toBe('a royal flush');
  });
});
