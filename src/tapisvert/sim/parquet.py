"""Hand rows as Parquet: one row per hand of every simulated match, for studies (pandas, DuckDB...).

Written as matches finish, a row group at a time, so memory stays flat whatever the number of
matches. Columns (n = players):

- `game`, `players`, `match` (its index in the run), `seed` (the match's seed, as in its record),
  `hand` (0-based), `hands` (the match's number of hands), `actions` (player actions in the hand);
- `bot_0`..`bot_{n-1}`: who sat where;
- `score_0`..: what the hand added to each seat's total; `total_0`..: each total after the hand;
- `winner_0`..: whether the seat won the match (the same on every row of a match);
- `detail`: the game's breakdown of the hand (card points, contracts, bonuses...), as JSON.

Needs pyarrow (`pip install 'tapisvert[cluster]'`).
"""

from __future__ import annotations

import importlib
from pathlib import Path
from typing import Any

from tapisvert.core.errors import TapisvertError
from tapisvert.sim.simulate import MatchOutcome

ROW_GROUP = 16_384  # rows buffered before a row group is written: bounds memory


def pyarrow_available() -> bool:
    try:
        importlib.import_module("pyarrow.parquet")
    except ImportError:
        return False
    return True


class ParquetRows:
    """Writes the hand rows of each outcome it is called with; `close` finishes the file."""

    def __init__(self, path: str | Path, game: str, players: int) -> None:
        try:
            self._pa: Any = importlib.import_module("pyarrow")
            self._pq: Any = importlib.import_module("pyarrow.parquet")
        except ImportError:
            raise TapisvertError(
                "--format parquet needs pyarrow: pip install 'tapisvert[cluster]'"
            ) from None
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
        self._buffered = 0
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
        self._buffered += hands
        if self._buffered >= ROW_GROUP:
            self._flush()

    def _flush(self) -> None:
        if not self._buffered:
            return
        table = self._pa.Table.from_pydict(self._columns, schema=self.schema)
        self._writer.write_table(table)
        self.rows += self._buffered
        self._buffered = 0
        for column in self._columns.values():
            column.clear()

    def close(self) -> None:
        self._flush()
        self._writer.close()
