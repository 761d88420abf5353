"""The garbage collector of a process that answers moves: fewer, shorter pauses.

Everything imported at start (the games, the web stack) moves to the permanent generation, which
no collection walks again, and the youngest generation is collected every 20,000 allocations
instead of 700, so that most of a move's short-lived objects (its views, its JSON) are freed by
reference counting before any collection walks them. `serve` tunes its process for good; the load
test (`bench-server`) tunes its clients for the run, since their pauses would otherwise count as
the server's latency (docs/server.md: these pauses set the p99 latency).
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager

THRESHOLD = (20_000, 20, 20)


def tune() -> None:
    """Freeze what is alive now and collect the young generation rarely, for good."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(*THRESHOLD)


@contextmanager
def tuned() -> Iterator[None]:
    """`tune()` for the duration of a block, then the collector as it was."""
    old = gc.get_threshold()
    tune()
    try:
        yield
    finally:
        gc.set_threshold(*old)
        gc.unfreeze()
