"""Poch deals: the draw for the first dealer, the shuffle and deal of the 32 cards, and a deal as
JSON (the form records keep and `deal=` accepts for the first hand)."""

from __future__ import annotations

import math
import random
from collections.abc import Mapping
from typing import Any, Final, NamedTuple

from tapisvert.core.bits import cards_of
from tapisvert.core.draws import below_by
from tapisvert.core.errors import InvalidNotation
from tapisvert.core.messages import Message, msg
from tapisvert.core.protocol import JSON
from tapisvert.games.poch.cards import DECK_SIZE, card_to_str, cards_str, parse_card
from tapisvert.games.poch.scoring import resolve_draw, turn_order


class RawDeal(NamedTuple):
    """A deal as the state keeps it: what chance decided for one hand."""

    dealer: int
    draw: tuple[tuple[int, int], ...] | None  # the draw for the first dealer: (seat, card)
    trump: int  # the card turned up
    hands: tuple[int, ...]  # per seat, the cards dealt (mask)


def deal_to_json(players: int, raw: RawDeal) -> dict[str, JSON]:
    """A deal as JSON: the form `deal=` accepts for the first hand."""
    draw = raw.draw
    return {
        "players": players,
        "dealer": raw.dealer,
        "draw": None if draw is None else [[s, card_to_str(c)] for s, c in draw],
        "trump": card_to_str(raw.trump),
        "hands": [cards_str(h) for h in raw.hands],
    }


def deal_from_json(players: int, data: Any) -> RawDeal:
    """Validate a deal given as JSON (first hand: every seat in play); InvalidNotation if wrong."""
    if not isinstance(data, Mapping):
        raise InvalidNotation(
            "a poch deal is an object with dealer, trump and hands",
            message=msg("poch-unreadable-deal-object"),
        )
    unknown = set(data) - {"players", "dealer", "draw", "trump", "hands"}
    if unknown:
        raise InvalidNotation(
            f"unknown deal field(s): {', '.join(sorted(map(str, unknown)))}",
            message=msg("poch-unreadable-deal-fields", fields=tuple(sorted(map(str, unknown)))),
        )
    if data.get("players", players) != players:
        raise InvalidNotation(
            f"this deal is for {data.get('players')} players, not {players}",
            message=msg(
                "poch-unreadable-deal-players", given=str(data.get("players")), players=players
            ),
        )
    dealer = data.get("dealer")
    if not isinstance(dealer, int) or isinstance(dealer, bool) or not 0 <= dealer < players:
        raise InvalidNotation(
            f"deal: dealer must be a seat 0..{players - 1}, not {dealer!r}",
            message=msg("poch-unreadable-deal-dealer", last=players - 1, text=repr(dealer)),
        )
    draw_data = data.get("draw")
    draw: tuple[tuple[int, int], ...] | None = None
    if draw_data is not None:
        if not isinstance(draw_data, list):
            raise InvalidNotation(
                "deal: draw must be a list of [seat, card] pairs",
                message=msg("poch-unreadable-deal-draw"),
            )
        pairs = []
        for item in draw_data:
            if (
                not isinstance(item, list | tuple)
                or len(item) != 2
                or not isinstance(item[0], int)
                or isinstance(item[0], bool)
            ):
                raise InvalidNotation(
                    f"deal: bad draw entry {item!r}; write [seat, card]",
                    message=msg("poch-unreadable-deal-draw-entry", text=repr(item)),
                )
            pairs.append((item[0], parse_card(item[1])))
        draw = tuple(pairs)
        drawn = resolve_draw(players, draw)
        if drawn != dealer:
            raise InvalidNotation(
                f"deal: the draw makes P{drawn} the dealer, not P{dealer}",
                message=msg("poch-unreadable-deal-draw-dealer", drawn=drawn, dealer=dealer),
            )
    trump_text = data.get("trump")
    if not isinstance(trump_text, str):
        raise InvalidNotation(
            "deal: trump must be a card such as QH", message=msg("poch-unreadable-deal-trump")
        )
    try:
        trump = parse_card(trump_text)
    except InvalidNotation as exc:
        raise InvalidNotation(
            f"deal: bad trump card: {exc}",
            message=msg(
                "poch-unreadable-deal-trump-card",
                why=exc.message if exc.message is not None else msg("poch-unreadable-deal-trump"),
            ),
        ) from None
    hands_data = data.get("hands")
    if not isinstance(hands_data, list) or len(hands_data) != players:
        raise InvalidNotation(
            f"deal: hands must be a list of {players} lists of cards",
            message=msg("poch-unreadable-deal-hands", n=players),
        )
    masks = []
    seen = 0
    for hand in hands_data:
        if not isinstance(hand, list):
            raise InvalidNotation(
                "deal: each hand must be a list of cards", message=msg("poch-unreadable-deal-hand")
            )
        m = 0
        for text in hand:
            c = parse_card(text)
            if (seen | m) >> c & 1:
                raise InvalidNotation(
                    f"deal: {card_to_str(c)} is dealt twice",
                    message=msg("poch-unreadable-deal-twice", card=_card_message(c)),
                )
            m |= 1 << c
        seen |= m
        masks.append(m)
    if seen != (1 << DECK_SIZE) - 1:
        missing = ", ".join(cards_str(((1 << DECK_SIZE) - 1) & ~seen))
        raise InvalidNotation(
            f"deal: the whole pack must be dealt; missing {missing}",
            message=msg(
                "poch-unreadable-deal-missing",
                cards=tuple(_card_message(x) for x in cards_of(((1 << DECK_SIZE) - 1) & ~seen)),
            ),
        )
    expected = [0] * players
    order = turn_order(players, range(players), dealer)
    for i in range(DECK_SIZE):
        expected[order[i % players]] += 1
    sizes = [m.bit_count() for m in masks]
    if sizes != expected:
        raise InvalidNotation(
            f"deal: dealing one at a time from the dealer's left gives hands of {expected}"
            f" cards, not {sizes}",
            message=msg("poch-unreadable-deal-sizes", expected=tuple(expected), sizes=tuple(sizes)),
        )
    return tuple.__new__(RawDeal, (dealer, draw, trump, tuple(masks)))  # no Python frame: per deal


PERMUTATIONS: Final = math.factorial(DECK_SIZE)
_LEFT: Final = tuple(range(DECK_SIZE, 0, -1))


def _groups(limit: int) -> tuple[tuple[int, tuple[int, ...]], ...]:
    """`_LEFT` cut into runs whose product is below `limit`, each with that product: the digits
    of a run come off the big number with one division, then off a machine-size one."""
    groups: list[tuple[int, tuple[int, ...]]] = []
    run: list[int] = []
    product = 1
    for left in _LEFT:
        if product * left >= limit:
            groups.append((product, tuple(run)))
            run, product = [], 1
        run.append(left)
        product *= left
    groups.append((product, tuple(run)))
    return tuple(groups)


_GROUPS: Final = _groups(2**62)  # a compiled int below 2**62 is a machine word


def deal_pack(
    number: int, order: list[int], players: int
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Deal the shuffled pack number `number` (0 <= number < 32!) one card at a time to `order`.

    The shuffle is the permutation of that index in the factorial number system (an exact, uniform
    shuffle from one random draw): card k of the deal is the card at index `digit k` of the cards
    not yet dealt, in order. Returns the hand masks (all seats) and the owner of each card.
    """
    owner = [0] * DECK_SIZE
    pack = list(range(DECK_SIZE))  # the cards not yet dealt, in order
    dealt_cards: list[int] = []
    for product, run in _GROUPS:
        digits = number % product  # the run's mixed-radix digits, the first one lowest
        number //= product
        for left in run:
            dealt_cards.append(pack.pop(digits % left))  # `%` and `//`, not divmod: no tuple
            digits //= left
    # each seat's hand gathered in a machine word (a mask in a list would be a new object a card)
    masks = [0] * players
    k = len(order)
    for p in range(k):
        seat = order[p]
        mask = 0
        i = p
        while i < DECK_SIZE:
            c = dealt_cards[i]
            mask |= 1 << c
            owner[c] = seat
            i += k
        masks[seat] = mask
    return tuple(masks), tuple(owner)


def owners_of(hands: tuple[int, ...]) -> tuple[int, ...]:
    """The seat holding each card of a deal."""
    owner = [0] * DECK_SIZE
    for s, m in enumerate(hands):
        for c in cards_of(m):
            owner[c] = s
    return tuple(owner)


def draw_dealer(players: int, rng: random.Random) -> tuple[int, tuple[tuple[int, int], ...]]:
    """Draw for dealer: every seat draws a card, the highest deals, tied seats draw again.

    The cards come off the top of one pack shuffled as `shuffle` shuffles it, one step of its
    Fisher-Yates per card drawn: the step for the top position fixes the top card and the later
    steps never touch it, so the cards drawn are the whole shuffle's (the generator, of its own
    purpose, is left having drawn only for them).
    """
    pack = list(range(DECK_SIZE))
    left = DECK_SIZE  # the cards still in the pack: pack[:left], the top one last
    contenders = list(range(players))
    draws: list[tuple[int, int]] = []
    getrandbits = rng.getrandbits  # fetched once: `below_by` draws as `below` does
    while True:
        if left < len(contenders):
            return contenders[0], tuple(draws)
        chunk: list[tuple[int, int]] = []
        top = -1
        for s in contenders:
            left -= 1
            if left:
                j = below_by(getrandbits, left + 1)
                pack[left], pack[j] = pack[j], pack[left]
            c = pack[left]
            chunk.append((s, c))
            if c & 7 > top:
                top = c & 7
        draws.extend(chunk)
        contenders = [s for s, c in chunk if c & 7 == top]
        if len(contenders) == 1:
            return contenders[0], tuple(draws)


def _card_message(card: int) -> Message:
    """A card's name (imported late: the game's words import this module)."""
    from tapisvert.games.poch.messages import card_message

    return card_message(card)
