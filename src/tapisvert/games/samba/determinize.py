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
from fractions import Fraction
from typing import Any

from tapisvert.core.errors import InvalidNotation
from tapisvert.core.results import HandResult
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
from tapisvert.games.samba.melds import Meld, count_canastas, group, sequence
from tapisvert.games.samba.state import PHASE_NAMES, Answer, Phase, SambaState
from tapisvert.games.samba.table import NO, NO_ANSWER, OVER, PLAY, TURN, YES, counts_of

_PHASES = tuple(Phase)
_ANSWERS = {None: NO_ANSWER, "yes": YES, "no": NO}

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


def _meld_of(data: Mapping[str, JSON]) -> Meld:
    cards = tuple(parse_card(str(c)) for c in data["cards"])
    if data["kind"] == "group":
        rank = parse_rank(str(data["rank"]))
        wilds = sum(1 for c in cards if IS_WILD[c])
        return group(rank, wilds, cards)
    suit = SUITS.index(str(data["suit"]))
    low = min(c % 13 + 2 for c in cards)
    run = tuple(kind(suit, r) for r in range(low, low + len(cards)))
    if sorted(run) != sorted(cards):
        raise InvalidNotation("a sequence in the observation is not a run of one suit")
    return sequence(suit, low, run)


def parse_public(observation: Mapping[str, JSON]) -> Public:
    """The public facts of `observation`, checked enough to fail early on a foreign dict."""
    if observation.get("game") != "samba":
        raise InvalidNotation("not a samba observation")
    n = int(observation["players"])
    seat = int(observation["seat"])
    dealer = int(observation["dealer"])
    phase = _PHASES[PHASE_NAMES.index(str(observation["phase"]))]
    cur_raw = observation["current"]
    current = int(cur_raw) if cur_raw is not None else (dealer + 1) % n
    to_raw = observation["to_act"]
    hand = tuple(parse_card(str(c)) for c in observation["hand"])
    hand_sizes = tuple(int(x) for x in observation["hand_sizes"])
    known = tuple(tuple(parse_card(str(c)) for c in k) for k in observation["known_cards"])
    melds = tuple(tuple(_meld_of(m) for m in ms) for ms in observation["melds"])
    pile = tuple(parse_card(str(c)) for c in observation["pile"])
    red3 = tuple(tuple(parse_card(str(c)) for c in r) for r in observation["red_threes"])
    turns = int(observation["turns"])
    # turn k of the hand is seat (dealer + 1 + k): the seats after the current turn's, up to the
    # dealer, have not played yet in the hand's first round
    may_hold = tuple(
        (q - dealer - 1) % n >= turns if phase is not OVER else True for q in range(n)
    )
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
            raise InvalidNotation("the observation shows more copies of a card than the pack has")
    unseen = tuple(c for c in range(NUM_KINDS) for _ in range(counts[c]))
    stock_size = int(observation["stock_size"])
    hidden = sum(hand_sizes[q] - len(known[q]) for q in range(n) if q != seat)
    if hidden + stock_size != len(unseen) or len(hand) != hand_sizes[seat]:
        raise InvalidNotation("the observation's hand sizes and stock do not add up")
    answer_txt = observation["answer"]
    answer = _ANSWERS[answer_txt]
    pending_raw = observation["pending_top"]
    return Public(
        players=n,
        seat=seat,
        hand_number=int(observation["hand_number"]),
        dealer=dealer,
        current=current,
        phase=phase,
        to_act=None if to_raw is None else int(to_raw),
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
        opened=tuple(bool(x) for x in observation["opened"]),
        need=tuple(int(x) for x in observation["initial_minimum"]),
        scores=tuple(int(x) for x in observation["scores"]),
        hand_scores=tuple(tuple(int(x) for x in r) for r in observation["hand_scores"]),
        fines=tuple(int(x) for x in observation["fines"]),
        options=dict(observation["options"]),
        asked=bool(observation["asked"]),
        answer=answer,
        drew=bool(observation["drew"]),
        melded=bool(observation["melded"]),
        refused=bool(observation["pile_declined"]),
        no_meld=bool(observation["meld_cancelled"]),
        pending_top=None if pending_raw is None else parse_card(str(pending_raw)),
        winners=tuple(int(x) for x in observation["winners"]),
    )


def sample_hidden(pub: Public, rng: random.Random) -> tuple[list[list[int]], list[int]]:
    """The other seats' hands (their known cards included) and the stock, top first.

    Every hidden slot (a place in another hand not taken by a known card, or in the stock) gets
    an unseen card; red threes only go to the stock or to seats still waiting for their first
    turn. Uniform among such placements."""
    n = pub.players
    slots: list[int] = []  # the owner of each hidden slot: a seat, or -1 for the stock
    for q in range(n):
        if q != pub.seat:
            slots.extend([q] * (pub.hand_sizes[q] - len(pub.known[q])))
    slots.extend([-1] * pub.stock_size)
    red = [c for c in pub.unseen if IS_RED3[c]]
    rest = [c for c in pub.unseen if not IS_RED3[c]]
    fill: list[int | None] = [None] * len(slots)
    if red:
        eligible = [i for i, q in enumerate(slots) if q < 0 or pub.may_hold_red3[q]]
        if len(eligible) < len(red):
            raise InvalidNotation("the observation leaves no room for the unseen red threes")
        for i, c in zip(rng.sample(eligible, len(red)), red, strict=True):
            fill[i] = c
    rng.shuffle(rest)
    it = iter(rest)
    hands: list[list[int]] = [list(pub.known[q]) for q in range(n)]
    hands[pub.seat] = list(pub.hand)
    stock: list[int] = []
    for i, q in enumerate(slots):
        f = fill[i]
        c = next(it) if f is None else f
        if q < 0:
            stock.append(c)
        else:
            hands[q].append(c)
    return hands, stock


def build_world(pub: Public, hands: list[list[int]], stock: list[int], seed: int) -> SambaState:
    """The state with the given hidden cards and everything public from `pub`."""
    n = pub.players
    nt = n // 2
    s = object.__new__(SambaState)
    s._players = n
    s._sides = nt
    s._options = dict(pub.options)
    s._seed = seed
    hs = pub.options.get("hand_size", 15)
    s._hand_size = hs if isinstance(hs, int) else 15
    tm = pub.options.get("initial_meld_7000", 160)
    s._initial_meld_7000 = tm if isinstance(tm, int) else 160
    tg = pub.options.get("target_score", 10000)
    s._target_score = tg if isinstance(tg, int) else 10000
    mh = pub.options.get("max_hands")
    s._max_hands = mh if isinstance(mh, int) else None
    s._hands = [counts_of(h) for h in hands]
    s._hand_sizes = list(pub.hand_sizes)
    s._known_cards = list(pub.known)
    s._turns = pub.turns
    # the current hand's pack: what was dealt or drawn (in id order), then the sampled stock
    rest = counts_of(list(PACK))
    for c in stock:
        rest[c] -= 1
    head = [c for c in range(NUM_KINDS) for _ in range(rest[c])]
    pack = tuple(head + stock)
    s._pack = pack
    s._stock_pos = len(head)
    s._pile = list(pub.pile)
    s._pile_freezers = sum(1 for c in pub.pile if IS_WILD[c] or IS_RED3[c])
    s._pile_red_threes = sum(1 for c in pub.pile if IS_RED3[c])
    s._melds = [list(ms) for ms in pub.melds]
    s._opened = list(pub.opened)
    s._canasta_counts = [count_canastas(ms) for ms in pub.melds]
    s._initial_minimum = list(pub.need)
    s._red_threes = list(pub.red3)
    s._fines = list(pub.fines)
    s._scores = list(pub.scores)
    teams = tuple((t, t + nt) for t in range(nt))
    first_dealer = (pub.dealer - pub.hand_number) % n
    s._results = [
        HandResult(
            scores=tuple(Fraction(r[q % nt]) for q in range(n)),
            detail={"dealer": (first_dealer + i) % n, "determinized": True},
            teams=teams,
            team_scores=tuple(Fraction(x) for x in r),
        )
        for i, r in enumerate(pub.hand_scores)
    ]
    s._deal_records = [((first_dealer + i) % n, None, PACK) for i in range(pub.hand_number)]
    s._deal_records.append((pub.dealer, None, pack))
    s._dealer = pub.dealer
    s._hand_number = pub.hand_number
    s._to_act = pub.to_act
    s._phase = pub.phase
    s._current = pub.current
    s._asked = pub.asked
    # "may I go out?" is asked before drawing (turn) or right after drawing (play)
    s._ask_phase = PLAY if pub.drew else TURN
    s._answer = pub.answer
    s._drew = pub.drew
    s._melded = pub.melded
    s._pending_pile = pub.pending_top is not None
    s._pending_top = -1 if pub.pending_top is None else pub.pending_top
    s._pile_declined = pub.refused
    s._meld_cancelled = pub.no_meld
    s._out_seat = None
    s._winners = pub.winners if pub.phase is OVER else ()
    s._legal = None
    return s


def determinize(observation: Mapping[str, JSON], rng: random.Random) -> SambaState:
    """A whole match state consistent with everything `observation` shows, hidden cards
    sampled (see the module docstring)."""
    pub = parse_public(observation)
    hands, stock = sample_hidden(pub, rng)
    return build_world(pub, hands, stock, rng.getrandbits(63))


__all__ = ["Public", "build_world", "determinize", "parse_public", "sample_hidden"]
