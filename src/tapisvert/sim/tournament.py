"""Duplicate tournaments: seats rotated over the same deals, so that luck cancels.

For each deal seed, the match is played once per rotation of the bots around the table, every
rotation on the same seed (hence the same deals). At team games the bots are assigned per team, so
partners are always the same bot. Each bot's score per deal is its mean over the rotations; the
95% confidence interval of the mean (and of every pairwise difference, paired by deal) comes from
the spread over deals.
"""

from __future__ import annotations

import math
import os
import statistics
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import nullcontext
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tapisvert.bots import played_spec
from tapisvert.core.chance import match_seed
from tapisvert.core.errors import InvalidOption
from tapisvert.core.scores import parse_score
from tapisvert.games import get_game
from tapisvert.sim.backend import Backend
from tapisvert.sim.journal import Journal, JournalEntry, header
from tapisvert.sim.simulate import MatchOutcome, MatchTask, run_tasks

Z95 = 1.959963984540054


def seat_groups(game_id: str, players: int, options: Mapping[str, Any]) -> list[tuple[int, ...]]:
    """The partnerships fixed for the whole match, or one group per seat when there are none."""
    state = get_game(game_id).new(players, 0, **options)
    teams = state.result().teams
    if teams and sorted(s for t in teams for s in t) == list(range(players)):
        return [tuple(t) for t in teams]
    return [(s,) for s in range(players)]


@dataclass(frozen=True)
class Interval:
    """A mean and its 95% interval; the bounds are None when one value cannot give a spread."""

    mean: float
    low: float | None
    high: float | None

    def to_json(self) -> dict[str, Any]:
        bounds = (
            None
            if self.low is None or self.high is None
            else [round(self.low, 4), round(self.high, 4)]
        )
        return {"mean": round(self.mean, 4), "ci95": bounds}

    def text(self) -> str:
        """`[low, high]`, or `[undefined: one deal]`."""
        if self.low is None or self.high is None:
            return "[undefined: one deal]"
        return f"[{self.low:.2f}, {self.high:.2f}]"

    def excludes_zero(self) -> bool:
        return self.low is not None and self.high is not None and (self.low > 0 or self.high < 0)


def interval(values: Sequence[float]) -> Interval:
    """The mean and its normal 95% confidence interval (bounds None under two values)."""
    mean = statistics.fmean(values)
    if len(values) < 2:
        return Interval(mean, None, None)
    half = Z95 * statistics.stdev(values) / math.sqrt(len(values))
    return Interval(mean, mean - half, mean + half)


@dataclass
class TournamentResult:
    game: str
    players: int
    bots: list[str]
    deals: int
    matches: int
    seed: int
    seconds: float
    per_deal: dict[str, list[float]]
    wins: dict[str, int]
    seats_played: dict[str, int]
    # this process's CPU seconds over the matches (every run's, resumed from a journal): each
    # match's own at one worker, in-process
    cpu_seconds: float = 0.0

    def score(self, bot: str) -> Interval:
        return interval(self.per_deal[bot])

    def difference(self, a: str, b: str) -> Interval:
        return interval([x - y for x, y in zip(self.per_deal[a], self.per_deal[b], strict=True)])

    def to_json(self) -> dict[str, Any]:
        names = list(dict.fromkeys(self.bots))
        return {
            "game": self.game,
            "players": self.players,
            "bots": self.bots,
            "deals": self.deals,
            "matches": self.matches,
            "seed": self.seed,
            "seconds": round(self.seconds, 3),
            "results": [
                {
                    "bot": b,
                    "score": self.score(b).to_json(),
                    "win_rate": round(self.wins[b] / max(self.seats_played[b], 1), 4),
                }
                for b in names
            ],
            "differences": [
                {"a": a, "b": b, "difference": self.difference(a, b).to_json()}
                for i, a in enumerate(names)
                for b in names[i + 1 :]
            ],
        }

    def table(self) -> str:
        data = self.to_json()
        w = max(12, *(len(b) for b in self.bots))
        lines = [
            f"{self.game}, {self.players} players, {self.deals} deals x rotations ="
            f" {self.matches} matches ({data['seconds']} s)",
            f"{'bot':<{w}} {'mean score':>11} {'95% interval':>24} {'win rate':>9}",
        ]
        for row in data["results"]:
            score = self.score(row["bot"])
            lines.append(
                f"{row['bot']:<{w}} {score.mean:>11.2f} {score.text():>24} {row['win_rate']:>9.3f}"
            )
        for row in data["differences"]:
            d = self.difference(row["a"], row["b"])
            verdict = "significant" if d.excludes_zero() else "not significant"
            lines.append(f"{row['a']} - {row['b']}: {d.mean:.2f} {d.text()} ({verdict})")
        return "\n".join(lines)


def _tasks(
    game: str,
    players: int,
    bots: Sequence[str],
    deals: int,
    seed: int,
    options: Mapping[str, Any],
    groups: list[tuple[int, ...]],
) -> Iterator[tuple[MatchTask, list[str]]]:
    opts = tuple(sorted(options.items()))
    k = 0
    for d in range(deals):
        s = match_seed(seed, d)
        for r in range(len(groups)):
            names = [""] * players
            for g, group in enumerate(groups):
                for seat in group:
                    names[seat] = bots[(g + r) % len(bots)]
            yield MatchTask(k, game, players, s, tuple(names), opts, False), names
            k += 1


def _totals(
    bots: Sequence[str],
    names_of: list[list[str]],
    done: Mapping[int, JournalEntry],
    rotations: int,
) -> tuple[dict[str, list[float]], dict[str, int], dict[str, int]]:
    """Each bot's mean score per deal (over the deal's rotations), its wins and seats played."""
    per_deal: dict[str, list[float]] = {b: [] for b in bots}
    wins = dict.fromkeys(bots, 0)
    seats_played = dict.fromkeys(bots, 0)
    sums: dict[str, list[float]] = {b: [] for b in bots}
    for k in range(len(names_of)):
        entry = done[k]
        for seat, bot in enumerate(names_of[k]):
            sums[bot].append(float(parse_score(entry.totals[seat])))
            seats_played[bot] += 1
            if seat in entry.winners:
                wins[bot] += 1
        if (k + 1) % rotations == 0:
            for b in per_deal:
                if sums[b]:
                    per_deal[b].append(statistics.fmean(sums[b]))
                sums[b] = []
    return per_deal, wins, seats_played


def tournament(
    game: str,
    players: int,
    bots: Sequence[str],
    deals: int,
    seed: int = 0,
    options: Mapping[str, Any] | None = None,
    *,
    workers: int | None = None,
    backend: Backend | None = None,
    progress: Callable[[int, int], None] | None = None,
    journal: Path | None = None,
) -> TournamentResult:
    """Play `deals` duplicate deals, each once per rotation of the bots.

    On `backend` when given (a Ray cluster, say), else on a local pool of `workers` processes;
    the result is the same on any. With `journal`, each match is written to that file as it ends
    and the matches already there are not played again (`tapisvert.sim.journal`): a stopped
    tournament run again with the same file resumes, and its `seconds` count every run's.
    """
    options = dict(options or {})
    groups = seat_groups(game, players, options)
    if len(bots) > len(groups):
        sides = "seats" if len(groups) == players else "teams"
        raise InvalidOption(
            f"{len(bots)} bots named for {len(groups)} {sides}: name at most {len(groups)}"
        )
    pairs = list(_tasks(game, players, bots, deals, seed, options, groups))
    names_of = [names for _, names in pairs]
    specs = [played_spec(b, get_game(game), players) for b in bots]
    head = header(game, players, bots, deals, seed, options, specs)
    with Journal(journal, head, len(pairs)) if journal is not None else nullcontext() as book:
        done: dict[int, JournalEntry] = dict(book.done) if book is not None else {}
        last, last_cpu = time.perf_counter(), time.process_time()
        tasks = (t for t, _ in pairs if t.index not in done)
        outcome: MatchOutcome
        todo = len(pairs) - len(done)
        outcomes = run_tasks(tasks, workers or os.cpu_count() or 1, backend=backend, total=todo)
        if progress is not None and done:
            progress(len(done), len(pairs))
        for outcome in outcomes:
            now, cpu = time.perf_counter(), time.process_time()
            entry = JournalEntry(
                outcome.index, outcome.totals, outcome.winners, now - last, cpu - last_cpu
            )
            last, last_cpu = now, cpu
            if book is not None:
                book.write(entry)
            done[entry.index] = entry
            if progress is not None:
                progress(len(done), len(pairs))
    per_deal, wins, seats_played = _totals(bots, names_of, done, len(groups))
    seconds = sum(e.seconds for e in done.values())
    return TournamentResult(
        game,
        players,
        list(bots),
        deals,
        len(pairs),
        seed,
        seconds,
        per_deal,
        wins,
        seats_played,
        sum(e.cpu for e in done.values()),
    )
