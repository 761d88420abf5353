"""Group commit: the moves of many tables written in one transaction, each refused on its own.

Each table's owner awaits its move before applying it, so a batch never holds two moves of one
table; a move refused in a batch (the lease lost, the number taken) must not cost the others."""

from __future__ import annotations

import asyncio
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from sqlalchemy import event, select, text, update
from tests.server.test_owner import make_hub, run, seat_all

from tapisvert.server.clock import FakeClock
from tapisvert.server.messages import Play
from tapisvert.server.rows import EventRow
from tapisvert.server.schema import tables
from tapisvert.server.store import LeaseLost, MoveConflict, Store


def _row(owner: Any, move: int, action: str) -> EventRow:
    return {
        "match_id": owner.match_id,
        "move": move,
        "seat": 0,
        "action": action,
        "by": "human",
        "at": 1.0,
        "remaining_ms": None,
    }


def test_moves_of_many_tables_share_a_transaction(db_url: str) -> None:
    async def body() -> None:
        hub = make_hub(db_url, FakeClock())
        store: Store = hub.store
        batches: list[int] = []
        write = store.append_events

        def counting(batch: Any) -> list[Exception | None]:
            batches.append(len(batch))
            return write(batch)

        store.append_events = counting  # type: ignore[method-assign]
        owners, seated = [], []
        for seed in range(8):
            table = await hub.create(
                {
                    "game": "sabias",
                    "players": 3,
                    "seed": seed,
                    "options": {"max_hands": 1},
                    "seats": [{"kind": "human"}] * 3,
                }
            )
            owner = hub.owners[table["id"]]
            owners.append(owner)
            seated.append(await seat_all(hub, owner, table))
        moves = []
        for owner, conns in zip(owners, seated, strict=True):
            seat = owner.state.to_act
            assert seat is not None
            moves.append(owner.submit(Play(conns[seat], 0, owner.state.legal_action_strs()[0])))
        await asyncio.gather(*moves)
        assert [o.move for o in owners] == [1] * 8
        assert sum(batches) == 8 and len(batches) < 8, batches  # grouped, none lost
        for owner in owners:
            rows = await store.call(store.match_with_events, owner.match_id)
            assert rows is not None and [e["move"] for e in rows[2]] == [1]
        await hub.stop()

    run(body)


def test_a_refused_move_in_a_batch_costs_the_others_nothing(db_url: str) -> None:
    async def body() -> None:
        clock = FakeClock()
        hub = make_hub(db_url, clock)
        store: Store = hub.store
        owners = []
        for seed in range(3):
            table = await hub.create(
                {
                    "game": "poch",
                    "players": 3,
                    "seed": seed,
                    "options": {"max_hands": 1},
                    "seats": [{"kind": "human"}] * 3,
                }
            )
            owners.append(hub.owners[table["id"]])
        now = clock.now()
        # the move number 1 of table 0 is taken by "another writer"
        assert store.append_events(
            [
                (owners[0].id, now, now + 30, _row(owners[0], 1, "first"), None, None),
            ]
        ) == [None]
        # table 2 now belongs to another process
        with store.engine.begin() as conn:
            conn.execute(update(tables).where(tables.c.id == owners[2].id).values(owner="other"))
        outcomes = store.append_events(
            [
                (owners[0].id, now, now + 30, _row(owners[0], 1, "second"), None, None),
                (owners[1].id, now, now + 30, _row(owners[1], 1, "kept"), None, None),
                (owners[2].id, now, now + 30, _row(owners[2], 1, "stolen"), None, None),
            ]
        )
        assert isinstance(outcomes[0], MoveConflict)
        assert outcomes[1] is None
        assert isinstance(outcomes[2], LeaseLost)
        actions = []
        for owner in owners:
            rows = store.match_with_events(owner.match_id)
            assert rows is not None
            actions.append([e["action"] for e in rows[2]])
        assert actions == [["first"], ["kept"], []]
        await hub.stop()

    run(body)


@pytest.mark.parametrize("size", [1, 2])
def test_a_batch_that_fails_as_a_whole_fails_every_move(size: int, tmp_path: Path) -> None:
    async def body() -> None:
        hub = make_hub(f"sqlite:///{tmp_path / 't.db'}", FakeClock())
        store: Store = hub.store

        def broken(batch: Any) -> list[Exception | None]:
            raise OSError("disk full")

        store.append_events = broken  # type: ignore[method-assign]
        calls = [
            store.append("t", 0.0, 1.0, _row(SimpleNamespace(match_id=1), k, "x"), None, None)
            for k in range(size)
        ]
        results = await asyncio.gather(*calls, return_exceptions=True)
        assert all(isinstance(r, OSError) for r in results)
        await hub.stop()

    run(body)


def test_on_postgresql_a_batch_is_one_statement_and_survives_a_lost_connection(
    pg_url: str,
) -> None:
    """The moves that end no match go in one statement on the writer's connection (one round trip
    to the database); a writer connection the database ended is replaced for the next batch."""

    async def body() -> None:
        clock = FakeClock()
        hub = make_hub(pg_url, clock)
        store: Store = hub.store
        owners = []
        for seed in range(3):
            table = await hub.create(
                {"game": "poch", "players": 3, "seed": seed, "seats": [{"kind": "human"}] * 3}
            )
            owners.append(hub.owners[table["id"]])
        statements: list[str] = []

        def count(conn: Any, cursor: Any, statement: str, *args: Any) -> None:
            statements.append(statement)

        event.listen(store.engine, "before_cursor_execute", count)
        now = clock.now()
        batch = [
            (o.id, now, now + 30, _row(o, 1, f"a{i}"), None, None) for i, o in enumerate(owners)
        ]
        assert store.append_events(batch) == [None, None, None]
        assert len(statements) == 1, statements
        (again,) = store.append_events(batch[:1])  # the same move number: refused, alone
        assert isinstance(again, MoveConflict)
        # the database ends the writer's session (a restart, an administrator)
        with store.engine.connect() as admin:
            admin.execute(
                text(
                    "SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
                    " WHERE datname = current_database() AND pid <> pg_backend_pid()"
                )
            )
        event.remove(store.engine, "before_cursor_execute", count)
        batch = [
            (o.id, now, now + 30, _row(o, 2, f"b{i}"), None, None) for i, o in enumerate(owners)
        ]
        assert store.append_events(batch) == [None, None, None]
        for i, owner in enumerate(owners):
            rows = store.match_with_events(owner.match_id)
            assert rows is not None and [e["action"] for e in rows[2]] == [f"a{i}", f"b{i}"]
        await hub.stop()

    run(body)


def test_the_lease_renewal_answers_the_tables_still_held(db_url: str) -> None:
    """`renew_leases` (one UPDATE ... RETURNING) extends this process's leases and names them;
    a table another process took is left alone and missing from the answer."""

    async def body() -> None:
        clock = FakeClock()
        hub = make_hub(db_url, clock)
        store: Store = hub.store
        ids = [
            (await hub.create({"game": "poch", "players": 3, "seed": k}))["id"] for k in range(3)
        ]
        with store.engine.begin() as conn:
            conn.execute(
                update(tables).where(tables.c.id == ids[1]).values(owner="other", lease_until=5.0)
            )
        assert store.renew_leases(ids, 1234.0) == {ids[0], ids[2]}
        with store.engine.connect() as conn:
            leases = dict(
                conn.execute(
                    select(tables.c.id, tables.c.lease_until).where(tables.c.id.in_(ids))
                ).all()
            )
        assert leases == {ids[0]: 1234.0, ids[1]: 5.0, ids[2]: 1234.0}
        await hub.stop()

    run(body)
