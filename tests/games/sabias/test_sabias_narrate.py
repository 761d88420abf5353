"""Sabias in words: bids, a void hand, tricks told whole, the call's private part, the hand's
score as the sheet adds it; in English, and as messages (keys and typed arguments)."""

from __future__ import annotations

import random
from fractions import Fraction

from sabias_helpers import deal, play, start, to_play

from tapisvert.core.messages import Event, Who
from tapisvert.core.results import HandResult
from tapisvert.games.sabias import GAME, SabiasState
from tapisvert.games.sabias.narrate import _winner
from tapisvert.words import Words, breakdown, tell


def _events(state: SabiasState, text: str) -> list[Event]:
    before = state.clone()
    action = state.apply_text(text)
    return GAME.events(before, action, state)


def _told(state: SabiasState, text: str, seat: int | None) -> list[str]:
    words = Words("en", me=seat)
    return [words.event(e) for e in _events(state, text)]


def test_a_void_hand_is_explained() -> None:
    state = start(3, deal(3, {}, dealer=1), max_hands=2)
    assert _told(state, "pass", 0) == ["P1 passed."]
    assert _told(state, "pass", 0) == ["P2 passed."]
    assert _told(state, "pass", 0) == [
        "You passed.",
        "Everyone passed: hand 1 is void, nobody scores.",
        "Hand 2: P2 deals and speaks first.",
    ]
    assert breakdown(GAME, state.hand_results()[0], Words("en", me=0)) == [
        "Hand 1: void, everyone passed; nobody scores."
    ]


def test_the_taker_and_a_trick_told_whole() -> None:
    state = start(3, deal(3, {0: "S1 6-V 6-I", 1: "6-II", 2: "6-III"}))
    assert _told(state, "take", 2) == ["P0 took.", "P0 plays alone against P1 and you."]
    for _ in range(3):
        state.apply_text("done")
    assert _told(state, "play 6-V", 1) == ["P0 played Grand-Père of the Maya (6)."]
    state.apply_text("play 6-II")
    before = state.clone()
    action = state.apply_text("play 6-III")
    assert tell(GAME, before, action, state, Words("en", me=1)) == [
        "P2 played Père of the Maya (6).",
        "P0 won the trick (P0: Grand-Père of the Maya (6), you: Fille of the Maya (6), and P2:"
        " Père of the Maya (6)): 10 card points.",
    ]
    won = GAME.events(before, action, state)[1].message
    assert won.key == "sabias-trick-won" and won.args["p"] == Who(0) and won.args["points"] == 10


def test_the_call_is_public_and_its_meaning_private_to_the_holder() -> None:
    """5 players: everyone hears the call; only the called Sabia's holder learns it is the
    taker's secret partner (or the taker that it plays alone)."""
    state = start(5, deal(5, {0: "S1", 3: "S7"}, dealer=0))
    state.apply_text("take")
    events = _events(state, "call S7")
    assert len(events) == 1 and events[0].seats == (3,)
    call = events[0]
    assert Words("en", me=1).event(call) == (
        "P0 called Sabia Zapoteca (7): whoever holds it is P0's partner, secretly until it shows."
    )
    assert Words("en", me=None).event(call) == Words("en", me=2).event(call).replace("you", "P2")
    assert Words("en", me=3).event(call) == (
        "P0 called Sabia Zapoteca (7), which you hold: you are P0's secret partner."
    )
    alone = start(5, deal(5, {0: "S1 S7"}, dealer=0))
    alone.apply_text("take")
    (event,) = _events(alone, "call S7")
    assert event.seats == (0,)
    assert Words("en", me=0).event(event) == (
        "You called Sabia Zapoteca (7), which you hold yourself: you play alone, 1 v 4."
    )


def test_the_called_partner_is_revealed_when_the_card_shows() -> None:
    state = to_play(
        start(5, deal(5, {0: "6-V", 1: "6-IV", 2: "6-III", 3: "S7"}, {3: "6"}, dealer=0)),
        call="S7",
    )
    play(state, "6-V 6-IV 6-III")
    told = _told(state, "play S7", 0)
    assert told[:2] == [
        "P3 played Sabia Zapoteca (7).",
        "P3 played the called Sabia Zapoteca (7): P3 is your partner.",
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
        told = tell(GAME, before, action, state, Words("en"))
    last = state.view(None).last_hand
    assert last is not None
    assert told[0].startswith("P") and " played " in told[0]
    assert " won the trick (" in told[1] and told[1].endswith(" card points.")
    assert told[-2:] == [
        "Hand 1 is over: every card has been played.",
        "Hand 2: P0 deals and speaks first.",
    ]


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
    assert breakdown(GAME, result, Words("en", me=1)) == [
        "Hand 1:",
        "Card points won: P0 117, you 50, and P2 51 (218 in all)",
        "Announcement by P0: CONSEIL, +20",
        "Taker P0; camp P0: 117 card points",
        "Écart E = 117 - 109 = +8: the taker's camp made it",
        "Announcements A = +20; unit d = +(|E| + 30) + A/2 = +(8 + 30) + 20/2 = 48",
        "The taker scores 2 x d, each defender -d",
        "Scores: P0 +96, you -48, and P2 -48",
    ]


def test_the_one_v_four_example_in_french() -> None:
    """5 players, 1 v 4 (the sheet's example): a defender's -52.5 in French decimals."""
    detail = {
        "hand": 1,
        "dealer": 0,
        "card_points": [114, 30, 30, 24, 20],
        "announcements": [
            {"seat": 0, "announcement": "jefa made", "value": 20},
            {"seat": 0, "announcement": "grand-conseil", "value": 50},
        ],
        "taker": 0,
        "called": "S3",
        "partner": None,
        "alone": True,
        "camp_points": 114,
        "ecart": 5,
        "made": True,
        "announcement_balance": 70,
        "multiplier": 4,
        "unit": "52.5",
    }
    scores = (Fraction(210), *[Fraction(-105, 2)] * 4)
    lines = breakdown(GAME, HandResult(scores, detail), Words("fr", me=0))
    assert lines[0] == "Donne 2\u00a0:"
    assert "Sabia appelée Sabia Alakaluf (3)" in lines[4]
    assert lines[-2] == "Le preneur marque 4 × d, chaque défenseur -d"
    assert lines[-1] == "Scores\u00a0: vous +210, P1 -52,5, P2 -52,5, P3 -52,5 et P4 -52,5"
