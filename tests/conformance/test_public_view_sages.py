"""The public view, `observation(None)`, of the three Sages games (sabias, seven-seals, familles):
what spectators and replays see.

It holds everything public and no card hidden from any seat: no hand, and nothing that changes when
the cards any seat cannot see are dealt again (`resample_hidden`, for every seat in turn). familles
also keeps an unseen draw as `?` in its public history.
"""

from __future__ import annotations

import json
import random

import pytest

from tapisvert.core.protocol import Game
from tapisvert.games import get_game
from tapisvert.words import Words


def views_of_random_play(game: Game, players: int, seed: int) -> int:
    """Play one random match, checking the public view at every step; returns the moves seen."""
    state = game.new(players, seed, max_hands=2)
    rng = random.Random(seed)
    moved = steps = 0
    while not state.is_over():
        public = state.observation(None)
        assert json.loads(json.dumps(public)) == public, "the public view is not plain JSON"
        assert public["seat"] is None
        assert public["hand"] == [], "the public view shows a hand"
        assert public["legal_actions"] == []
        assert public["hand_sizes"] == [len(state.observation(s)["hand"]) for s in range(players)]
        assert game.render(public, say=Words())
        if game.id == "familles":
            for line in public["history"]:
                if " draw " in line and not line.endswith(" shown"):
                    assert " draw ? " in line, f"the public history names an unseen draw: {line}"
        for seat in range(players):
            other = state.resample_hidden(seat, rng)
            assert other.observation(None) == public, f"resampling seat {seat}'s unknowns shows"
            hands = [other.observation(s)["hand"] for s in range(players)]
            moved += hands != [state.observation(s)["hand"] for s in range(players)]
        state.apply(rng.choice(state.legal_actions()))
        steps += 1
    assert moved, "resample_hidden never moved a card: the check above proves nothing"
    return steps


@pytest.mark.parametrize(
    ("game_id", "players"),
    [(g, n) for g in ("sabias", "seven-seals") for n in (3, 4, 5)]
    + [("familles", n) for n in (2, 3, 6)],
)
def test_the_public_view_hides_every_hand_and_shows_the_table(game_id: str, players: int) -> None:
    assert views_of_random_play(get_game(game_id), players, seed=players) > 0
