// Every word the page shows comes from a Project Fluent catalogue (en, fr, pt): the SAME `.ftl`
// files the terminal reads (src/tapisvert/words/locales: seats, lists; src/tapisvert/games/<id>/
// locales: everything a game says) plus the browser's own (web/src/locales: the lobby, the table's
// frame, the controls; web/src/locales/learn: rules, tutorials, hints, reviews). Messages from the
// engine ({key, args}) are rendered as tapisvert/words renders them in Python (`say`). The
// browser's language is the default; the switch is kept in localStorage.
import { FluentBundle, FluentResource, type FluentVariable } from '@fluent/bundle';
import type { Arg, Message } from '../types';

/** Every catalogue file, by path: the engine's (shared and per game) and the browser's. */
const SOURCES = import.meta.glob(
  [
    '../../../src/tapisvert/words/locales/*.ftl',
    '../../../src/tapisvert/games/*/locales/*.ftl',
    '../locales/*.ftl',
    // the words of learning the games (issue 27: rules, tutorials, hints, reviews), keys `learn-`
    '../locales/learn/*.ftl',
  ],
  { query: '?raw', import: 'default', eager: true },
) as Record<string, string>;

export const LANGS = ['fr', 'pt', 'en'] as const;
export type Lang = (typeof LANGS)[number];
/** The token a seat argument of the reader's own seat is passed as (tapisvert.words.YOU). */
export const YOU = 'you';

/** The catalogue files of `lang`, shared words first, then each game's, then the browser's (its
 * main catalogue before the learning one). */
export function sources(lang: string): [string, string][] {
  const rank = (p: string) => (p.includes('/words/') ? 0 : p.includes('/games/') ? 1 : p.includes('/learn/') ? 3 : 2);
  return Object.entries(SOURCES)
    .filter(([p]) => p.endsWith(`/${lang}.ftl`))
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b));
}

/** Problems met while building the bundles (a syntax error, a key defined twice): a test reads it. */
export const problems: string[] = [];

function build(lang: string): FluentBundle {
  const bundle = new FluentBundle(lang, { useIsolating: false });
  for (const [path, text] of sources(lang)) {
    const resource = new FluentResource(text);
    for (const e of bundle.addResource(resource)) problems.push(`${path}: ${e.message}`);
  }
  return bundle;
}

export const BUNDLES: Record<string, FluentBundle> = Object.fromEntries(LANGS.map((l) => [l, build(l)]));

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

type Values = Record<string, FluentVariable>;

/** Arguments as Fluent takes them: numbers and strings as they are, anything else as text. */
function values(args: Record<string, unknown>): Values {
  const out: Values = {};
  for (const [k, v] of Object.entries(args)) {
    out[k] = typeof v === 'number' || typeof v === 'string' || v instanceof Date ? v : String(v ?? '');
  }
  return out;
}

/** `key` in `lang` with `args` (falling back to English, then to the key itself). */
export function translate(lang: string, key: string, raw: Record<string, unknown> = {}): string {
  const args = values(raw);
  for (const l of [lang, 'en']) {
    const bundle = BUNDLES[l];
    const message = bundle?.getMessage(key);
    if (message?.value) {
      // an argument the message lacks is shown as `{$name}`, as Fluent does, rather than failing
      return bundle.formatPattern(message.value, args, []);
    }
  }
  return key;
}

/** `key` in `lang` when the catalogue has it and `args` fill it entirely, else null. */
export function attempt(lang: string, key: string, raw: Record<string, unknown> = {}): string | null {
  const bundle = BUNDLES[lang] ?? BUNDLES.en;
  const message = bundle.getMessage(key);
  if (!message?.value) return null;
  const errors: Error[] = [];
  const text = bundle.formatPattern(message.value, values(raw), errors);
  return errors.length ? null : text;
}

/** Whether the catalogues have `key` (English counts for every language). */
export function has(key: string): boolean {
  return BUNDLES.en.hasMessage(key);
}

/** The current language's text for `key`; reactive in components. */
export function t(key: string, args: Record<string, unknown> = {}): string {
  return translate(i18n.lang, key, args);
}

/** What `game` calls a hand in `lang` (its catalogue's `<game>-hand-unit`: a poch deal, a
 * seven-seals round), the `hand_unit` argument of the browser's messages about hands; '' (the
 * language's plain word) for a game whose catalogue does not say. */
export function handUnit(lang: string, game: string | null | undefined): string {
  return game && has(`${game}-hand-unit`) ? translate(lang, `${game}-hand-unit`) : '';
}

/** `handUnit` in the current language; reactive in components. */
export function unitOf(game: string | null | undefined): string {
  return handUnit(i18n.lang, game);
}

/** Who reads: their seat (null: a spectator) and how the other seats are named. */
export interface Reader {
  me: number | null;
  name: (seat: number) => string;
}

/** `items` joined in `lang` ("a, b and c"), the shared `list-nothing` when empty. */
export function join(lang: string, items: string[]): string {
  if (!items.length) return translate(lang, 'list-nothing');
  return new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' }).format(items);
}

function value(lang: string, reader: Reader, arg: Arg): FluentVariable {
  if (typeof arg === 'number' || typeof arg === 'string') return arg;
  if ('seat' in arg) return arg.seat === reader.me ? YOU : reader.name(arg.seat);
  if ('list' in arg) return join(lang, arg.list.map((a) => String(value(lang, reader, a))));
  return render(lang, reader, arg);
}

/** A message of the engine in `lang` for `reader`, as tapisvert.words.Words renders it: a seat is
 * `you` for the reader's own and its name otherwise, a nested message is rendered first, a list is
 * joined in the language, numbers stay numbers (Fluent picks plurals and formats them). */
export function render(lang: string, reader: Reader, message: Message): string {
  const values: Values = {};
  for (const [k, a] of Object.entries(message.args ?? {})) values[k] = value(lang, reader, a);
  return translate(lang, message.key, values);
}

/** `render` in the current language; reactive in components. */
export function say(reader: Reader, message: Message): string {
  return render(i18n.lang, reader, message);
}

/** The bot levels every game offers, weakest first (`core.protocol.LEVEL_NAMES`). */
export const LEVELS = ['beginner', 'casual', 'strong', 'expert'] as const;

/** A seat's bot as people read it: its level in the current language (`level-<name>` of the shared
 * words) where the seat was given a level (`level`, or a spec that is a level's name), else the raw
 * bot spec (`ismcts:seconds=2`), which has no translation. */
export function botLabel(spec: string | null | undefined, level?: string | null): string {
  const name = level ?? ((LEVELS as readonly string[]).includes(spec ?? '') ? spec : null);
  return name ? t(`level-${name}`) : spec ?? '';
}
