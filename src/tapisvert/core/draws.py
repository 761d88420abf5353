"""Random draws that compile: the numbers CPython's `random.Random` methods draw, written out.

Search draws millions of small random numbers (a rollout's moves, a sampled world's shuffle).
`rng.randrange(n)` and `rng.shuffle(x)` run in Python, a few frames per draw. These functions
draw the same numbers from the same generator, through its C method `getrandbits`, and the
compiled build (setup.py's COMPILED) runs their loops in C. Given the same generator state they
return what the methods they replace return, and leave the generator in the same state
(tests/core/test_draws.py checks it against this Python's `random`), so a seeded search or
determinizer chooses exactly as before. (For `random.Random` itself and subclasses that keep its
`getrandbits`; a subclass that replaces only `random()` draws its integers otherwise.)
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from typing import Any


def below(rng: random.Random, n: int) -> int:
    """`rng.randrange(n)`: uniform in [0, n); ValueError for `n < 1`, as `randrange` (the draw
    below 0 would never end)."""
    return below_by(rng.getrandbits, n)


def below_by(getrandbits: Callable[[int], int], n: int) -> int:
    """`below` from the generator's bound `getrandbits`, for a loop that draws many times: the
    bound method fetched once (`getrandbits = rng.getrandbits`), not once a draw."""
    if n < 1:
        raise ValueError(f"empty range in randrange({n})")
    k = n.bit_length()
    r = getrandbits(k)
    while r >= n:
        r = getrandbits(k)
    return r


def shuffle(items: list[Any], rng: random.Random) -> None:
    """`rng.shuffle(items)`: the same permutation, in place (Fisher-Yates from the end)."""
    getrandbits = rng.getrandbits
    for i in range(len(items) - 1, 0, -1):
        n = i + 1
        k = n.bit_length()
        j: int = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        items[i], items[j] = items[j], items[i]


def sample(population: list[int], k: int, rng: random.Random) -> list[int]:
    """`rng.sample(population, k)`: the same `k` items in the same order, drawn the same way
    (CPython's two methods: a pool for a small population, else a set of the indices taken)."""
    n = len(population)
    if not 0 <= k <= n:
        raise ValueError("Sample larger than population or is negative")
    getrandbits = rng.getrandbits
    result: list[int] = []
    setsize = 21  # as `random.sample`: a small set's size less an empty list's
    if k > 5:
        setsize += 4 ** math.ceil(math.log(k * 3, 4))
    if n <= setsize:
        pool = list(population)
        for i in range(k):
            j = below_by(getrandbits, n - i)
            result.append(pool[j])
            pool[j] = pool[n - i - 1]
        return result
    taken: set[int] = set()
    for _ in range(k):
        j = below_by(getrandbits, n)
        while j in taken:
            j = below_by(getrandbits, n)
        taken.add(j)
        result.append(population[j])
    return result


__all__ = ["below", "below_by", "sample", "shuffle"]
