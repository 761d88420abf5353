"""`simulate` on 2 workers against 1: wall time ratio, and where the CPU goes.

Runs the same simulation (same seed, so the same matches) with one worker (in this process) and
with a pool of N workers, taking turns `--rounds` times so that both meet the same machine
conditions, and reports the median wall-time speedup. It also reports the CPU seconds of this
(main) process and of the workers: the pool's overhead is what the main process spends
(receiving outcomes, writing records) plus what the workers spend beyond the one-worker run.

    .venv/bin/python bench/simulate_scaling.py --game seven-seals --games 2000 --record
    .venv/bin/python bench/simulate_scaling.py --game sabias --games 20000

On a machine shared with other work the wall ratio is noisy: read it with the CPU figures.
"""

from __future__ import annotations

import argparse
import io
import json
import resource
import statistics
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from tapisvert.games import get_game
from tapisvert.sim.backend import InProcess, LocalPool
from tapisvert.sim.simulate import simulate


def children_cpu() -> float:
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


class OneByOne(LocalPool):
    """The pool as it was before chunking: every match its own task (`map(chunksize=1)`)."""

    def map(self, fn: Any, items: Any, total: int | None = None) -> Any:
        with ProcessPoolExecutor(self.workers) as pool:
            yield from pool.map(fn, items, chunksize=1)


def one_run(args: argparse.Namespace, workers: int, legacy: bool = False) -> dict[str, float]:
    game = get_game(args.game)
    players = args.players or game.player_counts[0]
    sink = io.StringIO() if args.record else None
    cpu0, kids0, wall0 = time.process_time(), children_cpu(), time.perf_counter()
    pool = OneByOne(workers) if legacy else LocalPool(workers)
    with InProcess() if workers == 1 else pool as backend:
        summary = simulate(
            args.game,
            players,
            args.games,
            1,
            ["random"] * players,
            {},
            backend=backend,
            record_to=sink,
        )
    wall = time.perf_counter() - wall0
    return {
        "wall": wall,
        "main_cpu": time.process_time() - cpu0,
        "workers_cpu": children_cpu() - kids0,
        "matches": summary.matches,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--game", default="seven-seals")
    parser.add_argument("--players", type=int)
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--record", action="store_true", help="also write the records (JSONL)")
    parser.add_argument(
        "--legacy", action="store_true", help="also time the pool as it was (one task per match)"
    )
    args = parser.parse_args()
    ones: list[dict[str, float]] = []
    pools: list[dict[str, float]] = []
    legacy: list[dict[str, float]] = []
    for _ in range(args.rounds):
        ones.append(one_run(args, 1))
        pools.append(one_run(args, args.workers))
        if args.legacy:
            legacy.append(one_run(args, args.workers, legacy=True))
    ratios = [o["wall"] / p["wall"] for o, p in zip(ones, pools, strict=True)]

    def mean(rows: list[dict[str, float]], key: str) -> float:
        return round(statistics.fmean(r[key] for r in rows), 3)

    report: dict[str, Any] = {
        "game": args.game,
        "games": args.games,
        "record": args.record,
        "workers": args.workers,
        "speedup_median": round(statistics.median(ratios), 3),
        "speedups": [round(r, 3) for r in ratios],
        "one_worker": {"wall_s": mean(ones, "wall"), "cpu_s": mean(ones, "main_cpu")},
        "pool": {
            "wall_s": mean(pools, "wall"),
            "main_cpu_s": mean(pools, "main_cpu"),
            "workers_cpu_s": mean(pools, "workers_cpu"),
        },
    }
    # The CPU the pool's run needs in all over the one-worker run's: 1.0 is no overhead; with
    # the main process's share, the best wall speedup two idle cores could give.
    total = report["pool"]["main_cpu_s"] + report["pool"]["workers_cpu_s"]
    report["cpu_overhead"] = round(total / report["one_worker"]["cpu_s"], 3)
    report["speedup_bound_on_idle_cores"] = round(
        args.workers * report["one_worker"]["cpu_s"] / max(total, 1e-9), 3
    )
    if legacy:
        old = mean(legacy, "main_cpu") + mean(legacy, "workers_cpu")
        report["legacy_one_task_per_match"] = {
            "wall_s": mean(legacy, "wall"),
            "main_cpu_s": mean(legacy, "main_cpu"),
            "workers_cpu_s": mean(legacy, "workers_cpu"),
            "cpu_overhead": round(old / report["one_worker"]["cpu_s"], 3),
            "speedup_bound_on_idle_cores": round(
                args.workers * report["one_worker"]["cpu_s"] / max(old, 1e-9), 3
            ),
        }
    print(json.dumps(report, indent=1))


if __name__ == "__main__":
    main()
