"""The database's rows as the server code sees them (one TypedDict per table of schema.py, and
the shapes written to it), so that mypy checks every column name the owner and the hub use.

`Store` reads rows as dicts and returns them as these types; what it writes takes them too.
"""

from __future__ import annotations

from typing import Any, NotRequired

from typing_extensions import TypedDict

from tapisvert.server.models import SeatKind, TableSettings, TableStatus


class _Table(TypedDict):
    """The columns of `tables` that `Hub.create` writes and every read returns."""

    id: str
    name: str
    game: str
    players: int
    options: dict[str, Any]
    seed: str
    host_token_hash: str
    any_invite: str
    status: TableStatus
    created_at: float
    updated_at: float


class NewTable(_Table):
    """A `tables` row as `Hub.create` writes it (the store adds its owner)."""

    settings: TableSettings
    lease_until: float


class TableRow(_Table):
    """A `tables` row as read (`settings`: as written then, read through `Settings.from_json`)."""

    settings: dict[str, Any]
    current_match: int | None
    owner: str | None
    lease_until: float | None  # None once released


class SeatRow(TypedDict):
    """A `seats` row (with its `table_id` when read)."""

    seat: int
    kind: SeatKind
    bot: str | None
    name: str | None
    token_hash: str | None
    invite: str | None
    table_id: NotRequired[str]


class SeatUpdate(TypedDict):
    """A seat taken (name and token) or freed (both None)."""

    seat: int
    name: str | None
    token_hash: str | None


class TableUpdate(TypedDict, total=False):
    """The `tables` columns that joins and leaves change."""

    status: TableStatus


class NewMatch(TypedDict):
    """A `matches` row as written (the store adds its id and table)."""

    number: int
    seed: str
    created_at: float
    started_at: float | None


class MatchRow(NewMatch):
    """A `matches` row as read; `moves` (its event count) where the read counts them."""

    id: int
    table_id: str
    finished_at: float | None
    result: dict[str, Any] | None
    moves: NotRequired[int]


class MatchEnd(TypedDict):
    """What a match's last move writes to its row."""

    finished_at: float
    result: dict[str, Any]


class EventRow(TypedDict):
    """An `events` row: one applied move of a match's log."""

    match_id: int
    move: int
    seat: int
    action: str
    by: str
    at: float
    remaining_ms: int | None
    # what the move set off, whole (`Event.to_json`, private parts included): read back for a
    # reader only through `Event.for_reader`; None where not told (a log older than events)
    events: NotRequired[list[dict[str, Any]] | None]
