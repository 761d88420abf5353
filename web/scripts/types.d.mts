// The types of scripts/types.mjs, for the staleness test (src/types/types.test.ts).
export const SCHEMA: string;
export const OUT: string;
export function generate(): Promise<Record<string, string>>;
