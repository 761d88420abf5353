"""Real server processes: SIGKILL mid-hand and restart; two processes on one PostgreSQL."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest
from tests.server.procs import Server, free_port, my_state, play_to_end, recv
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from tapisvert.core.records import MatchRecord
from tapisvert.core.replay import replay
from tapisvert.games import get_game

SEATS = [{"kind": "human"}, {"kind": "bot", "bot": "random"}, {"kind": "bot", "bot": "heuristic"}]


def test_sigkill_mid_hand_loses_no_acknowledged_move(db_url: str, tmp_path: Path) -> None:
    port = free_port()
    server = Server(db_url, port, tmp_path / "serve.log").start()
    try:
        assert "was empty, upgraded to revision" in server.output()
        table = server.post(
            "/api/tables",
            {
                "game": "sabias",
                "players": 3,
                "seats": SEATS,
                "options": {"max_hands": 1},
                "seed": 99,
                "clock": {"bank": 600, "increment": 10},
            },
        )
        joined = server.post(
            f"/api/tables/{table['id']}/join",
            {"invite": table["invites"][0]["code"], "name": "Alice"},
        )
        token = joined["token"]
        acknowledged: list[tuple[int, str]] = []
        with server.ws(table["id"]) as ws:
            ws.send(json.dumps({"type": "hello", "token": token}))
            msg = my_state(ws, 0)
            for _ in range(4):
                assert not msg["over"]
                action = msg["legal"][0]
                ws.send(json.dumps({"type": "move", "move": msg["move"], "action": action}))
                while True:  # the view that shows the move is its acknowledgement
                    seen = recv(ws)
                    if seen["type"] == "state" and seen["event"] and seen["event"]["seat"] == 0:
                        acknowledged.append((seen["event"]["move"], action))
                        break
                # the acknowledgement may itself be the next turn
                msg = seen if seen["to_act"] == 0 and seen["legal"] else my_state(ws, 0)
            last_seen = seen["move"]
        server.kill()
        server = Server(db_url, port, tmp_path / "serve2.log").start()
        assert "(current)" in server.output()
        with server.ws(table["id"]) as ws:
            ws.send(json.dumps({"type": "hello", "token": token, "since": last_seen}))
            welcome = recv(ws)
            assert welcome["type"] == "welcome" and welcome["seat"] == 0
            back = recv(ws)
            if back["type"] == "missed":  # the bots moved after the last view it saw
                assert back["since"] == last_seen and back["events"][0]["move"] == last_seen + 1
                caught_up = back["events"][-1]["move"]
                back = recv(ws)
                assert back["move"] == caught_up
            assert back["type"] == "state" and back["move"] >= last_seen
            assert back["clocks"] is not None
            play_to_end(ws, 0, back)
        match_id = table["match"]["match_id"]
        record = server.get(f"/api/matches/{match_id}/record")
        moves = [a for h in record["hands"] for a in h["actions"]]
        for number, action in acknowledged:
            assert moves[number - 1] == [0, action], "an acknowledged move was lost"
        replay(get_game("sabias"), MatchRecord.from_json(record))
    finally:
        server.stop()


def test_two_processes_share_one_postgresql(pg_url: str, tmp_path: Path) -> None:
    a = Server(pg_url, free_port(), tmp_path / "a.log", "--lease", "2").start()
    b = Server(pg_url, free_port(), tmp_path / "b.log", "--lease", "2").start()
    try:
        table = a.post(
            "/api/tables",
            {
                "game": "sabias",
                "players": 3,
                "seats": SEATS,
                "options": {"max_hands": 1},
                "seed": 5,
            },
        )
        other = b.post("/api/tables", {"game": "poch", "players": 3})
        # each lobby lists the tables of both
        for server in (a, b):
            ids = {t["id"] for t in server.get("/api/tables")["tables"]}
            assert ids == {table["id"], other["id"]}
        # b's lobby socket is woken by a's change (LISTEN/NOTIFY), then re-reads the database
        with connect(f"ws://127.0.0.1:{b.port}/ws/lobby") as lobby:
            first = json.loads(lobby.recv(timeout=20))
            assert first["type"] == "lobby"
            third = a.post("/api/tables", {"game": "familles", "players": 3})
            deadline = time.monotonic() + 20
            while time.monotonic() < deadline:
                msg = json.loads(lobby.recv(timeout=20))
                if third["id"] in {t["id"] for t in msg["tables"]}:
                    break
            else:
                raise AssertionError("b's lobby never showed a's new table")
        joined = a.post(
            f"/api/tables/{table['id']}/join",
            {"invite": table["invites"][0]["code"], "name": "Alice"},
        )
        token = joined["token"]
        # a move that reaches the process that does not own the table: refused with a resync
        with b.ws(table["id"]) as ws:
            ws.send(json.dumps({"type": "hello", "token": token}))
            view = recv(ws)
            assert view["type"] == "state" and view["cause"] == "resync" and view["seat"] == 0
            err = json.loads(ws.recv(timeout=20))
            assert err["type"] == "error" and err["key"] == "not_owner" and err["fatal"]
            with pytest.raises(ConnectionClosed) as info:
                ws.recv(timeout=20)
            assert info.value.rcvd is not None and info.value.rcvd.code == 4009
        assert b.get(f"/api/tables/{table['id']}")["match"]["move"] == view["move"]
        with a.ws(table["id"]) as ws:
            ws.send(json.dumps({"type": "hello", "token": token}))
            msg = my_state(ws, 0)
            ws.send(json.dumps({"type": "move", "move": msg["move"], "action": msg["legal"][0]}))
            while True:
                seen = recv(ws)
                if seen["type"] == "state" and seen["event"] and seen["event"]["seat"] == 0:
                    break
        a.kill()  # b adopts a's tables once their leases expire
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            info = b.get(f"/api/tables/{table['id']}")
            if info["spectators_connected"] is not None:  # live in b
                break
            time.sleep(0.5)
        with b.ws(table["id"]) as ws:
            ws.send(json.dumps({"type": "hello", "token": token}))
            assert recv(ws)["type"] == "welcome"
            play_to_end(ws, 0, recv(ws))
        record = b.get(f"/api/matches/{table['match']['match_id']}/record")
        replay(get_game("sabias"), MatchRecord.from_json(record))
    finally:
        for s in (a, b):
            s.stop()
