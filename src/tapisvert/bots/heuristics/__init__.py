"""The heuristic bot of each game, and what search asks a game for (through public names only).

Where a game has a strategy (`Game.strategy()`, written once in `games/<id>/policy.py` over its
typed view), the heuristic bot is `StrategyBot`, which plays it, and search rolls out with the
same strategy unless the game names a faster policy (`Game.search_hooks().rollout`).

Until a game has moved its strategy into its package, its heuristic lives here, in a module named
like the game's package (`bots/heuristics/<package>.py`, defining `make(game, seat, seed)` and
optionally `rollout_policy`, `search_actions`, `evaluate` and `ISMCTS_DEFAULTS`): it is found by
that name, so there is no table to keep.
"""

from __future__ import annotations

import importlib
import importlib.util
import random
from collections.abc import Callable, Sequence
from types import ModuleType
from typing import Any, cast

from tapisvert.bots.base import Bot, SeatView
from tapisvert.core.errors import InvalidOption
from tapisvert.core.protocol import Action, Game, GameState, Strategy


class StrategyBot(Bot):
    """The heuristic bot of a game that has a strategy: plays it on the seat's typed view."""

    name = "heuristic"

    def __init__(self, strategy: Strategy, seed: int) -> None:
        self.strategy = strategy
        self._rng = random.Random(seed)

    def choose(self, view: SeatView) -> Action:
        assert view.view is not None, "a strategy needs the game's typed view"
        return self.strategy(view.view, self._rng)


def _module(game: Game) -> ModuleType | None:
    """`bots/heuristics/<package>.py` of `game` (its package's name), or None."""
    package = type(game).__module__.split(".")[2]  # tapisvert.games.<package>[.module]
    name = f"{__name__}.{package}"
    if importlib.util.find_spec(name) is None:
        return None
    return importlib.import_module(name)


def has_heuristic(game_id: str) -> bool:
    """Whether the game of `game_id` has a heuristic bot."""
    from tapisvert.games import get_game

    game = get_game(game_id)
    return game.strategy() is not None or _module(game) is not None


def heuristic_for(game: Game, seat: int, seed: int) -> Bot:
    """The heuristic bot of `game` for `seat`."""
    strategy = game.strategy()
    if strategy is not None:
        return StrategyBot(strategy, seed)
    module = _module(game)
    if module is None:
        raise InvalidOption(f"no heuristic bot for {game.id} yet")
    bot = module.make(game, seat, seed)
    assert isinstance(bot, Bot)
    return bot


def _module_attr(game: Game, name: str) -> Any:
    """Attribute `name` of `game`'s heuristic module, or None (no module, or no such attribute)."""
    module = _module(game)
    return None if module is None else getattr(module, name, None)


def search_defaults(game: Game) -> dict[str, str]:
    """The ismcts parameters measured strongest for `game`, which a bot spec's own parameters
    override."""
    hooks = game.search_hooks()
    return dict(hooks.defaults or _module_attr(game, "ISMCTS_DEFAULTS") or {})


def heuristic_evaluator(game: Game) -> Callable[[GameState, int], Sequence[float]] | None:
    """The game's `evaluate(state, hand)` (each seat's estimated score of `hand` from a state
    inside it), when it has one."""
    found = game.search_hooks().evaluate or _module_attr(game, "evaluate")
    return cast(Callable[[GameState, int], Sequence[float]] | None, found)


def heuristic_search_actions(game: Game) -> Callable[[GameState], Sequence[Action]] | None:
    """The game's `search_actions(state)` (the legal actions worth searching), when it has one."""
    found = game.search_hooks().actions or _module_attr(game, "search_actions")
    return cast(Callable[[GameState], Sequence[Action]] | None, found)


def heuristic_rollout(game: Game, seed: int) -> Callable[[GameState, random.Random], Action]:
    """A rollout policy for search: the game's own fast policy when it has one, else its
    strategy (or heuristic bot) for the seat to act, reading that seat's view of the sampled
    world."""
    fast = game.search_hooks().rollout or _module_attr(game, "rollout_policy")
    if fast is not None:
        return cast(Callable[[GameState, random.Random], Action], fast)
    strategy = game.strategy()
    if strategy is not None:
        play = strategy

        def play_strategy(state: GameState, rng: random.Random) -> Action:
            return play(state.view(state.to_act), rng)

        return play_strategy
    if _module(game) is None:
        raise InvalidOption(f"no heuristic bot for {game.id} yet")
    bots: dict[int, Bot] = {}

    def policy(state: GameState, rng: random.Random) -> Action:
        seat = state.to_act
        assert seat is not None
        bot = bots.get(seat)
        if bot is None:
            bot = bots[seat] = heuristic_for(game, seat, seed)
        return bot.choose(SeatView.of(state))

    return policy
