"""tapisvert's games in OpenSpiel: importing this module registers them with `pyspiel`.

    import pyspiel
    import tapisvert.openspiel
    game = pyspiel.load_game("tapisvert_sabias", {"players": 3})

Needs the `rl` extra (`pip install 'tapisvert[rl]'`). The bridge itself, its chance model and its
views are described in `tapisvert.rl.openspiel_bridge`.
"""

from __future__ import annotations

from tapisvert.rl.openspiel_bridge import TapisvertState, load, register, short_name

GAMES = register()

__all__ = ["GAMES", "TapisvertState", "load", "register", "short_name"]
