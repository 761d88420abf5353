"""Sampling a whole familles state from one seat's view (for search bots such as ISMCTS).

The determinizer sees only the seat's typed view (`FamillesView`) and its own random source. The
public part is rebuilt exactly: options, dealer, laid families, hand sizes, stock size, the player
to act and his asks left, the deal's history, the manche scores, manches, totals and the last deal's
result. The hidden part, which unknown card lies in which other hand or in the stock, and the
stock's order, is sampled consistently with what the history makes public (`infer`):

- a card whose holder is publicly known stays with him: it was given to him (`ask ... given`) or
  shown when drawn, and has not left him since (the seat's own hand is exact);
- a seat that refused card C, or asked for it, did not hold C then: it holds C now only if it drew
  unseen since, and among the cards it lacked at such moments it holds at most as many as it has
  drawn unseen since (the draw after a refused ask is never the card asked: that one is shown);
- under `ask_requires_family`, a seat that asked for a card of family F while no card of F was
  publicly known in its hand holds a hidden card of F, until it gives away a hidden card of F;
- no hand holds a complete family (it would have been laid down).

The true hidden layout satisfies every rule, so a solution always exists. Sampling places the
family constraints first, then the most constrained cards, each card to a place (a seat with free
room, or the stock) with probability proportional to its free room, then deals the unconstrained
cards out of a shuffle: exactly uniform when nothing is known. A dead end restarts; after 40 a
budgeted depth-first search tries every rule, and a random maximum matching on the hard rules
(sizes, refusals, no complete family) backs it up, so no sample fails. Any such layout is a
playable state: no hidden complete family, hence every family can still be completed and the deal
ends.

Not public, so not reproduced exactly: the cards other seats drew unseen (each world names them by
undoing the public events back from its sampled layout, which also gives the world a plausible
deal for the current hand), the deals of earlier hands (placeholders) and the results of earlier
hands but the last (void placeholders; the standings are those the observation shows). Later
deals are dealt from a seed drawn from the random source.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final

from tapisvert.core.draws import below, shuffle
from tapisvert.core.errors import InvalidNotation
from tapisvert.core.messages import msg
from tapisvert.core.options import OptionValue
from tapisvert.core.views import View
from tapisvert.games.familles.cards import (
    DECK_SIZE,
    FAMILY_MASKS,
    FAMILY_SIZE,
    FULL_MASK,
    MAX_PLAYERS,
    card_to_str,
    cards_of,
    parse_card,
)
from tapisvert.games.familles.events import (
    DRAW_REASONS,
    K_DRAW_HIDDEN,
    K_DRAW_SHOWN,
    K_GIVEN,
    K_LAY,
    K_REFUSED,
    OWN_TEXT,
    PUBLIC_TEXT,
)
from tapisvert.games.familles.options import OPTION_SPECS
from tapisvert.games.familles.state import FamillesState
from tapisvert.games.familles.views import FamillesView

JSON = Any
Event = tuple[int, int, int, int]  # kind, seat, x, y (x = -1: a card drawn unseen by another)

# A history line -> its event code, for every line that names its cards (own unseen draws too).
_CODE_OF_TEXT: Final[dict[str, int]] = {t: c for c, t in PUBLIC_TEXT.items() if " ? " not in t}
_CODE_OF_TEXT.update({t: c for c, t in OWN_TEXT.items()})
# "2 draw ? unseen" -> (seat, reason index): another seat's unseen draw.
_HIDDEN_DRAW: Final[dict[str, tuple[int, int]]] = {
    f"{s} draw ? {reason}": (s, y)
    for s in range(MAX_PLAYERS)
    for y, reason in enumerate(DRAW_REASONS)
}
_DEFAULT_OPTIONS: Final[dict[str, OptionValue]] = {o.name: o.default for o in OPTION_SPECS}
_NAMES: Final = tuple(card_to_str(c) for c in range(DECK_SIZE))
_ATTEMPTS: Final = 40
_SEARCH_BUDGET: Final = 4000


def _bit_list(mask: int) -> list[int]:
    return cards_of(mask)


@dataclass(frozen=True, slots=True)
class Knowledge:
    """What one seat knows of the current deal's cards, from its observation alone."""

    n: int
    seat: int
    options: dict[str, OptionValue]
    events: tuple[Event, ...]  # the deal's history; x = -1 for a card another seat drew unseen
    hand: int  # the seat's own hand
    laid: int  # every laid card
    known: tuple[int, ...]  # per seat, the cards it publicly holds (the seat itself: its hand)
    rooms: tuple[int, ...]  # per seat, how many of its cards are unknown (the seat itself: 0)
    stock_size: int
    unknown: int  # the cards whose place is unknown: the other hands' hidden cards and the stock
    allowed: tuple[int, ...]  # per seat, the unknown cards it may hold (0 when no room)
    limits: tuple[tuple[tuple[int, int], ...], ...]  # per seat, (mask, k): at most k of mask
    needs: tuple[tuple[int, ...], ...]  # per seat, masks it holds at least one card of

    def holder(self, card: int) -> int | None:
        """The seat publicly known to hold `card` (for the observing seat: its own cards too)."""
        bit = 1 << card
        for s, m in enumerate(self.known):
            if m & bit:
                return s
        return None


def _events(history: Sequence[str]) -> list[Event]:
    out: list[Event] = []
    for line in history:
        code = _CODE_OF_TEXT.get(line)
        if code is not None:
            out.append((code & 7, code >> 3 & 7, code >> 6 & 127, code >> 13))
            continue
        hidden = _HIDDEN_DRAW.get(line)
        if hidden is None:
            raise InvalidNotation(
                f"{line!r} is not a familles history line",
                message=msg("familles-unreadable-history-line", text=line),
            )
        seat, reason = hidden
        out.append((K_DRAW_HIDDEN, seat, -1, reason))
    return out


def infer(view: FamillesView) -> Knowledge:
    """Everything public about where the cards are, from one seat's `view` (the module's rules)."""
    n = view.players
    if view.seat is None:
        raise InvalidNotation(
            "the public view has no seat to infer for",
            message=msg("familles-unreadable-view-no-seat"),
        )
    me = view.seat
    options = {**_DEFAULT_OPTIONS, **view.options}
    by_family = bool(options["ask_requires_family"])
    events = _events(view.history)
    known = [0] * n
    epoch = [0] * n  # unseen draws so far, per seat
    excluded: list[dict[int, int]] = [{} for _ in range(n)]  # card -> epoch it was lacked at
    need: list[set[int]] = [set() for _ in range(n)]
    refused_card = -1
    for kind, s, x, y in events:
        if kind in (K_GIVEN, K_REFUSED):
            t, c = x, y
            f = c // FAMILY_SIZE
            bit = 1 << c
            if by_family and not known[s] & FAMILY_MASKS[f]:
                need[s].add(f)  # he holds a card of F, and none of them is public
            if kind == K_GIVEN:
                if known[t] & bit:
                    known[t] ^= bit
                else:
                    need[t].discard(f)
                known[s] |= bit
            else:
                excluded[t][c] = epoch[t]
                excluded[s][c] = epoch[s]
                refused_card = c
                continue
        elif kind == K_DRAW_SHOWN:
            known[s] |= 1 << x
        elif kind == K_DRAW_HIDDEN:
            epoch[s] += 1
            if y == 0 and refused_card >= 0:
                excluded[s][refused_card] = epoch[s]  # the draw was not the card asked
        elif kind == K_LAY:
            known[s] &= ~FAMILY_MASKS[x]
            need[s].discard(x)
        refused_card = -1
    hand = 0
    for text in view.hand:
        hand |= 1 << parse_card(text)
    laid = 0
    laid_families = [0] * n
    for s, fams in enumerate(view.laid):
        for f in fams:
            laid |= FAMILY_MASKS[f - 1]
            laid_families[s] |= 1 << (f - 1)
    known[me] = hand
    public = 0
    for m in known:
        public |= m
    unknown = FULL_MASK & ~laid & ~public
    sizes = view.hand_sizes
    rooms = [0 if s == me else sizes[s] - known[s].bit_count() for s in range(n)]
    stock_size = view.stock_size
    if min(rooms) < 0 or sum(rooms) + stock_size != unknown.bit_count():
        raise InvalidNotation(
            "familles observation: hand sizes do not match the history",
            message=msg("familles-unreadable-view-sizes"),
        )
    allowed: list[int] = []
    limits: list[tuple[tuple[int, int], ...]] = []
    needs: list[tuple[int, ...]] = []
    for s in range(n):
        if s == me or not rooms[s]:
            allowed.append(0)
            limits.append(())
            needs.append(())
            continue
        ex = {c: e for c, e in excluded[s].items() if unknown >> c & 1}
        hard = 0
        for c, e in ex.items():
            if e == epoch[s]:
                hard |= 1 << c
        ok = unknown & ~hard
        allowed.append(ok)
        rows: list[tuple[int, int]] = []
        for j in sorted({e for e in ex.values() if e < epoch[s]}):
            bound = epoch[s] - j
            m = 0
            for c, e in ex.items():
                if j <= e < epoch[s]:
                    m |= 1 << c
            if bound < rooms[s] and m.bit_count() > bound:
                rows.append((m, bound))
        limits.append(tuple(rows))
        needs.append(tuple(FAMILY_MASKS[f] & ok for f in sorted(need[s]) if FAMILY_MASKS[f] & ok))
    return Knowledge(
        n=n,
        seat=me,
        options=options,
        events=tuple(events),
        hand=hand,
        laid=laid,
        known=tuple(known),
        rooms=tuple(rooms),
        stock_size=stock_size,
        unknown=unknown,
        allowed=tuple(allowed),
        limits=tuple(limits),
        needs=tuple(needs),
    )


# --- sampling the hidden layout ------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Plan:
    """Per observation: the places and the cards, most constrained first."""

    takers: tuple[int, ...]  # seats with hidden cards
    restricted: tuple[int, ...]  # unknown cards some taker may not hold or holds a limit on
    free: tuple[int, ...]  # the other unknown cards
    need_list: tuple[tuple[int, int], ...]  # (seat, family mask)
    places: tuple[float, ...]  # per card, how many places may take it (fewest first)


def _plan(k: Knowledge) -> _Plan:
    takers = tuple(s for s in range(k.n) if k.rooms[s])
    restricted = 0
    for s in takers:
        restricted |= k.unknown & ~k.allowed[s]
        for m, _ in k.limits[s]:
            restricted |= m
        for m in k.needs[s]:
            restricted |= m
    return _Plan(
        takers=takers,
        restricted=tuple(_bit_list(restricted & k.unknown)),
        free=tuple(_bit_list(k.unknown & ~restricted)),
        need_list=tuple((s, m) for s in takers for m in k.needs[s]),
        places=tuple(
            sum(k.allowed[s] >> c & 1 for s in takers)
            + (k.stock_size > 0)
            - sum(m >> c & 1 for s in takers for m, _ in k.limits[s]) / 8
            for c in range(DECK_SIZE)
        ),
    )


def _fits(k: Knowledge, hidden: list[int], s: int, c: int, strict: bool) -> bool:
    fmask = FAMILY_MASKS[c // FAMILY_SIZE]
    if (k.known[s] | hidden[s] | 1 << c) & fmask == fmask:
        return False  # a complete family would have been laid down
    if strict:
        h = hidden[s]
        for m, bound in k.limits[s]:
            if m >> c & 1 and (h & m).bit_count() >= bound:
                return False
    return True


def _attempt(k: Knowledge, plan: _Plan, rng: random.Random) -> tuple[list[int], list[int]] | None:
    hidden = [0] * k.n
    room = list(k.rooms)
    stock_room = k.stock_size
    stock: list[int] = []
    placed = 0  # the cards placed to meet the needs
    needs = list(plan.need_list)
    shuffle(needs, rng)
    for s, fmask in needs:
        if hidden[s] & fmask:
            continue
        if not room[s]:
            return None
        options = [c for c in _bit_list(fmask & ~placed) if _fits(k, hidden, s, c, True)]
        if not options:
            return None
        c = options[below(rng, len(options))]
        hidden[s] |= 1 << c
        room[s] -= 1
        placed |= 1 << c
    restricted = [c for c in plan.restricted if not placed >> c & 1]
    shuffle(restricted, rng)
    restricted.sort(key=plan.places.__getitem__)  # stable: random among equally constrained
    allowed = k.allowed
    for c in restricted:
        total = stock_room
        weights: list[tuple[int, int]] = []
        for s in plan.takers:
            r = room[s]
            if r and allowed[s] >> c & 1 and _fits(k, hidden, s, c, True):
                weights.append((s, r))
                total += r
        if not total:
            return None
        pick = below(rng, total)
        for s, r in weights:
            if pick < r:
                hidden[s] |= 1 << c
                room[s] -= 1
                break
            pick -= r
        else:
            stock.append(c)
            stock_room -= 1
    # The unrestricted cards fill the rooms left: a shuffle dealt out is uniform.
    free = list(plan.free)
    shuffle(free, rng)
    i = 0
    known = k.known
    for s in plan.takers:
        r = room[s]
        if r:
            h = hidden[s]
            for c in free[i : i + r]:
                h |= 1 << c
            i += r
            hidden[s] = h
            h |= known[s]
            for fm in FAMILY_MASKS:
                if h & fm == fm:
                    return None  # a complete family would have been laid down
    if stock:
        stock += free[i:]
        shuffle(stock, rng)
    else:
        stock = free[i:]
    return hidden, stock


def _search(
    k: Knowledge, plan: _Plan, rng: random.Random, budget: int
) -> tuple[list[int], list[int]] | None:
    """A randomized depth-first search, within `budget` nodes, for a layout meeting every rule."""
    cards = list(plan.restricted)
    shuffle(cards, rng)
    cards.sort(key=plan.places.__getitem__)
    free = list(plan.free)
    shuffle(free, rng)
    cards += free
    hidden = [0] * k.n
    room = list(k.rooms)
    stock: list[int] = []
    nodes = [0]

    def go(i: int) -> bool:
        nodes[0] += 1
        if nodes[0] > budget:
            return False
        if i == len(cards):
            return all(hidden[s] & m for s, m in plan.need_list)
        c = cards[i]
        places: list[int] = [s for s in plan.takers if room[s] and k.allowed[s] >> c & 1]
        shuffle(places, rng)
        if len(stock) < k.stock_size:
            places.insert(below(rng, len(places) + 1), -1)
        for s in places:
            if s < 0:
                stock.append(c)
                if go(i + 1):
                    return True
                stock.pop()
            elif _fits(k, hidden, s, c, True):
                hidden[s] |= 1 << c
                room[s] -= 1
                if go(i + 1):
                    return True
                hidden[s] ^= 1 << c
                room[s] += 1
        return False

    if go(0):
        shuffle(stock, rng)
        return hidden, stock
    return None


def _match(k: Knowledge, plan: _Plan, rng: random.Random) -> tuple[list[int], list[int]] | None:
    """A layout on the hard rules only (sizes, refusals, no complete family), always found fast.

    A random maximum matching of the cards to the free room (augmenting paths), then swaps that
    break any complete family up. The true layout proves that a matching exists.
    """
    stock_seat = k.n  # the stock as a place
    cap = [*k.rooms, k.stock_size]
    in_stock = [stock_seat] if k.stock_size else []
    options = {
        c: [s for s in plan.takers if k.allowed[s] >> c & 1] + in_stock
        for c in (*plan.restricted, *plan.free)
    }
    held: list[list[int]] = [[] for _ in range(k.n + 1)]
    where: dict[int, int] = {}

    def augment(c: int, seen: set[int]) -> bool:
        opts = options[c][:]
        shuffle(opts, rng)
        for p in opts:
            if p in seen:
                continue
            seen.add(p)
            if len(held[p]) < cap[p]:
                held[p].append(c)
                where[c] = p
                return True
            for other in held[p][:]:
                held[p].remove(other)
                if augment(other, seen):
                    held[p].append(c)
                    where[c] = p
                    return True
                held[p].append(other)
        return False

    cards = list(options)
    shuffle(cards, rng)
    for c in cards:
        if not augment(c, set()):
            return None
    hidden = [0] * k.n
    for s in plan.takers:
        for c in held[s]:
            hidden[s] |= 1 << c
    for _ in range(200):
        broken = [
            (s, fm)
            for s in plan.takers
            for fm in FAMILY_MASKS
            if (hidden[s] | k.known[s]) & fm == fm
        ]
        if not broken:
            stock = held[stock_seat][:]
            shuffle(stock, rng)
            return hidden, stock
        s, fm = broken[below(rng, len(broken))]
        mine = _bit_list(hidden[s] & fm)
        a = mine[below(rng, len(mine))]  # `rng.choice(mine)`: the same draw
        swaps = [
            (p, b)
            for p in options[a]
            if p != s
            for b in held[p]
            if s in options[b] and FAMILY_MASKS[b // FAMILY_SIZE] != fm
        ]
        if not swaps:
            return None
        p, b = swaps[below(rng, len(swaps))]
        held[s].remove(a)
        held[p].remove(b)
        held[s].append(b)
        held[p].append(a)
        hidden[s] ^= 1 << a | 1 << b
        if p < k.n:
            hidden[p] ^= 1 << a | 1 << b
    return None


def sample_layout(
    k: Knowledge, rng: random.Random, plan: _Plan | None = None
) -> tuple[list[int], list[int]]:
    """Every seat's whole hand (mask) and the stock (top first), sampled consistently with `k`."""
    if plan is None:
        plan = _plan(k)
    found = None
    for _ in range(_ATTEMPTS):
        found = _attempt(k, plan, rng)
        if found is not None:
            break
    else:
        found = _search(k, plan, rng, _SEARCH_BUDGET)
        for _ in range(_ATTEMPTS):
            if found is not None:
                break
            found = _match(k, plan, rng)
    if found is None:  # pragma: no cover - the true layout satisfies every hard rule
        raise InvalidNotation(
            "familles observation: no layout fits the public history",
            message=msg("familles-unreadable-view-no-layout"),
        )
    hidden, stock = found
    hands = [k.known[s] | hidden[s] for s in range(k.n)]
    return hands, stock


# --- building the world -------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Public:
    knowledge: Knowledge
    dealer: int
    plan: _Plan
    template: FamillesState
    draws: tuple[tuple[int, int, int, tuple[int, ...]], ...]  # per unseen draw by another seat:
    # (event index, seat, card it cannot be, masks of cards it lacked, latest interval first)
    public_at: dict[int, int]  # per such draw (event index), the cards public in his hand then


def _draw_hints(k: Knowledge) -> tuple[tuple[int, int, int, tuple[int, ...]], ...]:
    intervals: list[list[int]] = [[0] for _ in range(k.n)]  # per seat, lacked cards per interval
    out: list[tuple[int, int, int, tuple[int, ...]]] = []
    refused = -1
    for i, (kind, s, x, y) in enumerate(k.events):
        if kind in (K_GIVEN, K_REFUSED):
            intervals[s][-1] |= 1 << y
            if kind == K_REFUSED:
                intervals[x][-1] |= 1 << y
                refused = y
                continue
        elif kind == K_DRAW_HIDDEN:
            bad = refused if y == 0 else -1
            if x < 0:
                out.append((i, s, bad, tuple(reversed(intervals[s]))))
            intervals[s].append(0 if bad < 0 else 1 << bad)
        refused = -1
    return tuple(out)


def parse_public(view: FamillesView) -> _Public:
    """The public part of `view`: its knowledge and a template state without the hidden cards."""
    k = infer(view)
    template = FamillesState.from_view(view, k.options)
    return _Public(
        knowledge=k,
        dealer=view.dealer,
        plan=_plan(k),
        template=template,
        draws=_draw_hints(k),
        public_at=_public_masks(k),
    )


def _rebuild(
    pub: _Public, hands: list[int], stock: list[int], rng: random.Random
) -> tuple[list[int], dict[str, JSON]]:
    """The event codes (naming the cards others drew unseen) and a deal for the current hand.

    The public events are undone backwards from the sampled layout; each unseen draw by another
    seat takes a card of his hand at that moment that was not public there, preferring the cards
    he lacked most recently before the draw (those must have come by a later draw).
    """
    k = pub.knowledge
    events = k.events
    names: dict[int, int] = {}
    hints = {i: (s, bad, lacked) for i, s, bad, lacked in pub.draws}
    h = hands[:]
    top: list[int] = []  # the cards drawn, latest first: the deal's stock starts with them reversed
    public_at = pub.public_at
    for i in range(len(events) - 1, -1, -1):
        kind, s, x, y = events[i]
        if kind == K_GIVEN:
            h[s] &= ~(1 << y)
            h[x] |= 1 << y
        elif kind == K_DRAW_SHOWN:
            h[s] &= ~(1 << x)
            top.append(x)
        elif kind == K_DRAW_HIDDEN:
            if x < 0:
                seat, bad, lacked = hints[i]
                pool = h[seat] & ~public_at[i]
                if bad >= 0:
                    pool &= ~(1 << bad)
                if not pool:
                    pool = h[seat] or FULL_MASK
                for m in lacked:
                    if pool & m:
                        pool &= m
                        break
                choices = _bit_list(pool)
                x = choices[below(rng, len(choices))]
                names[i] = x
            h[s] &= ~(1 << x)
            top.append(x)
        elif kind == K_LAY:
            h[s] |= FAMILY_MASKS[x]
    codes = [
        kind | s << 3 | (names[i] if x < 0 else x) << 6 | y << 13
        for i, (kind, s, x, y) in enumerate(events)
    ]
    top.reverse()
    deal: dict[str, JSON] = {
        "dealer": pub.dealer,
        "hands": [[_NAMES[c] for c in cards_of(m)] for m in h],
        "stock": [_NAMES[c] for c in top + stock],
    }
    return codes, deal


def _public_masks(k: Knowledge) -> dict[int, int]:
    """For each unseen draw by another seat (event index), the cards public in his hand then."""
    known = [0] * k.n
    out: dict[int, int] = {}
    for i, (kind, s, x, y) in enumerate(k.events):
        if kind == K_GIVEN:
            known[x] &= ~(1 << y)
            known[s] |= 1 << y
        elif kind == K_DRAW_SHOWN:
            known[s] |= 1 << x
        elif kind == K_LAY:
            known[s] &= ~FAMILY_MASKS[x]
        elif kind == K_DRAW_HIDDEN and x < 0:
            out[i] = known[s]
    return out


# View -> public part, for the few views a search samples from (a view is immutable: the same
# object is the same view; kept alive here, so that a recycled id cannot match).
_CACHE: Final[list[tuple[FamillesView, _Public]]] = []
_CACHE_SIZE: Final = 4


def _public(view: FamillesView) -> _Public:
    for v, pub in _CACHE:
        if v is view:
            return pub
    pub = parse_public(view)
    _CACHE.insert(0, (view, pub))
    del _CACHE[_CACHE_SIZE:]
    return pub


def determinize(view: View, rng: random.Random) -> FamillesState:
    """A whole state consistent with everything one seat's `view` shows, hidden cards sampled."""
    assert isinstance(view, FamillesView)
    pub = _public(view)
    hands, stock = sample_layout(pub.knowledge, rng, pub.plan)
    codes, deal = _rebuild(pub, hands, stock, rng)
    return pub.template.with_hidden(hands, stock, rng.getrandbits(63), deal, codes)


__all__ = ["Knowledge", "determinize", "infer", "parse_public", "sample_layout"]
