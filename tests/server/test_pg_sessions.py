"""PostgreSQL sessions do not wait forever behind a paused one (store.pg_session_options).

A process paused in the middle of a transaction keeps its row locks. The paused process is
played here by a transaction the test holds open; every wait is bounded by PostgreSQL's own
timeouts, and the test only waits for their outcome (an error, a session gone).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator
from typing import Any
from urllib.parse import quote

import psycopg
import pytest
from sqlalchemy import Connection, Engine, insert, text, update
from sqlalchemy.exc import DBAPIError, OperationalError

from tapisvert.server.migrate import upgrade
from tapisvert.server.schema import tables
from tapisvert.server.store import (
    PG_SESSION_DEFAULTS,
    Store,
    make_engine,
    pg_connect_kwargs,
    pg_session_options,
)


def _with_options(url: str, options: str) -> str:
    return f"{url}?options={quote(options)}"


@pytest.fixture
def store(pg_url: str) -> Iterator[Store]:
    engine = make_engine(pg_url)
    upgrade(engine)
    with engine.begin() as conn:
        conn.execute(
            insert(tables).values(
                id="t1",
                name="t",
                game="poch",
                players=3,
                options={},
                settings={},
                seed="1",
                host_token_hash="h",
                any_invite="a",
                status="playing",
                created_at=0.0,
                updated_at=0.0,
                owner="paused",
                lease_until=1.0,  # expired: another process may adopt the table
            )
        )
    s = Store(engine, "other")
    yield s
    s.close()


def _show(engine: Engine, name: str) -> str:
    with engine.connect() as conn:
        return str(conn.exec_driver_sql(f"SHOW {name}").scalar_one())


def test_sessions_get_the_timeouts_unless_the_url_sets_them(pg_url: str) -> None:
    engine = make_engine(pg_url)
    try:
        for name, value in PG_SESSION_DEFAULTS.items():
            assert _show(engine, name) == value
    finally:
        engine.dispose()
    custom = _with_options(pg_url, "-c lock_timeout=750ms -c statement_timeout=9s")
    assert pg_session_options(custom) == (
        "-c lock_timeout=750ms -c statement_timeout=9s -c idle_in_transaction_session_timeout=10s"
    )
    engine = make_engine(custom)
    try:
        assert _show(engine, "lock_timeout") == "750ms"
        assert _show(engine, "statement_timeout") == "9s"
        assert _show(engine, "idle_in_transaction_session_timeout") == "10s"
    finally:
        engine.dispose()


def _in_thread(fn: Callable[[], Any]) -> Any:
    """fn's result or exception; a call that never returns fails the test (bounded join)."""
    out: list[Any] = []

    def run() -> None:
        try:
            out.append(fn())
        except Exception as exc:
            out.append(exc)

    t = threading.Thread(target=run, daemon=True)
    t.start()
    t.join(120)
    assert out, "the call waited behind the held lock"
    return out[0]


def _hold_row_lock(engine: Engine) -> Connection:
    """A session that locks table t1's row and then does nothing (a paused process)."""
    conn = engine.connect()
    conn.begin()
    conn.execute(update(tables).where(tables.c.id == "t1").values(updated_at=1.0))
    return conn


def test_a_session_behind_a_held_row_lock_gives_up(pg_url: str, store: Store) -> None:
    paused = make_engine(_with_options(pg_url, "-c idle_in_transaction_session_timeout=0"))
    holder = _hold_row_lock(paused)
    try:
        # the server's own settings (PG_SESSION_DEFAULTS): it gives up after lock_timeout
        outcome = _in_thread(lambda: store.acquire_lease("t1", 2.0, 20.0))
        assert isinstance(outcome, OperationalError), outcome
        assert isinstance(outcome.orig, psycopg.errors.LockNotAvailable), outcome
    finally:
        holder.rollback()
        holder.close()
        paused.dispose()
    assert store.acquire_lease("t1", 2.0, 20.0)  # once the lock is gone, the adoption works


def test_a_session_idle_in_a_transaction_is_ended_and_its_locks_freed(
    pg_url: str, store: Store
) -> None:
    paused = make_engine(_with_options(pg_url, "-c idle_in_transaction_session_timeout=100ms"))
    holder = _hold_row_lock(paused)
    try:
        pid = holder.exec_driver_sql("SELECT pg_backend_pid()").scalar_one()
        # wait for PostgreSQL to end the paused session (a transaction sees one snapshot of
        # pg_stat_activity: each look is a transaction of its own)
        deadline = time.monotonic() + 120
        while True:
            with store.engine.connect() as watcher:
                q = text("SELECT count(*) FROM pg_stat_activity WHERE pid = :p")
                if not watcher.execute(q, {"p": pid}).scalar_one():
                    break
            assert time.monotonic() < deadline, "the idle session was never ended"
            time.sleep(0.05)
        # its lock went with it: the other process adopts the table (default lock timeout)
        assert _in_thread(lambda: store.acquire_lease("t1", 2.0, 20.0)) is True
        with pytest.raises(DBAPIError):  # and the paused one learns it when it resumes
            holder.execute(update(tables).where(tables.c.id == "t1").values(updated_at=3.0))
    finally:
        holder.invalidate()  # its session is gone: nothing to roll back
        holder.close()
        paused.dispose()


def test_connections_outside_the_engine_read_the_url_options_too(pg_url: str) -> None:
    """The LISTEN connection (hub.py) connects with pg_connect_kwargs: the URL's options reach
    it as they reach the engine's sessions (a URL rendered back to text would not do)."""
    custom = _with_options(pg_url, "-c lock_timeout=750ms")
    with psycopg.connect(autocommit=True, **pg_connect_kwargs(custom)) as conn:
        assert conn.execute("SHOW lock_timeout").fetchone() == ("750ms",)
        assert conn.execute("SHOW idle_in_transaction_session_timeout").fetchone() == ("10s",)
