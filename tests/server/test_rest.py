"""The REST API: creating, listing, joining, invites, records; every refusal has a key."""

from __future__ import annotations

import json

import pytest
from tests.server.helpers import create, join, make_client, play_out, state

from tapisvert.core.records import MatchRecord
from tapisvert.core.replay import replay
from tapisvert.games import get_game


def test_create_list_join_and_record(db_url: str) -> None:
    with make_client(db_url) as client:
        assert client.get("/api/health").json()["ok"]
        games = client.get("/api/games").json()
        assert {g["id"] for g in games["games"]} >= {"sabias", "poch"}
        assert "heuristic" in games["bots"]
        # the player counts of each option, from the game's options module
        listed = {g["id"]: {o["name"]: o["players"] for o in g["options"]} for g in games["games"]}
        assert listed["sabias"]["four_player_mode"] == [4]
        assert listed["sabias"]["ecart"] == [3, 4, 5]
        assert listed["seven-seals"]["saboteur_base_3p"] == [3]
        table = create(
            client,
            seats=[
                {"kind": "human"},
                {"kind": "human"},
                {"kind": "bot", "bot": "random"},
                {"kind": "bot", "bot": "heuristic"},
            ],
            name="Friday",
        )
        assert table["status"] == "open" and table["free_seats"] == 2
        assert table["options"]["max_hands"] == 1 and len(table["invites"]) == 2
        assert table["invites"][0]["url"].endswith(
            f"/t/{table['id']}?invite={table['invites'][0]['code']}"
        )
        lobby = client.get("/api/tables").json()["tables"]
        assert [t["id"] for t in lobby] == [table["id"]]
        # an invite is checked before the name is asked: the seat it claims, or its refusal
        check = f"/api/tables/{table['id']}/invite"
        r = client.post(check, json={"invite": table["invites"][1]["code"]})
        assert r.status_code == 200 and r.json() == {
            "table_id": table["id"],
            "seat": 1,
            "game": "sabias",
            "players": 4,
            "name": "Friday",
            "status": "open",
        }
        assert client.post(check, json={"invite": "nope"}).json()["error"]["key"] == "bad_invite"
        r = client.post("/api/tables/nowhere/invite", json={"invite": "x"})
        assert r.status_code == 404 and r.json()["error"]["key"] == "unknown_table"
        alice = join(client, table, 0, "Alice")
        r = client.post(check, json={"invite": table["invites"][0]["code"]})
        assert r.status_code == 409 and r.json()["error"] == {
            "key": "seat_taken",
            "args": {"seat": 0},
            "message": r.json()["error"]["message"],
        }
        assert client.post(check, json={"invite": table["any"]["code"]}).json()["seat"] == 1
        r = client.post(
            f"/api/tables/{table['id']}/join",
            json={"invite": table["any"]["code"], "name": "  Bob  "},
        )
        assert r.json()["seat"] == 1 and r.json()["name"] == "Bob"
        bob = r.json()["token"]
        info = client.get(f"/api/tables/{table['id']}").json()
        assert info["status"] == "playing" and info["free_seats"] == 0
        assert [s["name"] for s in info["seats"]][:2] == ["Alice", "Bob"]
        assert info["seats"][0]["connected"] is False
        # the seat is taken, the table is full
        r = client.post(
            f"/api/tables/{table['id']}/join",
            json={"invite": table["invites"][0]["code"], "name": "Eve"},
        )
        assert r.status_code == 409 and r.json()["error"]["key"] == "seat_taken"
        r = client.post(
            f"/api/tables/{table['id']}/join", json={"invite": table["any"]["code"], "name": "Eve"}
        )
        assert r.json()["error"]["key"] == "table_full"
        r = client.post(check, json={"invite": table["any"]["code"]})
        assert r.status_code == 409 and r.json()["error"]["key"] == "table_full"
        match_id = info["match"]["match_id"]
        r = client.get(f"/api/matches/{match_id}/record")
        assert r.status_code == 409 and r.json()["error"]["key"] == "match_not_over"
        with (
            client.websocket_connect(f"/ws/tables/{table['id']}") as a,
            client.websocket_connect(f"/ws/tables/{table['id']}") as b,
        ):
            a.send_json({"type": "hello", "token": alice})
            b.send_json({"type": "hello", "token": bob})
            msg_a, msg_b = state(a), state(b)
            assert msg_a["seat"] == 0 and msg_b["seat"] == 1
            # two players: each plays its seat in turn from one thread
            while True:
                while msg_a["move"] != msg_b["move"]:
                    if msg_a["move"] < msg_b["move"]:
                        msg_a = state(a)
                    else:
                        msg_b = state(b)
                if msg_a["over"]:
                    break
                for ws, msg in ((a, msg_a), (b, msg_b)):
                    if msg["legal"]:
                        ws.send_json(
                            {"type": "move", "move": msg["move"], "action": msg["legal"][-1]}
                        )
                msg_a, msg_b = state(a), state(b)
        record = client.get(f"/api/matches/{match_id}/record").json()
        assert record["seats"] == ["human:Alice", "human:Bob", "random", "heuristic"]
        final = replay(get_game("sabias"), MatchRecord.from_json(json.loads(json.dumps(record))))
        assert final.is_over()
        # the replay carries each hand's breakdown, as the table's result panel shows it
        shown = client.get(f"/api/matches/{match_id}/replay").json()
        assert shown["breakdowns"] == [
            [m.to_json() for m in get_game("sabias").describe_hand(r)] for r in final.hand_results()
        ]
        assert shown["breakdowns"][0] and shown["frames"][-1]["hand"] == len(record["hands"]) - 1
        matches = client.get(f"/api/tables/{table['id']}/matches").json()["matches"]
        assert matches[0]["over"] and matches[0]["moves"] == sum(
            len(h["actions"]) for h in record["hands"]
        )
        # rematch: the same seats, the next match
        r = client.post(
            f"/api/tables/{table['id']}/rematch", headers={"Authorization": f"Bearer {alice}"}
        )
        assert r.status_code == 200 and r.json()["match"]["number"] == 2
        assert r.json()["match"]["move"] == 0 and r.json()["status"] == "playing"


@pytest.mark.parametrize(
    ("body", "key"),
    [
        ({"game": "chess"}, "unknown_game"),
        ({}, "unknown_game"),
        ({"game": "sabias", "players": 9}, "bad_players"),
        ({"game": "sabias", "players": "4"}, "bad_players"),
        ({"game": "sabias", "options": {"nope": 1}}, "bad_option"),
        ({"game": "sabias", "options": {"max_hands": 0}}, "bad_option"),
        ({"game": "sabias", "players": 3, "seats": [{"kind": "human"}]}, "bad_seats"),
        (
            {
                "game": "sabias",
                "players": 3,
                "seats": [{"kind": "human"}, {"kind": "bot", "bot": "genius"}, {"kind": "human"}],
            },
            "bad_bot",
        ),
        (
            {
                "game": "sabias",
                "players": 3,
                "seats": [
                    {"kind": "human"},
                    {"kind": "bot", "bot": "ismcts:foo=1"},
                    {"kind": "human"},
                ],
            },
            "bad_bot",
        ),
        ({"game": "sabias", "clock": {"bank": -5}}, "bad_clock"),
        ({"game": "sabias", "clock": {"bank": 60, "hurry": 1}}, "bad_clock"),
        ({"game": "sabias", "on_leave": {"policy": "explode"}}, "bad_request"),
        ({"game": "sabias", "colour": "green"}, "bad_request"),
        ([1, 2], "bad_request"),
    ],
)
def test_create_refusals(tmp_path: object, body: object, key: str) -> None:
    with make_client(f"sqlite:///{tmp_path}/t.db") as client:
        r = client.post("/api/tables", json=body)
        assert r.status_code == 422, r.text
        error = r.json()["error"]
        assert error["key"] == key and error["message"]
        assert client.get("/api/tables").json()["tables"] == []
        if key == "bad_option":  # the option is named, for the client to say which
            assert error["args"]["option"] == next(iter(body["options"]))  # type: ignore[index]


def test_bad_requests_answer_json_errors(tmp_path: object) -> None:
    with make_client(f"sqlite:///{tmp_path}/t.db") as client:
        r = client.post(
            "/api/tables", content=b"{not json", headers={"content-type": "application/json"}
        )
        assert r.status_code == 400 and r.json()["error"]["key"] == "bad_request"
        r = client.get("/api/tables/nosuch")
        assert r.status_code == 404 and r.json()["error"]["key"] == "unknown_table"
        assert r.json()["error"]["args"] == {"table_id": "nosuch"}
        table = create(client)
        r = client.post(f"/api/tables/{table['id']}/join", json={"invite": "x", "name": "A"})
        assert r.status_code == 403 and r.json()["error"]["key"] == "bad_invite"
        r = client.post(f"/api/tables/{table['id']}/join", json={"name": "A"})
        assert r.json()["error"]["key"] == "bad_request"
        r = client.get(f"/api/tables/{table['id']}/invites")
        assert r.status_code == 403 and r.json()["error"]["key"] == "bad_host_token"
        r = client.get(
            f"/api/tables/{table['id']}/invites",
            headers={"Authorization": f"Bearer {table['host_token']}"},
        )
        assert r.json()["any"]["code"] == table["any"]["code"]
        r = client.post(
            f"/api/tables/{table['id']}/rematch",
            headers={"Authorization": f"Bearer {table['host_token']}"},
        )
        assert r.status_code == 409 and r.json()["error"]["key"] == "match_not_over"
        r = client.get("/api/matches/999/record")
        assert r.status_code == 404 and r.json()["error"]["key"] == "unknown_match"
        r = client.get("/api/tables?status=weird")
        assert r.json()["error"]["key"] == "bad_request"
        # closing: the host only; a closed table is out of the lobby and refuses connections
        r = client.post(
            f"/api/tables/{table['id']}/close",
            headers={"Authorization": f"Bearer {table['host_token']}"},
        )
        assert r.status_code == 200 and r.json()["status"] == "closed"
        assert client.get("/api/tables").json()["tables"] == []
        assert client.get("/api/tables?status=closed").json()["tables"][0]["id"] == table["id"]
        with client.websocket_connect(f"/ws/tables/{table['id']}") as ws:
            ws.send_json({"type": "hello"})
            err = ws.receive_json()
            assert err["type"] == "error" and err["key"] == "table_closed" and err["fatal"]


def test_static_fallback_and_openapi(tmp_path: object) -> None:
    with make_client(f"sqlite:///{tmp_path}/t.db") as client:
        for path in ("/", "/t/abc"):
            r = client.get(path)
            assert r.status_code == 200 and "text/html" in r.headers["content-type"]
        assert client.get("/openapi.json").status_code == 200


def test_all_bot_table_plays_by_itself(db_url: str) -> None:
    with make_client(db_url) as client:
        table = create(client, game="poch", players=3, seats=[{"kind": "bot", "bot": "random"}] * 3)
        assert table["status"] == "playing"
        with client.websocket_connect(f"/ws/tables/{table['id']}") as ws:
            ws.send_json({"type": "hello"})
            last = play_out(ws, seat=-1)
            assert last["seat"] is None and last["result"]["over"]
