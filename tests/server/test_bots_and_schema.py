"""Bots in worker processes (a slow bot delays no other table, a missed deadline is played by the
heuristic and noted in the record) and the Alembic migrations."""

from __future__ import annotations

import json
import threading
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import Any

from sqlalchemy import inspect
from tests.server.helpers import create, make_client, play_out, until

from tapisvert.core.records import MatchRecord
from tapisvert.core.replay import replay
from tapisvert.games import get_game
from tapisvert.server.botpool import BotPool, BotRequest, compute
from tapisvert.server.migrate import current_revision, describe_upgrade, head_revision, upgrade
from tapisvert.server.store import make_engine


class GatedExecutor(ThreadPoolExecutor):
    """The bot pool's executor in a test: a bot whose spec is `slow` thinks until the test opens
    the gate (then plays randomly), so that "slower than its deadline" holds however loaded the
    machine is; every other bot computes as in a worker process."""

    def __init__(self, slow: str) -> None:
        super().__init__(max_workers=2)
        self.slow = slow
        self.gate = threading.Event()

    def submit(self, fn: Any, /, *args: Any, **kwargs: Any) -> Future[Any]:
        request = args[0] if args else None
        if fn is compute and isinstance(request, BotRequest) and request.spec == self.slow:
            return super().submit(self._held, request)
        return super().submit(fn, *args, **kwargs)

    def _held(self, request: BotRequest) -> int:
        self.gate.wait()
        return compute(request, "random")


def test_a_slow_bot_delays_no_other_table_and_misses_its_deadline(tmp_path: Path) -> None:
    """While a bot thinks past its deadline (it holds its worker until the test lets it go), the
    heuristic plays its move, and another table plays its whole match."""
    slow_spec = "ismcts:seconds=3"
    executor = GatedExecutor(slow_spec)
    pool = BotPool(workers=2, executor=executor)
    try:
        with make_client(f"sqlite:///{tmp_path / 't.db'}", bots=pool) as client:
            slow = create(
                client,
                game="sabias",
                players=3,
                seed=1,
                bot_deadline=0.05,
                seats=[{"kind": "bot", "bot": slow_spec}] + [{"kind": "bot", "bot": "random"}] * 2,
            )
            fast = create(
                client, game="poch", players=3, seed=2, seats=[{"kind": "bot", "bot": "random"}] * 3
            )
            with (
                client.websocket_connect(f"/ws/tables/{slow['id']}") as watch_slow,
                client.websocket_connect(f"/ws/tables/{fast['id']}") as watch_fast,
            ):
                watch_slow.send_json({"type": "hello"})
                watch_fast.send_json({"type": "hello"})
                first_slow = until(
                    watch_slow,
                    lambda m: (
                        m["type"] == "state" and m["event"] is not None and m["event"]["seat"] == 0
                    ),
                )
                assert first_slow["event"]["by"] == "fallback"
                # the slow bot still thinks, and the other table plays its match to the end
                last = play_out(watch_fast, seat=-1)
                assert last["over"] and not executor.gate.is_set()
            matches = client.get(f"/api/tables/{fast['id']}/matches").json()["matches"]
            record = client.get(f"/api/matches/{matches[0]['match_id']}/record").json()
            replay(get_game("poch"), MatchRecord.from_json(json.loads(json.dumps(record))))
            assert record["notes"] == [] and record["seats"] == ["random"] * 3
            executor.gate.set()
    finally:
        executor.gate.set()
        pool.shutdown()


def test_fallback_moves_are_noted_in_the_record(tmp_path: Path) -> None:
    pool = BotPool(workers=2)
    try:
        with make_client(f"sqlite:///{tmp_path / 't.db'}", bots=pool) as client:
            table = create(
                client,
                game="poch",
                players=3,
                seed=3,
                bot_deadline=0.05,
                options={"max_hands": 1},
                seats=[{"kind": "bot", "bot": "ismcts:seconds=0.5"}]
                + [{"kind": "bot", "bot": "random"}] * 2,
            )
            with client.websocket_connect(f"/ws/tables/{table['id']}") as ws:
                ws.send_json({"type": "hello"})
                play_out(ws, seat=-1)
            record = client.get(f"/api/matches/{table['match']['match_id']}/record").json()
            assert record["notes"] and {n["by"] for n in record["notes"]} == {"fallback"}
            assert 0 in {n["seat"] for n in record["notes"]}
            replay(get_game("poch"), MatchRecord.from_json(record))
    finally:
        pool.shutdown()


def test_migrations_upgrade_an_empty_and_an_older_database(db_url: str) -> None:
    engine = make_engine(db_url)
    before, after = upgrade(engine, "0001")
    assert (before, after) == (None, "0001")
    assert "owner" not in {c["name"] for c in inspect(engine).get_columns("tables")}
    with engine.begin() as conn:
        conn.exec_driver_sql(
            "INSERT INTO tables (id, name, game, players, options, settings, seed,"
            " host_token_hash, any_invite, status, created_at, updated_at)"
            " VALUES ('old', '', 'poch', 3, '{}', '{}', '1', 'h', 'i', 'open', 1, 1)"
        )
    before, after = upgrade(engine)
    assert (before, after) == ("0001", head_revision())
    assert describe_upgrade("db", before, after) == (
        f"database db: was at revision 0001, upgraded to revision {after}"
    )
    assert describe_upgrade("db", after, after).endswith("(current)")
    assert "owner" in {c["name"] for c in inspect(engine).get_columns("tables")}
    with engine.connect() as conn:
        assert conn.exec_driver_sql("SELECT id FROM tables").scalar_one() == "old"
    assert current_revision(engine) == head_revision()
    engine.dispose()
