"""Fixtures of the server tests: the same tests run on SQLite and on PostgreSQL.

PostgreSQL is reached at $TAPISVERT_TEST_PG (default postgresql+psycopg://postgres@127.0.0.1:5432/test);
each test gets a fresh database, dropped afterwards. Where none can be reached, the PostgreSQL
variants are skipped and say why (`.ci/run` starts the cluster this machine has).
"""

from __future__ import annotations

import asyncio
import os
import secrets
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("fastapi", reason="the server tests need the web extra")

from sqlalchemy.engine import make_url

from tapisvert.server.botpool import BotRequest, compute, fallback_spec

PG_URL = os.environ.get("TAPISVERT_TEST_PG", "postgresql+psycopg://postgres@127.0.0.1:5432/test")
_pg_problem: list[str] = []


def _admin_connect() -> Any:
    import psycopg

    url = make_url(PG_URL).set(drivername="postgresql")
    return psycopg.connect(
        url.render_as_string(hide_password=False), autocommit=True, connect_timeout=3
    )


def pg_available() -> str | None:
    """None when PostgreSQL can be used, else why not."""
    if _pg_problem:
        return _pg_problem[0] or None
    try:
        with _admin_connect() as conn:
            conn.execute("SELECT 1")
        _pg_problem.append("")
        return None
    except Exception as exc:
        _pg_problem.append(f"no PostgreSQL at {PG_URL}: {type(exc).__name__}: {exc}")
        return _pg_problem[0]


@pytest.fixture
def pg_url() -> Iterator[str]:
    """A fresh, empty PostgreSQL database (skipped, saying why, when none can be reached)."""
    problem = pg_available()
    if problem:
        pytest.skip(problem)
    name = f"tapisvert_t_{secrets.token_hex(5)}"
    with _admin_connect() as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
    try:
        yield make_url(PG_URL).set(database=name).render_as_string(hide_password=False)
    finally:
        with _admin_connect() as conn:
            conn.execute(
                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = %s",
                (name,),
            )
            conn.execute(f'DROP DATABASE IF EXISTS "{name}"')


@pytest.fixture(params=["sqlite", "postgresql"])
def db_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """Every test that takes `db_url` runs on SQLite and on PostgreSQL."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'tapisvert.db'}"
    url: str = request.getfixturevalue("pg_url")
    return url


class ThreadBots:
    """A bot runner for tests: the same `compute` as the process pool, in a thread."""

    def __init__(self, delay: float = 0.0) -> None:
        self.delay = delay

    async def choose(self, request: BotRequest, deadline: float) -> tuple[int, str]:
        if self.delay:
            await asyncio.sleep(self.delay)
        return await asyncio.to_thread(compute, request), "bot"

    async def fallback(self, request: BotRequest) -> int:
        return await asyncio.to_thread(compute, request, fallback_spec(request.game_id))
