"""The options of Samba (the sheet's allowed variants), with their defaults."""

from __future__ import annotations

from tapisvert.core.options import MAX_HANDS, Option

HAND_SIZE = Option(
    "hand_size", "int", 15, "Cards dealt to each player (15; 13 allowed).", choices=(15, 13)
)
INITIAL_MELD_7000 = Option(
    "initial_meld_7000",
    "int",
    160,
    "Initial-meld minimum of a side with 7000 points or more (160; 150 allowed).",
    choices=(160, 150),
)
TARGET_SCORE = Option(
    "target_score",
    "int",
    10000,
    "The score that ends the match (10,000).",
    minimum=1,
)

OPTION_SPECS: tuple[Option, ...] = (HAND_SIZE, INITIAL_MELD_7000, TARGET_SCORE, MAX_HANDS)
