"""Scenario tests for Die Sieben Siegel: prediction, stealing, supplies, saboteur, tricks."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from tapisvert.core.errors import IllegalAction, InvalidNotation, InvalidOption
from tapisvert.games.seven_seals import GAME
from tapisvert.games.seven_seals.state import SevenSealsState
from tapisvert.words import LANGS, Words


def cards(letter: str, lo: int, hi: int) -> list[str]:
    return [f"{letter}{r}" for r in range(lo, hi + 1)]


# Dealer 2: seat 0 predicts first and leads the first trick.
# Seat 0 holds every red (trump) card: it wins every red lead.
DEAL_RED_RUN: dict[str, Any] = {
    "dealer": 2,
    "hands": [
        cards("R", 1, 9) + cards("Y", 1, 6),
        cards("Y", 7, 9) + cards("G", 1, 9) + cards("B", 1, 3),
        cards("B", 4, 9) + cards("V", 1, 9),
    ],
}

# Seat 1 holds every red card and no yellow: it trumps seat 0's yellow leads.
DEAL_TRUMP: dict[str, Any] = {
    "dealer": 2,
    "hands": [
        cards("Y", 1, 9) + cards("G", 1, 6),
        cards("R", 1, 9) + cards("G", 7, 9) + cards("B", 1, 3),
        cards("B", 4, 9) + cards("V", 1, 9),
    ],
}


def new(
    deal: dict[str, object] | None = None, players: int = 3, **options: object
) -> SevenSealsState:
    state = GAME.new(players, 7, deal=deal, **options)
    assert isinstance(state, SevenSealsState)
    return state


def run(state: SevenSealsState, *texts: str) -> None:
    for text in texts:
        state.apply_text(text)


def play_lowest_until_round_end(state: SevenSealsState) -> None:
    """Every seat plays its lowest legal card (or gives its first legal seal) to the round end."""
    hand = state.hand_number
    while state.to_act is not None and state.hand_number == hand:
        state.apply(state.legal_actions()[0])


RED, YELLOW, WHITE, BLACK = 0, 1, 5, 6
HANDS: list[list[str]] = DEAL_RED_RUN["hands"]


def snapshot(s: SevenSealsState) -> object:
    views = [s.observation(i) for i in range(s.num_players)]
    return s.to_act, s.legal_actions(), json.dumps(views, sort_keys=True), s.card_inventory()


def refused(s: SevenSealsState, text: str, *words: str) -> None:
    before = snapshot(s)
    with pytest.raises(IllegalAction) as info:
        s.apply_text(text)
    for w in words:
        assert w in str(info.value), str(info.value)
    assert snapshot(s) == before
    refusal = s.refusal(s.parse_action(text))  # the same refusal, in every language
    assert refusal.message is not None
    for lang in LANGS:
        assert Words(lang, me=s.to_act).refusal(refusal)


# --- prediction ---------------------------------------------------------------------------------


def test_prediction_starts_left_of_dealer_and_goes_round() -> None:
    s = new(DEAL_RED_RUN)
    assert s.phase == "predict" and s.to_act == 0  # dealer 2
    run(s, "take red", "take red")
    assert s.to_act == 0  # seals are taken one at a time
    run(s, "done")
    assert s.to_act == 1
    run(s, "done", "done")  # zero seals is allowed
    assert s.phase == "play" and s.to_act == 0  # the dealer's left leads
    assert s.seals_of(0)[RED] == 2 and s.centre()[RED] == 3


def test_take_refused_when_the_centre_is_empty() -> None:
    s = new(DEAL_RED_RUN)
    run(s, *["take yellow"] * 3)
    refused(s, "take yellow", "no yellow seal is left in the centre", "steal yellow")


def test_steal_an_exhausted_colour_with_white_compensation() -> None:
    s = new(DEAL_RED_RUN)
    run(s, *["take red"] * 5)
    refused(s, "steal red 0", "cannot steal from yourself")
    run(s, "take yellow", "done")
    refused(s, "steal yellow 0", "remain in the centre", "take one")
    refused(s, "take red", "no red seal")
    run(s, "steal red 0")
    assert s.seals_of(0)[RED] == 4 and s.seals_of(0)[WHITE] == 1
    assert s.seals_of(1)[RED] == 1 and s.centre()[WHITE] == 3
    run(s, "steal red 0", "steal red 0", "steal red 0")
    assert s.seals_of(0)[WHITE] == 4 and s.centre()[WHITE] == 0
    run(s, "steal red 0")  # the white seals are gone: no compensation
    assert s.seals_of(0)[RED] == 0 and s.seals_of(0)[WHITE] == 4
    assert s.seals_of(1)[RED] == 5
    refused(s, "steal red 0", "P0 holds no red seal")
    assert "steal red 1" not in s.legal_action_strs()  # own seals are not in the centre


def test_any_colour_may_be_stolen() -> None:
    s = new(DEAL_RED_RUN)
    run(s, *["take violet"] * 3, "done")
    assert "steal violet 0" in s.legal_action_strs()
    run(s, "steal violet 0", "done")
    assert s.seals_of(0)[4] == 2 and s.seals_of(1)[4] == 1 and s.seals_of(0)[WHITE] == 1


def test_one_saboteur_per_round_and_only_without_seals() -> None:
    s = new(DEAL_RED_RUN)
    run(s, "take green")
    refused(s, "saboteur", "saboteur takes no seals")
    run(s, "done", "saboteur")  # seat 1 takes it, which ends its prediction
    assert s.saboteur == 1 and s.to_act == 2
    assert "saboteur" not in s.legal_action_strs()
    refused(s, "saboteur", "already taken by P1", "one per round")


def test_cards_cannot_be_played_while_predicting() -> None:
    s = new(DEAL_RED_RUN)
    refused(s, "play R9", "once every player has predicted")
    refused(s, "give red", "no trick has been won yet")


# --- trick play ---------------------------------------------------------------------------------


def test_follow_the_led_colour() -> None:
    s = new(DEAL_RED_RUN)
    run(s, "done", "done", "done", "play Y1")
    refused(s, "play G1", "must follow yellow", "Y7 Y8 Y9")
    refused(s, "play B4", "you do not hold B4")
    refused(s, "play R15", "not in the 3-player pack")
    refused(s, "take red", "predictions are over")
    assert s.legal_action_strs() == ["play Y7", "play Y8", "play Y9"]


def test_trumping_is_optional_when_void() -> None:
    s = new(DEAL_TRUMP)
    run(s, "done", "done", "done", "play Y1")
    legal = s.legal_action_strs()
    assert "play R1" in legal and "play G7" in legal and "play B1" in legal
    run(s, "play G7", "play V1")  # seat 1 throws a green instead of trumping
    assert s.observation(0)["tricks"][0]["winner"] == 0


def test_trump_win_choice_between_led_colour_and_red() -> None:
    s = new(DEAL_TRUMP)
    run(s, "done", "take red", "take yellow", "done", "done")
    run(s, "play Y9", "play R1", "play V1")  # seat 1 trumps the yellow lead
    assert s.phase == "give" and s.to_act == 1
    assert s.legal_action_strs() == ["give red", "give yellow"]
    refused(s, "give white", "you hold no white seal")
    refused(s, "play R2", "must first give a seal back", "give red or give yellow")
    run(s, "give red")
    assert s.seals_of(1)[RED] == 0 and s.seals_of(1)[YELLOW] == 1
    assert s.centre()[RED] == 5
    assert s.phase == "play" and s.to_act == 1  # the winner leads
    assert s.observation(2)["tricks"][0]["seal"] == "gave red"


def test_red_is_not_given_for_a_trick_won_in_the_led_colour() -> None:
    s = new(DEAL_TRUMP)
    run(s, *["take red"] * 5, "take yellow", "done", "steal red 0", "done", "done")
    assert s.seals_of(0)[WHITE] == 1
    run(s, "play Y9", "play G7", "play V1")  # seat 0 wins with yellow
    assert s.phase == "give" and s.legal_action_strs() == ["give yellow", "give white"]
    refused(s, "give red", "red only when winning a non-red lead with a red card")
    run(s, "give white")
    assert s.seals_of(0)[WHITE] == 0 and s.centre()[WHITE] == 4


def test_a_single_possible_seal_is_given_at_once() -> None:
    s = new(DEAL_RED_RUN)
    run(s, "take red", "take red", "done", "done", "done", "play R1", "play Y7", "play B4")
    assert s.phase == "play" and s.to_act == 0
    assert s.seals_of(0)[RED] == 1 and s.centre()[RED] == 4


def test_black_seals_run_out_after_six() -> None:
    s = new(DEAL_RED_RUN)
    run(s, "done", "done", "done")
    for _ in range(9):  # seat 0 wins every red lead, holding no seal
        s.apply(s.legal_actions()[0])
        s.apply(s.legal_actions()[0])
        s.apply(s.legal_actions()[0])
    seals = [t["seal"] for t in s.observation(1)["tricks"]]
    assert seals == ["took black"] * 6 + ["no black left"] * 3
    assert s.seals_of(0)[BLACK] == 6 and s.centre()[BLACK] == 0
    play_lowest_until_round_end(s)
    assert [int(x) for x in s.hand_results()[0].scores] == [-18, 0, 0]


# --- the saboteur's score -----------------------------------------------------------------------


def test_saboteur_never_takes_black_and_scores_minus_four() -> None:
    s = new(DEAL_RED_RUN)
    run(s, "saboteur", "done", "done")
    play_lowest_until_round_end(s)  # seat 0, the saboteur, wins all 15 tricks
    res = s.hand_results()[0]
    assert [int(x) for x in res.scores] == [-4, 0, 0]
    assert res.detail["seals_left"][0]["black"] == 0
    assert res.detail["black_by_others"] == 0


def test_saboteur_base_five_at_three_players() -> None:
    s = new(DEAL_RED_RUN, saboteur_base_3p=5)
    run(s, "saboteur", "done", "done")
    play_lowest_until_round_end(s)
    assert [int(x) for x in s.hand_results()[0].scores] == [-5, 0, 0]
    four = new(None, players=4, saboteur_base_3p=5)  # only at three players
    assert four.view(0).saboteur_base == 4
    with pytest.raises(InvalidOption):
        new(DEAL_RED_RUN, saboteur_base_3p=6)


def test_saboteur_score_capped_at_zero() -> None:
    s = new(DEAL_RED_RUN)
    run(s, "done", "done", "saboteur")
    play_lowest_until_round_end(s)
    res = s.hand_results()[0]
    assert res.detail["black_by_others"] == 6  # -4 + 6 would be +2
    assert [int(x) for x in res.scores] == [-18, 0, 0]


def test_leftover_seals_are_penalised() -> None:
    s = new(DEAL_TRUMP)
    run(s, "take green", "take blue", "done", "done", "done")  # seat 0 never wins green or blue
    before = s.observation(0)
    assert before["seals"][0]["green"] == 1
    play_lowest_until_round_end(s)
    res = s.hand_results()[0]
    left = res.detail["seals_left"][0]
    expected = -2 * sum(left[k] for k in ("red", "yellow", "green", "blue", "violet"))
    expected -= 3 * left["black"] + 4 * left["white"]
    assert int(res.scores[0]) == expected and left["blue"] == 1


# --- the match ----------------------------------------------------------------------------------


@pytest.mark.parametrize(("players", "rounds"), [(3, 6), (4, 4), (5, 5)])
def test_rounds_and_the_deal_passing_left(players: int, rounds: int) -> None:
    s = GAME.new(players, 31)
    rng = random.Random(5)
    starts: list[tuple[int, int]] = []
    while s.to_act is not None:
        fresh = s.observation(0)["phase"] == "predict" and not s.observation(0)["predictions"]
        if fresh and (not starts or starts[-1][0] != s.hand_number):
            starts.append((s.hand_number, s.to_act))
        legal = s.legal_actions()
        s.apply(legal[rng.randrange(len(legal))])
    deals = s.deals()
    assert len(deals) == len(s.hand_results()) == rounds
    d0 = deals[0]["dealer"]
    assert [d["dealer"] for d in deals] == [(d0 + h) % players for h in range(rounds)]
    assert starts == [(h, (d0 + h + 1) % players) for h in range(rounds)]
    res = s.result()
    assert res.over and sum(r.scores[0] for r in s.hand_results()) == res.totals[0]
    best = max(res.totals)
    assert res.winners == tuple(i for i, t in enumerate(res.totals) if t == best)
    assert len(s.card_inventory()) == 15 * players


def test_max_hands_stops_early() -> None:
    s = GAME.new(4, 3, max_hands=1)
    rng = random.Random(1)
    while s.to_act is not None:
        legal = s.legal_actions()
        s.apply(legal[rng.randrange(len(legal))])
    assert len(s.hand_results()) == 1 and s.result().over and s.result().winners


# --- notation, deals, views ---------------------------------------------------------------------


def test_action_notation_round_trips() -> None:
    for n in (3, 4, 5):
        s = GAME.new(n, 1)
        for a in range(s.action_space()):
            assert s.parse_action(s.action_to_str(a)) == a
    s = new(DEAL_RED_RUN)
    assert s.parse_action("steal red from 2") == s.parse_action("steal red 2")
    assert s.parse_action("Take Y") == s.parse_action("take yellow")
    assert s.parse_action("R5") == s.parse_action("play R5")


@pytest.mark.parametrize(
    "text", ["", "fly", "steal red 3", "steal red", "take white", "give black", "play Z3", "done x"]
)
def test_bad_action_text(text: str) -> None:
    with pytest.raises(InvalidNotation):
        new(DEAL_RED_RUN).parse_action(text)


def test_non_actions_are_refused() -> None:
    s = new(DEAL_RED_RUN)
    for bad in (-1, 10_000):
        before = snapshot(s)
        with pytest.raises(IllegalAction):
            s.apply(bad)
        assert snapshot(s) == before
    before = snapshot(s)
    with pytest.raises(TypeError):  # a bool is not an action id (core's rule, every game)
        s.apply(True)
    assert snapshot(s) == before


def test_explicit_deal_reproduces_the_first_hand() -> None:
    s = GAME.new(4, 99)
    deal = s.deals()[0]
    t = GAME.new(4, 12345, deal=deal)
    assert t.deals()[0] == deal and t.to_act == s.to_act
    assert t.observation(2)["hand"] == s.observation(2)["hand"]
    assert new(DEAL_RED_RUN).deals()[0] == DEAL_RED_RUN


@pytest.mark.parametrize(
    "deal",
    [
        {"dealer": 3, "hands": DEAL_RED_RUN["hands"]},
        {"dealer": 0, "hands": DEAL_RED_RUN["hands"][:2]},
        {"dealer": 0},
        {"dealer": 0, "hands": [h[:] for h in DEAL_RED_RUN["hands"][:2]] + [["R1"] * 15]},
        {
            "dealer": 0,
            "hands": [*DEAL_RED_RUN["hands"][:2], ["B4", *DEAL_RED_RUN["hands"][2][1:-1], "R12"]],
        },
        {"dealer": 0, "hands": [*DEAL_RED_RUN["hands"][:2], DEAL_RED_RUN["hands"][2][:-1]]},
    ],
)
def test_bad_deals(deal: object) -> None:
    with pytest.raises(InvalidNotation):
        GAME.new(3, 0, deal=deal)


def test_observation_hides_other_hands() -> None:
    s = new(DEAL_TRUMP)
    run(s, "take red", "done", "done", "saboteur", "play Y1")
    obs = s.observation(2)
    text = json.dumps(obs)
    assert json.loads(text) == obs
    assert obs["hand"] == DEAL_TRUMP["hands"][2]
    assert obs["legal_actions"] == [] and obs["hand_sizes"] == [14, 15, 15]
    assert "R9" not in text and "G7" not in text  # seat 1's cards
    assert obs["trick"] == ["Y1"] and obs["saboteur"] == 2
    assert obs["seals"][0]["red"] == 1 and obs["centre"]["red"] == 4
    assert obs["predictions"] == [[0, "take red"], [0, "done"], [1, "done"], [2, "saboteur"]]
    other = s.resample_hidden(2, random.Random(3))
    assert other.observation(2) == obs
    assert other.card_inventory() == s.card_inventory()


def test_clone_is_independent() -> None:
    s = new(DEAL_RED_RUN)
    run(s, "take red")
    c = s.clone()
    run(c, "take red", "done", "done", "done", "play R1")
    assert s.seals_of(0)[RED] == 1 and s.phase == "predict"
    assert len(s.hand_of(0)) == 15 and len(c.hand_of(0)) == 14


def test_render() -> None:
    s = new(DEAL_TRUMP)
    run(s, "take red", "done", "done", "saboteur", "play Y1")
    plain = GAME.render(s.observation(1), say=Words("en", me=1))
    assert "R9 R8 R7" in plain and "Trick 1: P0 Y1" in plain and "Your turn" in plain
    assert "Saboteur: P2" in plain and "Predictions" not in plain
    assert "\x1b[" not in plain
    assert "\x1b[31m" in GAME.render(s.observation(1), say=Words("en", me=1), color=True)
    french = GAME.render(s.observation(1), say=Words("fr", me=1))
    assert "Pli 1 : P0 Y1" in french and "À vous de jouer." in french
