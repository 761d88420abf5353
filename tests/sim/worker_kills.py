"""Killing a worker in the middle of a run, as a crash would: for the backends' tests."""

from __future__ import annotations

import os
import signal
import threading
import time
from collections.abc import Callable
from pathlib import Path


def pool_children() -> list[int]:
    """The process pool's workers: this process's children, except a `tapisvert serve` that a
    session fixture of the same test worker started (the browser tests' server)."""
    me = os.getpid()
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                stat = Path(f"/proc/{entry}/stat").read_text()
                cmdline = Path(f"/proc/{entry}/cmdline").read_bytes()
            except OSError:
                continue
            # `serve` as an argument of its own: a forked worker's command line is pytest's, which
            # may name tests/server/ (a substring test then took every worker for the server)
            parent = int(stat.rsplit(")", 1)[1].split()[1])
            if parent == me and b"serve" not in cmdline.split(b"\0"):
                found.append(int(entry))
    return found


def kill_one_worker_during(run: Callable[[], object], find: Callable[[], list[int]]) -> object:
    """Run `run` while another thread SIGKILLs the first worker `find` shows; returns its result
    and checks that a worker was indeed killed."""
    killed: list[int] = []
    stop = threading.Event()

    def killer() -> None:
        while not stop.is_set() and not killed:
            for pid in find():
                try:
                    os.kill(pid, signal.SIGKILL)
                except ProcessLookupError:
                    continue
                killed.append(pid)
                return
            time.sleep(0.05)

    thread = threading.Thread(target=killer)
    thread.start()
    try:
        result = run()
    finally:
        stop.set()
        thread.join()
    assert killed, "no worker was seen running: the run ended before the kill"
    return result


def ray_tasks_running() -> list[int]:
    """Ray workers in the middle of a chunk (Ray names a busy worker after its task)."""
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                cmd = Path(f"/proc/{entry}/cmdline").read_bytes()
            except OSError:
                continue
            if cmd.startswith(b"ray::run_chunk"):
                found.append(int(entry))
    return found
