"""Chance at sabias: the draw for the first dealer, each hand's deal, and a recorded deal read back.

Pure functions of a random source or of the match's seed (`core.chance`): the state calls them
when a hand begins (`hands`), and `parse_deal` checks a deal given to `Game.new(deal=...)` in the
format `deals()` writes.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, Final

from tapisvert.core import sages
from tapisvert.core.chance import shuffled_range
from tapisvert.core.errors import InvalidNotation
from tapisvert.core.messages import msg
from tapisvert.games.sabias.cards import DECK, card_to_str, parse_card

JSON = Any

_PACK: Final = range(DECK)


def shuffled_pack(rng: random.Random) -> list[int]:
    """The 60 card ids in a random order (a keyed sort: uniform, and faster than shuffle)."""
    rand = rng.random
    keys = [rand() for _ in _PACK]
    return sorted(_PACK, key=keys.__getitem__)


def top_of_shuffle(rng: random.Random, k: int) -> list[int]:
    """The first `k` cards of `shuffled_pack(rng)`, drawing the same numbers: the cards of the `k`
    lowest keys in order, a tie going to the lower card as in the stable sort. One pass keeps the
    `k` lowest keys drawn so far, ascending (a draw for the dealer reads a few cards of the pack:
    compiled, some 30,500 instructions a round where a scan per card read cost 48,000; from the
    source, faster than sorting all 60)."""
    rand = rng.random
    low: list[float] = []  # the k lowest keys so far, ascending
    top: list[int] = []  # their cards
    for c in range(DECK):
        x = rand()
        n = len(low)
        if n == k:
            if x >= low[n - 1]:  # not among the k lowest (a tie goes to the earlier card)
                continue
            low.pop()
            top.pop()
            n -= 1
        i = n
        while i and low[i - 1] > x:  # after the equal keys: the later card sorts after them
            i -= 1
        low.insert(i, x)
        top.insert(i, c)
    return top


# Each card's value in the draw (`sages.draw_value`, a call into an interpreted module), read
# from a table: a hand start's draw reads a few.
_DRAW_VALUE: Final = tuple(sages.draw_value(c) for c in range(DECK))


def draw_for_dealer(rng: random.Random, players: int) -> tuple[int, list[list[tuple[int, int]]]]:
    """Each player draws a card; the highest deals; players tied for highest draw again."""
    contenders = list(range(players))
    rounds: list[list[tuple[int, int]]] = []
    while True:
        pack = top_of_shuffle(rng, len(contenders))
        draws = [(s, pack[i]) for i, s in enumerate(contenders)]
        rounds.append(draws)
        top = -1
        for _, c in draws:
            if _DRAW_VALUE[c] > top:
                top = _DRAW_VALUE[c]
        contenders = [s for s, c in draws if _DRAW_VALUE[c] == top]
        if len(contenders) == 1:
            return contenders[0], rounds


def dealer_from_draw(rounds: Sequence[Sequence[tuple[int, int]]], players: int) -> int:
    """The dealer a recorded draw designates (InvalidNotation when it designates nobody)."""
    contenders = list(range(players))
    for i, draws in enumerate(rounds):
        if [s for s, _ in draws] != contenders:
            raise InvalidNotation(
                f"dealer_draw round {i + 1} must be drawn by seats {contenders} in order",
                message=msg("sabias-unreadable-draw-order", round=i + 1, seats=tuple(contenders)),
            )
        top = max(sages.draw_value(c) for _, c in draws)
        contenders = [s for s, c in draws if sages.draw_value(c) == top]
        if len(contenders) == 1:
            if i != len(rounds) - 1:
                raise InvalidNotation(
                    "dealer_draw goes on after a single highest card",
                    message=msg("sabias-unreadable-draw-after-winner"),
                )
            return contenders[0]
    raise InvalidNotation(
        "dealer_draw ends on a tie: the tied players must draw again",
        message=msg("sabias-unreadable-draw-tie"),
    )


def shuffled_deal(
    seed: int, hand_number: int, dealer: int, players: int
) -> tuple[tuple[int, ...], ...]:
    """The whole pack shuffled and dealt one by one clockwise from the dealer's left."""
    pack = (*shuffled_range(seed, hand_number, DECK),)
    return tuple([pack[(s - dealer - 1) % players :: players] for s in range(players)])


def holder(hands: tuple[tuple[int, ...], ...], card: int) -> int:
    """The seat dealt `card`."""
    for seat, hand in enumerate(hands):
        if card in hand:
            return seat
    raise AssertionError(f"card {card} was not dealt")


def parse_deal(deal: JSON, players: int) -> tuple[int, tuple[tuple[int, ...], ...], JSON]:
    """Validate a deal (`deals()` format): dealer, dealer_draw (hand 0, optional), hands."""
    n = players
    if not isinstance(deal, Mapping):
        raise InvalidNotation(
            "a sabias deal is an object with dealer, dealer_draw and hands",
            message=msg("sabias-unreadable-deal-object"),
        )
    unknown = set(deal) - {"dealer", "dealer_draw", "hands"}
    if unknown:
        raise InvalidNotation(
            f"unknown deal field(s): {', '.join(sorted(unknown))}",
            message=msg("sabias-unreadable-deal-fields", fields=tuple(sorted(map(str, unknown)))),
        )
    raw_hands = deal.get("hands")
    if not isinstance(raw_hands, list) or len(raw_hands) != n:
        raise InvalidNotation(
            f"deal: hands must be a list of {n} hands",
            message=msg("sabias-unreadable-deal-hands", n=n),
        )
    hands = []
    size = DECK // n
    for s, h in enumerate(raw_hands):
        if not isinstance(h, list) or len(h) != size:
            raise InvalidNotation(
                f"deal: P{s} must be dealt {size} cards",
                message=msg("sabias-unreadable-deal-hand-size", seat=s, size=size),
            )
        hands.append(tuple(_deal_card(x) for x in h))
    every = [x for h in hands for x in h]
    if sorted(every) != list(range(DECK)):
        raise InvalidNotation(
            "deal: the hands must hold each of the 60 cards exactly once",
            message=msg("sabias-unreadable-deal-every-card"),
        )
    draw = deal.get("dealer_draw")
    dealer = deal.get("dealer")
    if draw is not None:
        if not isinstance(draw, list) or not draw:
            raise InvalidNotation(
                "deal: dealer_draw is a list of rounds of [seat, card] draws",
                message=msg("sabias-unreadable-deal-draw-list"),
            )
        rounds = []
        for r in draw:
            if not isinstance(r, list) or not all(
                isinstance(x, list) and len(x) == 2 and isinstance(x[0], int) for x in r
            ):
                raise InvalidNotation(
                    "deal: each dealer_draw round is a list of [seat, card]",
                    message=msg("sabias-unreadable-deal-draw-round"),
                )
            rounds.append([(int(x[0]), _deal_card(x[1])) for x in r])
        drawn = dealer_from_draw(rounds, n)
        if dealer is None:
            dealer = drawn
        elif dealer != drawn:
            raise InvalidNotation(
                f"deal: dealer_draw designates P{drawn}, not P{dealer}",
                message=msg("sabias-unreadable-deal-draw-dealer", drawn=drawn, dealer=str(dealer)),
            )
        draw = [[[s, card_to_str(x)] for s, x in r] for r in rounds]
    if dealer is None:
        raise InvalidNotation(
            f"deal: no dealer: give dealer (a seat 0..{n - 1}) or the dealer_draw that designates"
            " one",
            message=msg("sabias-unreadable-deal-no-dealer", last=n - 1),
        )
    if not isinstance(dealer, int) or isinstance(dealer, bool) or not 0 <= dealer < n:
        raise InvalidNotation(
            f"deal: dealer must be a seat 0..{n - 1}",
            message=msg("sabias-unreadable-deal-dealer", last=n - 1),
        )
    return dealer, tuple(hands), draw


def _deal_card(x: JSON) -> int:
    if isinstance(x, str):
        return parse_card(x)
    raise InvalidNotation(
        f"deal: cards are written in notation (S7, 6-V), not {x!r}",
        message=msg("sabias-unreadable-deal-card", text=repr(x)),
    )


__all__ = [
    "dealer_from_draw",
    "draw_for_dealer",
    "holder",
    "parse_deal",
    "shuffled_deal",
    "shuffled_pack",
]
