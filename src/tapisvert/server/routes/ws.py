"""The websockets: a table's (`/ws/tables/{table_id}`, play and watch) and the lobby's (one
shared snapshot per batch of changes: `lobby.py`)."""

from __future__ import annotations

import asyncio
import logging
from typing import Any

from fastapi import APIRouter, WebSocket
from starlette.websockets import WebSocketDisconnect

from tapisvert.server.errors import ServerError
from tapisvert.server.fanout import STATS
from tapisvert.server.lobby import LobbySubscriber
from tapisvert.server.routes.common import hub_of
from tapisvert.server.session import Session, WsConnection

log = logging.getLogger("tapisvert.server")

router = APIRouter()


@router.websocket("/ws/tables/{table_id}")
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


@router.websocket("/ws/lobby")
async def ws_lobby(ws: WebSocket) -> None:
    """The lobby: the hub's LobbyFeed builds one snapshot per batch of changes and every lobby
    socket sends that same text; client frames are read and ignored. A socket that heard nothing
    for `ping_interval` gets the current snapshot again (kept text: no database read), so that a
    quiet lobby is not cut by a proxy's read timeout."""
    await ws.accept()
    hub = hub_of(ws)
    feed = hub.lobby_feed
    sub = LobbySubscriber()
    feed.subscribe(sub)
    receive: asyncio.Future[Any] = asyncio.ensure_future(ws.receive())
    news: asyncio.Future[str] = asyncio.ensure_future(sub.next())
    try:
        while True:
            await asyncio.wait(
                {news, receive},
                timeout=hub.config.ping_interval,
                return_when=asyncio.FIRST_COMPLETED,
            )
            if not news.done() and not receive.done() and feed.latest is not None:
                await ws.send_text(feed.latest)
                continue
            if receive.done():
                if receive.result()["type"] == "websocket.disconnect":
                    return
                receive = asyncio.ensure_future(ws.receive())  # client frames are ignored
            if news.done():
                await ws.send_text(news.result())
                STATS.lobby_frames += 1
                news = asyncio.ensure_future(sub.next())
    except (WebSocketDisconnect, RuntimeError):
        return
    finally:
        feed.unsubscribe(sub)
        receive.cancel()
        news.cancel()
