"""Memory of `tapisvert simulate --record` over a run: is it flat whatever --games?

Runs the command as a user would (a subprocess), samples the resident memory (RSS, from /proc)
of the main process and of its workers every `--every` seconds, and prints the peak of each and
the main process's RSS as the run goes. `--limit` stops a run after that many seconds (for a
1,000,000-match run on a small machine: what matters is whether RSS still grows).

    .venv/bin/python bench/simulate_memory.py --games 10000 100000 --workers 2
    .venv/bin/python bench/simulate_memory.py --games 1000000 --limit 600

Linux only (reads /proc). The record files go to a temporary folder, deleted at the end.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def rss_kib(pid: int) -> int:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    except OSError:
        pass
    return 0


def children(pid: int) -> list[int]:
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                stat = Path(f"/proc/{entry}/stat").read_text()
            except OSError:
                continue
            if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
                found.append(int(entry))
    return found


def measure(args: argparse.Namespace, games: int, folder: Path) -> dict[str, object]:
    record = folder / f"run-{games}.jsonl"
    exe = Path(sys.executable).with_name("tapisvert")
    cmd = [
        str(exe),
        "simulate",
        args.game,
        "--games",
        str(games),
        "--seed",
        "1",
        "--workers",
        str(args.workers),
        "--record",
        str(record),
        "--json",
        *(["--format", "parquet"] if args.parquet else []),
    ]
    start = time.monotonic()
    summary = folder / "summary.json"
    proc = subprocess.Popen(cmd, stdout=summary.open("w"), stderr=subprocess.DEVNULL)
    main_peak = worker_peak = 0
    series: list[tuple[float, int, int]] = []
    stopped = False
    while proc.poll() is None:
        main = rss_kib(proc.pid)
        workers = [rss_kib(c) for c in children(proc.pid)]
        main_peak = max(main_peak, main)
        worker_peak = max([worker_peak, *workers])
        elapsed = time.monotonic() - start
        series.append((round(elapsed, 1), main, max(workers, default=0)))
        if args.limit and elapsed > args.limit:
            proc.terminate()
            stopped = True
            break
        time.sleep(args.every)
    proc.wait()
    out = summary.read_text()
    lines = record.read_text().count("\n") if record.stat().st_size < 2e9 else None
    done = lines if lines is not None else sum(1 for _ in record.open("rb"))
    result = {
        "games": games,
        "finished": done,
        "stopped_after_s": round(time.monotonic() - start, 1) if stopped else None,
        "seconds": round(time.monotonic() - start, 1),
        "main_peak_rss_mib": round(main_peak / 1024, 1),
        "worker_peak_rss_mib": round(worker_peak / 1024, 1),
        "record_mib": round(record.stat().st_size / 2**20, 1),
        # the main process's RSS at ~10 points of the run: flat means bounded
        "main_rss_mib_over_time": [
            (t, round(m / 1024, 1)) for t, m, _ in series[:: max(1, len(series) // 10)]
        ],
    }
    if not stopped and out:
        result["matches_per_s"] = json.loads(out)["matches_per_s"]
    for path in folder.iterdir():
        path.unlink()
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--game", default="seven-seals")
    parser.add_argument("--games", type=int, nargs="+", default=[10_000, 100_000])
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--every", type=float, default=1.0, help="seconds between samples")
    parser.add_argument("--limit", type=float, default=None, help="stop a run after S seconds")
    parser.add_argument("--no-parquet", dest="parquet", action="store_false")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        for games in args.games:
            print(json.dumps(measure(args, games, Path(tmp))), flush=True)


if __name__ == "__main__":
    main()
