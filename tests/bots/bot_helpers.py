"""Helpers shared by the bot tests of every game."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import Any

from tapisvert.bots import SeatView, make_bot
from tapisvert.core.protocol import Game, GameState


def positions(
    game: Game,
    players: int,
    seed: int,
    *,
    hands: int,
    every: float,
    heuristic: bool = False,
    options: Mapping[str, Any] | None = None,
) -> list[Any]:
    """Copies of a match of `hands` hands at random moments (every phase, random or heuristic
    play), the finished match last."""
    rng = random.Random(seed)
    state: GameState = game.new(players, seed, max_hands=hands, **dict(options or {}))
    bots = [make_bot("heuristic", game, s, seed) for s in range(players)]
    out: list[Any] = []
    while state.to_act is not None:
        if rng.random() < every:
            out.append(state.clone())
        if heuristic:
            view = SeatView.of(state, with_observation=True)
            state.apply(bots[view.seat].choose(view))
        else:
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
    out.append(state)
    return out


def play_out(
    state: GameState,
    policy: Callable[[GameState, random.Random], int],
    rng: random.Random,
    limit: int,
) -> int:
    """Play `policy` for every seat to the end of the match, each move checked legal; the moves."""
    moves = 0
    while state.to_act is not None:
        action = policy(state, rng)
        assert action in state.legal_actions()
        state.apply(action)
        moves += 1
        assert moves < limit
    return moves
