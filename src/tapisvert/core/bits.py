"""Card sets as bitmasks: bit `c` of an int is set when card id `c` is in the set.

Every game keeps hands, tricks and piles as ints (one bit per card id) because set operations are
then single machine operations and `clone()` shares them for free. This module is the one place
that converts between masks and card ids; games import it instead of writing their own loops.
`ChunkTable` is the fast path for decks of known width (sabias reads a 60-card hand as five
12-bit chunks looked up in precomputed tables).
"""

from __future__ import annotations

from collections.abc import Iterable

CHUNK_BITS = 12
_CHUNK_MASK = (1 << CHUNK_BITS) - 1


def cards_of(mask: int) -> list[int]:
    """The card ids of `mask`, ascending."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def mask_of(cards: Iterable[int]) -> int:
    """The mask of some card ids (repeats count once)."""
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def lowest(mask: int) -> int:
    """The smallest card id of a non-empty `mask`."""
    return (mask & -mask).bit_length() - 1


def highest(mask: int) -> int:
    """The largest card id of a non-empty `mask`."""
    return mask.bit_length() - 1


class ChunkTable:
    """`cards_of` for masks of at most `width` bits, by table look-up of 12-bit chunks.

    `chunks[k][m]` lists the ids of chunk `k` (bits 12k..12k+11) whose pattern is `m`; a hot loop
    may index them directly, as sabias' legal-move lists do.
    """

    __slots__ = ("chunks", "width")

    def __init__(self, width: int) -> None:
        self.width = width
        count = -(-width // CHUNK_BITS)
        self.chunks: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
            tuple(
                tuple(base + i for i in range(CHUNK_BITS) if m >> i & 1)
                for m in range(1 << CHUNK_BITS)
            )
            for base in range(0, count * CHUNK_BITS, CHUNK_BITS)
        )

    def cards_of(self, mask: int) -> list[int]:
        """The card ids of `mask` (at most `width` bits), ascending."""
        out: list[int] = []
        for chunk in self.chunks:
            if not mask:
                break
            out.extend(chunk[mask & _CHUNK_MASK])
            mask >>= CHUNK_BITS
        return out
