"""Who plays a seat when no human does: the seat's bot, or a stand-in bot for an absent human
(the table's `on_leave`); the tasks that ask the bot pool for their moves, and the stand-in
timers. Their results come back to the owner as messages (`BotAnswer`, `StandinDue`), never as
changes made from another task."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import Any, Protocol

from tapisvert.core.protocol import GameState
from tapisvert.server.botpool import BotRequest
from tapisvert.server.clock import Clock, Timer
from tapisvert.server.messages import BotAnswer, Message, StandinDue
from tapisvert.server.seating import Seating

log = logging.getLogger("tapisvert.server")


class BotRunner(Protocol):
    async def choose(self, request: BotRequest, deadline: float) -> tuple[int, str]: ...

    async def fallback(self, request: BotRequest) -> int: ...


class Autoplay:
    """The programs of one table: they play its bot seats and stand in for absent humans."""

    def __init__(
        self,
        table_id: str,
        game_id: str,
        seating: Seating,
        bots: BotRunner,
        clock: Clock,
        post: Callable[[Message[Any]], None],
        bot_deadline: float,
    ) -> None:
        self.table_id = table_id
        self.game_id = game_id
        self.seating = seating
        self.bots = bots
        self.clock = clock
        self.post = post  # queue a message for the owner (nobody awaits its result)
        self.bot_deadline = bot_deadline
        self.thinking: int | None = None  # the move number a bot task is computing
        self._tasks: set[asyncio.Task[Any]] = set()
        self._standins: dict[int, Timer] = {}
        # a tutorial's table: the action its step gives the seat to act at a move number (None:
        # ask the bot), played `pace` seconds after the turn begins
        self.script: Callable[[int], int | None] | None = None
        self.pace = 0.0
        self._scripted: Timer | None = None

    def controller(self, seat: int) -> tuple[str, str] | None:
        """(bot spec, "bot"|"standin") when a program plays `seat` now, else None."""
        s = self.seating[seat]
        if s.kind == "bot" and s.bot:
            return s.bot, "bot"
        if s.standin:
            return s.standin, "standin"
        return None

    def request(
        self, state: GameState, seat: int, spec: str, *, seed: int, move: int
    ) -> BotRequest:
        """What a bot of `spec` sees of `state` to choose the move of `seat`."""
        legal = state.legal_actions()
        return BotRequest(
            game_id=self.game_id,
            spec=spec,
            seat=seat,
            seed=seed,
            move=move,
            observation=state.observation(seat),
            legal=tuple(legal),
            legal_texts=tuple(state.action_to_str(a) for a in legal),
            table_id=self.table_id,
        )

    def turn(self, state: GameState, seat: int, *, seed: int, move: int) -> None:
        """`seat` is to act at move number `move`: start its program, if one plays it and it
        is not already thinking about that move."""
        controller = self.controller(seat)
        if controller is not None and self.thinking != move:
            self.thinking = move
            scripted = self.script(move) if self.script is not None else None
            if scripted is not None:
                action = scripted

                def play() -> None:
                    self._scripted = None
                    self.post(BotAnswer(move, seat, action, "bot"))

                self._scripted = self.clock.call_at(self.clock.now() + self.pace, play)
                return
            spec, by = controller
            request = self.request(state, seat, spec, seed=seed, move=move)
            self._spawn(self._think(request, by))

    async def _think(self, request: BotRequest, by: str) -> None:
        try:
            action, how = await self.bots.choose(request, self.bot_deadline)
        except Exception:
            log.exception("table %s: bot failed", self.table_id)
            action, how = await self.bots.fallback(request), "fallback"
        if how == "bot":
            how = by
        self.post(BotAnswer(request.move, request.seat, action, how))

    def _spawn(self, coro: Awaitable[Any]) -> None:
        task: asyncio.Task[Any] = asyncio.ensure_future(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    # --- stand-ins ------------------------------------------------------------------------------
    def standin_later(self, seat: int, after: float, token: str | None) -> None:
        """In `after` seconds, ask the owner to let a stand-in play `seat` (`StandinDue`)."""
        when = self.clock.now() + after

        def due() -> None:
            self.post(StandinDue(seat, token))

        self._standins[seat] = self.clock.call_at(when, due)

    def standin_fired(self, seat: int) -> None:
        """The stand-in timer of `seat` went off (its message is being handled)."""
        self._standins.pop(seat, None)

    def cancel_standin(self, seat: int) -> None:
        timer = self._standins.pop(seat, None)
        if timer is not None:
            timer.cancel()

    def cancel_timers(self) -> None:
        for seat in list(self._standins):
            self.cancel_standin(seat)
        if self._scripted is not None:
            self._scripted.cancel()
            self._scripted = None

    def stop(self) -> None:
        """Cancel the timers and the bot tasks (the owner stops)."""
        self.cancel_timers()
        for t in list(self._tasks):
            t.cancel()
