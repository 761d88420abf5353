"""Argument types and checks shared by the commands: counts, durations, worker processes."""

from __future__ import annotations

import argparse
import os
import sys


def count(text: str) -> int:
    """An argparse type: a whole number of at least 1."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, not {text!r:.40}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {value}")
    return value


MAX_BENCH_SECONDS = 600.0


def bench_seconds(text: str) -> float:
    """An argparse type: a finite duration in (0, MAX_BENCH_SECONDS] seconds."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"expected a number of seconds, not {text!r:.40}"
        ) from None
    if not 0 < value <= MAX_BENCH_SECONDS:  # also refuses nan
        raise argparse.ArgumentTypeError(
            f"must be more than 0 and at most {MAX_BENCH_SECONDS:g} seconds, not {text}"
        )
    return value


def cores() -> int:
    """The cores this process may run on."""
    if hasattr(os, "sched_getaffinity"):
        return len(os.sched_getaffinity(0)) or 1
    return os.cpu_count() or 1


def cap_workers(requested: int | None) -> int | None:
    """Local worker processes: never more than the cores (saying so); None keeps the default."""
    available = cores()
    if requested is not None and requested > available:
        print(
            f"tapisvert: --workers {requested} is more than this machine's {available} core(s);"
            f" using {available}",
            file=sys.stderr,
        )
        return available
    return requested
