"""The deal, the dealer draw, scoring, manches and the match."""

from __future__ import annotations

import random
from fractions import Fraction
from typing import Any

import pytest
from familles_helpers import position

from tapisvert.core.errors import InvalidNotation, InvalidOption
from tapisvert.core.sages import draw_value, parse_card
from tapisvert.games.familles import GAME, FamillesState
from tapisvert.games.familles.deals import draw_for_dealer, random_deal
from tapisvert.games.familles.scoring import deal_scores, deal_winner, manche_winner
from tapisvert.words import Words


def new(players: int, seed: int, **options: Any) -> FamillesState:
    """A new familles match, typed as the game's state."""
    state = GAME.new(players, seed, **options)
    assert isinstance(state, FamillesState)
    return state


def play_random(state: FamillesState, rng: random.Random, limit: int = 100_000) -> list[int]:
    actions: list[int] = []
    while state.to_act is not None and len(actions) < limit:
        a = rng.choice(state.legal_actions())
        state.apply(a)
        actions.append(a)
    return actions


@pytest.mark.parametrize(("players", "size"), [(2, 15), (3, 12), (4, 10), (5, 10), (6, 8)])
def test_hand_sizes_by_player_count_and_the_rest_is_the_stock(players: int, size: int) -> None:
    s = new(players, 11)
    deal = s.deals()[0]
    assert [len(h) for h in deal["hands"]] == [size] * players
    assert len(deal["stock"]) == 60 - players * size
    assert s.observation(0)["stock_size"] == 60 - players * size
    assert s.to_act == deal["dealer"]  # the dealer asks first


def test_player_counts() -> None:
    assert GAME.player_counts == (2, 3, 4, 5, 6)
    with pytest.raises(InvalidOption):
        GAME.new(7)


def test_cards_are_dealt_one_at_a_time_from_the_dealers_left() -> None:
    pack = list(range(60))
    random.Random(5).shuffle(pack)
    deal = random_deal(4, 2, random.Random(5))
    assert deal["hands"][3][:2] == [GAME.card_to_str(pack[0]), GAME.card_to_str(pack[4])]
    assert deal["hands"][0][0] == GAME.card_to_str(pack[1])
    assert deal["hands"][2][0] == GAME.card_to_str(pack[3])
    assert deal["stock"][0] == GAME.card_to_str(pack[40])


def test_the_stock_is_drawn_from_the_top_in_the_recorded_order() -> None:
    s = new(2, 3)
    assert [GAME.card_to_str(c) for c in s.stock()] == s.deals()[0]["stock"]


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_the_dealer_draw_highest_card_deals_ties_draw_again(players: int) -> None:
    for seed in range(40):
        dealer, rounds = draw_for_dealer(players, random.Random(seed))
        seats = list(range(players))
        for rnd in rounds:
            assert [p[0] for p in rnd] == seats
            values = [draw_value(parse_card(p[1])) for p in rnd]
            seats = [p[0] for p, v in zip(rnd, values, strict=True) if v == max(values)]
        assert seats == [dealer]


def test_the_dealer_draw_takes_the_top_cards_of_the_whole_shuffle() -> None:
    """The draw shuffles only the cards it draws: the cards of shuffling the whole pack and
    drawing from its top (a fresh pack when it runs out), tied players again."""
    for players in (2, 3, 4, 5, 6):
        for seed in range(300):
            rng = random.Random(seed)
            pack: list[int] = []
            seats = list(range(players))
            rounds: list[list[list[Any]]] = []
            while True:
                drawn = []
                for seat in seats:
                    if not pack:
                        pack = list(range(60))
                        rng.shuffle(pack)
                    drawn.append((seat, pack.pop()))
                rounds.append([[seat, GAME.card_to_str(c)] for seat, c in drawn])
                best = max(draw_value(c) for _, c in drawn)
                seats = [seat for seat, c in drawn if draw_value(c) == best]
                if len(seats) == 1:
                    break
            assert draw_for_dealer(players, random.Random(seed)) == (seats[0], rounds)


def test_the_first_deal_records_the_dealer_draw_and_later_deals_pass_left() -> None:
    s = new(3, 21)
    first = s.deals()[0]
    assert first["dealer_draw"][-1]
    play_random(s, random.Random(1))
    dealers = [d["dealer"] for d in s.deals()]
    assert dealers == [(first["dealer"] + i) % 3 for i in range(len(dealers))]
    assert all("dealer_draw" not in d for d in s.deals()[1:])


def test_a_recorded_deal_reproduces_the_match() -> None:
    s = new(4, 8)
    actions = play_random(s, random.Random(2))
    again = new(4, 8, deal=s.deals()[0])
    for a in actions:
        again.apply(a)
    assert again.deals() == s.deals()
    assert again.result() == s.result()
    other_seed = new(4, 99, deal=s.deals()[0])
    assert other_seed.deals()[0] == s.deals()[0]
    assert other_seed.observation(1) == GAME.new(4, 8).observation(1)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"dealer": 2}, "dealer must be a seat"),
        ({"hands": [["S1"] * 15, ["S2"] * 15]}, "each of the 60 cards once"),
        ({"stock": []}, "each of the 60 cards once"),
        ({"colour": 1}, "unknown field"),
        ({"hands": "x"}, "hands must list"),
        ({"dealer_draw": [[[0, "S3"], [1, "S9"]]]}, "designates P1"),
        ({"dealer_draw": [[[0, "S3"], [1, "3-III"]]]}, "ends on a tie"),
        ({"dealer_draw": [[[1, "S3"], [0, "S2"]]]}, "drawn by seats"),
    ],
)
def test_bad_deals_are_refused(change: dict[str, object], message: str) -> None:
    deal = new(2, 1).deals()[0]
    deal.pop("dealer_draw")
    deal["dealer"] = 0
    deal.update(change)
    with pytest.raises(InvalidNotation, match=message):
        GAME.new(2, 1, deal=deal)


def test_a_bad_card_in_a_deal_is_invalid_notation() -> None:
    deal = new(2, 1).deals()[0]
    deal["stock"][0] = "S12"
    with pytest.raises(InvalidNotation):
        GAME.new(2, 1, deal=deal)


# --- scoring ----------------------------------------------------------------------------------


def test_most_families_scores_100_and_a_tie_scores_nobody() -> None:
    assert deal_scores([6, 4]) == (100, 0)
    assert deal_scores([2, 3, 3, 2]) == (0, 0, 0, 0)
    assert deal_scores([1, 1, 1, 4, 2, 1]) == (0, 0, 0, 100, 0, 0)
    assert deal_winner([5, 5]) is None


def test_200_points_win_the_manche() -> None:
    assert manche_winner([100, 100, 0]) is None
    assert manche_winner([0, 200, 100]) == 1


def last_family_position(laid0: list[int], laid1: list[int]) -> FamillesState:
    """Two players; family 6 about to be completed by seat 0 asking seat 1 for S6."""
    return position(["6-I 6-II 6-III 6-IV 6-V", "S6"], "", [laid0, laid1])


def test_the_deal_ends_when_the_ten_families_are_down() -> None:
    s = last_family_position([1, 2, 3, 4, 5], [7, 8, 9, 10])
    s.apply_text("ask 1 S6")
    (res,) = s.hand_results()
    assert res.scores == (Fraction(100), Fraction(0))
    assert res.detail["families"] == [[1, 2, 3, 4, 5, 6], [7, 8, 9, 10]]
    assert res.detail["winner"] == 0
    assert s.hand_number == 1 and s.to_act is not None
    assert s.deals()[-1]["dealer"] == 1  # the deal passes to the left
    obs = s.observation(0)
    assert obs["scores"] == [100, 0] and obs["totals"] == [100, 0]
    assert obs["last_hand"]["family_counts"] == [6, 4]
    assert all(" ask " not in e for e in obs["history"])  # the new deal's history only


def test_a_tie_for_most_families_scores_nobody() -> None:
    s = last_family_position([1, 2, 3, 4], [7, 8, 9, 10, 5])
    s.apply_text("ask 1 S6")
    (res,) = s.hand_results()
    assert res.scores == (Fraction(0), Fraction(0)) and res.detail["winner"] is None


def test_a_manche_is_won_at_200_and_scores_start_again() -> None:
    s = last_family_position([1, 2, 3, 4, 5], [7, 8, 9, 10])
    s._manche_scores = (100, 0)
    s._totals = (100, 0)
    s.apply_text("ask 1 S6")
    res = s.hand_results()[-1]
    assert res.detail["manche_scores"] == [200, 0] and res.detail["manche_winner"] == 0
    obs = s.observation(1)
    assert obs["manches_won"] == [1, 0]
    assert obs["scores"] == [0, 0] and obs["totals"] == [200, 0]
    assert obs["manche"] == 2
    assert not s.is_over()


def test_two_manches_win_the_match() -> None:
    s = last_family_position([1, 2, 3, 4, 5], [7, 8, 9, 10])
    s._manches_won = (1, 1)
    s._manche_scores = (100, 100)
    s.apply_text("ask 1 S6")
    assert s.is_over()
    result = s.result()
    assert result.over and result.winners == (0,)
    assert result.detail["manches_won"] == [2, 1]
    assert s.observation(0)["over"] is True


def test_max_hands_stops_the_match() -> None:
    s = new(3, 4, max_hands=2)
    play_random(s, random.Random(4))
    assert s.is_over() and len(s.hand_results()) == 2 and s.hand_number == 1
    assert s.result().over and s.result().winners


def test_a_whole_match_ends_with_a_winner_of_two_manches() -> None:
    s = new(2, 5)
    play_random(s, random.Random(5))
    result = s.result()
    assert result.over and len(result.winners) == 1
    assert result.detail["manches_won"][result.winners[0]] == 2
    decided = [h for h in s.hand_results() if h.detail["winner"] is not None]
    assert sum(result.totals) == 100 * len(decided)


def test_options_are_described_with_defaults() -> None:
    opts = {o["name"]: o["default"] for o in GAME.describe()["options"]}
    assert opts == {"ask_requires_family": True, "max_hands": None}
    assert GAME.new(2, 0).options["ask_requires_family"] is True


def test_the_end_of_the_match_is_rendered() -> None:
    s = last_family_position([1, 2, 3, 4, 5], [7, 8, 9, 10])
    s._manches_won = (1, 0)
    s._manche_scores = (100, 0)
    s.apply_text("ask 1 S6")
    text = GAME.render(s.observation(1), say=Words("en", me=1))
    assert "match over: the winner is P0" in text
    assert "laid: 1 Ona, 2 Manekenk" in text
