"""The fast Seven Seals rollout policy: always legal, cheap, and usable by ISMCTS."""

from __future__ import annotations

from tapisvert.bots import SeatView, make_bot
from tapisvert.bots.heuristic import heuristic_rollout
from tapisvert.games import get_game
from tapisvert.games.seven_seals.rollout import rollout_policy

GAME = get_game("seven-seals")


def test_heuristic_rollout_uses_the_fast_policy() -> None:
    assert heuristic_rollout(GAME, 0) is rollout_policy


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
