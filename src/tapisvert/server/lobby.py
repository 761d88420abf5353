"""The lobby's websockets: one snapshot per batch of changes, shared by every lobby socket.

A change (a table created, changed, closed; another process's NOTIFY) marks the snapshot stale
and wakes the feed's task. The task builds the lobby once (one database read), serialises it
once, and hands the same text to every subscriber; then it waits `interval` seconds (longer for
a crowd: at most FRAMES_PER_S frames a second in all), so that the changes made meanwhile go out
together in the next snapshot. Nothing is built while nobody
listens. A subscriber keeps only the newest snapshot: a slow socket skips the ones it had no
time to send instead of queueing them.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable

from tapisvert.server.fanout import STATS

log = logging.getLogger("tapisvert.server")


class LobbySubscriber:
    """One lobby socket's mailbox: the newest snapshot not sent yet."""

    def __init__(self) -> None:
        self._text: str | None = None
        self._ready = asyncio.Event()

    def offer(self, text: str) -> None:
        self._text = text
        self._ready.set()

    async def next(self) -> str:
        """Wait for a snapshot newer than the last one returned."""
        while True:
            await self._ready.wait()
            self._ready.clear()
            text, self._text = self._text, None
            if text is not None:
                return text


class LobbyFeed:
    """The subscribers and the task that builds the snapshot they share."""

    # lobby frames a second at most, over all the subscribers: 500 lobby sockets get a snapshot
    # every 2 s (at 1,000 a second the lobby took 15% of the event loop while a crowd arrived)
    FRAMES_PER_S = 250

    def __init__(self, build: Callable[[], Awaitable[str]], interval: float = 0.5) -> None:
        self._build = build
        self.interval = interval
        self.subscribers: set[LobbySubscriber] = set()
        self._text: str | None = None
        self._stale = True
        self._wake = asyncio.Event()
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        self._task = asyncio.create_task(self._run(), name="lobby")

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task

    def changed(self) -> None:
        """The lobby changed: the next snapshot is built at the latest `interval` after the
        previous one."""
        STATS.lobby_changes += 1
        self._stale = True
        self._wake.set()

    def subscribe(self, sub: LobbySubscriber) -> None:
        """Add a socket: it gets the current snapshot now if it is fresh, else the next one."""
        self.subscribers.add(sub)
        if self._text is not None and not self._stale:
            sub.offer(self._text)
        else:
            self._wake.set()

    def unsubscribe(self, sub: LobbySubscriber) -> None:
        self.subscribers.discard(sub)

    @property
    def latest(self) -> str | None:
        """The last snapshot built (None before the first)."""
        return self._text

    async def _run(self) -> None:
        while True:
            await self._wake.wait()
            self._wake.clear()
            if not self.subscribers or not self._stale:
                continue  # nobody listens (built on the next subscribe), or nothing new
            self._stale = False
            try:
                text = await self._build()
            except Exception:
                log.exception("cannot build the lobby")
                self._stale = True
                self._wake.set()
            else:
                STATS.lobby_builds += 1
                self._text = text
                for sub in list(self.subscribers):
                    sub.offer(text)
            # a crowd of lobby sockets stretches the pause: at most FRAMES_PER_S frames a second
            await asyncio.sleep(max(self.interval, len(self.subscribers) / self.FRAMES_PER_S))


__all__ = ["LobbyFeed", "LobbySubscriber"]
