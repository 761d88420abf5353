"""Every game has a tutorial (`Game.tutorial()`): a fixed first hand whose steps the engine plays
to the end of the hand, every learner's step explained and answered in every language."""

from __future__ import annotations

import pytest

from tapisvert import all_games, get_game
from tapisvert.words import LANGS, Words

GAME_IDS = [g.id for g in all_games()]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_tutorial_plays_through_the_engine(game_id: str) -> None:
    game = get_game(game_id)
    tutorial = game.tutorial()
    assert tutorial is not None, f"{game_id} has no tutorial"
    assert tutorial.game == game_id and tutorial.players in game.player_counts
    steps = list(tutorial.run(game))
    learner = [(s, st, a) for s, st, a in steps if s.seat == tutorial.seat]
    assert len(learner) >= 5, "a tutorial teaches at least five moves"
    taught_choices = 0
    for step, state, action in learner:
        assert step.say is not None and step.wrong is not None
        if len(state.legal_actions()) > 1:
            taught_choices += 1
        assert action in state.legal_actions()
    assert taught_choices >= 3, "most taught moves must be real choices"
    for lang in LANGS:
        words = Words(lang, me=tutorial.seat)
        for message in tutorial.messages():
            assert words(message).strip(), (lang, message.key)
    assert tutorial.to_json()["steps"]
