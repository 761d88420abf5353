"""What every game's tensor layout shares: a field's description and where each field starts.

A game's `features.py` lists its fields for a player count (`layout(n)`) and writes a seat's row
straight from its state; the RL layer reads the same layout to name and bound the tensor's slices.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import compress
from typing import Final

from tapisvert.core.native import native

# One field: name, size, meaning, lowest and highest value.
Layout = tuple[str, int, str, float, float]


def seats_field(name: str, n: int, doc: str) -> Layout:
    """A one-hot over the n relative seats plus a last slot for "nobody"."""
    return (name, n + 1, f"{doc}; relative seat one-hot, last slot: nobody", 0.0, 1.0)


def per_seat(
    values: Sequence[int], n: int, seat: int, at: int, scale: int, idx: list[int], val: list[float]
) -> None:
    """A per-seat count rotated so that entry 0 is `seat` (the JSON encoder's `per_seat`), each
    value / `scale`, zeros left out."""
    for s in range(n):
        v = values[s]
        if v:
            idx.append(at + (s - seat) % n)
            val.append(v / scale)


def blocks_of(mask: int, at: int, blocks: list[int]) -> None:
    """A one at `at + c` for each bit c of `mask`, as pairs (position, mask of at most 64 bits)
    appended to `blocks`: the scatter (`rl.tensors.base`) expands them with numpy, so a hand costs
    two list items, not one per card (each item is an int boxed here and read back by numpy,
    some 250 instructions compiled). A mask over 64 bits goes as several pairs."""
    if not mask:
        return
    if not mask >> 64:
        blocks.append(at)
        blocks.append(mask)
        return
    while mask:
        blocks.append(at)
        blocks.append(mask & _WORD)
        mask >>= 64
        at += 64


_WORD: Final = (1 << 64) - 1


def seat_set_blocks(
    masks: list[int], n: int, seat: int, at: int, size: int, blocks: list[int]
) -> None:
    """For each entry c of `masks`, a mask of seats (at most 6), a one at entry c of the block
    (of `size` entries from `at`) of every seat s in it, blocks in relative seat order
    ((s - seat) % n). The entries are gathered into one mask per seat, written by `blocks_of`;
    compiled, in six native locals (a list of masks would box an int at each update)."""
    a0 = a1 = a2 = a3 = a4 = a5 = 0
    if _NATIVE:
        bit = 1
        for m in masks:
            if m:
                if m & 1:
                    a0 |= bit
                if m & 2:
                    a1 |= bit
                if m & 4:
                    a2 |= bit
                if m & 8:
                    a3 |= bit
                if m & 16:
                    a4 |= bit
                if m & 32:
                    a5 |= bit
            bit <<= 1
    else:
        for c in compress(range(len(masks)), masks):
            m = masks[c]
            bit = 1 << c
            a0 |= bit if m & 1 else 0
            a1 |= bit if m & 2 else 0
            a2 |= bit if m & 4 else 0
            a3 |= bit if m & 8 else 0
            a4 |= bit if m & 16 else 0
            a5 |= bit if m & 32 else 0
    _per_seat_blocks([a0, a1, a2, a3, a4, a5], n, seat, at, size, blocks)


def seat_owner_blocks(
    owners: list[int], n: int, seat: int, at: int, size: int, blocks: list[int]
) -> None:
    """For each entry c of `owners`, a seat (at most 6) or -1 for none, a one at entry c of that
    seat's block, as `seat_set_blocks` does for sets of seats."""
    a0 = a1 = a2 = a3 = a4 = a5 = 0
    bit = 1
    for s in owners:
        if s >= 0:
            if s == 0:
                a0 |= bit
            elif s == 1:
                a1 |= bit
            elif s == 2:
                a2 |= bit
            elif s == 3:
                a3 |= bit
            elif s == 4:
                a4 |= bit
            else:
                a5 |= bit
        bit <<= 1
    _per_seat_blocks([a0, a1, a2, a3, a4, a5], n, seat, at, size, blocks)


def _per_seat_blocks(
    by_seat: list[int], n: int, seat: int, at: int, size: int, blocks: list[int]
) -> None:
    """Seat s's mask into its block, (s - seat) % n blocks of `size` from `at`. (A list: a tuple
    of six ints is a C struct compiled, boxed again at every index by a variable.)"""
    if n > 6:
        raise ValueError(f"at most 6 seats, not {n}")
    for s in range(n):
        blocks_of(by_seat[s], at + (s - seat) % n * size, blocks)


_NATIVE: Final = native(seat_set_blocks)


class Offsets:
    """Each field's start in the row, in the layout's order, then the row's size; computed once
    per player count from the game's `layout(n)`."""

    def __init__(self, layout: Callable[[int], Sequence[Layout]]) -> None:
        self._layout = layout
        self._found: dict[int, list[int]] = {}

    def __call__(self, n: int) -> list[int]:
        found = self._found.get(n)
        if found is None:
            found = []
            pos = 0
            for field in self._layout(n):
                found.append(pos)
                pos += field[1]
            found.append(pos)  # the row's size
            self._found[n] = found
        return found


__all__ = [
    "Layout",
    "Offsets",
    "blocks_of",
    "per_seat",
    "seat_owner_blocks",
    "seat_set_blocks",
    "seats_field",
]
