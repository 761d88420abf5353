"""CreateTable's validation keeps the keys of the hand-written check it replaced: for each bad
body, the key (and `bad_option`'s option) that the old `hub.validate_create` gave, recorded on
c1e2f0e; the first bad field wins, in the order of the fields (an unknown field first)."""

from __future__ import annotations

from typing import Any

import pytest

from tapisvert.server.errors import ServerError
from tapisvert.server.models import CreateTable, JoinTable, parse
from tapisvert.server.settings import Settings


def seats(middle: object) -> list[object]:
    return [{"kind": "human"}, middle, {"kind": "human"}]


REFUSALS: list[tuple[object, str]] = [
    ({"game": "chess"}, "unknown_game"),
    ({}, "unknown_game"),
    ({"game": 3}, "unknown_game"),
    ({"game": "sabias", "players": 9}, "bad_players"),
    ({"game": "sabias", "players": "4"}, "bad_players"),
    ({"game": "sabias", "players": True}, "bad_players"),
    ({"game": "sabias", "options": {"nope": 1}}, "bad_option"),
    ({"game": "sabias", "options": {"max_hands": 0}}, "bad_option"),
    ({"game": "sabias", "options": [1]}, "bad_option"),
    ({"game": "sabias", "players": 3, "seats": [{"kind": "human"}]}, "bad_seats"),
    ({"game": "sabias", "players": 3, "seats": seats({"kind": "bot", "bot": "genius"})}, "bad_bot"),
    ({"game": "sabias", "players": 3, "seats": seats({"kind": "bot", "bot": 5})}, "bad_bot"),
    ({"game": "sabias", "players": 3, "seats": seats({"kind": "bot", "bot": None})}, "bad_bot"),
    ({"game": "sabias", "players": 3, "seats": seats({"kind": "alien"})}, "bad_seats"),
    ({"game": "sabias", "players": 3, "seats": seats(7)}, "bad_seats"),
    ({"game": "sabias", "players": 3, "seats": "x"}, "bad_seats"),
    ({"game": "sabias", "clock": {"bank": -5}}, "bad_clock"),
    ({"game": "sabias", "clock": {"bank": 60, "hurry": 1}}, "bad_clock"),
    ({"game": "sabias", "clock": {}}, "bad_clock"),
    ({"game": "sabias", "clock": {"bank": 60, "increment": True}}, "bad_clock"),
    ({"game": "sabias", "clock": 5}, "bad_clock"),
    ({"game": "sabias", "on_leave": {"policy": "explode"}}, "bad_request"),
    ({"game": "sabias", "on_leave": {"policy": "bot", "bot": "genius"}}, "bad_bot"),
    ({"game": "sabias", "on_leave": {"policy": "bot", "after": -1}}, "bad_request"),
    ({"game": "sabias", "colour": "green"}, "bad_request"),
    ([1, 2], "bad_request"),
    ("x", "bad_request"),
    ({"game": "sabias", "spectators": 1}, "bad_request"),
    ({"game": "sabias", "bot_deadline": 0}, "bad_request"),
    ({"game": "sabias", "bot_deadline": "5"}, "bad_request"),
    ({"game": "sabias", "seed": -1}, "bad_request"),
    ({"game": "sabias", "seed": 2**63}, "bad_request"),
    ({"game": "sabias", "seed": 1.5}, "bad_request"),
    ({"game": "sabias", "name": 5}, "bad_request"),
    ({"game": "sabias", "name": "x" * 101}, "bad_request"),
    ({"game": "chess", "colour": 1}, "bad_request"),  # an unknown field first
    ({"game": "chess", "players": 9}, "unknown_game"),  # then the fields in order
    ({"game": "sabias", "players": 9, "clock": 3}, "bad_players"),
]


@pytest.mark.parametrize(("body", "key"), REFUSALS, ids=lambda v: str(v)[:50])
def test_a_bad_create_body_has_its_key(body: object, key: str) -> None:
    with pytest.raises(ServerError) as info:
        parse(CreateTable, body)
    error = info.value
    assert (error.key, error.status) == (key, 422)
    assert error.args_["reason"] and error.message == error.args_["reason"]
    if key == "bad_option":
        options: Any = body["options"]  # type: ignore[index]
        assert error.args_["option"] == (next(iter(options)) if isinstance(options, dict) else None)
    else:
        assert set(error.args_) == {"reason"}


def test_a_valid_body_is_filled_in() -> None:
    req = parse(
        CreateTable,
        {
            "game": "sabias",
            "players": 3,
            "clock": {"bank": 60},
            "on_leave": {"policy": "bot"},
            "seats": [{"kind": "human"}, {"kind": "bot"}, {"kind": "bot", "bot": "random"}],
        },
    )
    assert req.options is not None and req.options["max_hands"] is None  # every option
    assert req.seats is not None
    assert [(s.kind, s.bot) for s in req.seats] == [
        ("human", None),
        ("bot", "heuristic"),
        ("bot", "random"),
    ]
    assert Settings.from_request(req).to_json() == {
        "spectators": True,
        "clock": {"bank": 60.0, "increment": 0.0},
        "on_leave": {"policy": "bot", "after": 30.0, "bot": "heuristic"},
        "bot_deadline": 10.0,
        "hints": False,
        "hand_pause": 30.0,
        "spectator_chat": True,
        "tutorial": None,
    }
    default = parse(CreateTable, {"game": "poch"})
    assert default.players == 3 and default.seats is not None and len(default.seats) == 3


def test_a_join_body() -> None:
    assert parse(JoinTable, {"invite": "c", "name": "  Ann   Lee "}).name == "Ann Lee"
    assert parse(JoinTable, {"invite": "c"}).name == "player"
    for bad in (
        {"name": "A"},
        {"invite": 3},
        {"invite": "c", "name": "  "},
        {"invite": "c", "name": None},
    ):
        with pytest.raises(ServerError) as info:
            parse(JoinTable, bad)
        assert (info.value.key, info.value.status) == ("bad_request", 422)
