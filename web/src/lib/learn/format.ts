// Numbers of hints and reviews, in the reader's language: one decimal at most.
export function num(lang: string, x: number): string {
  return new Intl.NumberFormat(lang, { maximumFractionDigits: 1, useGrouping: false }).format(x);
}

/** The CSS string of `value` inside an attribute selector's quotes. */
export function cssString(value: string): string {
  return `"${value.replace(/["\\]/g, '\\$&').replace(/\n/g, '\\a ')}"`;
}
