"""The network server: FastAPI app, table owners, persistence (SQLAlchemy + Alembic), bot pool.

Needs the `web` extra (`pip install 'tapisvert[web]'`). See docs/server.md.
"""
