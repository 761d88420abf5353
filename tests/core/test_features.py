"""`core.features.blocks_of`: a mask's bits as (position, mask) pairs of at most 64 bits, which the
RL scatter (`rl.tensors.base`) expands into ones; tested here without numpy, and with it below."""

from __future__ import annotations

import functools
import random
from collections.abc import Callable
from typing import cast

import pytest

from tapisvert.core.features import blocks_of, count_blocks, tally_blocks


def _positions(blocks: list[int]) -> set[int]:
    """The positions the pairs set to one, expanded in Python."""
    out: set[int] = set()
    for at, mask in zip(blocks[::2], blocks[1::2], strict=True):
        assert 0 <= mask < 1 << 64
        out |= {at + b for b in range(64) if mask >> b & 1}
    return out


@pytest.mark.parametrize("bits", [0, 1, 60, 64, 75, 130, 300])
def test_blocks_of_covers_every_bit_in_words_of_64(bits: int) -> None:
    rng = random.Random(bits)
    for _ in range(50):
        mask = rng.getrandbits(bits) if bits else 0
        blocks: list[int] = [7, 7]  # what was there stays
        blocks_of(mask, 1000, blocks)
        assert blocks[:2] == [7, 7]
        assert _positions(blocks[2:]) == {1000 + b for b in range(bits) if mask >> b & 1}
        assert len(blocks) - 2 <= 2 * max(1, -(-bits // 64))


def test_an_empty_mask_writes_nothing_and_a_negative_one_is_refused() -> None:
    blocks: list[int] = []
    blocks_of(0, 5, blocks)
    assert blocks == []
    with pytest.raises(ValueError, match="negative"):
        blocks_of(-1, 5, blocks)
    assert blocks == []


class _Writes:
    """A poch state whose direct writer calls `fill(base, blocks)`: a block writer under test."""

    def __init__(self, fill: Callable[[int, list[int]], None]) -> None:
        from tapisvert import get_game

        self.game = get_game("poch")
        self.num_players = 3
        self.fill = fill

    def write_features(
        self,
        seat: int,
        base: int,
        ones: list[int],
        idx: list[int],
        val: list[float],
        blocks: list[int],
    ) -> bool:
        self.fill(base, blocks)
        return True


def _mask_at(mask: int, base: int, blocks: list[int]) -> None:
    blocks_of(mask, base, blocks)


def _counts_at(counts: list[int], scale: int, base: int, blocks: list[int]) -> None:
    count_blocks(counts, base, scale, blocks)


def test_the_scatter_expands_blocks_as_ones() -> None:
    np = pytest.importorskip("numpy", reason="the scatter needs the rl extra")
    from tapisvert.core.protocol import GameState
    from tapisvert.rl.tensors import encoder

    enc = encoder("poch", 3)
    rng = random.Random(3)
    masks = [rng.getrandbits(130) for _ in range(3)]
    states = [cast("GameState", _Writes(functools.partial(_mask_at, m))) for m in masks]
    expected = np.zeros((3, enc.size), np.float32)
    for row, mask in enumerate(masks):
        expected[row, [b for b in range(130) if mask >> b & 1]] = 1.0
    assert np.array_equal(enc.encode_states(states, [0, 1, 2]), expected)


@pytest.mark.parametrize("scale", [1, 3, 7, 100, 255])
def test_count_blocks_write_each_count_over_the_scale_as_python_divides(scale: int) -> None:
    np = pytest.importorskip("numpy", reason="the scatter needs the rl extra")
    from tapisvert.core.protocol import GameState
    from tapisvert.rl.tensors import encoder

    enc = encoder("poch", 3)
    rng = random.Random(scale)
    # counts 0 to 9 (7 and above take the rare path), over more than 64 entries
    rows = [[rng.choice([0, 0, 1, 2, 3, 4, 5, 6, 7, 9]) for _ in range(100)] for _ in range(3)]
    states = [
        cast("GameState", _Writes(functools.partial(_counts_at, counts, scale))) for counts in rows
    ]
    expected = np.zeros((3, enc.size), np.float32)
    for row, counts in enumerate(rows):
        for c, k in enumerate(counts):
            if k:
                expected[row, c] = np.float32(k / scale)
    assert np.array_equal(enc.encode_states(states, [0, 1, 2]), expected)


def test_count_blocks_refuse_what_the_head_cannot_carry() -> None:
    with pytest.raises(ValueError, match="scale"):
        count_blocks([1], 0, 256, [])
    with pytest.raises(ValueError, match="count"):
        count_blocks([1 << 15], 0, 3, [])


@pytest.mark.parametrize("top", [1, 3, 7, 8, 12])
def test_tally_blocks_write_what_count_blocks_write_of_the_counts(top: int) -> None:
    """The ids' counts kept in three bit planes give each entry the value `count_blocks` gives it
    from a list of counts: counts 1 to 7 from the planes, an eighth copy through the list; ids
    over 64 (several words), duplicates in any order."""
    rng = random.Random(top)
    for _ in range(50):
        ids = [c for c in range(90) for _ in range(rng.choice([0, 0, 1, top]))]
        rng.shuffle(ids)
        counts = [ids.count(c) for c in range(90)]
        tallied: list[int] = []
        tally_blocks(ids, 7, 3, tallied)
        counted: list[int] = []
        count_blocks(counts, 7, 3, counted)
        assert _values(tallied) == _values(counted)
    with pytest.raises(ValueError, match="scale"):
        tally_blocks([1], 0, 0, [])


def _values(blocks: list[int]) -> dict[int, int]:
    """Position -> the value code its block carries (each position set once)."""
    out: dict[int, int] = {}
    for head, mask in zip(blocks[::2], blocks[1::2], strict=True):
        for b in range(64):
            if mask >> b & 1:
                at = (head & ((1 << 40) - 1)) + b
                assert at not in out
                out[at] = head >> 40
    return out
