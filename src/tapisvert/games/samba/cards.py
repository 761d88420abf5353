"""The Samba pack: three standard 52-card packs plus six jokers (162 cards).

Card ids are *kinds*, not physical cards: the three copies of the seven of hearts share one id, so
a hand is a list of 53 counts and `card_inventory()` lists every id as often as the card exists.
`kind = suit * 13 + (rank - 2)` with suits C, D, H, S (0..3) and ranks 2..14 (A = 14); the joker
is 52.

Notation: rank then suit, `AS`, `10H`, `2C`, `7D`; the joker is `JK`.
"""

from __future__ import annotations

from typing import Final

from tapisvert.core.errors import InvalidNotation
from tapisvert.core.messages import msg

SUITS: Final = "CDHS"
SUIT_NAMES: Final = ("clubs", "diamonds", "hearts", "spades")
RANK_TEXT: Final = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
JOKER: Final = 52
NUM_KINDS: Final = 53
PACK_SIZE: Final = 162
ACE: Final = 14

RED_THREES: Final = (1 * 13 + 1, 2 * 13 + 1)  # 3D, 3H
BLACK_THREES: Final = (0 * 13 + 1, 3 * 13 + 1)  # 3C, 3S
TWOS: Final = (0, 13, 26, 39)  # 2C, 2D, 2H, 2S
WILDS: Final = (JOKER, *TWOS)


def kind(suit: int, rank: int) -> int:
    """The id of the card of `suit` (0..3 for C D H S) and `rank` (2..14)."""
    return suit * 13 + rank - 2


def suit_of(card: int) -> int:
    """The suit 0..3 of a non-joker card."""
    return card // 13


def rank_of(card: int) -> int:
    """The rank 2..14 of a card; 0 for the joker."""
    return 0 if card == JOKER else card % 13 + 2


def _value(card: int) -> int:
    if card == JOKER:
        return 50
    rank = rank_of(card)
    if rank in (2, ACE):
        return 20
    if rank >= 8:
        return 10
    if rank >= 4:
        return 5
    return 5 if card in BLACK_THREES else 0  # a red three is scored apart


VALUE: Final[tuple[int, ...]] = tuple(_value(c) for c in range(NUM_KINDS))
IS_WILD: Final[tuple[bool, ...]] = tuple(c in WILDS for c in range(NUM_KINDS))
IS_RED3: Final[tuple[bool, ...]] = tuple(c in RED_THREES for c in range(NUM_KINDS))
IS_BLACK3: Final[tuple[bool, ...]] = tuple(c in BLACK_THREES for c in range(NUM_KINDS))
# A natural card that can be melded in groups and sequences: 4..A of any suit.
IS_NATURAL: Final[tuple[bool, ...]] = tuple(
    c != JOKER and rank_of(c) >= 4 for c in range(NUM_KINDS)
)

PACK: Final[tuple[int, ...]] = tuple(sorted([c for c in range(52)] * 3 + [JOKER] * 6))


def card_to_str(card: int) -> str:
    """`AS`, `10H`, `JK`."""
    if card == JOKER:
        return "JK"
    if not 0 <= card < JOKER:
        raise InvalidNotation(
            f"no such card id: {card}", message=msg("samba-unreadable-card-id", id=card)
        )
    return RANK_TEXT[card % 13] + SUITS[card // 13]


def parse_card(text: str) -> int:
    """The card that `text` denotes (`AS`, `10h`, `TH`, `jk`), or InvalidNotation."""
    t = text.strip().upper()
    if t in ("JK", "JOKER"):
        return JOKER
    if len(t) >= 2 and t[-1] in SUITS:
        rank_text = t[:-1]
        if rank_text == "T":
            rank_text = "10"
        if rank_text in RANK_TEXT:
            return kind(SUITS.index(t[-1]), RANK_TEXT.index(rank_text) + 2)
    raise InvalidNotation(
        f"{text!r} is not a card: write rank then suit (AS, 10H, 2C, 7D; suits C D H S) or JK",
        message=msg("samba-unreadable-card", text=text),
    )


def parse_rank(text: str) -> int:
    """A rank 2..14 from `7`, `10`, `Q`, `A`, or InvalidNotation."""
    t = text.strip().upper()
    if t == "T":
        t = "10"
    if t in RANK_TEXT:
        return RANK_TEXT.index(t) + 2
    raise InvalidNotation(
        f"{text!r} is not a rank: write 2..10, J, Q, K or A",
        message=msg("samba-unreadable-rank", text=text),
    )


def rank_text(rank: int) -> str:
    """`7`, `10`, `Q`, `A`."""
    return RANK_TEXT[rank - 2]


def sort_key(card: int) -> tuple[int, int]:
    """Display order: jokers and twos first, then by rank, then suit."""
    if card == JOKER:
        return (0, 0)
    rank = rank_of(card)
    return (1 if rank == 2 else rank, suit_of(card))
