"""The options (house rules) of poch, with their defaults."""

from __future__ import annotations

from tapisvert.core.options import MAX_HANDS, Option

STARTING_CHIPS = Option(
    "starting_chips",
    "int",
    100,
    "Chips each player starts with (the sheet: agreed by the players).",
    minimum=1,
)
BET_REQUIRES_PAIR = Option(
    "bet_requires_pair",
    "bool",
    False,
    "Only a player holding at least a pair may open, match or raise (pagat's rule); by default a"
    " hand without a pair may bet too and is ranked by its highest card.",
)
NEW_RUN_OTHER_SUIT = Option(
    "new_run_other_suit",
    "bool",
    False,
    "After a run ends on its ace, the next run must start in another suit when the leader holds"
    " one (the sheet's literal words); by default the leader may start any card.",
)
MAX_DEALS = Option(
    "max_deals",
    "int",
    None,
    "Play at most this many deals; then the most chips wins. None: play until one player has"
    " chips.",
    minimum=1,
    nullable=True,
)

OPTION_SPECS = (STARTING_CHIPS, BET_REQUIRES_PAIR, NEW_RUN_OTHER_SUIT, MAX_DEALS, MAX_HANDS)
