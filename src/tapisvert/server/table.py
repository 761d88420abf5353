"""One live table and the single task that owns it.

Everything that changes a table is a message (`messages.py`) given to `TableOwner.submit`; the
owner's task handles them one at a time, in arrival order, in one dispatch (`_handle`): players'
moves, bot answers, clock expiries, joins, leaves, connections and disconnections. So two moves
with the same move number cannot both be applied: the second finds the number moved on and gets a
resync.

An applied move is first written to the event log (with the lease check, in one transaction),
then applied in memory, then sent to every connection as its own view.

The owner holds the match and decides; its collaborators keep the rest: `Seating` (seats, tokens,
invites), `SeatClocks` (the chess clocks and their timer), `Autoplay` (bots, stand-ins and their
tasks and timers) and `Audience` (the connections, and what is sent to all of them).

A crowd costs each event once, not once per socket (docs/server.md, "Fan-out"): a view is rendered
once per seat (spectators share one) and kept until the table changes, so the views sent on
connect and on `sync` are rendered once however many sockets ask; presence news (who is
connected, how many watch) goes out as at most one `seats` frame per `presence_interval`.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, TypeVar

from tapisvert.core.chance import match_seed
from tapisvert.core.errors import IllegalAction, InvalidNotation, Refusal
from tapisvert.core.protocol import Game, GameState
from tapisvert.core.tutorial import Tutorial
from tapisvert.games import get_game
from tapisvert.server import coaching, telling
from tapisvert.server.autoplay import Autoplay, BotRunner
from tapisvert.server.broadcast import Audience, Connection, missed_frame, move_event
from tapisvert.server.clock import Clock, Timer
from tapisvert.server.errors import ServerError
from tapisvert.server.fanout import Coalescer
from tapisvert.server.messages import (
    BotAnswer,
    Chat,
    ClockExpired,
    Close,
    Connect,
    Disconnect,
    HintAsk,
    HintReady,
    Join,
    Leave,
    Message,
    NextHand,
    PauseOver,
    Play,
    PresenceDue,
    Rematch,
    ReviewAsk,
    Schedule,
    StandinDue,
    Sync,
)
from tapisvert.server.models import (
    InviteCheck,
    Invites,
    MoveEvent,
    SeatClock,
    TableInfo,
    TableStatus,
)
from tapisvert.server.rows import EventRow, MatchEnd, MatchRow, NewMatch
from tapisvert.server.seatclocks import SeatClocks
from tapisvert.server.seating import Seating, SeatState
from tapisvert.server.settings import Settings
from tapisvert.server.store import LeaseLost, LoadedTable, MoveConflict, Store, token_hash
from tapisvert.server.views import ViewRenderer, dumps, render_view

log = logging.getLogger("tapisvert.server")

R = TypeVar("R")


@dataclass
class Hooks:
    """What the owner needs from the process around it."""

    store: Store
    bots: BotRunner
    clock: Clock
    lease_seconds: float
    public_url: str
    on_change: Callable[[str], None]  # the lobby should refresh
    on_stop: Callable[[str], None]  # the owner stopped (closed, or lost its lease)
    presence_interval: float = 0.2  # seconds between two `seats` broadcasts
    hint_seconds: float = 2.0  # a hint's search budget
    hint_worlds: int | None = None  # a fixed number of worlds instead (reproducible: tests)
    review_worlds: int = 48  # worlds sampled per reviewed decision
    review_parallel: int = 1  # workers one review may use at once
    tutorial_pace: float = 1.0  # seconds before a tutorial's other seats play their step
    idle_after: float = 600.0  # seconds without activity nor human after which a table is idle
    hide_after: float = 3 * 3600.0  # seconds idle after which the lobby hides an abandoned table


@dataclass
class Pause:
    """The wait after a hand (`hand_pause`): until every human seat is `ready` or `deadline`.
    `hands`: how many hands had ended when it began."""

    hands: int
    deadline: float
    ready: set[int] = field(default_factory=set)
    timer: Timer | None = None


class TableOwner:
    """The live state of one table and the task that serialises everything done to it."""

    def __init__(self, loaded: LoadedTable, hooks: Hooks) -> None:
        row = loaded.table
        self.hooks = hooks
        self.id: str = row["id"]
        self.name: str = row["name"]
        self.game: Game = get_game(row["game"])
        self.players: int = row["players"]
        self.options: dict[str, Any] = dict(row["options"])
        self.settings = Settings.from_json(dict(row["settings"]))
        # a tutorial table plays the game's tutorial: its deal, its other seats' steps
        self.tutorial: Tutorial | None = (
            self.game.tutorial() if self.settings.tutorial is not None else None
        )
        self.table_seed = int(row["seed"])
        self.status: TableStatus = row["status"]
        self.created_at: float = row["created_at"]
        self.last_activity: float = row["updated_at"]
        self.seating = Seating(loaded.seats, row["host_token_hash"], row["any_invite"])
        self.timing = SeatClocks(self.settings.clock, self.players, hooks.clock)
        self.autoplay = Autoplay(
            self.id,
            self.game.id,
            self.seating,
            hooks.bots,
            hooks.clock,
            self._later,
            self.settings.bot_deadline,
        )
        if self.tutorial is not None:
            self.autoplay.script = self._scripted
            self.autoplay.pace = hooks.tutorial_pace
        self.audience = Audience(self.id)
        # presence news: its timer posts PresenceDue, at most once per interval
        self._presence = Coalescer(
            hooks.presence_interval, lambda: self._later(PresenceDue()), hooks.clock
        )
        # views without an event rendered since the table last changed, by (seat, cause);
        # `_view_key` says when it changed
        self._views: dict[tuple[int | None, str], str] = {}
        self._views_key: tuple[Any, ...] = ()
        self._views_state: GameState | None = None
        self._queue: asyncio.Queue[tuple[Message[Any], asyncio.Future[Any]]] = asyncio.Queue()
        self._task: asyncio.Task[None] | None = None
        self.stopped = False
        # work done beside the owner's task (hints, reviews), cancelled when it stops
        self._tasks: set[asyncio.Task[Any]] = set()
        self._hint_key: tuple[int, int] | None = None  # (match id, move) of the hint below
        self._hint: dict[str, Any] | None = None
        self._hint_waiters: list[Connection] = []
        self._reviews: dict[Connection, asyncio.Task[Any]] = {}  # a socket's review under way
        self.pause: Pause | None = None
        self._chat_allowance: dict[Connection, tuple[float, float]] = {}
        assert loaded.match is not None
        self._load_match(loaded.match, loaded.events)

    # --- the collaborators' state, as the hub and the tests read it ----------------------------
    @property
    def seats(self) -> list[SeatState]:
        return self.seating.seats

    @property
    def connections(self) -> set[Connection]:
        return self.audience.connections

    @property
    def remaining(self) -> list[int]:
        """Each seat's remaining time on its clock, in ms."""
        return self.timing.remaining

    def seat_of_token(self, token: str | None) -> int | None:
        return self.seating.seat_of_token(token)

    def check_host(self, token: str | None) -> None:
        self.seating.check_host(token)

    def check_seat_or_host(self, token: str | None) -> None:
        self.seating.check_seat_or_host(token)

    def invites(self) -> Invites:
        return self.seating.invites(f"{self.hooks.public_url}/t/{self.id}")

    def check_invite(self, invite: str) -> InviteCheck:
        """The seat `invite` would claim now, or the refusal `Join` would give (table_closed,
        bad_invite, seat_taken, table_full): the join page asks before it asks for a name."""
        if self.status == "closed":
            raise ServerError("table_closed", 410)
        target = self.seating.claim(invite)  # reads only: the seat is claimed by Join
        return {
            "table_id": self.id,
            "seat": target.seat,
            "game": self.game.id,
            "players": self.players,
            "name": self.name,
            "status": self.status,
        }

    # --- the match in memory --------------------------------------------------------------------
    def _load_match(self, match: MatchRow, events: list[EventRow]) -> None:
        self.match_id: int = match["id"]
        self.match_number: int = match["number"]
        self.match_seed = int(match["seed"])
        self.started_at: float | None = match["started_at"]
        self.state: GameState = (
            self.tutorial.start(self.game)
            if self.tutorial is not None
            else self.game.new(self.players, self.match_seed, **self.options)
        )
        self.events: list[EventRow] = []
        # what each move set off, kept whole; told to each reader as it may see it
        self.log = telling.MatchLog(self.game)
        self.timing.reset(self.started_at)
        for e in events:
            action = self.state.parse_action(e["action"])
            told = telling.events_from_json(e.get("events"))
            before = self.state.clone() if told is None else None  # a log written before events
            self.state.apply(action)
            if before is not None:
                told = telling.tell(self.game, before, action, self.state)
            self.events.append(e)
            self.log.add(told, self.state)
            self.timing.replay(e)
        # a hand ended with the last move: the pause after it (from when that move was played)
        self._cancel_pause()
        self.pause = None
        self._hint_key, self._hint = None, None
        if events and self.log.hand_ended_last() and not self.state.is_over():
            self._begin_pause(events[-1]["at"])

    @property
    def move(self) -> int:
        return len(self.events)

    # --- the task -------------------------------------------------------------------------------
    def start(self) -> None:
        self._task = asyncio.create_task(self._run(), name=f"table-{self.id}")
        self._later(Schedule())

    async def _run(self) -> None:
        while True:
            message, future = await self._queue.get()
            if self.stopped:
                if not future.done():
                    future.set_exception(ServerError("table_closed", 410))
                continue
            try:
                result = await self._handle(message)
            except ServerError as exc:
                if not future.done():
                    future.set_exception(exc)
            except LeaseLost:
                self.lost_lease()
                if not future.done():
                    future.set_exception(ServerError("not_owner", 409, owner="another process"))
            except Exception as exc:
                log.exception("table %s: internal error", self.id)
                if not future.done():
                    future.set_exception(exc)
            else:
                if not future.done():
                    future.set_result(result)

    async def _handle(self, message: Message[Any]) -> Any:
        """The one dispatch: what each message does to the table."""
        match message:
            case Connect(conn, token, since):
                return await self._connect(conn, token, since)
            case Disconnect(conn):
                return await self._disconnect(conn)
            case Play(conn, move, action):
                return await self._play(conn, move, action)
            case Sync(conn):
                conn.send(self.view(conn.seat, None, "sync"))
                return None
            case Join(invite, name):
                return await self._join(invite, name)
            case Leave(seat):
                return await self._leave(seat)
            case Rematch():
                return await self._rematch()
            case Close():
                return await self._close()
            case Schedule():
                return await self._schedule()
            case BotAnswer(move, seat, action, by):
                return await self._bot_answer(move, seat, action, by)
            case ClockExpired(move):
                return await self._expired(move)
            case StandinDue(seat, token):
                return await self._standin_due(seat, token)
            case PresenceDue():
                return self._send_presence()
            case HintAsk(conn, move):
                return self._hint_ask(conn, move)
            case HintReady(move, hint):
                return self._hint_ready(move, hint)
            case ReviewAsk(conn, hand, seat):
                return self._review_ask(conn, hand, seat)
            case NextHand(seat):
                return await self._next_hand(seat)
            case PauseOver(hands):
                if self.pause is not None and self.pause.hands == hands:
                    self.pause.ready.update(self._humans())
                    await self._schedule()
                return None
            case Chat(conn, quick, text):
                return self._chat(conn, quick, text)
        raise TypeError(f"not a table message: {message!r}")

    def submit(self, message: Message[R]) -> asyncio.Future[R]:
        """Queue `message` for the owner's task; its future gets the result or the error."""
        future: asyncio.Future[R] = asyncio.get_running_loop().create_future()
        if self.stopped:
            future.set_exception(ServerError("table_closed", 410))
        else:
            self._queue.put_nowait((message, future))
        return future

    def _later(self, message: Message[Any]) -> None:
        """Queue a message whose result nobody awaits (timers, bot answers)."""
        future = self.submit(message)
        future.add_done_callback(lambda f: f.exception() if not f.cancelled() else None)

    async def stop(self) -> None:
        """Stop the task (server shutdown): nothing is written, the log already holds it all."""
        self.stopped = True
        self.timing.cancel()
        self.autoplay.stop()
        self._presence.cancel()
        self._cancel_pause()
        for t in list(self._tasks):
            t.cancel()
        if self._task is not None:
            self._task.cancel()

    def _cancel_timers(self) -> None:
        self.timing.cancel()
        self.autoplay.cancel_timers()
        self._presence.cancel()
        self._cancel_pause()

    def _spawn(self, coro: Any) -> None:
        task: asyncio.Task[Any] = asyncio.ensure_future(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def lost_lease(self) -> None:
        log.warning("table %s: lease lost to another process; dropping it", self.id)
        self.audience.close_all(
            ServerError("not_owner", 409, owner="another process"),
            4009,
            "table owned by another process",
        )
        self.stopped = True
        self._cancel_timers()
        self.hooks.on_stop(self.id)

    # --- views ----------------------------------------------------------------------------------
    def info(self) -> TableInfo:
        """TableInfo (docs/server.md)."""
        abandoned = self.abandoned()
        return {
            "id": self.id,
            "name": self.name,
            "game": self.game.id,
            "players": self.players,
            "options": self.options,
            "status": self.status,
            **self.settings.to_json(),
            "seats": self.seating.infos(),
            "free_seats": self.seating.free(),
            "spectators_connected": self.audience.spectator_count(),
            "match": {
                "match_id": self.match_id,
                "number": self.match_number,
                "move": self.move,
                "over": self.state.is_over(),
            },
            "created_at": self.created_at,
            "url": f"{self.hooks.public_url}/t/{self.id}",
            "last_activity": self.last_activity,
            "abandoned": abandoned,
            "hidden": abandoned
            and self.hooks.clock.now() - self.last_activity > self.hooks.hide_after,
        }

    def abandoned(self) -> bool:
        """A table in play (or waiting for players) that has humans' seats, none of them
        connected, and no activity for `idle_after` seconds (the lobby marks it)."""
        if self.status not in ("open", "playing"):
            return False
        humans = [s for s in self.seats if s.kind == "human"]
        if not humans or any(s.connections > 0 for s in humans):
            return False
        return self.hooks.clock.now() - self.last_activity > self.hooks.idle_after

    def clocks(self) -> tuple[list[SeatClock] | None, int | None]:
        return self.timing.info(self._running_seat())

    def running_seat(self) -> int | None:
        """The seat whose turn (and clock) runs now: None before the start, after the end and
        between two hands."""
        return self._running_seat()

    def _running_seat(self) -> int | None:
        if self.started_at is None or self.state.is_over() or self.pause is not None:
            return None
        return self.state.to_act

    def context(self, event: MoveEvent | None, cause: str) -> dict[str, Any]:
        clocks, deadline = self.clocks()
        return {
            "table_id": self.id,
            "match_id": self.match_id,
            "match_number": self.match_number,
            "move": self.move,
            "clocks": clocks,
            "clock_deadline": deadline,
            "event": event,
            "cause": cause,
            "seats": self.seating.infos(),
            "waiting_next_hand": self._pause_info(),
            "tutorial": self._tutorial_info(),
            "hands": self.log.sheet(self.state),
        }

    def _view_key(self) -> tuple[Any, ...]:
        """What a view without an event depends on, besides the state, the seat and the cause
        (the state is compared by identity: a move or a load replaces it, never edits it)."""
        return (
            self.match_id,
            self.move,
            self.started_at,
            self.timing.turn_start,
            tuple(self.remaining),
            tuple(tuple(s.values()) for s in self.seating.infos()),
            None if self.pause is None else (self.pause.hands, tuple(sorted(self.pause.ready))),
        )

    def view(self, seat: int | None, event: MoveEvent | None, cause: str) -> str:
        """The `state` message for `seat` (None: a spectator). Without an event it is kept
        until the table changes: the sockets that connect or `sync` meanwhile share it."""
        started = self.started_at is not None
        if event is not None:
            return render_view(
                self.state,
                seat,
                self.context(event, cause),
                started=started,
                told=self.log.last(),
                log=self.log,
                paused=self.pause is not None,
            )
        key = self._view_key()
        if self._views_state is not self.state or self._views_key != key:
            self._views = {}
            self._views_key = key
            self._views_state = self.state
        text = self._views.get((seat, cause))
        if text is None:
            text = render_view(
                self.state,
                seat,
                self.context(None, cause),
                started=started,
                log=self.log,
                with_log=True,
                paused=self.pause is not None,
            )
            self._views[(seat, cause)] = text
        return text

    def broadcast(self, event: MoveEvent | None, cause: str) -> None:
        """Send every connection its own view (one rendering per seat): after a move, with the
        events it set off as each reader may see them; otherwise with the match's log."""
        self.audience.views(
            lambda: ViewRenderer(
                self.state,
                self.context(event, cause),
                started=self.started_at is not None,
                told=self.log.last() if event is not None else None,
                log=self.log,
                with_log=event is None,
                paused=self.pause is not None,
            )
        )

    PRESENCE_FRAMES_PER_S = 500  # a crowd's presence news: at most this many frames a second

    def broadcast_seats(self) -> None:
        """Presence changed (a seat connected or left, the spectator count, a stand-in): the
        seats go to every connection, and the news to the lobby, one `presence_interval` after
        the previous broadcast at the latest; the changes made meanwhile share it (PresenceDue).
        A crowd stretches the interval so that the table sends at most PRESENCE_FRAMES_PER_S
        `seats` frames a second (500 sockets: one broadcast a second)."""
        self._presence.interval = max(
            self.hooks.presence_interval, len(self.connections) / self.PRESENCE_FRAMES_PER_S
        )
        self._presence.touch()

    def _send_presence(self) -> None:
        """One `seats` frame, built once, to every connection, and the lobby's news."""
        self.audience.seats(self.seating.infos())
        self.hooks.on_change(self.id)

    # --- turns, bots and clocks -----------------------------------------------------------------
    async def _schedule(self) -> None:
        """Arm the clock of the seat to act and start its bot, if a program plays it."""
        self.timing.cancel()
        if self.pause is not None and not self._pause_done():
            if self.pause.timer is None:
                hands = self.pause.hands
                self.pause.timer = self.hooks.clock.call_at(
                    self.pause.deadline, lambda: self._later(PauseOver(hands))
                )
            return
        if self.pause is not None:  # every human is ready, or the delay ran out
            self._cancel_pause()
            self.pause = None
            self.timing.turn_start = self.hooks.clock.now()  # the next hand's clock starts now
            self.broadcast(None, "next_hand")
        seat = self._running_seat()
        if seat is None:
            return
        move = self.move

        def expire() -> None:
            self._later(ClockExpired(move))

        self.timing.arm(seat, expire)
        self.autoplay.turn(self.state, seat, seed=self.match_seed, move=move)

    async def _bot_answer(self, move: int, seat: int, action: int, by: str) -> None:
        if move != self.move or self.state.to_act != seat:
            return  # the table moved on (a human came back, a clock ran out)
        if by == "standin" and self.seats[seat].standin is None:
            return
        if self.autoplay.controller(seat) is None and by != "timeout":
            return
        await self._apply(seat, action, by)

    async def _expired(self, move: int) -> None:
        seat = self._running_seat()
        if move != self.move or seat is None:
            return
        request = self.autoplay.request(
            self.state, seat, "heuristic", seed=self.match_seed, move=self.move
        )
        action = await self.hooks.bots.fallback(request)
        if move != self.move:
            return
        self.timing.run_out(seat)
        await self._apply(seat, action, "timeout")

    async def _apply(self, seat: int, action: int, by: str) -> None:
        """Write the move to the log, then apply it, then send everyone their view."""
        now = self.hooks.clock.now()
        text = self.state.action_to_str(action)
        after = self.state.clone()
        after.apply(action)  # IllegalAction passes through, nothing written
        # what the move set off, told once here (the state before it is left untouched)
        told = telling.tell(self.game, self.state, action, after)
        remaining = self.timing.spend(seat, now)
        row: EventRow = {
            "match_id": self.match_id,
            "move": self.move + 1,
            "seat": seat,
            "action": text,
            "by": by,
            "at": now,
            "remaining_ms": remaining,
            "events": telling.events_json(told),
        }
        finished: MatchEnd | None = None
        status: TableStatus | None = None
        if after.is_over():
            finished = {"finished_at": now, "result": after.result().to_json()}
            status = "finished"
        try:
            await self.hooks.store.append(
                self.id, now, now + self.hooks.lease_seconds, row, finished, status
            )
        except MoveConflict:
            log.warning("table %s: move %d was written by another process", self.id, self.move + 1)
            await self._reload()
            return
        ended = after.hands_finished() > self.state.hands_finished() and not after.is_over()
        self.state = after
        self.events.append(row)
        self.log.add(told, after)
        if ended:
            self._begin_pause(now)
        self.last_activity = now
        self.timing.moved(seat, remaining, now)
        if status is not None:
            self.status = status
            self.hooks.on_change(self.id)
        self.broadcast(move_event(row), "move")
        await self._schedule()

    async def _reload(self) -> None:
        loaded = await self.hooks.store.call(self.hooks.store.load_table, self.id)
        if loaded is None or loaded.match is None:
            return
        self._load_match(loaded.match, loaded.events)
        self.broadcast(None, "resync")
        await self._schedule()

    # --- what clients ask -----------------------------------------------------------------------
    async def _connect(self, conn: Connection, token: str | None, since: int | None) -> int | None:
        """Attach a connection (seat from its token, or a spectator); sends welcome, the moves
        missed since the move number `since` (a client coming back), then the state."""
        if self.status == "closed":
            raise ServerError("table_closed", 410)
        seat = self.seat_of_token(token)
        if seat is None and not self.settings.spectators:
            raise ServerError("no_spectators", 403)
        if seat is not None:
            s = self.seats[seat]
            s.connections += 1
            self.autoplay.cancel_standin(seat)
            s.standin = None  # the player is back: the seat is theirs again
        try:
            view = self.view(seat, None, "hello")
        except Exception:
            if seat is not None:
                self.seats[seat].connections -= 1
            raise
        conn.seat = seat
        self.audience.add(conn)
        self.last_activity = self.hooks.clock.now()
        conn.send(dumps({"type": "welcome", "table": self.info(), "seat": seat}))
        if since is not None and 0 <= since < self.move:
            conn.send(missed_frame(self.events, since))
        conn.send(view)
        self.broadcast_seats()  # a seat connected, or the spectator count changed (coalesced)
        if seat is not None:
            await self._schedule()
        return seat

    async def _disconnect(self, conn: Connection) -> None:
        if conn not in self.connections:
            return
        self.audience.drop(conn)
        self._chat_allowance.pop(conn, None)
        self.last_activity = self.hooks.clock.now()
        seat = conn.seat
        if seat is None:
            self.broadcast_seats()  # one spectator fewer
            return
        s = self.seats[seat]
        s.connections = max(0, s.connections - 1)
        if s.connections == 0 and s.token_hash is not None:
            standin = self.settings.standin()
            if standin is not None:
                self.autoplay.standin_later(seat, standin[1], s.token_hash)
        self.broadcast_seats()

    async def _standin_due(self, seat: int, token: str | None) -> None:
        s = self.seats[seat]
        self.autoplay.standin_fired(seat)
        if s.connections == 0 and s.token_hash == token and s.kind == "human":
            standin = self.settings.standin()
            s.standin = standin[0] if standin else "heuristic"
            self.broadcast_seats()
            await self._schedule()

    async def _play(self, conn: Connection, move: object, text: object) -> None:
        """A client's move: checked in order, refused with a key, or applied."""
        seat = conn.seat
        if seat is None:
            raise ServerError("not_seated", 403)
        if not isinstance(move, int) or isinstance(move, bool):
            raise ServerError("bad_message", reason="move must be an integer")
        if not isinstance(text, str) or not text.strip() or len(text) > 200:
            raise ServerError("bad_message", reason="action must be a non-empty string")
        if self.state.is_over():
            raise ServerError("match_over", 409)
        if move != self.move:
            conn.send(dumps(ServerError("stale_move", 409, expected=self.move, got=move).frame()))
            conn.send(self.view(seat, None, "resync"))
            return
        if self.pause is not None:
            raise ServerError("waiting_next_hand", 409)
        if self.started_at is None or self.state.to_act != seat:
            raise ServerError("not_your_turn", 409, seat=seat, to_act=self._running_seat())
        try:
            action = self.state.parse_action(text.strip())
        except InvalidNotation as exc:
            refused = self.state.refusal_for_text(text.strip())
            if refused is None:
                reason_message = None if exc.message is None else exc.message.to_json()
                raise ServerError(
                    "bad_notation", action=text, reason=str(exc), reason_message=reason_message
                ) from None
            # a move the rules forbid (`bet 1000`), told as the rule with its real range
            conn.send(dumps(self._illegal_frame(text, refused)))
            conn.send(self.view(seat, None, "resync"))
            return
        wrong = self._tutorial_wrong(seat, action)
        if wrong is not None:
            conn.send(dumps(wrong.frame()))
            conn.send(self.view(seat, None, "resync"))
            return
        try:
            await self._apply(seat, action, "human")
        except IllegalAction as exc:
            if exc.refusal is not None:
                frame = self._illegal_frame(text, exc.refusal)
            else:
                frame = ServerError(
                    "illegal_move", 409, action=text, rule=str(exc), rule_key=None, rule_args={}
                ).frame()
            conn.send(dumps(frame))
            conn.send(self.view(seat, None, "resync"))

    @staticmethod
    def _illegal_frame(text: str, refusal: Refusal) -> dict[str, Any]:
        """The `illegal_move` error for `refusal`: the English sentence, the key and raw
        arguments, and the refusal in the game's words (typed: cards and seats as messages)."""
        return ServerError(
            "illegal_move",
            409,
            action=text,
            rule=refusal.text,
            rule_key=refusal.key,
            rule_args=dict(refusal.args),
            rule_message=None if refusal.message is None else refusal.message.to_json(),
        ).frame()

    async def _join(self, invite: str, name: str) -> tuple[int, str]:
        """Claim a seat with an invite code; returns (seat, seat token)."""
        if self.status == "closed":
            raise ServerError("table_closed", 410)
        target = self.seating.claim(invite)
        token = secrets.token_urlsafe(24)
        now = self.hooks.clock.now()
        free_after = sum(1 for s in self.seats if not s.taken and s is not target)
        starting = free_after == 0 and self.started_at is None
        status = self.status
        if status == "open" and free_after == 0:
            status = "playing"
        await self.hooks.store.call(
            self.hooks.store.update_table,
            self.id,
            now,
            now + self.hooks.lease_seconds,
            seat_updates=[{"seat": target.seat, "name": name, "token_hash": token_hash(token)}],
            values={"status": status},
            match_start=(self.match_id, now) if starting else None,
        )
        target.name = name
        target.token_hash = token_hash(token)
        target.standin = None
        self.status = status
        self.last_activity = now
        if starting:
            self.started_at = now
            self.timing.turn_start = now
        self.broadcast_seats()
        if starting:
            self.broadcast(None, "seats")
        await self._schedule()
        return target.seat, token

    async def _leave(self, seat: int) -> None:
        """The human at `seat` gives up the seat: the token stops, the invite works again."""
        s = self.seats[seat]
        now = self.hooks.clock.now()
        status = "open" if self.status == "playing" else self.status
        await self.hooks.store.call(
            self.hooks.store.update_table,
            self.id,
            now,
            now + self.hooks.lease_seconds,
            seat_updates=[{"seat": seat, "name": None, "token_hash": None}],
            values={"status": status},
        )
        s.token_hash = None
        s.name = None
        self.status = status
        self.autoplay.cancel_standin(seat)
        standin = self.settings.standin()
        if standin is not None:
            s.standin = standin[0]
        for c in self.audience.unseat(seat):
            s.connections = max(0, s.connections - 1)
            c.send(self.view(None, None, "seats"))
        self.broadcast_seats()
        await self._schedule()

    async def _rematch(self) -> None:
        if not self.state.is_over():
            raise ServerError("match_not_over", 409)
        now = self.hooks.clock.now()
        number = self.match_number + 1
        seed = match_seed(self.table_seed, number)
        ready = all(s.taken for s in self.seats)
        status: TableStatus = "playing" if ready else "open"
        match: NewMatch = {
            "number": number,
            "seed": str(seed),
            "created_at": now,
            "started_at": now if ready else None,
        }
        match_id = await self.hooks.store.call(
            self.hooks.store.new_match, self.id, now, now + self.hooks.lease_seconds, match, status
        )
        self.status = status
        self.autoplay.thinking = None
        row: MatchRow = {
            "number": number,
            "seed": match["seed"],
            "created_at": now,
            "started_at": match["started_at"],
            "id": match_id,
            "table_id": self.id,
            "finished_at": None,
            "result": None,
        }
        self._load_match(row, [])
        self.last_activity = now
        self.broadcast(None, "rematch")
        self.hooks.on_change(self.id)
        await self._schedule()

    # --- the end of a hand (issue 26) -------------------------------------------------------------
    def _humans(self) -> list[int]:
        """The seats a person plays now (taken, no stand-in): those the pause waits for."""
        return [
            s.seat
            for s in self.seats
            if s.kind == "human" and s.token_hash is not None and s.standin is None
        ]

    def _begin_pause(self, at: float) -> None:
        """A hand ended at `at`: wait for the humans' `next_hand`, `hand_pause` seconds at most
        (no wait at a table of bots, nor with `hand_pause` 0)."""
        self._cancel_pause()
        self.pause = None
        if self.settings.hand_pause <= 0 or self.tutorial is not None or not self._humans():
            return
        self.pause = Pause(self.state.hands_finished(), at + self.settings.hand_pause)

    def _cancel_pause(self) -> None:
        pause = getattr(self, "pause", None)
        if pause is not None and pause.timer is not None:
            pause.timer.cancel()
            pause.timer = None

    def _pause_done(self) -> bool:
        return self.pause is None or all(s in self.pause.ready for s in self._humans())

    def _pause_info(self) -> dict[str, Any] | None:
        """A view's `waiting_next_hand`: who is ready, who is waited for, until when."""
        if self.pause is None:
            return None
        ready = sorted(self.pause.ready)
        waiting = [s for s in self._humans() if s not in self.pause.ready]
        return {
            "hand": self.pause.hands - 1,
            "ready": ready,
            "waiting": waiting,
            "deadline": self.pause.deadline,
        }

    async def _next_hand(self, seat: int) -> None:
        """The human at `seat` is ready for the next hand (nothing to do outside a pause)."""
        if self.pause is None or seat in self.pause.ready:
            return
        self.pause.ready.add(seat)
        if self._pause_done():
            await self._schedule()
        else:
            self.broadcast(None, "ready")

    # --- tutorials (issue 27) ---------------------------------------------------------------------
    def _tutorial_info(self) -> dict[str, Any] | None:
        """A view's `tutorial`: the step to play (`step` of `total`), the learner's seat, what
        the learner is told now (`say`: the learner's step; `shown`: what the step just played
        by another seat showed; `intro` until the learner's first move, `outro` after the last)."""
        t = self.tutorial
        if t is None:
            return None
        n = self.move
        step = t.steps[n] if n < len(t.steps) else None
        prev = t.steps[n - 1] if 0 < n <= len(t.steps) else None
        say = step.say if step is not None and step.seat == t.seat else None
        shown = prev.say if prev is not None and prev.seat != t.seat else None
        return {
            "step": n,
            "total": len(t.steps),
            "seat": t.seat,
            "say": None if say is None else say.to_json(),
            "shown": None if shown is None else shown.to_json(),
            # the intro stays until the learner has played a step of its own (the other seats'
            # first steps may be played before the learner's page has connected)
            "intro": t.intro.to_json() if all(x.seat != t.seat for x in t.steps[:n]) else None,
            "outro": t.outro.to_json() if step is None else None,
        }

    def _scripted(self, move: int) -> int | None:
        """The action of the tutorial's step at move number `move` for a seat the learner does
        not play (None: no such step)."""
        t = self.tutorial
        if t is None or move >= len(t.steps) or t.steps[move].seat == t.seat:
            return None
        return self.state.parse_action(t.steps[move].move)

    def _tutorial_wrong(self, seat: int, action: int) -> ServerError | None:
        """At a tutorial's learner step, another legal move than the one taught is refused with
        the step's `wrong` message (an illegal one gets the game's refusal, as anywhere)."""
        t = self.tutorial
        if t is None or self.move >= len(t.steps):
            return None
        step = t.steps[self.move]
        if step.seat != seat or action == self.state.parse_action(step.move):
            return None
        if action not in self.state.legal_actions():
            return None
        return ServerError(
            "tutorial_move",
            409,
            action=self.state.action_to_str(action),
            wrong=None if step.wrong is None else step.wrong.to_json(),
        )

    # --- hints and reviews (issue 27) -----------------------------------------------------------
    def _hint_ask(self, conn: Connection, move: object) -> None:
        """A hint for the seat to act, at the move it saw: computed once per move, off the
        owner's task, and sent to that seat's asking sockets only (`_hint_ready`)."""
        seat = conn.seat
        if seat is None:
            raise ServerError("not_seated", 403)
        if not self.settings.hints:
            raise ServerError("hints_off", 403)
        if not isinstance(move, int) or isinstance(move, bool):
            raise ServerError("bad_message", reason="move must be an integer")
        if move != self.move:
            raise ServerError("stale_hint", 409, expected=self.move, got=move)
        if self._running_seat() != seat:
            raise ServerError("not_your_turn", 409, seat=seat, to_act=self._running_seat())
        key = (self.match_id, self.move)
        if self._hint_key == key and self._hint is not None:
            conn.send(dumps({"type": "hint", "move": self.move, "hint": self._hint}))
            return
        self._hint_waiters.append(conn)
        if self._hint_key == key:
            return  # being computed: this socket gets it too
        self._hint_key, self._hint = key, None
        request = coaching.HintRequest(
            self.game.id,
            self.state.observation(seat),
            self.hooks.hint_seconds,
            self.hooks.hint_worlds,
        )
        self._spawn(self._compute_hint(self.move, request))

    async def _compute_hint(self, move: int, request: coaching.HintRequest) -> None:
        try:
            hint: dict[str, Any] | None = await coaching.run(
                self.hooks.bots, coaching.compute_hint, request
            )
        except Exception:
            log.exception("table %s: hint failed", self.id)
            hint = None
        self._later(HintReady(move, hint))

    def _hint_ready(self, move: int, hint: dict[str, Any] | None) -> None:
        waiters, self._hint_waiters = self._hint_waiters, []
        current = self._hint_key == (self.match_id, self.move) and move == self.move
        if hint is None or not current:
            if current:
                self._hint_key = None
            error = (
                ServerError("stale_hint", 409, expected=self.move, got=move)
                if not current
                else ServerError("internal", 500)
            )
            for c in waiters:
                c.send(dumps(error.frame()))
            return
        self._hint = hint
        text = dumps({"type": "hint", "move": move, "hint": hint})
        for c in waiters:
            if c in self.connections and c.seat == self.state.to_act:
                c.send(text)

    def match_moves(self) -> coaching.MatchMoves:
        """The current match as the server holds it (for reviews)."""
        return coaching.MatchMoves(
            self.game.id,
            self.players,
            self.tutorial.seed if self.tutorial is not None else self.match_seed,
            dict(self.options),
            tuple(e["action"] for e in self.events),
            self.tutorial.deal if self.tutorial is not None else None,
        )

    def _review_ask(self, conn: Connection, hand: object, of: object = None) -> None:
        """The review of a seat's play in finished hand `hand` (`of`: that seat; None: the
        asker's own), computed in the background: `review_progress` frames, then a `review`
        frame, to that socket only. Before the match is over, only a seat's own play."""
        seat = conn.seat if of is None else of
        if seat is None:
            raise ServerError("not_seated", 403)
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < self.players:
            raise ServerError("bad_message", reason="seat must be a seat number")
        if seat != conn.seat and not self.state.is_over():
            raise ServerError("review_not_allowed", 403)
        finished = self.state.hands_finished()
        if not isinstance(hand, int) or isinstance(hand, bool) or not 0 <= hand < finished:
            raise ServerError("unknown_hand", 404, hand=str(hand)[:20], finished=finished)
        running = self._reviews.get(conn)
        if running is not None and not running.done():
            raise ServerError("review_busy", 409)
        task = asyncio.ensure_future(self._review(conn, seat, hand, self.match_moves()))
        self._reviews[conn] = task
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        task.add_done_callback(lambda _t: self._reviews.pop(conn, None))

    async def _review(
        self, conn: Connection, seat: int, hand: int, moves: coaching.MatchMoves
    ) -> None:
        def progress(done: int, total: int) -> None:
            conn.send(
                dumps({"type": "review_progress", "hand": hand, "done": done, "total": total})
            )

        try:
            review = await coaching.review(
                self.hooks.bots,
                moves,
                seat,
                [hand],
                worlds=self.hooks.review_worlds,
                parallel=self.hooks.review_parallel,
                progress=progress,
            )
        except Exception:
            log.exception("table %s: review failed", self.id)
            conn.send(dumps(ServerError("internal", 500).frame()))
            return
        conn.send(dumps({"type": "review", "hand": hand, "seat": seat, "review": review.to_json()}))

    # --- the chat (issue 26) ----------------------------------------------------------------------
    CHAT_TEXT = 200  # characters of a free-text chat message
    CHAT_RATE = 1.0  # chat messages a second per socket...
    CHAT_BURST = 5.0  # ...after a burst of this many

    def _chat(self, conn: Connection, quick: object, text: object) -> None:
        """A chat message (a quick message's key, or free text) to every socket of the table;
        spectators only where the host allows it, each socket rate-limited."""
        seat = conn.seat
        if seat is None and not self.settings.spectator_chat:
            raise ServerError("chat_off", 403)
        words: str | None = None
        key: str | None = None
        if isinstance(quick, str) and quick:
            if len(quick) > 40 or not all(c.isalnum() or c in "-_" for c in quick):
                raise ServerError("bad_message", reason="quick must be a message key")
            key = quick
        elif isinstance(text, str) and text.strip():
            words = " ".join(text.split())
            if len(words) > self.CHAT_TEXT:
                raise ServerError("chat_too_long", limit=self.CHAT_TEXT)
        else:
            raise ServerError("bad_message", reason="a chat message needs quick or text")
        now = self.hooks.clock.now()
        allowance, stamp = self._chat_allowance.get(conn, (self.CHAT_BURST, now))
        allowance = min(self.CHAT_BURST, allowance + (now - stamp) * self.CHAT_RATE)
        if allowance < 1:
            self._chat_allowance[conn] = (allowance, now)
            raise ServerError("chat_rate_limited", 429, limit=self.CHAT_RATE)
        self._chat_allowance[conn] = (allowance - 1, now)
        name = self.seats[seat].name if seat is not None else None
        frame = dumps(
            {"type": "chat", "seat": seat, "name": name, "quick": key, "text": words, "at": now}
        )
        for c in list(self.connections):
            c.send(frame)

    async def _close(self) -> None:
        now = self.hooks.clock.now()
        await self.hooks.store.call(self.hooks.store.close_table, self.id, now)
        self.status = "closed"
        self.audience.close_all(ServerError("table_closed", 410), 4004, "table closed")
        self.stopped = True
        self._cancel_timers()
        self.hooks.on_change(self.id)
        self.hooks.on_stop(self.id)


__all__ = ["BotRunner", "Connection", "Hooks", "Settings", "TableOwner"]
