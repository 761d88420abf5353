"""The expert at a server table, on one core: does the server's bot pool answer every move of a
table of experts within the table's deadline (issue 28; docs/bots.md, "Levels")?

For each configuration the real server runs in this process (`create_app`, uvicorn on 127.0.0.1,
SQLite), pinned with its one bot worker (`--bot-workers 1`) to one core; a table whose every seat
is the bot `--spec` (default `expert`) plays one hand (`max_hands=1`), or `--moves` bot moves,
followed by a spectator's websocket (src/tapisvert/server/bench_experts.py). Prints, per table,
the moves played, how many the bot answered and how many the fallback played (a missed deadline),
and the seconds the table waited for a move (max, p95, median) as the pool measured them.

    PYTHONPATH=src .venv/bin/python bench/expert_table.py --core 0
    .venv/bin/python bench/expert_table.py --core 0 --python /tmp/venv/bin/python  # a wheel
    PYTHONPATH=src .venv/bin/python bench/expert_table.py sabias:5 --moves 20 --write-docs

`--python` runs the same measurement in another interpreter (one with the compiled wheel
installed), without this checkout's `src` on its path. Each table is bounded by `--limit` seconds.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

DEFAULT = ["sabias:5", "familles:6", "seven-seals:5", "samba:6", "poch:4"]
DOCS = Path(__file__).resolve().parent.parent / "docs" / "bots.md"


def _markers(build: str) -> tuple[str, str]:
    """The lines around the table of `build` ("sources" or "wheel") in docs/bots.md."""
    return (
        f"<!-- expert-table {build}: begin (bench/expert_table.py --write-docs) -->",
        f"<!-- expert-table {build}: end -->",
    )


def _args() -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("tables", nargs="*", default=DEFAULT, metavar="GAME:PLAYERS")
    p.add_argument("--spec", default="expert", help="every seat's bot: a level or a bot spec")
    p.add_argument("--core", type=int, default=0, help="the one core of the server and its bots")
    p.add_argument("--deadline", type=float, default=2.0, help="the table's bot_deadline (s)")
    p.add_argument("--moves", type=int, default=None, help="stop after this many bot moves")
    p.add_argument("--limit", type=float, default=600.0, help="seconds at most per table")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--python", default=None, help="run in this interpreter (a wheel's venv)")
    p.add_argument("--json", action="store_true", help="print the rows as JSON too")
    p.add_argument("--write-docs", action="store_true", help=f"write the table into {DOCS.name}")
    args = p.parse_args()
    for t in args.tables:
        if not re.fullmatch(r"[a-z-]+:\d+", t):
            p.error(f"{t}: expected GAME:PLAYERS")
    if args.moves is not None and args.moves < 1:
        p.error("--moves must be at least 1")
    return args


def _in(python: str) -> int:
    """Run this script, less `--python`, in `python`, without this checkout's sources."""
    argv, skip = [], False
    for a in sys.argv[1:]:
        if skip:
            skip = False
        elif a == "--python":
            skip = True
        elif not a.startswith("--python="):
            argv.append(a)
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    return subprocess.run([python, __file__, *argv], env=env, check=False).returncode


def write_docs(build: str, text: str) -> None:
    begin, end = _markers(build)
    doc = DOCS.read_text()
    if begin not in doc or end not in doc:
        raise SystemExit(f"{DOCS}: no {begin!r} ... {end!r} markers")
    head, rest = doc.split(begin, 1)
    _, tail = rest.split(end, 1)
    DOCS.write_text(f"{head}{begin}\n{text}\n{end}{tail}")


def main() -> int:
    args = _args()
    if args.python:
        return _in(args.python)
    os.sched_setaffinity(0, {args.core})  # before the pool: its workers inherit it

    import tapisvert.bots.tree
    from tapisvert.core.native import compiled
    from tapisvert.server.bench_experts import ExpertTable, TimedPool, markdown, run_table

    build = "wheel" if compiled(tapisvert.bots.tree.__name__) else "sources"
    print(
        f"tapisvert from {Path(tapisvert.bots.tree.__file__).parent.parent} ({build});"
        f" core {args.core}; deadline {args.deadline:g} s",
        file=sys.stderr,
        flush=True,
    )
    rows: list[dict[str, Any]] = []
    for t in args.tables:
        game, players = t.split(":")
        table = ExpertTable(game, int(players), spec=args.spec, seed=args.seed)

        async def one(table: ExpertTable) -> dict[str, Any]:
            pool = TimedPool(workers=1)
            try:
                run = await run_table(
                    table, pool, deadline=args.deadline, moves=args.moves, limit=args.limit
                )
                pinned = {pid: sorted(os.sched_getaffinity(pid)) for pid in pool.worker_pids()}
            finally:
                pool.shutdown()
            summary = run.summary()
            summary["workers_affinity"] = pinned
            return summary

        row = asyncio.run(one(table))
        rows.append(row)
        print(
            f"{row['game']}: {row['moves']} moves, {row['fallback']} fallbacks, max"
            f" {row['max'] or 0:.2f} s, {row['wall']:.0f} s; workers' cores"
            f" {row['workers_affinity']}; missed {row['missed']}",
            file=sys.stderr,
            flush=True,
        )
    text = markdown(rows)
    print(f"{text}\n\n({build}; the server and its bot worker on core {args.core})")
    if args.json:
        print(json.dumps(rows, indent=2))
    if args.write_docs:
        write_docs(build, text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
