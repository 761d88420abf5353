// The browser renders the engine's messages as the terminal does (tapisvert.words): the samples
// tests/web/test_parity.py writes (real messages of every game, each with the Python text in
// every language) must render to the same text here. Skipped unless that test runs it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { render } from './i18n.svelte';
import type { Message } from '../types';

interface Sample {
  lang: string;
  me: number | null;
  names: string[];
  message: Message;
  text: string;
}

const file = process.env.TAPISVERT_PARITY;

describe.skipIf(!file)('messages render as in Python', () => {
  it('gives the same text for every sample', () => {
    const samples: Sample[] = JSON.parse(readFileSync(file!, 'utf8'));
    expect(samples.length).toBeGreaterThan(100);
    const differ: string[] = [];
    for (const s of samples) {
      const got = render(s.lang, { me: s.me, name: (seat) => s.names[seat] }, s.message);
      if (got !== s.text) differ.push(`${s.lang} ${s.message.key}\n  python:  ${s.text}\n  browser: ${got}`);
    }
    expect(differ.slice(0, 20).join('\n')).toBe('');
  });
});
