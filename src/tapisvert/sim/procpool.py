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
sure: its pipe reads end of file (the parent closes its copy of the worker's end) and its process
sentinel becomes ready. A job is a picklable `fn` and its argument; the worker sends back
`(True, result)` or `(False, exception)`.
"""

from __future__ import annotations

import multiprocessing
import traceback
from collections import deque
from collections.abc import Callable
from multiprocessing.connection import Connection, wait
from multiprocessing.process import BaseProcess
from typing import Any, NoReturn

_STOP = None  # what a worker reads to end


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
                    worker.conn.send((job.fn, job.arg))
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
            try:
                ok, value = worker.conn.recv()
            except (EOFError, OSError):
                self._lose(worker)
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


def _serve(conn: Connection, initializer: Callable[..., None], initargs: tuple[Any, ...]) -> None:
    """A worker's loop: read a job, run it, send `(ok, value)` back; end on `_STOP` or a closed
    pipe."""
    initializer(*initargs)
    while True:
        try:
            message = conn.recv()
        except (EOFError, OSError, KeyboardInterrupt):
            return
        if message is _STOP:
            return
        fn, arg = message
        try:
            answer: tuple[bool, Any] = (True, fn(arg))
        except BaseException as exc:  # the parent re-raises it; the worker goes on
            exc.add_note("in a worker process:\n" + traceback.format_exc().rstrip())
            answer = (False, exc)
        try:
            conn.send(answer)
        except Exception:  # the result or the exception does not pickle
            detail = traceback.format_exc()
            conn.send((False, RemoteError(f"a job's answer could not be sent back:\n{detail}")))
