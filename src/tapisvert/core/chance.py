"""Seeded chance: every random event of a match is derived from its seed.

Each hand gets its own generator derived from (seed, hand number), so a state never carries a
generator (cloning stays cheap) and search cannot peek at a future shuffle: the deal is an explicit
input to the hand (pgx's habit).
"""

from __future__ import annotations

import _random
import hashlib
import random
import struct
from collections.abc import Callable
from typing import Any, Final


def derive_seed(seed: int, *parts: int | str) -> int:
    """A 64-bit seed derived from `seed` and a path of labels, stable across runs and platforms."""
    text = ":".join([str(seed), *map(str, parts)])
    return int.from_bytes(hashlib.blake2b(text.encode(), digest_size=8).digest(), "big")


_BLAKE2B = hashlib.blake2b
# `random.Random(n)` for an int `n`, without random.py's interpreted `__init__` and `seed`: the
# generator allocated unseeded (`_random.Random`'s `__new__` does not seed), seeded by the C
# method that `Random.seed` calls for an int, and `gauss_next` cleared as `seed` clears it. The
# same state (tests/core/test_core_scores_chance.py compares `getstate()`), some 3,500 fewer
# instructions a generator, of which every hand start makes one or two.
_RANDOM: Final = random.Random
_ALLOCATE: Final[Any] = random.Random.__new__
_SEED_BY_INT: Final[Any] = _random.Random.seed


def hand_rng(seed: int, hand: int, purpose: str = "deal") -> random.Random:
    """The generator for one hand's chance events (`purpose` separates independent streams):
    seeded with `derive_seed(seed, "hand", hand, purpose)`, its label formatted in one step (every
    hand start derives one or two)."""
    label = b"%d:hand:%d:%s" % (seed, hand, purpose.encode())
    rng: random.Random = _ALLOCATE(_RANDOM)
    _SEED_BY_INT(rng, int.from_bytes(_BLAKE2B(label, digest_size=8).digest(), "big"))
    rng.gauss_next = None  # type: ignore[attr-defined]
    return rng


_SHAKE = hashlib.shake_256
_UNPACK: dict[int, Callable[[bytes], tuple[int, ...]]] = {}


def shuffled_range(seed: int, hand: int, size: int, purpose: str = "deal") -> list[int]:
    """`range(size)` in a uniformly random order derived from (seed, hand, purpose).

    Each position gets a 64-bit key read from SHAKE-256 of the label, and the positions are sorted
    by key (a tie, about one chance in 10^16 for a pack of 60, keeps the positions' order). Twice as
    fast as seeding a Mersenne Twister and sorting by its floats, for engines whose deal is on the
    hot path of simulation.
    """
    unpack = _UNPACK.get(size)
    if unpack is None:
        unpack = _UNPACK[size] = struct.Struct(f"<{size}Q").unpack
    keys = unpack(_SHAKE(b"%d:hand:%d:%s" % (seed, hand, purpose.encode())).digest(8 * size))
    return sorted(range(size), key=keys.__getitem__)


def match_seed(base_seed: int, index: int) -> int:
    """The seed of match number `index` of a simulation started from `base_seed`."""
    return derive_seed(base_seed, "match", index) % (2**63)
