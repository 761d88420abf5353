"""Rule-based players, one module per game, written from how good players play it.

Each module defines a `Bot` subclass reading only the seat's observation; `heuristic_for` finds
the one for a game. A new game's heuristic is one module plus one line here.
"""

from __future__ import annotations

import importlib

from tapisvert.bots.base import Bot
from tapisvert.core.errors import InvalidOption
from tapisvert.core.protocol import Game

# game id -> module defining `make(game, seat, seed) -> Bot`
_HEURISTICS: dict[str, str] = {
    "sabias": "tapisvert.bots.heuristics.sabias",
    "seven-seals": "tapisvert.bots.heuristics.seven_seals",
    "samba": "tapisvert.bots.heuristics.samba",
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
