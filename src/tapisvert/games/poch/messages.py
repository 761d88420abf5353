"""The messages poch's words are built from: cards, suits, piles, sets, seats.

A card is `poch-card` (its name, "seven of hearts": `Game.card_message`) or `poch-card-short`
(its index as printed in the corner, "7♥", for the cards laid in runs and shown at a showdown);
both take the tokens `rank` (`seven` .. `ace`) and `suit` (`spades` .. `clubs`). A pile is
`poch-pile` with a token (`ace` .. `seven-eight-nine`), a set `poch-set-<size>` with its rank.
The catalogues (`locales/<lang>.ftl`) turn them into words; nothing here is a sentence.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from tapisvert.core.messages import Message, Who, msg
from tapisvert.games.poch.cards import SUIT_NAMES, SUITS, rank_of, suit_of
from tapisvert.games.poch.scoring import PILE_NAMES

RANK_TOKENS = ("seven", "eight", "nine", "ten", "jack", "queen", "king", "ace")
SUIT_TOKENS = SUIT_NAMES  # spades hearts diamonds clubs
PILE_TOKENS = ("ace", "king", "queen", "jack", "ten", "king-queen", "seven-eight-nine")


def card_message(card: int) -> Message:
    """A card's name: `poch-card` ("seven of hearts", "sept de cœur", "sete de copas")."""
    return msg("poch-card", rank=RANK_TOKENS[rank_of(card)], suit=SUIT_TOKENS[suit_of(card)])


def card_short(card: int) -> Message:
    """A card's corner index: `poch-card-short` ("7♥", "V♣")."""
    return msg("poch-card-short", rank=RANK_TOKENS[rank_of(card)], suit=SUIT_TOKENS[suit_of(card)])


def cards_short(cards: Iterable[int]) -> tuple[Message, ...]:
    """Several cards by their corner indices, in the order given."""
    return tuple(card_short(c) for c in cards)


def suit_message(suit: int) -> Message:
    """A suit's name (`suit` 0..3, S H D C): "spades", "pique", "espadas"."""
    return msg("poch-suit", suit=SUIT_TOKENS[suit])


def suit_of_letter(letter: str) -> int:
    """The suit index of a notation letter (S H D C)."""
    return SUITS.index(letter)


def pile_message(pile: int) -> Message:
    """A pile's name (`pile` 0..6 in the order A K Q J 10 K+Q 7-8-9)."""
    return msg("poch-pile", pile=PILE_TOKENS[pile])


def pile_index(name: str) -> int:
    """The index of a pile by its name in the views (`A`, `K+Q`, `7-8-9`)."""
    return PILE_NAMES.index(name)


def seat(seat: int) -> Message:
    """A seat as a list item (the shared `seat`: `you` in the reader's language, or its name):
    a `Who` inside a tuple would reach the catalogue as the bare token."""
    return msg("seat", p=Who(seat))


def set_message(shown: Sequence[int], trump_suit: int) -> Message:
    """The set shown at a showdown, from its cards (all of one rank) and the trump suit: a pair,
    three or four of a kind, or a hand's highest card; a pair or a high card holding the trump
    says so (it decides between sets of the same rank)."""
    size = len(shown)
    rank = RANK_TOKENS[rank_of(shown[0])]
    trump = "yes" if any(suit_of(c) == trump_suit for c in shown) else "no"
    if size == 1:
        return msg("poch-set-high", rank=msg("poch-rank", rank=rank), trump=trump)
    ranks = msg("poch-ranks", rank=rank)
    if size == 2:
        return msg("poch-set-pair", rank=ranks, trump=trump)
    if size == 3:
        return msg("poch-set-three", rank=ranks)
    return msg("poch-set-four", rank=ranks)


__all__ = [
    "PILE_TOKENS",
    "RANK_TOKENS",
    "SUIT_TOKENS",
    "card_message",
    "card_short",
    "cards_short",
    "pile_index",
    "pile_message",
    "seat",
    "set_message",
    "suit_message",
    "suit_of_letter",
]
