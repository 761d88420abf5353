"""Sabias in words: bids, a void hand, tricks told whole, the hand's score as the sheet adds it."""

from __future__ import annotations

import random
from fractions import Fraction

from sabias_helpers import deal, start, to_play

from tapisvert.core.results import HandResult
from tapisvert.games.sabias import GAME, SabiasState
from tapisvert.games.sabias.narrate import _winner


def _told(state: SabiasState, text: str, seat: int | None) -> list[str]:
    before = state.clone()
    action = state.apply_text(text)
    return GAME.narrate(before, action, state, seat)


def test_a_void_hand_is_explained() -> None:
    state = start(3, deal(3, {}, dealer=1), max_hands=2)
    assert _told(state, "pass", 0) == ["P1 passed."]
    assert _told(state, "pass", 0) == ["P2 passed."]
    assert _told(state, "pass", 0) == [
        "You passed.",
        "Everyone passed: the hand is void, nobody scores.",
        "Hand 2: P2 deals and speaks first.",
    ]
    assert GAME.describe_hand(state.hand_results()[0], 0) == [
        "Hand 1: void, everyone passed; nobody scores."
    ]


def test_the_taker_and_a_trick_told_whole() -> None:
    state = start(3, deal(3, {0: "S1 6-V 6-I", 1: "6-II", 2: "6-III"}))
    assert _told(state, "take", 2) == ["P0 took.", "P0 plays alone against P1 and you."]
    for _ in range(3):
        state.apply_text("done")
    assert _told(state, "play 6-V", 1) == ["P0 played 6-V."]
    state.apply_text("play 6-II")
    assert _told(state, "play 6-III", 1) == [
        "P2 played 6-III.",
        "P0 won the trick (P0 6-V, you 6-II, P2 6-III): 10 card points.",
    ]


def test_the_trick_rule_of_the_narration_is_the_engines() -> None:
    """The last trick of a hand is told from the cards (the views have moved on): its winner,
    found by the trick rule, is the engine's on every trick of random hands."""
    rng = random.Random(4)
    for players in (3, 4, 5):
        state = GAME.new(players, players, max_hands=3)
        while state.to_act is not None:
            state.apply(rng.choice(state.legal_actions()))
            assert isinstance(state, SabiasState)
            for trick in state.view(None).tricks:
                cards = [((trick.leader + i) % players, c) for i, c in enumerate(trick.cards)]
                assert _winner(cards) == trick.winner


def test_the_last_trick_and_the_end_of_the_hand() -> None:
    rng = random.Random(9)
    state = to_play(start(3, deal(3, {}, dealer=2), max_hands=2))
    told: list[str] = []
    while state.hand_number == 0:
        before = state.clone()
        action = rng.choice(state.legal_actions())
        state.apply(action)
        told = GAME.narrate(before, action, state, None)
    last = state.view(None).last_hand
    assert last is not None
    assert told[0].startswith("P") and " played " in told[0]
    assert " won the trick (" in told[1] and told[1].endswith(" card points.")
    assert told[-2:] == ["The hand is over.", "Hand 2: P0 deals and speaks first."]


def test_the_sheet_example_broken_down() -> None:
    """3 players, the taker announced a Conseil: E = 8, A = +20, k = 2, d = 8 + 30 + 10 = 48."""
    detail = {
        "hand": 0,
        "dealer": 2,
        "card_points": [117, 50, 51],
        "announcements": [{"seat": 0, "announcement": "conseil", "value": 20}],
        "taker": 0,
        "called": None,
        "partner": None,
        "alone": True,
        "camp_points": 117,
        "ecart": 8,
        "made": True,
        "announcement_balance": 20,
        "multiplier": 2,
        "unit": 48,
    }
    result = HandResult((Fraction(96), Fraction(-48), Fraction(-48)), detail)
    assert GAME.describe_hand(result, 1) == [
        "Hand 1:",
        "  card points won: P0 117, you 50, P2 51 (218 in all)",
        "  announcement: P0 CONSEIL +20",
        "  taker P0; camp P0: 117 card points",
        "  écart E = 117 - 109 = +8: the taker's camp made it",
        "  announcements A = +20; unit d = +(|E| + 30) + A/2 = +(8 + 30) + 20/2 = 48",
        "  the taker scores 2 x d, each defender -d",
        "  scores: P0 +96, you -48, P2 -48",
    ]
