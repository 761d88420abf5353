"""The owner's inbox: one frozen dataclass per thing that can happen to a table.

`TableOwner.submit(message)` queues one; the owner's task handles them one at a time, in arrival
order, in one dispatch (`TableOwner._handle`). `Message[R]` says what the handling returns: the
future of `submit(Join(...))` holds a `(seat, token)`, that of `submit(Play(...))` None.

The first messages come from clients (through the websocket session and the REST routes), the
last ones from the owner itself: its timers and its bots' tasks post them, so that whatever
changes a table is done on its task.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from tapisvert.server.broadcast import Connection

R = TypeVar("R")


class Message(Generic[R]):
    """Something for a table's owner to do; R: what handling it returns."""


# --- from clients -------------------------------------------------------------------------------
@dataclass(frozen=True)
class Connect(Message[int | None]):
    """Attach a socket: the seat of `token` (None: a spectator); `since`: the last move number
    the client saw (it gets the moves missed since). Returns the seat."""

    conn: Connection
    token: str | None
    since: int | None = None


@dataclass(frozen=True)
class Disconnect(Message[None]):
    """A socket went away."""

    conn: Connection


@dataclass(frozen=True)
class Play(Message[None]):
    """A client's move: the move number of the view it acts on and the action's text, as sent
    (the owner checks their types: a refusal has a key)."""

    conn: Connection
    move: object
    action: object


@dataclass(frozen=True)
class Sync(Message[None]):
    """Send the client a full view again."""

    conn: Connection


@dataclass(frozen=True)
class Join(Message[tuple[int, str]]):
    """Claim a seat with an invite code; returns (seat, seat token)."""

    invite: str
    name: str


@dataclass(frozen=True)
class Leave(Message[None]):
    """The human at `seat` gives up the seat."""

    seat: int


@dataclass(frozen=True)
class Rematch(Message[None]):
    """Start the next match (once this one is over)."""


@dataclass(frozen=True)
class Close(Message[None]):
    """Close the table (its host, or the sweep of abandoned tables)."""


# --- from the owner's timers and bots ---------------------------------------------------------
@dataclass(frozen=True)
class Schedule(Message[None]):
    """Arm the clock of the seat to act and start its bot (when the owner starts)."""


@dataclass(frozen=True)
class BotAnswer(Message[None]):
    """A program chose `action` for `seat` at move number `move`; `by`: bot, fallback or
    standin (docs/server.md, `event.by`)."""

    move: int
    seat: int
    action: int
    by: str


@dataclass(frozen=True)
class ClockExpired(Message[None]):
    """The clock of the seat to act at move number `move` ran out."""

    move: int


@dataclass(frozen=True)
class StandinDue(Message[None]):
    """The absent human of `seat` (whose token hash was `token`) did not come back in time."""

    seat: int
    token: str | None


@dataclass(frozen=True)
class PresenceDue(Message[None]):
    """Send the table's presence (the `seats` frame, and the lobby's news): the presence
    coalescer's timer posts it at most once per `presence_interval` however many sockets came
    and went meanwhile (docs/server.md, "Fan-out")."""


# --- coaching, the end of a hand, the chat (issues 26 and 27) --------------------------------
@dataclass(frozen=True)
class HintAsk(Message[None]):
    """The seat of `conn` asks for a hint at move number `move` (answered with a `hint` frame
    once computed, off the owner's task)."""

    conn: Connection
    move: object


@dataclass(frozen=True)
class HintReady(Message[None]):
    """The hint asked at move number `move` is computed (`Hint.to_json()`), or failed (None)."""

    move: int
    hint: dict[str, Any] | None


@dataclass(frozen=True)
class ReviewAsk(Message[None]):
    """`conn` asks for the review of the play of `seat` (None: its own seat) in finished hand
    `hand`; another seat's only once the match is over."""

    conn: Connection
    hand: object
    seat: object = None


@dataclass(frozen=True)
class NextHand(Message[None]):
    """The human at `seat` is ready for the next hand."""

    seat: int


@dataclass(frozen=True)
class PauseOver(Message[None]):
    """The pause after finished hand number `hands` (how many hands had ended) is over."""

    hands: int


@dataclass(frozen=True)
class Chat(Message[None]):
    """`conn` writes in the table's chat: a quick message's key, or free text."""

    conn: Connection
    quick: object
    text: object
