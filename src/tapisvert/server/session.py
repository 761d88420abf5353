"""A websocket's two halves: `WsConnection` writes (a bounded outbox drained by a writer task),
`Session` reads (size, rate and JSON checks, then the message types of docs/server.md)."""

from __future__ import annotations

import asyncio
import logging
import time
from typing import Any

from fastapi import WebSocket

from tapisvert.server import guard
from tapisvert.server.errors import ServerError
from tapisvert.server.fanout import SyncLimiter
from tapisvert.server.hub import Hub, ServerConfig
from tapisvert.server.messages import (
    Chat,
    Connect,
    Disconnect,
    HintAsk,
    Leave,
    NextHand,
    Play,
    Rematch,
    ReviewAsk,
    Sync,
)
from tapisvert.server.table import TableOwner
from tapisvert.server.views import dumps

log = logging.getLogger("tapisvert.server")


class WsConnection:
    """One websocket: a bounded outbox drained by a writer task, so a slow client never blocks
    its table's owner."""

    OUTBOX = 256

    def __init__(self, ws: WebSocket) -> None:
        self.ws = ws
        self.seat: int | None = None
        # frames, a closing (code, reason), or None: the client is gone, the writer ends
        self._outbox: asyncio.Queue[str | tuple[int, str] | None] = asyncio.Queue(self.OUTBOX + 8)
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

    def gone(self) -> None:
        """The client disconnected: nothing more is sent, and the writer ends now (not after
        the handler's 5 s wait for it, a task held per departed socket)."""
        if not self.closing:
            self.closing = True
            self._outbox.put_nowait(None)

    async def writer(self) -> None:
        try:
            while True:
                item = await self._outbox.get()
                if item is None:
                    return
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
        self.syncs = SyncLimiter(self.config.sync_interval)
        self._sync_later: asyncio.TimerHandle | None = None

    def cancel(self) -> None:
        if self._pending is not None:
            self._pending.cancel()
        if self._sync_later is not None:
            self._sync_later.cancel()

    async def sync(self, owner: TableOwner) -> None:
        """A `sync`: answered now, or once at the end of the socket's sync interval for every
        sync asked meanwhile (a flood of syncs costs one view per interval, not one each)."""
        delay = self.syncs.request()
        if delay == 0:
            await owner.submit(Sync(self.conn))
        elif delay is not None:
            self._sync_later = asyncio.get_running_loop().call_later(
                delay, self._deferred_sync, owner
            )

    def _deferred_sync(self, owner: TableOwner) -> None:
        self._sync_later = None
        self.syncs.fired()
        if owner.stopped or self.conn.closing:
            return
        answer = owner.submit(Sync(self.conn))
        answer.add_done_callback(lambda f: f.exception() if not f.cancelled() else None)

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
                self.conn.gone()
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
            await owner.submit(Connect(conn, token, since))
        except ServerError as exc:
            self.error(exc, fatal=True)
            code = {"bad_token": 4001, "no_spectators": 4003}.get(exc.key, 4004)
            self.conn.close(code, exc.message[:120])
            return
        try:
            await self.loop(owner)
        finally:
            if not owner.stopped:
                owner.submit(Disconnect(conn))

    async def loop(self, owner: TableOwner) -> None:
        conn = self.conn
        while True:
            msg = await self.receive()
            if msg is None:
                return
            kind = msg["type"]
            try:
                if kind == "move":
                    await owner.submit(Play(conn, msg.get("move"), msg.get("action")))
                elif kind == "sync":
                    await self.sync(owner)
                elif kind == "ping":
                    conn.send('{"type":"pong"}')
                elif kind == "pong":
                    pass
                elif kind == "hint":
                    await owner.submit(HintAsk(conn, msg.get("move")))
                elif kind == "review":
                    await owner.submit(ReviewAsk(conn, msg.get("hand"), msg.get("seat")))
                elif kind == "chat":
                    await owner.submit(Chat(conn, msg.get("quick"), msg.get("text")))
                elif kind == "next_hand":
                    if conn.seat is None:
                        raise ServerError("not_seated", 403)
                    await owner.submit(NextHand(conn.seat))
                elif kind == "hello":
                    self.error(ServerError("bad_message", reason="hello was already sent"))
                elif kind in ("leave", "rematch"):
                    seat = conn.seat
                    if seat is None:
                        raise ServerError("not_seated", 403)
                    if kind == "leave":
                        await owner.submit(Leave(seat))
                    else:
                        await owner.submit(Rematch())
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
