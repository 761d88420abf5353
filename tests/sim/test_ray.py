"""`--cluster ray` on a local Ray of 2 CPUs: the same matches, records and order as the local
pool, and a Ray worker killed mid-run loses and duplicates nothing."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from worker_kills import kill_one_worker_during, ray_tasks_running

from tapisvert.cli.main import main
from tapisvert.sim.backend import LocalPool, RayCluster
from tapisvert.sim.simulate import play_matches, simulate
from tapisvert.sim.tournament import tournament

ray: Any = pytest.importorskip("ray", reason="Ray is not installed (pip install '.[cluster]')")


def _json_document(out: str) -> Any:
    """The JSON document `--json` printed, without the lines Ray's log monitor may print to the
    driver's stdout before it (news of the worker the test before killed arrives when it does)."""
    start = 0 if out.startswith("{") else out.index("\n{\n") + 1
    return json.loads(out[start:])


@pytest.fixture(scope="module")
def local_ray() -> Iterator[None]:
    """One local Ray of 2 CPUs for the module (it takes seconds to start)."""
    try:
        ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False, configure_logging=False)
    except Exception as exc:  # no shared memory, no sockets...: say why and skip
        pytest.skip(f"a local Ray cannot start here: {type(exc).__name__}: {exc}")
    yield
    ray.shutdown()


@pytest.fixture
def cluster(local_ray: None) -> Iterator[RayCluster]:
    backend = RayCluster()
    yield backend
    backend.close()


def test_ray_plays_the_pools_matches_in_the_pools_order(cluster: RayCluster) -> None:
    args = ("poch", 4, 30, 3, ["random", "heuristic"] * 2, {"max_hands": 1})
    with LocalPool(2) as pool:
        local = list(play_matches(*args, record=True, rows=True, backend=pool))
    on_ray = list(play_matches(*args, record=True, rows=True, backend=cluster))
    assert cluster.workers == 2
    assert [o.index for o in on_ray] == list(range(30))
    assert on_ray == local


def test_a_ray_tournament_is_the_local_tournament(cluster: RayCluster) -> None:
    args = ("samba", 4, ["random", "heuristic"], 3, 5, {"max_hands": 1})
    local = tournament(*args, workers=2)
    on_ray = tournament(*args, backend=cluster)
    assert on_ray.per_deal == local.per_deal and on_ray.wins == local.wins


def test_a_killed_ray_worker_neither_loses_nor_duplicates_a_match(
    cluster: RayCluster, tmp_path: Path
) -> None:
    args = ("seven-seals", 3, 300, 11, ["random"] * 3, {"max_hands": 1})
    with open(tmp_path / "one.jsonl", "w") as fh:
        expected = simulate(*args, workers=1, record_to=fh)

    def run() -> object:
        with open(tmp_path / "ray.jsonl", "w") as fh:
            return simulate(*args, backend=cluster, record_to=fh)

    got: Any = kill_one_worker_during(run, ray_tasks_running)
    assert got.score_sums == expected.score_sums and got.wins == expected.wins
    assert (tmp_path / "ray.jsonl").read_text() == (tmp_path / "one.jsonl").read_text()


def test_the_cli_runs_on_ray(
    local_ray: None, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    common = ["simulate", "sabias", "--games", "6", "--seed", "2", "--json", "-o", "max_hands=1"]
    assert main([*common, "--workers", "2", "--record", str(tmp_path / "a.jsonl")]) == 0
    local = _json_document(capsys.readouterr().out)
    assert main([*common, "--cluster", "ray", "--record", str(tmp_path / "b.jsonl")]) == 0
    on_ray = _json_document(capsys.readouterr().out)
    for summary in (local, on_ray):
        for key in ("seconds", "matches_per_s", "workers"):
            summary.pop(key)
    assert on_ray == local
    assert (tmp_path / "a.jsonl").read_text() == (tmp_path / "b.jsonl").read_text()
    assert (
        main(
            [
                "tournament",
                "seven-seals",
                "-n",
                "3",
                "--bots",
                "random",
                "--games",
                "2",
                "-o",
                "max_hands=1",
                "--cluster",
                "ray",
            ]
        )
        == 0
    )
    assert "random" in capsys.readouterr().out
