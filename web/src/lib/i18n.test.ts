import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { FluentResource } from '@fluent/bundle';
import { describe, expect, it } from 'vitest';
import { BUNDLES, LANGS, LEVELS, botLabel, handUnit, i18n, pickLang, problems, render, sources, translate, join as joinList } from './i18n.svelte';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return files(p);
    return /\.(svelte|ts)$/.test(f) && !f.endsWith('.test.ts') ? [p] : [];
  });
}

/** The message ids of one `.ftl` text. */
function ids(text: string): string[] {
  return new FluentResource(text).body.map((m) => m.id).sort();
}

const own = (lang: string) => sources(lang).filter(([p]) => p.startsWith('../locales/'));

describe('catalogues', () => {
  it('are read, the shared words, the browser words and every game catalogue there is', () => {
    for (const lang of LANGS) {
      const paths = sources(lang).map(([p]) => p);
      expect(paths).toContain(`../../../src/tapisvert/words/locales/${lang}.ftl`);
      expect(paths).toContain(`../locales/${lang}.ftl`);
    }
  });
  it('parse, and no key is written twice', () => {
    expect(problems).toEqual([]);
  });
  it("have the browser's words under the same keys in every language", () => {
    const en = ids(own('en')[0][1]);
    expect(en.length).toBeGreaterThan(100);
    for (const lang of ['fr', 'pt']) expect(ids(own(lang)[0][1]), lang).toEqual(en);
  });
  it("leave each game's words to its own catalogue (no browser key starts with a game id)", () => {
    const games = ['sabias', 'familles', 'seven-seals', 'samba', 'poch'];
    const clash = ids(own('en')[0][1]).filter((k) => games.some((g) => k.startsWith(`${g}-`)));
    expect(clash).toEqual([]);
  });
  it('hold every literal key the client asks for', () => {
    const root = join(import.meta.dirname, '..');
    const missing: string[] = [];
    for (const file of files(root)) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/\bt\('([a-z_-]+)'/g)) if (!BUNDLES.en.hasMessage(m[1])) missing.push(`${file}: ${m[1]}`);
    }
    expect(missing).toEqual([]);
  });
  it('translate every error key of the server protocol', () => {
    const keys = ['bad_json', 'bad_message', 'unknown_type', 'hello_first', 'bad_token', 'no_spectators', 'not_seated',
      'not_your_turn', 'stale_move', 'bad_notation', 'illegal_move', 'match_over', 'match_not_over', 'too_big',
      'rate_limited', 'table_closed', 'unknown_table', 'not_owner', 'internal', 'unknown_game', 'bad_players',
      'bad_option', 'bad_bot', 'bad_seats', 'bad_clock', 'bad_request', 'bad_invite', 'seat_taken', 'table_full',
      'bad_host_token', 'unknown_match', 'seed_not_allowed', 'too_deep', 'bad_text', 'bad_content_type', 'bad_origin',
      'too_many_connections'];
    for (const k of keys) for (const lang of LANGS) expect(BUNDLES[lang].hasMessage(`err-${k}`), `${lang} ${k}`).toBe(true);
  });
});

describe("each game's word for a hand", () => {
  const games = ['sabias', 'familles', 'seven-seals', 'samba', 'poch'];
  const say = (lang: string, game: string, key: string, args: Record<string, unknown> = {}) =>
    translate(lang, key, { ...args, hand_unit: handUnit(lang, game) });
  it('names the hands as the game does, in the panel, the sheet and the lobby', () => {
    expect(say('en', 'poch', 'result-title', { n: 1 })).toBe('Deal 1 is over');
    expect(say('en', 'seven-seals', 'result-title', { n: 2 })).toBe('Round 2 is over');
    expect(say('en', 'sabias', 'result-title', { n: 1 })).toBe('Hand 1 is over');
    expect(say('en', 'familles', 'score-hand', { n: 3 })).toBe('Deal 3');
    expect(say('en', 'seven-seals', 'lobby-length-hands', { n: 4, time: '1 h' })).toBe('4 rounds · about 1 h');
    expect(say('en', 'poch', 'lobby-length-custom', { n: 1 })).toBe('1 deal');
    expect(say('fr', 'seven-seals', 'result-title', { n: 2 })).toBe('Fin de la manche 2');
    expect(say('fr', 'poch', 'sheet-by_hand')).toBe('Donne par donne');
    expect(say('pt', 'poch', 'result-next_hand')).toBe('Próxima rodada');
    expect(say('pt', 'seven-seals', 'lobby-length-full', { hands: 7, time: '2 h' })).toBe('A partida inteira · cerca de 7 rondas, 2 h');
    expect(say('pt', 'samba', 'score-hand', { n: 1 })).toBe('Mão 1');
    // a game whose catalogue does not say: the language's plain word
    expect(translate('en', 'result-title', { n: 1, hand_unit: handUnit('en', 'no-such-game') })).toBe('Hand 1 is over');
  });
  it("says what the terminal says at the end of a hand (`<game>-hand-over`), in every language", () => {
    for (const lang of LANGS)
      for (const game of games) {
        const word = translate(lang, 'hand-word', { hand_unit: handUnit(lang, game) });
        expect(translate(lang, `${game}-hand-over`, { n: 3 }).toLowerCase(), `${lang} ${game}`).toContain(`${word} 3`);
      }
  });
});

describe('language choice', () => {
  it("takes the browser's first supported language", () => {
    expect(pickLang(['pt-BR', 'en'])).toBe('pt');
    expect(pickLang(['de-DE', 'fr-CA'])).toBe('fr');
    expect(pickLang(['de'])).toBe('en');
  });
  it('fills arguments, picks plurals, falls back to English, then to the key', () => {
    expect(translate('fr', 'err-illegal_move', { rule: 'x' })).toBe('Interdit\u00a0: x');
    expect(translate('en', 'seat-cards', { n: 1 })).toBe('1 card');
    expect(translate('fr', 'seat-cards', { n: 3 })).toBe('3 cartes');
    expect(translate('en', 'table-move_n', { n: 1234 })).toBe('Move 1234');
    expect(translate('xx', 'tab-log')).toBe('Log');
    expect(translate('en', 'no-such-key')).toBe('no-such-key');
  });
});

describe('messages of the engine', () => {
  // A message with every kind of argument, as tapisvert.words renders it in Python.
  BUNDLES.en.addResource(new FluentResource(`
test-trick = { $p ->
    [you] You win
   *[other] { $p } wins
} { $cards } for { $points ->
    [one] one point
   *[other] { $points } points
}.
test-card = card { $n }
`));
  const names = ['Ana', 'Bruno', 'Chloé'];
  const reader = (me: number | null) => ({ me, name: (s: number) => names[s] });
  const trick = {
    key: 'test-trick',
    args: {
      p: { seat: 1 },
      cards: { list: [{ key: 'test-card', args: { n: 7 } }, { key: 'test-card', args: { n: 9 } }, { key: 'test-card', args: { n: 2 } }] },
      points: 12,
    },
  };
  it('passes the reader\'s own seat as "you" and names the others', () => {
    expect(render('en', reader(1), trick)).toBe('You win card 7, card 9, and card 2 for 12 points.');
    expect(render('en', reader(0), trick)).toBe('Bruno wins card 7, card 9, and card 2 for 12 points.');
    expect(render('en', reader(null), { ...trick, args: { ...trick.args, points: 1 } })).toBe(
      'Bruno wins card 7, card 9, and card 2 for one point.',
    );
  });
  it("joins lists in the reader's language, an empty one as the shared word for nothing", () => {
    expect(joinList('fr', ['a', 'b', 'c'])).toBe('a, b et c');
    expect(joinList('pt', ['a', 'b'])).toBe('a e b');
    expect(joinList('fr', [])).toBe('rien');
  });
  it('renders the shared seat words for the reader', () => {
    expect(render('fr', reader(2), { key: 'seat-cap', args: { p: { seat: 2 } } })).toBe('Vous');
    expect(render('pt', reader(2), { key: 'seat', args: { p: { seat: 0 } } })).toBe('Ana');
  });
});

describe('bot levels', () => {
  it('are named in every language, with a help line', () => {
    for (const lang of LANGS) {
      for (const level of LEVELS) {
        for (const key of [`level-${level}`, `level-${level}-help`]) {
          expect(BUNDLES[lang].hasMessage(key), `${lang} ${key}`).toBe(true);
        }
      }
    }
    expect(translate('fr', 'level-beginner')).toBe('Débutant');
  });
  it("label a seat's bot by its level, a raw spec as it is", () => {
    const before = i18n.lang;
    i18n.lang = 'pt';
    try {
      expect(botLabel('expert', 'expert')).toBe('Especialista');
      expect(botLabel('casual')).toBe('Amador');
      expect(botLabel('ismcts:seconds=2', null)).toBe('ismcts:seconds=2');
      expect(botLabel(null)).toBe('');
    } finally {
      i18n.lang = before;
    }
  });
});
