"""Fixtures of the browser tests: a real `tapisvert serve` on a free port and Debian's chromium.

The tests skip, saying why, where the server extra, Playwright, chromium or the built client
(`make web`) is missing; `make test` on a developer's machine and CI have them all.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from importlib.util import find_spec
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
STATIC_INDEX = ROOT / "src" / "tapisvert" / "server" / "static" / "index.html"
ARTIFACTS = ROOT / "test-artifacts" / "web"


def _chromium() -> str | None:
    env = os.environ.get("TAPISVERT_CHROMIUM")
    if env:
        return env
    for name in ("chromium", "chromium-browser"):
        path = shutil.which(name)
        if path:
            return path
    return None


def _missing() -> str | None:
    if find_spec("playwright") is None:
        return "Playwright for Python is not installed (pip install -e '.[dev]')"
    if find_spec("fastapi") is None or find_spec("tapisvert.server") is None:
        return "the server is not installed (pip install -e '.[web]')"
    if not STATIC_INDEX.is_file():
        return f"the browser client is not built ({STATIC_INDEX} missing: run `make web`)"
    if _chromium() is None:
        return "Debian's chromium is not installed (apt-get install chromium)"
    return None


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class Server:
    """A running `tapisvert serve` and a few REST calls the tests make around the browser."""

    def __init__(self, base: str) -> None:
        self.base = base

    def call(self, method: str, path: str, body: Any = None, token: str | None = None) -> Any:
        data = None if body is None else json.dumps(body).encode()
        req = urllib.request.Request(self.base + path, data=data, method=method)
        req.add_header("Content-Type", "application/json")
        if token:
            req.add_header("Authorization", f"Bearer {token}")
        with urllib.request.urlopen(req, timeout=10) as res:
            return json.loads(res.read())

    def create(self, game: str, players: int, seats: list[dict[str, Any]], **extra: Any) -> Any:
        body = {"game": game, "players": players, "seats": seats, **extra}
        return self.call("POST", "/api/tables", body)


@pytest.fixture(scope="session")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    reason = _missing()
    if reason:
        pytest.skip(reason)
    with serve(tmp_path_factory.mktemp("serve")) as running:
        yield running


@contextlib.contextmanager
def serve(folder: Path, *extra: str) -> Iterator[Server]:
    """`tapisvert serve` on a free port with its database in `folder`, and `extra` options."""
    port = _free_port()
    log = (folder / "serve.log").open("w")
    cmd = [
        sys.executable,
        "-m",
        "tapisvert",
        "serve",
        "--port",
        str(port),
        "--db",
        f"sqlite:///{folder / 'web.db'}",
        "--bot-workers",
        "2",
        "--fixed-seeds",
        # a tutorial's other seats play at once (a learner gets a second to watch each card)
        "--tutorial-pace",
        "0",
        *extra,
    ]
    proc = subprocess.Popen(cmd, cwd=folder, stdout=log, stderr=subprocess.STDOUT)
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                urllib.request.urlopen(base + "/api/health", timeout=2).read()
                break
            except (urllib.error.URLError, ConnectionError, TimeoutError):
                if proc.poll() is not None or time.monotonic() > deadline:
                    log.flush()
                    raise RuntimeError(
                        "tapisvert serve did not start: " + (folder / "serve.log").read_text()
                    ) from None
                time.sleep(0.2)
        yield Server(base)
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
        log.close()


@pytest.fixture(scope="module")
def browser(server: Server) -> Iterator[Any]:
    # Module scope, not session: Playwright's sync API holds an asyncio event loop while it runs,
    # and a later module on the same pytest-xdist worker (the server's group-commit tests) could
    # not call asyncio.run() until it stops.
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=_chromium(), args=["--no-sandbox"])
        yield b
        b.close()


@pytest.fixture(scope="session")
def artifacts() -> Path:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    return ARTIFACTS
