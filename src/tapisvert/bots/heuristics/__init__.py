"""Rule-based players, one module per game, written from how good players play it.

Each module defines a `Bot` subclass reading only the seat's observation; `heuristic_for` finds
the one for a game. A new game's heuristic is one module plus one line here.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable, Sequence
from typing import Any, cast

from tapisvert.bots.base import Bot, SeatView
from tapisvert.core.errors import InvalidOption
from tapisvert.core.protocol import Action, Game, GameState

# game id -> module defining `make(game, seat, seed) -> Bot`
_HEURISTICS: dict[str, str] = {
    "sabias": "tapisvert.bots.heuristics.sabias",
    "familles": "tapisvert.bots.heuristics.familles",
    "seven-seals": "tapisvert.bots.heuristics.seven_seals",
    "samba": "tapisvert.bots.heuristics.samba",
    "poch": "tapisvert.bots.heuristics.poch",
}


def has_heuristic(game_id: str) -> bool:
    return game_id in _HEURISTICS


def heuristic_for(game: Game, seat: int, seed: int) -> Bot:
    """The heuristic bot of `game` for `seat`."""
    try:
        module = importlib.import_module(_HEURISTICS[game.id])
    except KeyError:
        raise InvalidOption(f"no heuristic bot for {game.id} yet") from None
    bot = module.make(game, seat, seed)
    assert isinstance(bot, Bot)
    return bot


def _module_attr(game: Game, name: str) -> Any:
    """Attribute `name` of `game`'s heuristic module, or None (no module, or no such attribute)."""
    if game.id not in _HEURISTICS:
        return None
    return getattr(importlib.import_module(_HEURISTICS[game.id]), name, None)


def search_defaults(game: Game) -> dict[str, str]:
    """The ismcts parameters measured strongest for `game` (its heuristic module's
    `ISMCTS_DEFAULTS`), which a bot spec's own parameters override."""
    return dict(_module_attr(game, "ISMCTS_DEFAULTS") or {})


def heuristic_evaluator(game: Game) -> Callable[[GameState, int], Sequence[float]] | None:
    """The game's `evaluate(state, hand)` (each seat's estimated score of `hand` from a state
    inside it), when its heuristic module defines one."""
    return cast(Callable[[GameState, int], Sequence[float]] | None, _module_attr(game, "evaluate"))


def heuristic_search_actions(game: Game) -> Callable[[GameState], Sequence[Action]] | None:
    """The game's `search_actions(state)` (the legal actions worth searching), when its heuristic
    module defines one."""
    found = _module_attr(game, "search_actions")
    return cast(Callable[[GameState], Sequence[Action]] | None, found)


def heuristic_rollout(game: Game, seed: int) -> Callable[[GameState, random.Random], Action]:
    """A rollout policy for search: the game's own fast `rollout_policy` when its heuristic
    module has one, else the heuristic bot of the seat to act, reading that seat's view of the
    sampled world."""
    try:
        module = importlib.import_module(_HEURISTICS[game.id])
    except KeyError:
        raise InvalidOption(f"no heuristic bot for {game.id} yet") from None
    fast = getattr(module, "rollout_policy", None)
    if fast is not None:
        return cast(Callable[[GameState, random.Random], Action], fast)
    bots: dict[int, Bot] = {}

    def policy(state: GameState, rng: random.Random) -> Action:
        seat = state.to_act
        assert seat is not None
        bot = bots.get(seat)
        if bot is None:
            bot = bots[seat] = module.make(game, seat, seed)
        return cast(Action, bot.choose(SeatView.of(state)))

    return policy
