"""Fixed-size numpy encodings of a seat's view, one per game (docs/rl.md lists every field).

`encoder(game_id, players)` returns the game's `Encoder`: `encode(observation)` gives one float32
vector, `encode_batch(observations)` a (batch, size) array, `table()` the documented layout.
Encoders read the JSON of `observation(seat)` and nothing else.
"""

from __future__ import annotations

import functools
import importlib

from tapisvert.core.errors import InvalidOption
from tapisvert.games import get_game
from tapisvert.rl.tensors.base import Encoder, Field, Writer

_MODULES = {
    "sabias": "tapisvert.rl.tensors.sabias",
    "familles": "tapisvert.rl.tensors.familles",
    "seven-seals": "tapisvert.rl.tensors.seven_seals",
    "samba": "tapisvert.rl.tensors.samba",
    "poch": "tapisvert.rl.tensors.poch",
}


@functools.cache
def encoder(game_id: str, players: int) -> Encoder:
    """The encoding of `game_id` at `players` seats (InvalidOption for an unknown pair)."""
    game = get_game(game_id)
    if players not in game.player_counts:
        counts = ", ".join(map(str, game.player_counts))
        raise InvalidOption(f"{game_id} is played by {counts} players, not {players}")
    try:
        module = importlib.import_module(_MODULES[game_id])
    except KeyError:
        raise InvalidOption(f"{game_id} has no tensor encoding") from None
    return Encoder(game_id, players, module.fields(players), module.fill, game.parse_card)


__all__ = ["Encoder", "Field", "Writer", "encoder"]
