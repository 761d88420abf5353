"""Fixed-size tensors of a seat's view: the layout, the writer and the encoder.

An encoding is a list of named fields, each a slice of one flat float32 vector; the game's encoder
fills them from `observation(seat)` only (the JSON the seat receives), so the tensor can reveal no
more than the observation does. A game may also write the same tensor straight from its state
(`GameState.write_features`, which every game has: the layout then lives in the game's
`features` module); `encode_states` takes that path when it exists, and tests prove it equal to the
JSON path bit for bit. Seats are written relative to the observing seat: block 0 is the
seat itself, block 1 the seat to its left, and so on; "nobody" takes the extra last slot of a seat
field sized `n + 1`.

Filling collects (position, value) pairs in two Python lists and writes them into the array with one
numpy scatter; `encode_batch` does the same for a whole batch, so that the cost per field is the
JSON walk only, not an array operation per card.
"""

from __future__ import annotations

import math
import operator
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

from tapisvert.core.batch import write_rows
from tapisvert.core.features import VALUE_SHIFT
from tapisvert.core.protocol import GameState
from tapisvert.core.scores import parse_score

Observation = Mapping[str, Any]
Vector = npt.NDArray[np.float32]
INF = math.inf
_POSITION = (1 << VALUE_SHIFT) - 1  # a block head's position bits


@dataclass(frozen=True)
class Field:
    """One named slice of the tensor: `size` values in [low, high]."""

    name: str
    size: int
    doc: str
    low: float = 0.0
    high: float = 1.0


class CardIds(dict[str, int]):
    """Card notation -> card id, filled on first sight from the game's `parse_card`."""

    def __init__(self, parse: Callable[[str], int]) -> None:
        super().__init__()
        self._parse = parse

    def __missing__(self, text: str) -> int:
        value = self[text] = self._parse(text)
        return value


class Writer:
    """Collects the non-zero entries of one or more rows (the encoders' only way to write).

    `ones` holds the positions set to 1 (most of a tensor: one-hots of cards and seats), `idx` and
    `val` the other entries, `blocks` pairs of a head and a mask of up to 64 bits (each bit set
    is an entry from the head's position, worth 1.0 or the value the head carries: the direct
    writers' hands and counts, `core.features.blocks_of`); `base` is the start of the current row.
    """

    __slots__ = ("base", "blocks", "card", "idx", "n", "off", "ones", "seat", "val")

    def __init__(self, offsets: Mapping[str, int], card: Mapping[str, int], n: int) -> None:
        self.ones: list[int] = []
        self.idx: list[int] = []
        self.val: list[float] = []
        self.blocks: list[int] = []
        self.base = 0
        self.off = offsets
        self.card = card
        self.n = n
        self.seat = 0

    def rel(self, seat: int) -> int:
        """`seat` relative to the observer (0: the observer, 1: the seat to its left...)."""
        return (seat - self.seat) % self.n

    def start(self, field: str) -> int:
        """The position of entry 0 of `field` in the current row (for encoders' tight loops)."""
        return self.base + self.off[field]

    def one(self, field: str, i: int) -> None:
        """Entry `i` of `field` is 1."""
        self.ones.append(self.base + self.off[field] + i)

    def set(self, field: str, i: int, value: float) -> None:
        """Entry `i` of `field` takes `value`."""
        if value:
            self.idx.append(self.base + self.off[field] + i)
            self.val.append(value)

    def who(self, field: str, seat: int | None) -> None:
        """One-hot of a seat relative to the observer; None (nobody) is the slot after the seats."""
        self.ones.append(
            self.base + self.off[field] + (self.n if seat is None else (seat - self.seat) % self.n)
        )

    def cards(self, field: str, cards: Iterable[str], block: int = 0, size: int = 0) -> None:
        """One-hot of every card in `cards` within block `block` (of `size` entries) of `field`."""
        start = self.base + self.off[field] + block * size
        card = self.card
        self.ones.extend([start + card[text] for text in cards])

    def values(self, field: str, values: Iterable[float], scale: float = 1.0) -> None:
        """`values[i] / scale` into entry i of `field`, in the order given."""
        start = self.base + self.off[field]
        for i, v in enumerate(values):
            if v:
                self.idx.append(start + i)
                self.val.append(float(v) / scale)

    def per_seat(self, field: str, values: Sequence[float], scale: float = 1.0) -> None:
        """A per-seat list (indexed by absolute seat) rotated so that entry 0 is the observer."""
        start = self.base + self.off[field]
        n, seat = self.n, self.seat
        for s, v in enumerate(values):
            if v:
                self.idx.append(start + (s - seat) % n)
                self.val.append(float(v) / scale)

    def choice(self, field: str, options: Sequence[str], value: str) -> None:
        """One-hot of `value` among `options` (ValueError on a value the encoding does not know)."""
        self.ones.append(self.base + self.off[field] + options.index(value))


Fill = Callable[[Observation, Writer], None]


class Encoder:
    """The tensor encoding of one game at one player count."""

    def __init__(
        self,
        game_id: str,
        players: int,
        fields: Sequence[Field],
        fill: Fill,
        parse_card: Callable[[str], int],
    ) -> None:
        self.game_id = game_id
        self.players = players
        self.fields = tuple(fields)
        offsets: dict[str, int] = {}
        pos = 0
        for f in self.fields:
            if f.name in offsets:
                raise ValueError(f"field {f.name!r} twice in the {game_id} encoding")
            offsets[f.name] = pos
            pos += f.size
        self.offsets = offsets
        self.size = pos
        self.low = np.concatenate([np.full(f.size, f.low, dtype=np.float32) for f in self.fields])
        self.high = np.concatenate([np.full(f.size, f.high, dtype=np.float32) for f in self.fields])
        self._fill = fill
        self._card = CardIds(parse_card)

    @property
    def shape(self) -> tuple[int]:
        return (self.size,)

    def _writer(self) -> Writer:
        return Writer(self.offsets, self._card, self.players)

    def _row(self, w: Writer, obs: Observation, row: int) -> None:
        w.base = row * self.size
        w.seat = int(obs["seat"])
        self._fill(obs, w)

    def encode(self, obs: Observation) -> Vector:
        """The tensor of one observation (a new float32 vector of `size`)."""
        out = np.zeros(self.size, dtype=np.float32)
        w = self._writer()
        self._row(w, obs, 0)
        self._scatter(w, out.reshape(1, -1))
        return out

    def encode_batch(
        self,
        observations: Sequence[Observation],
        out: npt.NDArray[np.float32] | None = None,
    ) -> npt.NDArray[np.float32]:
        """A (len(observations), size) float32 array; one scatter writes every row. `out`, a
        C-contiguous float32 array of that shape, is zeroed and written instead of a new array
        (batched environments keep one buffer)."""
        out = self._buffer(len(observations), out)
        w = self._writer()
        for row, obs in enumerate(observations):
            self._row(w, obs, row)
        return self._scatter(w, out)

    def encode_state(self, state: GameState, seat: int, *, json: bool = False) -> Vector:
        """`encode(state.observation(seat))`, written straight from the state when it can."""
        row: Vector = self.encode_states([state], [seat], json=json)[0]
        return row

    def encode_states(
        self,
        states: Sequence[GameState],
        seats: Sequence[int],
        out: npt.NDArray[np.float32] | None = None,
        *,
        json: bool = False,
    ) -> npt.NDArray[np.float32]:
        """`encode_batch([st.observation(s) for st, s in zip(states, seats)], out)`, the same
        array: a game with a direct writer (`GameState.write_features`) writes each row from its
        state, skipping the JSON; the others' rows go through `observation(seat)`. `json=True`
        takes the JSON path for every row (to compare the two)."""
        if len(seats) != len(states):
            raise ValueError(f"{len(states)} states but {len(seats)} seats")
        out = self._buffer(len(states), out)
        w = self._writer()
        ones, idx, val, blocks = w.ones, w.idx, w.val, w.blocks
        size, n = self.size, self.players
        direct = not json
        checked: type[GameState] | None = None  # the class last checked to be this game's
        for row, (state, given) in enumerate(zip(states, seats, strict=True)):
            if type(state) is not checked:
                if state.game.id != self.game_id:
                    raise ValueError(f"a {state.game.id} state, not {self.game_id} at {n}")
                checked = type(state)
            if state.num_players != n:
                raise ValueError(
                    f"a state at {state.num_players} players, not {self.game_id} at {n}"
                )
            seat = operator.index(given)  # numpy's ints too; a float is refused
            if not 0 <= seat < n:
                raise ValueError(f"no seat {seat} at {n} players")
            if direct and state.write_features(seat, row * size, ones, idx, val, blocks):
                continue
            direct = False  # the game has no direct writer: JSON for the rest of the batch
            self._row(w, state.observation(seat), row)
        return self._scatter(w, out)

    def write_states(
        self,
        states: list[GameState],
        seats: list[int],
        out: npt.NDArray[np.float32] | None = None,
    ) -> npt.NDArray[np.float32]:
        """`encode_states(states, seats, out)` for a caller that made the states and seats itself
        (`rl.VectorEnv`: this game's states at this player count, Python ints for seats): the
        rows are written by one compiled loop (`core.batch.write_rows`), without checking each
        row again; a game without a direct writer goes through `encode_states`."""
        out = self._buffer(len(states), out)
        w = self._writer()
        done = write_rows(states, seats, self.size, w.ones, w.idx, w.val, w.blocks)
        for row in range(done, len(states)):
            self._row(w, states[row].observation(seats[row]), row)
        return self._scatter(w, out)

    def _buffer(self, rows: int, out: npt.NDArray[np.float32] | None) -> npt.NDArray[np.float32]:
        """A zeroed (rows, size) float32 array: `out` checked and cleared, or a new one."""
        shape = (rows, self.size)
        if out is None:
            return np.zeros(shape, dtype=np.float32)
        if out.shape != shape or out.dtype != np.float32 or not out.flags.c_contiguous:
            raise ValueError(f"out must be a C-contiguous float32 array of shape {shape}")
        out.fill(0.0)
        return out

    @staticmethod
    def _scatter(w: Writer, out: npt.NDArray[np.float32]) -> npt.NDArray[np.float32]:
        """The writer's entries into `out` (zeroed): one scatter for the ones, one for the rest."""
        flat = out.reshape(-1)
        # index arrays read from the lists by `fromiter` with their dtype and length named: numpy
        # then guesses no type or shape per item (callgrind: 206 instructions an item, against
        # 283 for `np.array(list, dtype)` and more for indexing with the list itself)
        ones, idx, blocks = w.ones, w.idx, w.blocks
        flat[np.fromiter(ones, np.intp, len(ones))] = 1.0
        flat[np.fromiter(idx, np.intp, len(idx))] = np.fromiter(w.val, np.float32, len(idx))
        if blocks:
            # (head, mask) pairs: each mask's 64 bits, lowest first, then an entry at the
            # head's position plus the index of every bit set, worth the head's value
            # (a flat index of the bits, not a 2-D `nonzero`: that is some 15 instructions a
            # bit under callgrind, the flat one a few)
            pairs = np.fromiter(blocks, np.uint64, len(blocks)).reshape(-1, 2)
            words = np.ascontiguousarray(pairs[:, 1], dtype="<u8").view(np.uint8)
            set_bits = np.flatnonzero(np.unpackbits(words, bitorder="little").view(np.bool_))
            heads = pairs[:, 0]
            starts = (heads & np.uint64(_POSITION)).astype(np.intp)
            rows = set_bits >> 6
            at = starts[rows] + (set_bits & 63)
            codes = heads >> np.uint64(VALUE_SHIFT)
            if codes.any():
                # the value a block's bits take: numerator / denominator, divided in float64 as
                # Python divides, then float32 as `val` is read; code 0 is 1.0
                num = (codes >> np.uint64(8)).astype(np.float64)
                den = (codes & np.uint64(255)).astype(np.float64)
                values = np.where(codes == 0, 1.0, num / np.maximum(den, 1.0)).astype(np.float32)
                flat[at] = values[rows]
            else:
                flat[at] = 1.0
        return out

    def field_slice(self, name: str) -> slice:
        """Where field `name` lies in the vector."""
        start = self.offsets[name]
        size = next(f.size for f in self.fields if f.name == name)
        return slice(start, start + size)

    def table(self) -> str:
        """The layout as a markdown table (docs/rl.md is generated from it)."""
        lines = ["| offset | size | field | range | meaning |", "|---:|---:|---|---|---|"]
        for f in self.fields:
            rng = f"[{bound_text(f.low)}, {bound_text(f.high)}]"
            lines.append(f"| {self.offsets[f.name]} | {f.size} | `{f.name}` | {rng} | {f.doc} |")
        lines.append(f"| | **{self.size}** | | | total |")
        return "\n".join(lines)


def bound_text(x: float) -> str:
    if math.isinf(x):
        return "∞" if x > 0 else "−∞"
    return f"{x:g}"


def seats_field(name: str, n: int, doc: str) -> Field:
    """A one-hot over the n relative seats plus a last slot for "nobody"."""
    return Field(name, n + 1, f"{doc}; relative seat one-hot, last slot: nobody")


def scores(values: Iterable[int | str | float]) -> list[float]:
    """Scores as JSON writes them (ints, or exact decimal strings) as floats."""
    return [v if isinstance(v, int | float) else float(parse_score(v)) for v in values]
