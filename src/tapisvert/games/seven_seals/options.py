"""The named house rules of Die Sieben Siegel, each with the sheet's default."""

from __future__ import annotations

from tapisvert.core.options import MAX_HANDS, Option

SABOTEUR_BASE_3P = Option(
    "saboteur_base_3p",
    "int",
    4,
    "The saboteur's base penalty at 3 players: 4 as the sheet says, or 5 as the published rules"
    " suggest to make the saboteur less attractive at three.",
    choices=(4, 5),
    players=(3,),
)

OPTION_SPECS: tuple[Option, ...] = (MAX_HANDS, SABOTEUR_BASE_3P)
