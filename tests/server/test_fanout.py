"""Fan-out (issue 30): no request's cost grows with the number of others.

Counts, never wall-clock margins: views rendered per connect and per sync, `seats` broadcasts per
crowd, lobby builds per change, record builds per download, what unknown ids leave behind. The
last test drives a real uvicorn server on 127.0.0.1 with real websockets (bounded in count and
time); `bench/server_fanout.py` measures the latency of the same scenario.
"""

from __future__ import annotations

import asyncio
import json
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import uvicorn
import websockets
from tests.server.conftest import ThreadBots
from tests.server.procs import free_port
from tests.server.test_owner import FakeConnection, make_hub, run, settle

from tapisvert.server import hub as hub_module
from tapisvert.server import records
from tapisvert.server.app import create_app
from tapisvert.server.clock import FakeClock, RealClock
from tapisvert.server.errors import ServerError
from tapisvert.server.fanout import STATS, Coalescer, SingleFlight, SyncLimiter
from tapisvert.server.hub import ServerConfig
from tapisvert.server.messages import Connect, Sync

BOTS = [{"kind": "bot", "bot": "random"}] * 3
ONE_HUMAN = [{"kind": "human"}, *BOTS]


def counts() -> dict[str, int]:
    return STATS.snapshot()


def grown(before: dict[str, int]) -> dict[str, int]:
    now = STATS.snapshot()
    return {k: now[k] - before[k] for k in now}


# --- the pieces ---------------------------------------------------------------------------------
def test_sync_limiter_answers_once_per_interval() -> None:
    now = [100.0]
    limiter = SyncLimiter(0.5, lambda: now[0])
    assert limiter.request() == 0.0  # the first: at once
    now[0] += 0.1
    assert limiter.request() == pytest.approx(0.4)  # one answer at the interval's end...
    assert [limiter.request() for _ in range(28)] == [None] * 28  # ...serves all the others
    now[0] += 0.4
    limiter.fired()
    now[0] += 0.1
    assert limiter.request() == pytest.approx(0.4)  # the deferred answer started a new interval
    limiter.fired()
    now[0] += 5
    assert limiter.request() == 0.0


def test_coalescer_flushes_once_per_interval() -> None:
    async def body() -> None:
        clock = FakeClock()
        flushed: list[float] = []
        coalescer = Coalescer(0.2, lambda: flushed.append(clock.now()), clock)
        for _ in range(100):
            coalescer.touch()
        await asyncio.sleep(0)
        await asyncio.sleep(0)
        assert len(flushed) == 1  # the first change goes at the next turn of the loop
        for _ in range(100):
            coalescer.touch()
        await asyncio.sleep(0.01)
        assert len(flushed) == 1  # the next ones wait for the interval's end
        clock.advance(0.2)
        assert len(flushed) == 2 and flushed[1] - flushed[0] == pytest.approx(0.2)
        coalescer.touch()
        coalescer.cancel()
        clock.advance(1)
        assert len(flushed) == 2

    run(body)


def test_single_flight_shares_one_call_and_forgets_it() -> None:
    async def body() -> None:
        flights: SingleFlight[str, int] = SingleFlight()
        calls = 0
        gate = asyncio.Event()

        async def slow() -> int:
            nonlocal calls
            calls += 1
            await gate.wait()
            return 42

        waiters = [asyncio.ensure_future(flights.run("k", slow)) for _ in range(10)]
        await asyncio.sleep(0)
        waiters[0].cancel()  # one asker gives up: the others still get the answer
        await asyncio.sleep(0)
        assert len(flights) == 1
        gate.set()
        assert await asyncio.gather(*waiters[1:]) == [42] * 9
        assert calls == 1 and len(flights) == 0

        async def boom() -> int:
            raise ServerError("unknown_table", 404, table_id="x")

        for _ in range(3):
            with pytest.raises(ServerError):
                await flights.run("x", boom)
        assert len(flights) == 0

    run(body)


# --- the hub: unknown ids, records --------------------------------------------------------------
def test_unknown_ids_leave_nothing_behind(tmp_path: Path) -> None:
    async def body() -> None:
        hub = make_hub(f"sqlite:///{tmp_path / 't.db'}", FakeClock())
        for i in range(300):
            with pytest.raises(ServerError) as info:
                await hub.owner(f"nosuch{i}")
            assert info.value.key == "unknown_table"
        # the same ids asked for at once: one database read each, shared, then forgotten
        results = await asyncio.gather(
            *(hub.owner(f"nosuch{i % 20}") for i in range(200)), return_exceptions=True
        )
        assert all(isinstance(r, ServerError) for r in results)
        for i in range(200):
            with pytest.raises(ServerError) as info:
                await hub.record_json(10_000 + i)
            assert info.value.key == "unknown_match"
        assert len(hub.loading) == 0 and not hub.owners
        assert len(hub.records) == 0 and len(hub.records.flights) == 0
        await hub.stop()

    run(body)


def test_a_record_is_built_once_off_the_event_loop(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    threads: list[int] = []
    real_build = records.build_record

    def spy(*args: Any) -> dict[str, Any]:
        threads.append(threading.get_ident())
        return real_build(*args)

    monkeypatch.setattr(hub_module, "build_record", spy)

    async def body() -> None:
        hub = make_hub(f"sqlite:///{tmp_path / 't.db'}", FakeClock())
        table = await hub.create(
            {"game": "poch", "players": 3, "options": {"max_hands": 1}, "seats": BOTS, "seed": 4}
        )
        owner = hub.owners[table["id"]]
        match_id = owner.match_id
        with pytest.raises(ServerError) as info:
            await hub.record_json(match_id)
        assert info.value.key == "match_not_over"  # refused, and not kept
        await settle(lambda: owner.state.is_over(), 60)
        before = counts()
        downloads = await asyncio.gather(*(hub.record_json(match_id) for _ in range(10)))
        assert grown(before)["record_builds"] == 1  # ten downloads at once, one build
        assert len(set(downloads)) == 1 and len(hub.records) == 1
        assert await hub.record_json(match_id) == downloads[0]  # kept: a record never changes
        record = await hub.record(match_id)
        assert record["result"]["over"] and record["server"]["match_id"] == match_id
        assert grown(before)["record_builds"] == 1
        assert threads and threading.get_ident() not in threads
        await hub.stop()

    run(body)


# --- the table: connects and syncs ----------------------------------------------------------------
def test_a_crowd_connecting_costs_one_view_and_one_seats_frame(tmp_path: Path) -> None:
    """200 spectators connect: each gets welcome and its state; the state is rendered once for
    all of them, and the presence news goes out once (the next waits for the interval), not
    once per connect to every socket."""

    async def body() -> None:
        clock = FakeClock()
        hub = make_hub(f"sqlite:///{tmp_path / 't.db'}", clock)
        table = await hub.create({"game": "sabias", "players": 4, "seats": ONE_HUMAN})
        owner = hub.owners[table["id"]]
        await asyncio.sleep(0.05)
        before = counts()
        crowd = [FakeConnection() for _ in range(200)]
        for conn in crowd:
            await owner.submit(Connect(conn, None))
        await asyncio.sleep(0.05)
        spent = grown(before)
        assert spent["views_rendered"] == 1
        assert spent["presence_broadcasts"] <= 1
        assert spent["presence_frames"] <= len(crowd)
        kinds = [json.loads(f)["type"] for f in crowd[-1].frames]
        assert kinds == ["welcome", "state"]
        assert json.loads(crowd[-1].frames[0])["table"]["spectators_connected"] == 200
        # every spectator got the same bytes
        assert len({c.frames[1] for c in crowd}) == 1
        # the interval's end: one seats frame with the count, to everyone (the coalescer's
        # timer posts PresenceDue to the owner's inbox)
        clock.advance(1)

        def seats_frames() -> list[dict[str, Any]]:
            return [json.loads(f) for f in crowd[-1].frames if '"type":"seats"' in f]

        await settle(lambda: any(m["spectators_connected"] == 200 for m in seats_frames()))
        seats = seats_frames()
        assert seats[-1]["spectators_connected"] == 200
        assert grown(before)["presence_broadcasts"] <= 2
        # syncs of the whole crowd: the spectators' view is rendered once
        before = counts()
        for conn in crowd:
            await owner.submit(Sync(conn))
        assert grown(before)["views_rendered"] == 1
        await hub.stop()

    run(body)


# --- real sockets ---------------------------------------------------------------------------------
@pytest.fixture
def live_server(tmp_path: Path) -> Iterator[str]:
    """The app under uvicorn on 127.0.0.1 in a thread of this process (its counters are ours).
    The presence and sync intervals are an hour long, so that what the counts bound does not
    depend on how fast this machine is: within the test, the first presence change and the
    first sync of a socket are answered, the rest wait."""
    config = ServerConfig(
        db_url=f"sqlite:///{tmp_path / 't.db'}",
        presence_interval=3600,
        sync_interval=3600,
        lobby_interval=0.05,
        ping_interval=3600,
        max_ws_per_ip=0,  # every socket of the crowd comes from 127.0.0.1
    )
    app = create_app(config, bots=ThreadBots(), clock=RealClock())
    port = free_port()
    server = uvicorn.Server(
        uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning", lifespan="on")
    )
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    for _ in range(600):
        if server.started:
            break
        threading.Event().wait(0.05)
    assert server.started, "uvicorn did not start"
    try:
        yield f"127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(30)


async def _recv(ws: Any) -> dict[str, Any]:
    msg: dict[str, Any] = json.loads(await asyncio.wait_for(ws.recv(), 60))
    return msg


async def _until(ws: Any, pred: Any) -> dict[str, Any]:
    for _ in range(5000):
        msg = await _recv(ws)
        if pred(msg):
            return msg
    raise AssertionError("no such frame")


SPECTATORS = 120
LOBBY = 60


def test_a_crowd_and_a_lobby_over_real_sockets(live_server: str) -> None:
    """A player at table A keeps playing while 120 spectators join table B and 60 lobby sockets
    watch 3 tables being created: the work done is bounded by counts that do not grow with the
    number of sockets."""

    async def body() -> None:
        base = f"http://{live_server}"
        import httpx

        async with httpx.AsyncClient(base_url=base, timeout=60) as http:

            async def make(seats: list[dict[str, Any]], name: str) -> dict[str, Any]:
                r = await http.post(
                    "/api/tables",
                    json={"game": "sabias", "players": 4, "seats": seats, "name": name},
                )
                assert r.status_code == 201, r.text
                table: dict[str, Any] = r.json()
                return table

            a = await make(ONE_HUMAN, "a")
            code = a["invites"][0]["code"]
            j = await http.post(f"/api/tables/{a['id']}/join", json={"invite": code, "name": "p"})
            token = j.json()["token"]
            b = await make([{"kind": "human"}, *BOTS], "b")  # waits for its human: no moves

            ws_base = f"ws://{live_server}"
            lobby = [await websockets.connect(f"{ws_base}/ws/lobby") for _ in range(LOBBY)]
            for ws in lobby:
                assert (await _recv(ws))["type"] == "lobby"
            player = await websockets.connect(f"{ws_base}/ws/tables/{a['id']}")
            await player.send(json.dumps({"type": "hello", "token": token}))
            moves = 0
            turn: dict[str, Any] | None = None  # a state that gave A's player the turn

            def my_turn(m: dict[str, Any]) -> bool:
                return m["type"] == "state" and bool(m["over"] or m["legal"])

            async def play_one() -> None:
                """One move of A's player, answered with the view that shows it."""
                nonlocal moves, turn
                if turn is None:
                    turn = await _until(player, my_turn)
                if turn["over"]:
                    turn = None
                    await player.send('{"type":"rematch"}')
                    return
                await player.send(
                    json.dumps({"type": "move", "move": turn["move"], "action": turn["legal"][0]})
                )
                shown = await _until(
                    player,
                    lambda m: m["type"] == "state" and (m.get("event") or {}).get("seat") == 0,
                )
                turn = shown if my_turn(shown) else None  # won the trick: the turn again
                moves += 1

            async def a_views() -> int:
                """The views A has sent its one socket so far: one per move, one per match."""
                r = await http.get(f"/api/tables/{a['id']}/matches")
                return sum(m["moves"] + 1 for m in r.json()["matches"])

            await play_one()
            before, a_before = counts(), await a_views()
            crowd = []
            for i in range(SPECTATORS):
                ws = await websockets.connect(f"{ws_base}/ws/tables/{b['id']}")
                await ws.send('{"type":"hello"}')
                crowd.append(ws)
                if i % 20 == 0:
                    await play_one()  # A's player is served while the crowd arrives
            for ws in crowd:
                assert (await _recv(ws))["type"] == "welcome"
                assert (await _recv(ws))["type"] == "state"
            joined = grown(before)
            # the spectators' view of B was rendered once; A's moves cost one view each (one
            # socket there); 2 for the moves made while the counts were read
            assert joined["views_rendered"] <= 1 + (await a_views() - a_before) + 2
            # a connect does not send the seats to every socket: one presence broadcast at most
            # (the next waits for the hour-long interval)
            assert joined["presence_broadcasts"] <= 1
            assert joined["presence_frames"] <= SPECTATORS + 1

            # syncs: 30 each from 20 spectators, one answer each, one rendering for all
            before, a_before = counts(), await a_views()
            for ws in crowd[:20]:
                for _ in range(30):
                    await ws.send('{"type":"sync"}')
                await ws.send('{"type":"ping"}')
            for ws in crowd[:20]:
                frames = []
                while True:
                    msg = await _recv(ws)
                    if msg["type"] == "pong":
                        break
                    frames.append(msg)
                syncs = [m for m in frames if m["type"] == "state" and m["cause"] == "sync"]
                assert len(syncs) == 1, [m["type"] for m in frames]
            assert grown(before)["views_rendered"] <= 1 + (await a_views() - a_before) + 2

            # the lobby: 3 tables created; one snapshot per batch, sent to every lobby socket
            before = counts()
            made = [(await make(ONE_HUMAN, f"news {i}"))["id"] for i in range(3)]
            for ws in lobby:
                await _until(
                    ws,
                    lambda m: {t["id"] for t in m["tables"]} >= set(made),
                )
            news = grown(before)
            assert news["lobby_builds"] <= news["lobby_changes"] + 1
            assert news["lobby_frames"] <= (news["lobby_builds"] + 1) * LOBBY
            await play_one()  # and A's player is still served
            assert moves >= 2 + SPECTATORS // 20
            for ws in [*crowd, *lobby, player]:
                await ws.close()

    asyncio.run(body())
