"""tapisvert: reference implementations of traditional card games, to play and to study."""

from tapisvert.core.errors import (
    IllegalAction,
    InvalidNotation,
    InvalidOption,
    ReplayMismatch,
    TapisvertError,
)
from tapisvert.core.protocol import Game, GameState
from tapisvert.core.version import ENGINE_VERSION
from tapisvert.games import all_games, game_ids, get_game

__version__ = ENGINE_VERSION

__all__ = [
    "Game",
    "GameState",
    "IllegalAction",
    "InvalidNotation",
    "InvalidOption",
    "ReplayMismatch",
    "TapisvertError",
    "__version__",
    "all_games",
    "game_ids",
    "get_game",
]
