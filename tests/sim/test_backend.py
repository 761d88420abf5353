"""Backends: the same matches in the same order on every backend, chunked, bounded, and
surviving a worker killed mid-run (local process pool here; Ray in test_ray.py)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from worker_kills import kill_one_worker_during, pool_children

from tapisvert.cli.main import main
from tapisvert.sim.backend import Chunker, ClusterError, InProcess, LocalPool, make_backend
from tapisvert.sim.simulate import MatchOutcome, play_matches, simulate


def outcomes(**kw: Any) -> list[MatchOutcome]:
    return list(
        play_matches(
            "seven-seals", 3, 40, 7, ["random"] * 3, {"max_hands": 1}, record=True, rows=True, **kw
        )
    )


def test_chunks_grow_to_the_target_and_shrink_at_the_end() -> None:
    c = Chunker(workers=2, target=0.2, total=10_000)
    assert c.next_size() == 1  # a slow match is a chunk by itself until timed
    c.finished(1, 0.001)
    assert c.next_size() == 4  # grows at most 4x per step
    for _ in range(5):
        c.finished(c.size, c.size * 0.001)
    assert c.size == 200  # 0.2 s of 1 ms matches
    c.issued = 9_900
    assert c.next_size() == 13  # a quarter of each worker's share of the last 100
    slow = Chunker(workers=2, target=0.2)
    slow.finished(1, 5.0)
    assert slow.next_size() == 1


def test_the_pool_gives_what_one_process_gives_in_order() -> None:
    here = outcomes(workers=1)
    with LocalPool(2) as pool:
        pooled = outcomes(backend=pool)
    assert [o.index for o in pooled] == list(range(40))
    assert pooled == here
    assert all(o.rows and o.record_line for o in pooled)


def test_streaming_reads_the_tasks_lazily() -> None:
    read = []

    def tasks() -> Iterator[int]:
        for i in range(100_000):
            read.append(i)
            yield i

    with LocalPool(2) as pool:
        stream = pool.map(abs, tasks())
        first = [next(stream) for _ in range(5)]
        assert first == [0, 1, 2, 3, 4]
        assert len(read) < 30_000  # only the chunks in flight have been read
        stream.close()  # type: ignore[attr-defined]  # a generator, typed as an Iterator


@pytest.mark.skipif(not Path("/proc").is_dir(), reason="finds the pool's workers in /proc")
def test_a_killed_pool_worker_neither_loses_nor_duplicates_a_match(tmp_path: Path) -> None:
    args = ("seven-seals", 3, 300, 11, ["random"] * 3, {"max_hands": 1})
    with open(tmp_path / "one.jsonl", "w") as fh:
        expected = simulate(*args, workers=1, record_to=fh)

    def run() -> object:
        with LocalPool(2) as pool, open(tmp_path / "pool.jsonl", "w") as fh:
            return simulate(*args, backend=pool, record_to=fh)

    got = kill_one_worker_during(run, pool_children)
    assert isinstance(got, type(expected))
    assert got.score_sums == expected.score_sums and got.wins == expected.wins
    assert (tmp_path / "pool.jsonl").read_text() == (tmp_path / "one.jsonl").read_text()


def test_backends_from_the_command_line_words() -> None:
    assert isinstance(make_backend("local", 1), InProcess)
    with make_backend("local", 2) as pool:
        assert isinstance(pool, LocalPool) and pool.workers == 2
    with pytest.raises(ClusterError, match="unknown cluster"):
        make_backend("spark")
    with pytest.raises(ClusterError, match="--address is for --cluster ray"):
        make_backend("local", 2, "ray://x:1")


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--cluster", "spark"], "--cluster must be local, ray or ray://HOST:PORT"),
        (["--address", "ray://h:1"], "--address needs --cluster ray"),
        (["--workers", "0"], "--workers/-w: must be at least 1"),
        (["--format", "parquet"], "--format parquet needs --record FILE"),
        (["--record", "/no/such/folder/r.jsonl"], "cannot write the record"),
    ],
)
def test_bad_cluster_arguments_get_one_line(
    capsys: pytest.CaptureFixture[str], args: list[str], message: str
) -> None:
    code = main(["simulate", "seven-seals", "--games", "1", *args])
    err = capsys.readouterr().err
    assert code == 2 and message in err and len(err.strip().splitlines()) == 1


def test_parquet_has_one_row_per_hand_beside_the_records(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    pq = pytest.importorskip("pyarrow.parquet", reason="pyarrow is not installed ('.[cluster]')")
    record = tmp_path / "run.jsonl"
    assert (
        main(
            [
                "simulate",
                "seven-seals",
                "-n",
                "4",
                "--games",
                "5",
                "--seed",
                "3",
                "--workers",
                "2",
                "--record",
                str(record),
                "--format",
                "parquet",
            ]
        )
        == 0
    )
    capsys.readouterr()
    records = [json.loads(line) for line in record.read_text().splitlines()]
    rows = pq.read_table(tmp_path / "run.parquet").to_pylist()
    assert len(rows) == sum(len(r["hands"]) for r in records)
    for row in rows:
        match = records[row["match"]]
        hand = match["hands"][row["hand"]]
        assert row["seed"] == match["seed"] and row["hands"] == len(match["hands"])
        assert row["actions"] == len(hand["actions"])
        assert [row[f"score_{s}"] for s in range(4)] == [float(x) for x in hand["result"]["scores"]]
        assert [row[f"winner_{s}"] for s in range(4)] == [
            s in match["result"]["winners"] for s in range(4)
        ]
        assert json.loads(row["detail"]) == hand["result"]["detail"]
    last = [r for r in rows if r["match"] == 0][-1]
    assert [last[f"total_{s}"] for s in range(4)] == [
        float(x) for x in records[0]["result"]["totals"]
    ]
