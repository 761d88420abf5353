"""Record downloads against the event loop: how long the loop stalls while records are built.

Writes one long finished poch match (3 seats, 1,000 chips each, each move the first legal action
nineteen times in twenty, else a random one, played to its end: 19,822 moves with seed 3) into a
fresh SQLite database through a `Hub`, then, in the same process, downloads its record
`--downloads` times at once, two ways, in turns (`--rounds`):

- before: as the server did before issue 30, the event log read in the database thread, then
  the record built and serialised in the event loop (`build_record` + `json.dumps`), per download;
- after: `Hub.record_json` (one shared build in a thread, then the cache; the cache is emptied
  before each round, so each round builds once).

The switch interval and the collector are set as `tapisvert serve` sets them. A probe task
sleeps 5 ms in a loop and records how late it wakes: the worst lateness is how long any other
request (a move, `/api/health`) would have waited.

    PYTHONPATH=src .venv/bin/python bench/server_records.py
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from tapisvert.server import collector
from tapisvert.server.clock import RealClock
from tapisvert.server.fanout import STATS
from tapisvert.server.hub import Hub, ServerConfig
from tapisvert.server.migrate import upgrade
from tapisvert.server.record_cache import RecordCache
from tapisvert.server.records import build_record
from tapisvert.server.rows import EventRow, MatchEnd
from tapisvert.server.store import Store, make_engine


class NoBots:
    async def choose(self, request: Any, deadline: float) -> tuple[int, str]:
        raise AssertionError("no bot plays here")

    async def fallback(self, request: Any) -> int:
        raise AssertionError("no bot plays here")


async def long_match(hub: Hub, seed: int) -> tuple[int, int]:
    """A finished poch match written to the log; returns (match id, moves)."""
    table = await hub.create(
        {
            "game": "poch",
            "players": 3,
            "options": {"starting_chips": 1000},
            "seats": [{"kind": "human"}] * 3,
            "seed": seed,
        }
    )
    owner = hub.owners[table["id"]]
    state = owner.state.clone()
    rng = random.Random(seed)
    rows: list[EventRow] = []
    now = time.time()
    while not state.is_over():
        seat = state.to_act
        assert seat is not None  # not over: someone acts
        legal = state.legal_actions()
        action = legal[0] if rng.random() < 0.95 else rng.choice(legal)
        text = state.action_to_str(action)
        state.apply(action)
        rows.append(
            {
                "match_id": owner.match_id,
                "move": len(rows) + 1,
                "seat": seat,
                "action": text,
                "by": "human",
                "at": now,
                "remaining_ms": None,
            }
        )
    finished: MatchEnd = {"finished_at": now, "result": state.result().to_json()}
    until = now + 3600
    batch: list[tuple[str, float, float, EventRow, MatchEnd | None, str | None]]
    batch = [(table["id"], now, until, r, None, None) for r in rows[:-1]]
    batch.append((table["id"], now, until, rows[-1], finished, "finished"))
    for i in range(0, len(batch), 500):
        out = await hub.store.call(hub.store.append_events, batch[i : i + 500])
        assert all(o is None for o in out), out
    await owner.stop()
    return owner.match_id, len(rows)


async def before(hub: Hub, match_id: int) -> bytes:
    """The pre-issue-30 path: log read in the database thread, record built in the loop."""
    found = await hub.store.call(hub.store.match_with_events, match_id)
    assert found is not None
    table, match, events = found
    seat_rows = await hub.store.call(hub.store.seats_of, table["id"])
    record = build_record(table, match, events, seat_rows)
    return json.dumps(record, ensure_ascii=False, separators=(",", ":")).encode()


async def measure(downloads: int, fetch: Any) -> dict[str, Any]:
    lateness: list[float] = []
    done = asyncio.Event()

    async def probe() -> None:
        while not done.is_set():
            t = time.perf_counter()
            await asyncio.sleep(0.005)
            lateness.append(time.perf_counter() - t - 0.005)

    task = asyncio.create_task(probe())
    await asyncio.sleep(0.05)
    t0 = time.perf_counter()
    await asyncio.gather(*(fetch() for _ in range(downloads)))
    wall = time.perf_counter() - t0
    done.set()
    await task
    lateness.sort()
    return {
        "wall_s": round(wall, 2),
        "loop_stall_max_ms": round(lateness[-1] * 1000, 1),
        "loop_stall_p99_ms": round(lateness[int(0.99 * (len(lateness) - 1))] * 1000, 1),
    }


async def main_async(args: argparse.Namespace) -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as tmp:
        url = f"sqlite:///{Path(tmp) / 'records.db'}"
        engine = make_engine(url)
        upgrade(engine)
        config = ServerConfig(db_url=url, instance="bench:1", lease=3600, fixed_seeds=True)
        hub = Hub(Store(engine, config.instance), NoBots(), RealClock(), config)
        match_id, moves = await long_match(hub, args.seed)
        result: dict[str, Any] = {"moves": moves, "downloads": args.downloads, "rounds": []}
        for _ in range(args.rounds):
            old = await measure(args.downloads, lambda: before(hub, match_id))
            hub.records = RecordCache(config.record_cache_bytes)
            builds = STATS.record_builds
            new = await measure(args.downloads, lambda: hub.record_json(match_id))
            new["builds"] = STATS.record_builds - builds
            result["rounds"].append({"before": old, "after": new})
        result["record_bytes"] = len(await hub.record_json(match_id))
        await hub.stop()
        return result


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--downloads", type=int, default=10)
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("--seed", type=int, default=3)
    args = p.parse_args()
    sys.setswitchinterval(0.0005)  # as `tapisvert serve` (cli/serve.py)
    collector.tune()  # as `tapisvert serve`
    print(json.dumps(asyncio.run(main_async(args)), indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
