"""Where a report's matches come from: the simulation pool, or a record file.

Both sources are plain iterators of finished match records (JSON objects, docs/records.md), so
another backend (a cluster) feeds `build_report` the same way. Variants are played on the same
deals: deal `i` uses seed `match_seed(seed, i)` under every variant, and the records of one deal
arrive together (`by_deal`), which is what pairs the differences.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

from tapisvert.analysis import analyzer_for
from tapisvert.analysis.aggregate import Aggregator, Variant
from tapisvert.core.chance import match_seed
from tapisvert.core.errors import InvalidNotation, InvalidOption
from tapisvert.core.records import MatchRecord
from tapisvert.games import get_game
from tapisvert.sim.backend import Backend
from tapisvert.sim.simulate import MatchTask, run_tasks

JSON = Any
Progress = Callable[[int, int], None]


def resolve_variant(game_id: str, players: int, label: str, given: Mapping[str, str]) -> Variant:
    """Check options against the game (InvalidOption) and convert them to their types."""
    state = get_game(game_id).new(players, 0, **given)
    return Variant(label, {name: state.options[name] for name in given})


def pool_records(
    game: str,
    players: int,
    deals: int,
    seed: int,
    bots: Sequence[str],
    variants: Sequence[Variant],
    *,
    workers: int | None = None,
    backend: Backend | None = None,
    progress: Progress | None = None,
) -> Iterator[JSON]:
    """Play every deal under every variant, records in deal order.

    On `backend` (a local pool, or Ray with `--cluster ray`), else a local pool of `workers`.
    `run_tasks` reads the tasks and yields the outcomes lazily, a bounded window at a time, so the
    memory of a run does not grow with the number of deals.
    """
    k = len(variants)
    opts = [tuple(sorted(v.options.items())) for v in variants]
    tasks = (
        MatchTask(i * k + v, game, players, match_seed(seed, i), tuple(bots), opts[v], True)
        for i in range(deals)
        for v in range(k)
    )
    total = deals * k
    for done, outcome in enumerate(run_tasks(tasks, workers, backend=backend, total=total), 1):
        assert outcome.record_line is not None
        yield json.loads(outcome.record_line)
        if progress is not None:
            progress(done, total)


def file_records(path: Path | str) -> Iterator[JSON]:
    """Every record of a JSON Lines file, one at a time; InvalidNotation names a bad line."""
    with open(path, encoding="utf-8") as fh:
        for lineno, line in enumerate(fh, 1):
            if not line.strip():
                continue
            try:
                data = json.loads(line)
                MatchRecord.from_json(data)
            except json.JSONDecodeError as exc:
                raise InvalidNotation(f"{path}:{lineno}: not JSON ({exc.msg})") from None
            except InvalidNotation as exc:
                raise InvalidNotation(f"{path}:{lineno}: {exc}") from None
            if data.get("result") is None:
                raise InvalidNotation(f"{path}:{lineno}: the match is unfinished")
            yield data


def by_deal(records: Iterable[JSON], variants: int) -> Iterator[list[JSON]]:
    """Group consecutive records `variants` at a time (one deal under each variant)."""
    group: list[JSON] = []
    for rec in records:
        group.append(rec)
        if len(group) == variants:
            yield group
            group = []
    if group:
        raise InvalidNotation(f"{len(group)} record(s) left over: not a whole deal")


def build_report(
    game: str,
    players: int,
    variants: Sequence[Variant],
    deals: Iterable[Sequence[JSON]],
) -> Aggregator:
    """Fold every deal into a fresh aggregator (records are not kept)."""
    agg = Aggregator(game, players, analyzer_for(game), variants)
    for group in deals:
        for rec in group:
            if rec.get("game") != game or int(rec.get("players", 0)) != players:
                raise InvalidNotation(
                    f"a record of {rec.get('game')} at {rec.get('players')} players in a"
                    f" report on {game} at {players}: analyse one game and table size at a time"
                )
        agg.add(group)
    return agg


def simulate_report(
    game: str,
    players: int,
    deals: int,
    seed: int,
    bots: Sequence[str],
    variants: Sequence[Variant],
    *,
    workers: int | None = None,
    backend: Backend | None = None,
    progress: Progress | None = None,
) -> JSON:
    """Simulate and aggregate; the report's JSON (with how it was made under `run`)."""
    start = time.perf_counter()
    records = pool_records(
        game,
        players,
        deals,
        seed,
        bots,
        variants,
        workers=workers,
        backend=backend,
        progress=progress,
    )
    if backend is not None:
        workers = backend.workers
    where = f" on {backend.name}" if backend is not None and backend.name else ""
    agg = build_report(game, players, variants, by_deal(records, len(variants)))
    report = agg.report()
    report["run"] = {
        "source": f"simulation, seed {seed}, {workers or 'all'} worker(s){where}",
        "seed": seed,
        "workers": workers,
        "seconds": round(time.perf_counter() - start, 3),
    }
    return report


def records_report(path: Path | str) -> JSON:
    """Aggregate a record file (one game, one table size, one set of options)."""
    start = time.perf_counter()
    it = file_records(path)
    first = next(it, None)
    if first is None:
        raise InvalidNotation(f"{path}: no records")
    game, players = str(first["game"]), int(first["players"])
    if game not in _known_games():
        raise InvalidOption(f"{path}: unknown game {game!r}")
    options = first.get("options") or {}

    def checked() -> Iterator[list[JSON]]:
        yield [first]
        for rec in it:
            if (rec.get("options") or {}) != options:
                raise InvalidNotation(
                    f"{path}: records with other options ({rec.get('options')}) than the"
                    f" first ({options}): split the file, one set of options per report"
                )
            yield [rec]

    agg = build_report(game, players, [Variant("records", {})], checked())
    report = agg.report()
    report["run"] = {
        "source": f"records from {path}",
        "seconds": round(time.perf_counter() - start, 3),
    }
    return report


def _known_games() -> set[str]:
    from tapisvert.games import game_ids

    return set(game_ids())
