"""The database schema (SQLAlchemy Core). Alembic migrations in `migrations/` create it.

- `tables`: one row per table; `owner`/`lease_until` say which server process drives it.
- `seats`: one row per seat; humans' seat tokens are stored as SHA-256 only.
- `matches`: the matches a table has played (a rematch adds one).
- `events`: the append-only event log; primary key (match_id, move), so a second writer of the same
  move fails instead of forking the match. Each move keeps the events it set off, whole.
"""

from __future__ import annotations

from sqlalchemy import (
    JSON,
    Column,
    Float,
    ForeignKey,
    Integer,
    MetaData,
    String,
    Table,
    UniqueConstraint,
)

metadata = MetaData()

tables = Table(
    "tables",
    metadata,
    Column("id", String(32), primary_key=True),
    Column("name", String(200), nullable=False, default=""),
    Column("game", String(40), nullable=False),
    Column("players", Integer, nullable=False),
    Column("options", JSON, nullable=False),
    Column("settings", JSON, nullable=False),
    Column("seed", String(40), nullable=False),
    Column("host_token_hash", String(64), nullable=False),
    Column("any_invite", String(64), nullable=False),
    Column("status", String(16), nullable=False),
    Column("created_at", Float, nullable=False),
    Column("updated_at", Float, nullable=False),
    Column("current_match", Integer, nullable=True),
    Column("owner", String(64), nullable=True),
    Column("lease_until", Float, nullable=True),
)

seats = Table(
    "seats",
    metadata,
    Column("table_id", String(32), ForeignKey("tables.id"), primary_key=True),
    Column("seat", Integer, primary_key=True),
    Column("kind", String(8), nullable=False),
    Column("bot", String(200), nullable=True),
    Column("name", String(100), nullable=True),
    Column("token_hash", String(64), nullable=True),
    Column("invite", String(64), nullable=True),
)

matches = Table(
    "matches",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("table_id", String(32), ForeignKey("tables.id"), nullable=False),
    Column("number", Integer, nullable=False),
    Column("seed", String(40), nullable=False),
    Column("created_at", Float, nullable=False),
    Column("started_at", Float, nullable=True),
    Column("finished_at", Float, nullable=True),
    Column("result", JSON, nullable=True),
    UniqueConstraint("table_id", "number", name="uq_matches_table_number"),
)

events = Table(
    "events",
    metadata,
    Column("match_id", Integer, ForeignKey("matches.id"), primary_key=True, autoincrement=False),
    Column("move", Integer, primary_key=True, autoincrement=False),
    Column("seat", Integer, nullable=False),
    Column("action", String(200), nullable=False),
    Column("by", String(16), nullable=False),
    Column("at", Float, nullable=False),
    Column("remaining_ms", Integer, nullable=True),
    # what the move set off: [Event.to_json()], private parts included (never sent as they are)
    Column("events", JSON, nullable=True),
)
