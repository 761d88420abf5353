"""The sabias view of the shared Jeu des Sages deck: points, trump ranking, precomputed tables.

Ids, notation (`S7`, `6-V`) and family masks come from `tapisvert.core.sages`; this module adds
what only the trick-taking game needs: card points (218 in all), trick strength per led family,
and fast bitmask-to-list conversion for the hot path. Compiled with the rules (setup.py): the
`Final` names are C constants there, not module lookups.
"""

from __future__ import annotations

from itertools import combinations
from typing import Final

from tapisvert.core import sages

DECK: Final = sages.DECK_SIZE
SABIA_MASK: Final = sages.SABIA_MASK
JEFA: Final = sages.JEFA  # Sabia 1 (Ona)
GRANDE_JEFA: Final = sages.GRANDE_JEFA  # Sabia 10 (Chichimeca)
TRUMP_LEAD: Final = 10  # the "led family" index of a trick opened with a Sabia
TOTAL_POINTS: Final = 218
HALF_POINTS: Final = 109


def card_points(card: int) -> int:
    """Sabias 1 and 10: 10; Sabias 2..9: 6; a family card its numeral (V 5 ... I 1)."""
    fam, rank = divmod(card, sages.FAMILY_SIZE)
    if rank == sages.SABIA:
        return 10 if fam in (0, 9) else 6
    return rank + 1


POINTS: Final[tuple[int, ...]] = tuple(card_points(c) for c in range(DECK))
assert sum(POINTS) == TOTAL_POINTS

# Family index 0..9 of each card, or TRUMP_LEAD for a Sabia (the kind of trick it leads).
LED_BY: Final[tuple[int, ...]] = tuple(
    TRUMP_LEAD if sages.is_sabia(c) else c // sages.FAMILY_SIZE for c in range(DECK)
)


def sabia_number(card: int) -> int:
    """1..10 for a Sabia."""
    return card // sages.FAMILY_SIZE + 1


def _strength(led: int, card: int) -> int:
    """How strongly `card` holds a trick led in family index `led` (or TRUMP_LEAD).

    A trump is 10 + its number (11..20); a card of the led family is its rank 0..5 (its own Sabia
    is 5, above the Grand-Père: it has lost its trump role); any other card is -1 (a discard).
    """
    fam, rank = divmod(card, sages.FAMILY_SIZE)
    if led != TRUMP_LEAD and fam == led:
        return rank
    if rank == sages.SABIA:
        return 10 + fam + 1
    return -1


STRENGTH: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(_strength(led, c) for c in range(DECK)) for led in range(TRUMP_LEAD + 1)
)

# The Sabias above the trick's best strength: every Sabia while no trump holds the trick.
ABOVE: Final[tuple[int, ...]] = tuple(
    sum(1 << sages.sabia(k) for k in range(max(best - 10, 0) + 1, 11)) for best in range(21)
)

# Family masks by index 0..9, with and without their Sabia.
FAMILY: Final[tuple[int, ...]] = tuple(sages.family_mask(f) for f in range(1, 11))
FAMILY_PLAIN: Final[tuple[int, ...]] = tuple(m & ~SABIA_MASK for m in FAMILY)
SABIA_OF: Final[tuple[int, ...]] = tuple(1 << sages.sabia(f) for f in range(1, 11))

# The 252 ways to show five Sabias (numbers ascending), and their masks.
CONSEIL_SETS: Final[tuple[tuple[int, ...], ...]] = tuple(combinations(range(1, 11), 5))
CONSEIL_MASKS: Final[tuple[int, ...]] = tuple(
    sum(1 << sages.sabia(k) for k in combo) for combo in CONSEIL_SETS
)
CONSEIL_INDEX: Final[dict[int, int]] = {m: i for i, m in enumerate(CONSEIL_MASKS)}
CONSEIL_NUMBERS: Final[dict[tuple[int, ...], int]] = {
    combo: i for i, combo in enumerate(CONSEIL_SETS)
}


def is_grand(combo: tuple[int, ...]) -> bool:
    """Five Sabias with consecutive numbers make a GRAND CONSEIL."""
    return combo[4] - combo[0] == 4


# Bitmask -> ids, 12 bits at a time (two families per chunk).
_CHUNKS: Final[tuple[tuple[tuple[int, ...], ...], ...]] = tuple(
    tuple(tuple(base + i for i in range(12) if v >> i & 1) for v in range(4096))
    for base in range(0, DECK, 12)
)
C0: Final = _CHUNKS[0]
C1: Final = _CHUNKS[1]
C2: Final = _CHUNKS[2]
C3: Final = _CHUNKS[3]
C4: Final = _CHUNKS[4]


def ids_of(mask: int) -> list[int]:
    """The card ids of a 60-bit mask, ascending."""
    return [
        *C0[mask & 4095],
        *C1[mask >> 12 & 4095],
        *C2[mask >> 24 & 4095],
        *C3[mask >> 36 & 4095],
        *C4[mask >> 48 & 4095],
    ]


def mask_of(cards: list[int] | tuple[int, ...]) -> int:
    """The bitmask of some card ids."""
    m = 0
    for c in cards:
        m |= 1 << c
    return m


card_to_str = sages.card_to_str
parse_card = sages.parse_card
card_name = sages.card_name
FAMILY_NAMES: Final = sages.FAMILY_NAMES


def sort_key(card: int) -> tuple[int, int]:
    """Display order: Sabias (trumps) first by number, then families 1..10, V down to I."""
    fam, rank = divmod(card, sages.FAMILY_SIZE)
    if rank == sages.SABIA:
        return (0, fam)
    return (1 + fam, -rank)
