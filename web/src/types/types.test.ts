// The committed types are those `make types` generates from docs/schema now: a renamed field of a
// view fails here first, then in svelte-check wherever the client reads it.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generate, OUT } from '../../scripts/types.mjs';

describe('generated types', () => {
  it('are up to date with docs/schema (run `make types`)', async () => {
    const files = await generate();
    const present = readdirSync(OUT).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).sort();
    expect(present).toEqual(Object.keys(files).sort());
    for (const [name, text] of Object.entries(files)) expect(readFileSync(join(OUT, name), 'utf8'), name).toBe(text);
  }, 60000);
});
