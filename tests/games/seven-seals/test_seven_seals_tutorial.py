"""The tutorial teaches the strategy's play: every learner's move is the heuristic's own, and has a
hint's reason, but for two prediction choices made to teach: declining the saboteur (to claim
seals), and stopping at two seals where the heuristic gambles on a third (a blue one)."""

from __future__ import annotations

import random

from tapisvert import get_game
from tapisvert.core.protocol import GameState
from tapisvert.games.seven_seals.policy import reason, strategy

GAME = get_game("seven-seals")


def test_the_tutorial_teaches_the_strategys_moves() -> None:
    tutorial = GAME.tutorial()
    assert tutorial is not None
    learner = [(s, state, a) for s, state, a in tutorial.run(GAME) if s.seat == tutorial.seat]
    seat = tutorial.seat

    def said(state: GameState, action: int) -> str:
        return state.action_to_str(action)

    # the two prediction choices made to teach, against the heuristic's
    (first, before_first, _), (done, before_done, _) = learner[0], learner[2]
    assert first.move == "take yellow"
    assert said(before_first, strategy(before_first.view(seat), random.Random(0))) == "saboteur"
    assert done.move == "done"
    assert said(before_done, strategy(before_done.view(seat), random.Random(0))) == "take blue"
    rest = [learner[1], *learner[3:]]
    for step, state, action in rest:
        view = state.view(seat)
        assert strategy(view, random.Random(0)) == action, step.move
        if len(state.legal_actions()) > 1:
            assert reason(view, action) is not None, step.move


def test_the_tutorial_round_scores_as_its_outro_says() -> None:
    tutorial = GAME.tutorial()
    assert tutorial is not None
    state = tutorial.start(GAME)
    for _step, _before, action in tutorial.run(GAME):
        state.apply(action)
    (result,) = state.hand_results()
    assert [int(s) for s in result.scores] == [-9, 0, -1]
    assert result.detail["saboteur"] == 2 and result.detail["black_by_others"] == 3
