"""core.draws draws what `random.Random` draws: the same numbers, the generator left the same."""

from __future__ import annotations

import random

import pytest

from tapisvert.core import draws


@pytest.mark.parametrize("seed", range(20))
def test_below_is_randrange(seed: int) -> None:
    ours, theirs = random.Random(seed), random.Random(seed)
    for n in [1, 2, 3, 5, 7, 8, 9, 31, 32, 33, 60, 100, 2**20 + 1, 3**40]:
        for _ in range(5):
            assert draws.below(ours, n) == theirs.randrange(n)
            assert draws.below_by(ours.getrandbits, n) == theirs.randrange(n)
    assert ours.getstate() == theirs.getstate()


@pytest.mark.parametrize("size", [0, 1, 2, 3, 10, 61, 108])
def test_shuffle_is_random_shuffle(size: int) -> None:
    for seed in range(10):
        ours, theirs = random.Random(seed), random.Random(seed)
        a, b = list(range(size)), list(range(size))
        draws.shuffle(a, ours)
        theirs.shuffle(b)
        assert a == b
        assert ours.getstate() == theirs.getstate()


@pytest.mark.parametrize("n", [0, 1, 2, 5, 20, 21, 22, 40, 85, 86, 150])
def test_sample_is_random_sample(n: int) -> None:
    """Both of `random.sample`'s methods (a pool up to its set size, 21 or 85 at k 6 to 7, a set
    of indices above), every k: the same items in the same order, the generator left the same."""
    population = [1000 + 3 * i for i in range(n)]
    for k in range(min(n, 8) + 1):
        for seed in range(6):
            ours, theirs = random.Random(seed), random.Random(seed)
            assert draws.sample(population, k, ours) == theirs.sample(population, k)
            assert ours.getstate() == theirs.getstate()
    with pytest.raises(ValueError, match="Sample larger"):
        draws.sample(population, n + 1, random.Random(0))


def test_below_is_uniform() -> None:
    """Each of 6 values about a sixth of 60,000 draws (a wrong bit count would skew them)."""
    rng = random.Random(7)
    counts = [0] * 6
    for _ in range(60_000):
        counts[draws.below(rng, 6)] += 1
    assert all(9_500 < c < 10_500 for c in counts), counts


@pytest.mark.parametrize("n", [0, -1, -7])
def test_below_refuses_an_empty_range_as_randrange(n: int) -> None:
    """No draw is below 0: `below` refuses as `randrange` does, instead of drawing forever, and
    leaves the generator untouched."""
    rng = random.Random(3)
    state = rng.getstate()
    with pytest.raises(ValueError, match="empty range"):
        draws.below(rng, n)
    with pytest.raises(ValueError, match="empty range"):
        random.Random(3).randrange(n)
    assert rng.getstate() == state
