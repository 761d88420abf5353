"""Scenario tests, one per rule of a turn: asks, answers, draws, bonuses, families laid down."""

from __future__ import annotations

import json
from typing import Any

import pytest
from familles_helpers import family, hand_text, position, remaining

from tapisvert.core.errors import IllegalAction, InvalidNotation
from tapisvert.games.familles import GAME, FamillesState
from tapisvert.games.familles.events import parse_event

LAID = [[7, 8], [9, 10]]
LAID_CARDS = (family(7), family(8), family(9), family(10))


def two(hand0: str, hand1: str, stock_top: str = "", **options: Any) -> FamillesState:
    """Two players, families 7-10 laid down, the other cards in the stock after `stock_top`."""
    rest = remaining(hand0, hand1, stock_top, *LAID_CARDS)
    return position([hand0, hand1], f"{stock_top} {rest}", LAID, **options)


def last_events(state: FamillesState, seat: int, count: int) -> list[str]:
    return list(state.view(seat).history[-count:])


def snapshot(state: FamillesState) -> str:
    return json.dumps(
        [state.observation(s) for s in range(state.num_players)]
        + [state.to_act, state.legal_actions(), state.card_inventory()]
    )


def test_given_card_moves_and_asker_asks_again() -> None:
    s = two("6-I 6-II", "6-III 6-IV 1-I")
    s.apply_text("ask 1 6-III")
    assert hand_text(s, 0) == ["6-I", "6-II", "6-III"]
    assert hand_text(s, 1) == ["1-I", "6-IV"]
    assert (s.to_act, s.asks_left()) == (0, 1)
    assert last_events(s, 1, 1) == ["0 ask 1 6-III given"]


def test_consecutive_gifts_keep_the_turn() -> None:
    s = two("6-I 6-II", "6-III 6-IV 1-I")
    s.apply_text("ask 1 6-III")
    s.apply_text("ask 1 6-IV")
    assert (s.to_act, s.asks_left()) == (0, 1)


def test_refused_draws_the_top_card_and_the_turn_passes_left() -> None:
    s = two("6-I 6-II", "6-III 1-I", stock_top="2-I")
    s.apply_text("ask 1 6-V")
    assert hand_text(s, 0) == ["2-I", "6-I", "6-II"]
    assert s.to_act == 1 and s.asks_left() == 1
    assert last_events(s, 1, 2) == ["0 ask 1 6-V refused", "0 draw ? unseen"]
    assert last_events(s, 0, 2) == ["0 ask 1 6-V refused", "0 draw 2-I unseen"]
    assert parse_event("0 draw ? unseen") == {
        "seat": 0,
        "event": "draw",
        "card": None,
        "reason": "unseen",
    }


def test_drawing_the_asked_card_shows_it_and_asks_again() -> None:
    s = two("6-I 6-II", "6-III 1-I", stock_top="6-V")
    s.apply_text("ask 1 6-V")
    assert (s.to_act, s.asks_left()) == (0, 1)
    assert last_events(s, 1, 1) == ["0 draw 6-V shown"]


@pytest.mark.parametrize("jefa", ["S1", "S10"])
def test_the_jefa_and_grande_jefa_give_two_more_asks(jefa: str) -> None:
    fam = jefa[1:]
    hands = [f"{fam}-I", f"{jefa} 3-I"]
    rest = remaining(*hands, "2-I 2-II", family(6))
    s = position(hands, f"2-I 2-II {rest}", [[6], []])
    s.apply_text(f"ask 1 {jefa}")
    assert (s.to_act, s.asks_left()) == (0, 2)
    s.apply_text(f"ask 1 {fam}-II")  # refused, draws 2-I: one bonus ask remains
    assert (s.to_act, s.asks_left()) == (0, 1)
    s.apply_text(f"ask 1 {fam}-III")  # refused again, draws 2-II: the turn passes
    assert (s.to_act, s.asks_left()) == (1, 1)


def test_an_ordinary_card_gives_only_one_more_ask() -> None:
    s = two("6-I", "6-II 1-I", stock_top="2-I")
    s.apply_text("ask 1 6-II")
    assert s.asks_left() == 1
    s.apply_text("ask 1 6-III")
    assert s.to_act == 1


def test_refusal_with_an_empty_stock_draws_nothing_and_passes() -> None:
    rest = remaining("6-I", "6-II", *LAID_CARDS)
    s = position(["6-I", "6-II", rest], "", [[7, 8], [9, 10], []])
    s.apply_text("ask 1 6-III")
    assert s.to_act == 1
    assert last_events(s, 1, 1) == ["0 no-draw"]
    assert hand_text(s, 0) == ["6-I"]


def test_a_completed_family_is_laid_down_at_once() -> None:
    s = two("6-I 6-II 6-III 6-IV 6-V 1-I", "S6 1-II")
    s.apply_text("ask 1 S6")
    obs = s.observation(1)
    assert obs["laid"][0] == [6, 7, 8]
    assert hand_text(s, 0) == ["1-I"]
    assert obs["history"][-1] == "0 lay 6"
    assert (s.to_act, s.asks_left()) == (0, 1)


def test_a_family_completed_by_an_unseen_draw_is_laid_down() -> None:
    s = two("6-I 6-II 6-III 6-IV 6-V 1-I", "1-II", stock_top="S6")
    s.apply_text("ask 1 1-III")
    assert s.observation(1)["laid"][0] == [6, 7, 8]
    assert s.to_act == 1


def test_a_family_complete_in_the_deal_is_laid_down_before_play() -> None:
    hand0 = family(3) + " 1-I 1-II 1-III 1-IV 1-V 2-I 2-II 2-III 2-IV"
    hand1 = "4-I 4-II 4-III 4-IV 4-V 5-I 5-II 5-III 5-IV 5-V 7-I 7-II 7-III 7-IV 7-V"
    stock = remaining(hand0, hand1)
    s = GAME.new(
        2, 0, deal={"dealer": 1, "hands": [hand0.split(), hand1.split()], "stock": stock.split()}
    )
    assert s.observation(0)["laid"] == [[3], []]
    assert s.observation(0)["hand_sizes"] == [9, 15]
    assert s.to_act == 1
    assert s.observation(0)["history"] == ["0 lay 3"]


def test_a_player_without_cards_draws_one_at_the_start_of_his_turn() -> None:
    rest = remaining("6-I", "1-I", "6-II", "2-I", *LAID_CARDS)
    s = position(["6-I", "", "6-II"], f"1-I 2-I {rest}", [[7, 8], [9, 10], []])
    s.apply_text("ask 2 6-III")  # refused, draws 1-I: the turn passes to seat 1, who has nothing
    assert (s.to_act, hand_text(s, 1)) == (1, ["2-I"])
    assert last_events(s, 2, 1) == ["1 draw ? empty-hand"]
    assert last_events(s, 1, 1) == ["1 draw 2-I empty-hand"]


def test_a_player_without_cards_sits_out_when_the_stock_is_empty() -> None:
    rest = remaining("6-I", "6-II", *LAID_CARDS)
    s = position(["6-I", "", "6-II", rest], "", [[7, 8], [], [9, 10], []])
    s.apply_text("ask 2 6-III")  # refused, empty stock: turn to seat 1, who has nothing
    assert s.to_act == 2
    assert last_events(s, 0, 2) == ["0 no-draw", "1 sit-out no-cards"]


def test_a_player_with_nobody_to_ask_sits_out() -> None:
    s = two("6-I 3-I", "6-II", stock_top="2-I 1-I")
    s.apply_text("ask 1 6-II")  # given: seat 1 has no cards now, and nobody else holds any
    assert s.to_act == 1
    assert hand_text(s, 1) == ["2-I"]
    assert last_events(s, 0, 2) == ["0 sit-out nobody", "1 draw ? empty-hand"]


def test_an_asker_who_lays_down_his_last_cards_draws_and_asks_on() -> None:
    s = two("6-I 6-II 6-III 6-IV 6-V", "S6 1-I", stock_top="1-II")
    s.apply_text("ask 1 S6")
    assert hand_text(s, 0) == ["1-II"]
    assert (s.to_act, s.asks_left()) == (0, 1)
    assert s.legal_action_strs() == [
        "ask 1 1-I",
        "ask 1 1-III",
        "ask 1 1-IV",
        "ask 1 1-V",
        "ask 1 S1",
    ]


def test_only_players_holding_cards_can_be_asked() -> None:
    rest = remaining("6-I", "6-II 1-I", *LAID_CARDS)
    s = position(["6-I", "", "6-II 1-I"], rest, [[7, 8], [], [9, 10]])
    targets = {a // 60 for a in s.legal_actions()}
    assert targets == {2}


def test_legal_asks_are_the_missing_cards_of_held_families() -> None:
    s = two("6-I 6-II S1", "6-III")
    expected = sorted(
        s.parse_action(f"ask 1 {c}")
        for c in ["1-I", "1-II", "1-III", "1-IV", "1-V", "6-III", "6-IV", "6-V", "S6"]
    )
    assert s.legal_actions() == expected


def test_without_ask_requires_family_any_card_of_a_family_not_down_may_be_asked() -> None:
    s = two("6-I", "6-II", ask_requires_family=False)
    asked = {s.action_to_str(a).split()[2] for a in s.legal_actions()}
    assert "1-I" in asked and "6-II" in asked
    assert "6-I" not in asked and "7-I" not in asked and "S10" not in asked
    assert len(asked) == 6 * 6 - 1
    s.apply_text("ask 1 2-I")  # a family he does not hold: allowed under the option


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("ask 1 5-V", "you hold no card of the Chinchorro family (5)"),
        ("ask 1 S6", "is in your own hand"),
        ("ask 1 7-I", "the Zapoteca family (7) is already laid down by P0"),
        ("ask 0 6-II", "you cannot ask yourself"),
        ("ask 2 6-II", "P2 has no cards"),
    ],
)
def test_illegal_asks_are_refused_naming_the_rule_and_leave_the_state(
    text: str, message: str
) -> None:
    rest = remaining("6-I S6", "6-II", *LAID_CARDS)
    s = position(["6-I S6", f"6-II {rest}", ""], "", [[7, 8], [9, 10], []])
    before = snapshot(s)
    with pytest.raises(IllegalAction, match=message.replace("(", r"\(").replace(")", r"\)")):
        s.apply_text(text)
    assert snapshot(s) == before


def test_asking_for_a_card_you_hold_names_it() -> None:
    s = two("4-I S4", "4-II")
    with pytest.raises(IllegalAction, match=r"Sabia Picunche \(S4\) is in your own hand"):
        s.apply_text("ask 1 S4")


def test_no_action_is_legal_once_the_match_is_over() -> None:
    hands = ["6-I 6-II 6-III 6-IV 6-V", "S6"]
    s = position(hands, "", [[1, 7, 8, 9, 10], [2, 3, 4, 5]])
    s._manches_won = (1, 0)
    s._manche_scores = (100, 0)
    s.apply_text("ask 1 S6")
    assert s.to_act is None and s.legal_actions() == []
    assert s.result().winners == (0,)
    with pytest.raises(IllegalAction, match="the match is over"):
        s.apply(60)


def test_notation_round_trips_and_bad_text_is_refused() -> None:
    s = two("6-I", "6-II")
    assert s.parse_action("ask 1 6-V") == 60 + 34
    assert s.parse_action("  ASK 1 s7 ") == 60 + 41
    for a in range(s.action_space()):
        assert s.parse_action(s.action_to_str(a)) == a
    for bad in ["ask", "ask 2 6-V", "ask 1 S11", "ask x 6-V", "take 1 S1", "ask 1 6-VI", ""]:
        with pytest.raises(InvalidNotation):
            s.parse_action(bad)
    with pytest.raises(IllegalAction, match="no action 120"):
        s.apply(120)
    with pytest.raises(InvalidNotation):
        s.action_to_str(120)


def test_bonus_asks_add_up() -> None:
    hands = ["1-I", "S1 1-II 3-I"]
    rest = remaining(*hands, family(6))
    s = position(hands, rest, [[6], []])
    s.apply_text("ask 1 S1")  # 1 - 1 + 2
    assert s.asks_left() == 2
    s.apply_text("ask 1 1-II")  # 2 - 1 + 1
    assert (s.to_act, s.asks_left()) == (0, 2)


def test_the_full_history_shows_every_draw() -> None:
    s = two("6-I 6-II", "6-III 1-I", stock_top="2-I")
    s.apply_text("ask 1 6-V")
    assert s.history() == ["0 ask 1 6-V refused", "0 draw 2-I unseen"]
    assert s.history(1) == ["0 ask 1 6-V refused", "0 draw ? unseen"]
