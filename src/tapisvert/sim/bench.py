"""The speed benchmark: random-play throughput per game on one core.

Speed targets live here, never in timed unit tests. Each figure is the median of several runs of
about `seconds` each; a run plays whole matches (as each game's setup defines them) with uniformly
random legal actions, counting player actions; the time includes dealing. Time is the process's
CPU time on one pinned core, so that other work on a shared machine does not count against the
engine (on an idle machine it equals wall time).
"""

from __future__ import annotations

import importlib
import os
import random
import statistics
import time
import timeit
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from tapisvert.core.protocol import Game
from tapisvert.games import get_game

# Players and options each game is benchmarked at (the figures its issue sets targets for).
BENCH_SETUPS: dict[str, tuple[int, dict[str, Any]]] = {
    "sabias": (3, {}),
    "familles": (4, {}),
    "seven-seals": (4, {}),
    "samba": (6, {"max_hands": 1}),
    "poch": (4, {}),
}


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

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "players": self.players,
            "options": self.options,
            "actions_per_s": round(self.actions_per_s),
            "matches_per_s": round(self.matches_per_s, 2),
            "clone_us": None if self.clone_us is None else round(self.clone_us, 3),
            "runs": self.runs,
        }


def pin_to_one_core() -> None:
    """Run the benchmark on a single core, as its targets are stated."""
    if hasattr(os, "sched_setaffinity"):
        cores = sorted(os.sched_getaffinity(0))
        if cores:
            os.sched_setaffinity(0, {cores[0]})


def _median_rates(play_one: Callable[[int], int], seconds: float, runs: int) -> tuple[float, float]:
    action_rates, match_rates = [], []
    seed = 0
    for _ in range(runs):
        actions = matches = 0
        start = time.process_time()
        while True:
            actions += play_one(seed)
            seed += 1
            matches += 1
            elapsed = time.process_time() - start
            if elapsed >= seconds:
                break
        action_rates.append(actions / elapsed)
        match_rates.append(matches / elapsed)
    return statistics.median(action_rates), statistics.median(match_rates)


def bench_game(
    game: Game,
    players: int | None = None,
    options: dict[str, Any] | None = None,
    *,
    seconds: float = 1.0,
    runs: int = 5,
) -> BenchResult:
    """Random-play throughput of one game, plus the cost of `clone()` at mid-match."""
    default_players, default_options = BENCH_SETUPS.get(game.id, (game.player_counts[0], {}))
    players = players or default_players
    opts = dict(default_options if options is None else options)

    def play_one(seed: int) -> int:
        state = game.new(players, seed, **opts)
        rng = random.Random(seed)
        n = 0
        while state.to_act is not None:
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
            n += 1
        return n

    actions_s, matches_s = _median_rates(play_one, seconds, runs)
    clone = _clone_us(game, players, opts)
    return BenchResult(game.id, players, opts, actions_s, matches_s, clone, runs)


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


def bench_openspiel(name: str = "hearts", *, seconds: float = 1.0, runs: int = 5) -> BenchResult:
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

    actions_s, matches_s = _median_rates(play_one, seconds, runs)
    state = game.new_initial_state()
    number = 20000
    clone = min(timeit.repeat(state.clone, number=number, repeat=5)) / number * 1e6
    return BenchResult(
        f"openspiel:{name}", game.num_players(), {}, actions_s, matches_s, clone, runs
    )


def run_bench(
    game_ids: Sequence[str],
    *,
    seconds: float = 1.0,
    runs: int = 5,
    players: int | None = None,
    options: dict[str, Any] | None = None,
    compare_openspiel: bool = False,
    on_result: Callable[[BenchResult], None] | None = None,
) -> list[BenchResult]:
    """Benchmark each game (and OpenSpiel's hearts when asked), on one core."""
    pin_to_one_core()
    results = []
    for gid in game_ids:
        r = bench_game(get_game(gid), players, options, seconds=seconds, runs=runs)
        results.append(r)
        if on_result is not None:
            on_result(r)
    if compare_openspiel:
        r = bench_openspiel(seconds=seconds, runs=runs)
        results.append(r)
        if on_result is not None:
            on_result(r)
    return results
