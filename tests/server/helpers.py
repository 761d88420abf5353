"""Helpers of the server tests: an app on a database, tables, seats, and reading frames."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from fastapi.testclient import TestClient
from tests.server.conftest import ThreadBots

from tapisvert.server.app import create_app
from tapisvert.server.hub import ServerConfig
from tapisvert.server.table import BotRunner

Message = dict[str, Any]


def make_client(db_url: str, bots: BotRunner | None = None, **config: Any) -> TestClient:
    """A TestClient on a fresh app (use it as a context manager to run the lifespan)."""
    config.setdefault("fixed_seeds", True)  # the tests choose their deals
    cfg = ServerConfig(db_url=db_url, **config)
    return TestClient(create_app(cfg, bots=bots or ThreadBots()))


def create(client: TestClient, **body: Any) -> Message:
    body.setdefault("game", "sabias")
    body.setdefault("players", 4)
    body.setdefault("options", {"max_hands": 1})
    r = client.post("/api/tables", json=body)
    assert r.status_code == 201, r.text
    data: Message = r.json()
    return data


def join(client: TestClient, table: Message, seat: int = 0, name: str = "Alice") -> str:
    code = next(i["code"] for i in table["invites"] if i["seat"] == seat)
    r = client.post(f"/api/tables/{table['id']}/join", json={"invite": code, "name": name})
    assert r.status_code == 200, r.text
    token: str = r.json()["token"]
    return token


def until(ws: Any, pred: Callable[[Message], bool], limit: int = 2000) -> Message:
    """Read frames until one satisfies `pred` (answering pings); fails after `limit` frames."""
    for _ in range(limit):
        msg: Message = ws.receive_json()
        if msg.get("type") == "ping":
            ws.send_json({"type": "pong"})
            continue
        if pred(msg):
            return msg
    raise AssertionError("no such frame")


def state(ws: Any) -> Message:
    return until(ws, lambda m: m["type"] == "state")


def my_turn(seat: int) -> Callable[[Message], bool]:
    return lambda m: m["type"] == "state" and (m["over"] or (m["to_act"] == seat and m["legal"]))


def play_out(
    ws: Any, seat: int, pick: Callable[[list[str]], str] = lambda legal: legal[0]
) -> Message:
    """Play `seat` until the match is over; returns the last state."""
    while True:
        msg = until(ws, my_turn(seat))
        if msg["over"]:
            return msg
        ws.send_json({"type": "move", "move": msg["move"], "action": pick(msg["legal"])})
