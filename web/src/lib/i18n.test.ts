import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUES, format, pickLang, translate } from './i18n.svelte';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return sources(p);
    return /\.(svelte|ts)$/.test(f) && !f.endsWith('.test.ts') ? [p] : [];
  });
}

describe('catalogues', () => {
  it('have the same keys in every language, none empty', () => {
    const en = Object.keys(CATALOGUES.en).sort();
    for (const lang of ['fr', 'pt']) {
      expect(Object.keys(CATALOGUES[lang]).sort()).toEqual(en);
      for (const [k, v] of Object.entries(CATALOGUES[lang])) expect(v.trim(), `${lang}:${k}`).not.toBe('');
    }
  });
  it('keep the same placeholders in every language', () => {
    const holes = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort().join();
    for (const [k, v] of Object.entries(CATALOGUES.en)) {
      for (const lang of ['fr', 'pt']) expect(holes(CATALOGUES[lang][k]), `${lang}:${k}`).toBe(holes(v));
    }
  });
  it('hold every literal key the client asks for', () => {
    const root = join(import.meta.dirname, '..');
    const missing: string[] = [];
    for (const file of sources(root)) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/\bt\('([a-z_.-]+)'/g)) if (!(m[1] in CATALOGUES.en)) missing.push(`${file}: ${m[1]}`);
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
    for (const k of keys) expect(CATALOGUES.en[`err.${k}`], k).toBeDefined();
  });
});

describe('language choice', () => {
  it("takes the browser's first supported language", () => {
    expect(pickLang(['pt-BR', 'en'])).toBe('pt');
    expect(pickLang(['de-DE', 'fr-CA'])).toBe('fr');
    expect(pickLang(['de'])).toBe('en');
  });
  it('fills placeholders and falls back to English, then to the key', () => {
    expect(format('{a} and {b}', { a: 1 })).toBe('1 and {b}');
    expect(translate('fr', 'err.illegal_move', { rule: 'x' })).toBe('Interdit\u00a0: x');
    expect(translate('xx', 'btn.take')).toBe('Take');
    expect(translate('en', 'no.such.key')).toBe('no.such.key');
  });
});
