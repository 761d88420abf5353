"""Seeded chance: every random event of a match is derived from its seed.

Each hand gets its own generator derived from (seed, hand number), so a state never carries a
generator (cloning stays cheap) and search cannot peek at a future shuffle: the deal is an explicit
input to the hand (pgx's habit).
"""

from __future__ import annotations

import _random
import hashlib
import random


def derive_seed(seed: int, *parts: int | str) -> int:
    """A 64-bit seed derived from `seed` and a path of labels, stable across runs and platforms."""
    text = ":".join([str(seed), *map(str, parts)])
    return int.from_bytes(hashlib.blake2b(text.encode(), digest_size=8).digest(), "big")


def hand_rng(seed: int, hand: int, purpose: str = "deal") -> random.Random:
    """The generator for one hand's chance events (`purpose` separates independent streams)."""
    return random.Random(derive_seed(seed, "hand", hand, purpose))


_SEED = _random.Random.seed


def reseeded(rng: random.Random, seed: int, hand: int, purpose: str = "deal") -> random.Random:
    """`rng` put in the state `hand_rng(seed, hand, purpose)` starts in, and returned.

    The same stream as `hand_rng`, for hot paths that keep one generator instead of allocating one
    per hand (the caller must not hold on to `rng` across reseeds).
    """
    _SEED(rng, derive_seed(seed, "hand", hand, purpose))
    return rng


def match_seed(base_seed: int, index: int) -> int:
    """The seed of match number `index` of a simulation started from `base_seed`."""
    return derive_seed(base_seed, "match", index) % (2**63)
