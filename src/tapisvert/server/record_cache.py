"""Finished matches' records as JSON bytes: built once, off the event loop, then kept.

A finished match's record never changes, and building one replays the whole match (seconds for
a poch match of ten thousand moves), so: concurrent downloads of a record share one build
(`SingleFlight`), the build runs in a thread, and the result stays in a least-recently-used
cache bounded in bytes. Errors (unknown match, match not over) are not kept, nor is anything
about an id that fails: asking for many unknown ids leaves the cache as it was.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Awaitable, Callable

from tapisvert.server.fanout import SingleFlight


class RecordCache:
    """Record JSON by match id, at most `limit` bytes in all (a larger record is not kept)."""

    def __init__(self, limit: int = 64 * 1024 * 1024) -> None:
        self.limit = limit
        self._kept: OrderedDict[int, bytes] = OrderedDict()
        self._size = 0
        self.flights: SingleFlight[int, bytes] = SingleFlight()

    def __len__(self) -> int:
        return len(self._kept)

    @property
    def size(self) -> int:
        return self._size

    async def get(self, match_id: int, build: Callable[[], Awaitable[bytes]]) -> bytes:
        """The record of `match_id`, from the cache or from one shared call of `build`."""
        kept = self._kept.get(match_id)
        if kept is not None:
            self._kept.move_to_end(match_id)
            return kept

        async def once() -> bytes:
            data = await build()
            self._keep(match_id, data)
            return data

        return await self.flights.run(match_id, once)

    def _keep(self, match_id: int, data: bytes) -> None:
        if len(data) > self.limit or match_id in self._kept:
            return
        self._kept[match_id] = data
        self._size += len(data)
        while self._size > self.limit:
            _, old = self._kept.popitem(last=False)
            self._size -= len(old)


__all__ = ["RecordCache"]
