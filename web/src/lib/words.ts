// Cards and moves in words, from the catalogues: the buttons' labels and the game log. The action
// text is the engine's notation (docs/rules/*.md), read token by token; no rule is computed here.
import { parseCard, SEAL_NAMES, FAMILY_NAMES, cardsIn, DECK_OF, type Deck } from './cards';
import { translate, has } from './i18n.svelte';

/** "Queen of spades", "Sabia 7", "Mère of Maya (6)", "red 15" in `lang`. */
export function cardName(lang: string, code: string, deck: Deck): string {
  const c = parseCard(code, deck);
  if (!c) return code;
  if (c.deck === 'sages') {
    if (c.sabia) return translate(lang, 'card.sabia', { n: c.value });
    return translate(lang, 'card.family', {
      rank: translate(lang, `rank.${c.rank}`), family: FAMILY_NAMES[c.value - 1], n: c.value,
    });
  }
  if (c.deck === 'french') {
    if (c.joker) return translate(lang, 'card.joker');
    return translate(lang, 'card.french', {
      rank: translate(lang, `frank.${c.rank}`), suit: translate(lang, `suit.${c.suit}`),
    });
  }
  return translate(lang, 'card.seal', { colour: translate(lang, `colour.${SEAL_NAMES[c.suit]}`), n: c.value });
}

export type SeatNamer = (seat: number) => string;

/** The arguments an action's tokens give its catalogue entry. */
export function actionArgs(lang: string, game: string, text: string, seatName: SeatNamer): Record<string, unknown> {
  const deck = DECK_OF[game] ?? 'sages';
  const tokens = text.trim().split(/\s+/);
  const verb = tokens[0];
  const rest = tokens.slice(1);
  const cards = cardsIn(text, deck);
  const args: Record<string, unknown> = {
    card: cards[0] ? cardName(lang, cards[0], deck) : '',
    cards: cards.map((c) => cardName(lang, c, deck)).join(', '),
    n: rest[0] ?? '',
    rest: rest.join(' '),
  };
  if (game === 'familles' && verb === 'ask') {
    args.seat = seatName(Number(rest[0]));
    args.card = cardName(lang, rest[1] ?? '', deck);
  }
  if (game === 'seven-seals' && ['take', 'steal', 'give'].includes(verb)) {
    args.colour = translate(lang, `colour.${rest[0]}`);
    if (verb === 'steal') args.seat = seatName(Number(rest[1]));
  }
  if (game === 'samba') {
    const meld = rest.find((r) => /^m\d+$/.test(r));
    if (meld) args.meld = meld.slice(1);
    const melds = rest.filter((r) => /^m\d+$/.test(r)).map((r) => r.slice(1));
    args.meld2 = melds[1] ?? '';
    if (verb === 'group') args.group = sambaGroup(lang, rest[0] ?? '');
    if (verb === 'seq') {
      const [a, b] = (rest[0] ?? '').split('-');
      args.from = cardName(lang, a ?? '', deck);
      args.to = cardName(lang, b ?? '', deck);
    }
  }
  return args;
}

/** "10x2+2+jk" (two tens, a two and a joker) in words. */
export function sambaGroup(lang: string, spec: string): string {
  const [head, ...wilds] = spec.split('+');
  const [rank, count] = head.split('x');
  const parts = [translate(lang, 'samba.naturals', { n: count ?? '?', rank: translate(lang, `frank.${rank}`) })];
  const twos = wilds.filter((w) => w === '2').length;
  const jokers = wilds.filter((w) => w === 'jk').length;
  if (twos) parts.push(translate(lang, 'samba.twos', { n: twos }));
  if (jokers) parts.push(translate(lang, 'samba.jokers', { n: jokers }));
  return parts.join(' + ');
}

function keyFor(kind: 'btn' | 'log', game: string, verb: string): string | null {
  if (has(`${kind}.${game}.${verb}`)) return `${kind}.${game}.${verb}`;
  if (has(`${kind}.${verb}`)) return `${kind}.${verb}`;
  return null;
}

/** The catalogue's verb of an action: its first word, except samba's pile takes with a natural
 * pair (`take 7C 7H`; `take pair` in the records written before the pair was named), which are
 * no `take m2` (onto a meld). */
function verbOf(game: string, text: string): string {
  const [verb, first] = text.trim().split(/\s+/);
  if (game === 'samba' && verb === 'take' && first !== undefined && !/^m\d+$/.test(first)) {
    return first === 'pair' ? 'take_pair' : 'take_with';
  }
  return verb;
}

/** A button's label for a legal action ("Take", "Bet 5", "Ask Bob for Sabia 3"). */
export function actionLabel(lang: string, game: string, text: string, seatName: SeatNamer): string {
  const verb = verbOf(game, text);
  const key = keyFor('btn', game, verb);
  return key ? translate(lang, key, actionArgs(lang, game, text, seatName)) : text;
}

/** A line of the game log: who did what, in words. */
export function logLine(lang: string, game: string, seat: number | null, text: string, seatName: SeatNamer): string {
  const verb = verbOf(game, text);
  const key = keyFor('log', game, verb);
  const who = seat === null ? '' : seatName(seat);
  const what = key ? translate(lang, key, actionArgs(lang, game, text, seatName)) : text;
  return who ? translate(lang, 'log.line', { who, what }) : what;
}

/**
 * A refusal's arguments (`rule_args` of an `illegal_move` error) in words, by the engine's naming
 * convention (core/errors.py `Refusal`): `…card` one card, `…cards` several (space-separated),
 * `…seat` a seat, `…colour` / `…colours` seal colours, `family` a Sages family, `suit` and `rank`
 * a French suit and rank; anything else (a number) as it is.
 */
export function ruleArgs(
  lang: string, game: string, args: Record<string, unknown>, seatName: SeatNamer,
): Record<string, unknown> {
  const deck = DECK_OF[game] ?? 'sages';
  const words = (v: unknown) => String(v ?? '').split(/\s+/).filter(Boolean);
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(args)) {
    if (k.endsWith('cards')) {
      const codes = words(v);
      out[k] = codes.length ? codes.map((c) => cardName(lang, c, deck)).join(', ') : translate(lang, 'list.none');
    } else if (k.endsWith('card')) out[k] = cardName(lang, String(v), deck);
    else if (k.endsWith('seat') && typeof v === 'number') out[k] = seatName(v);
    else if (k.endsWith('colours')) out[k] = words(v).map((c) => translate(lang, `colour.${c}`)).join(', ');
    else if (k.endsWith('colour')) out[k] = translate(lang, `colour.${String(v)}`);
    else if (k === 'family') out[k] = FAMILY_NAMES[Number(v) - 1] ?? String(v);
    else if (k === 'suit') out[k] = translate(lang, `suit.${String(v)}`);
    else if (k === 'rank') out[k] = translate(lang, `frank.${String(v)}`).toLocaleLowerCase(lang);
    else out[k] = v;
  }
  return out;
}

/** A refusal in `lang`: `rule.<key>` filled with its arguments in words, or null when the key is unknown. */
export function ruleText(
  lang: string, game: string, key: unknown, args: unknown, seatName: SeatNamer,
): string | null {
  if (typeof key !== 'string' || !has(`rule.${key}`)) return null;
  const a = args && typeof args === 'object' ? (args as Record<string, unknown>) : {};
  return translate(lang, `rule.${key}`, ruleArgs(lang, game, a, seatName));
}

/** A line of the familles history (games/familles/events.py: `1 ask 2 6-V given`, `1 draw ? unseen`,
 *  `1 lay 6`...) in words; a line of another shape stays as the engine wrote it. */
export function famillesEvent(lang: string, line: string, seatName: SeatNamer): string {
  const w = line.trim().split(/\s+/);
  const seat = Number(w[0]);
  if (!Number.isInteger(seat) || w.length < 2) return line;
  const card = (code: string) => cardName(lang, code, 'sages');
  const args: Record<string, unknown> = { seat: seatName(seat) };
  let key = '';
  if (w[1] === 'ask' && w.length === 5) {
    key = `fam.ask.${w[4]}`;
    Object.assign(args, { target: seatName(Number(w[2])), card: card(w[3]) });
  } else if (w[1] === 'draw' && w.length === 4) {
    key = w[3] === 'shown' ? 'fam.draw.shown' : `fam.draw.${w[3]}${w[2] === '?' ? '' : '_card'}`;
    args.card = card(w[2]);
  } else if (w[1] === 'no-draw') key = 'fam.no-draw';
  else if (w[1] === 'lay' && w.length === 3) {
    key = 'fam.lay';
    args.family = FAMILY_NAMES[Number(w[2]) - 1] ?? w[2];
  } else if (w[1] === 'sit-out' && w.length === 3) key = `fam.sit-out.${w[2]}`;
  return key && has(key) ? translate(lang, key, args) : line;
}

const POCH_RANKS: Record<string, string> = {
  seven: '7', sevens: '7', eight: '8', eights: '8', nine: '9', nines: '9', ten: '10', tens: '10',
  jack: 'J', jacks: 'J', queen: 'Q', queens: 'Q', king: 'K', kings: 'K', ace: 'A', aces: 'A',
};

/** Poch's set as the engine names it in a hand's detail (games/poch/scoring.py `describe_set`:
 *  "pair of aces (with the trump)", "three kings", "ace high") in words; other text unchanged. */
export function pochSet(lang: string, text: string): string {
  const m = /^(?:(pair of|three|four) (\w+)|(\w+) high)( \(with the trump\))?$/.exec(text.trim());
  const rank = m ? POCH_RANKS[m[2] ?? m[3]] : undefined;
  if (!m || !rank) return text;
  const kind = m[3] ? 'high' : { 'pair of': 'pair', three: 'three', four: 'four' }[m[1]] ?? 'pair';
  const words = translate(lang, `poch.set.${kind}`, { rank: translate(lang, `frank.${rank}`).toLocaleLowerCase(lang) });
  return m[4] ? translate(lang, 'poch.set.with_trump', { set: words }) : words;
}
