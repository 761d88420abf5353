"""Reinforcement learning: PettingZoo environments, tensors with masks, a policy bot.

Needs the optional extra: `pip install 'tapisvert[rl]'`.

    import tapisvert.rl
    env = tapisvert.rl.env("sabias", players=3)          # PettingZoo AEC
    enc = tapisvert.rl.encoder("sabias", 3)             # observation JSON -> numpy tensor
    venv = tapisvert.rl.VectorEnv("sabias", 3, 256)      # 256 tables stepped in one call

OpenSpiel: `tapisvert.openspiel`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tapisvert.rl.tensors import Encoder, encoder

if TYPE_CHECKING:
    from tapisvert.rl.vector import VectorEnv


def env(game: str, players: int | None = None, **kwargs: Any) -> Any:
    """The PettingZoo AEC environment of `game` (see `tapisvert.rl.aec`)."""
    from tapisvert.rl.aec import env as make

    return make(game, players, **kwargs)


def raw_env(game: str, players: int | None = None, **kwargs: Any) -> Any:
    """The environment without PettingZoo's order-enforcing wrapper."""
    from tapisvert.rl.aec import raw_env as make

    return make(game, players, **kwargs)


def __getattr__(name: str) -> Any:
    """`VectorEnv`, imported on first use (it brings Gymnasium and the bots)."""
    if name == "VectorEnv":
        from tapisvert.rl.vector import VectorEnv

        return VectorEnv
    raise AttributeError(f"module 'tapisvert.rl' has no attribute {name!r}")


__all__ = ["Encoder", "VectorEnv", "encoder", "env", "raw_env"]
