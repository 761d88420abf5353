"""The named house rules of sabias, each with the default RULINGS §1 sets."""

from __future__ import annotations

from tapisvert.core.options import MAX_HANDS, Option

FOUR_PLAYER_MODE = Option(
    "four_player_mode",
    "str",
    "teams",
    "At 4 players: teams (partners sitting opposite, seats 0+2 v 1+3) or individual (each for"
    " himself). No taking at 4 either way.",
    choices=("teams", "individual"),
    players=(4,),
)
JEFA_MADE_BONUS = Option(
    "jefa_made_bonus",
    "int",
    50,
    "Points for a made JEFA (the sheet says 50; its 1 v 4 example prices it 20). A failed JEFA"
    " always costs 20.",
    minimum=0,
)
ECART = Option(
    "ecart",
    "str",
    "margin",
    "The ecart: margin (taker camp's points - 109, the margin above half) or difference (taker"
    " camp's points - defenders' points). At 4 teams: half the gap or the whole gap.",
    choices=("margin", "difference"),
)
SABIA_MUST_FOLLOW_FAMILY = Option(
    "sabia_must_follow_family",
    "bool",
    True,
    "A Sabia counts as a card of its own family and must follow a lead in it; false: it may"
    " follow its family (losing its trump role) but does not oblige it.",
)
OVERTRUMP_PARTNER_EXEMPT = Option(
    "overtrump_partner_exempt",
    "bool",
    False,
    "A player void in the led family need not overtrump when a known partner holds the trick"
    " (he must still trump). Default: overtrump whenever able.",
)

OPTION_SPECS: tuple[Option, ...] = (
    FOUR_PLAYER_MODE,
    JEFA_MADE_BONUS,
    ECART,
    SABIA_MUST_FOLLOW_FAMILY,
    OVERTRUMP_PARTNER_EXEMPT,
    MAX_HANDS,
)
