"""Sampling a whole match state from one seat's observation (for search bots such as ISMCTS).

The determinizer sees only the observation (a JSON dict) and its own random source. Samba keeps
almost everything on the table, so the world is built directly from what the observation shows:
the melds of every side (cards and wild counts), the pile, the red threes laid, the hand sizes, the
turn's public flags (drawn, melded, pile declined, opening withdrawn, a pending pile and its top
card, the question and its answer), the fines, the initial minimums and the match standings.

What is hidden is sampled among the cards not yet seen (the pack less the seat's hand, the melds,
the pile, the red threes laid and the cards known to be in other hands):
- the other seats' hands, each of its exact size, and each holding the cards publicly known to be
  there (cards that came to it with a taken pile or back from a withdrawn opening, and not played
  since: `known_cards`);
- the order of the stock.
A red three is never put in the hand of a seat that has already started a turn this hand (he lays
his red threes at the start of his turn); it goes to the stock or to a seat still waiting for its
first turn. The sample is uniform among the placements that respect these facts. Nothing else is
inferred (the engine's choice of suits when melding a group says a little about the rest of a
hand; that is not used).

The recorded deal of the current hand is a full pack whose tail is the sampled stock (the cards
already dealt or drawn come first, in id order); earlier hands, whose deals are not public, are
recorded as a fixed placeholder (the sorted pack). Later hands are dealt from a seed drawn from the
random source.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Final, NamedTuple

from tapisvert.core.draws import sample, shuffle
from tapisvert.core.errors import InvalidNotation
from tapisvert.core.messages import msg
from tapisvert.games.samba.cards import (
    IS_RED3,
    IS_WILD,
    NUM_KINDS,
    PACK,
    SUITS,
    kind,
    parse_card,
    parse_rank,
)
from tapisvert.games.samba.melds import Meld, group, sequence
from tapisvert.games.samba.state import PHASE_NAMES, Answer, Phase, SambaState
from tapisvert.games.samba.table import NO, NO_ANSWER, OVER, YES
from tapisvert.games.samba.views import MeldView, SambaView

_PHASES: Final = tuple(Phase)
_ANSWERS: Final = {None: NO_ANSWER, "yes": YES, "no": NO}

JSON = Any


@dataclass(frozen=True, slots=True)
class Public:
    """Everything public in an observation, parsed once (an observation is sampled many times)."""

    players: int
    seat: int
    hand_number: int
    dealer: int
    current: int
    phase: Phase
    to_act: int | None
    hand: tuple[int, ...]  # the seat's own cards (kinds, with repeats)
    hand_sizes: tuple[int, ...]
    known: tuple[tuple[int, ...], ...]  # per seat, cards publicly known in its hand (sorted)
    melds: tuple[tuple[Meld, ...], ...]
    pile: tuple[int, ...]
    red3: tuple[tuple[int, ...], ...]
    stock_size: int
    turns: int
    may_hold_red3: tuple[bool, ...]  # per seat: has not yet started a turn this hand
    unseen: tuple[int, ...]  # the cards in the other hands (less known) and the stock
    opened: tuple[bool, ...]
    need: tuple[int, ...]
    raised: tuple[int, ...]
    scores: tuple[int, ...]
    hand_scores: tuple[tuple[int, ...], ...]
    fines: tuple[int, ...]
    options: dict[str, Any]
    asked: bool
    answer: Answer
    drew: bool
    melded: bool
    refused: bool
    no_meld: bool
    pending_top: int | None
    winners: tuple[int, ...]


def _meld_of(data: MeldView) -> Meld:
    cards = tuple(parse_card(c) for c in data.cards)
    if data.kind == "group":
        rank = parse_rank(data.rank or "")
        wilds = sum(1 for c in cards if IS_WILD[c])
        return group(rank, wilds, cards)
    suit = SUITS.index(data.suit or "")
    low = min(c % 13 + 2 for c in cards)
    run = tuple(kind(suit, r) for r in range(low, low + len(cards)))
    if sorted(run) != sorted(cards):
        raise InvalidNotation(
            "a sequence in the view is not a run of one suit",
            message=msg("samba-unreadable-view-seq"),
        )
    return sequence(suit, low, run)


def _cards(texts: tuple[str, ...]) -> tuple[int, ...]:
    return tuple(parse_card(c) for c in texts)


def parse_public(view: SambaView | Mapping[str, JSON]) -> Public:
    """The public facts of one seat's view (typed, or as its JSON), checked enough to fail early
    on a foreign one."""
    if not isinstance(view, SambaView):
        if view.get("game") != "samba":
            raise InvalidNotation(
                "not a samba observation", message=msg("samba-unreadable-view-foreign")
            )
        view = SambaView.from_json(view)
    seat = view.seat
    if seat is None or view.hand is None:
        raise InvalidNotation(
            "the public view has no hand to sample around: give a seat's view",
            message=msg("samba-unreadable-view-no-hand"),
        )
    n = view.players
    dealer = view.dealer
    phase = _PHASES[PHASE_NAMES.index(view.phase)]
    current = view.current if view.current is not None else (dealer + 1) % n
    hand = _cards(view.hand)
    hand_sizes = view.hand_sizes
    known = tuple(_cards(k) for k in view.known_cards)
    melds = tuple(tuple(_meld_of(m) for m in ms) for ms in view.melds)
    pile = _cards(view.pile)
    red3 = tuple(_cards(r) for r in view.red_threes)
    turns = view.turns
    # turn k of the hand is seat (dealer + 1 + k): the seats after the current turn's, up to the
    # dealer, have not played yet in the hand's first round
    may_hold = tuple((q - dealer - 1) % n >= turns if phase is not OVER else True for q in range(n))
    counts = [0] * NUM_KINDS
    for c in PACK:
        counts[c] += 1
    seen: list[int] = list(hand)
    for ms in melds:
        for m in ms:
            seen.extend(m.cards)
    seen.extend(pile)
    for r in red3:
        seen.extend(r)
    for q, k in enumerate(known):
        if q != seat:  # the seat's own known cards are in its hand
            seen.extend(k)
    for c in seen:
        counts[c] -= 1
        if counts[c] < 0:
            raise InvalidNotation(
                "the view shows more copies of a card than the pack has",
                message=msg("samba-unreadable-view-copies"),
            )
    unseen = tuple(c for c in range(NUM_KINDS) for _ in range(counts[c]))
    stock_size = view.stock_size
    hidden = sum(hand_sizes[q] - len(known[q]) for q in range(n) if q != seat)
    if hidden + stock_size != len(unseen) or len(hand) != hand_sizes[seat]:
        raise InvalidNotation(
            "the view's hand sizes and stock do not add up",
            message=msg("samba-unreadable-view-sizes"),
        )
    return Public(
        players=n,
        seat=seat,
        hand_number=view.hand_number,
        dealer=dealer,
        current=current,
        phase=phase,
        to_act=view.to_act,
        hand=hand,
        hand_sizes=hand_sizes,
        known=known,
        melds=melds,
        pile=pile,
        red3=red3,
        stock_size=stock_size,
        turns=turns,
        may_hold_red3=may_hold,
        unseen=unseen,
        opened=view.opened,
        need=view.initial_minimum,
        raised=view.minimum_raised,
        scores=view.scores,
        hand_scores=view.hand_scores,
        fines=view.fines,
        options=dict(view.options),
        asked=view.asked,
        answer=_ANSWERS[view.answer],
        drew=view.drew,
        melded=view.melded,
        refused=view.pile_declined,
        no_meld=view.meld_cancelled,
        pending_top=None if view.pending_top is None else parse_card(view.pending_top),
        winners=view.winners,
    )


def sample_hidden(pub: Public, rng: random.Random) -> tuple[list[list[int]], list[int]]:
    """The other seats' hands (their known cards included) and the stock, top first.

    Every hidden slot (a place in another hand not taken by a known card, or in the stock) gets
    an unseen card; red threes only go to the stock or to seats still waiting for their first
    turn. Uniform among such placements."""
    # (`pub`'s fields read once into locals: compiled, each read of a field of the frozen
    # dataclass is a generic attribute lookup, and the loops below run once per card)
    n = pub.players
    seat = pub.seat
    known = pub.known
    may_hold = pub.may_hold_red3
    unseen = pub.unseen
    slots: list[int] = []  # the owner of each hidden slot: a seat, or -1 for the stock
    for q in range(n):
        if q != seat:
            slots.extend([q] * (pub.hand_sizes[q] - len(known[q])))
    slots.extend([-1] * pub.stock_size)
    red = [c for c in unseen if IS_RED3[c]]
    rest = [c for c in unseen if not IS_RED3[c]]
    fill = [-1] * len(slots)  # a red three placed in the slot, else -1
    if red:
        eligible = [i for i, q in enumerate(slots) if q < 0 or may_hold[q]]
        if len(eligible) < len(red):
            raise InvalidNotation(
                "the observation leaves no room for the unseen red threes",
                message=msg("samba-unreadable-view-red-threes"),
            )
        for i, c in zip(sample(eligible, len(red), rng), red, strict=True):
            fill[i] = c
    shuffle(rest, rng)
    hands: list[list[int]] = [list(known[q]) for q in range(n)]
    hands[seat] = list(pub.hand)
    stock: list[int] = []
    k = 0  # the next card of `rest`, in its shuffled order
    for i, q in enumerate(slots):
        c = fill[i]
        if c < 0:
            c = rest[k]
            k += 1
        if q < 0:
            stock.append(c)
        else:
            hands[q].append(c)
    return hands, stock


def build_world(pub: Public, hands: list[list[int]], stock: list[int], seed: int) -> SambaState:
    """The state with the given hidden cards and everything public from `pub`."""
    return SambaState.with_hidden(pub, hands, stock, seed)


class _Parsed(NamedTuple):
    """The last view parsed, and what it shows."""

    view: SambaView | Mapping[str, JSON]
    public: Public


_last: _Parsed | None = None


def determinize(view: SambaView | Mapping[str, JSON], rng: random.Random) -> SambaState:
    """A whole match state consistent with everything one seat's view shows, hidden cards
    sampled (see the module docstring). A search samples many worlds from one view: the view is
    parsed once (the last one is kept)."""
    global _last
    last = _last
    if last is not None and last.view is view:
        pub = last.public
    else:
        pub = parse_public(view)
        _last = _Parsed(view, pub)
    hands, stock = sample_hidden(pub, rng)
    return SambaState.with_hidden(pub, hands, stock, rng.getrandbits(63))


__all__ = ["Public", "build_world", "determinize", "parse_public", "sample_hidden"]
