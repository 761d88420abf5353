"""The registry of games: one line per game package, imported on first use."""

from __future__ import annotations

import importlib

from tapisvert.core.errors import InvalidOption
from tapisvert.core.protocol import Game

# id -> module that defines `GAME`. A new game is one package plus one line here.
_REGISTRY: dict[str, str] = {
    "sabias": "tapisvert.games.sabias",
    "familles": "tapisvert.games.familles",
    "seven-seals": "tapisvert.games.seven_seals",
    "samba": "tapisvert.games.samba",
    "poch": "tapisvert.games.poch",
}


def game_ids() -> list[str]:
    """The ids of every registered game, in listing order."""
    return list(_REGISTRY)


def get_game(game_id: str) -> Game:
    """The game registered under `game_id`, or InvalidOption listing the known ids."""
    try:
        module_name = _REGISTRY[game_id]
    except KeyError:
        known = ", ".join(_REGISTRY) or "none"
        raise InvalidOption(f"unknown game {game_id!r}; known games: {known}") from None
    game = importlib.import_module(module_name).GAME
    assert isinstance(game, Game)
    return game


def all_games() -> list[Game]:
    """Every registered game."""
    return [get_game(g) for g in _REGISTRY]
