"""bench/expert_table.py's machinery (server/bench_experts.py) on a fast table: a real server on
127.0.0.1 whose every seat is a bot, timed by its pool. Who answered each move is asserted by
count, never by time: a deadline no bot can miss, a bot that never answers (every move falls
back), a bot that fails at chosen moves (exactly those fall back)."""

from __future__ import annotations

import asyncio
import threading
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

import pytest

pytest.importorskip("uvicorn", reason="the bench serves a real server")

from tapisvert.games import get_game
from tapisvert.server.bench_experts import (
    ExpertTable,
    TimedPool,
    _quantile,
    markdown,
    run_table,
)
from tapisvert.server.botpool import BotRequest

POCH = ExpertTable("poch", 3, spec="heuristic", seed=3)
SABIAS = ExpertTable("sabias", 3, spec="heuristic", seed=3)


def _request(args: tuple[Any, ...]) -> BotRequest | None:
    """The bot turn a job of the pool computes (None: the pool's warm-up)."""
    return next((a for a in args if isinstance(a, BotRequest)), None)


class HeldExecutor(ThreadPoolExecutor):
    """A bot that does not answer until the test opens the gate."""

    def __init__(self) -> None:
        super().__init__(max_workers=1)
        self.gate = threading.Event()

    def submit(self, fn: Any, /, *args: Any, **kwargs: Any) -> Future[Any]:
        if _request(args) is None:
            return super().submit(fn, *args, **kwargs)
        return super().submit(self._held, fn, *args, **kwargs)

    def _held(self, fn: Any, *args: Any, **kwargs: Any) -> Any:
        self.gate.wait()
        return fn(*args, **kwargs)


class FailingExecutor(ThreadPoolExecutor):
    """A bot that fails (as a crashed worker would) at the moves numbered in `fail`."""

    def __init__(self, fail: set[int]) -> None:
        super().__init__(max_workers=1)
        self.fail = fail

    def submit(self, fn: Any, /, *args: Any, **kwargs: Any) -> Future[Any]:
        request = _request(args)
        if request is not None and request.move in self.fail:
            failed: Future[Any] = Future()
            failed.set_exception(RuntimeError(f"bot failed at move {request.move}"))
            return failed
        return super().submit(fn, *args, **kwargs)


def test_a_deadline_no_bot_can_miss_gives_no_fallback() -> None:
    pool = TimedPool(workers=1)  # the server's process pool, one spawned worker
    try:
        run = asyncio.run(run_table(POCH, pool, deadline=600))
    finally:
        pool.shutdown()
    s = run.summary()
    assert run.over, "the hand was played to its end"
    assert s["moves"] == len(run.moves) > 0
    assert (s["bot"], s["fallback"], s["missed"]) == (s["moves"], 0, [])
    assert s["median"] <= s["p95"] <= s["max"]
    assert len({m.seat for m in run.moves}) == 3, "every seat is a bot the pool asked"
    row = markdown([s]).splitlines()[2]
    assert row.startswith(f"| poch 3p | `heuristic` | {s['moves']} | {s['moves']} | 0 |")


def test_a_bot_that_never_answers_is_replaced_at_every_move() -> None:
    executor = HeldExecutor()
    pool = TimedPool(workers=1, executor=executor)
    try:
        run = asyncio.run(run_table(POCH, pool, deadline=0.05))
    finally:
        executor.gate.set()
        pool.shutdown()
    s = run.summary()
    assert run.over
    # the first move waited its deadline; the table's worker stayed busy, so the heuristic
    # played every later move at once
    assert s["moves"] > 1
    assert (s["bot"], s["fallback"]) == (0, s["moves"])
    assert [m["move"] for m in s["missed"]] == [m.move for m in run.moves]


def test_a_bot_that_fails_at_chosen_moves_is_replaced_at_those_only() -> None:
    executor = FailingExecutor({2, 5})
    pool = TimedPool(workers=1, executor=executor)
    try:
        run = asyncio.run(run_table(SABIAS, pool, deadline=600, moves=8))
    finally:
        pool.shutdown()
    s = run.summary()
    numbers = [m.move for m in run.moves]
    assert len(numbers) == s["moves"] == 8, "stopped after 8 bot moves"
    assert not run.over
    expected = [n for n in numbers if n in {2, 5}]
    assert len(expected) == 2, numbers
    assert [m["move"] for m in s["missed"]] == expected
    assert (s["bot"], s["fallback"]) == (6, 2)


def test_a_missed_bots_own_time_is_noted_when_it_ends() -> None:
    executor = HeldExecutor()
    pool = TimedPool(workers=1, executor=executor)
    state = get_game("poch").new(3, 1)
    seat = state.to_act
    assert seat is not None
    legal = state.legal_actions()
    request = BotRequest(
        game_id="poch",
        spec="heuristic",
        seat=seat,
        seed=1,
        move=0,
        observation=state.observation(seat),
        legal=tuple(legal),
        legal_texts=tuple(state.action_to_str(a) for a in legal),
        table_id="t",
    )

    async def body() -> None:
        assert (await pool.choose(request, 0.01))[1] == "fallback"
        assert pool.played()[0].late is None  # still computing
        executor.gate.set()
        while pool.played()[0].late is None:  # until its computation ends (no time limit)
            await asyncio.sleep(0.01)

    try:
        asyncio.run(body())
    finally:
        executor.gate.set()
        pool.shutdown()
    (move,) = pool.played()
    assert move.by == "fallback"
    assert move.late is not None and move.late >= move.seconds


def test_quantile_is_the_nearest_rank() -> None:
    assert _quantile([], 0.95) is None
    assert _quantile([1.0], 0.95) == 1.0
    values = [float(i) for i in range(1, 21)]
    assert _quantile(values, 0.95) == 19.0
    assert _quantile(values, 0.5) == 10.0
