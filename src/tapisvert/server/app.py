"""The FastAPI application: the REST API, the websockets, and the browser client's static files.

`create_app(config)` builds it; its lifespan opens the database (upgrading the schema), starts the
bot pool and the hub, and stops them. See docs/server.md for the protocol.
"""

from __future__ import annotations

import asyncio
import functools
import json
import logging
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from fastapi import FastAPI, Request, WebSocket
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, HTMLResponse, JSONResponse, Response
from fastapi.staticfiles import StaticFiles
from starlette.websockets import WebSocketDisconnect

from tapisvert.bots import bot_names
from tapisvert.core.records import MatchRecord
from tapisvert.core.replay import replay_frames
from tapisvert.core.version import ENGINE_VERSION
from tapisvert.games import all_games, get_game
from tapisvert.server import guard
from tapisvert.server.botpool import BotPool
from tapisvert.server.clock import Clock, RealClock
from tapisvert.server.errors import ServerError
from tapisvert.server.hub import Hub, ServerConfig, clean_name
from tapisvert.server.migrate import upgrade
from tapisvert.server.store import Store, make_engine
from tapisvert.server.table import BotRunner, TableOwner
from tapisvert.server.views import dumps

log = logging.getLogger("tapisvert.server")

STATIC = Path(__file__).resolve().parent / "static"
STATUSES = ("open", "playing", "finished", "closed")

FALLBACK_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>tapisvert server</title></head>
<body style="font-family: sans-serif; max-width: 40em; margin: 2em auto">
<h1>tapisvert server</h1>
<p>The server is running, but the browser client is not built into
<code>src/tapisvert/server/static/</code> (build it from <code>web/</code>).</p>
<p>The API: <a href="/api/games">/api/games</a>, <a href="/api/tables">/api/tables</a>,
<a href="/docs">/docs</a> (OpenAPI); the protocol is described in <code>docs/server.md</code>.</p>
</body></html>
"""


def _bearer(request: Request) -> str | None:
    header = request.headers.get("authorization", "")
    scheme, _, token = header.partition(" ")
    return token.strip() if scheme.lower() == "bearer" and token.strip() else None


async def _body(request: Request) -> Any:
    raw = await request.body()
    if len(raw) > 65536:
        raise ServerError("bad_request", 413, reason="the body is larger than 64 KiB")
    if not raw:
        return {}
    try:
        return json.loads(raw)
    except (ValueError, UnicodeDecodeError):
        raise ServerError("bad_request", 400, reason="the body is not JSON") from None


class WsConnection:
    """One websocket: a bounded outbox drained by a writer task, so a slow client never blocks
    its table's owner."""

    OUTBOX = 256

    def __init__(self, ws: WebSocket) -> None:
        self.ws = ws
        self.seat: int | None = None
        self._outbox: asyncio.Queue[str | tuple[int, str]] = asyncio.Queue(self.OUTBOX + 8)
        self.closing = False

    def send(self, text: str) -> None:
        if self.closing:
            return
        if self._outbox.qsize() >= self.OUTBOX:
            self.close(1008, "client too slow")
            return
        self._outbox.put_nowait(text)

    def close(self, code: int, reason: str) -> None:
        if not self.closing:
            self.closing = True
            self._outbox.put_nowait((code, reason))

    async def writer(self) -> None:
        try:
            while True:
                item = await self._outbox.get()
                if isinstance(item, tuple):
                    await self.ws.close(item[0], item[1])
                    return
                await self.ws.send_text(item)
        except Exception:  # the socket went away
            self.closing = True


class Session:
    """Reads a websocket's frames: size, rate and JSON checks, then the message types."""

    def __init__(self, app_state: Any, ws: WebSocket, conn: WsConnection) -> None:
        self.hub: Hub = app_state.hub
        self.config: ServerConfig = app_state.config
        self.ws = ws
        self.conn = conn
        self.last_seen = time.monotonic()
        self.pinged = False
        self._allowance = float(2 * self.config.rate_limit)
        self._stamp = time.monotonic()
        self._strikes = 0
        self._pending: asyncio.Future[Any] | None = None

    def cancel(self) -> None:
        if self._pending is not None:
            self._pending.cancel()

    def error(self, exc: ServerError, *, fatal: bool = False) -> None:
        self.conn.send(dumps(exc.frame(fatal=fatal)))

    async def receive(self) -> dict[str, Any] | None:
        """The next valid message; None when the socket is gone or has been closed."""
        interval = self.config.ping_interval
        while not self.conn.closing:
            if self._pending is None:
                self._pending = asyncio.ensure_future(self.ws.receive())
            done, _ = await asyncio.wait({self._pending}, timeout=interval / 4)
            if not done:
                idle = time.monotonic() - self.last_seen
                if idle > interval:
                    self.conn.close(4008, "no pong within the ping interval")
                    return None
                if idle > interval / 2 and not self.pinged:
                    self.pinged = True
                    self.conn.send('{"type":"ping"}')
                continue
            frame = self._pending.result()
            self._pending = None
            if frame["type"] == "websocket.disconnect":
                self.conn.closing = True
                return None
            self.last_seen = time.monotonic()
            self.pinged = False
            text = frame.get("text")
            if text is None:
                raw = frame.get("bytes") or b""
                if len(raw) > self.config.max_frame:
                    self.too_big()
                    return None
                try:
                    text = raw.decode("utf-8")
                except UnicodeDecodeError:
                    self.error(ServerError("bad_json"))
                    continue
            if len(text) > self.config.max_frame:
                self.too_big()
                return None
            if not self._take_token():
                continue
            try:
                msg = guard.loads(text, not_json=ServerError("bad_json"))
            except ServerError as exc:
                self.error(exc)
                continue
            if not isinstance(msg, dict):
                self.error(ServerError("bad_json"))
                continue
            if not isinstance(msg.get("type"), str):
                self.error(ServerError("bad_message", reason="type must be a string"))
                continue
            return msg
        return None

    def too_big(self) -> None:
        self.error(ServerError("too_big", limit=self.config.max_frame), fatal=True)
        self.conn.close(1009, "message too big")

    def _take_token(self) -> bool:
        now = time.monotonic()
        rate = self.config.rate_limit
        self._allowance = min(2.0 * rate, self._allowance + (now - self._stamp) * rate)
        self._stamp = now
        if self._allowance >= 1:
            self._allowance -= 1
            return True
        self._strikes += 1
        if self._strikes > rate:
            self.error(ServerError("rate_limited", limit=rate), fatal=True)
            self.conn.close(1008, "too many messages")
        elif self._strikes == 1 or self._strikes % 10 == 0:
            self.error(ServerError("rate_limited", limit=rate))
        return False

    async def run(self, table_id: str) -> None:
        msg = await self.receive()
        if msg is None:
            return
        if msg["type"] != "hello":
            self.error(ServerError("hello_first"), fatal=True)
            self.conn.close(1008, "hello first")
            return
        token = msg.get("token")
        if token is not None and not isinstance(token, str):
            self.error(ServerError("bad_message", reason="token must be a string"), fatal=True)
            self.conn.close(4001, "bad token")
            return
        try:
            owner = await self.hub.owner(table_id)
        except ServerError as exc:
            if exc.key == "not_owner":
                view = await self.hub.mirror_view(table_id, token)
                if view is not None:
                    self.conn.send(view)
            self.error(exc, fatal=True)
            code = {"not_owner": 4009}.get(exc.key, 4004)
            self.conn.close(code, exc.message[:120])
            return
        since = msg.get("since")
        if since is not None and (isinstance(since, bool) or not isinstance(since, int)):
            self.error(ServerError("bad_message", reason="since must be a move number or null"))
            since = None
        conn = self.conn
        try:
            await owner.submit(lambda: owner.connect(conn, token, since))
        except ServerError as exc:
            self.error(exc, fatal=True)
            code = {"bad_token": 4001, "no_spectators": 4003}.get(exc.key, 4004)
            self.conn.close(code, exc.message[:120])
            return
        try:
            await self.loop(owner)
        finally:
            if not owner.stopped:
                owner.submit(lambda: owner.disconnect(conn))

    async def loop(self, owner: TableOwner) -> None:
        conn = self.conn
        while True:
            msg = await self.receive()
            if msg is None:
                return
            kind = msg["type"]
            try:
                if kind == "move":
                    move, action = msg.get("move"), msg.get("action")
                    await owner.submit(functools.partial(owner.play, conn, move, action))
                elif kind == "sync":
                    await owner.submit(lambda: owner.sync(conn))
                elif kind == "ping":
                    conn.send('{"type":"pong"}')
                elif kind == "pong":
                    pass
                elif kind == "hello":
                    self.error(ServerError("bad_message", reason="hello was already sent"))
                elif kind in ("leave", "rematch"):
                    seat = conn.seat
                    if seat is None:
                        raise ServerError("not_seated", 403)
                    if kind == "leave":
                        await owner.submit(functools.partial(owner.leave, seat))
                    else:
                        await owner.submit(owner.rematch)
                else:
                    self.error(ServerError("unknown_type", type=kind[:40]))
            except ServerError as exc:
                self.error(exc, fatal=exc.key in ("table_closed", "not_owner"))
                if exc.key in ("table_closed", "not_owner"):
                    conn.close(4004 if exc.key == "table_closed" else 4009, exc.message[:120])
                    return
            except Exception:
                log.exception("websocket: internal error")
                self.error(ServerError("internal", 500))
            if owner.stopped:
                return


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

    def hub_of(request: Request | WebSocket) -> Hub:
        hub: Hub = request.app.state.hub
        return hub

    # --- REST -----------------------------------------------------------------------------------
    @app.get("/api/health")
    async def health(request: Request) -> dict[str, Any]:
        hub = hub_of(request)
        return {
            "ok": True,
            "instance": config.instance,
            "db": hub.store.dialect,
            "version": ENGINE_VERSION,
        }

    @app.get("/api/games")
    async def games() -> dict[str, Any]:
        return {"games": [g.describe() for g in all_games()], "bots": bot_names()}

    @app.post("/api/tables", status_code=201)
    async def create_table(request: Request) -> dict[str, Any]:
        return await hub_of(request).create(await _body(request))

    @app.get("/api/tables")
    async def list_tables(request: Request, status: str | None = None) -> dict[str, Any]:
        statuses: list[str] | None
        if status is None:
            statuses = ["open", "playing", "finished"]
        elif status == "all":
            statuses = None
        elif status in STATUSES:
            statuses = [status]
        else:
            raise ServerError("bad_request", 422, reason=f"status must be one of {STATUSES}")
        return {"tables": await hub_of(request).lobby(statuses)}

    @app.get("/api/tables/{table_id}")
    async def get_table(request: Request, table_id: str) -> dict[str, Any]:
        return await hub_of(request).info(table_id)

    @app.post("/api/tables/{table_id}/join")
    async def join(request: Request, table_id: str) -> dict[str, Any]:
        body = await _body(request)
        if not isinstance(body, dict) or not isinstance(body.get("invite"), str):
            raise ServerError("bad_request", 422, reason="invite (a code) is required")
        name = clean_name(body.get("name", "player"))
        owner = await hub_of(request).owner(table_id)
        seat, token = await owner.submit(lambda: owner.join(body["invite"], name))
        return {"table_id": table_id, "seat": seat, "token": token, "name": name}

    @app.post("/api/tables/{table_id}/leave")
    async def leave(request: Request, table_id: str) -> dict[str, Any]:
        owner = await hub_of(request).owner(table_id)
        seat = owner.seat_of_token(_bearer(request))
        if seat is None:
            raise ServerError("bad_token", 403)
        await owner.submit(functools.partial(owner.leave, seat))
        return {"ok": True}

    @app.get("/api/tables/{table_id}/invites")
    async def invites(request: Request, table_id: str) -> dict[str, Any]:
        owner = await hub_of(request).owner(table_id)
        owner.check_host(_bearer(request))
        return owner.invites()

    @app.post("/api/tables/{table_id}/rematch")
    async def rematch(request: Request, table_id: str) -> dict[str, Any]:
        owner = await hub_of(request).owner(table_id)
        owner.check_seat_or_host(_bearer(request))
        await owner.submit(owner.rematch)
        return owner.info()

    @app.post("/api/tables/{table_id}/close")
    async def close(request: Request, table_id: str) -> dict[str, Any]:
        owner = await hub_of(request).owner(table_id)
        owner.check_host(_bearer(request))
        await owner.submit(owner.close)
        return owner.info()

    @app.get("/api/tables/{table_id}/matches")
    async def matches(request: Request, table_id: str) -> dict[str, Any]:
        return {"matches": await hub_of(request).matches(table_id)}

    @app.get("/api/matches/{match_id}/record")
    async def record(request: Request, match_id: int, download: bool = False) -> Response:
        data = await hub_of(request).record(match_id)
        headers = {}
        if download:
            headers["Content-Disposition"] = f'attachment; filename="match-{match_id}.json"'
        return JSONResponse(data, headers=headers)

    @app.get("/api/matches/{match_id}/replay")
    async def replay(request: Request, match_id: int) -> Response:
        """A finished match move by move, every seat's view after each move (the browser's
        replay page: it draws every hand without computing a rule)."""
        record = MatchRecord.from_json(await hub_of(request).record(match_id))
        frames = await asyncio.to_thread(replay_frames, get_game(record.game), record)
        body = {
            "match_id": match_id,
            "game": record.game,
            "players": record.players,
            "seats": record.seats,
            "frames": frames,
        }
        return Response(dumps(body), media_type="application/json")

    # --- websockets -----------------------------------------------------------------------------
    @app.websocket("/ws/tables/{table_id}")
    async def ws_table(ws: WebSocket, table_id: str) -> None:
        await ws.accept()
        conn = WsConnection(ws)
        writer = asyncio.create_task(conn.writer())
        session = Session(ws.app.state, ws, conn)
        try:
            await session.run(table_id)
        except WebSocketDisconnect:
            pass
        except Exception:
            log.exception("websocket: internal error")
            session.error(ServerError("internal", 500), fatal=True)
            conn.close(1011, "internal error")
        finally:
            session.cancel()
            conn.close(1000, "bye")
            try:
                await asyncio.wait_for(writer, 5)
            except (TimeoutError, Exception):
                writer.cancel()

    @app.websocket("/ws/lobby")
    async def ws_lobby(ws: WebSocket) -> None:
        await ws.accept()
        hub = hub_of(ws)
        receive: asyncio.Future[Any] = asyncio.ensure_future(ws.receive())
        try:
            while True:
                wait = asyncio.ensure_future(hub.lobby_wait())
                tables = await hub.lobby(["open", "playing", "finished"])
                await ws.send_text(dumps({"type": "lobby", "tables": tables}))
                await asyncio.wait(
                    {wait, receive},
                    timeout=config.ping_interval,
                    return_when=asyncio.FIRST_COMPLETED,
                )
                wait.cancel()
                if receive.done():
                    if receive.result()["type"] == "websocket.disconnect":
                        return
                    receive = asyncio.ensure_future(ws.receive())  # client frames are ignored
                await asyncio.sleep(0.5)  # at most two lobby messages a second
        except (WebSocketDisconnect, RuntimeError):
            return
        finally:
            receive.cancel()

    # --- the browser client ---------------------------------------------------------------------
    def index() -> Response:
        page = STATIC / "index.html"
        if page.is_file():
            return FileResponse(page)
        return HTMLResponse(FALLBACK_PAGE)

    @app.get("/", include_in_schema=False)
    async def root() -> Response:
        return index()

    @app.get("/t/{table_id}", include_in_schema=False)
    async def table_page(table_id: str) -> Response:
        return index()

    if STATIC.is_dir():
        app.mount("/", StaticFiles(directory=STATIC, check_dir=False), name="static")

    return app
