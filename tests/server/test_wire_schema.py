"""What the server sends the browser matches docs/schema/wire/frames.json, the schema the client's
TypeScript types are generated from (`make types`, web/src/types/wire.ts): every game's listing of
GET /api/games and the state frames of a hand of every game, with their actions, prompt, events,
log and breakdown, validate against it."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from jsonschema import Draft202012Validator
from tests.server.helpers import create, join, make_client, state, until

from tapisvert import all_games

WIRE = Path(__file__).resolve().parents[2] / "docs" / "schema" / "wire" / "frames.json"


def validator(definition: str) -> Draft202012Validator:
    defs = json.loads(WIRE.read_text(encoding="utf-8"))["$defs"]
    return Draft202012Validator({"$ref": f"#/$defs/{definition}", "$defs": defs})


def test_the_games_listing_matches_the_wire_schema(db_url: str) -> None:
    check = validator("GameListing")
    with make_client(db_url) as client:
        games = client.get("/api/games").json()["games"]
    assert {g["id"] for g in games} == {g.id for g in all_games()}
    for game in games:
        check.validate(game)
        assert game["cards"], game["id"]


@pytest.mark.parametrize("game", [g.id for g in all_games()])
def test_state_frames_match_the_wire_schema(db_url: str, game: str) -> None:
    check = validator("StateFrame")
    players = next(g for g in all_games() if g.id == game).player_counts[0]
    seats: list[dict[str, Any]] = [{"kind": "human"}]
    seats += [{"kind": "bot", "bot": "random"}] * (players - 1)
    with make_client(db_url) as client:
        table = create(client, game=game, players=players, seats=seats, seed=3)
        token = join(client, table)
        with client.websocket_connect(f"/ws/tables/{table['id']}") as ws:
            ws.send_json({"type": "hello", "token": token})
            until(ws, lambda m: m["type"] == "welcome")
            seen = {"actions": 0, "events": 0, "log": 0}
            for _ in range(40):
                frame = state(ws)
                check.validate(frame)
                seen["actions"] += bool(frame["actions"])
                seen["events"] += bool(frame["events"])
                seen["log"] += "log" in frame
                if frame["over"]:
                    break
                if frame["to_act"] == 0 and frame["actions"]:
                    assert len(frame["actions"]) == len(frame["legal"])
                    ws.send_json(
                        {"type": "move", "move": frame["move"], "action": frame["legal"][0]}
                    )
            assert seen["actions"] and seen["events"] and seen["log"], seen
