"""What every game's tensor layout shares: a field's description and where each field starts.

A game's `features.py` lists its fields for a player count (`layout(n)`) and writes a seat's row
straight from its state; the RL layer reads the same layout to name and bound the tensor's slices.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

# One field: name, size, meaning, lowest and highest value.
Layout = tuple[str, int, str, float, float]


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


__all__ = ["Layout", "Offsets"]
