"""ISMCTS iterations/s of two builds of tapisvert on the same positions: whole builds, not a module.

`bench/ismcts_speed.py --reference REV` swaps only the search module; this script compares
everything a search runs (the rules, the determinizer, the rollout policy, the tree) between two
builds, each named by a Python interpreter and, optionally, a source folder put first on its path:

    git worktree add /tmp/ref 423ec1d
    .venv/bin/python bench/ismcts_builds.py --setup sabias:3 samba:4 \\
        --reference .venv/bin/python:/tmp/ref/src --now /tmp/wheel-venv/bin/python

Each build searches the same positions (a random-play prefix of a seeded deal, at a turn of seat 0
with a choice) with its game's default `ismcts` bot and the same seed, in child processes that take
turns, `--rounds` times; a position's time is its fastest CPU time. With `--callgrind`, each build
instead runs under valgrind's callgrind at `--iterations` and twice as many, and the figure is
instructions per iteration (the difference over the extra iterations): a count the machine's load
does not move.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import statistics
import subprocess
import sys
import tempfile
import time
from typing import Any


def positions(game_id: str, players: int, count: int) -> list[Any]:
    """Seat 0's turns with a choice, a few random moves into seeded deals."""
    from tapisvert.games import get_game

    game = get_game(game_id)
    found = []
    for deal in range(count):
        rng = random.Random(deal)
        state = game.new(players, 1000 + deal, max_hands=1)
        steps = rng.randrange(3, 25)
        played = 0
        while state.to_act is not None:
            legal = state.legal_actions()
            if played >= steps and state.to_act == 0 and len(legal) > 1:
                found.append(state.clone())
                break
            state.apply(legal[rng.randrange(len(legal))])
            played += 1
    return found


def child(game_id: str, players: int, iterations: int, count: int, bot: str = "ismcts") -> None:
    """Search each position once; print each search's CPU seconds (run in a build's process)."""
    from tapisvert.bots import SeatView, make_bot
    from tapisvert.games import get_game

    game = get_game(game_id)
    times = []
    for state in positions(game_id, players, count):
        searcher = make_bot(f"{bot}:iterations={iterations}", game, 0, 99)
        view = SeatView.of(state, with_observation=True)
        start = time.process_time()
        searcher.choose(view)
        times.append(time.process_time() - start)
    print(json.dumps(times))


def build(spec: str) -> tuple[str, dict[str, str]]:
    """`PYTHON[:SRC]` -> the interpreter and its environment."""
    python, _, src = spec.partition(":")
    python = os.path.abspath(python) if os.sep in python else python
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    env["PYTHONHASHSEED"] = "0"
    if src:
        env["PYTHONPATH"] = os.path.abspath(src)
    return python, env


def run(spec: str, args: list[str], callgrind: bool = False) -> str | int:
    python, env = build(spec)
    command = [python, os.path.abspath(__file__), "--child", *args]
    with tempfile.TemporaryDirectory() as tmp:
        if callgrind:
            command = ["valgrind", "--tool=callgrind", f"--callgrind-out-file={tmp}/cg", *command]
        done = subprocess.run(
            command, capture_output=True, text=True, env=env, cwd=tmp, check=False
        )
    if done.returncode != 0:
        sys.exit(f"{spec} failed:\n{done.stderr[-3000:]}")
    if callgrind:
        found = re.search(r"Collected\s*:\s*(\d+)", done.stderr)
        assert found is not None, done.stderr[-2000:]
        return int(found.group(1))
    return done.stdout.strip().splitlines()[-1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--setup", nargs="+", default=["sabias:3", "samba:4"])
    parser.add_argument("--now", default=sys.executable, help="PYTHON[:SRC] of the build measured")
    parser.add_argument("--reference", required="--child" not in sys.argv, help="PYTHON[:SRC]")
    parser.add_argument("--iterations", type=int, default=500)
    parser.add_argument("--positions", type=int, default=6)
    parser.add_argument("--rounds", type=int, default=3, help="turns each build takes (timing)")
    parser.add_argument("--callgrind", action="store_true", help="count instructions instead")
    parser.add_argument(
        "--bot",
        default="ismcts",
        help="the search's spec before its iterations (default: the game's default ismcts;"
        " e.g. ismcts:rollout=heuristic, the search of sabias' strong and expert levels)",
    )
    parser.add_argument("--child", nargs=5, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        game_id, players, iterations, count, bot = args.child
        child(game_id, int(players), int(iterations), int(count), bot)
        return
    for setup in args.setup:
        game_id, players = setup.split(":")
        out: dict[str, Any] = {"game": game_id, "players": int(players), "bot": args.bot}
        if args.callgrind:
            n, k = args.iterations, args.positions
            for name, spec in (("reference", args.reference), ("now", args.now)):
                low = run(spec, [game_id, players, str(n), str(k), args.bot], callgrind=True)
                high = run(spec, [game_id, players, str(2 * n), str(k), args.bot], callgrind=True)
                assert isinstance(low, int) and isinstance(high, int)
                out[f"{name}_instructions_per_iteration"] = round((high - low) / (n * k))
            out["speedup"] = round(
                out["reference_instructions_per_iteration"] / out["now_instructions_per_iteration"],
                3,
            )
        else:
            best: dict[str, list[float]] = {}
            task = [game_id, players, str(args.iterations), str(args.positions), args.bot]
            for _ in range(args.rounds):
                for name, spec in (("reference", args.reference), ("now", args.now)):
                    times = json.loads(str(run(spec, task)))
                    kept = best.setdefault(name, times)
                    best[name] = [min(a, b) for a, b in zip(kept, times, strict=True)]
            for name, times in best.items():
                out[f"{name}_it_s"] = round(statistics.median(args.iterations / t for t in times))
            out["speedup"] = round(
                statistics.median(
                    r / n for r, n in zip(best["reference"], best["now"], strict=True)
                ),
                3,
            )
        print(json.dumps(out), flush=True)


if __name__ == "__main__":
    main()
