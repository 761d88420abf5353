"""Seven Seals in words: predictions, each trick with its seal, the round's last trick, and the
round's score as the sheet counts it."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from tapisvert.core.results import HandResult
from tapisvert.games.seven_seals import GAME
from tapisvert.games.seven_seals.state import SevenSealsState


def cards(letter: str, lo: int, hi: int) -> list[str]:
    return [f"{letter}{r}" for r in range(lo, hi + 1)]


# Dealer 2: seat 0 predicts first and leads. Seat 0 holds every red card (DEAL_RED_RUN), or
# seat 1 does and holds no yellow (DEAL_TRUMP), as in test_seven_seals_rules.py.
DEAL_RED_RUN: dict[str, Any] = {
    "dealer": 2,
    "hands": [
        cards("R", 1, 9) + cards("Y", 1, 6),
        cards("Y", 7, 9) + cards("G", 1, 9) + cards("B", 1, 3),
        cards("B", 4, 9) + cards("V", 1, 9),
    ],
}
DEAL_TRUMP: dict[str, Any] = {
    "dealer": 2,
    "hands": [
        cards("Y", 1, 9) + cards("G", 1, 6),
        cards("R", 1, 9) + cards("G", 7, 9) + cards("B", 1, 3),
        cards("B", 4, 9) + cards("V", 1, 9),
    ],
}


def new(deal: dict[str, Any], **options: object) -> SevenSealsState:
    state = GAME.new(3, 7, deal=deal, **options)
    assert isinstance(state, SevenSealsState)
    return state


def _told(state: SevenSealsState, text: str, seat: int | None) -> list[str]:
    before = state.clone()
    action = state.apply_text(text)
    return GAME.narrate(before, action, state, seat)


def test_predictions_and_a_trick_with_its_seal() -> None:
    state = new(DEAL_TRUMP)
    assert _told(state, "take yellow", 1) == ["P0 took a yellow seal."]
    assert _told(state, "done", 1) == ["P0 finished predicting with 1 yellow."]
    assert _told(state, "saboteur", 2) == ["P1 took the saboteur and predicted no seal."]
    assert _told(state, "done", 0) == [
        "P2 finished predicting with no seal: no trick to win.",
        "You lead the first trick.",
    ]
    assert _told(state, "play Y1", None) == ["P0 played Y1."]
    state.apply_text("play R1")
    assert _told(state, "play B4", 0) == [
        "P2 played B4.",
        "P1 won the trick (you Y1, P1 R1, P2 B4): the saboteur gives and takes no seal.",
    ]


def test_a_black_seal_and_the_rounds_last_trick() -> None:
    state = new(DEAL_RED_RUN, max_hands=1)
    for text in ("done", "done", "done", "play R1", "play Y7", "play B4"):
        told = _told(state, text, None)
    assert told[-1] == (
        "P0 won the trick (P0 R1, P1 Y7, P2 B4): P0 had no seal to give back and took a black seal."
    )
    while True:
        before = state.clone()
        action = state.legal_actions()[0]
        state.apply(action)
        told = GAME.narrate(before, action, state, None)
        if state.to_act is None:
            break
    assert " won the trick (" in told[-2] and told[-1] == "Round 1 is over."
    assert "took a black seal" in told[-2] or "no black seal is left" in told[-2]


def test_the_sheet_examples_broken_down() -> None:
    detail = {
        "dealer": 0,
        "saboteur": 1,
        "saboteur_base": 4,
        "black_by_others": 3,
        "seals_left": [
            {"red": 2, "yellow": 0, "green": 0, "blue": 0, "violet": 0, "white": 1, "black": 3},
            {k: 0 for k in ("red", "yellow", "green", "blue", "violet", "white", "black")},
            {"red": 0, "yellow": 0, "green": 0, "blue": 0, "violet": 0, "white": 0, "black": 0},
        ],
        "scores": [-17, -1, 0],
    }
    result = HandResult((Fraction(-17), Fraction(-1), Fraction(0)), detail)
    assert GAME.describe_hand(result, 2) == [
        "Seals still held (a colour -2, black -3, white -4):",
        "  P0: 2 red x -2, 1 white x -4 and 3 black x -3 = -17",
        "  P1: the saboteur: -4 + 3 black seals taken by the others (never above 0) = -1",
        "  you: no seal = 0",
    ]
