// Every label, message and rule reason comes from a catalogue (en, fr, pt). The browser's language
// is the default; the switch is kept in localStorage.
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import pt from '../locales/pt.json';

export type Catalogue = Record<string, string>;
export const CATALOGUES: Record<string, Catalogue> = { en, fr, pt };
export const LANGS = ['fr', 'pt', 'en'] as const;
export type Lang = (typeof LANGS)[number];

/** The first of the browser's languages that has a catalogue, else English. */
export function pickLang(preferred: readonly string[]): Lang {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if ((LANGS as readonly string[]).includes(base)) return base as Lang;
  }
  return 'en';
}

function initial(): Lang {
  try {
    const saved = localStorage.getItem('tapisvert.lang');
    if (saved && (LANGS as readonly string[]).includes(saved)) return saved as Lang;
  } catch {
    /* no storage: use the browser's */
  }
  if (typeof navigator === 'undefined') return 'en';
  return pickLang(navigator.languages?.length ? navigator.languages : [navigator.language ?? 'en']);
}

export const i18n = $state({ lang: initial() as Lang });

export function setLang(lang: Lang): void {
  i18n.lang = lang;
  try {
    localStorage.setItem('tapisvert.lang', lang);
  } catch {
    /* ignore */
  }
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

/** Fills `{name}` placeholders of a catalogue string. */
export function format(text: string, args: Record<string, unknown> = {}): string {
  return text.replace(/\{(\w+)\}/g, (m, k: string) => (k in args ? String(args[k]) : m));
}

/** `key` translated into `lang` (falling back to English, then to the key itself). */
export function translate(lang: string, key: string, args: Record<string, unknown> = {}): string {
  const text = CATALOGUES[lang]?.[key] ?? CATALOGUES.en[key];
  return text === undefined ? key : format(text, args);
}

/** Whether a catalogue has `key` (English counts for every language). */
export function has(key: string): boolean {
  return key in CATALOGUES.en;
}

/** The current language's text for `key`; reactive in components. */
export function t(key: string, args: Record<string, unknown> = {}): string {
  return translate(i18n.lang, key, args);
}
