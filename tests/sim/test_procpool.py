"""The worker pool: results in any order of completion, a job's exception raised where it is
waited on, and a worker dying at any instant (even half-way through sending its answer) seen as
lost, never waited on for ever."""

from __future__ import annotations

import inspect
import os
import signal
import struct
from typing import Any

import pytest

from tapisvert.sim.procpool import RemoteError, WorkerLost, WorkerPool


def square(x: int) -> int:
    return x * x


def fail(x: int) -> int:
    raise ValueError(f"bad item {x}")


def unpicklable(x: int) -> Any:
    return lambda: x  # a lambda does not pickle


def die(x: int) -> int:
    os.kill(os.getpid(), signal.SIGKILL)
    return x  # pragma: no cover


def die_half_way_through_the_answer(x: int) -> int:
    """Write the start of an answer on the worker's pipe (a length announcing 1,000 bytes, then
    10 of them), then die: what a worker killed in the middle of `send` leaves behind."""
    serving = next(f for f in inspect.stack() if f.function == "_serve")
    fd = serving.frame.f_locals["conn"].fileno()
    os.write(fd, struct.pack("!i", 1000) + b"0123456789")
    os.kill(os.getpid(), signal.SIGKILL)
    return x  # pragma: no cover


def test_jobs_give_their_results_whatever_the_order_they_are_waited_in() -> None:
    pool = WorkerPool(2)
    try:
        jobs = [pool.submit(square, i) for i in range(20)]
        assert [pool.result(j) for j in reversed(jobs)] == [i * i for i in reversed(range(20))]
    finally:
        pool.close()


def test_a_jobs_exception_is_raised_where_it_is_waited_on_and_the_pool_goes_on() -> None:
    pool = WorkerPool(2)
    try:
        bad, good = pool.submit(fail, 3), pool.submit(square, 4)
        with pytest.raises(ValueError, match="bad item 3") as caught:
            pool.result(bad)
        assert any("in a worker process" in note for note in caught.value.__notes__)
        assert pool.result(good) == 16
        with pytest.raises(RemoteError, match="could not be sent back"):
            pool.result(pool.submit(unpicklable, 1))
        assert pool.result(pool.submit(square, 5)) == 25
    finally:
        pool.close()


@pytest.mark.parametrize("death", [die, die_half_way_through_the_answer])
def test_a_dead_worker_is_lost_not_waited_on_and_a_closed_pool_starts_again(death: Any) -> None:
    pool = WorkerPool(2)
    try:
        jobs = [pool.submit(square, 1), pool.submit(death, 2), pool.submit(square, 3)]
        with pytest.raises(WorkerLost, match="exit code -9"):
            for job in jobs:
                pool.result(job)
        with pytest.raises(WorkerLost):  # lost until closed
            pool.result(pool.submit(square, 1))
        pool.close()
        assert pool.result(pool.submit(square, 6)) == 36
    finally:
        pool.close()


def test_a_cancelled_job_is_not_run_and_closing_stops_busy_workers() -> None:
    pool = WorkerPool(1)
    try:
        first, second = pool.submit(square, 2), pool.submit(die, 0)
        pool.cancel(second)
        assert pool.result(first) == 4
        assert pool.result(pool.submit(square, 3)) == 9  # the cancelled job never ran
    finally:
        pool.close()
