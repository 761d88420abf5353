"""Migrations under real processes: several starting together on a fresh database, and one
SIGKILLed in the middle of the first migration (server/migrate.py,
`TAPISVERT_TEST_MIGRATION_PAUSE`).

Every wait is on a file the server writes or on its answer, never on a delay.
"""

from __future__ import annotations

import time
from pathlib import Path

from sqlalchemy import inspect
from tests.server.procs import Server, free_port

from tapisvert.server.migrate import PAUSE_ENV, head_revision
from tapisvert.server.store import make_engine

PROCESSES = 3


def _wait_for(folder: Path, pattern: str, count: int, servers: list[Server]) -> list[Path]:
    """The files matching `pattern` in `folder` once there are `count` of them."""
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        found = sorted(folder.glob(pattern))
        if len(found) >= count:
            return found
        for s in servers:
            assert s.proc is not None
            if s.proc.poll() is not None:
                raise AssertionError(f"a server exited: {s.output()[-3000:]}")
        time.sleep(0.02)
    raise AssertionError(f"{pattern}: {len(found)} of {count} in {folder}")


def _table_names(db_url: str) -> set[str]:
    engine = make_engine(db_url)
    try:
        return set(inspect(engine).get_table_names())
    finally:
        engine.dispose()


def test_processes_starting_together_on_a_fresh_database_all_come_up(
    db_url: str, tmp_path: Path
) -> None:
    """One process upgrades while the others wait for it; all of them serve."""
    pause = tmp_path / "pause"
    pause.mkdir()
    servers = [
        Server(db_url, free_port(), tmp_path / f"s{i}.log", env={PAUSE_ENV: str(pause)})
        for i in range(PROCESSES)
    ]
    try:
        for s in servers:
            s.spawn()
        # every process has reached the migration; one of them holds the lock, in the middle of it
        _wait_for(pause, "waiting.*", PROCESSES, servers)
        _wait_for(pause, "paused.*", 1, servers)
        (pause / "go").touch()
        for s in servers:
            s.wait_ready()
        logs = [s.output() for s in servers]
        upgraded = [log for log in logs if "was empty, upgraded to revision" in log]
        assert len(upgraded) == 1, logs
        current = f"schema at revision {head_revision()} (current)"
        assert all(current in log for log in logs if log not in upgraded), logs
        assert not any("Traceback" in log for log in logs), logs
        # only the one that upgraded ever paused inside a migration
        assert len(list(pause.glob("paused.*"))) == 1
        table = servers[-1].post("/api/tables", {"game": "poch", "players": 3})
        assert servers[0].get(f"/api/tables/{table['id']}")["id"] == table["id"]
    finally:
        (pause / "go").touch()
        for s in servers:
            s.stop()


def test_a_process_killed_during_the_first_migration_leaves_a_database_the_next_start_upgrades(
    db_url: str, tmp_path: Path
) -> None:
    pause = tmp_path / "pause"
    pause.mkdir()
    port = free_port()
    first = Server(db_url, port, tmp_path / "first.log", env={PAUSE_ENV: str(pause)}).spawn()
    try:
        # the first migration is applied, inside the upgrade's transaction, which is not committed
        _wait_for(pause, "paused.*", 1, [first])
        first.kill()
    finally:
        first.stop()
    # nothing of it stayed: the transaction died with the process
    assert _table_names(db_url) == set()
    second = Server(db_url, port, tmp_path / "second.log").start()
    try:
        assert f"was empty, upgraded to revision {head_revision()}" in second.output()
        table = second.post("/api/tables", {"game": "poch", "players": 3})
        assert second.get(f"/api/tables/{table['id']}")["status"] == "open"
    finally:
        second.stop()
