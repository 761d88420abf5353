"""Alembic environment: runs on the connection that `tapisvert.server.migrate` hands over.

That connection is already in a transaction, so `begin_transaction` below opens none: the whole
upgrade commits or rolls back as one (see migrate.py)."""

from __future__ import annotations

from alembic import context

from tapisvert.server.schema import metadata

connection = context.config.attributes["connection"]
context.configure(
    connection=connection,
    target_metadata=metadata,
    render_as_batch=connection.dialect.name == "sqlite",  # SQLite alters tables in batch mode
    on_version_apply=context.config.attributes.get("on_version_apply", ()),
)
with context.begin_transaction():
    context.run_migrations()
