"""A table's audience: the connections of its seated players and spectators, and what is sent to
all of them (each seat its own view, the seats, a closing error).

A crowd costs each frame once, not once per socket (docs/server.md, "Fan-out"): a view is rendered
once per seat and the spectators share theirs; the `seats` frame is built once for every socket;
the spectators are kept apart (`watchers`), so that counting them (every `welcome`'s TableInfo
does) costs nothing however many watch."""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from typing import Protocol

from tapisvert.server.errors import ServerError
from tapisvert.server.fanout import STATS
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
        self.watchers: set[Connection] = set()  # the spectators among `connections`

    def add(self, conn: Connection) -> None:
        """Attach `conn` (its seat already set: None for a spectator)."""
        self.connections.add(conn)
        if conn.seat is None:
            self.watchers.add(conn)

    def drop(self, conn: Connection) -> None:
        self.connections.discard(conn)
        self.watchers.discard(conn)

    def unseat(self, seat: int) -> list[Connection]:
        """The connections of `seat` become spectators' (the seat was given up); returns them."""
        moved = [c for c in self.connections if c.seat == seat]
        for c in moved:
            c.seat = None
            self.watchers.add(c)
        return moved

    def spectator_count(self) -> int:
        """How many spectators' sockets are connected now."""
        return len(self.watchers)

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
                self.drop(c)
            else:
                c.send(text)

    def seats(self, seats: list[SeatInfo]) -> None:
        """The seats and the spectator count, one frame built once, to every connection."""
        frame = dumps(
            {
                "type": "seats",
                "seats": seats,
                "spectators_connected": self.spectator_count(),
            }
        )
        STATS.presence_broadcasts += 1
        for c in list(self.connections):
            c.send(frame)
        STATS.presence_frames += len(self.connections)

    def close_all(self, error: ServerError, code: int, reason: str) -> None:
        """Send every connection `error` (fatal) and close it."""
        frame = dumps(error.frame(fatal=True))
        for c in list(self.connections):
            c.send(frame)
            c.close(code, reason)
        self.connections.clear()
        self.watchers.clear()
