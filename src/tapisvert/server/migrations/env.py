"""Alembic environment: runs on the connection that `tapisvert.server.migrate` hands over."""

from __future__ import annotations

from alembic import context

from tapisvert.server.schema import metadata

connection = context.config.attributes["connection"]
context.configure(
    connection=connection,
    target_metadata=metadata,
    render_as_batch=connection.dialect.name == "sqlite",  # SQLite alters tables in batch mode
)
with context.begin_transaction():
    context.run_migrations()
