"""The level tournaments still to run, each size fixed here before it starts, run across sessions.

docs/bots.md's level table needs tournaments of hours each (familles 6p: some 2 minutes a deal on
one core). A machine's session may end first; `bench/level_ratings.py` writes each match to its
journal as it ends (bench/journals/), so a tournament resumes where it stopped. This script keeps
the list of what is to run (`PLAN`: the configuration, the pair, the deals and the seed, fixed
before the first match) and runs it, one tournament after another, on one core:

    .venv/bin/python bench/level_campaign.py --status             # what is done, what is left
    nohup .venv/bin/python bench/level_campaign.py --core 0 &     # and --core 1: two at once

Run it with an interpreter where the compiled wheel is installed, as docs/bots.md's tournaments
are. Each run takes the first tournament of `PLAN` that is not measured yet (no entry of that pair,
seed and size in sim/level_ratings.json) and that no other run holds (its journal is locked while
a run writes it), so two runs on two cores share the list. A finished tournament is stored and
docs/bots.md's ratings table rewritten, as `bench/level_ratings.py` does; its row in the hand
written tables of docs/bots.md stays to be written. Commit bench/journals/ before a session ends:
the next checkout resumes from it.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import sys
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any

HERE = Path(__file__).resolve().parent


def ratings_bench() -> ModuleType:
    """bench/level_ratings.py, imported as a module (a script beside this one)."""
    spec = importlib.util.spec_from_file_location("level_ratings", HERE / "level_ratings.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@dataclass(frozen=True)
class Planned:
    """One tournament of the plan: `a − b` over `deals` duplicate deals from `seed`."""

    game: str
    players: int
    a: str
    b: str
    deals: int
    seed: int

    @property
    def name(self) -> str:
        return (
            f"{self.game} {self.players}p {self.a} − {self.b}, {self.deals} deals, seed {self.seed}"
        )


# In order (samba 6p moved ahead of familles 5p once its search changed: c9f4c64). Sizes from
# the spread of each configuration's earlier tournaments (docs/bots.md): the deals that put the
# 95% interval's half-width near two thirds of the difference seen so far.
PLAN: tuple[Planned, ...] = (
    # familles 6p: +5.83 [−0.56, 12.23] on 20 deals (seed 1); a 60-deal run of seed 2 was cut
    # off by a session's end before journals existed, its matches lost, its result never seen
    Planned("familles", 6, "strong", "casual", 60, 2),
    # samba 6p: −53.07 [−266.60, 160.47] on 50 deals (seed 2), before the search left out the
    # question "May I go out?" (c9f4c64: each of its asks cost 87.5 points by
    # bench/deviation_audit.py); at 4p the search is ahead by some 245 a deal: enough deals to
    # see 150 at 6p
    Planned("samba", 6, "strong", "casual", 240, 3),
    # familles 5p: +6.23 [−1.92, 14.38] on 40 deals (seed 1)
    Planned("familles", 5, "strong", "casual", 140, 2),
    # familles 3p: +6.75 [−5.36, 18.86] on 40 deals (seed 1)
    Planned("familles", 3, "strong", "casual", 250, 2),
    # expert − strong. poch 4p: +0.99 [−0.02, 2.00] on 100 deals (seed 2)
    Planned("poch", 4, "expert", "strong", 240, 3),
    # seven-seals 3p: never measured; a pilot, to size the tournament that would show it
    Planned("seven-seals", 3, "expert", "strong", 60, 2),
)


def measured(data: dict[str, Any], p: Planned) -> dict[str, Any] | None:
    """The stored entry of `p` (the same pair, seed and size), if it has run to its end."""
    for e in data["games"].get(p.game, {}).get(str(p.players), []):
        if (e["a"], e["b"], e["seed"], e["deals"]) == (p.a, p.b, p.seed, p.deals):
            entry: dict[str, Any] = e
            return entry
    return None


def progress(bench: ModuleType, p: Planned) -> tuple[int, int, float]:
    """(matches written, matches in all, CPU seconds so far) of `p`'s journal."""
    path: Path = bench.journal_of(p.game, p.players, p.a, p.b, p.deals, p.seed)
    from tapisvert.sim.tournament import seat_groups

    rotations = len(seat_groups(p.game, p.players, {"max_hands": 1}))
    total = p.deals * rotations
    if not path.exists():
        return 0, total, 0.0
    done, cpu = 0, 0.0
    for line in path.read_text(encoding="utf-8").splitlines()[1:]:
        try:
            cpu += float(json.loads(line).get("cpu", 0.0))
        except ValueError:
            break  # a write cut short: the run that resumes drops it
        done += 1
    return done, total, cpu


def status(bench: ModuleType) -> str:
    """The plan, one line a tournament: done, or how far its journal went and what is left."""
    data = bench.load()
    lines = []
    for p in PLAN:
        entry = measured(data, p)
        if entry is not None:
            d = entry["difference"]
            low, high = d["ci95"] if d["ci95"] else (None, None)
            lines.append(
                f"done     {p.name}: {d['mean']:+.2f} [{low:.2f}, {high:.2f}],"
                f" {entry['wins']}/{entry['losses']}/{entry['ties']}"
                f" ({entry.get('cpu_seconds', 0):,.0f} s CPU)"
            )
            continue
        done, total, cpu = progress(bench, p)
        left = f", about {cpu / done * (total - done) / 3600:.1f} h of CPU left" if done else ""
        lines.append(f"to run   {p.name}: {done}/{total} matches, {cpu:,.0f} s CPU{left}")
    return "\n".join(lines)


def run(bench: ModuleType) -> int:
    """Run the plan's tournaments not measured and not held by another run, in order."""
    from tapisvert.sim.journal import JournalMismatch

    ran = 0
    for p in PLAN:
        if measured(bench.load(), p) is not None:
            continue
        print(f"level_campaign: {p.name}", file=sys.stderr, flush=True)
        try:
            entry = bench.measure(p.game, p.players, p.a, p.b, p.deals, p.seed)
        except JournalMismatch as exc:
            print(f"level_campaign: skipped ({exc})", file=sys.stderr, flush=True)
            continue
        data = bench.load()  # again: the other core's run may have stored since
        bench.store(data, p.game, p.players, entry)
        bench.save(data)
        bench.write_doc(data)
        print(f"level_campaign: stored {p.name}: {entry['difference']}", file=sys.stderr)
        ran += 1
    return ran


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--status", action="store_true", help="print the plan's progress")
    parser.add_argument("--core", type=int, help="run pinned to this CPU core")
    args = parser.parse_args(argv)
    bench = ratings_bench()
    if args.status:
        print(status(bench))
        return 0
    if args.core is not None:
        try:
            os.sched_setaffinity(0, {args.core})
        except (OSError, ValueError) as exc:
            parser.error(f"--core {args.core}: {exc}")
    run(bench)
    print(status(bench))
    return 0


if __name__ == "__main__":
    sys.exit(main())
