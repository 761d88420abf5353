"""The Seven Seals tutorial: a first round at three players, the learner predicting first.

The deal (seed 172, written out below) shows the core of the game in one round: the learner
claims two seals (a master yellow, a red trump), declines the saboteur, whom the next player then
takes; the third player steals the learner's red seal, who gets the white joker in exchange. The
learner wins exactly two tricks, gives back a seal after each (choosing yellow over the joker
once), then ducks every trick and ends the round with no seal: 0 points, while the other player
takes three black seals (-9) and the saboteur scores -4 + 3 = -1.

The other seats' moves are those of the heuristic bot (`policy.strategy`) on this deal, pasted
here as data; the learner's are the strategy's too (tests/games/seven-seals), but for two
prediction choices made to teach: declining the saboteur, and stopping at two seals where the
heuristic gambles on a third, blue one (on this deal it would be kept: -2).
"""

from __future__ import annotations

from tapisvert.core.messages import Arg, Message, Who, msg
from tapisvert.core.tutorial import Step, Tutorial
from tapisvert.games.seven_seals.speech import card_message, colour_message

LEARNER = 1
P0 = Who(0)
P2 = Who(2)

# card ids: colour * 15 + rank - 1 (red 0, yellow 1, green 2, blue 3, violet 4)
R4, R5 = 3, 4
Y1, Y2, Y3, Y4, Y9 = 15, 16, 17, 18, 23
G7, G8, G9 = 36, 37, 38
B1, B2, B3, B4, B5, B8 = 45, 46, 47, 48, 49, 52
V4, V5, V6, V7 = 63, 64, 65, 66
RED, YELLOW, GREEN = 0, 1, 2


def _tut(name: str, **args: Arg) -> Message:
    return msg(f"seven-seals-tut-{name}", **args)


def _learn(move: str, name: str, **args: Arg) -> Step:
    """A learner's step: `seven-seals-tut-NAME` explains it, `...-NAME-wrong` answers the rest."""
    return Step(LEARNER, move, say=_tut(name, **args), wrong=_tut(f"{name}-wrong", **args))


def _throw(move: str, card: int, led: int) -> Step:
    return _learn(move, "throw", card=card_message(card), led=colour_message(led))


DEAL = {
    "dealer": 0,
    "hands": [
        ["R2", "R5", "R6", "R7", "R8", "R9", "Y4", "Y5", "G2", "G4", "G6", "G8", "G9", "V3", "V7"],
        ["R4", "Y1", "Y2", "Y3", "Y9", "G7", "B1", "B2", "B3", "B4", "B5", "B8", "V4", "V5", "V6"],
        ["R1", "R3", "Y6", "Y7", "Y8", "G1", "G3", "G5", "B6", "B7", "B9", "V1", "V2", "V8", "V9"],
    ],
}

TUTORIAL = Tutorial(
    game="seven-seals",
    players=3,
    seed=172,
    seat=LEARNER,
    deal=DEAL,
    intro=_tut("intro"),
    outro=_tut("outro", p=P0, sab=P2),
    steps=(
        # --- the predictions: the learner claims seals, P2 takes the saboteur, P0 steals
        _learn("take yellow", "take-yellow", card=card_message(Y9)),
        _learn("take red", "take-red", card=card_message(R4), short=card_message(G7)),
        _learn("done", "done"),
        Step(2, "saboteur", say=_tut("saboteur", p=P2)),
        Step(0, "take red"),
        Step(0, "take red"),
        Step(0, "take red"),
        Step(0, "take red"),
        Step(0, "take green"),
        Step(0, "steal red 1", say=_tut("stolen", p=P0)),
        Step(0, "take green"),
        Step(0, "take green"),
        Step(0, "done", say=_tut("predictions-over", p=P0)),
        # --- trick 1: the learner's master yellow, then a seal to give back (a real choice)
        _learn("play Y9", "lead-master", card=card_message(Y9)),
        Step(2, "play Y8"),
        Step(0, "play Y5"),
        _learn("give yellow", "give"),
        # --- trick 2: the white joker pays for a trick the saboteur lets the learner win
        _learn("play V6", "lead-joker", card=card_message(V6)),
        Step(2, "play V2", say=_tut("saboteur-ducks", p=P2)),
        Step(0, "play V3"),
        # --- no seal left: every trick from now on would cost a black seal
        _learn("play B5", "lead-lose", card=card_message(B5)),
        Step(2, "play B6"),
        Step(0, "play R5", say=_tut("trumped", p=P0, card=card_message(R5))),
        Step(0, "play R6"),
        _learn("play R4", "forced", card=card_message(R4), colour=colour_message(RED)),
        Step(2, "play R3"),
        Step(0, "play G8"),
        _learn("play G7", "forced", card=card_message(G7), colour=colour_message(GREEN)),
        Step(2, "play G5"),
        Step(0, "play V7"),
        _learn("play V5", "duck", card=card_message(V5), over=card_message(V7)),
        Step(2, "play V1"),
        Step(0, "play Y4", say=_tut("black", p=P0, sab=P2)),
        _learn("play Y3", "duck", card=card_message(Y3), over=card_message(Y4)),
        Step(2, "play Y7", say=_tut("saboteur-wins", p=P2)),
        Step(2, "play G3"),
        Step(0, "play G2"),
        _learn("play B8", "throw-first", card=card_message(B8), led=colour_message(GREEN)),
        Step(2, "play G1"),
        Step(0, "play G4"),
        _learn("play Y2", "throw-yellow", card=card_message(Y2), led=colour_message(GREEN)),
        Step(0, "play R9"),
        _throw("play Y1", Y1, RED),
        Step(2, "play R1"),
        Step(0, "play G9"),
        _learn("play B4", "throw-tie", card=card_message(B4), other=card_message(V4)),
        Step(2, "play B9"),
        Step(0, "play G6"),
        _throw("play B3", B3, GREEN),
        Step(2, "play V9"),
        Step(0, "play R8"),
        _throw("play V4", V4, RED),
        Step(2, "play V8"),
        Step(0, "play R7"),
        _throw("play B2", B2, RED),
        Step(2, "play B7"),
        Step(0, "play R2"),
        _learn("play B1", "last", card=card_message(B1)),
        Step(2, "play Y6"),
    ),
)

__all__ = ["TUTORIAL"]
