"""Time for the table owners: the real wall clock, or a fake one that tests advance by hand."""

from __future__ import annotations

import asyncio
import heapq
import itertools
import time
from collections.abc import Callable
from typing import Protocol


class Timer(Protocol):
    def cancel(self) -> None: ...


class Clock(Protocol):
    def now(self) -> float:
        """Seconds since the epoch."""
        ...

    def call_at(self, when: float, callback: Callable[[], None]) -> Timer:
        """Run `callback` (in the event loop) once `now() >= when`."""
        ...


class RealClock:
    def now(self) -> float:
        return time.time()

    def call_at(self, when: float, callback: Callable[[], None]) -> Timer:
        loop = asyncio.get_running_loop()
        return loop.call_later(max(0.0, when - time.time()), callback)


class _FakeTimer:
    def __init__(self) -> None:
        self.cancelled = False

    def cancel(self) -> None:
        self.cancelled = True


class FakeClock:
    """A clock that moves only when a test calls `advance`."""

    def __init__(self, start: float = 1_700_000_000.0) -> None:
        self._now = start
        self._timers: list[tuple[float, int, _FakeTimer, Callable[[], None]]] = []
        self._seq = itertools.count()

    def now(self) -> float:
        return self._now

    def call_at(self, when: float, callback: Callable[[], None]) -> Timer:
        timer = _FakeTimer()
        if when <= self._now:  # already due: run it soon, as the real clock does
            asyncio.get_running_loop().call_soon(lambda: None if timer.cancelled else callback())
            return timer
        heapq.heappush(self._timers, (when, next(self._seq), timer, callback))
        return timer

    def advance(self, seconds: float) -> None:
        """Move time forward, running every timer that falls due."""
        target = self._now + seconds
        while self._timers and self._timers[0][0] <= target:
            when, _, timer, callback = heapq.heappop(self._timers)
            self._now = max(self._now, when)
            if not timer.cancelled:
                callback()
        self._now = target
