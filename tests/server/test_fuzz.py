"""Fuzzing the server's boundary: random websocket frames and REST bodies never give a 5xx, an
internal error or a logged traceback, and the table still plays afterwards (SQLite and
PostgreSQL)."""

from __future__ import annotations

import json
import logging
from typing import Any
from urllib.parse import quote

import pytest
from hypothesis import HealthCheck, Phase, example, given, settings
from hypothesis import strategies as st
from starlette.websockets import WebSocketDisconnect
from tests.server.helpers import Message, create, join, make_client, my_turn, until

ONE_HUMAN = [
    {"kind": "human"},
    {"kind": "bot", "bot": "random"},
    {"kind": "bot", "bot": "random"},
    {"kind": "bot", "bot": "random"},
]
FUZZ = settings(
    max_examples=150,
    deadline=None,
    derandomize=True,  # the same examples on every run: a failure reproduces
    # no shrinking: the examples share one socket and one table, which a failure may have closed
    phases=[Phase.explicit, Phase.reuse, Phase.generate],
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)

# Any character, lone surrogates and controls included.
ANY_TEXT = st.text(st.characters(exclude_categories=()), max_size=30)
SCALARS = (
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**70), max_value=2**70)
    | st.floats()
    | ANY_TEXT
)
VALUES = st.recursive(
    SCALARS,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(ANY_TEXT, inner, max_size=4),
    max_leaves=12,
)
# Message types that leave the seat and the match as they are (leave and rematch would not).
TYPES = st.sampled_from(["hello", "move", "sync", "ping", "pong"]) | ANY_TEXT
MESSAGES = st.fixed_dictionaries(
    {"type": TYPES},
    optional={"move": VALUES, "action": VALUES, "token": VALUES, "since": VALUES, "x": VALUES},
)


def _deep(n: int, kind: str) -> str:
    return ("[" * n + "]" * n) if kind == "list" else ('{"a":' * n + "1" + "}" * n)


def _encode(value: Any, ascii_only: bool) -> str:
    return json.dumps(value, ensure_ascii=ascii_only)  # NaN and Infinity included


FRAMES = st.one_of(
    st.builds(_encode, MESSAGES, st.booleans()),
    st.builds(_encode, VALUES, st.booleans()),
    # up to 16,201 characters: under the 16 KiB a frame may hold (a larger one closes the socket)
    st.builds(_deep, st.integers(1, 2700), st.sampled_from(["list", "dict"])),
    st.text(st.characters(exclude_categories=()), max_size=200),
    st.sampled_from(
        ['{"type": "\\ud800"}', '{"type": "move", "action": "\\udfff"}', '{"type":', "NaN", ""]
    ),
)


def _no_tracebacks(caplog: pytest.LogCaptureFixture) -> None:
    bad = [r for r in caplog.records if r.levelno >= logging.ERROR or r.exc_info]
    assert not bad, [r.getMessage() for r in bad]
    assert "Traceback" not in caplog.text


def _play_one_move(client: Any, table_id: str, token: str, seat: int) -> None:
    """A fresh socket for `seat`: its move is applied and sent back as the next state."""
    with client.websocket_connect(f"/ws/tables/{table_id}") as ws:
        ws.send_json({"type": "hello", "token": token})
        msg = until(ws, my_turn(seat))
        assert not msg["over"]
        ws.send_json({"type": "move", "move": msg["move"], "action": msg["legal"][0]})
        done = until(ws, lambda m: m["type"] == "state" and m["move"] > msg["move"])
        assert done["event"]["move"] == msg["move"] + 1 and done["event"]["seat"] == seat


def test_fuzzed_frames_are_refused_cleanly(db_url: str, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO)
    with make_client(db_url, rate_limit=100_000) as client:
        table = create(client, seats=ONE_HUMAN, seed=11, options={"max_hands": 3}, hand_pause=0)
        token = join(client, table)
        with client.websocket_connect(f"/ws/tables/{table['id']}") as ws:
            ws.send_json({"type": "hello", "token": token})
            assert ws.receive_json()["type"] == "welcome"

            closed: list[str] = []  # a frame that closed the socket fails every later example

            @FUZZ
            @given(frame=FRAMES)
            @example(frame=_deep(8000, "list"))
            @example(frame='{"type": "\\ud800"}')
            @example(frame='{"type": "move", "move": 0, "action": "\\ud800"}')
            def fuzz(frame: str) -> None:
                assert not closed, f"the socket was closed after the frame {closed[0]!r}"
                answers: list[Message] = []
                try:
                    ws.send_text(frame)
                    ws.send_text('{"type": "ping"}')  # answered after all the frame caused
                    while (msg := ws.receive_json())["type"] != "pong":
                        answers.append(msg)
                except WebSocketDisconnect:
                    closed.append(frame[:80])
                    raise
                for msg in answers:  # what the server sends, uvicorn must encode as UTF-8
                    json.dumps(msg, ensure_ascii=False).encode("utf-8")
                errors = [m for m in answers if m["type"] == "error"]
                assert all(m["key"] != "internal" and not m.get("fatal") for m in errors), errors

            fuzz()
        _no_tracebacks(caplog)
        _play_one_move(client, table["id"], token, 0)


def _post(client: Any, path: str, body: str | bytes, content_type: str | None) -> int:
    headers = {"content-type": content_type} if content_type else {}
    if isinstance(body, str):  # a lone surrogate goes out as the bytes no UTF-8 decoder accepts
        body = body.encode("utf-8", "surrogatepass")
    r = client.post(path, content=body, headers=headers)
    assert r.status_code < 500, (path, body[:80], r.text)
    if r.status_code >= 400:
        error = r.json()["error"]
        assert error["key"] != "internal" and error["message"], error
    return int(r.status_code)


BODIES = st.one_of(
    st.builds(_encode, VALUES, st.booleans()),
    st.builds(_deep, st.integers(1, 8000), st.sampled_from(["list", "dict"])),
    st.binary(max_size=100),
)


def test_fuzzed_requests_are_refused_cleanly(db_url: str, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO)
    with make_client(db_url) as client:
        table = create(client, seats=ONE_HUMAN, seed=12)
        # the joins go to another table, all human, whose `any` invite seats whoever has a
        # good name (until it is full): names reach the database
        humans = create(client, seats=[{"kind": "human"}] * 4)
        join_url = f"/api/tables/{humans['id']}/join"

        @FUZZ
        @given(
            create_body=st.one_of(
                BODIES,
                st.builds(
                    _encode,
                    st.fixed_dictionaries(
                        {"game": st.sampled_from(["sabias", "samba"]) | ANY_TEXT},
                        optional={
                            "name": VALUES,
                            "players": VALUES,
                            "options": VALUES,
                            "seats": VALUES,
                            "seed": VALUES,
                            "clock": VALUES,
                        },
                    ),
                    st.booleans(),
                ),
            ),
            join_body=st.one_of(
                BODIES,
                st.builds(
                    _encode,
                    st.fixed_dictionaries(
                        {
                            "invite": st.sampled_from(["wrong", humans["any"]["code"]]) | VALUES,
                            "name": ANY_TEXT | VALUES,
                        }
                    ),
                    st.booleans(),
                ),
            ),
            content_type=st.sampled_from(["application/json", "text/plain", None]),
            table_id=ANY_TEXT,
        )
        @example(
            create_body=_deep(8000, "list"),
            join_body=json.dumps({"invite": humans["any"]["code"], "name": "A\x00"}),
            content_type="application/json",
            table_id="a\x00",
        )
        @example(
            create_body='{"game": "sabias", "name": "\\ud800"}',
            join_body=_deep(8000, "dict"),
            content_type="application/json",
            table_id="",
        )
        def fuzz(create_body: str, join_body: str, content_type: str | None, table_id: str) -> None:
            _post(client, "/api/tables", create_body, content_type)
            _post(client, join_url, join_body, content_type)
            safe = quote(table_id.encode("utf-8", "surrogatepass"), safe="")
            r = client.get(f"/api/tables/{safe}")
            assert r.status_code < 500, r.text

        fuzz()
        _no_tracebacks(caplog)
        token = join(client, table, 0, "Alice")  # the fuzz never had this table's invites
        _play_one_move(client, table["id"], token, 0)
