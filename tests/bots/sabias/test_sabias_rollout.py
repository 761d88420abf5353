"""The sabias fast rollout policy: always legal, plays whole matches, drives ISMCTS."""

from __future__ import annotations

from typing import Any

from tapisvert.bots import SeatView, make_bot
from tapisvert.bots.heuristic import heuristic_rollout
from tapisvert.games import get_game
from tapisvert.games.sabias.rollout import rollout_policy

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
