"""The table owner on a fake clock: clocks, deadlines across a restart, stand-ins, one move per
number, and the leak test over every game (the bytes a seat or a spectator receives do not change
when the cards it cannot see are reshuffled)."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Callable, Coroutine
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from tests.server.conftest import ThreadBots

from tapisvert.games import all_games
from tapisvert.server.clock import FakeClock
from tapisvert.server.errors import ServerError
from tapisvert.server.hub import Hub, ServerConfig
from tapisvert.server.messages import Connect, Disconnect, Join, Message, Play, Sync
from tapisvert.server.migrate import upgrade
from tapisvert.server.models import MoveEvent, TableCreated
from tapisvert.server.store import Store, make_engine
from tapisvert.server.table import TableOwner
from tapisvert.server.views import render_view


class FakeConnection:
    def __init__(self) -> None:
        self.seat: int | None = None
        self.frames: list[str] = []
        self.closed: tuple[int, str] | None = None

    def send(self, text: str) -> None:
        self.frames.append(text)

    def close(self, code: int, reason: str) -> None:
        self.closed = (code, reason)


def make_hub(db_url: str, clock: FakeClock, instance: str = "test:1") -> Hub:
    engine = make_engine(db_url)
    upgrade(engine)
    config = ServerConfig(db_url=db_url, instance=instance, lease=30, fixed_seeds=True)
    return Hub(Store(engine, instance), ThreadBots(), clock, config)


async def settle(cond: Callable[[], bool], seconds: float = 60.0) -> None:
    """Let the owner's tasks run until `cond` holds."""
    for _ in range(int(seconds / 0.01)):
        if cond():
            return
        await asyncio.sleep(0.01)
    raise AssertionError("the condition never held")


async def seat_all(hub: Hub, owner: TableOwner, table: TableCreated) -> list[FakeConnection]:
    conns = []
    for invite in table["invites"]:
        code: str = invite["code"]
        _seat, token = await owner.submit(Join(code, "p"))
        conn = FakeConnection()
        await owner.submit(Connect(conn, token))
        conns.append(conn)
    return conns


def run(coro: Callable[[], Coroutine[Any, Any, None]]) -> None:
    asyncio.run(coro())


@pytest.mark.parametrize("game", [g for g in all_games()], ids=lambda g: g.id)
def test_no_frame_leaks_a_hidden_card(game: Any, tmp_path: Path) -> None:
    """Every frame sent is rendered from the state; the same rendering from a state whose hidden
    cards were reshuffled (for the seat: the cards it cannot see; for a spectator: any seat's)
    gives the same bytes."""
    players = game.player_counts[0]

    async def body() -> None:
        clock = FakeClock()
        hub = make_hub(f"sqlite:///{tmp_path / 't.db'}", clock)
        table = await hub.create(
            {
                "game": game.id,
                "players": players,
                "options": {"max_hands": 1},
                "seats": [{"kind": "human"}] * players,
                "seed": 11,
            }
        )
        owner = hub.owners[table["id"]]
        conns = await seat_all(hub, owner, table)
        spectator = FakeConnection()
        await owner.submit(Connect(spectator, None))
        rng = random.Random(5)
        checked = 0
        while not owner.state.is_over():
            seat = owner.state.to_act
            assert seat is not None
            legal = owner.state.legal_action_strs()
            action = rng.choice(legal)
            await owner.submit(Play(conns[seat], owner.move, action))
            if owner.move % 3:
                continue
            last = owner.events[-1]
            event: MoveEvent = {
                "move": last["move"],
                "seat": last["seat"],
                "action": last["action"],
                "by": last["by"],
            }
            context = owner.context(event, "move")
            # the move's events, as told (tests/server/test_telling.py resamples them too)
            started, told = owner.started_at is not None, owner.log.last()
            for s, conn in enumerate(conns):
                sent = conn.frames[-1]
                assert sent == render_view(owner.state, s, context, started=started, told=told)
                other = owner.state.resample_hidden(s, random.Random(rng.random()))
                assert render_view(other, s, context, started=started, told=told) == sent, (
                    f"seat {s}'s frame changes when its unseen cards are reshuffled"
                )
            sent = spectator.frames[-1]
            for s in range(players):
                other = owner.state.resample_hidden(s, random.Random(rng.random()))
                assert render_view(other, None, context, started=started, told=told) == sent, (
                    f"the spectators' frame changes when seat {s}'s hidden cards move"
                )
            checked += 1
        assert checked >= 3
        await hub.stop()

    run(body)


def test_clock_expiry_and_deadline_across_a_restart(tmp_path: Path) -> None:
    async def body() -> None:
        clock = FakeClock()
        url = f"sqlite:///{tmp_path / 't.db'}"
        hub = make_hub(url, clock)
        table = await hub.create(
            {
                "game": "poch",
                "players": 3,
                "options": {"max_hands": 1},
                "seats": [{"kind": "human"}] * 3,
                "seed": 4,
                "clock": {"bank": 30, "increment": 5},
            }
        )
        owner = hub.owners[table["id"]]
        conns = await seat_all(hub, owner, table)
        seat = owner.state.to_act
        assert seat is not None
        info = owner.clocks()
        assert info[0] is not None and info[0][seat]["running"]
        assert info[1] == int(clock.now() * 1000) + 30_000
        # a move within the bank: the time used is taken, the increment added
        clock.advance(10)
        legal = owner.state.legal_action_strs()
        await owner.submit(Play(conns[seat], 0, legal[0]))
        assert owner.remaining[seat] == 30_000 - 10_000 + 5_000
        # the next seat lets its time run out: the heuristic plays for it, marked "timeout"
        late = owner.state.to_act
        assert late is not None
        clock.advance(30.5)
        await settle(lambda: owner.move == 2)
        assert owner.events[-1]["by"] == "timeout" and owner.events[-1]["seat"] == late
        assert owner.remaining[late] == 5_000
        assert any('"by":"timeout"' in f for f in conns[0].frames)
        # the server stops; the next deadline passes while it is down
        down = owner.state.to_act
        assert down is not None
        await hub.stop()
        clock.advance(3600)
        hub2 = make_hub(url, clock)
        await hub2.start()  # adopts the tables this instance held, handles the late clock
        owner2 = hub2.owners[table["id"]]
        await settle(lambda: owner2.move == 3)
        assert owner2.events[-1]["by"] == "timeout" and owner2.events[-1]["seat"] == down
        record = await hub2.store.call(hub2.store.match_with_events, owner2.match_id)
        assert record is not None and [e["by"] for e in record[2]] == [
            "human",
            "timeout",
            "timeout",
        ]
        await hub2.stop()

    run(body)


def test_one_of_two_moves_with_the_same_number(tmp_path: Path) -> None:
    async def body() -> None:
        clock = FakeClock()
        hub = make_hub(f"sqlite:///{tmp_path / 't.db'}", clock)
        table = await hub.create(
            {
                "game": "sabias",
                "players": 3,
                "options": {"max_hands": 1},
                "seats": [{"kind": "human"}] * 3,
                "seed": 2,
            }
        )
        owner = hub.owners[table["id"]]
        conns = await seat_all(hub, owner, table)
        seat = owner.state.to_act
        assert seat is not None
        legal = owner.state.legal_action_strs()
        twin = FakeConnection()
        twin.seat = seat  # the same seat from a second device
        owner.connections.add(twin)
        results = await asyncio.gather(
            owner.submit(Play(conns[seat], 0, legal[0])),
            owner.submit(Play(twin, 0, legal[-1])),
            return_exceptions=True,
        )
        assert list(results) == [None, None]
        assert owner.move == 1 and owner.events[0]["action"] == legal[0]
        assert '"key":"stale_move"' in twin.frames[-2] and '"cause":"resync"' in twin.frames[-1]
        rows = await hub.store.call(hub.store.match_with_events, owner.match_id)
        assert rows is not None and len(rows[2]) == 1
        await hub.stop()

    run(body)


def test_standin_after_the_tables_delay(tmp_path: Path) -> None:
    async def body() -> None:
        clock = FakeClock()
        hub = make_hub(f"sqlite:///{tmp_path / 't.db'}", clock)
        table = await hub.create(
            {
                "game": "sabias",
                "players": 3,
                "options": {"max_hands": 1},
                "seats": [{"kind": "human"}] * 3,
                "seed": 2,
                "on_leave": {"policy": "bot", "after": 60, "bot": "random"},
            }
        )
        owner = hub.owners[table["id"]]
        conns = await seat_all(hub, owner, table)
        seat = owner.state.to_act
        assert seat is not None
        await owner.submit(Disconnect(conns[seat]))
        clock.advance(59)
        await asyncio.sleep(0.05)
        assert owner.seats[seat].standin is None and owner.move == 0
        clock.advance(2)
        await settle(lambda: owner.move >= 1)
        assert owner.events[0]["by"] == "standin" and owner.seats[seat].standin == "random"
        with pytest.raises(ServerError) as info:
            await owner.submit(Play(FakeConnection(), 0, "x"))
        assert info.value.key == "not_seated"
        await hub.stop()

    run(body)


def test_abandoned_tables_close_and_keep_their_records(tmp_path: Path) -> None:
    async def body() -> None:
        clock = FakeClock()
        hub = make_hub(f"sqlite:///{tmp_path / 't.db'}", clock)
        hub.config.abandon_after = 600
        done = await hub.create(
            {
                "game": "poch",
                "players": 3,
                "options": {"max_hands": 1},
                "seats": [{"kind": "bot", "bot": "random"}] * 3,
                "seed": 1,
            }
        )
        waiting = await hub.create({"game": "sabias", "players": 3})
        owner = hub.owners[done["id"]]
        await settle(lambda: owner.state.is_over(), 60)
        watcher = FakeConnection()
        await hub.owners[waiting["id"]].submit(Connect(watcher, None))
        clock.advance(300)
        await hub.sweep()
        assert {t["status"] for t in await hub.lobby(None)} == {"finished", "open"}
        clock.advance(601)
        await hub.sweep()
        assert {t["status"] for t in await hub.lobby(None)} == {"closed"}
        assert watcher.closed == (4004, "table closed")
        record = await hub.record(owner.match_id)
        assert record["result"]["over"]
        await hub.stop()

    run(body)


def test_the_owner_refuses_what_is_no_table_message(tmp_path: Path) -> None:
    """The inbox takes the messages of messages.py, handled by one dispatch; anything else is a
    bug, refused with TypeError (and the table goes on)."""

    @dataclass(frozen=True)
    class Shout(Message[None]):
        text: str

    async def body() -> None:
        hub = make_hub(f"sqlite:///{tmp_path / 't.db'}", FakeClock())
        table = await hub.create({"game": "sabias", "players": 3})
        owner = hub.owners[table["id"]]
        with pytest.raises(TypeError, match="not a table message"):
            await owner.submit(Shout("hello"))
        spectator = FakeConnection()
        assert await owner.submit(Connect(spectator, None)) is None
        await owner.submit(Sync(spectator))
        assert '"cause":"sync"' in spectator.frames[-1]
        await hub.stop()

    run(body)
