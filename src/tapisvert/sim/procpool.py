"""Worker processes with a pipe each: a pool that a worker killed at any instant cannot hang.

`concurrent.futures.ProcessPoolExecutor` (and `multiprocessing.Pool`) send every worker's results
through one shared queue guarded by a process-shared lock. A worker killed while it writes a result
(SIGKILL, the out-of-memory killer) leaves that lock held and half a message in the pipe: the
executor's manager thread waits forever for the rest of the message, the other workers wait forever
for the lock, and the pool is never marked broken (seen here: `simulate` on a `LocalPool` hung for
good in one run out of a few when a test killed a worker). The same failure is reported against
other pools built that way (pebble's `ProcessPool`, issue #163; google/ml-compiler-opt #83, which
moved to a pipe per worker for the same reason).

Here each worker owns one duplex pipe and nothing else is shared, so a dead worker is seen for
sure: its pipe reads end of file (the parent closes its copy of the worker's end), its process
sentinel becomes ready, and an answer is read without blocking (`_answer`), with a check every
`_CHECK` seconds that the worker still lives, so that half an answer is never waited on even
where a stray process holds the pipe open. Workers start one at a time: two forked at once would
each keep the other's end of its pipe (seen: a fresh clone's test run hung so). A job is a
picklable call; the worker sends back `(True, result)` or `(False, exception)`.

Two faces: `WorkerPool`, driven by the thread that waits on its results (`sim.backend.LocalPool`:
no thread of its own), and `PipeExecutor`, a `concurrent.futures.Executor` for callers that need
futures (the server's bot pool under asyncio): one thread per worker hands it jobs and waits on
its pipe, and a worker that dies fails only its job, with `BrokenProcessPool`, and is replaced.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import queue
import struct
import threading
import traceback
from collections import deque
from collections.abc import Callable
from concurrent.futures import Executor, Future
from concurrent.futures.process import BrokenProcessPool
from functools import partial
from multiprocessing.connection import Connection, wait
from multiprocessing.process import BaseProcess
from multiprocessing.reduction import ForkingPickler
from typing import Any, NoReturn, TypeVar

T = TypeVar("T")

_STOP = None  # what a worker reads to end
_STARTING = threading.Lock()  # held while a worker's pipe exists at both ends in this process
_CHECK = (
    0.5  # seconds between two checks that a busy worker lives, while it neither answers nor ends
)


class WorkerLost(Exception):
    """A worker process ended while it ran a job (killed, or it crashed)."""


class RemoteError(Exception):
    """A job's exception that could not be sent back as itself (it does not pickle)."""


class Job:
    """One call of `fn(arg)` in a worker: queued, running, then done (or cancelled)."""

    __slots__ = ("arg", "cancelled", "done", "fn", "ok", "value")

    def __init__(self, fn: Callable[[Any], Any], arg: Any) -> None:
        self.fn = fn
        self.arg = arg
        self.done = False
        self.ok = False
        self.value: Any = None
        self.cancelled = False


class _Worker:
    def __init__(self, context: Any, initializer: Callable[..., None], initargs: tuple[Any, ...]):
        with _STARTING:  # see PipeExecutor._start
            parent_end, child_end = context.Pipe(duplex=True)
            self.process: BaseProcess = context.Process(
                target=_serve, args=(child_end, initializer, initargs), daemon=True
            )
            self.process.start()
            child_end.close()  # the worker holds the only copy: its death is the pipe's end of file
        self.conn: Connection = parent_end
        self.job: Job | None = None

    def stop(self) -> None:
        if self.job is None and self.process.is_alive():
            try:
                self.conn.send(_STOP)
            except OSError:
                self.process.kill()
        else:
            self.process.kill()  # busy: nothing it holds is shared, so killing it is safe
        self.process.join()
        self.conn.close()


class WorkerPool:
    """`workers` processes (forked, or the platform's default start method), started lazily.

    `submit` queues a job; `result` runs the queue until that job is done and returns its value,
    raises the job's own exception, or raises `WorkerLost` when a worker died (the pool is then
    unusable: `close` it; a new one starts on the next `submit`).
    """

    def __init__(
        self,
        workers: int,
        initializer: Callable[..., None] | None = None,
        initargs: tuple[Any, ...] = (),
    ) -> None:
        self.size = max(1, workers)
        self._initializer = initializer or _nothing
        self._initargs = initargs
        self._workers: list[_Worker] = []
        self._queue: deque[Job] = deque()
        self._lost: str | None = None

    def submit(self, fn: Callable[[Any], Any], arg: Any) -> Job:
        job = Job(fn, arg)
        self._queue.append(job)
        return job

    def cancel(self, job: Job) -> None:
        """Forget a job: dropped if still queued, its result thrown away if running."""
        job.cancelled = True
        if not job.done and job in self._queue:
            self._queue.remove(job)

    def result(self, job: Job) -> Any:
        while not job.done:
            self._step()
        if not job.ok:
            raise job.value
        return job.value

    def _start(self) -> None:
        if not self._workers:
            context = multiprocessing.get_context()
            self._workers = [
                _Worker(context, self._initializer, self._initargs) for _ in range(self.size)
            ]

    def _step(self) -> None:
        """Hand queued jobs to idle workers, then wait for one busy worker to answer or die."""
        if self._lost is not None:
            raise WorkerLost(self._lost)
        self._start()
        for worker in self._workers:
            while worker.job is None and self._queue:
                job = self._queue.popleft()
                if job.cancelled:
                    continue
                worker.job = job
                try:
                    worker.conn.send(partial(job.fn, job.arg))
                except (BrokenPipeError, ConnectionResetError):  # it died while idle
                    self._lose(worker)
        busy = {w.conn: w for w in self._workers if w.job is not None}
        if not busy:
            raise RuntimeError("a job was waited on that was never submitted")  # pragma: no cover
        sentinels = {w.process.sentinel: w for w in busy.values()}
        for ready in wait([*busy, *sentinels]):
            worker = busy[ready] if ready in busy else sentinels[ready]  # type: ignore[index]
            if worker.job is None:
                continue  # its pipe and its sentinel were both ready: answered already
            answer = _answer(worker.conn, worker.process)
            if answer is None:
                self._lose(worker)
            ok, value = answer
            job, worker.job = worker.job, None
            job.done, job.ok, job.value = True, ok, value

    def _lose(self, worker: _Worker) -> NoReturn:
        worker.process.join()  # dead, or about to be: its pipe is closed
        code = worker.process.exitcode
        self._lost = f"a worker process (pid {worker.process.pid}) ended, exit code {code}"
        raise WorkerLost(self._lost) from None

    def close(self) -> None:
        """Stop every worker (a busy one is killed) and forget every job."""
        for worker in self._workers:
            worker.stop()
        self._workers = []
        self._queue.clear()
        self._lost = None


def _nothing() -> None:
    pass


def _answer(conn: Connection, process: BaseProcess) -> tuple[bool, Any] | None:
    """The answer of a busy worker, or None when it died without sending a whole one.

    The message is read as `Connection.send` framed it (a 4-byte length, or -1 and an 8-byte
    one, then the pickle), without blocking: while no byte comes, it waits on the pipe and on the
    process's sentinel and asks the system every `_CHECK` seconds whether the process still lives.
    So a worker killed at any instant, even half-way through writing its answer, is seen as dead,
    even when a stray process (forked at a bad moment) holds its end of the pipe or its sentinel
    open, so that no end of file ever comes.
    """
    fd = conn.fileno()
    os.set_blocking(fd, False)
    try:
        buf = bytearray()
        need = 4
        dead = False
        while len(buf) < need:
            try:
                chunk = os.read(fd, need - len(buf))
            except BlockingIOError:
                chunk = None
            except OSError:
                return None
            if chunk == b"":
                return None  # end of file: the worker is gone
            if chunk:
                buf += chunk
                if len(buf) == 4 and need == 4:
                    (size,) = struct.unpack("!i", buf)
                    need = 12 if size == -1 else 4 + size
                elif len(buf) == 12 and need == 12 and buf[:4] == b"\xff\xff\xff\xff":
                    (size,) = struct.unpack("!Q", buf[4:])
                    need = 12 + size
                continue
            if dead:
                return None  # dead, and nothing more came: half an answer at most
            ready = wait([conn, process.sentinel], _CHECK)
            if not ready and process.is_alive():
                continue
            if process.sentinel in ready or not process.is_alive():
                dead = True  # read once more what it wrote before it died
        start = 12 if buf[:4] == b"\xff\xff\xff\xff" else 4
        answer: tuple[bool, Any] = ForkingPickler.loads(bytes(buf[start:]))
        return answer
    finally:
        if not conn.closed:
            os.set_blocking(fd, True)


def _serve(conn: Connection, initializer: Callable[..., None], initargs: tuple[Any, ...]) -> None:
    """A worker's loop: read a job (a callable of no argument), run it, send `(ok, value)` back;
    end on `_STOP` or a closed pipe."""
    initializer(*initargs)
    while True:
        try:
            message = conn.recv()
        except (EOFError, OSError, KeyboardInterrupt):
            return
        if message is _STOP:
            return
        try:
            answer: tuple[bool, Any] = (True, message())
        except BaseException as exc:  # the parent re-raises it; the worker goes on
            exc.add_note("in a worker process:\n" + traceback.format_exc().rstrip())
            answer = (False, exc)
        try:
            conn.send(answer)
        except Exception:  # the result or the exception does not pickle
            detail = traceback.format_exc()
            conn.send((False, RemoteError(f"a job's answer could not be sent back:\n{detail}")))


class PipeExecutor(Executor):
    """`workers` processes behind the `Executor` interface, each driven by a thread of this
    process; its processes start at once (in their threads), from `context` (a
    `multiprocessing` start method name; the platform's default when None).

    Unlike `ProcessPoolExecutor`, a worker killed at any instant breaks nothing shared: its job's
    future gets `BrokenProcessPool`, a new process takes its place, and the other jobs go on.
    """

    def __init__(
        self,
        workers: int,
        context: str | None = None,
        initializer: Callable[..., None] | None = None,
        initargs: tuple[Any, ...] = (),
    ) -> None:
        self._context = multiprocessing.get_context(context)
        self._initializer = initializer or _nothing
        self._initargs = initargs
        self._jobs: queue.SimpleQueue[tuple[Future[Any], Callable[[], Any]] | None] = (
            queue.SimpleQueue()
        )
        self._lock = threading.Lock()
        self._shutdown = False
        self._processes: list[BaseProcess | None] = [None] * max(1, workers)
        self._threads = [
            threading.Thread(target=self._drive, args=(k,), daemon=True, name=f"pipe-worker-{k}")
            for k in range(len(self._processes))
        ]
        for thread in self._threads:
            thread.start()

    def submit(self, fn: Callable[..., T], /, *args: Any, **kwargs: Any) -> Future[T]:
        with self._lock:
            if self._shutdown:
                raise RuntimeError("cannot schedule new futures after shutdown")
            future: Future[T] = Future()
            self._jobs.put((future, partial(fn, *args, **kwargs)))
            return future

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        with self._lock:
            if self._shutdown:
                return
            self._shutdown = True
            if cancel_futures:
                while True:
                    try:
                        item = self._jobs.get_nowait()
                    except queue.Empty:
                        break
                    if item is not None:
                        item[0].cancel()
            for _ in self._threads:
                self._jobs.put(None)
        if not wait:  # busy workers are killed: their threads then fail their futures
            for process in self._processes:
                if process is not None and process.is_alive():
                    process.kill()
        else:
            for thread in self._threads:
                thread.join()

    def _drive(self, k: int) -> None:
        """Slot k's thread: start its process, then hand it jobs one at a time until shut down;
        a dead process fails its job and is replaced for the next one."""
        conn: Connection | None = None
        with contextlib.suppress(Exception):  # at once, so that a first job finds it ready
            conn = self._start(k)
        while True:
            item = self._jobs.get()
            if item is None:
                break
            future, call = item
            if not future.set_running_or_notify_cancel():
                continue
            try:
                if conn is None:
                    conn = self._start(k)
            except Exception as exc:  # the process could not start: this job fails, not all
                future.set_exception(BrokenProcessPool(f"a worker process did not start: {exc}"))
                continue
            process = self._processes[k]
            assert process is not None
            try:
                conn.send(call)
                answer = _answer(conn, process)
            except Exception as exc:  # the call or its answer does not pickle: the worker is fine
                future.set_exception(exc)
                continue
            if answer is None:  # the worker died: a new one takes the next job
                self._bury(k, conn)
                conn = None
                code = process.exitcode
                future.set_exception(BrokenProcessPool(f"a worker process ended (exit {code})"))
                continue
            ok, value = answer
            if ok:
                future.set_result(value)
            else:
                future.set_exception(value)
        if conn is not None:
            with contextlib.suppress(OSError):
                conn.send(_STOP)
            self._bury(k, conn)

    def _start(self, k: int) -> Connection:
        # One start at a time: a worker forked while another's pipe was being made would keep
        # that pipe's worker end open, and the other worker's death would never read as its end.
        with _STARTING:
            parent_end, child_end = self._context.Pipe(duplex=True)
            process = self._context.Process(  # type: ignore[attr-defined]
                target=_serve, args=(child_end, self._initializer, self._initargs), daemon=True
            )
            process.start()
            child_end.close()
        self._processes[k] = process
        return parent_end

    def _bury(self, k: int, conn: Connection) -> None:
        process = self._processes[k]
        if process is not None:
            process.join()
        conn.close()
        self._processes[k] = None
