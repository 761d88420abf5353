"""Checks every game's bots pass alike: small duplicate tournaments and whole hands of search."""

from __future__ import annotations

from typing import Any

import pytest

from tapisvert.bots import SeatView
from tapisvert.bots.ismcts import ISMCTSBot
from tapisvert.games import get_game
from tapisvert.sim.tournament import tournament

# game, players, deals, seed, options: duplicate tournaments small enough for CI in which the
# heuristic's lead over random play is clear (docs/bots.md has the full-size figures).
BEATS_RANDOM: list[tuple[str, int, int, int, dict[str, Any]]] = [
    ("sabias", 3, 12, 1, {"max_hands": 2}),
    ("familles", 3, 10, 1, {"max_hands": 2}),
    ("seven-seals", 3, 4, 3, {"max_hands": 1}),
    ("samba", 4, 4, 3, {"max_hands": 1}),
    ("poch", 3, 24, 1, {"max_hands": 8}),
]


@pytest.mark.parametrize(
    ("game", "players", "deals", "seed", "options"),
    BEATS_RANDOM,
    ids=[row[0] for row in BEATS_RANDOM],
)
def test_heuristic_beats_random_in_a_duplicate_tournament(
    game: str, players: int, deals: int, seed: int, options: dict[str, Any]
) -> None:
    result = tournament(
        game, players, ["heuristic", "random"], deals, seed=seed, options=options, workers=1
    )
    low = result.difference("heuristic", "random").low
    assert low is not None and low > 0


@pytest.mark.parametrize(
    ("game", "players", "iterations"),
    [
        ("sabias", 3, 30),
        ("sabias", 5, 30),
        ("familles", 2, 10),
        ("familles", 4, 10),
    ],
)
def test_ismcts_plays_a_hand_with_the_determinizer(
    game: str, players: int, iterations: int
) -> None:
    g = get_game(game)
    state = g.new(players, 4, max_hands=1)
    bot = ISMCTSBot(g, 1, iterations=iterations)
    while state.to_act is not None:
        view = SeatView.of(state)
        action = bot.choose(view)
        assert action in view.legal_actions
        state.apply(action)
