"""The server's boundary (server/guard.py, server/accesslog.py): body size, JSON depth, text,
content types, browser origins, websockets per address, and no credential in the logs."""

from __future__ import annotations

import asyncio
import io
import json
import logging
import logging.config
import socket
from pathlib import Path
from typing import Any

import httpx
import pytest
from starlette.testclient import WebSocketDenialResponse
from starlette.websockets import WebSocketDisconnect
from tests.server.conftest import ThreadBots
from tests.server.helpers import create, join, make_client, until
from tests.server.procs import Server, free_port

from tapisvert.server.accesslog import RedactFilter, redact, uvicorn_log_config
from tapisvert.server.app import create_app
from tapisvert.server.errors import ServerError
from tapisvert.server.guard import Origins, check_text, json_depth_exceeds
from tapisvert.server.hub import ServerConfig

ONE_HUMAN = [
    {"kind": "human"},
    {"kind": "bot", "bot": "random"},
    {"kind": "bot", "bot": "random"},
    {"kind": "bot", "bot": "random"},
]
DEEP = "[" * 8000 + "]" * 8000
JSON = {"content-type": "application/json"}


def _sqlite(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 't.db'}"


# --- the body is limited while it is read -------------------------------------------------------
def _post_streamed(
    app: Any, chunks: int, chunk: bytes, headers: list[tuple[bytes, bytes]]
) -> tuple[int, dict[str, Any], int]:
    """POST /api/tables straight through ASGI, `chunks` chunks of `chunk`, produced only when
    the application asks for them; returns the status, the JSON answer and the chunks read."""

    async def run() -> tuple[int, dict[str, Any], int]:
        pulled = 0
        sent: list[dict[str, Any]] = []

        async def receive() -> dict[str, Any]:
            nonlocal pulled
            if pulled >= chunks:
                await asyncio.sleep(3600)  # a client that sent everything and waits
            pulled += 1
            return {"type": "http.request", "body": chunk, "more_body": pulled < chunks}

        async def send(message: dict[str, Any]) -> None:
            sent.append(message)

        scope = {
            "type": "http",
            "asgi": {"version": "3.0"},
            "http_version": "1.1",
            "method": "POST",
            "scheme": "http",
            "path": "/api/tables",
            "raw_path": b"/api/tables",
            "root_path": "",
            "query_string": b"",
            "headers": [(b"host", b"testserver"), *headers],
            "client": ("10.0.0.1", 5000),
            "server": ("testserver", 80),
        }
        async with app.router.lifespan_context(app):  # the database, the hub
            await asyncio.wait_for(app(scope, receive, send), 60)
        status = next(m["status"] for m in sent if m["type"] == "http.response.start")
        body = b"".join(m.get("body", b"") for m in sent if m["type"] == "http.response.body")
        return status, json.loads(body), pulled

    return asyncio.run(run())


def test_a_large_body_is_refused_while_it_is_read(tmp_path: Path) -> None:
    app = create_app(ServerConfig(db_url=_sqlite(tmp_path)), bots=ThreadBots())
    json_type = [(b"content-type", b"application/json")]
    chunk = b" " * 65536
    # 100 MB sent in chunks, no Content-Length: refused after the second chunk, not the 1600th
    status, answer, pulled = _post_streamed(app, 1600, chunk, json_type)
    assert status == 413 and answer["error"]["key"] == "too_big", answer
    assert answer["error"]["args"] == {"limit": 65536} and answer["error"]["message"]
    assert pulled == 2
    # a Content-Length over the limit is refused before a byte is read
    length = [(b"content-length", str(1600 * 65536).encode())]
    status, answer, pulled = _post_streamed(app, 1600, chunk, json_type + length)
    assert status == 413 and answer["error"]["key"] == "too_big" and pulled == 0


# --- JSON depth, text -----------------------------------------------------------------------
def test_depth_is_measured_without_recursion() -> None:
    assert json_depth_exceeds(DEEP, 32)
    assert not json_depth_exceeds("[" * 32 + "]" * 32, 32)
    assert json_depth_exceeds("[" * 33 + "]" * 33, 32)
    # brackets inside strings, escaped quotes included, do not count
    assert not json_depth_exceeds(json.dumps(["[{" * 500, '\\"[[[' * 100]), 32)
    assert json_depth_exceeds('{"a": "\\"", "b":' + DEEP + "}", 32)


def test_text_checks_name_the_field() -> None:
    check_text({"name": "Zoë ♠ 漢字 😀", "seats": [{"bot": "ismcts:seconds=1"}]})
    for bad, reason in (("A\x00", "U+0000"), ("\ud800", "U+D800"), ("x\x1b[2J", "U+001B")):
        with pytest.raises(ServerError) as err:
            check_text({"seats": [{"kind": "bot", "name": bad}]})
        assert err.value.key == "bad_text" and err.value.status == 422
        assert err.value.args_["field"] == "seats.0.name" and reason in err.value.args_["reason"]


def test_deep_json_and_bad_text_get_keyed_errors(db_url: str) -> None:
    with make_client(db_url) as client:
        r = client.post("/api/tables", content=DEEP, headers=JSON)
        assert r.status_code == 400 and r.json()["error"]["key"] == "too_deep", r.text
        assert r.json()["error"]["args"] == {"limit": 32}
        table = create(client, seats=ONE_HUMAN, seed=3)
        code = table["invites"][0]["code"]
        join_url = f"/api/tables/{table['id']}/join"
        deep_join = '{"invite": "x", "name": ' + DEEP + "}"
        r = client.post(join_url, content=deep_join, headers=JSON)
        assert r.status_code == 400 and r.json()["error"]["key"] == "too_deep", r.text
        for name in ("A\x00B", "\ud800", "Bob\x07", "\x85"):
            r = client.post(
                join_url, content=json.dumps({"invite": code, "name": name}), headers=JSON
            )
            assert r.status_code == 422, (name, r.text)
            error = r.json()["error"]
            assert error["key"] == "bad_text" and error["args"]["field"] == "name", error
        r = client.post("/api/tables", json={"game": "sabias", "name": "night\x00"})
        assert r.status_code == 422 and r.json()["error"]["key"] == "bad_text"
        r = client.get("/api/tables/ab%00cd")
        assert r.status_code == 400 and r.json()["error"]["key"] == "bad_text"
        # NaN and Infinity are not JSON
        r = client.post(
            "/api/tables",
            content='{"game": "sabias", "bot_deadline": NaN}',
            headers=JSON,
        )
        assert r.status_code == 400 and r.json()["error"]["key"] == "bad_request"
        token = join(client, table, 0, "Zoë 😀")  # any printable text is a name
        with client.websocket_connect(f"/ws/tables/{table['id']}") as ws:
            ws.send_json({"type": "hello", "token": token})
            assert ws.receive_json()["type"] == "welcome"
            for frame, key in (
                (DEEP, "too_deep"),
                ('{"type": "\\ud800"}', "bad_text"),
                ('{"type": "move", "move": 0, "action": "\\u0000"}', "bad_text"),
                ('{"type": "sync", "x": NaN}', "bad_json"),
            ):
                ws.send_text(frame)
                err = until(ws, lambda m: m["type"] == "error")
                assert err["key"] == key and not err.get("fatal"), (frame[:40], err)
            ws.send_json({"type": "ping"})  # the socket still answers
            until(ws, lambda m: m["type"] == "pong")


# --- content types and origins --------------------------------------------------------------
def test_only_json_bodies_are_accepted(tmp_path: Path) -> None:
    body = json.dumps({"game": "sabias", "players": 4})
    with make_client(_sqlite(tmp_path)) as client:
        for content_type in ("text/plain", "application/x-www-form-urlencoded", None):
            headers = {"content-type": content_type} if content_type else {}
            r = client.post("/api/tables", content=body, headers=headers)
            assert r.status_code == 415, (content_type, r.text)
            assert r.json()["error"]["key"] == "bad_content_type"
        assert client.get("/api/tables").json()["tables"] == []
        r = client.post(
            "/api/tables", content=body, headers={"content-type": "application/json; charset=utf-8"}
        )
        assert r.status_code == 201, r.text
        host = {"Authorization": f"Bearer {r.json()['host_token']}"}
        r = client.post(f"/api/tables/{r.json()['id']}/rematch", headers=host)  # no body: no type
        assert r.status_code == 409 and r.json()["error"]["key"] == "match_not_over"


def test_foreign_origins_are_refused(tmp_path: Path) -> None:
    body = {"game": "sabias", "players": 4}
    with make_client(
        _sqlite(tmp_path),
        public_url="https://cards.example.org",
        allowed_origins=("https://proxy.example.net:8443",),
    ) as client:
        for foreign in ("http://evil.example", "null", "https://cards.example.org.evil.example"):
            r = client.post("/api/tables", json=body, headers={"origin": foreign})
            assert r.status_code == 403, (foreign, r.text)
            assert r.json()["error"]["key"] == "bad_origin"
            with (
                pytest.raises(WebSocketDenialResponse) as denied,
                client.websocket_connect("/ws/lobby", headers={"origin": foreign}),
            ):
                pass
            assert denied.value.status_code == 403
            assert denied.value.json()["error"]["key"] == "bad_origin"
        assert client.get("/api/tables").json()["tables"] == []
        allowed: tuple[str | None, ...] = (
            "http://testserver",  # the host the request was sent to
            "https://cards.example.org",  # public_url
            "https://cards.example.org:443",
            "https://proxy.example.net:8443",  # --allowed-origin
            None,  # not a browser
        )
        for origin in allowed:
            headers = {"origin": origin} if origin else {}
            r = client.post("/api/tables", json=body, headers=headers)
            assert r.status_code == 201, (origin, r.text)
            with client.websocket_connect("/ws/lobby", headers=headers) as ws:
                assert ws.receive_json()["type"] == "lobby"
        # reading is not refused (the browser keeps a foreign page from reading the answer)
        r = client.get("/api/tables", headers={"origin": "http://evil.example"})
        assert r.status_code == 200


def test_origins() -> None:
    origins = Origins("http://127.0.0.1:8000", ())
    assert origins.allows("http://127.0.0.1:8000", None)
    assert origins.allows("http://LOCALHOST:8000", "localhost:8000")
    assert origins.allows("https://example.org", "example.org")
    assert origins.allows("http://[::1]:8000", "[::1]:8000")
    assert not origins.allows("http://localhost:8001", "localhost:8000")
    assert not origins.allows("http://evil.example", "localhost:8000")
    assert not origins.allows("null", "localhost:8000")
    assert not origins.allows("http://[bad", "localhost:8000")
    assert Origins("http://x", ("*",)).allows("http://evil.example", None)


# --- websockets per address -----------------------------------------------------------------
def test_websockets_per_address_are_limited(tmp_path: Path) -> None:
    with make_client(_sqlite(tmp_path), max_ws_per_ip=2) as client:
        with client.websocket_connect("/ws/lobby") as one:
            assert one.receive_json()["type"] == "lobby"
            with client.websocket_connect("/ws/lobby") as two:
                assert two.receive_json()["type"] == "lobby"
                with client.websocket_connect("/ws/lobby") as three:
                    err = three.receive_json()
                    assert err["type"] == "error" and err["key"] == "too_many_connections"
                    assert err["args"] == {"limit": 2} and err["fatal"]
                    with pytest.raises(WebSocketDisconnect) as closed:
                        three.receive_json()
                    assert closed.value.code == 4029
        # every socket closed: the address may connect again
        with client.websocket_connect("/ws/lobby") as again:
            assert again.receive_json()["type"] == "lobby"


# --- no credential in the logs --------------------------------------------------------------
def test_redact() -> None:
    assert redact("/t/ab12?invite=s3cr3t") == "/t/ab12?invite=REDACTED"
    assert (
        redact("/x?a=1&token=abc&host_token=def#f") == "/x?a=1&token=REDACTED&host_token=REDACTED#f"
    )
    assert redact("Authorization: Bearer abc.def") == "Authorization: Bearer REDACTED"
    assert redact("/api/tables?status=open") == "/api/tables?status=open"


def test_uvicorn_log_config_redacts_the_access_log() -> None:
    config = uvicorn_log_config()
    logging.config.dictConfig(config)
    access = logging.getLogger("uvicorn.access")
    handler = access.handlers[0]
    assert isinstance(handler, logging.StreamHandler)
    stream = io.StringIO()
    handler.setStream(stream)
    access.setLevel(logging.INFO)
    access.info(
        '%s - "%s %s HTTP/%s" %d', "10.0.0.1:5000", "GET", "/t/ab12?invite=s3cr3t", "1.1", 200
    )
    assert "s3cr3t" not in stream.getvalue() and "invite=REDACTED" in stream.getvalue()
    assert any(isinstance(f, RedactFilter) for f in handler.filters)


def test_a_real_server_logs_no_credential(tmp_path: Path) -> None:
    """`tapisvert serve` at log level info: its access log holds no invite code or token; a
    bad frame does not kill the socket's writer; a large Content-Length is refused at once."""
    server = Server(
        _sqlite(tmp_path), free_port(), tmp_path / "serve.log", "--log-level", "info"
    ).start()
    try:
        table = server.post("/api/tables", {"game": "sabias", "players": 4, "seats": ONE_HUMAN})
        code = table["invites"][0]["code"]
        page = httpx.get(f"{server.url}/t/{table['id']}?invite={code}", timeout=30)
        assert page.status_code == 200
        joined = server.post(f"/api/tables/{table['id']}/join", {"invite": code, "name": "A"})
        token = joined["token"]
        httpx.get(f"{server.url}/api/tables?token={token}&host_token={table['host_token']}")
        # a Content-Length of 100 MB, and nothing sent after the headers: answered at once
        with socket.create_connection(("127.0.0.1", server.port), timeout=30) as sock:
            sock.sendall(
                b"POST /api/tables HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                b"Content-Type: application/json\r\nContent-Length: 100000000\r\n\r\n"
            )
            answer = b""
            while b"too_big" not in answer and (chunk := sock.recv(65536)):
                answer += chunk
        assert answer.startswith(b"HTTP/1.1 413") and b'"key": "too_big"' in answer, answer
        from websockets.sync.client import connect

        url = f"ws://127.0.0.1:{server.port}/ws/tables/{table['id']}?token={token}"
        with connect(url, open_timeout=20) as ws:
            ws.send(json.dumps({"type": "hello", "token": token}))
            ws.send('{"type": "\\ud800"}')
            ws.send('{"type": "ping"}')
            keys = []
            for _ in range(100):
                msg = json.loads(ws.recv(timeout=30))
                if msg["type"] == "pong":
                    break
                if msg["type"] == "error":
                    keys.append(msg["key"])
            assert keys == ["bad_text"]
    finally:
        server.stop()
    out = server.output()
    assert f"/t/{table['id']}?invite=REDACTED" in out, out[-3000:]
    assert "WebSocket /ws/tables/" in out and "token=REDACTED" in out
    for secret in (code, token, table["host_token"]):
        assert secret not in out, out[-3000:]
