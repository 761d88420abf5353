"""The speed benchmark: random-play throughput per game on one core.

Speed targets live here, never in timed unit tests. Each figure is the median of several runs of
about `seconds` each; a run plays whole matches (as each game's setup defines them) with uniformly
random legal actions, counting player actions; the time includes dealing. Time is the process's
CPU time on one pinned core, so that other work on a shared machine does not count against the
engine (on an idle machine it equals wall time). Each result says which build of the rules ran:
`compiled` (mypyc, `setup.py`) or `python` (`TAPISVERT_PURE=1`, or no C compiler at install).
"""

from __future__ import annotations

import importlib
import os
import random
import statistics
import time
import timeit
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from tapisvert.core.native import compiled
from tapisvert.core.protocol import Game
from tapisvert.games import get_game


@dataclass(frozen=True)
class BenchResult:
    """One benchmarked engine: medians over `runs` runs."""

    name: str
    players: int
    options: dict[str, Any]
    actions_per_s: float
    matches_per_s: float
    clone_us: float | None
    runs: int
    build: str = "python"  # "compiled" (mypyc, see setup.py), "python", or "C++" (OpenSpiel)

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "players": self.players,
            "options": self.options,
            "actions_per_s": round(self.actions_per_s),
            "matches_per_s": round(self.matches_per_s, 2),
            "clone_us": None if self.clone_us is None else round(self.clone_us, 3),
            "runs": self.runs,
            "build": self.build,
        }


@contextmanager
def one_core() -> Iterator[None]:
    """Run the block on a single core, as the benchmark's targets are stated; the process gets
    back the cores it had afterwards (a test suite or a notebook goes on using them all)."""
    if not hasattr(os, "sched_setaffinity"):
        yield
        return
    before = os.sched_getaffinity(0)
    if before:
        os.sched_setaffinity(0, {min(before)})
    try:
        yield
    finally:
        os.sched_setaffinity(0, before)


@dataclass(frozen=True)
class Engine:
    """Something to benchmark: a name, a setup, one match of random play, and a clone timer."""

    name: str
    players: int
    options: dict[str, Any]
    play_one: Callable[[int], int]  # plays the match of a seed, returns its player actions
    clone_us: Callable[[], float]
    build: str = "python"


def _timed_run(
    play_one: Callable[[int], int], seed: int, seconds: float
) -> tuple[float, float, int]:
    """One run of about `seconds` of CPU time: (actions/s, matches/s, next seed)."""
    actions = matches = 0
    start = time.process_time()
    while True:
        actions += play_one(seed)
        seed += 1
        matches += 1
        elapsed = time.process_time() - start
        if elapsed >= seconds:
            break
    return actions / elapsed, matches / elapsed, seed


def game_engine(
    game: Game, players: int | None = None, options: dict[str, Any] | None = None
) -> Engine:
    """Random play of whole matches of one game, at its benchmark setup unless told otherwise."""
    default_players, default_options = game.bench_config()
    n = players or default_players
    opts = dict(default_options if options is None else options)

    def play_one(seed: int) -> int:
        state = game.new(n, seed, **opts)
        rng = random.Random(seed)
        count = 0
        while state.to_act is not None:
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
            count += 1
        return count

    rules = type(game.new(n, 0, **opts)).__module__
    build = "compiled" if compiled(rules) else "python"
    return Engine(game.id, n, opts, play_one, lambda: _clone_us(game, n, opts), build)


def _clone_us(game: Game, players: int, opts: dict[str, Any]) -> float:
    state = game.new(players, 12345, **opts)
    rng = random.Random(1)
    for _ in range(3 * players):  # into the first hand's play
        if state.to_act is None:
            break
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    number = 20000
    best = min(timeit.repeat(state.clone, number=number, repeat=5))
    return best / number * 1e6


def openspiel_available() -> bool:
    try:
        importlib.import_module("pyspiel")
    except ImportError:
        return False
    return True


def openspiel_engine(name: str = "hearts") -> Engine:
    """The same random-play loop over an OpenSpiel game, driven from Python (chance excluded)."""
    pyspiel: Any = importlib.import_module("pyspiel")
    game = pyspiel.load_game(name)

    def play_one(seed: int) -> int:
        state = game.new_initial_state()
        rng = random.Random(seed)
        n = 0
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply_action(outcomes[rng.randrange(len(outcomes))][0])
            else:
                legal = state.legal_actions()
                state.apply_action(legal[rng.randrange(len(legal))])
                n += 1
        return n

    def clone_us() -> float:
        state = game.new_initial_state()
        number = 20000
        return min(timeit.repeat(state.clone, number=number, repeat=5)) / number * 1e6

    return Engine(f"openspiel:{name}", game.num_players(), {}, play_one, clone_us, "C++")


def run_bench(
    game_ids: Sequence[str],
    *,
    seconds: float = 1.0,
    runs: int = 5,
    players: int | None = None,
    options: dict[str, Any] | None = None,
    compare_openspiel: bool = False,
    on_result: Callable[[BenchResult], None] | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> list[BenchResult]:
    """Benchmark each game (and OpenSpiel's hearts when asked), on one core.

    The engines take turns, one run each per round, so that every engine meets the same machine
    conditions (a slow minute on a shared machine does not fall on one engine alone).
    """
    engines = [game_engine(get_game(gid), players, options) for gid in game_ids]
    if compare_openspiel:
        engines.append(openspiel_engine())
    rates: list[list[tuple[float, float]]] = [[] for _ in engines]
    seeds = [0] * len(engines)
    total = runs * len(engines)
    clones: list[float | None] = []
    with one_core():
        for k in range(runs):
            for i, engine in enumerate(engines):
                actions_s, matches_s, seeds[i] = _timed_run(engine.play_one, seeds[i], seconds)
                rates[i].append((actions_s, matches_s))
                if progress is not None:
                    progress(k * len(engines) + i + 1, total)
        clones = [engine.clone_us() for engine in engines]
    results = []
    for engine, samples, clone_us in zip(engines, rates, clones, strict=True):
        r = BenchResult(
            engine.name,
            engine.players,
            engine.options,
            statistics.median(a for a, _ in samples),
            statistics.median(m for _, m in samples),
            clone_us,
            runs,
            engine.build,
        )
        results.append(r)
        if on_result is not None:
            on_result(r)
    return results
