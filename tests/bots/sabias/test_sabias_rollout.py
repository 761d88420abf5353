"""The sabias fast rollout policy: always legal, plays whole matches, drives ISMCTS."""

from __future__ import annotations

import random
from typing import Any

import pytest
from bot_helpers import play_out

from tapisvert.bots import SeatView, make_bot
from tapisvert.bots.heuristics import heuristic_rollout
from tapisvert.bots.heuristics.sabias import rollout_policy
from tapisvert.games import get_game
from tapisvert.games.sabias.state import SabiasState

GAME = get_game("sabias")

VARIANTS: list[tuple[int, dict[str, Any]]] = [
    (3, {}),
    (4, {}),
    (4, {"four_player_mode": "individual"}),
    (5, {}),
    (3, {"sabia_must_follow_family": False, "overtrump_partner_exempt": True}),
    (5, {"sabia_must_follow_family": False, "overtrump_partner_exempt": True}),
    (5, {"overtrump_partner_exempt": True, "ecart": "difference"}),
]
IDS = [f"{n}p-{'-'.join(f'{k}={v}' for k, v in o.items()) or 'default'}" for n, o in VARIANTS]


def test_the_heuristic_rollout_is_the_fast_policy() -> None:
    assert heuristic_rollout(GAME, 0) is rollout_policy


@pytest.mark.parametrize(("players", "options"), VARIANTS, ids=IDS)
def test_policy_is_legal_in_random_states(players: int, options: dict[str, Any]) -> None:
    """From states reached by random play (every phase), the policy's move is legal."""
    rng = random.Random(players)
    checked = 0
    for seed in range(12):
        state = GAME.new(players, seed, max_hands=2, **options)
        assert isinstance(state, SabiasState)
        while state.to_act is not None:
            legal = state.legal_actions()
            assert rollout_policy(state, rng) in legal
            checked += 1
            state.apply(legal[rng.randrange(len(legal))])
    assert checked > 200


@pytest.mark.parametrize(("players", "options"), VARIANTS, ids=IDS)
def test_policy_plays_sampled_worlds_to_the_end(players: int, options: dict[str, Any]) -> None:
    """In worlds sampled from a seat's observation, the policy alone finishes the match."""
    rng = random.Random(7)
    for seed in range(6):
        state = GAME.new(players, seed, max_hands=1, **options)
        for _ in range(rng.randrange(30)):
            if state.to_act is None:
                break
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
        if state.to_act is None:
            continue
        world = GAME.determinize(state.observation(state.to_act), rng)
        play_out(world, rollout_policy, rng, 500)
        assert world.result() is not None


def test_a_tiny_ismcts_game_with_heuristic_rollouts_runs() -> None:
    for players in (3, 5):
        state = GAME.new(players, 3, max_hands=1)
        bots = [
            make_bot("ismcts:iterations=15:rollout=heuristic", GAME, s, 3) for s in range(players)
        ]
        while state.to_act is not None:
            view = SeatView.of(state)
            action = bots[view.seat].choose(view)
            assert action in view.legal_actions
            state.apply(action)
        assert len(state.hand_results()) == 1
