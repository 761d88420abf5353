"""The Seven Seals pack and its notation.

Five colours, red (always trump), yellow, green, blue and violet, each numbered 1..15. A card's id
is `colour * 15 + (rank - 1)`, so a colour is 15 consecutive ids, red is ids 0..14, and a hand
fits a 75-bit mask. Fewer ranks are used at 3 players (1..9) and 4 players (1..12); the ids stay
the same.

Card notation: the colour's initial and the rank: `R15` red 15, `Y3` yellow 3, `G7`, `B12`, `V3`
violet 3.

Seal kinds: the five colours (0..4, as the cards), white (5, the joker) and black (6, the penalty).
"""

from __future__ import annotations

from typing import Final

from tapisvert.core.errors import InvalidNotation
from tapisvert.core.messages import msg

# `Final`: the compiled rules (setup.py) read these as constants, not as module lookups.
RED: Final = 0
YELLOW: Final = 1
GREEN: Final = 2
BLUE: Final = 3
VIOLET: Final = 4
WHITE: Final = 5
BLACK: Final = 6
NUM_COLOURS: Final = 5
NUM_KINDS: Final = 7
RANKS: Final = 15
DECK_SIZE: Final = NUM_COLOURS * RANKS
HAND_SIZE: Final = 15

COLOUR_NAMES: Final = ("red", "yellow", "green", "blue", "violet")
KIND_NAMES: Final = (*COLOUR_NAMES, "white", "black")
LETTERS: Final = "RYGBV"

# Seals in the centre at the start of every round [S, A]: red 5, yellow/green/blue/violet 3,
# white 4, black 6.
SEAL_SUPPLY: Final = (5, 3, 3, 3, 3, 4, 6)

# Ranks in play by player count [S].
MAX_RANK: Final = {3: 9, 4: 12, 5: 15}

COLOUR_MASK: Final = tuple(((1 << RANKS) - 1) << (c * RANKS) for c in range(NUM_COLOURS))


def card(colour: int, rank: int) -> int:
    """The id of `rank` (1..15) of `colour` (0..4)."""
    return colour * RANKS + rank - 1


def colour_of(card_id: int) -> int:
    return card_id // RANKS


def rank_of(card_id: int) -> int:
    return card_id % RANKS + 1


def pack(players: int) -> list[int]:
    """The card ids in play at `players` players, in id order (a new list: each deal shuffles
    one)."""
    return list(_PACKS[players])


_PACKS: Final = {
    players: tuple(card(c, r) for c in range(NUM_COLOURS) for r in range(1, top + 1))
    for players, top in MAX_RANK.items()
}


def card_to_str(card_id: int) -> str:
    """`R15`, `V3`..."""
    if not 0 <= card_id < DECK_SIZE:
        raise InvalidNotation(
            f"no such card id: {card_id}", message=msg("seven-seals-unreadable-card-id", id=card_id)
        )
    return f"{LETTERS[card_id // RANKS]}{card_id % RANKS + 1}"


def card_name(card_id: int) -> str:
    """ "red 15", "violet 3"."""
    return f"{COLOUR_NAMES[card_id // RANKS]} {card_id % RANKS + 1}"


def parse_card(text: str) -> int:
    """The card that `text` denotes (`R15`, `v3`), or InvalidNotation."""
    t = text.strip().upper()
    if len(t) >= 2 and t[0] in LETTERS and t[1:].isdigit():
        rank = int(t[1:])
        if 1 <= rank <= RANKS and t[1] != "0":
            return card(LETTERS.index(t[0]), rank)
    raise InvalidNotation(
        f"{text!r} is not a card: write a colour letter (R red, Y yellow, G green, B blue,"
        " V violet) and a number 1..15, such as R15 or V3",
        message=msg("seven-seals-unreadable-card", text=text),
    )


def parse_kind(text: str, *, seals: tuple[int, ...] = (RED, YELLOW, GREEN, BLUE, VIOLET)) -> int:
    """A seal kind among `seals`, from its name or initial (`red`, `r`, `white`, `w`)."""
    t = text.strip().lower()
    for k in seals:
        name = KIND_NAMES[k]
        if t in (name, name[0]) or (k == BLACK and t == "k"):
            return k
    names = ", ".join(KIND_NAMES[k] for k in seals)
    raise InvalidNotation(
        f"{text!r} is not a seal colour here; expected one of: {names}",
        message=msg(
            "seven-seals-unreadable-colour",
            text=text,
            colours=tuple(msg("seven-seals-colour", colour=KIND_NAMES[k]) for k in seals),
        ),
    )


def cards_of(mask: int) -> list[int]:
    """The card ids of a bitmask, in increasing order."""
    ids = []
    while mask:
        low = mask & -mask
        ids.append(low.bit_length() - 1)
        mask ^= low
    return ids


_COLOUR_CARDS: Final[dict[int, tuple[int, ...]]] = {}


def colour_cards(mask: int) -> tuple[int, ...]:
    """The card ids of a mask holding cards of ONE colour (memoised: at most 5 * 2**15 masks)."""
    out = _COLOUR_CARDS.get(mask)
    if out is None:
        out = _COLOUR_CARDS[mask] = tuple(cards_of(mask))
    return out


def mask_of(cards: list[int] | tuple[int, ...]) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def trick_winner(cards: list[int] | tuple[int, ...]) -> int:
    """The index in `cards` (play order, leader first) of the card that wins the trick [S].

    The highest red wins; with no red, the highest card of the led colour.
    """
    best = 0
    top = cards[0]
    led = top // RANKS
    if top < RANKS:  # red led: highest red
        for i in range(1, len(cards)):
            c = cards[i]
            if c < RANKS and c > top:
                best, top = i, c
        return best
    trumped = False
    for i in range(1, len(cards)):
        c = cards[i]
        if c < RANKS:
            if not trumped or c > top:
                best, top, trumped = i, c, True
        elif not trumped and c // RANKS == led and c > top:
            best, top = i, c
    return best
