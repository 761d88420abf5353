"""ISMCTS iterations per second (CPU time), now and, with `--reference REV`, at a git revision.

For each game and player count, plays a few deals with the heuristic bots and, at every
`--every`-th decision of seat 0 that has a choice, searches with the game's default `ismcts`
bot (the same parameters as `--bots ismcts`) for `--iterations` iterations. With `--reference`,
the ISMCTS module of that revision (`git show REV:src/tapisvert/bots/ismcts.py`) searches the
same positions with the same seed, the two taking turns, and the script checks that both choose
the same move with the same root statistics: the ratio is measured in one run, each position's
time the fastest of `--repeat` searches.

    .venv/bin/python bench/ismcts_speed.py --reference HEAD~1
    .venv/bin/python bench/ismcts_speed.py --setup sabias:3 samba:4 --iterations 500
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from tapisvert.bots import SeatView, make_bot
from tapisvert.bots.heuristic import heuristic_for
from tapisvert.games import get_game

ROOT = Path(__file__).resolve().parents[1]


def load_reference(rev: str) -> Any:
    source = subprocess.run(
        ["git", "show", f"{rev}:src/tapisvert/bots/ismcts.py"],
        cwd=ROOT,
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    path = Path(tempfile.mkdtemp()) / "ismcts_reference.py"
    path.write_text(source)
    spec = importlib.util.spec_from_file_location("ismcts_reference", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def positions(game_id: str, players: int, deals: int, every: int) -> list[Any]:
    """States where seat 0 has a choice, from heuristic play."""
    game = get_game(game_id)
    found = []
    for deal in range(deals):
        state = game.new(players, 1000 + deal, max_hands=1)
        bots = [heuristic_for(game, s, deal) for s in range(players)]
        k = 0
        while (seat := state.to_act) is not None:
            view = SeatView.of(state, with_observation=True)
            if seat == 0 and len(view.legal_actions) > 1:
                if k % every == 0:
                    found.append(state.clone())
                k += 1
            state.apply(bots[seat].choose(view))
    return found


def search(game_id: str, state: Any, iterations: int, cls: Any | None) -> tuple[float, Any]:
    game = get_game(game_id)
    bot: Any = make_bot(f"ismcts:iterations={iterations}", game, 0, 99)
    if cls is not None:  # the reference implementation, with the same parameters and seed
        ref = cls.__new__(cls)
        ref.__dict__.update(bot.__dict__)
        bot = ref
    view = SeatView.of(state, with_observation=True)
    start = time.process_time()
    action = bot.choose(view)
    elapsed = time.process_time() - start
    root = bot.last_root
    stats = (
        None
        if root is None
        else sorted((k, c.visits, c.avail, c.total) for k, c in root.children.items())
    )
    return elapsed, (action, stats)  # the move and the root's statistics, to compare


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--setup", nargs="+", default=["sabias:3", "samba:4"])
    parser.add_argument("--iterations", type=int, default=1000)
    parser.add_argument("--deals", type=int, default=2)
    parser.add_argument("--every", type=int, default=4, help="search every N-th decision")
    parser.add_argument("--repeat", type=int, default=3, help="searches per position (min)")
    parser.add_argument("--reference", metavar="REV", help="also time ISMCTS at this revision")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    ref_cls = load_reference(args.reference).ISMCTSBot if args.reference else None
    report = []
    for setup in args.setup:
        game_id, players = setup.split(":")
        states = positions(game_id, int(players), args.deals, args.every)
        now_s = ref_s = 0.0
        same = 0
        per_position = []
        for state in states:
            # The fastest of --repeat searches (the same search each time): on a shared machine
            # the minimum is the least disturbed; the two implementations take turns.
            runs_now, runs_ref = [], []
            for _ in range(args.repeat):
                runs_now.append(search(game_id, state, args.iterations, None))
                if ref_cls is not None:
                    runs_ref.append(search(game_id, state, args.iterations, ref_cls))
            t_now, a_now = min(runs_now, key=lambda r: r[0])
            now_s += t_now
            row = {"now_it_s": round(args.iterations / t_now)}
            if ref_cls is not None:
                t_ref, a_ref = min(runs_ref, key=lambda r: r[0])
                ref_s += t_ref
                same += a_ref == a_now
                row["reference_it_s"] = round(args.iterations / t_ref)
            per_position.append(row)
        n = len(states) * args.iterations
        out: dict[str, Any] = {
            "game": game_id,
            "players": int(players),
            "positions": len(states),
            "iterations": args.iterations,
            "now_it_s": round(n / now_s),
            "median_now_it_s": statistics.median(r["now_it_s"] for r in per_position),
        }
        if ref_cls is not None:
            out.update(
                reference=args.reference,
                reference_it_s=round(n / ref_s),
                speedup=round(ref_s / now_s, 3),
                same_moves=f"{same}/{len(states)}",
            )
        report.append(out)
        print(
            json.dumps(out) if args.json else " ".join(f"{k}={v}" for k, v in out.items()),
            flush=True,
        )
    if ref_cls is not None and any(
        r["same_moves"].split("/")[0] != r["same_moves"].split("/")[1] for r in report
    ):
        sys.exit("the two implementations chose differently")


if __name__ == "__main__":
    main()
