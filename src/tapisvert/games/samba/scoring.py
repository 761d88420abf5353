"""Samba scoring as pure functions (testable with hand-computed numbers).

Melds are `melds.Meld` values: a group's or a sequence's cards, in the order they were laid.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any, Final

from tapisvert.games.samba.cards import VALUE
from tapisvert.games.samba.melds import (
    GROUP,
    SEQUENCE,
    Meld,
    canasta_kind,
    count_canastas,
    is_canasta,
)

NATURAL_CANASTA: Final = 500
MIXED_CANASTA: Final = 300
SAMBA_BONUS: Final = 1500
GOING_OUT: Final = 200
RED_THREE: Final = 100
ALL_RED_THREES: Final = 1000
UNLAID_RED_THREE_FINE: Final = 100
YES_NOT_OUT_FINE: Final = 100
# a withdrawn insufficient opening raises the side's initial minimum for the hand (irregularity 4b)
WITHDRAWN_OPENING_RAISE: Final = 10


def cards_value(cards: Iterable[int]) -> int:
    """The sum of the card values (joker 50, 2 and A 20, K..8 10, 7..4 5, black 3 5)."""
    return sum(VALUE[c] for c in cards)


def meld_bonus(meld: Meld) -> int:
    """500 for a natural canasta, 300 for a mixed one, 1500 for a samba, else 0."""
    kind = canasta_kind(meld)
    if kind == "samba":
        return SAMBA_BONUS
    if kind == "natural":
        return NATURAL_CANASTA
    if kind == "mixed":
        return MIXED_CANASTA
    return 0


def initial_minimum(score: int, top: int = 160) -> int:
    """The initial-meld minimum for a side whose score is `score` (top: 160, or 150 by option)."""
    if score < 0:
        return 15
    if score < 1500:
        return 50
    if score < 3000:
        return 90
    if score < 7000:
        return 120
    return top


def red_three_value(count: int) -> int:
    """100 per red three, 1000 for all six."""
    return ALL_RED_THREES if count == 6 else RED_THREE * count


def team_hand_score(
    melds: Sequence[Meld],
    red_threes: int,
    went_out: bool,
    hands: Sequence[Sequence[int]],
    unlaid_players: int = 0,
    fines: int = 0,
) -> dict[str, Any]:
    """One side's hand score and its breakdown.

    `hands` are the cards left in its members' hands (red threes excluded: a member still holding
    red threes is counted in `unlaid_players`, fined 100 each); `fines` are other fines (100 for a
    "yes" to "may I go out?" not followed by going out).
    """
    melded = natural = mixed = sambas = 0
    for m in melds:
        cards = m.cards
        for c in cards:
            melded += VALUE[c]
        if len(cards) >= 7:
            if m.kind is SEQUENCE:
                sambas += 1
            elif m.wilds == 0:
                natural += 1
            else:
                mixed += 1
    canastas = natural + mixed + sambas
    bonuses = natural * NATURAL_CANASTA + mixed * MIXED_CANASTA + sambas * SAMBA_BONUS
    red = red_three_value(red_threes)
    if canastas < 2:
        red = -red
    going_out = GOING_OUT if went_out else 0
    in_hand = 0
    for h in hands:
        for c in h:
            in_hand += VALUE[c]
    fine = unlaid_players * UNLAID_RED_THREE_FINE + fines
    total = melded + bonuses + going_out + red - in_hand - fine
    return {
        "melded": melded,
        "natural_canastas": natural,
        "mixed_canastas": mixed,
        "sambas": sambas,
        "bonuses": bonuses,
        "going_out": going_out,
        "red_threes": red,
        "in_hand": -in_hand,
        "fines": -fine,
        "total": total,
    }


__all__ = [
    "GROUP",
    "SEQUENCE",
    "Meld",
    "canasta_kind",
    "cards_value",
    "count_canastas",
    "initial_minimum",
    "is_canasta",
    "meld_bonus",
    "red_three_value",
    "team_hand_score",
]
