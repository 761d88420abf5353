"""Seven Seals in words: predictions, each trick with its seal, the round's last trick, and the
round's score as the sheet counts it; every event public, every message in the catalogues."""

from __future__ import annotations

import random
from fractions import Fraction
from typing import Any

from tapisvert.core.messages import Who, msg
from tapisvert.core.results import HandResult
from tapisvert.games.seven_seals import GAME
from tapisvert.games.seven_seals.state import SevenSealsState
from tapisvert.words import Words, breakdown, tell


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


def _told(state: SevenSealsState, text: str, seat: int | None, lang: str = "en") -> list[str]:
    before = state.clone()
    action = state.apply_text(text)
    return tell(GAME, before, action, state, Words(lang, me=seat))


def test_predictions_and_a_trick_with_its_seal() -> None:
    state = new(DEAL_TRUMP)
    assert _told(state, "take yellow", 1) == ["P0 took a yellow seal."]
    assert _told(state, "done", 1) == ["P0 finished predicting with 1 yellow seal."]
    assert _told(state, "saboteur", 2) == ["P1 took the saboteur and predicted no seal."]
    assert _told(state, "done", 0) == [
        "P2 finished predicting with no seal: no trick to win.",
        "You lead the first trick.",
    ]
    assert _told(state, "play Y1", None) == ["P0 played yellow 1."]
    state.apply_text("play R1")
    assert _told(state, "play B4", 0) == [
        "P2 played blue 4.",
        "P1 won trick 1 (your yellow 1, P1's red 1, and P2's blue 4).",
        "P1 is the saboteur: the saboteur gives back and takes no seal.",
    ]


def test_the_same_events_in_french_and_portuguese() -> None:
    state = new(DEAL_TRUMP)
    assert _told(state, "take yellow", 1, "fr") == ["P0 prend un sceau jaune."]
    assert _told(state, "done", 0, "pt") == ["Você termina as previsões com 1 selo amarelo."]
    assert _told(state, "saboteur", 2, "fr") == ["P1 prend le saboteur et ne prédit aucun sceau."]
    assert _told(state, "done", 0, "fr") == [
        "P2 finit ses prédictions sans aucun sceau : aucun pli à ramasser.",
        "Vous entamez le premier pli.",
    ]


def test_a_steal_and_its_white_seal() -> None:
    state = new(DEAL_TRUMP)
    for _ in range(5):
        state.apply_text("take red")
    state.apply_text("done")
    assert _told(state, "steal red 0", 2) == [
        "P1 stole a red seal from P0.",
        "P0 got a white seal in exchange.",
    ]
    before = state.clone()
    action = state.parse_action("steal red 0")
    state.apply(action)
    (steal, white) = GAME.events(before, action, state)
    assert steal.private is None and white.private is None  # everything told is public
    assert steal.message == msg(
        "seven-seals-stole",
        p=Who(1),
        colour=msg("seven-seals-colour", colour="red"),
        victim=Who(0),
    )


def test_a_seal_given_back_by_choice() -> None:
    state = new(DEAL_TRUMP)
    for text in ("done", "take red", "take yellow", "done", "done", "play Y1", "play R1"):
        state.apply_text(text)
    assert _told(state, "play B4", 2) == [
        "You played blue 4.",
        "P1 won trick 1 (P0's yellow 1, P1's red 1, and your blue 4).",
        "P1 chooses which seal to give back.",
    ]
    words = Words("en", me=1)
    assert words(state.prompt() or msg("none")) == (
        "You won the trick: choose the seal to give back (the seals you may give back: red and"
        " yellow)."
    )
    assert [(i.kind, words(i.message)) for i in state.action_infos()] == [
        ("give", "Give back a red seal"),
        ("give", "Give back a yellow seal"),
    ]
    assert _told(state, "give yellow", 1) == ["You gave back a yellow seal."]


def test_a_black_seal_and_the_rounds_last_trick() -> None:
    state = new(DEAL_RED_RUN, max_hands=1)
    for text in ("done", "done", "done", "play R1", "play Y7", "play B4"):
        told = _told(state, text, None)
    assert told[-2:] == [
        "P0 won trick 1 (P0's red 1, P1's yellow 7, and P2's blue 4).",
        "P0 had no seal to give back and took a black seal.",
    ]
    while True:
        before = state.clone()
        action = state.legal_actions()[0]
        state.apply(action)
        told = tell(GAME, before, action, state, Words("en"))
        if state.to_act is None:
            break
    assert told[-4].startswith("P") and " won trick 15 (" in told[-4]
    assert "took a black seal" in told[-3] or "no black seal is left" in told[-3]
    assert told[-2:] == [
        "Round 1 is over: all 15 tricks have been played.",
        "The match is over after 1 round.",
    ]


def test_the_next_round_is_announced() -> None:
    state = new(DEAL_RED_RUN, max_hands=2)
    while state.hand_number == 0:
        before = state.clone()
        action = state.legal_actions()[0]
        state.apply(action)
    told = tell(GAME, before, action, state, Words("en", me=0))
    assert told[-2:] == [
        "Round 1 is over: all 15 tricks have been played.",
        "Round 2: you deal; P1 predicts first.",
    ]


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
    assert breakdown(GAME, result, Words("en", me=2)) == [
        "Seals still held (a colour -2, black -3, white -4):",
        "P0: 2 red seals × -2, 1 white seal × -4, and 3 black seals × -3 = -17",
        "P1: the saboteur: -4 + 3 black seals taken by the others (never above 0) = -1",
        "You: no seal = 0",
    ]
    assert breakdown(GAME, result, Words("fr", me=2))[1:] == [
        "P0 : 2 sceaux rouges × -2, 1 sceau blanc × -4 et 3 sceaux noirs × -3 = -17",
        "P1 : le saboteur : -4 + 3 sceaux noirs pris par les autres (jamais plus de 0) = -1",
        "Vous : aucun sceau = 0",
    ]
    no_saboteur = HandResult(
        (Fraction(-17), Fraction(0), Fraction(0)),
        {**detail, "saboteur": None, "saboteur_base": None, "black_by_others": None},
    )
    assert breakdown(GAME, no_saboteur, Words("en"))[-1] == "Nobody took the saboteur."


def test_every_event_is_public_and_every_move_told() -> None:
    rng = random.Random(5)
    for players in (3, 4, 5):
        state = GAME.new(players, rng.randrange(2**32), max_hands=1)
        while state.to_act is not None:
            action = rng.choice(state.legal_actions())
            before = state.clone()
            state.apply(action)
            told = GAME.events(before, action, state)
            assert told and all(e.private is None for e in told)
            assert told[0].message.args["p"] == Who(before.to_act or 0)  # the move itself first
