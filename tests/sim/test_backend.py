"""Backends: the same matches in the same order on every backend, chunked, bounded, and
surviving a worker killed mid-run (local process pool here; Ray in test_ray.py)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from worker_kills import kill_one_worker_during, pool_children

from tapisvert.sim.backend import Chunker, ClusterError, InProcess, LocalPool, make_backend
from tapisvert.sim.simulate import MatchOutcome, play_matches, simulate


def outcomes(**kw: object) -> list[MatchOutcome]:
    return list(play_matches("seven-seals", 3, 40, 7, ["random"] * 3, {"max_hands": 1},
                             record=True, rows=True, **kw))  # type: ignore[arg-type]


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
        stream.close()


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
