"""The fan-out load test: one player's move latency while a crowd arrives at another table.

A real `tapisvert serve` child process on 127.0.0.1; table A has one scripted human (in its own
process, so that the crowd's client work does not count as server latency) and three random bots;
table B has one scripted human and three random bots, and is the crowd's table. The run:

1. `lobby` lobby sockets open and stay open, reading every frame;
2. `baseline` seconds: A's moves are timed with nothing else happening;
3. `spectators` spectator sockets join B (at most `concurrency` handshakes at once) while
   `creations` tables are created (each one is lobby news); the phase ends when every spectator
   has its first state (or after `join_timeout` seconds);
4. `hold` seconds with everyone connected, B still playing to its crowd.

It reports p50/p99 of A's move latency (send the move, receive the view that shows it) in each
phase, how long the crowd took to join, the frames the crowd and the lobby received, the server's
CPU seconds during the load, and the latency of `GET /api/health` meanwhile. Counts and time are
bounded; traffic stays on loopback. `bench/server_fanout.py` runs it.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import multiprocessing
import os
import random
import time
from dataclasses import dataclass, field
from typing import Any

import httpx
import websockets

from tapisvert.server import collector
from tapisvert.server.bench import serving

SEATS = [{"kind": "human"}] + [{"kind": "bot", "bot": "random"}] * 3


@dataclass
class FanoutConfig:
    spectators: int = 500
    lobby: int = 500
    creations: int = 5
    baseline: float = 5.0
    hold: float = 10.0
    join_timeout: float = 240.0
    concurrency: int = 100
    think: tuple[float, float] = (0.05, 0.15)
    db: str | None = None
    server_env: dict[str, str] = field(default_factory=dict)


def _pct(values: list[float], p: float) -> float | None:
    if not values:
        return None
    ordered = sorted(values)
    return round(ordered[min(len(ordered) - 1, int(p * len(ordered)))] * 1000, 1)


async def _play(
    url: str,
    table_id: str,
    token: str,
    think: tuple[float, float],
    stop: Any,
    timed: list[tuple[float, float]] | None,
) -> None:
    """Play seat 0 of a table (rematch when over) until `stop()` is true; when `timed` is a
    list, append (wall time sent, latency seconds) for each of our moves."""
    rng = random.Random(7)
    async with websockets.connect(
        f"{url}/ws/tables/{table_id}", max_size=2**22, compression=None
    ) as ws:
        await ws.send(json.dumps({"type": "hello", "token": token}))
        sent: tuple[int, float, float] | None = None
        while not stop():
            try:
                raw = await asyncio.wait_for(ws.recv(), timeout=0.5)
            except TimeoutError:
                continue
            msg = json.loads(raw)
            kind = msg.get("type")
            if kind == "ping":
                await ws.send('{"type":"pong"}')
                continue
            if kind == "error":
                sent = None
                continue
            if kind != "state":
                continue
            event = msg.get("event")
            if sent is not None and event is not None and event["move"] == sent[0] + 1:
                if event["seat"] == 0 and timed is not None:
                    timed.append((sent[2], time.perf_counter() - sent[1]))
                sent = None
            if msg["over"]:
                await ws.send('{"type":"rematch"}')
                continue
            if msg["to_act"] == 0 and msg["legal"] and sent is None:
                action = rng.choice(msg["legal"])
                await asyncio.sleep(rng.uniform(*think))
                sent = (msg["move"], time.perf_counter(), time.time())
                await ws.send(json.dumps({"type": "move", "move": msg["move"], "action": action}))


def _player_process(
    url: str, table_id: str, token: str, think: tuple[float, float], stop: Any, out: Any
) -> None:
    """The timed player, in its own process; sends its timings through `out` at the end."""
    timed: list[tuple[float, float]] = []
    with collector.tuned():
        asyncio.run(_play(url, table_id, token, think, stop.is_set, timed))
    out.send(timed)
    out.close()


async def _reader(
    url: str,
    hello: bool,
    stop: asyncio.Event,
    counts: dict[str, int],
    key: str,
    joined: asyncio.Event | None,
    gate: asyncio.Semaphore,
) -> None:
    """One crowd socket: connect (at most `gate` at once), say hello to a table if `hello`,
    wait for its first state (a table) or its first frame (the lobby), then read and count every
    frame until `stop`."""
    async with gate:
        ws = await websockets.connect(url, max_size=2**22, compression=None, open_timeout=120)
        if hello:
            await ws.send('{"type":"hello"}')
        while True:
            raw = await ws.recv()
            counts[key] += 1
            if not hello or '"type":"state"' in str(raw):
                break
    if joined is not None:
        joined.set()
    try:
        while not stop.is_set():
            try:
                raw = await asyncio.wait_for(ws.recv(), timeout=0.5)
            except TimeoutError:
                continue
            counts[key] += 1
            if '"type":"ping"' in str(raw):
                await ws.send('{"type":"pong"}')
    finally:
        await ws.close()


def _cpu_seconds(pid: int) -> float:
    """utime + stime of a process (Linux /proc), in seconds."""
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


async def _table(http: httpx.AsyncClient, name: str) -> tuple[str, str]:
    r = await http.post(
        "/api/tables", json={"game": "sabias", "players": 4, "seats": SEATS, "name": name}
    )
    r.raise_for_status()
    table = r.json()
    code = table["invites"][0]["code"]
    j = await http.post(f"/api/tables/{table['id']}/join", json={"invite": code, "name": "p"})
    j.raise_for_status()
    return str(table["id"]), str(j.json()["token"])


async def _drive(cfg: FanoutConfig, url: str, server_pid: int, progress: Any) -> dict[str, Any]:
    ws_url = url.replace("http://", "ws://", 1)
    stop = asyncio.Event()
    counts = {"spectator_frames": 0, "lobby_frames": 0}
    health: list[tuple[float, float]] = []
    async with httpx.AsyncClient(base_url=url, timeout=120) as http:
        a_id, a_token = await _table(http, "timed")
        b_id, b_token = await _table(http, "crowd")
        ctx = multiprocessing.get_context("spawn")
        mp_stop = ctx.Event()
        receive, send = ctx.Pipe(duplex=False)
        player = ctx.Process(
            target=_player_process, args=(ws_url, a_id, a_token, cfg.think, mp_stop, send)
        )
        player.start()
        b_player = asyncio.create_task(_play(ws_url, b_id, b_token, (0.3, 0.6), stop.is_set, None))
        gate = asyncio.Semaphore(cfg.concurrency)
        opened = [asyncio.Event() for _ in range(cfg.lobby)]
        lobby = [
            asyncio.create_task(
                _reader(f"{ws_url}/ws/lobby", False, stop, counts, "lobby_frames", e, gate)
            )
            for e in opened
        ]

        async def pinger() -> None:
            while not stop.is_set():
                t = time.perf_counter()
                await http.get("/api/health")
                health.append((time.time(), time.perf_counter() - t))
                await asyncio.sleep(0.2)

        pings = asyncio.create_task(pinger())
        t_open = time.time()
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(
                asyncio.gather(*(e.wait() for e in opened)), timeout=cfg.join_timeout
            )
        if progress:
            n_open = sum(e.is_set() for e in opened)
            progress(f"{n_open} lobby sockets open in {time.time() - t_open:.1f} s")
        await asyncio.sleep(1.0)
        t0 = time.time()
        await asyncio.sleep(cfg.baseline)
        t1 = time.time()
        cpu1 = _cpu_seconds(server_pid)
        lobby_before = counts["lobby_frames"]
        joined: list[asyncio.Event] = [asyncio.Event() for _ in range(cfg.spectators)]
        crowd = [
            asyncio.create_task(
                _reader(
                    f"{ws_url}/ws/tables/{b_id}",
                    True,
                    stop,
                    counts,
                    "spectator_frames",
                    joined[i],
                    gate,
                )
            )
            for i in range(cfg.spectators)
        ]
        for i in range(cfg.creations):
            await _table(http, f"news {i}")
            await asyncio.sleep(0.5)
        with contextlib.suppress(TimeoutError):  # report how many joined in time
            await asyncio.wait_for(
                asyncio.gather(*(e.wait() for e in joined)), timeout=cfg.join_timeout
            )
        t2 = time.time()
        n_joined = sum(e.is_set() for e in joined)
        if progress:
            progress(f"{n_joined} spectators joined in {t2 - t1:.1f} s; holding {cfg.hold:g} s")
        await asyncio.sleep(cfg.hold)
        t3 = time.time()
        cpu2 = _cpu_seconds(server_pid)
        mp_stop.set()
        stop.set()
        timed: list[tuple[float, float]] = []
        if await asyncio.to_thread(receive.poll, 60):  # nothing when the player died
            timed = receive.recv()
        await asyncio.to_thread(player.join, 30)
        await asyncio.gather(b_player, pings, *lobby, *crowd, return_exceptions=True)
        errors = sum(1 for t in [*lobby, *crowd] if not t.cancelled() and t.exception() is not None)

    def window(samples: list[tuple[float, float]], lo: float, hi: float) -> dict[str, Any]:
        values = [lat for at, lat in samples if lo <= at < hi]
        return {"n": len(values), "p50_ms": _pct(values, 0.5), "p99_ms": _pct(values, 0.99)}

    return {
        "spectators": cfg.spectators,
        "lobby_sockets": cfg.lobby,
        "lobby_open_s": round(t0 - t_open - 1.0, 1),
        "spectators_joined": n_joined,
        "join_s": round(t2 - t1, 1),
        "moves_baseline": window(timed, t0, t1),
        "moves_joining": window(timed, t1, t2),
        "moves_holding": window(timed, t2, t3),
        "moves_under_load": window(timed, t1, t3),
        "health_under_load": window(health, t1, t3),
        "server_cpu_s_under_load": round(cpu2 - cpu1, 1),
        "load_s": round(t3 - t1, 1),
        "spectator_frames": counts["spectator_frames"],
        "lobby_frames_under_load": counts["lobby_frames"] - lobby_before,
        "socket_errors": errors,
    }


def run_fanout_bench(cfg: FanoutConfig, progress: Any = None) -> dict[str, Any]:
    """Start a server, run the fan-out scenario (module docstring), stop it."""
    with serving(cfg.db, env=cfg.server_env) as (url, server), collector.tuned():
        return asyncio.run(_drive(cfg, url, server.pid, progress))
