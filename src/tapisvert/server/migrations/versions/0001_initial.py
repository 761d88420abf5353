"""The first schema: tables, seats, matches and the event log.

Revision ID: 0001
Revises:
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "tables",
        sa.Column("id", sa.String(32), primary_key=True),
        sa.Column("name", sa.String(200), nullable=False),
        sa.Column("game", sa.String(40), nullable=False),
        sa.Column("players", sa.Integer, nullable=False),
        sa.Column("options", sa.JSON, nullable=False),
        sa.Column("settings", sa.JSON, nullable=False),
        sa.Column("seed", sa.String(40), nullable=False),
        sa.Column("host_token_hash", sa.String(64), nullable=False),
        sa.Column("any_invite", sa.String(64), nullable=False),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("created_at", sa.Float, nullable=False),
        sa.Column("updated_at", sa.Float, nullable=False),
        sa.Column("current_match", sa.Integer, nullable=True),
    )
    op.create_index("ix_tables_status", "tables", ["status"])
    op.create_table(
        "seats",
        sa.Column("table_id", sa.String(32), sa.ForeignKey("tables.id"), primary_key=True),
        sa.Column("seat", sa.Integer, primary_key=True),
        sa.Column("kind", sa.String(8), nullable=False),
        sa.Column("bot", sa.String(200), nullable=True),
        sa.Column("name", sa.String(100), nullable=True),
        sa.Column("token_hash", sa.String(64), nullable=True),
        sa.Column("invite", sa.String(64), nullable=True),
    )
    op.create_table(
        "matches",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("table_id", sa.String(32), sa.ForeignKey("tables.id"), nullable=False),
        sa.Column("number", sa.Integer, nullable=False),
        sa.Column("seed", sa.String(40), nullable=False),
        sa.Column("created_at", sa.Float, nullable=False),
        sa.Column("started_at", sa.Float, nullable=True),
        sa.Column("finished_at", sa.Float, nullable=True),
        sa.Column("result", sa.JSON, nullable=True),
        sa.UniqueConstraint("table_id", "number", name="uq_matches_table_number"),
    )
    op.create_table(
        "events",
        sa.Column(
            "match_id",
            sa.Integer,
            sa.ForeignKey("matches.id"),
            primary_key=True,
            autoincrement=False,
        ),
        sa.Column("move", sa.Integer, primary_key=True, autoincrement=False),
        sa.Column("seat", sa.Integer, nullable=False),
        sa.Column("action", sa.String(200), nullable=False),
        sa.Column("by", sa.String(16), nullable=False),
        sa.Column("at", sa.Float, nullable=False),
        sa.Column("remaining_ms", sa.Integer, nullable=True),
    )


def downgrade() -> None:
    op.drop_table("events")
    op.drop_table("matches")
    op.drop_table("seats")
    op.drop_index("ix_tables_status", "tables")
    op.drop_table("tables")
