"""A trained policy as a bot: a small multi-layer perceptron over the game's tensor, in numpy.

The file is a numpy `.npz` archive that `examples/train_ppo.py` writes: `meta` (JSON: game,
players, activation, format version) and the actor's layers `w0, b0, w1, b1, ...` (`x @ w + b`,
the activation between layers, none after the last). The bot encodes its seat's observation,
masks the logits of illegal actions and plays the most likely legal action (`sample=1`: draws
from the masked softmax with its own seeded generator instead). Loading needs numpy only, so a
tournament of a trained agent runs without PyTorch.
"""

from __future__ import annotations

import functools
import json
import os
import random
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

from tapisvert.bots.base import Bot, SeatView
from tapisvert.core.errors import InvalidOption
from tapisvert.core.protocol import Action, Game
from tapisvert.rl.tensors import Encoder, encoder

FORMAT = 1
ACTIVATIONS = ("tanh", "relu")


@dataclass(frozen=True)
class Policy:
    """The actor's layers and what it was trained on."""

    game: str
    players: int
    activation: str
    layers: tuple[tuple[npt.NDArray[np.float32], npt.NDArray[np.float32]], ...]
    meta: dict[str, Any]

    def logits(self, x: npt.NDArray[np.float32]) -> npt.NDArray[np.float32]:
        """The action logits of a tensor (or a batch of them)."""
        last = len(self.layers) - 1
        for i, (w, b) in enumerate(self.layers):
            x = x @ w + b
            if i < last:
                x = np.tanh(x) if self.activation == "tanh" else np.maximum(x, 0)
        return x

    def save(self, path: str | os.PathLike[str]) -> None:
        arrays: dict[str, Any] = {}
        for i, (w, b) in enumerate(self.layers):
            arrays[f"w{i}"] = w
            arrays[f"b{i}"] = b
        meta = {
            **self.meta,
            "format": FORMAT,
            "game": self.game,
            "players": self.players,
            "activation": self.activation,
        }
        np.savez(path, meta=np.array(json.dumps(meta)), **arrays)


def load_policy(path: str | os.PathLike[str]) -> Policy:
    """Read a policy file (InvalidOption when it is missing or not one)."""
    return _load(
        os.path.abspath(os.fspath(path)), os.path.getmtime(path) if os.path.exists(path) else 0.0
    )


@functools.lru_cache(maxsize=8)
def _load(path: str, mtime: float) -> Policy:
    try:
        with np.load(path, allow_pickle=False) as data:
            meta = json.loads(str(data["meta"]))
            layers = []
            i = 0
            while f"w{i}" in data:
                layers.append((data[f"w{i}"].astype(np.float32), data[f"b{i}"].astype(np.float32)))
                i += 1
    except FileNotFoundError:
        raise InvalidOption(f"no policy file at {path}") from None
    except (OSError, ValueError, KeyError) as exc:
        raise InvalidOption(f"{path} is not a tapisvert policy file ({exc})") from None
    if meta.get("format") != FORMAT or not layers or meta.get("activation") not in ACTIVATIONS:
        raise InvalidOption(f"{path} is not a tapisvert policy file of format {FORMAT}")
    return Policy(meta["game"], int(meta["players"]), meta["activation"], tuple(layers), meta)


class PolicyBot(Bot):
    """Plays the trained policy's most likely legal action (or samples it)."""

    name = "policy"

    def __init__(self, policy: Policy, enc: Encoder, seed: int, sample: bool = False) -> None:
        self.policy = policy
        self.encoder = enc
        self.sample = sample
        self._rng = random.Random(seed)

    def choose(self, view: SeatView) -> Action:
        players = len(view.observation["hand_sizes"])
        if players != self.policy.players:
            raise InvalidOption(
                f"this policy was trained for {self.policy.players} players, not {players}"
            )
        logits = self.policy.logits(self.encoder.encode(view.observation))
        legal = np.asarray(view.legal_actions)
        scores = logits[legal].astype(np.float64)
        if not self.sample:
            return int(legal[int(np.argmax(scores))])
        p = np.exp(scores - scores.max())
        p /= p.sum()
        return int(legal[_draw(p, self._rng.random())])


def _draw(p: npt.NDArray[np.float64], u: float) -> int:
    return min(int(np.searchsorted(np.cumsum(p), u, side="right")), len(p) - 1)


def policy_bot(game: Game, seat: int, seed: int, params: dict[str, str]) -> Bot:
    """The `policy:path=FILE[:sample=1]` bot of the registry."""
    unknown = set(params) - {"path", "sample"}
    if unknown or "path" not in params:
        raise InvalidOption(
            "the policy bot takes path=FILE (a .npz from examples/train_ppo.py)"
            " and optionally sample=0|1"
        )
    if params.get("sample", "0") not in ("0", "1"):
        raise InvalidOption("policy sample must be 0 or 1")
    policy = load_policy(params["path"])
    if policy.game != game.id:
        raise InvalidOption(f"{params['path']} was trained on {policy.game}, not {game.id}")
    enc = encoder(game.id, policy.players)
    if policy.layers[0][0].shape[0] != enc.size:
        raise InvalidOption(
            f"{params['path']} expects {policy.layers[0][0].shape[0]} inputs but the {game.id}"
            f" tensor at {policy.players} players has {enc.size}: retrain it"
        )
    return PolicyBot(policy, enc, seed, sample=params.get("sample") == "1")
