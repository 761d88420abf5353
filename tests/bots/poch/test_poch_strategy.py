"""The poch strategy (`games/poch/policy.py`): the heuristic bot's choices, pinned.

The digests below were taken from the heuristic as it stood in `bots/heuristics/poch.py` before
it moved into the game (issue 13): the same seeds must give the same moves, draw for draw.
"""

from __future__ import annotations

import hashlib
import random
from typing import Any

import pytest

from tapisvert.bots import SeatView
from tapisvert.bots.heuristic import heuristic_for
from tapisvert.games.poch import GAME
from tapisvert.games.poch.policy import win_chance
from tapisvert.games.poch.views import PochView

# players, seed, options, digest of the moves
PINNED: list[tuple[int, int, dict[str, Any], str]] = [
    (3, 1, {"max_hands": 30}, "4b881d457d14bc9f4fb0aedd94f942ff"),
    (4, 2, {"max_hands": 20, "new_run_other_suit": True}, "9e1b043145f0332fa9630d57672d7b0e"),
    (
        5,
        3,
        {"max_hands": 15, "bet_requires_pair": True, "starting_chips": 30},
        "92a4145e3ff0a23d801a417b3e053320",
    ),
]


def heuristic_moves(players: int, seed: int, options: dict[str, Any]) -> str:
    """A digest of every move of a match of heuristic bots (each seeded by its seat)."""
    state = GAME.new(players, seed, **options)
    bots = [heuristic_for(GAME, seat, seed * 10 + seat) for seat in range(players)]
    digest = hashlib.md5()
    while (seat := state.to_act) is not None:
        action = bots[seat].choose(SeatView.of(state))
        digest.update(f"{seat}:{state.action_to_str(action)};".encode())
        state.apply(action)
    return digest.hexdigest()


@pytest.mark.parametrize(("players", "seed", "options", "expected"), PINNED)
def test_heuristic_plays_as_pinned(
    players: int, seed: int, options: dict[str, Any], expected: str
) -> None:
    assert heuristic_moves(players, seed, options) == expected


def test_the_showdown_chance_is_drawn_once_per_deal() -> None:
    """Asked again in the same deal (the hand and the rivals unchanged), the strategy answers
    with the same estimate and draws nothing; another generator draws its own."""
    state = GAME.new(3, 4)
    seat = state.to_act
    assert seat is not None
    view = state.view(seat)
    assert isinstance(view, PochView)
    rng = random.Random(1)
    first = win_chance(view, rng)
    drawn = rng.getstate()
    assert win_chance(view, rng) == first
    assert rng.getstate() == drawn
    other = random.Random(1)
    assert win_chance(view, other) == first
    assert other.getstate() == drawn
