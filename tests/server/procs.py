"""Real `tapisvert serve` processes for the restart and two-process tests."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import httpx
from websockets.sync.client import ClientConnection, connect


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class Server:
    """One `tapisvert serve` child process; its output goes to a log file."""

    def __init__(
        self, db: str, port: int, log: Path, *extra: str, env: dict[str, str] | None = None
    ) -> None:
        self.db, self.port, self.log_path, self.extra = db, port, log, extra
        self.env = env or {}
        self.url = f"http://127.0.0.1:{port}"
        self.proc: subprocess.Popen[bytes] | None = None

    def start(self) -> Server:
        return self.spawn().wait_ready()

    def spawn(self) -> Server:
        """Start the process without waiting for it to answer."""
        self._log = open(self.log_path, "ab")  # noqa: SIM115
        self.proc = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "tapisvert",
                "serve",
                "--port",
                str(self.port),
                "--db",
                self.db,
                "--log-level",
                "warning",
                "--bot-workers",
                "1",
                "--fixed-seeds",
                *self.extra,
            ],
            stdout=self._log,
            stderr=subprocess.STDOUT,
            env={**os.environ, "PYTHONUNBUFFERED": "1", **self.env},
        )
        return self

    def wait_ready(self) -> Server:
        """Wait until the process answers /api/health (it fails if the process exits)."""
        assert self.proc is not None
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise AssertionError(f"the server exited: {self.output()[-3000:]}")
            try:
                if httpx.get(f"{self.url}/api/health", timeout=1).status_code == 200:
                    return self
            except httpx.HTTPError:
                pass
            time.sleep(0.1)
        raise AssertionError(f"the server did not start: {self.output()[-3000:]}")

    def output(self) -> str:
        return self.log_path.read_text(errors="replace")

    def kill(self) -> None:
        """SIGKILL: no shutdown code runs."""
        assert self.proc is not None
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(10)
        self._log.close()

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(15)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        if not self._log.closed:
            self._log.close()

    def post(self, path: str, body: Any, token: str | None = None) -> Any:
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        r = httpx.post(f"{self.url}{path}", json=body, headers=headers, timeout=30)
        assert r.status_code < 300, r.text
        return r.json()

    def get(self, path: str) -> Any:
        return httpx.get(f"{self.url}{path}", timeout=30).json()

    def ws(self, table_id: str) -> ClientConnection:
        return connect(f"ws://127.0.0.1:{self.port}/ws/tables/{table_id}", open_timeout=20)


def recv(ws: ClientConnection, timeout: float = 30) -> dict[str, Any]:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        msg: dict[str, Any] = json.loads(ws.recv(timeout=timeout))
        if msg["type"] == "ping":
            ws.send('{"type":"pong"}')
            continue
        assert msg["type"] != "error", msg
        return msg
    raise AssertionError("no frame but pings")


def my_state(ws: ClientConnection, seat: int) -> dict[str, Any]:
    """The next state where `seat` may act, or the end of the match."""
    for _ in range(1000):
        msg = recv(ws)
        if msg["type"] == "state" and (msg["over"] or (msg["to_act"] == seat and msg["legal"])):
            return msg
    raise AssertionError("never my turn")


def play_to_end(ws: ClientConnection, seat: int, msg: dict[str, Any]) -> dict[str, Any]:
    """From the state `msg`, play `seat`'s first legal action at each turn to the end."""
    for _ in range(1000):
        if not (
            msg["type"] == "state" and (msg["over"] or (msg["to_act"] == seat and msg["legal"]))
        ):
            msg = my_state(ws, seat)
        if msg["over"]:
            return msg
        ws.send(json.dumps({"type": "move", "move": msg["move"], "action": msg["legal"][0]}))
        msg = my_state(ws, seat)
    raise AssertionError("the match never ended")
