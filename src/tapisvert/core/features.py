"""What every game's tensor layout shares: a field's description and where each field starts.

A game's `features.py` lists its fields for a player count (`layout(n)`) and writes a seat's row
straight from its state; the RL layer reads the same layout to name and bound the tensor's slices.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

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


def ones_of(mask: int, at: int, ones: list[int]) -> None:
    """A one at `at + c` for each card c of `mask` (a hand as a one-hot block), lowest first.
    Compiled, a native loop over the bits, where a game's `cards_of` from `core.bits` (interpreted)
    would be a Python frame and a list."""
    while mask:
        low = mask & -mask
        ones.append(at + low.bit_length() - 1)
        mask ^= low


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


__all__ = ["Layout", "Offsets", "ones_of", "per_seat", "seats_field"]
