"""`tapisvert bench-server`: a load test of a real `tapisvert serve` process over loopback.

It starts the server in a child process, creates `tables` tables (random bots in the seats that
are not scripted humans), connects one websocket per scripted human and per spectator, and lets
the humans play random legal moves for `seconds` seconds (a finished match is followed by a
rematch). It reports the moves applied per second, the latency from sending a move to
receiving the view that shows it, and the CPU time spent per move during the measured window by
the server process, its bot workers and (PostgreSQL) the database sessions of the benchmark's
database: unlike the latency, these do not grow when other work shares the machine's cores.
Traffic goes to 127.0.0.1 only; counts and time are bounded.
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import websockets

from tapisvert.server import collector


@dataclass
class BenchConfig:
    db: str | None = None
    tables: int = 200
    humans: int = 3
    spectators: int = 2
    seconds: float = 20.0
    game: str = "sabias"
    players: int = 4
    port: int = 0
    # seconds a scripted human thinks before each move, drawn uniformly from this range; (0, 0)
    # plays at wire speed, which measures the server's saturated throughput rather than latency
    think: tuple[float, float] = (1.0, 3.0)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _cpu_seconds(pid: int) -> float:
    """User plus system CPU time of one process so far (0 once it is gone), from /proc."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return 0.0
    fields = stat[stat.rindex(")") + 2 :].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _descendants(pid: int) -> list[int]:
    """The processes below `pid` (the bot workers, however the pool starts them)."""
    found: list[int] = []
    for task in Path(f"/proc/{pid}/task").glob("*"):
        try:
            kids = [int(k) for k in (task / "children").read_text().split()]
        except OSError:
            continue
        for kid in kids:
            found += [kid, *_descendants(kid)]
    return found


class CpuProbe:
    """CPU seconds used so far by the server, its bot workers (its child processes) and, on
    PostgreSQL, the sessions connected to the benchmark's database. Linux only (/proc); the
    database figure leaves out sessions that ended within the window (the pool's overflow)."""

    def __init__(self, server_pid: int, db_url: str) -> None:
        self.server_pid = server_pid
        self.db_url = db_url if db_url.startswith("postgresql") else None

    def available(self) -> bool:
        return Path(f"/proc/{self.server_pid}/stat").exists()

    def sample(self) -> dict[str, dict[int, float]]:
        out = {
            "server": {self.server_pid: _cpu_seconds(self.server_pid)},
            "bots": {k: _cpu_seconds(k) for k in _descendants(self.server_pid)},
            "db": {},
        }
        if self.db_url is not None:
            import psycopg

            from tapisvert.server.store import pg_connect_kwargs

            with psycopg.connect(autocommit=True, **pg_connect_kwargs(self.db_url)) as conn:
                pids = conn.execute(
                    "SELECT pid FROM pg_stat_activity"
                    " WHERE datname = current_database() AND pid <> pg_backend_pid()"
                ).fetchall()
            out["db"] = {int(p): _cpu_seconds(int(p)) for (p,) in pids}
        return out


def _cpu_per_move(
    before: dict[str, dict[int, float]], after: dict[str, dict[int, float]], moves: int
) -> dict[str, float | None]:
    """Milliseconds of CPU per move in each group, counting processes alive at both samples
    (the server, the bots) or at the end (database sessions opened within the window)."""
    result: dict[str, float | None] = {}
    for group in ("server", "bots", "db"):
        if group == "db" and not after["db"] and not before["db"]:
            result[f"cpu_{group}_ms_per_move"] = None
            continue
        used = sum(t - before[group].get(p, 0.0) for p, t in after[group].items())
        result[f"cpu_{group}_ms_per_move"] = round(used * 1000 / moves, 3) if moves else None
    return result


class _Stats:
    def __init__(self) -> None:
        self.latencies: list[float] = []
        self.moves = 0
        self.errors: dict[str, int] = {}
        self.measuring = False
        self.matches = 0


async def _human(
    url: str,
    table_id: str,
    token: str,
    seat: int,
    stats: _Stats,
    stop: asyncio.Event,
    counter: bool,
    rng: random.Random,
    think: tuple[float, float],
) -> None:
    async with websockets.connect(
        f"{url}/ws/tables/{table_id}", max_size=2**22, compression=None
    ) as ws:
        await ws.send(json.dumps({"type": "hello", "token": token}))
        sent: tuple[int, float] | None = None
        while not stop.is_set():
            try:
                raw = await asyncio.wait_for(ws.recv(), timeout=1.0)
            except TimeoutError:
                continue
            msg = json.loads(raw)
            kind = msg.get("type")
            if kind == "ping":
                await ws.send('{"type":"pong"}')
                continue
            if kind == "error":
                stats.errors[msg["key"]] = stats.errors.get(msg["key"], 0) + 1
                sent = None
                continue
            if kind != "state":
                continue
            event = msg.get("event")
            if event is not None and counter and stats.measuring:
                stats.moves += 1
            if sent is not None and event is not None and event["move"] == sent[0] + 1:
                if event["seat"] == seat and stats.measuring:
                    stats.latencies.append(time.perf_counter() - sent[1])
                sent = None
            if msg["over"]:
                if counter:
                    stats.matches += 1
                    await ws.send('{"type":"rematch"}')
                continue
            if msg["to_act"] == seat and msg["legal"] and sent is None:
                action = rng.choice(msg["legal"])
                if think[1] > 0:
                    await asyncio.sleep(rng.uniform(*think))
                sent = (msg["move"], time.perf_counter())
                await ws.send(json.dumps({"type": "move", "move": msg["move"], "action": action}))


async def _spectator(url: str, table_id: str, stop: asyncio.Event) -> None:
    async with websockets.connect(
        f"{url}/ws/tables/{table_id}", max_size=2**22, compression=None
    ) as ws:
        await ws.send(json.dumps({"type": "hello"}))
        while not stop.is_set():
            try:
                raw = await asyncio.wait_for(ws.recv(), timeout=1.0)
            except TimeoutError:
                continue
            if '"type":"ping"' in raw:
                await ws.send('{"type":"pong"}')


async def _drive(
    cfg: BenchConfig, url: str, progress: Callable[[str], None] | None, probe: CpuProbe | None
) -> dict[str, Any]:
    stats = _Stats()
    stop = asyncio.Event()
    rng = random.Random(1)
    tasks: list[asyncio.Task[None]] = []
    limit = asyncio.Semaphore(32)
    ws_url = url.replace("http://", "ws://", 1)
    async with httpx.AsyncClient(base_url=url, timeout=60) as http:
        seats_spec = [{"kind": "human"}] * cfg.humans + [{"kind": "bot", "bot": "random"}] * (
            cfg.players - cfg.humans
        )
        created = 0

        async def setup(i: int) -> None:
            nonlocal created
            async with limit:
                r = await http.post(
                    "/api/tables",
                    json={
                        "game": cfg.game,
                        "players": cfg.players,
                        "seats": seats_spec,
                        "seed": i,
                        "name": f"bench {i}",
                    },
                )
                r.raise_for_status()
                table = r.json()
                for k, invite in enumerate(table["invites"]):
                    j = await http.post(
                        f"/api/tables/{table['id']}/join",
                        json={"invite": invite["code"], "name": f"p{k}"},
                    )
                    j.raise_for_status()
                    tasks.append(
                        asyncio.create_task(
                            _human(
                                ws_url,
                                table["id"],
                                j.json()["token"],
                                j.json()["seat"],
                                stats,
                                stop,
                                k == 0,
                                random.Random(rng.random()),
                                cfg.think,
                            )
                        )
                    )
                for _ in range(cfg.spectators):
                    tasks.append(asyncio.create_task(_spectator(ws_url, table["id"], stop)))
                created += 1

        # the clients stop (they watch `stop`) whatever happens: after a failed setup request
        # they were left to asyncio.run's cancellation, and one run waited there forever
        try:
            t0 = time.perf_counter()
            await asyncio.gather(*(setup(i) for i in range(cfg.tables)))
            setup_s = time.perf_counter() - t0
            if progress:
                progress(f"{created} tables, {len(tasks)} clients connected in {setup_s:.1f} s")
            await asyncio.sleep(2.0)  # warm up
            cpu0 = probe.sample() if probe else None
            stats.measuring = True
            t0 = time.perf_counter()
            load0 = os.getloadavg()
            await asyncio.sleep(cfg.seconds)
            stats.measuring = False
            elapsed = time.perf_counter() - t0
            load1 = os.getloadavg()
            cpu1 = probe.sample() if probe else None
        finally:
            stop.set()
            await asyncio.gather(*tasks, return_exceptions=True)
    lat = sorted(stats.latencies)

    def pct(p: float) -> float:
        if not lat:
            return float("nan")
        return round(lat[min(len(lat) - 1, int(p * len(lat)))] * 1000, 2)

    return {
        "tables": cfg.tables,
        "clients": len(tasks),
        "humans_per_table": cfg.humans,
        "think_s": f"{cfg.think[0]:g}-{cfg.think[1]:g}",
        "spectators_per_table": cfg.spectators,
        "seconds": round(elapsed, 1),
        "moves": stats.moves,
        "moves_per_s": round(stats.moves / elapsed, 1),
        "human_moves_timed": len(lat),
        "latency_p50_ms": pct(0.50),
        "latency_p99_ms": pct(0.99),
        "latency_mean_ms": round(statistics.fmean(lat) * 1000, 2) if lat else None,
        "matches_finished": stats.matches,
        "errors": stats.errors,
        "setup_s": round(setup_s, 1),
        # the machine's load (1-minute average) at the start and the end of the window: latency
        # measured on a loaded machine says more about the load than about the server
        "load_avg_1m": f"{load0[0]:.2f} -> {load1[0]:.2f}",
        **(_cpu_per_move(cpu0, cpu1, stats.moves) if cpu0 is not None and cpu1 is not None else {}),
    }


@contextmanager
def serving(
    db: str | None = None,
    port: int = 0,
    env: dict[str, str] | None = None,
    extra: tuple[str, ...] = (),
) -> Iterator[tuple[str, subprocess.Popen[str]]]:
    """A `tapisvert serve` child process on 127.0.0.1 (a fresh SQLite file unless `db`), ready
    to answer; yields its base URL and the process, and stops it afterwards. `env` is added to
    the child's environment (a load script points PYTHONPATH at another source tree with it);
    `extra`, more `tapisvert serve` arguments."""
    port = port or _free_port()
    with tempfile.TemporaryDirectory(prefix="tapisvert-bench-") as tmp:
        db = db or f"sqlite:///{Path(tmp) / 'bench.db'}"
        cmd = [
            sys.executable,
            "-m",
            "tapisvert",
            "serve",
            "--host",
            "127.0.0.1",
            "--port",
            str(port),
            "--db",
            db,
            "--log-level",
            "warning",
            *extra,
            "--max-ws-per-ip",
            "0",  # every simulated client comes from 127.0.0.1
        ]
        server = subprocess.Popen(
            cmd,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            env={**os.environ, "PYTHONUNBUFFERED": "1", **(env or {})},
        )
        url = f"http://127.0.0.1:{port}"
        try:
            deadline = time.monotonic() + 60
            while True:
                if server.poll() is not None:
                    out = server.stdout.read() if server.stdout else ""
                    raise RuntimeError(f"the server did not start: {out[-2000:]}")
                try:
                    if httpx.get(f"{url}/api/health", timeout=1).status_code == 200:
                        break
                except httpx.HTTPError:
                    pass
                if time.monotonic() > deadline:
                    raise RuntimeError("the server did not answer within 60 s")
                time.sleep(0.2)
            yield url, server
        finally:
            server.send_signal(signal.SIGTERM)
            try:
                server.wait(20)
            except subprocess.TimeoutExpired:
                server.kill()
                server.wait()


def run_bench_server(
    cfg: BenchConfig, progress: Callable[[str], None] | None = None
) -> dict[str, Any]:
    """Start a server, drive it, stop it; returns the measurements."""
    # --fixed-seeds: the same deals in every run, comparable numbers
    with serving(cfg.db, cfg.port, extra=("--fixed-seeds",)) as (url, server):
        # The clients' own collector pauses would count as server latency.
        with collector.tuned():
            probe = CpuProbe(server.pid, cfg.db or "sqlite")
            result = asyncio.run(_drive(cfg, url, progress, probe if probe.available() else None))
        result["db"] = (cfg.db or "sqlite").split(":")[0]
        result["game"] = f"{cfg.game} {cfg.players}p"
        return result
