"""A tournament's journal: its finished matches on disk, so that a stopped tournament resumes.

A long duplicate tournament (hours of search bots at familles 6 players) may be stopped by a
Ctrl-C, a machine going down or a session ending. With a journal, each match is written to a JSON
Lines file as soon as it ends (and flushed): the first line names the tournament (game, players,
bots in order, deals, seed, options), every other line one match (its task index, final totals,
winners and the seconds it took). Run the same tournament again with the same file and it plays
only the matches the file lacks, then gives the result it would have given uninterrupted: match
`k` is always played from the same seed with the same bots in the same seats.

A file written for another tournament (or when a bot played another spec) is refused rather than
mixed in, and so is one that another run is writing (a lock held while the journal is open, on
POSIX systems); a last line cut short by a kill is dropped (the match is played again) and the
file is cut back to its last whole line.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

from tapisvert.core.errors import InvalidOption

if sys.platform != "win32":  # POSIX: a journal is locked while a run writes it (not on Windows)
    import fcntl

FORMAT = "tapisvert-tournament-journal/1"


class JournalMismatch(InvalidOption):
    """A journal that cannot be resumed by this tournament: another one's, or not a journal."""


@dataclass(frozen=True, slots=True)
class JournalEntry:
    """One finished match: what the tournament's totals need of it, and what it cost: the wall
    seconds since the match before ended, and the CPU seconds this process spent meanwhile (the
    match's own when it is played in-process, at one worker)."""

    index: int
    totals: tuple[str | int, ...]
    winners: tuple[int, ...]
    seconds: float
    cpu: float = 0.0

    def to_json(self) -> dict[str, Any]:
        return {
            "index": self.index,
            "totals": list(self.totals),
            "winners": list(self.winners),
            "seconds": round(self.seconds, 3),
            "cpu": round(self.cpu, 3),
        }


def header(
    game: str,
    players: int,
    bots: Sequence[str],
    deals: int,
    seed: int,
    options: Mapping[str, Any],
    specs: Sequence[str] | None = None,
) -> dict[str, Any]:
    """The first line of a journal: every input that decides which matches are played, and what
    each bot plays (`bots.played_spec`: a level resolved, a search's game defaults written in;
    if a release changes what "strong" plays, a journal begun with the old one is not resumed
    with the new)."""
    return {
        "format": FORMAT,
        "game": game,
        "players": players,
        "bots": list(bots),
        "specs": list(bots if specs is None else specs),
        "deals": deals,
        "seed": seed,
        "options": {k: options[k] for k in sorted(options)},
    }


def _entry(line: str, matches: int) -> JournalEntry | None:
    """The entry on `line`, or None when it is not a whole entry (a write cut short)."""
    try:
        data = json.loads(line)
        index, totals, winners = data["index"], data["totals"], data["winners"]
        seconds, cpu = float(data.get("seconds", 0.0)), float(data.get("cpu", 0.0))
    except (ValueError, KeyError, TypeError):
        return None
    if (
        type(index) is not int
        or not 0 <= index < matches
        or not isinstance(totals, list)
        or not all(type(t) in (int, str) for t in totals)
        or not isinstance(winners, list)
        or not all(type(w) is int for w in winners)
    ):
        return None
    return JournalEntry(index, tuple(totals), tuple(winners), seconds, cpu)


class Journal:
    """An open journal: `done` holds the matches found in it, `write` adds one as it ends."""

    def __init__(self, path: Path, head: Mapping[str, Any], matches: int) -> None:
        self.path = path
        self.done: dict[int, JournalEntry] = {}
        if path.is_dir():
            raise JournalMismatch(f"journal {path}: is a directory")
        try:
            self._file: IO[bytes] | None = path.open("a+b")
        except OSError as exc:
            raise JournalMismatch(f"journal {path}: cannot write there ({exc.strerror})") from None
        try:
            if sys.platform != "win32":
                try:  # one run at a time: two writing one journal would play matches twice
                    fcntl.flock(self._file.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
                except BlockingIOError:
                    raise JournalMismatch(
                        f"journal {path}: in use by another run of this tournament"
                    ) from None
            self._resume(json.loads(json.dumps(dict(head))), matches)
        except BaseException:
            self.close()
            raise

    def _resume(self, head: dict[str, Any], matches: int) -> None:
        """Read the matches already written (the file locked), then cut a write a kill left
        unfinished, or write the head to a new journal."""
        assert self._file is not None
        path = self.path
        self._file.seek(0)
        raw = self._file.read()
        good = 0  # bytes up to the end of the last whole entry
        newline = False  # that entry's newline is missing
        if raw:
            lines = raw.split(b"\n")
            try:
                found = json.loads(lines[0])
            except ValueError:
                found = None
            if found != head:
                raise JournalMismatch(
                    f"journal {path}: written for another tournament"
                    + (
                        f" ({_difference(found, head)})"
                        if isinstance(found, dict) and found.get("format") == FORMAT
                        else " (not a tournament journal)"
                    )
                    + "; name another file, or the same game, players, bots, deals, seed and"
                    " options"
                )
            good = len(lines[0]) + 1 if len(lines) > 1 else 0  # else: the head rewritten
            for n, line in enumerate(lines[1:], 1):
                last = n == len(lines) - 1  # after the final newline: empty, or a cut write
                entry = _entry(line.decode("utf-8", "replace"), matches) if line else None
                if entry is None:
                    if line and not last:
                        raise JournalMismatch(f"journal {path}: line {n + 1} is not a match")
                    break
                if entry.index in self.done:
                    raise JournalMismatch(
                        f"journal {path}: match {entry.index} is written twice (line {n + 1})"
                    )
                self.done[entry.index] = entry
                good += len(line) + (0 if last else 1)
                newline = last  # a whole entry whose newline a kill cut off
        try:
            if len(raw) != good:
                self._file.truncate(good)
            if good == 0:
                self._file.write(json.dumps(head, ensure_ascii=False).encode() + b"\n")
            elif newline:
                self._file.write(b"\n")
            self._file.flush()
        except OSError as exc:
            raise JournalMismatch(f"journal {path}: cannot write there ({exc.strerror})") from None

    def write(self, entry: JournalEntry) -> None:
        """Add one finished match, on disk at once (flushed and synced)."""
        assert self._file is not None
        self._file.write(json.dumps(entry.to_json(), ensure_ascii=False).encode() + b"\n")
        self._file.flush()
        os.fsync(self._file.fileno())
        self.done[entry.index] = entry

    def close(self) -> None:
        if self._file is not None:
            self._file.close()  # the lock goes with it
            self._file = None

    def __enter__(self) -> Journal:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _difference(found: Mapping[str, Any], head: Mapping[str, Any]) -> str:
    """Which of the tournament's inputs differ, in words."""
    keys = [k for k in head if found.get(k) != head[k]]
    return ", ".join(f"{k} {found.get(k)!r} there, {head[k]!r} here" for k in keys)
