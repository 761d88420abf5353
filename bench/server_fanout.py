"""Fan-out load test of `tapisvert serve`: a player's move latency at one table while 500
spectators join another and 500 lobby sockets are open (src/tapisvert/server/bench_fanout.py).

    PYTHONPATH=src .venv/bin/python bench/server_fanout.py
    PYTHONPATH=src .venv/bin/python bench/server_fanout.py --server-src /tmp/base/src  # before

`--server-src` runs the server from another source tree (an older commit, unpacked with
`git archive`), the load driver from this one: before/after on the same machine, minutes apart.
"""

from __future__ import annotations

import argparse
import json
import sys

from tapisvert.server.bench_fanout import FanoutConfig, run_fanout_bench


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--spectators", type=int, default=500)
    p.add_argument("--lobby", type=int, default=500)
    p.add_argument("--creations", type=int, default=5)
    p.add_argument("--baseline", type=float, default=5.0)
    p.add_argument("--hold", type=float, default=10.0)
    p.add_argument("--join-timeout", type=float, default=240.0)
    p.add_argument("--db", default=None)
    p.add_argument("--server-src", default=None, help="PYTHONPATH of the server process")
    args = p.parse_args()
    if not (0 <= args.spectators <= 2000 and 0 <= args.lobby <= 2000):
        p.error("at most 2000 spectators and 2000 lobby sockets")
    cfg = FanoutConfig(
        spectators=args.spectators,
        lobby=args.lobby,
        creations=args.creations,
        baseline=args.baseline,
        hold=args.hold,
        join_timeout=args.join_timeout,
        db=args.db,
        server_env={"PYTHONPATH": args.server_src} if args.server_src else {},
    )
    result = run_fanout_bench(cfg, lambda line: print(line, file=sys.stderr, flush=True))
    print(json.dumps(result, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
