"""The bot pool's rule that a table holds at most one worker: a bot that missed its deadline
still computes, so the table's next bot turns are played by the fallback, not by a second
worker taken from the other tables; and a worker that dies costs one answer, not the pool."""

from __future__ import annotations

import asyncio
import multiprocessing
import os
import signal
import threading
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

from tapisvert.games import get_game
from tapisvert.server.botpool import BotPool, BotRequest


class CountingExecutor(ThreadPoolExecutor):
    """Runs every job held until the test opens the gate, and counts them."""

    def __init__(self) -> None:
        super().__init__(max_workers=2)
        self.gate = threading.Event()
        self.jobs = 0

    def submit(self, fn: Any, /, *args: Any, **kwargs: Any) -> Future[Any]:
        self.jobs += 1
        return super().submit(self._held, fn, *args, **kwargs)

    def _held(self, fn: Any, *args: Any, **kwargs: Any) -> Any:
        self.gate.wait()
        return fn(*args, **kwargs)


def _request(move: int) -> BotRequest:
    state = get_game("sabias").new(3, 1)
    seat = state.to_act
    assert seat is not None
    legal = state.legal_actions()
    return BotRequest(
        game_id="sabias",
        spec="random",
        seat=seat,
        seed=1,
        move=move,
        observation=state.observation(seat),
        legal=tuple(legal),
        legal_texts=tuple(state.action_to_str(a) for a in legal),
        table_id="t1",
    )


def test_a_bot_past_its_deadline_keeps_its_tables_one_worker() -> None:
    executor = CountingExecutor()
    pool = BotPool(workers=2, executor=executor)

    async def body() -> None:
        first = await pool.choose(_request(0), 0.01)
        assert first[1] == "fallback"  # the deadline passed; the bot still holds its worker
        await asyncio.sleep(0)  # let any callback of the first computation run
        for move in (1, 2, 3):
            _action, how = await pool.choose(_request(move), 0.01)
            assert how == "fallback"
        assert executor.jobs == 1, "the table took a second worker"

    try:
        asyncio.run(body())
    finally:
        executor.gate.set()
        pool.shutdown()


def die_in_a_worker(x: int) -> int:
    """In a worker process: die as the out-of-memory killer would (SIGKILL); here: x."""
    if multiprocessing.parent_process() is not None:
        os.kill(os.getpid(), signal.SIGKILL)
    return x


def test_a_worker_killed_costs_one_answer_and_the_pool_goes_on() -> None:
    """A dead worker fails only what it was computing (a hint is then computed in a thread); the
    pool replaces it and the next bot move is the bot's own, not the fallback's."""
    pool = BotPool(workers=1)

    async def body() -> None:
        assert await pool.coach(die_in_a_worker, 7) == 7  # answered, in a thread
        _action, how = await pool.choose(_request(0), 300.0)  # a timeout, not a margin
        assert how == "bot"

    try:
        asyncio.run(body())
    finally:
        pool.shutdown()
