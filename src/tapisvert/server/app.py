"""The FastAPI application: the routers of `routes/` (REST, websockets, the browser client), the
error answers, and the lifespan.

`create_app(config)` builds it; its lifespan opens the database (upgrading the schema), starts the
bot pool and the hub, and stops them. See docs/server.md for the protocol; `/docs` and
`/openapi.json` describe the REST API from the models of `models.py`.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse

from tapisvert.core.version import ENGINE_VERSION
from tapisvert.server import guard
from tapisvert.server.botpool import BotPool
from tapisvert.server.clock import Clock, RealClock
from tapisvert.server.errors import ServerError
from tapisvert.server.hub import Hub, ServerConfig
from tapisvert.server.migrate import upgrade
from tapisvert.server.models import CheckInvite, CreateTable, JoinTable
from tapisvert.server.routes import client, games, matches, tables, tutorials, ws
from tapisvert.server.routes.common import describe_bodies
from tapisvert.server.store import Store, make_engine
from tapisvert.server.table import BotRunner

log = logging.getLogger("tapisvert.server")


def create_app(
    config: ServerConfig,
    *,
    clock: Clock | None = None,
    bots: BotRunner | None = None,
    migrate: bool = True,
) -> FastAPI:
    """The server application for `config` (tests pass a fake clock or bot runner)."""

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        engine = make_engine(config.db_url)
        if migrate:
            await asyncio.to_thread(upgrade, engine)
        store = Store(engine, config.instance)
        pool: BotPool | None = None
        runner = bots
        if runner is None:
            pool = BotPool(config.bot_workers)
            runner = pool
        if isinstance(runner, BotPool):
            await runner.warm_up()  # start the workers now, not at the first bot's turn
        hub = Hub(store, runner, clock or RealClock(), config)
        app.state.hub = hub
        app.state.config = config
        app.state.store = store
        await hub.start()
        try:
            yield
        finally:
            await hub.stop()
            if pool is not None:
                pool.shutdown()
            await asyncio.to_thread(store.close)

    app = FastAPI(title="tapisvert", version=ENGINE_VERSION, lifespan=lifespan)
    app.add_middleware(
        guard.Guard,
        public_url=config.public_url,
        allowed_origins=config.allowed_origins,
        max_body=config.max_body,
        max_ws_per_ip=config.max_ws_per_ip,
    )

    @app.exception_handler(ServerError)
    async def _server_error(request: Request, exc: ServerError) -> JSONResponse:
        return JSONResponse({"error": exc.to_json()}, status_code=exc.status)

    @app.exception_handler(RequestValidationError)
    async def _validation(request: Request, exc: RequestValidationError) -> JSONResponse:
        first = exc.errors()[0] if exc.errors() else {}
        where = ".".join(str(p) for p in first.get("loc", ()))
        reason = f"{where}: {first.get('msg', 'invalid')}" if where else "invalid request"
        err = ServerError("bad_request", 422, reason=reason)
        return JSONResponse({"error": err.to_json()}, status_code=422)

    @app.exception_handler(Exception)
    async def _internal(request: Request, exc: Exception) -> JSONResponse:
        log.exception("internal error on %s", request.url.path)
        return JSONResponse({"error": ServerError("internal", 500).to_json()}, status_code=500)

    for area in (games, tables, matches, tutorials, ws, client):
        app.include_router(area.router)
    describe_bodies(app, [CreateTable, JoinTable, CheckInvite])
    client.mount_static(app)
    return app
