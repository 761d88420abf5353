"""Cards of familles: the shared Jeu des Sages deck (`core.sages`) plus the game's lookup tables.

Compiled with the rules (setup.py): the `Final` names are C constants there, not lookups.

A hand is a 60-bit mask (`1 << card id`); family f (0-based here, 1-based in notation) is the six
bits `6f .. 6f+5`. The tables below turn "which cards of family f does the asker hold" (a 6-bit
sub-mask) into the cards he may ask for and, per target seat, into ready-made action ids.
"""

from __future__ import annotations

from typing import Final

from tapisvert.core import sages

NUM_FAMILIES: Final = sages.NUM_FAMILIES
FAMILY_SIZE: Final = sages.FAMILY_SIZE
DECK_SIZE: Final = sages.DECK_SIZE
FULL_MASK: Final = sages.FULL_MASK
JEFA: Final = sages.JEFA
GRANDE_JEFA: Final = sages.GRANDE_JEFA
MAX_PLAYERS: Final = 6

# Cards dealt to each player, by player count [S]; the rest is the stock.
HAND_SIZE: Final = {2: 15, 3: 12, 4: 10, 5: 10, 6: 8}

card_to_str = sages.card_to_str
parse_card = sages.parse_card
card_name = sages.card_name
cards_of = sages.cards_of
family_of = sages.family_of

FAMILY_MASKS: Final = tuple(sages.family_mask(f + 1) for f in range(NUM_FAMILIES))

# MISSING[f * 64 + sub]: the cards of family f (0-based) that a hand holding `sub` lacks.
MISSING: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(f * FAMILY_SIZE + r for r in range(FAMILY_SIZE) if not sub >> r & 1)
    for f in range(NUM_FAMILIES)
    for sub in range(64)
)

# ASK_ROWS[t][f * 64 + sub]: the action ids "ask seat t for each card of family f not in sub".
ASK_ROWS: Final[tuple[tuple[tuple[int, ...], ...], ...]] = tuple(
    tuple(tuple(t * DECK_SIZE + c for c in missing) for missing in MISSING)
    for t in range(MAX_PLAYERS)
)


def family_name(family: int) -> str:
    """The name of family 1..10 ("Maya" for 6)."""
    return sages.FAMILY_NAMES[family - 1]


# HELD_KEYS[pos][sub]: for the two families 2pos and 2pos+1 (a 12-bit slice of a hand), the keys
# `f * 64 + held` (into MISSING / ASK_ROWS) of those of the two families the hand holds cards of.
HELD_KEYS: Final[tuple[tuple[tuple[int, ...], ...], ...]] = tuple(
    tuple(
        tuple((2 * pos + i) * 64 + (sub >> (6 * i) & 63) for i in range(2) if sub >> (6 * i) & 63)
        for sub in range(1 << 12)
    )
    for pos in range(NUM_FAMILIES // 2)
)
