"""Secrets stay secret: nothing a client can read while a match is played tells its deals.

A match's seed reproduces every hand of every seat, so it is published only with the record, once
the match is over; and a public server chooses every seed itself (a host who fixed one would know
the deals in advance). The leak test reads every GET route of the app and every frame a spectator
and a seated player receive, then tries each number found there as a seed: none may reproduce a
hand its reader cannot see.
"""

from __future__ import annotations

import json
import logging
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.routing import APIRoute
from fastapi.testclient import TestClient
from tests.server.helpers import Message, join, make_client, play_out, state, until

from tapisvert.core.chance import match_seed
from tapisvert.core.protocol import GameState
from tapisvert.games import get_game
from tapisvert.server.table import TableOwner

GAME, PLAYERS, OPTIONS = "sabias", 4, {"max_hands": 1}
ONE_HUMAN = [{"kind": "human"}] + [{"kind": "bot", "bot": "random"}] * 3


def _numbers(value: Any) -> Iterator[int]:
    """Every integer in a JSON value, and every run of digits in its strings (a seed sent as
    text, or inside a URL, counts too)."""
    if isinstance(value, bool):
        return
    if isinstance(value, int):
        yield value
    elif isinstance(value, str):
        yield from (int(m) for m in re.findall(r"\d+", value))
    elif isinstance(value, dict):
        for k, v in value.items():
            yield from _numbers(k)
            yield from _numbers(v)
    elif isinstance(value, list):
        for v in value:
            yield from _numbers(v)


def _hands_told(candidates: set[int], deal: GameState, hidden_to: int) -> list[int]:
    """The candidates that, taken as a match or a table seed, reproduce a hand of `deal` that seat
    `hidden_to` cannot see (another seat's view of the first move: its hand)."""
    game = get_game(GAME)
    told = []
    others = [s for s in range(PLAYERS) if s != hidden_to]
    for n in candidates:
        for seed in {n % 2**63, match_seed(n, 1)}:
            guess = game.new(PLAYERS, seed, **OPTIONS)
            if any(guess.observation(s) == deal.observation(s) for s in others):
                told.append(n)
    return told


def _owner(client: TestClient, table_id: str) -> TableOwner:
    owner: TableOwner = client.app.state.hub.owners[table_id]  # type: ignore[attr-defined]
    return owner


def _get_routes(client: TestClient) -> set[str]:
    paths = set()
    for route in client.app.routes:  # type: ignore[attr-defined]
        if isinstance(route, APIRoute) and "GET" in (route.methods or set()):
            paths.add(route.path)
    return paths


def test_a_public_server_refuses_a_fixed_seed(tmp_path: Path) -> None:
    with make_client(f"sqlite:///{tmp_path}/t.db", fixed_seeds=False) as client:
        r = client.post("/api/tables", json={"game": GAME, "players": PLAYERS, "seed": 7})
        assert r.status_code == 422
        assert r.json()["error"]["key"] == "seed_not_allowed"
        assert "deals" in r.json()["error"]["message"]
        assert client.get("/api/tables").json()["tables"] == []  # nothing was created
        r = client.post("/api/tables", json={"game": GAME, "players": PLAYERS})
        assert r.status_code == 201


def test_no_route_or_frame_tells_a_hidden_hand(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    with make_client(f"sqlite:///{tmp_path}/t.db", fixed_seeds=False) as client:
        r = client.post(
            "/api/tables",
            json={"game": GAME, "players": PLAYERS, "options": OPTIONS, "seats": ONE_HUMAN},
        )
        assert r.status_code == 201
        table: Message = r.json()
        tid, host = table["id"], table["host_token"]
        token = join(client, table, 0, "Alice")
        owner = _owner(client, tid)
        secret = owner.match_seed
        deal = get_game(GAME).new(PLAYERS, secret, **OPTIONS)
        # the check itself can fail: the true seeds tell the hands
        assert set(_hands_told({secret, owner.table_seed}, deal, 0)) == {secret, owner.table_seed}

        bodies: list[Any] = []
        with (
            client.websocket_connect(f"/ws/tables/{tid}") as player,
            client.websocket_connect(f"/ws/tables/{tid}") as spectator,
        ):
            player.send_json({"type": "hello", "token": token})
            spectator.send_json({"type": "hello"})
            for _ in range(6):  # a few moves in: every frame read meanwhile is checked
                msg = until(player, lambda m: m["type"] == "state" and m["to_act"] == 0)
                bodies.append(msg)
                player.send_json({"type": "move", "move": msg["move"], "action": msg["legal"][0]})
            bodies.append(state(spectator))
            assert not owner.state.is_over()
            match_id = owner.match_id
            paths: dict[str, list[dict[str, str]]] = {
                "/api/health": [{}],
                "/api/games": [{}],
                "/api/games/{game_id}": [{}],
                "/api/tables": [{}, {"Authorization": f"Bearer {host}"}],
                "/api/tables/{table_id}": [{}, {"Authorization": f"Bearer {token}"}],
                "/api/tables/{table_id}/matches": [{}, {"Authorization": f"Bearer {host}"}],
                "/api/tables/{table_id}/invites": [{"Authorization": f"Bearer {host}"}],
                "/api/matches/{match_id}/record": [{}],
                "/api/matches/{match_id}/replay": [{}],
            }
            # every GET route of the app is read here: a new one must be added to this list
            assert _get_routes(client) - set(paths) <= {"/", "/t/{table_id}"}
            for path, headers in paths.items():
                url = path.format(table_id=tid, match_id=match_id, game_id=GAME)
                for h in headers:
                    r = client.get(url, headers=h)
                    assert r.status_code < 500, (url, r.text)
                    bodies.append(r.json())
            with client.websocket_connect("/ws/lobby") as lobby:
                bodies.append(lobby.receive_json())
        text = json.dumps(bodies)
        for seed in (secret, owner.table_seed):
            assert str(seed) not in text
            assert str(seed) not in caplog.text
        assert _hands_told(set(_numbers(bodies)), deal, 0) == []


def test_the_seed_is_published_with_the_record_once_the_match_is_over(db_url: str) -> None:
    with make_client(db_url, fixed_seeds=False) as client:
        r = client.post(
            "/api/tables",
            json={"game": "poch", "players": 3, "seats": [{"kind": "bot", "bot": "random"}] * 3},
        )
        table = r.json()
        matches = client.get(f"/api/tables/{table['id']}/matches").json()["matches"]
        assert matches[0]["seed"] is None
        with client.websocket_connect(f"/ws/tables/{table['id']}") as ws:
            ws.send_json({"type": "hello"})
            assert play_out(ws, seat=-1)["over"]
        seed = _owner(client, table["id"]).match_seed
        matches = client.get(f"/api/tables/{table['id']}/matches").json()["matches"]
        assert matches[0]["over"] and matches[0]["seed"] == seed
        record = client.get(f"/api/matches/{matches[0]['match_id']}/record").json()
        assert int(record["seed"]) == seed
