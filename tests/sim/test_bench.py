"""The benchmark runs on one core and gives the process its cores back."""

from __future__ import annotations

import os

import pytest

from tapisvert.sim.bench import one_core, run_bench


@pytest.mark.skipif(not hasattr(os, "sched_getaffinity"), reason="no CPU affinity on this OS")
def test_bench_pins_one_core_and_restores_the_others() -> None:
    before = os.sched_getaffinity(0)
    with one_core():
        assert len(os.sched_getaffinity(0)) == 1
    assert os.sched_getaffinity(0) == before
    results = run_bench(["poch"], seconds=0.01, runs=1)
    assert os.sched_getaffinity(0) == before
    assert results[0].name == "poch" and results[0].actions_per_s > 0


@pytest.mark.skipif(not hasattr(os, "sched_getaffinity"), reason="no CPU affinity on this OS")
def test_the_cores_come_back_when_a_run_fails() -> None:
    before = os.sched_getaffinity(0)
    with pytest.raises(RuntimeError), one_core():
        raise RuntimeError("a failing engine")
    assert os.sched_getaffinity(0) == before


def test_every_game_is_benchmarked_at_its_own_setup() -> None:
    from tapisvert import all_games

    for game in all_games():
        players, options = game.bench_config()
        assert players in game.player_counts
        game.new(players, 0, **options)
