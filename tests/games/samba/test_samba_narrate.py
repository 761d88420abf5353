"""Samba in words: draws (the cards named to the drawer only), melds, lay-offs, discards, going
out, and a hand's score as the rules page adds it up (its worked example)."""

from __future__ import annotations

import random
from fractions import Fraction

from tapisvert.core.results import HandResult
from tapisvert.games.samba import GAME


def test_a_turn_told_move_by_move() -> None:
    rng = random.Random(5)
    state = GAME.new(4, 5, max_hands=1)
    seen: dict[str, int] = {}
    while state.to_act is not None:
        actor = state.to_act
        before = state.clone()
        action = rng.choice(state.legal_actions())
        text = state.action_to_str(action)
        state.apply(action)
        public = GAME.narrate(before, action, state, None)
        own = GAME.narrate(before, action, state, actor)
        word = text.split()[0]
        seen[word] = seen.get(word, 0) + 1
        if text == "draw":
            assert public[0] == f"P{actor} drew two cards from the stock."
            assert own[0].startswith("You drew ") and own[0] != "You drew nothing from the stock."
        elif word == "discard":
            assert public[0] == f"P{actor} discarded {text.split()[1]}."
        elif word == "add":
            _, card, meld = text.split()
            assert public[0] == f"P{actor} added {card} to {meld}."
        elif word in ("group", "seq") and state.hand_number == before.hand_number:
            assert public[0].startswith(f"P{actor} melded m")
        elif word == "take" and not text.startswith("take m"):  # a pair: `take 7C 7H`
            assert public[0].startswith(f"P{actor} took the pile (")
            assert public[0].endswith(f"with the natural pair {text[5:]}.")
            seen["pair"] = seen.get("pair", 0) + 1
    assert seen["draw"] and seen["discard"] and seen["pair"]
    assert public[-1].endswith("the hand is over.") or public[-1].startswith("P")


def test_the_worked_example_broken_down() -> None:
    def side(seats: list[int], **parts: int) -> dict[str, object]:
        base = dict.fromkeys(
            (
                "melded",
                "natural_canastas",
                "mixed_canastas",
                "sambas",
                "bonuses",
                "going_out",
                "red_threes",
                "in_hand",
                "fines",
                "total",
            ),
            0,
        )
        return {**base, **parts, "seats": seats, "team": seats[0]}

    detail = {
        "dealer": 0,
        "went_out": 3,
        "teams": [
            side(
                [0, 3],
                melded=240,
                natural_canastas=1,
                mixed_canastas=1,
                sambas=1,
                bonuses=2300,
                going_out=200,
                red_threes=200,
                in_hand=-40,
                total=2900,
            ),
            side([1, 4], melded=30, red_threes=-100, in_hand=-60, total=-130),
            side([2, 5], in_hand=-25, total=-25),
        ],
        "totals": [2900, -130, -25],
    }
    scores = tuple(Fraction(s) for s in (2900, -130, -25) * 2)
    assert GAME.describe_hand(HandResult(scores, detail), 0) == [
        "P3 went out (+200 for the side).",
        "  side you+P3: melds 240, canastas: 1 natural x 500, 1 mixed x 300 and 1 samba x 1500,"
        " going out 200, red threes +200, cards left in hand -40 = 2900",
        "  side P1+P4: melds 30, canastas: none, red threes -100 (fewer than two canastas),"
        " cards left in hand -60 = -130",
        "  side P2+P5: melds 0, canastas: none, cards left in hand -25 = -25",
        "  totals: side you+P3 2900, side P1+P4 -130, side P2+P5 -25",
    ]
