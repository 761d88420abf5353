"""Where matches run: this process, a local process pool or a Ray cluster, behind one interface.

A backend maps a picklable function over a stream of items and yields the results **in the items'
order**, whatever ran where. Items travel in chunks, so that a task's fixed cost (submission,
pickling, a network round trip on a cluster) is paid once per chunk rather than once per match: the
chunk size grows until a chunk takes about `target_seconds`, and never past a fair share of what is
left, so the last chunks still spread over every worker. At most `window` chunks are in flight, so
memory stays flat however long the stream (the stream is read lazily, results are yielded as soon
as their turn comes).

A worker that dies takes its chunk with it: the chunk is run again (a local pool is restarted and
every chunk not yet delivered is resubmitted; Ray retries the task itself), and since a chunk's
results are delivered only once it has finished whole, no item is lost or delivered twice. Items
are deterministic functions of their inputs (a match is a function of its seed), so a retried
chunk gives the same results.

`Backend.map` is the one call the commands use (`simulate`, `tournament`, `analyze`); `make_backend`
turns the command line's `--cluster`/`--workers`/`--address` into a backend.
"""

from __future__ import annotations

import ctypes
import importlib
import math
import os
import signal
import sys
import time
from abc import ABC, abstractmethod
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from itertools import islice
from types import TracebackType
from typing import Any, Generic, TypeVar

from tapisvert.core.errors import TapisvertError
from tapisvert.core.version import ENGINE_VERSION
from tapisvert.sim.procpool import Job, WorkerLost, WorkerPool

T = TypeVar("T")
R = TypeVar("R")

CLUSTERS = ("local", "ray")
MAX_CHUNK = 4096
RETRIES = 3  # how many times a chunk whose worker died is run again before the run fails


class ClusterError(TapisvertError):
    """The cluster cannot be reached or used (not installed, wrong address, workers lost)."""


def run_chunk(fn: Callable[[T], R], items: list[T]) -> tuple[list[R], float, str]:
    """Run one chunk in a worker: its results, the CPU seconds it took and the engine version.

    CPU time, not wall time: on a loaded machine a chunk's wall time says more about the other
    work than about the chunk, and chunks would stay small where their overhead costs most.
    """
    start = time.process_time()
    results = [fn(item) for item in items]
    return results, time.process_time() - start, ENGINE_VERSION


@dataclass
class Chunker:
    """Chunk sizes that grow until a chunk takes about `target` seconds, within a fair share.

    Starts at one item (a slow ISMCTS match is a chunk by itself) and doubles while chunks finish
    in under half the target. When the total is known, a chunk is never more than a quarter of a
    worker's share of what remains, so the end of a run keeps every worker busy.
    """

    workers: int
    target: float
    total: int | None = None
    size: int = 1
    issued: int = 0

    def next_size(self) -> int:
        size = self.size
        if self.total is not None:
            left = self.total - self.issued
            size = min(size, max(1, math.ceil(left / (4 * self.workers))))
        return size

    def finished(self, count: int, seconds: float) -> None:
        if count >= self.size and seconds < self.target / 2 and self.size < MAX_CHUNK:
            per_item = seconds / max(count, 1)
            wanted = int(self.target / max(per_item, 1e-9))
            self.size = max(1, min(MAX_CHUNK, self.size * 4, wanted))


@dataclass
class _Pending(Generic[T]):
    items: list[T]
    handle: Any
    attempts: int = 1


class Backend(ABC):
    """Runs chunks of items somewhere; `map` delivers their results in order."""

    name: str = ""
    target_seconds: float = 0.2

    def __init__(self, workers: int) -> None:
        self.workers = max(1, workers)
        self.window = 3 * self.workers  # chunks in flight: every worker busy, one more queued
        self.closed = False

    def map(
        self, fn: Callable[[T], R], items: Iterable[T], total: int | None = None
    ) -> Iterator[R]:
        """`fn` over `items`, results in the items' order, `window` chunks in flight at most.

        `fn` must be a module-level function (it is pickled by reference). `total`, when known,
        keeps the last chunks small enough to spread over every worker.
        """
        source = iter(items)
        chunker = Chunker(self.workers, self.target_seconds, total)
        pending: deque[_Pending[T]] = deque()

        def refill() -> None:
            while len(pending) < self.window:
                chunk = list(islice(source, chunker.next_size()))
                if not chunk:
                    return
                chunker.issued += len(chunk)
                pending.append(_Pending(chunk, self._submit(fn, chunk)))

        try:
            refill()
            while pending:
                head = pending[0]
                try:
                    results, seconds, version = self._result(head.handle)
                except _WorkerLost as exc:
                    self._recover(fn, pending, exc)
                    continue
                pending.popleft()
                if version != ENGINE_VERSION:
                    raise ClusterError(
                        f"a {self.name} worker runs tapisvert {version}, this process"
                        f" {ENGINE_VERSION}: install the same version on every node"
                    )
                chunker.finished(len(results), seconds)
                refill()
                yield from results
        finally:
            for p in pending:  # the consumer stopped early, or an error ends the run
                self._cancel(p.handle)

    def _recover(self, fn: Callable[[T], Any], pending: deque[_Pending[T]], exc: Exception) -> None:
        """Restart the workers and resubmit every chunk not yet delivered, in order."""
        if pending[0].attempts > RETRIES:
            raise ClusterError(
                f"{self.name} workers died {RETRIES + 1} times on the same chunk: {exc}"
            ) from None
        self._restart()
        for p in pending:
            p.handle = self._submit(fn, p.items)
            p.attempts += 1

    @abstractmethod
    def _submit(self, fn: Callable[[T], R], chunk: list[T]) -> Any:
        """Start a chunk; returns a handle for `_result`."""

    @abstractmethod
    def _result(self, handle: Any) -> tuple[list[Any], float, str]:
        """Wait for a chunk; raises `_WorkerLost` when its worker died."""

    def _cancel(self, handle: Any) -> None:
        """Give up a chunk in flight (best effort: one already running may finish)."""
        handle.cancel()

    def _restart(self) -> None:
        """Replace dead workers: by default, close them (the next `_submit` starts new ones)."""
        self.close()

    def close(self) -> None:
        """Release the workers (they start again, lazily, if the backend is used again)."""
        self.closed = True

    def describe(self) -> str:
        return f"{self.workers} worker(s)"

    def __enter__(self) -> Backend:
        return self

    def __exit__(
        self, kind: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.close()


class _WorkerLost(Exception):
    pass


class InProcess(Backend):
    """No workers: everything runs here, one item at a time (and nothing to pickle)."""

    name = "in-process"

    def __init__(self) -> None:
        super().__init__(1)

    def map(
        self, fn: Callable[[T], R], items: Iterable[T], total: int | None = None
    ) -> Iterator[R]:
        return map(fn, items)

    def _submit(self, fn: Callable[[T], R], chunk: list[T]) -> Any:
        raise NotImplementedError  # pragma: no cover - map does not submit

    def _result(self, handle: Any) -> tuple[list[Any], float, str]:
        raise NotImplementedError  # pragma: no cover


class LocalPool(Backend):
    """A pool of processes on this machine, each with its own pipe (`sim.procpool`: a worker
    killed at any instant is seen as lost, never waited on for ever)."""

    name = "local"

    def __init__(self, workers: int) -> None:
        super().__init__(workers)
        self._pool = WorkerPool(self.workers, _die_with_parent, (os.getpid(),))

    def _submit(self, fn: Callable[[T], R], chunk: list[T]) -> Job:
        return self._pool.submit(_ChunkCall(fn), chunk)

    def _result(self, handle: Any) -> tuple[list[Any], float, str]:
        try:
            result: tuple[list[Any], float, str] = self._pool.result(handle)
        except WorkerLost as exc:
            raise _WorkerLost(str(exc)) from None
        return result

    def _cancel(self, handle: Any) -> None:
        self._pool.cancel(handle)

    def close(self) -> None:
        self._pool.close()


@dataclass(frozen=True)
class _ChunkCall(Generic[T, R]):
    """`run_chunk(fn, chunk)` as a one-argument picklable call."""

    fn: Callable[[T], R]

    def __call__(self, chunk: list[T]) -> tuple[list[R], float, str]:
        return run_chunk(self.fn, chunk)


def _die_with_parent(parent: int) -> None:
    """In a pool worker: end when the process that started the pool ends, however it ends.

    A run stopped by SIGTERM or SIGKILL never shuts its pool down; without this its workers would
    go on playing their chunks (Linux's PR_SET_PDEATHSIG; elsewhere nothing is done).
    """
    if not sys.platform.startswith("linux"):
        return
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        return
    if os.getppid() != parent:  # the parent ended before the call above
        os._exit(1)


def _ray() -> Any:
    try:
        return importlib.import_module("ray")
    except ImportError:
        raise ClusterError("--cluster ray needs Ray: pip install 'tapisvert[cluster]'") from None


class RayCluster(Backend):
    """Chunks as Ray tasks, on a cluster Ray connects to or on a local Ray started for the run.

    `address` is what `ray.init` takes: `ray://head:10001` (Ray Client), `auto` or `host:6379`
    (a cluster this machine belongs to), or None: the cluster `RAY_ADDRESS` names, else the one
    `ray start` last started here, else a new local Ray of `workers` CPUs, stopped at the end.
    A task whose worker dies is retried by Ray (`max_retries`), an error raised by the game or a
    bot is not (it would fail again) and ends the run with that error.
    """

    name = "ray"
    target_seconds = 1.0

    def __init__(self, address: str | None = None, workers: int | None = None) -> None:
        ray = _ray()
        self._ray = ray
        self._owned = False
        if not ray.is_initialized():
            kwargs: dict[str, Any] = {
                "address": address,
                "include_dashboard": False,
                "log_to_driver": False,
                "configure_logging": False,
            }
            if address is None and not os.environ.get("RAY_ADDRESS"):
                kwargs["num_cpus"] = workers or os.cpu_count() or 1
            try:
                ray.init(**kwargs)
            except Exception as exc:  # Ray raises plain Exception for a node that won't start
                ray.shutdown()
                where = address or os.environ.get("RAY_ADDRESS") or "a local Ray"
                raise ClusterError(f"cannot start or reach {where}: {exc}") from None
            self._owned = True
        cpus = int(ray.cluster_resources().get("CPU", 1))
        super().__init__(workers or cpus)
        self._remote = ray.remote(max_retries=RETRIES, retry_exceptions=False)(run_chunk)

    def _submit(self, fn: Callable[[T], R], chunk: list[T]) -> Any:
        return self._remote.remote(fn, chunk)

    def _result(self, handle: Any) -> tuple[list[Any], float, str]:
        exceptions = self._ray.exceptions
        try:
            result: tuple[list[Any], float, str] = self._ray.get(handle)
        except (exceptions.WorkerCrashedError, exceptions.NodeDiedError) as exc:
            # Ray already ran the task again RETRIES times: this is the end of the run.
            raise ClusterError(
                f"Ray workers died {RETRIES + 1} times on one chunk: {exc}"
            ) from None
        except exceptions.RayTaskError as exc:
            if isinstance(exc.cause, ImportError):
                raise ClusterError(
                    f"the Ray workers cannot import tapisvert ({exc.cause}): install"
                    f" tapisvert[cluster] {ENGINE_VERSION} on every node"
                ) from None
            raise
        return result

    def _cancel(self, handle: Any) -> None:
        self._ray.cancel(handle)

    def close(self) -> None:
        if self._owned:
            self._ray.shutdown()
            self._owned = False

    def describe(self) -> str:
        return f"ray, {self.workers} CPU(s)"


def make_backend(
    cluster: str | None = None, workers: int | None = None, address: str | None = None
) -> Backend:
    """The backend for the command line's `--cluster`, `--workers` and `--address`.

    `local` (the default): `workers` processes (all cores when None; one runs in this process).
    `ray`: Ray at `address` (or `RAY_ADDRESS`, or a local Ray of `workers` CPUs); a `ray://...`
    cluster value is taken as `ray` at that address.
    """
    cluster = cluster or "local"
    if cluster.startswith("ray://"):
        cluster, address = "ray", cluster
    if cluster == "ray":
        return RayCluster(address, workers)
    if cluster != "local":
        raise ClusterError(f"unknown cluster {cluster!r}: local, ray or ray://HOST:PORT")
    if address is not None:
        raise ClusterError("--address is for --cluster ray")
    n = workers or os.cpu_count() or 1
    return InProcess() if n <= 1 else LocalPool(n)
