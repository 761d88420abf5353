"""Hints and reviews read no hidden card: the hint and the rating of a seat's decision are the same
in every world that seat cannot tell from the real one (`resample_hidden`), and a forced move is
never rated."""

from __future__ import annotations

import random

import pytest

from tapisvert import all_games, get_game
from tapisvert.coach import hint, rate
from tapisvert.core.protocol import GameState

CASES = [(g.id, min(g.player_counts)) for g in all_games()]
WORLDS = 6  # sampled worlds per estimate: the test compares, it does not need precision
RESAMPLES = 2


def _decisions(game_id: str, players: int, seed: int, every: int) -> list[GameState]:
    """States of a random hand at a non-forced decision, one in `every`."""
    game = get_game(game_id)
    state = game.new(players, seed, max_hands=1)
    rng = random.Random(seed)
    out: list[GameState] = []
    n = 0
    while state.to_act is not None:
        if len(state.legal_actions()) > 1:
            if n % every == 0:
                out.append(state.clone())
            n += 1
        state.apply(rng.choice(state.legal_actions()))
    return out[:4]


@pytest.mark.parametrize(("game_id", "players"), CASES, ids=[c[0] for c in CASES])
def test_hints_and_ratings_read_only_the_seats_view(game_id: str, players: int) -> None:
    rng = random.Random(game_id)
    compared = 0
    for state in _decisions(game_id, players, 7, every=9 if game_id != "samba" else 40):
        seat = state.to_act
        assert seat is not None
        played = rng.choice(state.legal_actions())
        expected_hint = hint(state, worlds=WORLDS)
        expected_rating = rate(state.game, state, played, worlds=WORLDS)
        for _ in range(RESAMPLES):
            world = state.resample_hidden(seat, rng)
            assert world.view(seat) == state.view(seat)
            assert hint(world, worlds=WORLDS) == expected_hint
            assert rate(world.game, world, played, worlds=WORLDS) == expected_rating
            compared += 1
    assert compared


def test_a_forced_move_is_never_rated() -> None:
    game = get_game("seven-seals")
    state = game.new(3, 1, max_hands=1)
    rng = random.Random(1)
    forced = 0
    while state.to_act is not None and forced < 3:
        legal = state.legal_actions()
        if len(legal) == 1:
            assert rate(game, state, legal[0]) is None
            forced += 1
        state.apply(rng.choice(legal))
    assert forced
