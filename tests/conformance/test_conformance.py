"""The conformance suite: every registered game, every player count, random playouts.

What it proves for each game: legal actions are non-empty until the end and each applies; illegal
ids (and their notation) are refused with IllegalAction and leave the state unchanged; action and
card notation round-trips; cards are conserved; zero-sum games balance every hand; observations
are JSON and leak nothing (resampling what a seat cannot see leaves its observation, and the
public view `observation(None)`, identical);
clones are independent; the same seed gives the same match; an explicit first deal reproduces the
first hand; records replay to the same result.
"""

from __future__ import annotations

import json
import random
from fractions import Fraction
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tapisvert import IllegalAction, all_games, get_game
from tapisvert.core.protocol import GameState
from tapisvert.core.records import MatchRecord, Recorder
from tapisvert.core.replay import replay

CASES = [(g.id, n) for g in all_games() for n in g.player_counts]
IDS = [f"{g}-{n}p" for g, n in CASES]
SEEDS = st.integers(min_value=0, max_value=2**32 - 1)
MAX_HANDS = 2  # keeps every playout short; whole matches are pinned by the golden files
CHECK_EVERY = 7  # the expensive checks run on every 7th step


def snapshot(state: GameState) -> Any:
    """Everything a user could see of a state: who acts, what is legal, every seat's view."""
    return (
        state.to_act,
        state.legal_actions(),
        state.hand_number,
        json.dumps([state.observation(s) for s in range(state.num_players)], sort_keys=True),
    )


def check_illegal(state: GameState, rng: random.Random) -> None:
    legal = set(state.legal_actions())
    space = state.action_space()
    candidates = [a for a in rng.sample(range(space), min(space, 12)) if a not in legal][:4]
    before = snapshot(state)
    for action in candidates:
        with pytest.raises(IllegalAction) as info:
            state.apply(action)
        assert str(info.value), "a refusal must say why"
        text = state.action_to_str(action)
        assert state.parse_action(text) == action
        with pytest.raises(IllegalAction):
            state.apply_text(text)
        assert snapshot(state) == before, f"refusing {text!r} changed the state"


def check_views(state: GameState, rng: random.Random) -> None:
    public = state.observation(None)  # the spectators' view: no seat's hidden card
    assert json.loads(json.dumps(public)) == public, "the public view is not plain JSON"
    for seat in range(state.num_players):
        obs = state.observation(seat)
        assert json.loads(json.dumps(obs)) == obs, "observation is not plain JSON"
        for key in ("seat", "to_act", "hand_number", "legal_actions"):
            assert key in obs, f"observation lacks {key!r}"
        other = state.resample_hidden(seat, rng)
        assert other.observation(seat) == obs, f"seat {seat}'s observation leaks hidden cards"
        assert sorted(other.card_inventory()) == sorted(state.card_inventory())
        assert other.observation(None) == public, f"the public view leaks seat {seat}'s cards"


def check_clone(state: GameState, rng: random.Random) -> None:
    before = snapshot(state)
    copy = state.clone()
    assert snapshot(copy) == before
    legal = copy.legal_actions()
    copy.apply(legal[rng.randrange(len(legal))])
    assert snapshot(state) == before, "applying to a clone changed the original"


def playout(state: GameState, rng: random.Random, recorder: Recorder | None = None) -> int:
    """Random play to the end with every check; returns the number of actions."""
    game = state.game
    inventory = state.card_inventory()
    for card in set(inventory):
        assert game.parse_card(game.card_to_str(card)) == card
    steps = 0
    while True:
        legal = state.legal_actions()
        if state.to_act is None:
            assert state.is_over() and legal == []
            break
        assert legal, f"no legal action for seat {state.to_act}"
        assert len(set(legal)) == len(legal), "duplicate legal actions"
        for a in legal:
            assert 0 <= a < state.action_space()
            assert state.parse_action(state.action_to_str(a)) == a
        if steps % CHECK_EVERY == 0:
            check_illegal(state, rng)
            check_views(state, rng)
            check_clone(state, rng)
        action = legal[rng.randrange(len(legal))]
        if recorder is not None:
            recorder.apply(action)
        else:
            state.apply(action)
        steps += 1
        assert state.card_inventory() == inventory, "cards appeared or vanished"
    check_views(state, rng)
    for index, hand in enumerate(state.hand_results()):
        assert len(hand.scores) == state.num_players
        assert state.hand_scores(index) == hand.scores
        if game.zero_sum:
            assert sum(hand.scores, Fraction(0)) == 0, f"hand not zero-sum: {hand.scores}"
    assert len(state.deals()) == len(state.hand_results())
    return steps


@pytest.mark.parametrize(("game_id", "players"), CASES, ids=IDS)
@given(seed=SEEDS)
def test_random_playout(game_id: str, players: int, seed: int) -> None:
    game = get_game(game_id)
    state = game.new(players, seed, max_hands=MAX_HANDS)
    recorder = Recorder(state, ["random"] * players)
    playout(state, random.Random(seed), recorder)
    result = state.result()
    assert result.over and 1 <= len(result.hands) <= MAX_HANDS
    record = MatchRecord.from_json(json.loads(recorder.record().to_line()))
    again = replay(game, record)
    assert again.result().to_json() == result.to_json()


@pytest.mark.parametrize(("game_id", "players"), CASES, ids=IDS)
@given(seed=SEEDS)
def test_seed_and_deal_reproduce(game_id: str, players: int, seed: int) -> None:
    game = get_game(game_id)
    first = game.new(players, seed, max_hands=1)
    second = game.new(players, seed, max_hands=1)
    explicit = game.new(players, seed + 1, max_hands=1, deal=first.deals()[0])
    assert first.deals() == second.deals()
    assert explicit.deals()[0] == first.deals()[0]
    rng = random.Random(seed)
    while first.to_act is not None:
        assert snapshot(first) == snapshot(second) == snapshot(explicit)
        legal = first.legal_actions()
        action = legal[rng.randrange(len(legal))]
        for s in (first, second, explicit):
            s.apply(action)
    assert second.is_over() and explicit.is_over()
    assert first.result().to_json() == second.result().to_json() == explicit.result().to_json()


@pytest.mark.parametrize(("game_id", "players"), CASES, ids=IDS)
def test_listing_and_options(game_id: str, players: int) -> None:
    game = get_game(game_id)
    info = game.describe()
    assert info["id"] == game_id and players in info["players"]
    names = {o["name"] for o in info["options"]}
    assert "max_hands" in names
    state = game.new(players, 1)
    assert set(state.options) == names
    for option in game.option_specs:
        assert option.doc, f"option {option.name} is undocumented"
