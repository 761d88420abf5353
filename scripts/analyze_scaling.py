"""Time and memory of `tapisvert analyze` as the deals grow (the issue's measurement).

    .venv/bin/python scripts/analyze_scaling.py sabias -n 3 -k 1000 --bots heuristic -w 2
    .venv/bin/python scripts/analyze_scaling.py --records FILE

Prints one JSON line: deals, seconds to simulate and aggregate, seconds to draw the HTML, and the
peak resident memory of this (aggregating) process and of its largest worker, in MiB.
"""

from __future__ import annotations

import argparse
import json
import resource
import sys
import time

from tapisvert.analysis.report import render_html
from tapisvert.analysis.run import records_report, resolve_variant, simulate_report
from tapisvert.bots import parse_bot_list
from tapisvert.core.options import parse_option_args


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("game", nargs="?")
    p.add_argument("-n", "--players", type=int, default=3)
    p.add_argument("-k", "--games", type=int, default=100)
    p.add_argument("--bots", default="heuristic")
    p.add_argument("-w", "--workers", type=int, default=2)
    p.add_argument("-o", "--option", action="append", default=[])
    p.add_argument("--records")
    p.add_argument("--html", action="store_true", help="also draw the HTML report")
    a = p.parse_args()
    start = time.perf_counter()
    if a.records:
        report = records_report(a.records)
    else:
        variant = resolve_variant(a.game, a.players, "defaults", parse_option_args(a.option))
        report = simulate_report(a.game, a.players, a.games, 0,
                                 parse_bot_list(a.bots, a.players), [variant], workers=a.workers)
    sim = time.perf_counter() - start
    html_s = None
    if a.html:
        t = time.perf_counter()
        render_html(report)
        html_s = round(time.perf_counter() - t, 2)
    out = {
        "deals": report["deals"],
        "seconds_simulate_and_aggregate": round(sim, 2),
        "seconds_html": html_s,
        "peak_rss_mib_aggregator": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
                                         1),
        "peak_rss_mib_largest_worker": round(
            resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024, 1),
    }
    json.dump(out, sys.stdout)
    print()


if __name__ == "__main__":
    main()
