"""The server's boundary: what a request or a frame must be before any handler sees it.

`Guard` is an ASGI middleware in front of the whole application:
- a request body is read at most `max_body` bytes deep: past that (or a larger Content-Length)
  the answer is 413 `too_big` at once, so one request cannot make the server hold 100 MB;
- a body must be JSON sent as `application/json` (415 `bad_content_type`), nested at most
  `max_depth` deep (400 `too_deep`), and hold no lone surrogate or control character
  (422 `bad_text`): a cross-site HTML form can only send the other content types, and the
  handlers never meet text that the database or the JSON encoder would refuse;
- a websocket, or a request that changes something (any method but GET, HEAD, OPTIONS), from a
  browser page of another origin is refused (403 `bad_origin`); requests without an Origin header
  (the CLI, curl, bots) are not browsers' and pass;
- one client address holds at most `max_ws_per_ip` websockets at once; the next one gets a
  `too_many_connections` error frame and the close code 4029.

`loads` is the same parsing for websocket frames (app.py `Session.receive`). Errors have the
server's shape, `{"error": {"key", "args", "message"}}` (server/errors.py).
"""

from __future__ import annotations

import json
import logging
import re
from collections.abc import Awaitable, Callable, MutableMapping
from typing import Any
from urllib.parse import urlsplit

from tapisvert.server.errors import ServerError

log = logging.getLogger("tapisvert.server")

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]

MAX_DEPTH = 32
SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})
TOO_MANY_CONNECTIONS = 4029  # the websocket close code of the per-address limit

# A JSON string literal (escapes included), and the characters no text the server accepts may
# hold: C0 and C1 controls (NUL included: PostgreSQL text refuses it) and lone surrogates
# (UTF-8 cannot encode them: the encoder of any answer that echoes them would fail).
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.S)
_BRACKET = re.compile(r"[\[\]{}]")
_BAD_CHAR = re.compile("[\x00-\x1f\x7f-\x9f\ud800-\udfff]")


def json_depth_exceeds(text: str, limit: int) -> bool:
    """Whether the JSON `text` nests arrays and objects deeper than `limit`.

    Iterative (a recursive check would fail on the input it is there to refuse): brackets
    inside string literals do not count. Malformed text is left to the parser."""
    if text.count("[") + text.count("{") <= limit:  # the depth is at most the brackets opened
        return False
    depth = 0
    for m in _BRACKET.finditer(_STRING.sub("", text)):
        if m.group() in "[{":
            depth += 1
            if depth > limit:
                return True
        else:
            depth -= 1
    return False


def _describe(ch: str) -> str:
    code = ord(ch)
    if 0xD800 <= code <= 0xDFFF:
        return f"a lone surrogate U+{code:04X}"
    return f"the control character U+{code:04X}"


def check_text(value: Any, field: str = "") -> None:
    """Refuse (422 `bad_text`) any string in `value`, keys included, that holds a control
    character or a lone surrogate; `field` is the dotted path of the first one. Iterative."""
    stack: list[tuple[str, Any]] = [(field, value)]
    while stack:
        path, item = stack.pop()
        if isinstance(item, str):
            bad = _BAD_CHAR.search(item)
            if bad:
                raise ServerError(
                    "bad_text", 422, field=path[:60] or "text", reason=_describe(bad.group())
                )
        elif isinstance(item, dict):
            for key, sub in item.items():
                where = f"{path}.{key}" if path else str(key)
                if isinstance(key, str) and _BAD_CHAR.search(key):
                    stack.append((path, key))
                else:
                    stack.append((where, sub))
        elif isinstance(item, list):
            stack.extend((f"{path}.{i}" if path else str(i), sub) for i, sub in enumerate(item))


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def loads(text: str | bytes, *, max_depth: int = MAX_DEPTH, not_json: ServerError) -> Any:
    """Parse untrusted JSON: `not_json` when it is not JSON (NaN and Infinity are not), 400
    `too_deep` past `max_depth` levels, 422 `bad_text` for a control character or a lone
    surrogate in any string."""
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            raise not_json from None
    if json_depth_exceeds(text, max_depth):
        raise ServerError("too_deep", 400, limit=max_depth)
    try:
        value = json.loads(text, parse_constant=_no_constant)
    except (ValueError, RecursionError):
        raise not_json from None
    check_text(value)
    return value


# --- origins ------------------------------------------------------------------------------------
_DEFAULT_PORTS = {"http": 80, "https": 443, "ws": 80, "wss": 443}


def _origin_key(url: str) -> tuple[str, int] | None:
    """(host, port) of an origin or base URL, the port defaulted from the scheme; None when it
    is not one (the "null" origin of sandboxed pages and files)."""
    try:
        parts = urlsplit(url.strip())
        port = parts.port or _DEFAULT_PORTS.get(parts.scheme.lower())
    except ValueError:
        return None
    if not parts.hostname or port is None:
        return None
    return parts.hostname.lower(), port


def _host_key(host: str, default_port: int) -> tuple[str, int] | None:
    """(host, port) of a Host header; a Host without a port has the origin's default one."""
    try:
        parts = urlsplit(f"//{host.strip()}")
        port = parts.port or default_port
    except ValueError:
        return None
    return (parts.hostname.lower(), port) if parts.hostname else None


class Origins:
    """Which browser origins may open websockets and send state-changing requests: the page's
    own (the Origin names the host the request was sent to), the server's public URL, and the
    configured ones (`--allowed-origin`, for a reverse proxy with another name; `*`: any)."""

    def __init__(self, public_url: str, allowed: tuple[str, ...]) -> None:
        self.any = "*" in allowed
        keys = (_origin_key(u) for u in (public_url, *allowed) if u != "*")
        self.keys = {k for k in keys if k is not None}

    def allows(self, origin: str, host: str | None) -> bool:
        if self.any:
            return True
        key = _origin_key(origin)
        if key is None:
            return False
        if key in self.keys:
            return True
        return host is not None and _host_key(host, key[1]) == key


# --- the middleware -----------------------------------------------------------------------------
def _header(scope: Scope, name: bytes) -> str | None:
    for key, value in scope.get("headers", ()):
        if key.lower() == name:
            return bytes(value).decode("latin-1")
    return None


def _error_body(exc: ServerError) -> bytes:
    return json.dumps({"error": exc.to_json()}).encode()


async def _answer(send: Send, exc: ServerError) -> None:
    body = _error_body(exc)
    headers = [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]
    if exc.status == 413:
        headers.append((b"connection", b"close"))
    await send({"type": "http.response.start", "status": exc.status, "headers": headers})
    await send({"type": "http.response.body", "body": body})


def _is_json(content_type: str | None) -> bool:
    media = (content_type or "").split(";")[0].strip().lower()
    return media == "application/json" or (
        media.startswith("application/") and media.endswith("+json")
    )


class Guard:
    """The ASGI middleware described in the module's docstring (create_app installs it)."""

    def __init__(
        self,
        app: ASGIApp,
        *,
        public_url: str,
        allowed_origins: tuple[str, ...] = (),
        max_body: int = 65536,
        max_depth: int = MAX_DEPTH,
        max_ws_per_ip: int = 32,
    ) -> None:
        self.app = app
        self.origins = Origins(public_url, tuple(allowed_origins))
        self.max_body = max_body
        self.max_depth = max_depth
        self.max_ws_per_ip = max_ws_per_ip
        self.sockets: dict[str, int] = {}  # open websockets per client address
        self._warned: set[str] = set()

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http":
            await self._http(scope, receive, send)
        elif scope["type"] == "websocket":
            await self._websocket(scope, receive, send)
        else:
            await self.app(scope, receive, send)

    def _refusal(self, scope: Scope, *, unsafe: bool) -> ServerError | None:
        """What refuses this request before its body is read, if anything."""
        bad = _BAD_CHAR.search(scope.get("path", ""))
        if bad:
            return ServerError("bad_text", 400, field="path", reason=_describe(bad.group()))
        origin = _header(scope, b"origin")
        host = _header(scope, b"host")
        if unsafe and origin is not None and not self.origins.allows(origin, host):
            self._warn(origin)
            return ServerError("bad_origin", 403, origin=origin[:100])
        return None

    def _warn(self, origin: str) -> None:
        if origin not in self._warned and len(self._warned) < 100:
            self._warned.add(origin)
            log.warning(
                "refused a request from the browser origin %r: add --allowed-origin %s if a"
                " reverse proxy serves the client under that name",
                origin[:100],
                origin[:100],
            )

    async def _http(self, scope: Scope, receive: Receive, send: Send) -> None:
        method = scope.get("method", "GET")
        refusal = self._refusal(scope, unsafe=method not in SAFE_METHODS)
        if refusal is None:
            length = _header(scope, b"content-length")
            if length is not None and length.strip().isdigit() and int(length) > self.max_body:
                refusal = ServerError("too_big", 413, limit=self.max_body)
        if refusal is not None:
            await _answer(send, refusal)
            return
        if method in SAFE_METHODS:  # their handlers read no body
            await self.app(scope, receive, send)
            return
        chunks: list[bytes] = []
        size = 0
        while True:
            message = await receive()
            if message["type"] != "http.request":  # the client went away
                return
            chunk = bytes(message.get("body", b""))
            size += len(chunk)
            if size > self.max_body:
                await _answer(send, ServerError("too_big", 413, limit=self.max_body))
                return
            chunks.append(chunk)
            if not message.get("more_body", False):
                break
        body = b"".join(chunks)
        if body:
            try:
                if not _is_json(_header(scope, b"content-type")):
                    raise ServerError("bad_content_type", 415)
                loads(
                    body,
                    max_depth=self.max_depth,
                    not_json=ServerError("bad_request", 400, reason="the body is not JSON"),
                )
            except ServerError as exc:
                await _answer(send, exc)
                return
        replayed = False

        async def replay() -> Message:
            nonlocal replayed
            if not replayed:
                replayed = True
                return {"type": "http.request", "body": body, "more_body": False}
            return await receive()

        await self.app(scope, replay, send)

    async def _websocket(self, scope: Scope, receive: Receive, send: Send) -> None:
        refusal = self._refusal(scope, unsafe=True)
        if refusal is not None:
            await receive()  # websocket.connect
            if "websocket.http.response" in scope.get("extensions", {}):
                body = _error_body(refusal)
                headers = [(b"content-type", b"application/json")]
                await send(
                    {
                        "type": "websocket.http.response.start",
                        "status": refusal.status,
                        "headers": headers,
                    }
                )
                await send({"type": "websocket.http.response.body", "body": body})
            else:
                await send({"type": "websocket.close", "code": 4000 + refusal.status})
            return
        client = scope.get("client")
        address = str(client[0]) if client else "?"
        limit = self.max_ws_per_ip
        if limit and self.sockets.get(address, 0) >= limit:
            await receive()  # websocket.connect
            exc = ServerError("too_many_connections", 429, limit=limit)
            await send({"type": "websocket.accept"})
            await send({"type": "websocket.send", "text": json.dumps(exc.frame(fatal=True))})
            await send(
                {"type": "websocket.close", "code": TOO_MANY_CONNECTIONS, "reason": "too many"}
            )
            return
        self.sockets[address] = self.sockets.get(address, 0) + 1
        try:
            await self.app(scope, receive, send)
        finally:
            left = self.sockets[address] - 1
            if left:
                self.sockets[address] = left
            else:
                del self.sockets[address]


__all__ = ["MAX_DEPTH", "TOO_MANY_CONNECTIONS", "Guard", "Origins", "check_text", "loads"]
