"""Bot levels over the API: GET /api/games lists each game's levels, a bot seat may be asked for
by a level's name, and the table shows each bot's level."""

from __future__ import annotations

from tests.server.helpers import create, make_client

from tapisvert.bots import LEVEL_NAMES
from tapisvert.games import all_games
from tapisvert.sim.ratings import level_ratings, measured


def test_the_games_listing_names_each_games_levels(db_url: str) -> None:
    with make_client(db_url) as client:
        games = client.get("/api/games").json()["games"]
        one = client.get("/api/games/poch").json()
    for game in games:
        levels = game["levels"]
        assert [lv["name"] for lv in levels] == list(LEVEL_NAMES), game["id"]
        assert [lv["key"] for lv in levels] == [f"level-{n}" for n in LEVEL_NAMES]
        expected = next(g for g in all_games() if g.id == game["id"]).levels()
        assert {lv["name"]: lv["spec"] for lv in levels} == expected
    assert one["levels"] == next(g for g in games if g["id"] == "poch")["levels"]


def test_each_level_carries_its_rating_where_it_was_measured_and_null_elsewhere(
    db_url: str,
) -> None:
    with make_client(db_url) as client:
        games = client.get("/api/games").json()["games"]
    rated = 0
    for game in games:
        for lv in game["levels"]:
            assert set(lv["ratings"]) == {str(n) for n in game["players"]}, game["id"]
            for players, shown in lv["ratings"].items():
                fitted = level_ratings(game["id"], int(players)).get(lv["name"])
                if fitted is None:
                    assert shown is None, (game["id"], players, lv["name"])
                    continue
                rated += 1
                assert shown == {
                    "rating": round(fitted.rating),
                    "low": round(fitted.low),
                    "high": round(fitted.high),
                }
                assert shown["low"] <= shown["rating"] <= shown["high"]
    measured_levels = {
        (game, players, name)
        for game, counts in measured()["games"].items()
        for players, entries in counts.items()
        for e in entries
        for name in (e["a"], e["b"])
        if name != "random"
    }
    assert rated == len(measured_levels) > 0


def test_a_bot_seat_by_level_shows_its_level(db_url: str) -> None:
    with make_client(db_url) as client:
        table = create(
            client,
            game="poch",
            players=3,
            seats=[
                {"kind": "human"},
                {"kind": "bot", "bot": "beginner"},
                {"kind": "bot", "bot": "heuristic"},
            ],
        )
        seats = table["seats"]
        assert [s["bot"] for s in seats] == [None, "beginner", "heuristic"]
        assert [s["level"] for s in seats] == [None, "beginner", None]
        listed = client.get("/api/tables").json()["tables"]
        assert [s["level"] for s in listed[0]["seats"]] == [None, "beginner", None]
        r = client.post(
            "/api/tables",
            json={
                "game": "poch",
                "players": 3,
                "seats": [{"kind": "human"}] + [{"kind": "bot", "bot": "grandmaster"}] * 2,
            },
        )
        assert r.status_code == 422 and r.json()["error"]["key"] == "bad_bot"
