"""The websockets: a table's (`/ws/tables/{table_id}`, play and watch) and the lobby's."""

from __future__ import annotations

import asyncio
import logging
from typing import Any

from fastapi import APIRouter, WebSocket
from starlette.websockets import WebSocketDisconnect

from tapisvert.server.errors import ServerError
from tapisvert.server.routes.common import hub_of
from tapisvert.server.session import Session, WsConnection
from tapisvert.server.views import dumps

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
                timeout=hub.config.ping_interval,
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
