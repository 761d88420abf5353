"""Sampling a whole match state from one seat's view (for search bots such as ISMCTS).

The determinizer sees only the seat's typed view (`SevenSealsView`) and its own random source. What
is public is rebuilt exactly: the dealer, the predictions log (takes, steals, the saboteur), every
trick of the round with the seal each winner gave, the current trick, the seals and the scores.
What is hidden, the other players' cards, is sampled among the cards not yet seen, with each
player's exact hand size, and never giving a player a colour he has shown he lacks (a failed
follow: he played another colour to a lead, so he holds none of the led colour for the rest of the
round). Nothing else about the cards is public: predictions are intentions, not facts.

A sampled world is built as a deal for the current round (each seat's hidden cards plus the cards
it has played), started like any round, and the round's public actions are replayed on it; the
match standings (previous rounds' scores, the totals) are then those the observation shows.
Previous rounds' deals are not part of the observation: the world records a fixed placeholder
deal for them. Later rounds use a seed drawn from the random source.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Final, NamedTuple

from tapisvert.core.draws import below, shuffle
from tapisvert.core.errors import InvalidNotation
from tapisvert.core.messages import msg
from tapisvert.core.results import HandResult
from tapisvert.core.views import View
from tapisvert.games.seven_seals.cards import (
    KIND_NAMES,
    NUM_COLOURS,
    RANKS,
    WHITE,
    pack,
    parse_card,
)
from tapisvert.games.seven_seals.state import SevenSealsState
from tapisvert.games.seven_seals.table import parse_action_text
from tapisvert.games.seven_seals.views import SevenSealsView

JSON = Any

# A finished trick's "seal" text -> the kind its winner gave back (absent: none was given).
_KIND_OF_SEAL_TEXT: Final = {f"gave {KIND_NAMES[k]}": k for k in range(WHITE + 1)}


@dataclass(frozen=True, slots=True)
class Public:
    """Everything public in an observation, parsed once (an observation is sampled many times)."""

    players: int
    seat: int
    hand_number: int
    rounds: int
    dealer: int
    saboteur_base: int
    hand: int  # the seat's own cards (mask)
    hand_sizes: tuple[int, ...]
    played: tuple[int, ...]  # per seat, the cards it played this round (mask)
    voids: tuple[int, ...]  # per seat, a bit per colour it has shown it lacks
    unseen: tuple[int, ...]  # the cards held by the other seats, in id order
    predictions: tuple[int, ...]  # action ids, in order
    tricks: tuple[tuple[tuple[int, ...], int | None], ...]  # cards, the kind given back if any
    trick: tuple[int, ...]  # the current trick's cards
    results: tuple[HandResult, ...]  # previous rounds
    totals: tuple[int, ...]  # the totals before the current round


def parse_public(view: SevenSealsView) -> Public:
    """The public facts of one seat's `view`."""
    if view.seat is None:
        raise InvalidNotation(
            "the public view has no seat to sample for",
            message=msg("seven-seals-unreadable-view-no-seat"),
        )
    n = view.players
    seat = view.seat
    hand_number = view.hand_number
    hand = 0
    for text in view.hand:
        hand |= 1 << parse_card(text)
    played = [0] * n
    voids = [0] * n
    tricks: list[tuple[tuple[int, ...], int | None]] = []

    def follow(leader: int, cards: tuple[int, ...]) -> None:
        led = cards[0] // RANKS
        for i, c in enumerate(cards):
            s = (leader + i) % n
            played[s] |= 1 << c
            if c // RANKS != led:
                voids[s] |= 1 << led

    for t in view.tricks:
        cards = tuple(parse_card(x) for x in t.cards)
        follow(t.leader, cards)
        tricks.append((cards, None if t.seal is None else _KIND_OF_SEAL_TEXT.get(t.seal)))
    trick = tuple(parse_card(x) for x in view.trick)
    if trick:
        follow(view.leader, trick)
    seen = hand
    for m in played:
        seen |= m
    unseen = tuple(c for c in pack(n) if not seen >> c & 1)
    # The action ids of the predictions, as the state numbers them.
    predictions = tuple(parse_action_text(text, n) for _, text in view.predictions)
    round_scores = view.round_scores
    first_dealer = (view.dealer - hand_number) % n
    results = tuple(
        HandResult(
            tuple(Fraction(x) for x in r),
            {"dealer": (first_dealer + i) % n, "scores": list(r), "determinized": True},
        )
        for i, r in enumerate(round_scores[:hand_number])
    )
    totals = list(view.scores)
    for r in round_scores[hand_number:]:  # the match is over: the last round is replayed
        totals = [t - x for t, x in zip(totals, r, strict=True)]
    return Public(
        players=n,
        seat=seat,
        hand_number=hand_number,
        rounds=view.rounds,
        dealer=view.dealer,
        saboteur_base=view.saboteur_base,
        hand=hand,
        hand_sizes=view.hand_sizes,
        played=tuple(played),
        voids=tuple(voids),
        unseen=unseen,
        predictions=predictions,
        tricks=tuple(tricks),
        trick=trick,
        results=results,
        totals=tuple(totals),
    )


def sample_hands(pub: Public, rng: random.Random) -> list[int]:
    """The hidden hands (masks) of the other seats: right sizes, no card of a shown void."""
    n = pub.players
    others = [v for v in range(n) if v != pub.seat]
    hands = [0] * n
    hands[pub.seat] = pub.hand
    cap = [pub.hand_sizes[v] if v != pub.seat else 0 for v in range(n)]
    restricted = 0
    for v in others:
        restricted |= pub.voids[v]
    cards = list(pub.unseen)
    if restricted:
        tight = [c for c in cards if restricted >> (c // RANKS) & 1]
        cards = [c for c in cards if not restricted >> (c // RANKS) & 1]
        shuffle(tight, rng)
        _place_restricted(pub, tight, restricted, others, cap, hands, rng)
    shuffle(cards, rng)
    i = 0
    for v in others:
        k = cap[v]
        for c in cards[i : i + k]:
            hands[v] |= 1 << c
        i += k
    return hands


def _place_restricted(
    pub: Public,
    tight: list[int],
    restricted: int,
    others: list[int],
    cap: list[int],
    hands: list[int],
    rng: random.Random,
) -> None:
    """Deal the cards of colours some seat lacks, each to a seat that may hold it.

    Each card goes to an eligible seat drawn in proportion to its free room (as a shuffled deal
    would), kept only if the rest can still be placed: Hall's condition over the restricted
    colours (the cards of any set of them fit in the seats that may hold one of them). The true
    hands satisfy it, so a placement always exists and the loop never dead-ends.
    """
    colours = [c for c in range(NUM_COLOURS) if restricted >> c & 1]
    remaining = [0] * NUM_COLOURS
    for c in tight:
        remaining[c // RANKS] += 1
    subsets: list[tuple[tuple[int, ...], tuple[int, ...]]] = []
    for bits in range(1, 1 << len(colours)):
        cs = tuple(colours[j] for j in range(len(colours)) if bits >> j & 1)
        need = 0
        for c in cs:
            need |= 1 << c
        seats = tuple(v for v in others if need & ~pub.voids[v])
        subsets.append((cs, seats))

    def feasible() -> bool:
        for cs, seats in subsets:
            if sum(remaining[c] for c in cs) > sum(cap[v] for v in seats):
                return False
        return True

    for card in tight:
        colour = card // RANKS
        remaining[colour] -= 1
        candidates = [v for v in others if cap[v] and not pub.voids[v] >> colour & 1]
        while True:
            total = sum(cap[v] for v in candidates)
            pick = below(rng, total)
            chosen = candidates[-1]
            for v in candidates:
                pick -= cap[v]
                if pick < 0:
                    chosen = v
                    break
            v = chosen
            cap[v] -= 1
            if len(candidates) == 1 or feasible():
                hands[v] |= 1 << card
                break
            cap[v] += 1
            candidates.remove(v)


_PLACEHOLDER: Final[dict[int, tuple[int, ...]]] = {}


def _placeholder_deal(n: int) -> tuple[int, ...]:
    """A fixed valid deal (the pack in id order, dealt round) for rounds the world cannot know."""
    hands = _PLACEHOLDER.get(n)
    if hands is None:
        masks = [0] * n
        for i, c in enumerate(pack(n)):
            masks[i % n] |= 1 << c
        hands = _PLACEHOLDER[n] = tuple(masks)
    return hands


def build_world(pub: Public, hands: list[int], seed: int) -> SevenSealsState:
    """The match state whose current round was dealt `hands` (current cards) and replayed."""
    n = pub.players
    dealt = [hands[v] | pub.played[v] for v in range(n)]
    actions: list[int] = [*pub.predictions]
    gives: dict[int, int] = {}  # the index in `actions` after which a seal is given back
    for cards, kind in pub.tricks:
        actions.extend(cards)
        if kind is not None:
            gives[len(actions)] = kind
    actions.extend(pub.trick)
    return SevenSealsState.replayed(
        players=n,
        seed=seed,
        rounds=pub.rounds,
        saboteur_base=pub.saboteur_base,
        totals=pub.totals,
        results=pub.results,
        dealer=pub.dealer,
        hand_number=pub.hand_number,
        dealt=dealt,
        placeholder=_placeholder_deal(n),
        actions=actions,
        gives=gives,
    )


class _Replay(NamedTuple):
    """The last view sampled, its public facts, and the world replayed from them."""

    view: SevenSealsView
    public: Public
    template: SevenSealsState


_last: _Replay | None = None


def determinize(view: View, rng: random.Random) -> SevenSealsState:
    """A match state consistent with everything one seat's `view` shows, hidden cards sampled.

    The public replay does not depend on the hidden cards, so it is done once per view (kept for
    the next call with the same view object, as a search makes hundreds): each world is a copy
    of that replay with freshly sampled hands and deal.
    """
    assert isinstance(view, SevenSealsView)
    global _last
    cached = _last
    if cached is not None and cached.view is view:
        _, pub, template = cached
    else:
        pub = parse_public(view)
        template = build_world(pub, sample_hands(pub, random.Random(0)), 0)
        _last = _Replay(view, pub, template)
    hands = sample_hands(pub, rng)
    return template.with_hidden(hands, rng.getrandbits(63))


__all__ = ["Public", "build_world", "determinize", "parse_public", "sample_hands"]
