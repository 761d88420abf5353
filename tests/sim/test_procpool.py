"""The worker pool and the executor: results in any order of completion, a job's exception
raised where it is waited on, and a worker dying at any instant (even half-way through sending its
answer) seen as lost, never waited on for ever."""

from __future__ import annotations

import inspect
import multiprocessing
import os
import signal
import struct
import time
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path
from typing import Any

import pytest

from tapisvert.sim.procpool import PipeExecutor, RemoteError, WorkerLost, WorkerPool


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


def die_in_a_worker_half_way_through_the_answer(x: int) -> int:
    """`die_half_way_through_the_answer` in a worker process; in the main process, x."""
    if multiprocessing.parent_process() is None:
        return x
    return die_half_way_through_the_answer(x)


@pytest.mark.parametrize("context", [None, "spawn"])
def test_the_executor_fails_only_the_dead_workers_job_and_replaces_it(context: str | None) -> None:
    executor = PipeExecutor(2, context)
    try:
        assert executor.submit(square, 3).result() == 9
        with pytest.raises(ValueError, match="bad item 2"):
            executor.submit(fail, 2).result()
        doomed = executor.submit(die_in_a_worker_half_way_through_the_answer, 1)
        others = [executor.submit(square, i) for i in range(10)]
        with pytest.raises(BrokenProcessPool, match="a worker process ended"):
            doomed.result()
        assert [f.result() for f in others] == [i * i for i in range(10)]
        assert [executor.submit(square, i).result() for i in range(4)] == [0, 1, 4, 9]
    finally:
        executor.shutdown()
    with pytest.raises(RuntimeError, match="after shutdown"):
        executor.submit(square, 1)


def test_the_executor_stops_busy_workers_and_cancels_queued_jobs_without_waiting() -> None:
    executor = PipeExecutor(1)
    started = executor.submit(time.sleep, 3600)
    while not started.running():
        time.sleep(0.01)
    queued = executor.submit(square, 2)
    executor.shutdown(wait=False, cancel_futures=True)
    assert queued.cancelled()
    with pytest.raises(BrokenProcessPool):  # its worker was killed, not waited on
        started.result()


def die_half_way_with_the_pipe_held_elsewhere(pid_file: str) -> int:
    """`die_half_way_through_the_answer`, after forking a process that keeps the worker's end of
    the pipe open and nothing else (its pid written to `pid_file`): the worker's death then brings
    no end of file, as when a stray fork caught the pipe while it was being made."""
    serving = next(f for f in inspect.stack() if f.function == "_serve")
    fd = serving.frame.f_locals["conn"].fileno()
    holder = os.fork()
    if holder == 0:  # pragma: no cover - the holder keeps the pipe's end until it is killed
        os.closerange(3, fd)
        os.closerange(fd + 1, 4096)
        time.sleep(3600)
        os._exit(0)
    Path(pid_file).write_text(str(holder))
    return die_half_way_through_the_answer(0)


def _kill_holder(pid_file: Path) -> None:
    os.kill(int(pid_file.read_text()), signal.SIGKILL)


def test_a_dead_worker_is_seen_even_when_its_pipe_is_held_open_elsewhere(tmp_path: Path) -> None:
    pid_file = tmp_path / "holder.pid"
    executor = PipeExecutor(1)
    try:
        doomed = executor.submit(die_half_way_with_the_pipe_held_elsewhere, str(pid_file))
        with pytest.raises(BrokenProcessPool, match="exit -9"):
            doomed.result()
        assert executor.submit(square, 5).result() == 25
    finally:
        _kill_holder(pid_file)
        executor.shutdown()
    pid_file.unlink()
    pool = WorkerPool(1)
    try:
        with pytest.raises(WorkerLost, match="exit code -9"):
            pool.result(pool.submit(die_half_way_with_the_pipe_held_elsewhere, str(pid_file)))
    finally:
        _kill_holder(pid_file)
        pool.close()
