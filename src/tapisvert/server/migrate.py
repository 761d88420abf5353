"""Bring a database to the current schema with the Alembic migrations shipped in the package."""

from __future__ import annotations

from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import Engine

MIGRATIONS = Path(__file__).resolve().parent / "migrations"


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
    """Upgrade to `revision`; returns (the revision found, the revision left)."""
    before = current_revision(engine)
    cfg = alembic_config()
    with engine.begin() as conn:
        cfg.attributes["connection"] = conn
        command.upgrade(cfg, revision)
    after = current_revision(engine)
    assert after is not None
    return before, after


def describe_upgrade(url: str, before: str | None, after: str) -> str:
    """The line `tapisvert serve` prints about the schema."""
    if before == after:
        return f"database {url}: schema at revision {after} (current)"
    found = "empty" if before is None else f"at revision {before}"
    return f"database {url}: was {found}, upgraded to revision {after}"
