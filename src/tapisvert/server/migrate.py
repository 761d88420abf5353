"""Bring a database to the current schema with the Alembic migrations shipped in the package.

Safe when several processes start together and when one is killed half-way:

- **One upgrade at a time.** On PostgreSQL a session-level advisory lock, taken on a connection
  of its own, serializes the processes: the first upgrades, the others wait, then find the schema
  current. (Without it, two processes on a fresh database both created `alembic_version` and one
  died on a UniqueViolation.) On SQLite, `BEGIN IMMEDIATE` takes the database's write lock
  before the schema is even read, so a second process waits in SQLite's busy handler.
- **All or nothing.** Every step of an upgrade runs in one transaction, committed at the end.
  PostgreSQL's DDL is transactional, and so is SQLite's, but Python's sqlite3 driver does not
  open a transaction before DDL (each CREATE TABLE committed on its own, so a kill between two of
  them left a half-made schema that no later start could upgrade): the driver's own transaction
  handling is switched off for the upgrade and the transaction is opened explicitly. A process
  killed during an upgrade leaves the database as it found it; the next start upgrades it.

`TAPISVERT_TEST_MIGRATION_PAUSE` (tests only) names a folder: the process writes `waiting.PID`
there before it takes the lock, `paused.PID` once a step is applied (inside the transaction), and
then waits for a file `go` there, so that a test can start processes together or kill one in the
middle of the first migration (tests/server/test_migrate_procs.py).
"""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import Any

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import Connection, Engine, text
from sqlalchemy.exc import OperationalError

MIGRATIONS = Path(__file__).resolve().parent / "migrations"
# the advisory lock's key: any constant that no other application of the database uses
ADVISORY_LOCK = 0x7461_7069_7376_6572  # "tapisver"
PAUSE_ENV = "TAPISVERT_TEST_MIGRATION_PAUSE"
# how long a SQLite process waits, busy handler round after round, for another one's upgrade
SQLITE_LOCK_WAIT = 600.0


def alembic_config() -> Config:
    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS))
    return cfg


def head_revision() -> str:
    head = ScriptDirectory.from_config(alembic_config()).get_current_head()
    assert head is not None
    return head


def current_revision(engine: Engine) -> str | None:
    with engine.connect() as conn:
        return MigrationContext.configure(conn).get_current_revision()


def upgrade(engine: Engine, revision: str = "head") -> tuple[str | None, str]:
    """Upgrade to `revision`, one process at a time and in one transaction; returns (the revision
    found, the revision left)."""
    _test_hook("waiting")
    if engine.dialect.name != "postgresql":
        return _upgrade_once(engine, revision)
    with engine.connect() as lock:
        try:
            lock.execution_options(isolation_level="AUTOCOMMIT")
            # wait as long as the other process's upgrade takes, whatever the sessions' default
            lock.exec_driver_sql("SET lock_timeout = 0")
            lock.execute(text("SELECT pg_advisory_lock(:k)"), {"k": ADVISORY_LOCK})
            try:
                return _upgrade_once(engine, revision)
            finally:
                lock.execute(text("SELECT pg_advisory_unlock(:k)"), {"k": ADVISORY_LOCK})
        finally:
            lock.invalidate()  # its session settings stay out of the pool


def _upgrade_once(engine: Engine, revision: str) -> tuple[str | None, str]:
    with engine.connect() as conn:
        sqlite = conn.dialect.name == "sqlite"
        driver: Any = conn.connection.driver_connection
        if sqlite:
            level = driver.isolation_level
            driver.isolation_level = None  # the driver opens no transaction: BEGIN does
        try:
            if sqlite:
                _begin_immediate(conn)
            else:
                # DDL waits for the locks it needs, and pauses (the test hook) are not cut off
                conn.exec_driver_sql("SET LOCAL lock_timeout = 0")
                conn.exec_driver_sql("SET LOCAL idle_in_transaction_session_timeout = 0")
            before = MigrationContext.configure(conn).get_current_revision()
            cfg = alembic_config()
            cfg.attributes["connection"] = conn
            cfg.attributes["on_version_apply"] = _on_step
            command.upgrade(cfg, revision)
            after = MigrationContext.configure(conn).get_current_revision()
            conn.commit()
        except BaseException:
            conn.rollback()
            raise
        finally:
            if sqlite:
                driver.isolation_level = level
    assert after is not None
    return before, after


def _begin_immediate(conn: Connection) -> None:
    """Take SQLite's write lock, waiting (busy handler, then again) while another process holds
    it, e.g. for its own upgrade."""
    deadline = time.monotonic() + SQLITE_LOCK_WAIT
    while True:
        try:
            conn.exec_driver_sql("BEGIN IMMEDIATE")
            return
        except OperationalError as exc:
            conn.rollback()
            if "locked" not in str(exc) or time.monotonic() > deadline:
                raise


def _on_step(**_: Any) -> None:
    _test_hook("paused")


def _test_hook(stage: str) -> None:
    """Tests only (`TAPISVERT_TEST_MIGRATION_PAUSE`): say where this process is; once a step is
    applied, wait for the test's `go`."""
    folder = os.environ.get(PAUSE_ENV)
    if not folder:
        return
    Path(folder, f"{stage}.{os.getpid()}").touch()
    if stage == "paused":
        while not Path(folder, "go").exists():
            time.sleep(0.02)


def describe_upgrade(url: str, before: str | None, after: str) -> str:
    """The line `tapisvert serve` prints about the schema."""
    if before == after:
        return f"database {url}: schema at revision {after} (current)"
    found = "empty" if before is None else f"at revision {before}"
    return f"database {url}: was {found}, upgraded to revision {after}"
