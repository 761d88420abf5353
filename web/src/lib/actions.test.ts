import { describe, expect, it } from 'vitest';
import { extending, matching, multiCards, nearest, plan } from './actions';
import type { Action } from '../types';

const m = (key: string) => ({ key, args: {} });
let id = 0;
const act = (kind: string, cards: string[] = [], extra: Partial<Action> = {}): Action => ({
  id: id++, kind, message: m(`x-${kind}`), cards, ...extra,
});

describe('plan', () => {
  it('maps the actions of one card of the hand to that card', () => {
    const a = act('play', ['K']);
    const b = act('play', ['Q']);
    const p = plan([a, b], ['K', 'Q', 'J']);
    expect(p.byCard.get('K')).toEqual([a]);
    expect(p.byCard.get('J')).toBeUndefined();
  });
  it('keeps several actions of one card (discard it, or add it to a meld)', () => {
    const a = act('discard', ['10C']);
    const b = act('add', ['10C']);
    expect(plan([a, b], ['10C']).byCard.get('10C')).toEqual([a, b]);
  });
  it('gathers amounts and targets by kind, and the rest as buttons by kind', () => {
    const bets = [1, 2, 3].map((n) => act('bet', [], { amount: n }));
    const asks = [act('ask', ['6-V'], { target: 0 }), act('ask', ['S3'], { target: 2 }), act('ask', ['6-I'], { target: 0 })];
    const pass = act('pass');
    const p = plan([pass, ...bets, ...asks], ['1-I']);
    expect(p.amounts.get('bet')).toEqual(bets);
    expect(p.targets.get('ask')?.get(0)).toEqual([asks[0], asks[2]]);
    expect(p.buttons.get('pass')).toEqual([pass]);
  });
  it('puts actions of several cards of the hand apart, and those of cards not held in buttons', () => {
    const meld = act('meld', ['7C', '7H', 'JK']);
    const take = act('take', ['7C', '7D']);
    const p = plan([meld, take], ['7C', '7H', 'JK']);
    expect(p.multi).toEqual([meld]);
    expect(p.buttons.get('take')).toEqual([take]);
  });
});

describe('selection', () => {
  const a = act('meld', ['7C', '7H', 'JK']);
  const b = act('meld', ['7C', '7C', '7H']);
  const c = act('meld', ['7C', '7H', '2S']);
  it('matches the actions whose cards equal the selection, duplicates counted', () => {
    expect(matching([a, b, c], ['JK', '7H', '7C'])).toEqual([a]);
    expect(matching([a, b, c], ['7C', '7H', '7C'])).toEqual([b]);
    expect(matching([a, b, c], ['7C', '7H'])).toEqual([]);
    expect(matching([a, b, c], [])).toEqual([]);
  });
  it('lists what a partial selection may become', () => {
    expect(extending([a, b, c], ['7C', '7C'])).toEqual([b]);
    expect(extending([a, b, c], ['7H'])).toEqual([a, b, c]);
    expect([...multiCards([a, c])].sort()).toEqual(['2S', '7C', '7H', 'JK']);
  });
});

it('nearest picks the action with the closest amount', () => {
  const bets = [2, 4, 8].map((n) => act('bet', [], { amount: n }));
  expect(nearest(bets, 5).amount).toBe(4);
  expect(nearest(bets, 100).amount).toBe(8);
});
