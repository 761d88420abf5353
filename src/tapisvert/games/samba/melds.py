"""Melds on the table: groups of one rank and sequences of one suit, and what makes a canasta.

A group is three or more cards of one rank (4..A, or black threes when going out) with at most
two wild cards; a sequence is three to seven naturals running in one suit (4..A), without wild
cards. A group of seven or more is a canasta (natural without wild cards, mixed with them); a
sequence of seven is a samba.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum
from typing import Final, Literal

from tapisvert.games.samba.cards import card_to_str, kind, rank_text

CANASTA_SIZE: Final = 7  # a group this big is a canasta; a sequence this long is a samba
MAX_WILDS: Final = 2  # wild cards in one group


class MeldKind(IntEnum):
    GROUP = 0
    SEQUENCE = 1


GROUP: Final = MeldKind.GROUP
SEQUENCE: Final = MeldKind.SEQUENCE


@dataclass(slots=True, init=False)
class Meld:
    """One meld of a side. Groups use `rank` and `wilds`; sequences use `suit` and `low`.

    A meld is never changed once made: laying a card on it, or merging it, replaces it with a
    new one (so that copies of a state share their melds). Not `frozen`, because a frozen
    dataclass is four times slower to build, and melds are built on the hot path of search.
    Its `__init__` is written out rather than generated: compiled, the generated one is an
    interpreted function, some 2,300 instructions a meld.
    """

    kind: MeldKind
    rank: int  # a group's rank (3..14); 0 for a sequence
    suit: int  # a sequence's suit (0..3); -1 for a group
    low: int  # a sequence's lowest rank (4..12); 0 for a group
    wilds: int  # a group's wild cards (0..2); 0 for a sequence
    cards: tuple[int, ...]  # in the order laid; a sequence's from low to high

    def __init__(
        self, kind: MeldKind, rank: int, suit: int, low: int, wilds: int, cards: tuple[int, ...]
    ) -> None:
        self.kind = kind
        self.rank = rank
        self.suit = suit
        self.low = low
        self.wilds = wilds
        self.cards = cards

    @property
    def size(self) -> int:
        """How many cards the meld holds."""
        return len(self.cards)

    @property
    def naturals(self) -> int:
        """A group's natural cards."""
        return len(self.cards) - self.wilds

    @property
    def high(self) -> int:
        """A sequence's highest rank."""
        return self.low + len(self.cards) - 1


def group(rank: int, wilds: int, cards: tuple[int, ...]) -> Meld:
    """A group of `rank` holding `cards`, `wilds` of them wild."""
    return Meld(GROUP, rank, -1, 0, wilds, cards)


def sequence(suit: int, low: int, cards: tuple[int, ...]) -> Meld:
    """A sequence of `suit` from `low`, `cards` from low to high."""
    return Meld(SEQUENCE, 0, suit, low, 0, cards)


def is_canasta(meld: Meld) -> bool:
    """A group of seven or more, or a samba (a sequence of seven)."""
    return len(meld.cards) >= CANASTA_SIZE


def count_canastas(melds: list[Meld]) -> int:
    """How many canastas and sambas a side holds. (A list, not any sequence: compiled, a list
    is read natively, a sequence through the iterator protocol.)"""
    n = 0
    for m in melds:
        if len(m.cards) >= CANASTA_SIZE:
            n += 1
    return n


CanastaKind = Literal["samba", "natural", "mixed"]


def canasta_kind(meld: Meld) -> CanastaKind | None:
    """ "samba", "natural", "mixed" or None for a meld that is not (yet) a canasta."""
    if len(meld.cards) < CANASTA_SIZE:
        return None
    if meld.kind is SEQUENCE:
        return "samba"
    return "natural" if meld.wilds == 0 else "mixed"


def meld_name(meld: Meld) -> str:
    """`group of 7s`, `sequence 4H-7H`."""
    if meld.kind is GROUP:
        return f"group of {rank_text(meld.rank)}s"
    lo = card_to_str(kind(meld.suit, meld.low))
    hi = card_to_str(kind(meld.suit, meld.high))
    return f"sequence {lo}-{hi}"
