"""Bots at the table: their moves are computed in worker processes, never in the event loop.

A worker receives only what the seat may know (its observation and legal actions), builds the bot
from its spec and answers the action. `BotPool.choose` waits at most the table's deadline; a bot
that misses it is replaced for that move by the heuristic bot (run in a thread), and the answer
says so (`fallback`).
"""

from __future__ import annotations

import asyncio
import os
import threading
import time
from collections.abc import Callable
from concurrent.futures import Executor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from functools import partial
from typing import Any, TypeVar

from tapisvert.bots import make_bot
from tapisvert.bots.base import SeatView
from tapisvert.bots.heuristic import has_heuristic
from tapisvert.core.chance import derive_seed
from tapisvert.games import get_game
from tapisvert.sim.procpool import PipeExecutor

T = TypeVar("T")


@dataclass(frozen=True)
class BotRequest:
    """One bot turn: the seat's knowledge and the bot to ask."""

    game_id: str
    spec: str
    seat: int
    seed: int
    move: int
    observation: dict[str, Any]
    legal: tuple[int, ...]
    legal_texts: tuple[str, ...]
    table_id: str = ""


def fallback_spec(game_id: str) -> str:
    """The bot that plays when a bot misses its deadline or a clock runs out."""
    return "heuristic" if has_heuristic(game_id) else "random"


def compute(request: BotRequest, spec: str | None = None) -> int:
    """The bot's action (in a worker process, or a thread for the fallback)."""
    game = get_game(request.game_id)
    seed = derive_seed(request.seed, "move", request.move)
    bot = make_bot(spec or request.spec, game, request.seat, seed)
    view = SeatView(
        game=game,
        seat=request.seat,
        observation=request.observation,
        legal_actions=request.legal,
        legal_texts=request.legal_texts,
        # the typed view the game's strategy and determinizer read, rebuilt from the JSON sent
        view=game.view_type.from_json(request.observation) if game.view_type else None,
    )
    action = bot.choose(view)
    if action not in request.legal:  # a bot bug must not stop the table
        return request.legal[0]
    return int(action)


def _warm() -> int:
    return os.getpid()


def _watch_parent() -> None:
    """Worker initializer: exit when the server dies (even by SIGKILL), never linger orphaned."""
    parent = os.getppid()

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(1.0)
        os._exit(0)

    threading.Thread(target=watch, daemon=True, name="watch-parent").start()


class BotPool:
    """A process pool with a deadline per move; each table holds at most one worker at a time."""

    def __init__(self, workers: int | None = None, executor: Executor | None = None) -> None:
        self.workers = workers or max(2, os.cpu_count() or 2)
        self._running: dict[str, asyncio.Future[int]] = {}  # table id -> its bot's computation
        self._executor = executor or self._new_pool()

    def _new_pool(self) -> Executor:
        # a pipe per worker (sim.procpool): with ProcessPoolExecutor's shared result queue, a
        # worker killed while it answered (the out-of-memory killer) hung the whole pool for good,
        # every bot then falling back and every hint waiting for ever
        return PipeExecutor(self.workers, "spawn", _watch_parent)

    async def warm_up(self) -> None:
        loop = asyncio.get_running_loop()
        await asyncio.gather(
            *(loop.run_in_executor(self._executor, _warm) for _ in range(self.workers))
        )

    async def choose(self, request: BotRequest, deadline: float) -> tuple[int, str]:
        """(action, by): by is "bot", or "fallback" when the bot missed `deadline` seconds."""
        loop = asyncio.get_running_loop()
        running = self._running.get(request.table_id)
        if running is not None and not running.done():
            # this table's last bot overran its deadline and still holds a worker: play the
            # heuristic now rather than take a second worker from the other tables
            action = await asyncio.to_thread(compute, request, fallback_spec(request.game_id))
            return action, "fallback"
        future = loop.run_in_executor(self._executor, compute, request)
        self._running[request.table_id] = future
        future.add_done_callback(lambda f: self._forget(request.table_id, f))
        try:
            # shielded: at the deadline the computation goes on (a worker cannot be stopped), and
            # `_running` must see it running, or the table's next turn takes a second worker
            return await asyncio.wait_for(asyncio.shield(future), deadline), "bot"
        except Exception:  # missed its deadline, or the bot (or its worker) failed
            # a worker that died failed its move only (BrokenProcessPool): the pool replaced it
            action = await asyncio.to_thread(compute, request, fallback_spec(request.game_id))
            return action, "fallback"

    def _forget(self, table_id: str, future: asyncio.Future[int]) -> None:
        if self._running.get(table_id) is future:
            del self._running[table_id]
        if not future.cancelled():
            future.exception()  # retrieved: a failed bot was already answered by the fallback

    async def coach(self, fn: Callable[..., T], *args: Any) -> T:
        """`fn(*args)` (a hint, part of a review: server/coaching.py) in a worker process; in a
        thread when the pool broke."""
        loop = asyncio.get_running_loop()
        try:
            return await loop.run_in_executor(self._executor, partial(fn, *args))
        except BrokenProcessPool:  # its worker died (and was replaced): this once, in a thread
            return await asyncio.to_thread(fn, *args)

    async def fallback(self, request: BotRequest) -> int:
        """The heuristic's action (clock ran out), in a thread."""
        return await asyncio.to_thread(compute, request, fallback_spec(request.game_id))

    def shutdown(self) -> None:
        self._executor.shutdown(wait=False, cancel_futures=True)
