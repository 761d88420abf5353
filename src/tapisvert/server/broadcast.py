"""A table's audience: the connections of its seated players and spectators, and what is sent to
all of them (each seat its own view, the seats, a closing error)."""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from typing import Protocol

from tapisvert.server.errors import ServerError
from tapisvert.server.models import MoveEvent, SeatInfo
from tapisvert.server.rows import EventRow
from tapisvert.server.views import ViewRenderer, dumps

log = logging.getLogger("tapisvert.server")

MISSED_LIMIT = 1000  # events at most in a `missed` frame; older ones: the view says it all


class Connection(Protocol):
    """A client connection as the owner sees it: a seat (None: spectator) and a mailbox."""

    seat: int | None

    def send(self, text: str) -> None:
        """Queue one frame (never blocks)."""

    def close(self, code: int, reason: str) -> None:
        """Queue the closing of the socket after the frames already queued."""


def move_event(row: EventRow) -> MoveEvent:
    """The `event` of a view (and of a `missed` frame): the move as every connection sees it."""
    return {"move": row["move"], "seat": row["seat"], "action": row["action"], "by": row["by"]}


def missed_frame(events: Sequence[EventRow], since: int) -> str:
    """The `missed` frame: the events of this match after move `since`, as every connection
    received them (an event's action text tells no seat more than its next view does: the
    conformance suite checks it for every game)."""
    start = max(since, len(events) - MISSED_LIMIT)
    moves = [move_event(e) for e in events[start:]]
    return dumps({"type": "missed", "since": since, "complete": start == since, "events": moves})


class Audience:
    """The connections of one table."""

    def __init__(self, table_id: str) -> None:
        self.table_id = table_id
        self.connections: set[Connection] = set()

    def spectator_count(self) -> int:
        """How many spectators' sockets are connected now."""
        return sum(1 for c in self.connections if c.seat is None)

    def views(self, renderer: Callable[[], ViewRenderer]) -> None:
        """Send every connection its own view (one rendering per seat) from the renderer that
        `renderer` makes (only when someone is connected)."""
        cache: dict[int | None, str | None] = {}
        if not self.connections:
            return
        rendering: ViewRenderer | None = None
        try:
            rendering = renderer()
        except Exception:  # a bug in a view must not stop the table
            log.exception("table %s: cannot render the views", self.table_id)
        for c in list(self.connections):
            if c.seat not in cache:
                try:
                    cache[c.seat] = None if rendering is None else rendering.render(c.seat)
                except Exception:  # a bug in a view must not stop the table
                    log.exception(
                        "table %s: cannot render the view of seat %s", self.table_id, c.seat
                    )
                    cache[c.seat] = None
            text = cache[c.seat]
            if text is None:
                c.send(dumps(ServerError("internal", 500).frame(fatal=True)))
                c.close(1011, "internal error")
                self.connections.discard(c)
            else:
                c.send(text)

    def seats(self, seats: list[SeatInfo]) -> None:
        """The seats and the spectator count, to every connection."""
        frame = dumps(
            {
                "type": "seats",
                "seats": seats,
                "spectators_connected": self.spectator_count(),
            }
        )
        for c in list(self.connections):
            c.send(frame)

    def close_all(self, error: ServerError, code: int, reason: str) -> None:
        """Send every connection `error` (fatal) and close it."""
        frame = dumps(error.frame(fatal=True))
        for c in list(self.connections):
            c.send(frame)
            c.close(code, reason)
        self.connections.clear()
