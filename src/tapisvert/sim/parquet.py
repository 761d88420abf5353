"""Hand rows as Parquet: one row per hand of every simulated match, for studies (pandas, DuckDB...).

Written as matches finish, a row group at a time, so memory stays flat whatever the number of
matches. Columns (n = players):

- `game`, `players`, `match` (its index in the run), `seed` (the match's seed, as in its record),
  `hand` (0-based), `hands` (the match's number of hands), `actions` (player actions in the hand);
- `bot_0`..`bot_{n-1}`: who sat where;
- `score_0`..: what the hand added to each seat's total; `total_0`..: each total after the hand;
- `winner_0`..: whether the seat won the match (the same on every row of a match);
- `detail`: the game's breakdown of the hand (card points, contracts, bonuses...), as JSON.

`DecisionRows` writes one row per decision instead, with its tensor, for imitation learning
(`tapisvert simulate ... --format parquet --tensors`, in FILE's `.tensors.parquet` sibling):

- `match`, `seed`, `hand` (0-based), `step` (the decision's index in the match), `seat`, `bot`;
- `observation`: the acting seat's tensor, `tapisvert.rl.encoder(game, players)`'s layout, a
  fixed-size list of D float32 (`encode_state(state, seat)` of the position, bit for bit);
- `action_mask`: its legal actions, a fixed-size list of A booleans (`action_space()`);
- `action`: the action id taken (`state.action_to_str(action)` gives its notation);
- `hand_return`: the seat's score of that hand; `match_return`: the seat's total of the match.

Rows are flushed in row groups of exactly `row_group` rows (the last one shorter), so at most
`row_group` rows plus one match's decisions are ever held in memory. Read the tensors back as
numpy with `column.combine_chunks().flatten().to_numpy().reshape(-1, D)` (per row group:
`ParquetFile.iter_batches`).

Needs pyarrow (`pip install 'tapisvert[cluster]'`) and numpy (the `rl` extra) for tensors.
"""

from __future__ import annotations

import importlib
from pathlib import Path
from typing import Any

from tapisvert.core.errors import TapisvertError
from tapisvert.sim.simulate import Decisions, MatchOutcome

ROW_GROUP = 16_384  # rows buffered before a row group is written: bounds memory
DECISION_ROW_GROUP = 4_096  # decision rows per row group (a row holds a tensor: a few kB)


def pyarrow_available() -> bool:
    try:
        importlib.import_module("pyarrow.parquet")
    except ImportError:
        return False
    return True


def _pyarrow() -> tuple[Any, Any]:
    try:
        return importlib.import_module("pyarrow"), importlib.import_module("pyarrow.parquet")
    except ImportError:
        raise TapisvertError(
            "--format parquet needs pyarrow: pip install 'tapisvert[cluster]'"
        ) from None


class ParquetRows:
    """Writes the hand rows of each outcome it is called with; `close` finishes the file."""

    def __init__(self, path: str | Path, game: str, players: int) -> None:
        self._pa, self._pq = _pyarrow()
        pa = self._pa
        self.game = game
        self.players = players
        seats = range(players)
        self.schema = pa.schema(
            [
                ("game", pa.string()),
                ("players", pa.int8()),
                ("match", pa.int64()),
                ("seed", pa.int64()),
                ("hand", pa.int32()),
                ("hands", pa.int32()),
                ("actions", pa.int32()),
                *[(f"bot_{s}", pa.string()) for s in seats],
                *[(f"score_{s}", pa.float64()) for s in seats],
                *[(f"total_{s}", pa.float64()) for s in seats],
                *[(f"winner_{s}", pa.bool_()) for s in seats],
                ("detail", pa.string()),
            ]
        )
        self._writer = self._pq.ParquetWriter(str(path), self.schema, compression="zstd")
        self._columns: dict[str, list[Any]] = {name: [] for name in self.schema.names}
        self.buffered = 0
        self.rows = 0

    def __call__(self, outcome: MatchOutcome) -> None:
        if outcome.rows is None:
            raise ValueError("this outcome was played without hand rows (rows=True)")
        cols = self._columns
        hands = len(outcome.rows)
        winners = set(outcome.winners)
        for row in outcome.rows:
            cols["game"].append(self.game)
            cols["players"].append(self.players)
            cols["match"].append(outcome.index)
            cols["seed"].append(outcome.seed)
            cols["hand"].append(row.hand)
            cols["hands"].append(hands)
            cols["actions"].append(row.actions)
            for s in range(self.players):
                cols[f"bot_{s}"].append(outcome.bots[s])
                cols[f"score_{s}"].append(row.scores[s])
                cols[f"total_{s}"].append(row.totals[s])
                cols[f"winner_{s}"].append(s in winners)
            cols["detail"].append(row.detail)
        self.buffered += hands
        if self.buffered >= ROW_GROUP:
            self._flush()

    def _flush(self) -> None:
        if not self.buffered:
            return
        table = self._pa.Table.from_pydict(self._columns, schema=self.schema)
        self._writer.write_table(table)
        self.rows += self.buffered
        self.buffered = 0
        for column in self._columns.values():
            column.clear()

    def close(self) -> None:
        self._flush()
        self._writer.close()


class DecisionRows:
    """Writes the decisions of each outcome (`MatchOutcome.decisions`), a row group every
    `row_group` rows; `close` finishes the file."""

    def __init__(
        self,
        path: str | Path,
        game: str,
        players: int,
        *,
        row_group: int = DECISION_ROW_GROUP,
        **options: Any,
    ) -> None:
        self._pa, self._pq = _pyarrow()
        try:
            self._np: Any = importlib.import_module("numpy")
            from tapisvert.rl.tensors import encoder
        except ImportError:
            raise TapisvertError("--tensors needs numpy: pip install 'tapisvert[rl]'") from None
        from tapisvert.games import get_game

        if row_group < 1:
            raise ValueError(f"row_group must be positive, not {row_group}")
        pa = self._pa
        self.size = encoder(game, players).size
        self.actions = get_game(game).new(players, 0, **options).action_space()
        self.row_group = row_group
        self.schema = pa.schema(
            [
                ("match", pa.int64()),
                ("seed", pa.int64()),
                ("hand", pa.int32()),
                ("step", pa.int32()),
                ("seat", pa.int8()),
                ("bot", pa.string()),
                ("observation", pa.list_(pa.float32(), self.size)),
                ("action_mask", pa.list_(pa.bool_(), self.actions)),
                ("action", pa.int32()),
                ("hand_return", pa.float64()),
                ("match_return", pa.float64()),
            ],
            metadata={"game": game, "players": str(players)},
        )
        self._writer = self._pq.ParquetWriter(str(path), self.schema, compression="zstd")
        self._chunks: list[tuple[MatchOutcome, Decisions]] = []
        self.buffered = 0
        self.rows = 0
        self.row_groups = 0

    def __call__(self, outcome: MatchOutcome) -> None:
        d = outcome.decisions
        if d is None:
            raise ValueError("this outcome was played without its decisions (tensors=True)")
        if d.observation.shape[1:] != (self.size,):
            raise ValueError(f"tensors of {d.observation.shape[1:]}, not ({self.size},)")
        self._chunks.append((outcome, d))
        self.buffered += len(d)
        while self.buffered >= self.row_group:
            self._write(self.row_group)

    def _write(self, rows: int) -> None:
        """Write the first `rows` buffered rows as one row group; keep the rest."""
        np, pa = self._np, self._pa
        cols: dict[str, list[Any]] = {name: [] for name in self.schema.names}
        left = rows
        keep: list[tuple[MatchOutcome, Decisions]] = []
        for outcome, d in self._chunks:
            if left == 0:
                keep.append((outcome, d))
                continue
            m = len(d)
            take = min(m, left)
            left -= take
            if take < m:  # split the match: its tail waits for the next row group
                keep.append((outcome, _tail(d, take)))
            seats = d.seat[:take]
            cols["match"].append(np.full(take, outcome.index, np.int64))
            cols["seed"].append(np.full(take, outcome.seed, np.int64))
            cols["hand"].append(d.hand[:take])
            cols["step"].append(np.arange(d.start, d.start + take, dtype=np.int32))
            cols["seat"].append(seats)
            cols["bot"].append(np.asarray(outcome.bots, dtype=object)[seats.astype(np.intp)])
            cols["observation"].append(d.observation[:take])
            mask = np.unpackbits(d.mask[:take], axis=1, count=self.actions, bitorder="little")
            cols["action_mask"].append(mask.astype(np.bool_))
            cols["action"].append(d.action[:take])
            cols["hand_return"].append(d.hand_return[:take])
            cols["match_return"].append(d.match_return[:take])
        arrays = []
        for field in self.schema:
            data = np.concatenate(cols[field.name])
            if field.name in ("observation", "action_mask"):
                flat = pa.array(data.reshape(-1), type=field.type.value_type)
                arrays.append(pa.FixedSizeListArray.from_arrays(flat, data.shape[1]))
            else:
                arrays.append(pa.array(data, type=field.type))
        self._writer.write_table(pa.Table.from_arrays(arrays, schema=self.schema))
        self._chunks = keep
        self.buffered -= rows
        self.rows += rows
        self.row_groups += 1

    def close(self) -> None:
        if self.buffered:
            self._write(self.buffered)
        self._writer.close()


def _tail(d: Decisions, start: int) -> Decisions:
    return Decisions(
        hand=d.hand[start:],
        seat=d.seat[start:],
        action=d.action[start:],
        observation=d.observation[start:],
        mask=d.mask[start:],
        hand_return=d.hand_return[start:],
        match_return=d.match_return[start:],
        start=d.start + start,
    )
