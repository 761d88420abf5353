"""Sampling a whole match state from one seat's view (for search bots such as ISMCTS).

The determinizer sees only the seat's typed view (`SabiasView`) and its own random source.
Everything public is rebuilt exactly: the options, the dealer, the bids, the taker and the called
Sabia, the announcements and the cards they show, every trick of the hand with its leader and
winner, the trick in progress, the card points won, the manche scores, manches and totals, the last
hand's result. What is hidden, the cards of the other seats, is sampled among the cards nobody has
seen, with each seat's exact hand size, and respecting what the play has made public:

- a seat that did not follow a family led is void in it (with `sabia_must_follow_family`, its
  Sabia included; without it, the Sabia may still be held);
- a seat that did not trump when it had to (a family it lacks, or a Sabia led) holds no Sabia
  (but its own family's Sabia when that Sabia need not follow);
- a seat that played a trump lower than the best one in the trick holds no trump above it
  ("monter", "surcouper"), unless `overtrump_partner_exempt` may have excused it (a known
  partner held the trick, or, at 5 players before the call is public, the taker did);
- shown Conseil cards and the Jefa a JEFA promised stay with their owner until played.

The called Sabia at 5 players is a hidden card like any other until it is public: the sampler
places it, so the partner is sampled, never read.

Worlds are built directly (no replay): the public part of the state is parsed once per
observation into a template, and each sample clones it and sets the hidden hands. Any hands of
the right sizes make a playable state, so a world never dead-ends; the inferences above only make
the sample faithful. Sampling is sequential (the most constrained cards first, each card to a seat
with probability proportional to its free room), with a Hall check that keeps every partial
assignment completable: exact and uniform when nothing is known, close to uniform otherwise.

Not public, so not reproduced: the deals of earlier hands (a placeholder deal is recorded for
them) and their results but the last (recorded as void hands; the standings, the manche scores and
totals, are those the observation shows). Later hands are dealt from a seed drawn from the random
source.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Final

from tapisvert.core.errors import InvalidNotation
from tapisvert.core.messages import msg
from tapisvert.core.options import OptionValue
from tapisvert.core.views import View
from tapisvert.games.sabias.cards import (
    ABOVE,
    DECK,
    FAMILY,
    FAMILY_PLAIN,
    JEFA,
    LED_BY,
    SABIA_MASK,
    SABIA_OF,
    STRENGTH,
    TRUMP_LEAD,
    parse_card,
)
from tapisvert.games.sabias.state import SabiasState
from tapisvert.games.sabias.table import PlayedTrick, Rules
from tapisvert.games.sabias.views import SabiasView

JSON = Any

_CARD_IDS: Final[dict[str, int]] = {}


def _card(text: str) -> int:
    cid = _CARD_IDS.get(text)
    if cid is None:
        cid = _CARD_IDS[text] = parse_card(text)
    return cid


def _mask(texts: Sequence[str]) -> int:
    m = 0
    for t in texts:
        m |= 1 << _card(t)
    return m


def _quarters(value: Fraction) -> int:
    q = value * 4
    if q.denominator != 1:
        raise InvalidNotation(
            f"not a sabias score: {value!r}",
            message=msg("sabias-unreadable-score", text=repr(value)),
        )
    return int(q)


@dataclass(frozen=True, slots=True)
class Public:
    """Everything public in an observation, parsed once (an observation is sampled many times)."""

    players: int
    seat: int
    options: dict[str, OptionValue]
    template: SabiasState  # the whole state but the hidden cards, the seed and the current deal
    known: tuple[int, ...]  # per seat, the cards it holds that `seat` knows (mask)
    rooms: tuple[int, ...]  # per seat, how many hidden cards it holds
    unseen: tuple[int, ...]  # the hidden cards, in id order
    unseen_bits: tuple[int, ...]  # their bits
    unseen_mask: int
    patterns: tuple[int, ...]  # per hidden card, a bit per seat (index in `takers`) allowed it
    groups: tuple[tuple[int, tuple[int, ...]], ...]  # restricted cards (bits) by pattern
    loose: tuple[int, ...]  # the bits of the cards every seat of `takers` may hold
    slack: tuple[int, ...] | None  # the Hall slack per subset of `takers` (None: infeasible)
    takers: tuple[int, ...]  # the seats with hidden cards
    free: bool  # no card is restricted: a plain shuffle is uniform
    played: tuple[tuple[int, ...], ...]  # per seat, the cards it played this hand, in order


# View -> Public, for the few views a search samples from (a view is immutable: the same object is
# the same view; kept alive here, so that a recycled id cannot match).
_CACHE: Final[list[tuple[SabiasView, Public]]] = []
_CACHE_SIZE: Final = 4


def public_of(view: SabiasView) -> Public:
    """The parsed public facts of `view` (cached for the view object)."""
    for v, pub in _CACHE:
        if v is view:
            return pub
    pub = parse_public(view)
    _CACHE.insert(0, (view, pub))
    del _CACHE[_CACHE_SIZE:]
    return pub


def determinize(view: View, rng: random.Random) -> SabiasState:
    """A whole state consistent with everything one seat's `view` shows, hidden cards sampled."""
    assert isinstance(view, SabiasView)
    pub = public_of(view)
    hands = sample_hands(pub, rng)
    return build_world(pub, hands, rng)


def build_world(pub: Public, hands: list[int], rng: random.Random) -> SabiasState:
    """The template with `hands` as every seat's cards; later hands dealt from a drawn seed."""
    return pub.template.with_hidden(hands, rng.getrandbits(62))


# --- sampling the hidden cards -------------------------------------------------------------------
_POPCOUNT: Final = tuple(bin(p).count("1") for p in range(32))
_SUBSETS: Final[dict[int, tuple[tuple[tuple[int, ...], ...], ...]]] = {}


def _checks(m: int) -> tuple[tuple[tuple[int, ...], ...], ...]:
    """checks[P][i]: the seat subsets S (bit masks over m seats) whose slack giving a card of
    pattern P to seat i uses up: i in S and P not within S."""
    table = _SUBSETS.get(m)
    if table is None:
        full = 1 << m
        table = tuple(
            tuple(tuple(s for s in range(1, full) if s >> i & 1 and p & ~s) for i in range(m))
            for p in range(full)
        )
        _SUBSETS[m] = table
    return table


def sample_hands(pub: Public, rng: random.Random) -> list[int]:
    """Every seat's hand (masks): known cards plus hidden ones, right sizes, no shown void."""
    hands = list(pub.known)
    takers = pub.takers
    if not takers:
        return hands
    rand = rng.random
    if pub.free:
        return _deal_freely(pub, hands, rand)
    assigned = _assign(pub, rand)
    if assigned is None:  # inconsistent public facts (never from a real match): ignore inferences
        return _deal_freely(pub, hands, rand)
    for idx, extra in enumerate(assigned):
        hands[takers[idx]] |= extra
    return hands


def _deal_freely(pub: Public, hands: list[int], rand: Any) -> list[int]:
    """The hidden cards shuffled (a keyed sort: uniform, and faster than shuffle) and dealt."""
    order = sorted(pub.unseen_bits, key=lambda _: rand())
    takers = pub.takers
    i = 0
    dealt = 0
    for s in takers[:-1]:
        k = pub.rooms[s]
        m = sum(order[i : i + k])
        hands[s] |= m
        dealt |= m
        i += k
    hands[takers[-1]] |= pub.unseen_mask & ~dealt
    return hands


def _plan(
    m: int, rooms: tuple[int, ...], unseen: tuple[int, ...], patterns: tuple[int, ...]
) -> tuple[tuple[tuple[int, tuple[int, ...]], ...], tuple[int, ...], tuple[int, ...] | None]:
    """The restricted cards grouped by pattern (the most constrained first), the unrestricted
    cards (bits), and the initial Hall slack per seat subset (None: no assignment exists).

    slack[S] = the free room of the seats in S - the cards that may only go to seats in S; an
    assignment exists while no slack is negative (a transportation problem's Hall condition).
    """
    full = (1 << m) - 1
    groups: dict[int, list[int]] = {}
    for c, p in zip(unseen, patterns, strict=True):
        groups.setdefault(p, []).append(1 << c)
    count = {p: len(g) for p, g in groups.items()}
    slack = [0] * (full + 1)
    for sub in range(1, full + 1):
        r = sum(rooms[i] for i in range(m) if sub >> i & 1)
        slack[sub] = r - sum(k for p, k in count.items() if p & ~sub == 0)
    feasible = not count.get(0) and min(slack[1:], default=0) >= 0
    restricted = tuple(
        (p, tuple(groups[p])) for p in sorted(groups, key=lambda p: (_POPCOUNT[p], p)) if p != full
    )
    return restricted, tuple(groups.get(full, ())), tuple(slack) if feasible else None


def _assign(pub: Public, rand: Any) -> list[int] | None:
    """Hidden cards to the seats of `pub.takers`: masks in that order, or None if impossible.

    A card only one seat may hold goes there; the others, the most constrained first, each go to
    a seat with probability proportional to its free room, among the seats whose choice keeps
    every Hall slack non-negative; the unrestricted cards, last, fill the rooms left at random.
    """
    slack0 = pub.slack
    if slack0 is None:
        return None
    slack = list(slack0)
    m = len(pub.takers)
    room = [pub.rooms[s] for s in pub.takers]
    checks = _checks(m)
    out = [0] * m
    for p, bits in pub.groups:
        if not p & (p - 1):  # a single seat may hold them: no slack changes
            i = p.bit_length() - 1
            out[i] |= sum(bits)
            room[i] -= len(bits)
            continue
        seats = [i for i in range(m) if p >> i & 1]
        row = checks[p]
        for b in sorted(bits, key=lambda _: rand()) if len(bits) > 1 else bits:
            cands = [i for i in seats if room[i]]
            while True:
                if not cands:
                    return None
                i = cands[0]
                if len(cands) > 1:
                    x = rand() * sum(room[j] for j in cands)
                    for i in cands:
                        x -= room[i]
                        if x < 0:
                            break
                subsets = row[i]
                if all(slack[sub] > 0 for sub in subsets):
                    for sub in subsets:
                        slack[sub] -= 1
                    break
                cands.remove(i)
            room[i] -= 1
            out[i] |= b
    order = sorted(pub.loose, key=lambda _: rand())
    at = 0
    for i in range(m):
        k = room[i]
        if k:
            out[i] |= sum(order[at : at + k])
            at += k
    return out


# --- parsing the observation ---------------------------------------------------------------------
def parse_public(view: SabiasView) -> Public:
    """The public facts of one seat's `view`, what the play proves of the hidden cards, and the
    template world (`SabiasState.from_view`) that each sample completes."""
    n = view.players
    if view.seat is None:
        raise InvalidNotation(
            "the public view has no seat to sample for",
            message=msg("sabias-unreadable-view-no-seat"),
        )
    seat = view.seat
    options: dict[str, OptionValue] = dict(view.options)
    rules = Rules(n, 0, options)
    dealer = view.dealer
    taker = -1 if view.taker is None else view.taker
    called = -1 if view.called is None else _card(view.called)
    partner = -1  # the holder of the called Sabia, once an announcement showed it
    for a in view.announcements:
        made_public = (1 << JEFA) if a.announcement == "jefa" else _mask(a.cards)
        if called >= 0 and made_public >> called & 1:
            partner = a.seat

    tricks = tuple((t.leader, tuple(_card(x) for x in t.cards), t.winner) for t in view.tricks)
    trick_pairs = [(s, _card(x)) for s, x in view.trick]
    trick = [c for _, c in trick_pairs]
    leader = view.leader if view.leader is not None else dealer
    if trick_pairs:
        leader = trick_pairs[0][0]

    # Who holds what, publicly.
    hand = _mask(view.hand)
    sizes = view.hand_sizes
    known = [0] * n
    known[seat] = hand
    for s, cards in enumerate(view.shown):
        if s != seat:
            known[s] |= _mask(cards)
    played_lists: list[list[int]] = [[] for _ in range(n)]
    seen = 0
    for ld, trick_cards, _ in tricks:
        for i, x in enumerate(trick_cards):
            played_lists[(ld + i) % n].append(x)
            seen |= 1 << x
    for s, x in trick_pairs:
        played_lists[s].append(x)
        seen |= 1 << x
    for m in known:
        seen |= m
    unseen = tuple(c for c in range(DECK) if not seen >> c & 1)
    rooms = tuple(0 if s == seat else sizes[s] - known[s].bit_count() for s in range(n))
    if sum(rooms) != len(unseen) or min(rooms) < 0:
        raise InvalidNotation(
            "the view's hand sizes do not match the cards unseen",
            message=msg("sabias-unreadable-view-sizes"),
        )

    forbidden = _inferences(rules, taker, called, partner, [*tricks, (leader, tuple(trick), -1)])
    takers = tuple(s for s in range(n) if rooms[s] > 0)
    patterns = tuple(
        sum(1 << i for i, s in enumerate(takers) if not forbidden[s] >> c & 1) for c in unseen
    )
    everyone = (1 << len(takers)) - 1
    free = all(pt == everyone for pt in patterns)
    groups, loose, slack = _plan(len(takers), tuple(rooms[s] for s in takers), unseen, patterns)

    return Public(
        players=n,
        seat=seat,
        options=options,
        template=SabiasState.from_view(view),
        known=tuple(known),
        rooms=rooms,
        unseen=unseen,
        unseen_bits=tuple(1 << c for c in unseen),
        unseen_mask=sum(1 << c for c in unseen),
        patterns=patterns,
        takers=takers,
        free=free,
        groups=groups,
        loose=loose,
        slack=slack,
        played=tuple(tuple(x) for x in played_lists),
    )


def _inferences(
    rules: Rules,
    taker: int,
    called: int,
    partner: int,
    tricks: list[PlayedTrick],
) -> list[int]:
    """Per seat, the cards the play proves it does not hold (mask)."""
    n = rules.players
    forbidden = [0] * n
    revealed = partner >= 0
    holder = partner
    for leader, cards, _ in tricks:
        if not cards:
            continue
        led = LED_BY[cards[0]]
        strength = STRENGTH[led]
        best = strength[cards[0]]
        win = leader
        if cards[0] == called:
            revealed, holder = True, leader
        for i in range(1, len(cards)):
            s = (leader + i) % n
            x = cards[i]
            st = strength[x]
            is_trump = bool(SABIA_MASK >> x & 1)
            if led == TRUMP_LEAD:
                if not is_trump:
                    forbidden[s] |= SABIA_MASK
                elif st < best:
                    forbidden[s] |= ABOVE[best]
            else:
                own = 0 if rules.sabia_follows else SABIA_OF[led]
                family = FAMILY[led] if rules.sabia_follows else FAMILY_PLAIN[led]
                if not (family | own) >> x & 1:
                    forbidden[s] |= family
                    if not is_trump:
                        forbidden[s] |= SABIA_MASK & ~own
                    elif (
                        best > 10
                        and st < best
                        and not (
                            rules.partner_exempt
                            and _may_know_partner(rules, s, win, taker, revealed, holder)
                        )
                    ):
                        forbidden[s] |= ABOVE[best] & ~own
            if st > best:
                best, win = st, s
            if x == called:
                revealed, holder = True, s
    return forbidden


def _may_know_partner(
    rules: Rules, seat: int, other: int, taker: int, revealed: bool, holder: int
) -> bool:
    """Whether `seat` may have known `other` for his partner (then he need not have overtrumped)."""
    if seat == other:
        return False
    if rules.mode == "teams":
        return other == (seat + 2) % 4
    if rules.mode == "individual":
        return False
    if rules.players == 3:
        return taker not in (seat, other)
    if revealed:
        camp = {taker, holder}
        return (seat in camp) == (other in camp)
    # Before the call is public only the holder of the called Sabia knows the taker is his.
    return seat != taker and other == taker


__all__ = ["Public", "build_world", "determinize", "parse_public", "public_of", "sample_hands"]
