"""Persistence: the SQL statements the server runs, on SQLite or PostgreSQL (SQLAlchemy 2 Core).

Every method is synchronous and short; the server calls them through `Store.call`, which runs them
on a small thread pool (one thread for SQLite, whose writers queue anyway) so that the event loop
never waits on the disk. Writes that change a table check, in the same transaction, that this
process still holds the table's lease (`LeaseLost` otherwise).
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any, ParamSpec, TypeVar, cast

import orjson
from sqlalchemy import (
    Connection,
    Engine,
    create_engine,
    event,
    func,
    insert,
    or_,
    select,
    text,
    update,
)
from sqlalchemy.engine import make_url
from sqlalchemy.exc import DBAPIError, IntegrityError

from tapisvert.server.rows import (
    EventRow,
    MatchEnd,
    MatchRow,
    NewMatch,
    NewTable,
    SeatRow,
    SeatUpdate,
    TableRow,
    TableUpdate,
)
from tapisvert.server.schema import events, matches, seats, tables

NOTIFY_CHANNEL = "tapisvert_tables"

P = ParamSpec("P")
R = TypeVar("R")
# one move to write: table_id, now, lease until, the event row, the match's end, the table status
_Append = tuple[str, float, float, EventRow, MatchEnd | None, str | None]
GROUP_COMMIT = 64  # moves at most in one transaction
_EVENT_COLUMNS = ("match_id", "move", "seat", "action", "by", "at", "remaining_ms")
# A batch of moves on PostgreSQL in one statement (Store._append_pg): renew the leases this
# process holds among the batch's tables and insert the events of those tables; answers the ids
# of the tables whose lease was held. The arrays are the columns of the batch's event rows. The
# rows are locked in the order of their ids, as the lease renewal locks them, so that the two
# cannot deadlock.
_PG_APPEND = text(
    """
    WITH held AS (
        UPDATE tables SET lease_until = :until, updated_at = :now
        WHERE id IN (
            SELECT id FROM tables WHERE id = ANY(CAST(:ids AS VARCHAR[])) AND owner = :me
            ORDER BY id FOR UPDATE
        ) AND owner = :me
        RETURNING id
    ), batch AS (
        SELECT * FROM unnest(
            CAST(:ids AS VARCHAR[]), CAST(:e_match_id AS INTEGER[]), CAST(:e_move AS INTEGER[]),
            CAST(:e_seat AS INTEGER[]), CAST(:e_action AS VARCHAR[]), CAST(:e_by AS VARCHAR[]),
            CAST(:e_at AS FLOAT8[]), CAST(:e_remaining_ms AS INTEGER[]),
            CAST(:e_events AS TEXT[])
        ) AS b(table_id, match_id, move, seat, action, by, at, remaining_ms, events)
    ), written AS (
        INSERT INTO events (match_id, move, seat, action, by, at, remaining_ms, events)
        SELECT match_id, move, seat, action, by, at, remaining_ms, CAST(events AS JSON)
        FROM batch
        WHERE table_id IN (SELECT id FROM held)
    )
    SELECT id FROM held
    """
)
# PostgreSQL session settings (see pg_session_options): no statement waits more than 5 s for a
# lock, and a session idle inside a transaction for 10 s is ended, its locks freed. The server's
# own transactions are a few statements run back to back, never idle for long.
# Not set here: synchronous_commit (PostgreSQL's default, on: a commit waits for the WAL flush).
# `-c synchronous_commit=off` in the URL's options makes PostgreSQL keep SQLite's promise here
# (`synchronous=NORMAL`: a committed move survives the server process being killed, an operating
# system crash may lose the last fraction of a second): the flush took 4 ms a commit on the
# development machine, but the load test did not show it in the latency (docs/server.md).
PG_SESSION_DEFAULTS = {"lock_timeout": "5s", "idle_in_transaction_session_timeout": "10s"}


def _event_values(row: EventRow) -> dict[str, Any]:
    """An event row's columns, every one named (`events` NULL where the row has none), so that
    the rows of one batch insert alike."""
    return {"events": None, **row}


def _json_text(value: Any) -> str | None:
    """`value` as JSON text, or None for None (a column's NULL)."""
    return None if value is None else orjson.dumps(value).decode()


class LeaseLost(Exception):
    """This process no longer owns the table: another one took it over."""


class MoveConflict(Exception):
    """The event (match, move) exists already: another writer applied a move with that number."""


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def make_engine(url: str) -> Engine:
    """An engine for `url`; SQLite files get WAL mode, a busy timeout and NORMAL sync (a committed
    transaction survives the process being killed)."""
    if url.startswith("sqlite"):
        engine = create_engine(url, connect_args={"timeout": 30, "check_same_thread": False})

        @event.listens_for(engine, "connect")
        def _pragmas(dbapi_conn: Any, _record: Any) -> None:
            cur = dbapi_conn.cursor()
            cur.execute("PRAGMA journal_mode=WAL")
            cur.execute("PRAGMA busy_timeout=30000")
            cur.execute("PRAGMA synchronous=NORMAL")
            cur.execute("PRAGMA foreign_keys=ON")
            cur.close()

        return engine
    return create_engine(
        url,
        pool_size=8,
        max_overflow=8,
        pool_pre_ping=True,
        connect_args={"options": pg_session_options(url)},
    )


def pg_connect_kwargs(url: str) -> dict[str, Any]:
    """psycopg.connect's keyword arguments for `url`, session options included, for connections
    made outside the engine (the LISTEN connection). Not the URL rendered back to a string:
    SQLAlchemy writes a space of the query as `+`, which libpq does not read as a space."""
    u = make_url(url)
    kwargs: dict[str, Any] = {
        k: v
        for k, v in {
            "host": u.host,
            "port": u.port,
            "dbname": u.database,
            "user": u.username,
            "password": u.password,
        }.items()
        if v is not None
    }
    kwargs.update({k: v[-1] if isinstance(v, tuple) else v for k, v in u.query.items()})
    kwargs["options"] = pg_session_options(url)
    return kwargs


def pg_session_options(url: str) -> str:
    """The libpq `options` of the server's PostgreSQL sessions: the URL's own, plus a default
    for each of `PG_SESSION_DEFAULTS` that they do not set.

    A process paused in the middle of a transaction (SIGSTOP, a debugger, a frozen VM) keeps its
    row locks: without these, another process's statements that need those rows would wait for
    it forever. `lock_timeout` makes such a statement fail instead (the move or the adoption is
    refused, the sweep retries); `idle_in_transaction_session_timeout` makes PostgreSQL end the
    paused session, which frees its locks. Set them in the URL to change them, e.g.
    `postgresql+psycopg://HOST/DB?options=-c%20lock_timeout%3D2s` (0 turns one off)."""
    given = make_url(url).query.get("options", "")
    options = " ".join(given) if isinstance(given, tuple) else given
    added = [f"-c {k}={v}" for k, v in PG_SESSION_DEFAULTS.items() if f"{k}=" not in options]
    return " ".join([options, *added]).strip()


@dataclass
class LoadedTable:
    table: TableRow
    seats: list[SeatRow]
    match: MatchRow | None
    events: list[EventRow]


class Store:
    """The database of one server process (`instance` names the process in leases)."""

    def __init__(self, engine: Engine, instance: str) -> None:
        self.engine = engine
        self.instance = instance
        self.dialect = engine.dialect.name
        threads = 1 if self.dialect == "sqlite" else 6
        self._pool = ThreadPoolExecutor(threads, thread_name_prefix="tapisvert-db")
        # group commit of the owners' moves: the appends that arrive while a batch is being
        # written wait for the next one, and a batch is one transaction
        self._appends: list[tuple[_Append, asyncio.Future[None]]] = []
        self._flushing = False
        self._flush_task: asyncio.Future[None] | None = None
        self._writer: Connection | None = None  # PostgreSQL: the group commit's connection

    async def call(self, fn: Callable[P, R], *args: P.args, **kwargs: P.kwargs) -> R:
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._pool, lambda: fn(*args, **kwargs))

    def close(self) -> None:
        self._pool.shutdown(wait=True)
        if self._writer is not None:
            self._writer.close()
            self._writer = None
        self.engine.dispose()

    # --- helpers --------------------------------------------------------------------------------
    def _notify(self, conn: Connection, table_id: str) -> None:
        if self.dialect == "postgresql":
            conn.execute(text("SELECT pg_notify(:c, :p)"), {"c": NOTIFY_CHANNEL, "p": table_id})

    def _check_lease(self, conn: Connection, table_id: str, now: float, until: float) -> None:
        res = conn.execute(
            update(tables)
            .where(tables.c.id == table_id, tables.c.owner == self.instance)
            .values(lease_until=until, updated_at=now)
        )
        if res.rowcount != 1:
            raise LeaseLost(table_id)

    # --- tables ---------------------------------------------------------------------------------
    def create_table(self, table: NewTable, seat_rows: Sequence[SeatRow], match: NewMatch) -> int:
        with self.engine.begin() as conn:
            conn.execute(insert(tables).values(**table, owner=self.instance))
            conn.execute(insert(seats), [dict(r, table_id=table["id"]) for r in seat_rows])
            match_id = conn.execute(
                insert(matches).values(**match, table_id=table["id"]).returning(matches.c.id)
            ).scalar_one()
            conn.execute(
                update(tables).where(tables.c.id == table["id"]).values(current_match=match_id)
            )
            self._notify(conn, table["id"])
        return int(match_id)

    def table_exists(self, table_id: str) -> TableRow | None:
        with self.engine.connect() as conn:
            row = conn.execute(select(tables).where(tables.c.id == table_id)).mappings().first()
            return cast(TableRow, dict(row)) if row else None

    def load_table(self, table_id: str) -> LoadedTable | None:
        with self.engine.connect() as conn:
            row = conn.execute(select(tables).where(tables.c.id == table_id)).mappings().first()
            if row is None:
                return None
            seat_rows = (
                conn.execute(
                    select(seats).where(seats.c.table_id == table_id).order_by(seats.c.seat)
                )
                .mappings()
                .all()
            )
            match = None
            evs: list[EventRow] = []
            if row["current_match"] is not None:
                m = (
                    conn.execute(select(matches).where(matches.c.id == row["current_match"]))
                    .mappings()
                    .first()
                )
                match = cast(MatchRow, dict(m)) if m else None
                evs = [
                    cast(EventRow, dict(e))
                    for e in conn.execute(
                        select(events)
                        .where(events.c.match_id == row["current_match"])
                        .order_by(events.c.move)
                    ).mappings()
                ]
            return LoadedTable(
                cast(TableRow, dict(row)), [cast(SeatRow, dict(s)) for s in seat_rows], match, evs
            )

    def list_tables(self, statuses: Sequence[str] | None) -> list[LoadedTable]:
        """The lobby: tables (newest first) with their seats and current match (no events)."""
        with self.engine.connect() as conn:
            q = select(tables).order_by(tables.c.created_at.desc()).limit(500)
            if statuses is not None:
                q = q.where(tables.c.status.in_(list(statuses)))
            rows = [cast(TableRow, dict(r)) for r in conn.execute(q).mappings()]
            ids = [r["id"] for r in rows]
            by_table: dict[str, list[SeatRow]] = {i: [] for i in ids}
            match_ids = [r["current_match"] for r in rows if r["current_match"] is not None]
            if ids:
                for s in conn.execute(
                    select(seats).where(seats.c.table_id.in_(ids)).order_by(seats.c.seat)
                ).mappings():
                    by_table[s["table_id"]].append(cast(SeatRow, dict(s)))
            mrows: dict[int, MatchRow] = {}
            if match_ids:
                counts: dict[int, int] = {
                    m: n
                    for m, n in conn.execute(
                        select(events.c.match_id, func.count())
                        .where(events.c.match_id.in_(match_ids))
                        .group_by(events.c.match_id)
                    )
                }
                for m in conn.execute(
                    select(matches).where(matches.c.id.in_(match_ids))
                ).mappings():
                    mrows[m["id"]] = cast(MatchRow, dict(m, moves=int(counts.get(m["id"], 0))))
            return [
                LoadedTable(r, by_table[r["id"]], mrows.get(r["current_match"] or -1), [])
                for r in rows
            ]

    # --- leases ---------------------------------------------------------------------------------
    def acquire_lease(self, table_id: str, now: float, until: float) -> bool:
        with self.engine.begin() as conn:
            res = conn.execute(
                update(tables)
                .where(
                    tables.c.id == table_id,
                    tables.c.status != "closed",
                    or_(
                        tables.c.owner.is_(None),
                        tables.c.owner == self.instance,
                        tables.c.lease_until < now,
                    ),
                )
                .values(owner=self.instance, lease_until=until)
            )
            return res.rowcount == 1

    def renew_leases(self, ids: Sequence[str], until: float) -> set[str]:
        """Extend this process's leases on `ids`; returns the ids it still holds."""
        if not ids:
            return set()
        # One statement, and on PostgreSQL in autocommit: it locks every table row of this
        # process, and each move written meanwhile waits for those locks. In a transaction of
        # an UPDATE, a SELECT and a COMMIT (three round trips on a loaded machine), the moves
        # that arrived during a renewal (every lease/3 seconds) made most of the p99 latency.
        with self.engine.connect() as conn:
            if self.dialect == "postgresql":
                conn.execution_options(isolation_level="AUTOCOMMIT")
            mine = (
                select(tables.c.id)
                .where(tables.c.id.in_(list(ids)), tables.c.owner == self.instance)
                .order_by(tables.c.id)
                .with_for_update()  # PostgreSQL: in the order of the ids, as _PG_APPEND locks
            )
            held = set(
                conn.execute(
                    update(tables)
                    .where(tables.c.id.in_(mine), tables.c.owner == self.instance)
                    .values(lease_until=until)
                    .returning(tables.c.id)
                ).scalars()
            )
            conn.commit()
            return held

    def release_leases(self, ids: Sequence[str]) -> None:
        if not ids:
            return
        with self.engine.begin() as conn:
            conn.execute(
                update(tables)
                .where(tables.c.id.in_(list(ids)), tables.c.owner == self.instance)
                .values(owner=None, lease_until=None)
            )

    def orphans(self, now: float) -> list[str]:
        """Tables in play whose lease is free, expired (their owner died) or was this process's
        before a restart: to adopt."""
        with self.engine.connect() as conn:
            return list(
                conn.execute(
                    select(tables.c.id).where(
                        tables.c.status.in_(["playing", "open", "finished"]),
                        or_(
                            tables.c.owner.is_(None),
                            tables.c.lease_until < now,
                            tables.c.owner == self.instance,  # this process before a restart
                        ),
                        or_(tables.c.status == "playing", tables.c.owner.is_not(None)),
                    )
                ).scalars()
            )

    def stale_tables(self, cutoff: float, now: float) -> list[str]:
        """Tables not closed, untouched since `cutoff`, owned by nobody alive or by this process."""
        with self.engine.connect() as conn:
            return list(
                conn.execute(
                    select(tables.c.id).where(
                        tables.c.status != "closed",
                        tables.c.updated_at < cutoff,
                        or_(
                            tables.c.owner.is_(None),
                            tables.c.owner == self.instance,
                            tables.c.lease_until < now,
                        ),
                    )
                ).scalars()
            )

    # --- writes of the owner --------------------------------------------------------------------
    async def append(
        self,
        table_id: str,
        now: float,
        until: float,
        event_row: EventRow,
        finished: MatchEnd | None,
        status: str | None,
    ) -> None:
        """`append_event`, grouped with the other tables' moves into one transaction.

        Each table's owner awaits its move before it applies the next, so a batch holds at most
        one move per table and the order of every table's log is kept. Raises LeaseLost or
        MoveConflict for this move exactly as `append_event` would."""
        future: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._appends.append(((table_id, now, until, event_row, finished, status), future))
        if not self._flushing:
            self._flushing = True
            self._flush_task = asyncio.ensure_future(self._flush())
        await future

    async def _flush(self) -> None:
        loop = asyncio.get_running_loop()
        try:
            while self._appends:
                batch, self._appends = self._appends[:GROUP_COMMIT], self._appends[GROUP_COMMIT:]
                try:
                    outcomes = await loop.run_in_executor(
                        self._pool, self.append_events, [a for a, _ in batch]
                    )
                except Exception as exc:  # the database itself failed: every move of it fails
                    outcomes = [exc] * len(batch)
                for (_, future), outcome in zip(batch, outcomes, strict=True):
                    if future.done():
                        continue
                    if outcome is None:
                        future.set_result(None)
                    else:
                        future.set_exception(outcome)
        finally:
            self._flushing = False

    def append_events(self, batch: Sequence[_Append]) -> list[Exception | None]:
        """Write several tables' moves in one transaction; per move, None or the exception that
        refused it (LeaseLost, MoveConflict). A conflict aborts the shared transaction, so then
        each move is written again on its own."""
        if self.dialect == "postgresql" and all(a[4] is None and a[5] is None for a in batch):
            return self._append_pg(batch)
        if len(batch) == 1:
            return [self._append_alone(batch[0])]
        # Three statements for the whole batch (the leases, the events, the commit), whatever its
        # size: on PostgreSQL each round trip also waits for this thread to get the GIL back
        # from the event loop, so their count, not their size, sets the pace.
        now = max(a[1] for a in batch)
        until = max(a[2] for a in batch)
        try:
            with self.engine.begin() as conn:
                held = set(
                    conn.execute(
                        update(tables)
                        .where(
                            tables.c.id.in_([a[0] for a in batch]),
                            tables.c.owner == self.instance,
                        )
                        .values(lease_until=until, updated_at=now)
                        .returning(tables.c.id)
                    ).scalars()
                )
                rows = [_event_values(a[3]) for a in batch if a[0] in held]
                if rows:
                    conn.execute(insert(events), rows)
                for table_id, _now, _until, row, finished, status in batch:
                    if table_id in held:
                        self._finish_in(conn, table_id, row, finished, status)
        except IntegrityError:
            return [self._append_alone(a) for a in batch]
        return [None if a[0] in held else LeaseLost(a[0]) for a in batch]

    def _append_pg(self, batch: Sequence[_Append]) -> list[Exception | None]:
        """PostgreSQL, moves that end no match (nearly all): the whole batch is one statement,
        sent on the writer's own connection in autocommit mode: one round trip to the database,
        where the transaction of `append_event` takes five (the pool's ping, BEGIN, the lease,
        the insert, COMMIT), each of which waits for the database's process and then for this
        thread's turn at the GIL. A single statement is a transaction of its own: the leases
        and the events commit together or not at all."""
        params: dict[str, Any] = {
            "me": self.instance,
            "now": max(a[1] for a in batch),
            "until": max(a[2] for a in batch),
            "ids": [a[0] for a in batch],
            **{f"e_{c}": [cast(dict[str, Any], a[3])[c] for a in batch] for c in _EVENT_COLUMNS},
            # the events as JSON text (the statement casts them), NULL where not told
            "e_events": [_json_text(a[3].get("events")) for a in batch],
        }
        try:
            held = set(self._writer_execute(_PG_APPEND, params))
        except IntegrityError:  # a move number taken: find which, each move on its own
            if len(batch) == 1:
                return [MoveConflict(f"{batch[0][3]['match_id']}:{batch[0][3]['move']}")]
            return [self._append_alone(a) for a in batch]
        return [None if a[0] in held else LeaseLost(a[0]) for a in batch]

    def _writer_execute(
        self, statement: Any, params: dict[str, Any], retry: bool = True
    ) -> list[Any]:
        """Run one statement on the writer's connection (kept open between batches, autocommit).

        A connection found dead (the database restarted) is replaced and the statement sent once
        more; should the first attempt have been committed after all, the second fails on the
        events' primary key, and the owner reloads its table from the log (MoveConflict)."""
        if self._writer is None:
            self._writer = self.engine.connect().execution_options(isolation_level="AUTOCOMMIT")
        writer = self._writer
        try:
            return list(writer.execute(statement, params).scalars())
        except IntegrityError:
            writer.rollback()  # nothing to undo (autocommit): the connection stays usable
            raise
        except Exception as exc:
            self._writer = None
            with contextlib.suppress(Exception):
                writer.invalidate()
                writer.close()
            if retry and isinstance(exc, DBAPIError) and exc.connection_invalidated:
                return self._writer_execute(statement, params, retry=False)
            raise

    def _append_alone(self, append: _Append) -> Exception | None:
        try:
            self.append_event(*append)
        except (LeaseLost, MoveConflict) as exc:
            return exc
        return None

    def append_event(
        self,
        table_id: str,
        now: float,
        until: float,
        event_row: EventRow,
        finished: MatchEnd | None,
        status: str | None,
    ) -> None:
        """Write one applied move (and the match's end); LeaseLost or MoveConflict refuse it."""
        try:
            with self.engine.begin() as conn:
                self._append_in(conn, table_id, now, until, event_row, finished, status)
        except IntegrityError:
            raise MoveConflict(f"{event_row['match_id']}:{event_row['move']}") from None

    def _append_in(
        self,
        conn: Connection,
        table_id: str,
        now: float,
        until: float,
        event_row: EventRow,
        finished: MatchEnd | None,
        status: str | None,
    ) -> None:
        self._check_lease(conn, table_id, now, until)
        conn.execute(insert(events).values(**_event_values(event_row)))
        self._finish_in(conn, table_id, event_row, finished, status)

    def _finish_in(
        self,
        conn: Connection,
        table_id: str,
        event_row: EventRow,
        finished: MatchEnd | None,
        status: str | None,
    ) -> None:
        """The match's end and the table's new status that come with a move, if any."""
        if finished is not None:
            conn.execute(
                update(matches).where(matches.c.id == event_row["match_id"]).values(**finished)
            )
        if status is not None:
            conn.execute(update(tables).where(tables.c.id == table_id).values(status=status))
            self._notify(conn, table_id)

    def update_table(
        self,
        table_id: str,
        now: float,
        until: float,
        *,
        seat_updates: Sequence[SeatUpdate] = (),
        values: TableUpdate | None = None,
        match_start: tuple[int, float] | None = None,
    ) -> None:
        """Change seats, table columns or a match's start, under the lease."""
        with self.engine.begin() as conn:
            self._check_lease(conn, table_id, now, until)
            for s in seat_updates:
                conn.execute(
                    update(seats)
                    .where(seats.c.table_id == table_id, seats.c.seat == s["seat"])
                    .values(name=s["name"], token_hash=s["token_hash"])
                )
            if values:
                conn.execute(update(tables).where(tables.c.id == table_id).values(**values))
            if match_start is not None:
                conn.execute(
                    update(matches)
                    .where(matches.c.id == match_start[0])
                    .values(started_at=match_start[1])
                )
            self._notify(conn, table_id)

    def new_match(
        self, table_id: str, now: float, until: float, match: NewMatch, status: str
    ) -> int:
        with self.engine.begin() as conn:
            self._check_lease(conn, table_id, now, until)
            match_id = conn.execute(
                insert(matches).values(**match, table_id=table_id).returning(matches.c.id)
            ).scalar_one()
            conn.execute(
                update(tables)
                .where(tables.c.id == table_id)
                .values(current_match=match_id, status=status)
            )
            self._notify(conn, table_id)
        return int(match_id)

    def close_table(self, table_id: str, now: float) -> None:
        with self.engine.begin() as conn:
            conn.execute(
                update(tables)
                .where(tables.c.id == table_id)
                .values(status="closed", updated_at=now, owner=None, lease_until=None)
            )
            self._notify(conn, table_id)

    # --- reads for records ----------------------------------------------------------------------
    def matches_of(self, table_id: str) -> list[MatchRow]:
        with self.engine.connect() as conn:
            rows = [
                cast(MatchRow, dict(r))
                for r in conn.execute(
                    select(matches).where(matches.c.table_id == table_id).order_by(matches.c.number)
                ).mappings()
            ]
            if rows:
                counts: dict[int, int] = {
                    m: n
                    for m, n in conn.execute(
                        select(events.c.match_id, func.count())
                        .where(events.c.match_id.in_([r["id"] for r in rows]))
                        .group_by(events.c.match_id)
                    )
                }
                for r in rows:
                    r["moves"] = int(counts.get(r["id"], 0))
            return rows

    def match_with_events(self, match_id: int) -> tuple[TableRow, MatchRow, list[EventRow]] | None:
        with self.engine.connect() as conn:
            m = conn.execute(select(matches).where(matches.c.id == match_id)).mappings().first()
            if m is None:
                return None
            t = conn.execute(select(tables).where(tables.c.id == m["table_id"])).mappings().first()
            assert t is not None
            evs = (
                conn.execute(
                    select(events).where(events.c.match_id == match_id).order_by(events.c.move)
                )
                .mappings()
                .all()
            )
            return (
                cast(TableRow, dict(t)),
                cast(MatchRow, dict(m)),
                [cast(EventRow, dict(e)) for e in evs],
            )

    def seats_of(self, table_id: str) -> list[SeatRow]:
        with self.engine.connect() as conn:
            return [
                cast(SeatRow, dict(r))
                for r in conn.execute(
                    select(seats).where(seats.c.table_id == table_id).order_by(seats.c.seat)
                ).mappings()
            ]


__all__ = [
    "NOTIFY_CHANNEL",
    "LeaseLost",
    "LoadedTable",
    "MoveConflict",
    "Store",
    "make_engine",
    "pg_connect_kwargs",
    "pg_session_options",
    "token_hash",
]
