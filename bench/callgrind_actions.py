"""Instructions per action of random play, counted by valgrind's callgrind: a figure that the
machine's load does not move (unlike time on a shared machine).

For each engine, plays the random-play matches of `tapisvert bench` (same setups, seeds 0, 1,
...) under `valgrind --tool=callgrind` twice, `--matches` and twice as many, and reports the
difference in instructions over the difference in player actions: the cost of an action with
its share of dealing, without Python's start-up and imports. OpenSpiel's hearts (the `openspiel`
extra) is driven by the same loop as in `tapisvert bench --compare openspiel`.

    apt-get install valgrind
    .venv/bin/python bench/callgrind_actions.py sabias openspiel:hearts samba poch

Slow: callgrind runs a program some 50 times slower. The native (mypyc) build is counted where
it is installed, as in `tapisvert bench`.
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path


def child(engine: str, matches: int) -> None:
    """Play `matches` random matches and print the player actions (run under callgrind)."""
    from tapisvert.games import get_game
    from tapisvert.sim.bench import game_engine, openspiel_engine

    if engine.startswith("openspiel:"):
        play = openspiel_engine(engine.split(":", 1)[1]).play_one
    else:
        play = game_engine(get_game(engine)).play_one
    print(sum(play(seed) for seed in range(matches)))


def count(engine: str, matches: int) -> tuple[int, int]:
    """(instructions, actions) of one run under callgrind."""
    with tempfile.TemporaryDirectory() as tmp:
        out = subprocess.run(
            [
                "valgrind",
                "--tool=callgrind",
                f"--callgrind-out-file={Path(tmp) / 'cg.out'}",
                sys.executable,
                __file__,
                "--child",
                engine,
                str(matches),
            ],
            capture_output=True,
            text=True,
            check=True,
        )
    found = re.search(r"Collected\s*:\s*(\d+)", out.stderr)
    if found is None:
        raise SystemExit(f"no instruction count from callgrind:\n{out.stderr[-2000:]}")
    return int(found.group(1)), int(out.stdout.split()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("engines", nargs="*", default=["sabias", "openspiel:hearts"])
    parser.add_argument("--matches", type=int, default=20)
    parser.add_argument("--child", nargs=2, metavar=("ENGINE", "MATCHES"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.child[0], int(args.child[1]))
        return
    if shutil.which("valgrind") is None:
        raise SystemExit("needs valgrind: apt-get install valgrind")
    results = {}
    for engine in args.engines:
        ir1, a1 = count(engine, args.matches)
        ir2, a2 = count(engine, 2 * args.matches)
        per_action = (ir2 - ir1) / (a2 - a1)
        results[engine] = round(per_action)
        print(
            json.dumps(
                {
                    "engine": engine,
                    "instructions_per_action": round(per_action),
                    "actions_counted": a2 - a1,
                    "matches": args.matches,
                }
            ),
            flush=True,
        )
    if "openspiel:hearts" in results:
        for engine, ir in results.items():
            if engine != "openspiel:hearts":
                print(
                    f"{engine}: {results['openspiel:hearts'] / ir:.3f}x OpenSpiel hearts"
                    " (fewer instructions per action is faster)"
                )


if __name__ == "__main__":
    main()
