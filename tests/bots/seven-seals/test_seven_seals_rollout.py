"""The fast Seven Seals rollout policy: always legal, cheap, and usable by ISMCTS."""

from __future__ import annotations

import random

import pytest

from tapisvert.bots import SeatView, make_bot
from tapisvert.bots.heuristics import heuristic_rollout
from tapisvert.bots.heuristics.seven_seals import rollout_policy
from tapisvert.games import get_game
from tapisvert.games.seven_seals.state import SevenSealsState

GAME = get_game("seven-seals")


def test_heuristic_rollout_uses_the_fast_policy() -> None:
    assert heuristic_rollout(GAME, 0) is rollout_policy


@pytest.mark.parametrize("players", [3, 4, 5])
def test_rollout_policy_always_legal(players: int) -> None:
    """Over random positions (reached by random play) and whole hands played by the policy
    itself, every phase included, the policy returns a legal action and leaves the state as
    it was."""
    rng = random.Random(players)
    checked = 0
    for seed in range(12):
        state = GAME.new(players, seed, max_hands=2)
        assert isinstance(state, SevenSealsState)
        self_play = seed % 2 == 0
        while state.to_act is not None:
            legal = state.legal_actions()
            before = state.observation(state.to_act) if checked % 50 == 0 else None
            action = rollout_policy(state, rng)
            assert action in legal
            if before is not None:
                assert state.observation(state.to_act) == before
            checked += 1
            state.apply(action if self_play else legal[rng.randrange(len(legal))])
    assert checked > 1000


def test_rollout_policy_in_sampled_worlds() -> None:
    """Rollouts from determinized worlds play each hand to its end."""
    rng = random.Random(5)
    state = GAME.new(4, 11, max_hands=1)
    while state.to_act is not None:
        view = SeatView.of(state)
        world = GAME.determinize(view.observation, rng)
        hand = world.hand_number
        while world.to_act is not None and world.hand_number == hand:
            action = rollout_policy(world, rng)
            assert action in world.legal_actions()
            world.apply(action)
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])


def test_tiny_ismcts_heuristic_rollout_game() -> None:
    """A whole hand at 3 players with ismcts:rollout=heuristic for every seat."""
    state = GAME.new(3, 2, max_hands=1)
    bots = [make_bot("ismcts:iterations=20:rollout=heuristic", GAME, s, s) for s in range(3)]
    while (seat := state.to_act) is not None:
        view = SeatView.of(state)
        action = bots[seat].choose(view)
        assert action in view.legal_actions
        state.apply(action)
    assert state.result().over
