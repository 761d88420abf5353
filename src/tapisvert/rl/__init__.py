"""Reinforcement learning: PettingZoo environments, tensors with masks, a policy bot.

Needs the optional extra: `pip install 'tapisvert[rl]'`.

    import tapisvert.rl
    env = tapisvert.rl.env("sabias", players=3)          # PettingZoo AEC
    enc = tapisvert.rl.encoder("sabias", 3)             # observation JSON -> numpy tensor

OpenSpiel: `tapisvert.openspiel`.
"""

from __future__ import annotations

from typing import Any

from tapisvert.rl.tensors import Encoder, encoder


def env(game: str, players: int | None = None, **kwargs: Any) -> Any:
    """The PettingZoo AEC environment of `game` (see `tapisvert.rl.aec`)."""
    from tapisvert.rl.aec import env as make

    return make(game, players, **kwargs)


def raw_env(game: str, players: int | None = None, **kwargs: Any) -> Any:
    """The environment without PettingZoo's order-enforcing wrapper."""
    from tapisvert.rl.aec import raw_env as make

    return make(game, players, **kwargs)


__all__ = ["Encoder", "encoder", "env", "raw_env"]
