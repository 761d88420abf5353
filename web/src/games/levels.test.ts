import { describe, expect, it } from 'vitest';
import type { LevelInfo } from '../types';
import { translate } from '../lib/i18n.svelte';
import { levelLabel, levelRating, levelTitle } from './levels';

const strong: LevelInfo = {
  name: 'strong',
  key: 'level-strong',
  spec: 'ismcts:iterations=1000:seconds=1.5',
  ratings: { '3': { rating: 1620, low: 1500, high: 1740 }, '4': null },
};
const words = (lang: string) => (key: string, args?: Record<string, unknown>) => translate(lang, key, args);

describe('the levels the lobby offers', () => {
  it('show the rating at the chosen player count', () => {
    expect(levelRating(strong, 3)).toEqual({ rating: 1620, low: 1500, high: 1740 });
    expect(levelLabel(strong, 3, words('en'))).toBe('Strong · 1620');
    expect(levelLabel(strong, 3, words('fr'))).toBe(`${translate('fr', 'level-strong')} · 1620`);
    expect(levelLabel(strong, 3, words('pt'))).toBe(`${translate('pt', 'level-strong')} · 1620`);
  });
  it('show nothing where the level was not measured', () => {
    for (const players of [4, 5]) {
      expect(levelRating(strong, players)).toBeNull();
      expect(levelLabel(strong, players, words('en'))).toBe('Strong');
      expect(levelTitle(strong, players, words('en'))).toBe(`${translate('en', 'level-strong-help')} (${strong.spec})`);
    }
  });
  it('say what the rating means in the tooltip, in each language', () => {
    for (const lang of ['en', 'fr', 'pt']) {
      const title = levelTitle(strong, 3, words(lang));
      expect(title, lang).toContain('1620');
      expect(title, lang).toContain('1500');
      expect(title, lang).toContain('1740');
      expect(title, lang).toContain(strong.spec);
      expect(title, lang).not.toContain('{');
    }
  });
});
