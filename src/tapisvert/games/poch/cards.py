"""The 32-card piquet pack of poch: ids, bitmasks and notation.

Card ids are 0..31: `id = suit * 8 + rank`, ranks 0..7 for 7 8 9 10 J Q K A, suits 0..3 for
spades, hearts, diamonds, clubs (espadas, copas, ouros, paus). A suit is eight consecutive ids, so
the next higher card of a run is `id + 1` and a hand fits a 32-bit mask.

Notation: rank then suit, `7S`, `10H`, `QD`, `AC` (`T` is accepted for the ten; case is ignored).
"""

from __future__ import annotations

from typing import Final

from tapisvert.core.bits import cards_of
from tapisvert.core.errors import InvalidNotation
from tapisvert.core.messages import msg

# `Final`: the compiled rules (setup.py) read these as constants, not as module lookups.
NUM_SUITS: Final = 4
NUM_RANKS: Final = 8
DECK_SIZE: Final = 32
FULL_MASK: Final = (1 << DECK_SIZE) - 1

RANKS = ("7", "8", "9", "10", "J", "Q", "K", "A")
SUITS = ("S", "H", "D", "C")
SUIT_NAMES = ("spades", "hearts", "diamonds", "clubs")
SUIT_NAMES_PT = ("espadas", "copas", "ouros", "paus")
SUIT_SYMBOLS = ("♠", "♥", "♦", "♣")
RANK_NAMES = ("seven", "eight", "nine", "ten", "jack", "queen", "king", "ace")
RANK_PLURALS = ("sevens", "eights", "nines", "tens", "jacks", "queens", "kings", "aces")

SEVEN, EIGHT, NINE, TEN, JACK, QUEEN, KING, ACE = range(8)

_CARD_STRS = tuple(r + s for s in SUITS for r in RANKS)
_PARSE: dict[str, int] = {}
for _i, _s in enumerate(_CARD_STRS):
    _PARSE[_s] = _i
    if _s.startswith("10"):
        _PARSE["T" + _s[2:]] = _i


def card(rank: int, suit: int) -> int:
    """The id of `rank` (0..7 for 7..A) of `suit` (0..3 for S H D C)."""
    return suit * NUM_RANKS + rank


def rank_of(card_id: int) -> int:
    """The rank index 0..7 (7 8 9 10 J Q K A) of a card."""
    return card_id & 7


def suit_of(card_id: int) -> int:
    """The suit index 0..3 (S H D C) of a card."""
    return card_id >> 3


def suit_mask(suit: int) -> int:
    """The bitmask of the eight cards of a suit."""
    return 0xFF << (suit * NUM_RANKS)


def card_to_str(card_id: int) -> str:
    """`7S`, `10H`, `AC`."""
    if not 0 <= card_id < DECK_SIZE:
        raise InvalidNotation(
            f"no such card id: {card_id}", message=msg("poch-unreadable-card-id", id=card_id)
        )
    return _CARD_STRS[card_id]


def card_name(card_id: int) -> str:
    """A card's full name: "ace of hearts (AH)"."""
    return f"{RANK_NAMES[card_id & 7]} of {SUIT_NAMES[card_id >> 3]} ({_CARD_STRS[card_id]})"


def parse_card(text: str) -> int:
    """The card that `text` denotes (`7S`, `10h`, `th`, `AC`), or InvalidNotation."""
    if isinstance(text, str):
        found = _PARSE.get(text.strip().upper())
        if found is not None:
            return found
    raise InvalidNotation(
        f"{text!r} is not a card: write the rank 7 8 9 10 J Q K A then the suit S H D C"
        " (spades, hearts, diamonds, clubs), such as 7S, 10H, QD, AC",
        message=msg("poch-unreadable-card", text=str(text)),
    )


def cards_str(mask: int) -> list[str]:
    """The notation of every card of a mask, in id order (suit by suit, rank ascending)."""
    return [_CARD_STRS[c] for c in cards_of(mask)]
