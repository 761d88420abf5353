"""What every game's tensor layout shares: a field's description and where each field starts.

A game's `features.py` lists its fields for a player count (`layout(n)`) and writes a seat's row
straight from its state; the RL layer reads the same layout to name and bound the tensor's slices.

A writer fills plain lists, as `rl.tensors.base.Writer` does: positions set to 1 go to `ones`, or
many at once to `blocks` as a head and a mask (`blocks_of`: a hand; `seat_owner_blocks` and
`per_seat_blocks`: cards by seat; `count_blocks`: counts over a scale; `tally_blocks`: how often
each id is in a list, over a scale), other non-zero values to
`idx`/`val` (the values exactly as the JSON encoder computes them, so that float32 rounds them the
same), all offset by `base`, the start of the row. Plain lists of ints and floats: the games
package imports no numpy (the rl extra scatters them into an array).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final

# One field: name, size, meaning, lowest and highest value.
Layout = tuple[str, int, str, float, float]


def seats_field(name: str, n: int, doc: str) -> Layout:
    """A one-hot over the n relative seats plus a last slot for "nobody"."""
    return (name, n + 1, f"{doc}; relative seat one-hot, last slot: nobody", 0.0, 1.0)


def per_seat(
    values: list[int], n: int, seat: int, at: int, scale: int, idx: list[int], val: list[float]
) -> None:
    """A per-seat count rotated so that entry 0 is `seat` (the JSON encoder's `per_seat`), each
    value / `scale`, zeros left out. (A list, not any sequence: compiled, a list's item is read
    natively, a sequence's through the generic protocol, some 140 instructions an item.)"""
    for s in range(n):
        v = values[s]
        if v:
            idx.append(at + (s - seat) % n)
            val.append(v / scale)


def sizes_of(masks: list[int]) -> list[int]:
    """The number of cards of each mask. `int.bit_count` compiled is a method call through the
    interpreter, some 500 instructions with the boxing; a mask that fits a tagged machine word
    (compiled, an int up to 2**62 - 1 is a word, not an object: sabias' 60 cards, familles' and
    poch's decks) is counted natively instead, by clearing its lowest bit, a card at a time.
    Bigger masks (seven-seals' 75 cards) take `bit_count`: splitting them costs more, each step
    on a big int a new object. (The test against the largest word keeps both operands words; a
    shift of a big int would allocate.)"""
    out: list[int] = []
    for m in masks:
        if m > _WORD62 or m < 0:
            out.append(m.bit_count())
            continue
        k = 0
        while m:
            m &= m - 1
            k += 1
        out.append(k)
    return out


_WORD62: Final = (1 << 62) - 1


def blocks_of(mask: int, at: int, blocks: list[int]) -> None:
    """A one at `at + c` for each bit c of `mask`, as pairs (head, mask of at most 64 bits)
    appended to `blocks`: the scatter (`rl.tensors.base`) expands them with numpy, so a hand costs
    two list items, not one per card (each item is an int boxed here and read back by numpy,
    some 250 instructions compiled). A mask over 64 bits goes as several pairs.

    A pair's head is the position of bit 0, plus, from bit `VALUE_SHIFT`, the value its bits
    take: 0 for 1.0, else `numerator << 8 | denominator` for the float `numerator / denominator`
    (as Python divides: `count_blocks`)."""
    if mask <= 0:
        if mask:
            raise ValueError(f"a mask is not negative: {mask}")
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
# A block's head: the position in its low bits (a batch of rows is far below 2**40 entries), the
# value's code above them.
VALUE_SHIFT: Final = 40
_LEVELS: Final = 6  # the values `_by_value` gathers natively (samba: up to 6 jokers)


def count_blocks(counts: list[int], at: int, scale: int, blocks: list[int]) -> None:
    """Entry c from `at` takes `counts[c] / scale` (zeros left out): the entries of each count
    gathered into one block carrying that value (`_by_value`: native locals for counts 1 to 6; a
    higher count, rare, is a block of its own). `scale` is below 256, counts below 2**15."""
    if not 0 < scale < 256:
        raise ValueError(f"a scale from 1 to 255, not {scale}")
    rare: list[int] = []
    by_count = _by_value(counts, 1, rare)
    for k in range(_LEVELS):
        if by_count[k]:
            _valued_blocks(by_count[k], at, k + 1, scale, blocks)
    for c in rare:
        _valued_blocks(1 << c, at, counts[c], scale, blocks)


def tally_blocks(ids: list[int], at: int, scale: int, blocks: list[int]) -> None:
    """Entry c from `at` takes the number of times c is in `ids`, over `scale`: `count_blocks` of
    the ids' counts without a list of counts. The counts are kept as three bit planes (an id's
    count in binary across three masks, native locals), each count's entries read from them in
    one mask; an id seen eight times or more falls back to a list of counts."""
    if not 0 < scale < 256:
        raise ValueError(f"a scale from 1 to 255, not {scale}")
    b0 = b1 = b2 = 0
    for c in ids:
        bit = 1 << c
        carry = b0 & bit
        b0 ^= bit
        if carry:
            carry2 = b1 & carry
            b1 ^= carry
            if carry2:
                if b2 & carry2:  # an eighth: more than three planes hold
                    counts = [0] * (max(ids) + 1)
                    for d in ids:
                        counts[d] = counts[d] + 1  # not `+=`: compiled, that is generic
                    count_blocks(counts, at, scale, blocks)
                    return
                b2 ^= carry2
    for k in range(1, 8):
        mask = (b0 if k & 1 else ~b0) & (b1 if k & 2 else ~b1) & (b2 if k & 4 else ~b2)
        if mask:
            _valued_blocks(mask, at, k, scale, blocks)


def _by_value(values: list[int], first: int, rare: list[int]) -> list[int]:
    """Six masks: bit c of mask k set where `values[c] == first + k`; the entries above
    `first + 5` go to `rare`, those below `first` nowhere. Compiled, six native locals (a list of
    masks would box an int at each update; a tuple of six ints is a C struct, boxed again at
    every index by a variable)."""
    a0 = a1 = a2 = a3 = a4 = a5 = 0
    bit = 1
    for c, v in enumerate(values):
        k = v - first
        if k >= 0:
            if k == 0:
                a0 |= bit
            elif k == 1:
                a1 |= bit
            elif k == 2:
                a2 |= bit
            elif k == 3:
                a3 |= bit
            elif k == 4:
                a4 |= bit
            elif k == 5:
                a5 |= bit
            else:
                rare.append(c)
        bit <<= 1
    return [a0, a1, a2, a3, a4, a5]


def _valued_blocks(mask: int, at: int, count: int, scale: int, blocks: list[int]) -> None:
    """`mask`'s bits from `at`, each taking `count / scale`."""
    if not 0 < count < 1 << 15:
        raise ValueError(f"a count from 1 to 32,767, not {count}")
    code = (count << 8 | scale) << VALUE_SHIFT
    if 0 < mask <= _WORD62:  # one word: no big-int `&` and `>>` (compiled, each a new object)
        blocks.append(at | code)
        blocks.append(mask)
        return
    while mask:
        blocks.append(at | code)
        blocks.append(mask & _WORD)
        mask >>= 64
        at += 64


def seat_owner_blocks(
    owners: list[int], n: int, seat: int, at: int, size: int, blocks: list[int]
) -> None:
    """For each entry c of `owners`, a seat (at most 6) or -1 for none, a one at entry c of that
    seat's block (of `size` entries from `at`), blocks in relative seat order ((s - seat) % n)."""
    per_seat_blocks(_by_value(owners, 0, []), n, seat, at, size, blocks)


def per_seat_blocks(
    by_seat: list[int], n: int, seat: int, at: int, size: int, blocks: list[int]
) -> None:
    """Seat s's mask (`by_seat[s]`, a mask per absolute seat) into its block, (s - seat) % n blocks
    of `size` from `at`. (A list: a tuple of six ints is a C struct compiled, boxed again at
    every index by a variable.)"""
    if n > 6:
        raise ValueError(f"at most 6 seats, not {n}")
    for s in range(n):
        blocks_of(by_seat[s], at + (s - seat) % n * size, blocks)


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
    "count_blocks",
    "per_seat",
    "per_seat_blocks",
    "seat_owner_blocks",
    "seats_field",
    "sizes_of",
    "tally_blocks",
]
