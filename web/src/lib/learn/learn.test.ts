import { FluentResource } from '@fluent/bundle';
import { describe, expect, it } from 'vitest';
import { BUNDLES, LANGS, sources } from '../i18n.svelte';
import { rulesDoc, SECTION } from './rules';
import { cssString, num } from './format';

const learn = (lang: string) => sources(lang).filter(([p]) => p.includes('/locales/learn/'));
const ids = (text: string) => new FluentResource(text).body.map((m) => m.id).sort();

describe('the learning catalogues (web/src/locales/learn)', () => {
  it('are read after the browser catalogue, with the same keys in every language, all `learn-`', () => {
    for (const lang of LANGS) {
      const all = sources(lang).map(([p]) => p);
      expect(all.indexOf(`../locales/${lang}.ftl`)).toBeLessThan(all.indexOf(`../locales/learn/${lang}.ftl`));
      expect(learn(lang)).toHaveLength(1);
    }
    const en = ids(learn('en')[0][1]);
    expect(en.length).toBeGreaterThan(40);
    expect(en.filter((k) => !k.startsWith('learn-'))).toEqual([]);
    for (const lang of ['fr', 'pt']) expect(ids(learn(lang)[0][1]), lang).toEqual(en);
  });
  it('name every server error the learning panels answer themselves', () => {
    for (const k of ['hints_off', 'stale_hint', 'review_busy', 'unknown_hand'])
      for (const lang of LANGS) expect(BUNDLES[lang].hasMessage(`learn-err-${k}`), `${lang} ${k}`).toBe(true);
  });
  it('render plurals and arguments', () => {
    const fr = BUNDLES.fr;
    const m = fr.getMessage('learn-review-forced')!;
    expect(fr.formatPattern(m.value!, { n: 2 })).toBe('2 coups forcés (non évalués)');
  });
});

describe('rules pages', () => {
  const page = [
    '# Poch (3 players)',
    '',
    'Sources: **[S]** the sheet.',
    '',
    '<!-- section: how-to-play -->',
    '## How to play',
    '- **Aim**: be the last with chips.',
    '',
    '<!-- section: deal-format -->',
    "## Format of a deal (`deals()`)",
    '',
    '| a | b |',
    '|---|---|',
    '| 1 | 2 |',
    '',
    '<script>alert(1)</script>',
  ].join('\n');

  it('give each section heading its id, the title apart, and a table of contents', () => {
    const doc = rulesDoc(page);
    expect(doc.title).toBe('Poch (3 players)');
    expect(doc.toc).toEqual([
      { id: 'how-to-play', title: 'How to play' },
      { id: 'deal-format', title: 'Format of a deal (deals())' },
    ]);
    expect(doc.html).toContain('<section class="rules-section" data-section="how-to-play">\n<h2 id="how-to-play">How to play</h2>');
    expect(doc.html).toContain('<h2 id="deal-format">');
    expect(doc.html).toContain('<table>');
    expect(doc.html).not.toContain('<h1');
    // raw HTML of the page (the markers, anything else) is not carried into the page
    expect(doc.html).not.toContain('<!--');
    expect(doc.html).not.toContain('<script');
  });

  it('read the markers as the server does', () => {
    expect(SECTION.exec('<!--section:  over -->')?.[1]).toBe('over');
  });

  it("render every game's page in every language, the one-screen how-to-play first", () => {
    // the pages the engine ships (src/tapisvert/games/<id>/rules*.md), which the server sends
    const files = import.meta.glob('../../../../src/tapisvert/games/*/rules*.md', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;
    expect(Object.keys(files).length).toBeGreaterThanOrEqual(15);
    for (const [path, text] of Object.entries(files)) {
      const doc = rulesDoc(text);
      expect(doc.toc.length, path).toBeGreaterThan(3);
      expect(doc.toc[0].id, path).toBe('how-to-play');
    }
  });
});

describe('formatting', () => {
  it('numbers with one decimal at most, in the language', () => {
    expect(num('fr', -3.14159)).toBe('-3,1');
    expect(num('en', 12)).toBe('12');
    expect(num('en', 1234.56)).toBe('1234.6');
  });
  it('quotes attribute values for CSS', () => {
    expect(cssString('say "hi"\\')).toBe('"say \\"hi\\"\\\\"');
  });
});
