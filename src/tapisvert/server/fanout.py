"""Keeping one request's cost from growing with the number of others (docs/server.md, "Fan-out").

- `SingleFlight`: concurrent askers of the same key share one computation (a table being loaded,
  a record being built); a finished key is forgotten, so unknown keys leave nothing behind.
- `Coalescer`: many changes, at most one flush per interval (a table's presence news).
- `SyncLimiter`: at most one `sync` answered per interval per socket; the extras are coalesced
  into one answer at the end of the interval.
- `STATS`: counts of the work whose amplification the tests bound (views rendered, presence
  broadcasts, lobby builds and frames, record builds), process-wide.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable, Hashable
from dataclasses import dataclass, fields
from typing import Generic, TypeVar

from tapisvert.server.clock import Clock, Timer

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


@dataclass
class FanoutStats:
    """Counters of this process (tests read their differences; nothing resets them)."""

    views_rendered: int = 0  # `state` messages rendered (ViewRenderer.render)
    presence_broadcasts: int = 0  # `seats` frames built, each sent to every connection
    presence_frames: int = 0  # `seats` frames queued, over all connections
    lobby_changes: int = 0  # lobby news (a table created, changed, closed; NOTIFY)
    lobby_builds: int = 0  # lobby snapshots read and serialised
    lobby_frames: int = 0  # lobby snapshots sent, over all lobby sockets
    record_builds: int = 0  # records built from an event log

    def snapshot(self) -> dict[str, int]:
        return {f.name: getattr(self, f.name) for f in fields(self)}


STATS = FanoutStats()


class SingleFlight(Generic[K, V]):
    """One computation per key at a time: who asks for a key whose computation is under way
    awaits the same result (or error). A caller that gives up (cancelled) does not cancel the
    computation for the others. The table holds only the keys in flight."""

    def __init__(self) -> None:
        self._flights: dict[K, asyncio.Future[V]] = {}

    def __len__(self) -> int:
        return len(self._flights)

    async def run(self, key: K, make: Callable[[], Awaitable[V]]) -> V:
        flight = self._flights.get(key)
        if flight is None:
            flight = asyncio.ensure_future(make())
            self._flights[key] = flight

            def landed(f: asyncio.Future[V], key: K = key) -> None:
                if self._flights.get(key) is f:
                    del self._flights[key]
                if not f.cancelled():
                    f.exception()  # retrieved: no "never retrieved" warning when all gave up

            flight.add_done_callback(landed)
        return await asyncio.shield(flight)


class Coalescer:
    """Calls `flush` at most once per `interval` seconds of `clock` however often `touch` is
    called.

    The first touch after a quiet interval flushes at the next turn of the event loop (every
    change made in the same turn goes out together); a touch within the interval after a flush
    waits for the interval's end, and all such touches share that one flush. (On the tests'
    fake clock the later flushes wait for the test to move the clock.)"""

    def __init__(self, interval: float, flush: Callable[[], None], clock: Clock) -> None:
        self.interval = interval
        self._flush = flush
        self._clock = clock
        self._timer: Timer | None = None
        self._last = float("-inf")

    def touch(self) -> None:
        if self._timer is not None:
            return
        now = self._clock.now()
        self._timer = self._clock.call_at(max(now, self._last + self.interval), self._fire)

    def _fire(self) -> None:
        self._timer = None
        self._last = self._clock.now()
        self._flush()

    def cancel(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None


class SyncLimiter:
    """At most one `sync` answered per `interval` seconds on one socket.

    `request()` says when to answer a sync: 0.0 now; a delay in seconds (an answer at the end of
    the interval, which serves every sync asked until then); None when such an answer is
    already due (this sync is folded into it). `fired()` is called when the due answer goes."""

    def __init__(self, interval: float, now: Callable[[], float] = time.monotonic) -> None:
        self.interval = interval
        self._now = now
        self._last = float("-inf")
        self._pending = False

    def request(self) -> float | None:
        if self._pending:
            return None
        now = self._now()
        wait = self._last + self.interval - now
        if wait <= 0:
            self._last = now
            return 0.0
        self._pending = True
        self._last += self.interval
        return wait

    def fired(self) -> None:
        self._pending = False


__all__ = ["STATS", "Coalescer", "FanoutStats", "SingleFlight", "SyncLimiter"]
