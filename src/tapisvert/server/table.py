"""One live table and the single task that owns it.

Everything that changes a table goes through `TableOwner.submit`, which queues a coroutine; the
owner's task runs them one at a time, in arrival order: players' moves, bot answers, clock
expiries, joins, leaves, connections and disconnections. So two moves with the same move number
cannot both be applied: the second finds the number moved on and gets a resync.

An applied move is first written to the event log (with the lease check, in one transaction),
then applied in memory, then sent to every connection as its own view.

A crowd costs each event once, not once per socket (docs/server.md, "Fan-out"): a view is rendered
once per seat (spectators share one) and kept until the table changes, so the views sent on
connect and on `sync` are rendered once however many sockets ask; presence news (who is
connected, how many watch) goes out as at most one `seats` frame per `presence_interval`.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any, Protocol, TypeVar

from tapisvert.core.chance import match_seed
from tapisvert.core.errors import IllegalAction, InvalidNotation
from tapisvert.core.protocol import Game, GameState
from tapisvert.games import get_game
from tapisvert.server.botpool import BotRequest
from tapisvert.server.clock import Clock, Timer
from tapisvert.server.errors import ServerError
from tapisvert.server.fanout import STATS, Coalescer
from tapisvert.server.store import LeaseLost, LoadedTable, MoveConflict, Store, token_hash
from tapisvert.server.views import ViewRenderer, dumps, render_view

log = logging.getLogger("tapisvert.server")

T = TypeVar("T")


class Connection(Protocol):
    """A client connection as the owner sees it: a seat (None: spectator) and a mailbox."""

    seat: int | None

    def send(self, text: str) -> None:
        """Queue one frame (never blocks)."""

    def close(self, code: int, reason: str) -> None:
        """Queue the closing of the socket after the frames already queued."""


class BotRunner(Protocol):
    async def choose(self, request: BotRequest, deadline: float) -> tuple[int, str]: ...

    async def fallback(self, request: BotRequest) -> int: ...


@dataclass
class SeatState:
    seat: int
    kind: str
    bot: str | None
    name: str | None
    token_hash: str | None
    invite: str | None
    standin: str | None = None
    connections: int = 0
    standin_timer: Timer | None = None

    @property
    def taken(self) -> bool:
        return self.kind == "bot" or self.token_hash is not None

    def info(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "kind": self.kind,
            "name": self.name,
            "bot": self.bot,
            "taken": self.taken,
            "connected": self.kind == "bot" or self.connections > 0,
            "standin": self.standin,
        }


@dataclass
class Settings:
    """A table's settings (the JSON column `tables.settings`)."""

    spectators: bool = True
    clock: dict[str, float] | None = None  # {"bank": seconds, "increment": seconds}
    on_leave: dict[str, Any] = field(default_factory=lambda: {"policy": "wait"})
    bot_deadline: float = 10.0

    def to_json(self) -> dict[str, Any]:
        return {
            "spectators": self.spectators,
            "clock": self.clock,
            "on_leave": self.on_leave,
            "bot_deadline": self.bot_deadline,
        }

    @staticmethod
    def from_json(data: dict[str, Any]) -> Settings:
        return Settings(
            spectators=bool(data.get("spectators", True)),
            clock=data.get("clock"),
            on_leave=dict(data.get("on_leave") or {"policy": "wait"}),
            bot_deadline=float(data.get("bot_deadline", 10.0)),
        )


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
        self.table_seed = int(row["seed"])
        self.host_token_hash: str = row["host_token_hash"]
        self.any_invite: str = row["any_invite"]
        self.status: str = row["status"]
        self.created_at: float = row["created_at"]
        self.last_activity: float = row["updated_at"]
        self.seats = [
            SeatState(s["seat"], s["kind"], s["bot"], s["name"], s["token_hash"], s["invite"])
            for s in loaded.seats
        ]
        self.connections: set[Connection] = set()
        self._watchers: set[Connection] = set()  # the spectators among `connections`
        self._presence = Coalescer(hooks.presence_interval, self._send_presence, hooks.clock)
        # views rendered since the table last changed, by (seat, cause); `_view_key` says when
        self._views: dict[tuple[int | None, str], str] = {}
        self._views_key: tuple[Any, ...] = ()
        self._views_state: GameState | None = None
        self._queue: asyncio.Queue[tuple[Callable[[], Awaitable[Any]], asyncio.Future[Any]]] = (
            asyncio.Queue()
        )
        self._task: asyncio.Task[None] | None = None
        self._clock_timer: Timer | None = None
        self._thinking: int | None = None  # the move number a bot task is computing
        self._tasks: set[asyncio.Task[Any]] = set()
        self.stopped = False
        assert loaded.match is not None
        self._load_match(loaded.match, loaded.events)

    # --- the match in memory --------------------------------------------------------------------
    def _load_match(self, match: dict[str, Any], events: list[dict[str, Any]]) -> None:
        self.match_id: int = match["id"]
        self.match_number: int = match["number"]
        self.match_seed = int(match["seed"])
        self.started_at: float | None = match["started_at"]
        self.state: GameState = self.game.new(self.players, self.match_seed, **self.options)
        self.events: list[dict[str, Any]] = []
        bank = self._bank_ms()
        self.remaining: list[int] = [bank] * self.players
        self.turn_start: float = self.started_at or self.hooks.clock.now()
        for e in events:
            self.state.apply(self.state.parse_action(e["action"]))
            self.events.append(e)
            if e["remaining_ms"] is not None:
                self.remaining[e["seat"]] = e["remaining_ms"]
            self.turn_start = e["at"]

    @property
    def move(self) -> int:
        return len(self.events)

    def _bank_ms(self) -> int:
        clock = self.settings.clock
        return int(clock["bank"] * 1000) if clock else 0

    def _increment_ms(self) -> int:
        clock = self.settings.clock
        return int(clock.get("increment", 0) * 1000) if clock else 0

    # --- the task -------------------------------------------------------------------------------
    def start(self) -> None:
        self._task = asyncio.create_task(self._run(), name=f"table-{self.id}")
        self._later(self._schedule)

    async def _run(self) -> None:
        while True:
            job, future = await self._queue.get()
            if self.stopped:
                if not future.done():
                    future.set_exception(ServerError("table_closed", 410))
                continue
            try:
                result = await job()
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

    def submit(self, job: Callable[[], Awaitable[T]]) -> asyncio.Future[T]:
        """Queue `job` to run on the owner's task; its future gets the result or the error."""
        future: asyncio.Future[T] = asyncio.get_running_loop().create_future()
        if self.stopped:
            future.set_exception(ServerError("table_closed", 410))
        else:
            self._queue.put_nowait((job, future))
        return future

    def _later(self, job: Callable[[], Awaitable[Any]]) -> None:
        """Queue a job whose result nobody awaits (timers, bot answers)."""
        future = self.submit(job)
        future.add_done_callback(lambda f: f.exception() if not f.cancelled() else None)

    def _spawn(self, coro: Awaitable[Any]) -> None:
        task: asyncio.Task[Any] = asyncio.ensure_future(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def stop(self) -> None:
        """Stop the task (server shutdown): nothing is written, the log already holds it all."""
        self.stopped = True
        self._cancel_timers()
        self._presence.cancel()
        for t in list(self._tasks):
            t.cancel()
        if self._task is not None:
            self._task.cancel()

    def _cancel_timers(self) -> None:
        if self._clock_timer is not None:
            self._clock_timer.cancel()
            self._clock_timer = None
        for s in self.seats:
            if s.standin_timer is not None:
                s.standin_timer.cancel()
                s.standin_timer = None

    def lost_lease(self) -> None:
        log.warning("table %s: lease lost to another process; dropping it", self.id)
        frame = dumps(ServerError("not_owner", 409, owner="another process").frame(fatal=True))
        for c in list(self.connections):
            c.send(frame)
            c.close(4009, "table owned by another process")
        self._drop_all()
        self.stopped = True
        self._cancel_timers()
        self.hooks.on_stop(self.id)

    # --- views ----------------------------------------------------------------------------------
    def info(self) -> dict[str, Any]:
        """TableInfo (docs/server.md)."""
        return {
            "id": self.id,
            "name": self.name,
            "game": self.game.id,
            "players": self.players,
            "options": self.options,
            "status": self.status,
            **self.settings.to_json(),
            "seats": [s.info() for s in self.seats],
            "free_seats": sum(1 for s in self.seats if not s.taken),
            "spectators_connected": self.spectator_count(),
            "match": {
                "match_id": self.match_id,
                "number": self.match_number,
                "move": self.move,
                "over": self.state.is_over(),
            },
            "created_at": self.created_at,
            "url": f"{self.hooks.public_url}/t/{self.id}",
        }

    def clocks(self) -> tuple[list[dict[str, Any]] | None, int | None]:
        if self.settings.clock is None:
            return None, None
        running = self._running_seat()
        out = []
        deadline = None
        for s in range(self.players):
            remaining = self.remaining[s]
            if s == running:
                deadline = int((self.turn_start * 1000) + remaining)
            out.append({"seat": s, "remaining_ms": remaining, "running": s == running})
        return out, deadline

    def _running_seat(self) -> int | None:
        if self.started_at is None or self.state.is_over():
            return None
        return self.state.to_act

    def context(self, event: dict[str, Any] | None, cause: str) -> dict[str, Any]:
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
            "seats": [s.info() for s in self.seats],
        }

    def _view_key(self) -> tuple[Any, ...]:
        """What a view without an event depends on, besides the state, the seat and the cause
        (the state is compared by identity: a move or a load replaces it, never edits it)."""
        return (
            self.match_id,
            self.move,
            self.started_at,
            self.turn_start,
            tuple(self.remaining),
            tuple(tuple(s.info().values()) for s in self.seats),
        )

    def view(self, seat: int | None, event: dict[str, Any] | None, cause: str) -> str:
        """The `state` message for `seat` (None: a spectator). Without an event it is kept
        until the table changes: the sockets that connect or `sync` meanwhile share it."""
        if event is not None:
            return render_view(
                self.state, seat, self.context(event, cause), started=self.started_at is not None
            )
        key = self._view_key()
        if self._views_state is not self.state or self._views_key != key:
            self._views = {}
            self._views_key = key
            self._views_state = self.state
        text = self._views.get((seat, cause))
        if text is None:
            text = render_view(
                self.state, seat, self.context(None, cause), started=self.started_at is not None
            )
            self._views[(seat, cause)] = text
        return text

    def broadcast(self, event: dict[str, Any] | None, cause: str) -> None:
        """Send every connection its own view (one rendering per seat)."""
        cache: dict[int | None, str | None] = {}
        if not self.connections:
            return
        renderer: ViewRenderer | None = None
        try:
            renderer = ViewRenderer(
                self.state, self.context(event, cause), started=self.started_at is not None
            )
        except Exception:  # a bug in a view must not stop the table
            log.exception("table %s: cannot render the views", self.id)
        for c in list(self.connections):
            if c.seat not in cache:
                try:
                    cache[c.seat] = None if renderer is None else renderer.render(c.seat)
                except Exception:  # a bug in a view must not stop the table
                    log.exception("table %s: cannot render the view of seat %s", self.id, c.seat)
                    cache[c.seat] = None
            text = cache[c.seat]
            if text is None:
                c.send(dumps(ServerError("internal", 500).frame(fatal=True)))
                c.close(1011, "internal error")
                self._drop(c)
            else:
                c.send(text)

    def missed(self, since: int) -> str:
        """The `missed` frame: the events of this match after move `since`, as every connection
        received them (an event's action text tells no seat more than its next view does: the
        conformance suite checks it for every game)."""
        start = max(since, self.move - self.MISSED_LIMIT)
        events = [
            {"move": e["move"], "seat": e["seat"], "action": e["action"], "by": e["by"]}
            for e in self.events[start:]
        ]
        return dumps(
            {"type": "missed", "since": since, "complete": start == since, "events": events}
        )

    def spectator_count(self) -> int:
        """How many spectators' sockets are connected now."""
        return len(self._watchers)

    def _add(self, conn: Connection) -> None:
        self.connections.add(conn)
        if conn.seat is None:
            self._watchers.add(conn)

    def _drop(self, conn: Connection) -> None:
        self.connections.discard(conn)
        self._watchers.discard(conn)

    def _drop_all(self) -> None:
        self.connections.clear()
        self._watchers.clear()

    PRESENCE_FRAMES_PER_S = 500  # a crowd's presence news: at most this many frames a second

    def broadcast_seats(self) -> None:
        """Presence changed (a seat connected or left, the spectator count, a stand-in): the
        seats go to every connection, and the news to the lobby, one `presence_interval` after
        the previous broadcast at the latest; the changes made meanwhile share it. A crowd
        stretches the interval so that the table sends at most PRESENCE_FRAMES_PER_S `seats`
        frames a second (500 sockets: one broadcast a second)."""
        self._presence.interval = max(
            self.hooks.presence_interval, len(self.connections) / self.PRESENCE_FRAMES_PER_S
        )
        self._presence.touch()

    def _send_presence(self) -> None:
        """One `seats` frame, built once, to every connection (the Coalescer calls it)."""
        if self.stopped:
            return
        frame = dumps(
            {
                "type": "seats",
                "seats": [s.info() for s in self.seats],
                "spectators_connected": self.spectator_count(),
            }
        )
        STATS.presence_broadcasts += 1
        for c in list(self.connections):
            c.send(frame)
        STATS.presence_frames += len(self.connections)
        self.hooks.on_change(self.id)

    # --- turns, bots and clocks -----------------------------------------------------------------
    def _controller(self, seat: int) -> tuple[str, str] | None:
        """(bot spec, "bot"|"standin") when a program plays `seat` now, else None."""
        s = self.seats[seat]
        if s.kind == "bot" and s.bot:
            return s.bot, "bot"
        if s.standin:
            return s.standin, "standin"
        return None

    def _request(self, seat: int, spec: str) -> BotRequest:
        legal = self.state.legal_actions()
        return BotRequest(
            game_id=self.game.id,
            spec=spec,
            seat=seat,
            seed=self.match_seed,
            move=self.move,
            observation=self.state.observation(seat),
            legal=tuple(legal),
            legal_texts=tuple(self.state.action_to_str(a) for a in legal),
            table_id=self.id,
        )

    async def _schedule(self) -> None:
        """Arm the clock of the seat to act and start its bot, if a program plays it."""
        if self._clock_timer is not None:
            self._clock_timer.cancel()
            self._clock_timer = None
        seat = self._running_seat()
        if seat is None:
            return
        move = self.move
        if self.settings.clock is not None:
            when = self.turn_start + self.remaining[seat] / 1000

            def expire() -> None:
                self._later(lambda: self._expired(move))

            self._clock_timer = self.hooks.clock.call_at(when, expire)
        controller = self._controller(seat)
        if controller is not None and self._thinking != move:
            self._thinking = move
            spec, by = controller
            request = self._request(seat, spec)
            self._spawn(self._think(request, by))

    async def _think(self, request: BotRequest, by: str) -> None:
        try:
            action, how = await self.hooks.bots.choose(request, self.settings.bot_deadline)
        except Exception:
            log.exception("table %s: bot failed", self.id)
            action, how = await self.hooks.bots.fallback(request), "fallback"
        if how == "bot":
            how = by
        self._later(lambda: self._bot_answer(request.move, request.seat, action, how))

    async def _bot_answer(self, move: int, seat: int, action: int, by: str) -> None:
        if move != self.move or self.state.to_act != seat:
            return  # the table moved on (a human came back, a clock ran out)
        if by == "standin" and self.seats[seat].standin is None:
            return
        if self._controller(seat) is None and by != "timeout":
            return
        await self._apply(seat, action, by)

    async def _expired(self, move: int) -> None:
        seat = self._running_seat()
        if move != self.move or seat is None:
            return
        request = self._request(seat, "heuristic")
        action = await self.hooks.bots.fallback(request)
        if move != self.move:
            return
        self.remaining[seat] = 0
        await self._apply(seat, action, "timeout")

    async def _apply(self, seat: int, action: int, by: str) -> None:
        """Write the move to the log, then apply it, then send everyone their view."""
        now = self.hooks.clock.now()
        text = self.state.action_to_str(action)
        after = self.state.clone()
        after.apply(action)  # IllegalAction passes through, nothing written
        remaining: int | None = None
        if self.settings.clock is not None:
            used = round((now - self.turn_start) * 1000)
            remaining = max(0, self.remaining[seat] - used) + self._increment_ms()
        row = {
            "match_id": self.match_id,
            "move": self.move + 1,
            "seat": seat,
            "action": text,
            "by": by,
            "at": now,
            "remaining_ms": remaining,
        }
        finished = None
        status = None
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
        self.state = after
        self.events.append(row)
        self.last_activity = now
        self.turn_start = now
        if remaining is not None:
            self.remaining[seat] = remaining
        if status is not None:
            self.status = status
            self.hooks.on_change(self.id)
        event = {"move": row["move"], "seat": seat, "action": text, "by": by}
        self.broadcast(event, "move")
        await self._schedule()

    async def _reload(self) -> None:
        loaded = await self.hooks.store.call(self.hooks.store.load_table, self.id)
        if loaded is None or loaded.match is None:
            return
        self._load_match(loaded.match, loaded.events)
        self.broadcast(None, "resync")
        await self._schedule()

    # --- what clients ask -----------------------------------------------------------------------
    def seat_of_token(self, token: str | None) -> int | None:
        if not token:
            return None
        digest = token_hash(token)
        for s in self.seats:
            if s.token_hash is not None and secrets.compare_digest(s.token_hash, digest):
                return s.seat
        raise ServerError("bad_token", 403)

    MISSED_LIMIT = 1000  # events at most in a `missed` frame; older ones: the view says it all

    async def connect(
        self, conn: Connection, token: str | None, since: int | None = None
    ) -> int | None:
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
            if s.standin_timer is not None:
                s.standin_timer.cancel()
                s.standin_timer = None
            s.standin = None  # the player is back: the seat is theirs again
        try:
            view = self.view(seat, None, "hello")
        except Exception:
            if seat is not None:
                self.seats[seat].connections -= 1
            raise
        conn.seat = seat
        self._add(conn)
        self.last_activity = self.hooks.clock.now()
        conn.send(dumps({"type": "welcome", "table": self.info(), "seat": seat}))
        if since is not None and 0 <= since < self.move:
            conn.send(self.missed(since))
        conn.send(view)
        self.broadcast_seats()  # a seat connected, or the spectator count changed (coalesced)
        if seat is not None:
            await self._schedule()
        return seat

    async def disconnect(self, conn: Connection) -> None:
        if conn not in self.connections:
            return
        self._drop(conn)
        self.last_activity = self.hooks.clock.now()
        seat = conn.seat
        if seat is None:
            self.broadcast_seats()  # one spectator fewer
            return
        s = self.seats[seat]
        s.connections = max(0, s.connections - 1)
        if s.connections == 0 and s.token_hash is not None:
            policy = self.settings.on_leave
            if policy.get("policy") == "bot":
                when = self.hooks.clock.now() + float(policy.get("after", 30))
                token = s.token_hash

                def due() -> None:
                    self._later(lambda: self._standin_due(seat, token))

                s.standin_timer = self.hooks.clock.call_at(when, due)
        self.broadcast_seats()

    async def _standin_due(self, seat: int, token: str | None) -> None:
        s = self.seats[seat]
        s.standin_timer = None
        if s.connections == 0 and s.token_hash == token and s.kind == "human":
            s.standin = str(self.settings.on_leave.get("bot") or "heuristic")
            self.broadcast_seats()
            await self._schedule()

    async def play(self, conn: Connection, move: Any, text: Any) -> None:
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
        if self.started_at is None or self.state.to_act != seat:
            raise ServerError("not_your_turn", 409, seat=seat, to_act=self._running_seat())
        try:
            action = self.state.parse_action(text.strip())
        except InvalidNotation as exc:
            raise ServerError("bad_notation", action=text, reason=str(exc)) from None
        try:
            await self._apply(seat, action, "human")
        except IllegalAction as exc:
            refusal = ServerError(
                "illegal_move",
                409,
                action=text,
                rule=str(exc),
                rule_key=exc.key,
                rule_args=dict(exc.rule_args),
            )
            conn.send(dumps(refusal.frame()))
            conn.send(self.view(seat, None, "resync"))

    async def sync(self, conn: Connection) -> None:
        conn.send(self.view(conn.seat, None, "sync"))

    async def join(self, invite: str, name: str) -> tuple[int, str]:
        """Claim a seat with an invite code; returns (seat, seat token)."""
        if self.status == "closed":
            raise ServerError("table_closed", 410)
        target: SeatState | None = None
        if secrets.compare_digest(invite, self.any_invite):
            target = next((s for s in self.seats if not s.taken), None)
            if target is None:
                raise ServerError("table_full", 409)
        else:
            for s in self.seats:
                if s.kind == "human" and s.invite and secrets.compare_digest(invite, s.invite):
                    target = s
            if target is None:
                raise ServerError("bad_invite", 403)
            if target.taken:
                raise ServerError("seat_taken", 409, seat=target.seat)
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
            self.turn_start = now
        self.broadcast_seats()
        if starting:
            self.broadcast(None, "seats")
        await self._schedule()
        return target.seat, token

    async def leave(self, seat: int) -> None:
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
        if s.standin_timer is not None:
            s.standin_timer.cancel()
            s.standin_timer = None
        if self.settings.on_leave.get("policy") == "bot":
            s.standin = str(self.settings.on_leave.get("bot") or "heuristic")
        for c in self.connections:
            if c.seat == seat:
                c.seat = None
                self._watchers.add(c)
                s.connections = max(0, s.connections - 1)
                c.send(self.view(None, None, "seats"))
        self.broadcast_seats()
        await self._schedule()

    async def rematch(self) -> None:
        if not self.state.is_over():
            raise ServerError("match_not_over", 409)
        now = self.hooks.clock.now()
        number = self.match_number + 1
        seed = match_seed(self.table_seed, number)
        ready = all(s.taken for s in self.seats)
        status = "playing" if ready else "open"
        match = {
            "number": number,
            "seed": str(seed),
            "created_at": now,
            "started_at": now if ready else None,
        }
        match_id = await self.hooks.store.call(
            self.hooks.store.new_match, self.id, now, now + self.hooks.lease_seconds, match, status
        )
        self.status = status
        self._thinking = None
        self._load_match(dict(match, id=match_id), [])
        self.last_activity = now
        self.broadcast(None, "rematch")
        self.hooks.on_change(self.id)
        await self._schedule()

    async def close(self) -> None:
        now = self.hooks.clock.now()
        await self.hooks.store.call(self.hooks.store.close_table, self.id, now)
        self.status = "closed"
        frame = dumps(ServerError("table_closed", 410).frame(fatal=True))
        for c in list(self.connections):
            c.send(frame)
            c.close(4004, "table closed")
        self._drop_all()
        self.stopped = True
        self._cancel_timers()
        self.hooks.on_change(self.id)
        self.hooks.on_stop(self.id)

    def check_host(self, token: str | None) -> None:
        if not token or not secrets.compare_digest(token_hash(token), self.host_token_hash):
            raise ServerError("bad_host_token", 403)

    def check_seat_or_host(self, token: str | None) -> None:
        if token and secrets.compare_digest(token_hash(token), self.host_token_hash):
            return
        if self.seat_of_token(token) is None:
            raise ServerError("bad_token", 403)

    def invites(self) -> dict[str, Any]:
        base = f"{self.hooks.public_url}/t/{self.id}"
        return {
            "invites": [
                {
                    "seat": s.seat,
                    "code": s.invite,
                    "url": f"{base}?invite={s.invite}",
                    "taken": s.taken,
                }
                for s in self.seats
                if s.kind == "human"
            ],
            "any": {"code": self.any_invite, "url": f"{base}?invite={self.any_invite}"},
        }
