"""A table of bots at a real server, timed per move as its bot pool sees it (bench/expert_table.py).

The server runs in this process as `tapisvert serve` builds it (`create_app`, uvicorn on
127.0.0.1, a SQLite file, the table created by `POST /api/tables`), its bot pool a `TimedPool`:
the server's `BotPool`, which notes how long each `choose` kept the table waiting and whether the
bot answered in time (`bot`) or missed its deadline (`fallback`, the heuristic played instead). A
spectator's websocket follows the table to the end of the match, or until `moves` bot moves.

Pin the process to one core before the pool starts (`os.sched_setaffinity`): its worker processes
inherit the affinity, so the server, its event loop and its bot workers share that core.
"""

from __future__ import annotations

import asyncio
import json
import socket
import statistics
import tempfile
import time
from collections.abc import Callable
from concurrent.futures import Executor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tapisvert.server.botpool import BotPool, BotRequest


@dataclass(frozen=True)
class ExpertTable:
    """One table to time: `players` seats of `game`, every one the bot `spec` (a level's name or
    any bot spec), `options` as `POST /api/tables` takes them, the deal fixed by `seed`."""

    game: str
    players: int
    spec: str = "expert"
    options: dict[str, Any] = field(default_factory=lambda: {"max_hands": 1})
    seed: int = 1

    @property
    def name(self) -> str:
        return f"{self.game} {self.players}p"


@dataclass(frozen=True)
class BotMove:
    """One bot turn as the pool answered it: `seconds` the table waited (`choose`), `by` "bot" or
    "fallback"; for a bot that missed its deadline, `late` is the seconds until its own computation
    ended (still running in its worker after the fallback answered; None if unknown)."""

    move: int
    seat: int
    seconds: float
    by: str
    late: float | None = None


class TimedPool(BotPool):
    """The server's bot pool, noting each move's wait and who answered it (`moves`)."""

    def __init__(
        self,
        workers: int = 1,
        executor: Executor | None = None,
        clock: Callable[[], float] = time.perf_counter,
    ) -> None:
        super().__init__(workers, executor)
        self.clock = clock
        self.moves: list[BotMove] = []
        self.late: dict[int, float] = {}  # move number -> seconds its missed bot computed

    async def choose(self, request: BotRequest, deadline: float) -> tuple[int, str]:
        start = self.clock()
        before = self._running.get(request.table_id)
        busy = before is not None and not before.done()  # the table's last bot still computes
        action, by = await super().choose(request, deadline)
        seconds = self.clock() - start
        if by == "fallback" and not busy:
            missed = self._running.get(request.table_id)
            if missed is not None and not missed.done():
                move = request.move

                def ended(_: object) -> None:
                    self.late[move] = self.clock() - start

                missed.add_done_callback(ended)
        self.moves.append(BotMove(request.move, request.seat, seconds, by))
        return action, by

    def worker_pids(self) -> list[int]:
        """The worker processes' ids (to check which cores they may run on)."""
        return list(getattr(self._executor, "_processes", None) or {})

    def played(self) -> list[BotMove]:
        """The moves so far, each missed one with its bot's own time when known."""
        return [BotMove(m.move, m.seat, m.seconds, m.by, self.late.get(m.move)) for m in self.moves]


@dataclass
class TableRun:
    """What one table gave: its bot moves, whether its match ended, the wall time."""

    table: ExpertTable
    deadline: float
    moves: list[BotMove]
    over: bool
    wall: float

    def summary(self) -> dict[str, Any]:
        """Moves played, by the bot / by the fallback, and the seconds a move waited (every
        move's wait, the fallbacks' included: a missed move waited its deadline and more)."""
        waits = sorted(m.seconds for m in self.moves)
        missed = [m for m in self.moves if m.by != "bot"]
        return {
            "game": self.table.name,
            "spec": self.table.spec,
            "deadline": self.deadline,
            "moves": len(self.moves),
            "bot": len(self.moves) - len(missed),
            "fallback": len(missed),
            "max": waits[-1] if waits else None,
            "p95": _quantile(waits, 0.95),
            "median": statistics.median(waits) if waits else None,
            "over": self.over,
            "wall": self.wall,
            "waits": [round(m.seconds, 3) for m in self.moves],
            "missed": [
                {"move": m.move, "seat": m.seat, "seconds": m.seconds, "late": m.late}
                for m in missed
            ],
        }


def _quantile(ordered: list[float], q: float) -> float | None:
    """The `q` quantile of sorted values (nearest rank)."""
    if not ordered:
        return None
    rank = max(1, -(-len(ordered) * q // 1))  # ceil(n * q), at least 1
    return ordered[int(rank) - 1]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


async def run_table(
    table: ExpertTable,
    pool: TimedPool,
    *,
    deadline: float = 2.0,
    moves: int | None = None,
    limit: float = 900.0,
) -> TableRun:
    """Serve one table of `table.players` bots on 127.0.0.1 with `pool` as the server's bot pool
    (the caller shuts it down), follow it as a spectator until its match is over, `moves` bot
    moves were answered, or `limit` seconds passed; then stop the server."""
    import httpx
    import uvicorn
    import websockets

    from tapisvert.server.app import create_app
    from tapisvert.server.hub import ServerConfig

    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="tapisvert-experts-") as tmp:
        config = ServerConfig(
            db_url=f"sqlite:///{Path(tmp) / 'bench.db'}",
            bot_workers=pool.workers,
            fixed_seeds=True,
            max_ws_per_ip=0,
        )
        port = _free_port()
        server = uvicorn.Server(
            uvicorn.Config(
                create_app(config, bots=pool),
                host="127.0.0.1",
                port=port,
                log_level="warning",
                ws_per_message_deflate=False,
            )
        )
        serving = asyncio.ensure_future(server.serve())
        over = False
        try:
            while not server.started:  # the lifespan (database, pool warm-up) runs first
                if serving.done():
                    serving.result()
                    raise RuntimeError("the server stopped before it started")
                await asyncio.sleep(0.05)
            url = f"127.0.0.1:{port}"
            body = {
                "game": table.game,
                "players": table.players,
                "options": table.options,
                "seats": [{"kind": "bot", "bot": table.spec}] * table.players,
                "bot_deadline": deadline,
                "hand_pause": 0,
                "seed": table.seed,
            }
            async with httpx.AsyncClient(base_url=f"http://{url}") as client:
                answer = await client.post("/api/tables", json=body)
            if answer.status_code != 201:
                raise RuntimeError(f"POST /api/tables: {answer.status_code} {answer.text}")
            table_id = answer.json()["id"]
            end = time.perf_counter() + limit
            async with websockets.connect(f"ws://{url}/ws/tables/{table_id}") as ws:
                await ws.send(json.dumps({"type": "hello"}))  # to watch
                while moves is None or len(pool.moves) < moves:
                    left = end - time.perf_counter()
                    if left <= 0:
                        break
                    try:
                        frame = json.loads(await asyncio.wait_for(ws.recv(), left))
                    except TimeoutError:
                        break
                    if frame.get("type") == "ping":
                        await ws.send(json.dumps({"type": "pong"}))
                    elif frame.get("type") == "state" and frame.get("over"):
                        over = True
                        break
        finally:
            server.should_exit = True
            await serving
    played = pool.played()
    if moves is not None:
        played = played[:moves]
    return TableRun(table, deadline, played, over, time.perf_counter() - started)


def markdown(rows: list[dict[str, Any]]) -> str:
    """The Markdown table of `TableRun.summary()` rows."""

    def s(x: float | None) -> str:
        return "–" if x is None else f"{x:.2f}"

    lines = [
        "| table | bot | moves | by the bot | fallbacks | max s | p95 s | median s | deadline s |"
        " hand over |",
        "|---|---|---|---|---|---|---|---|---|---|",
    ]
    for r in rows:
        lines.append(
            f"| {r['game']} | `{r['spec']}` | {r['moves']} | {r['bot']} | {r['fallback']}"
            f" | {s(r['max'])} | {s(r['p95'])} | {s(r['median'])} | {r['deadline']:g}"
            f" | {'yes' if r['over'] else 'no'} |"
        )
    return "\n".join(lines)
