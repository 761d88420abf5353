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
from dataclasses import dataclass
from typing import Any

from tapisvert.core.chance import match_seed
from tapisvert.core.errors import InvalidOption
from tapisvert.core.scores import parse_score
from tapisvert.games import get_game
from tapisvert.sim.backend import Backend
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
) -> TournamentResult:
    """Play `deals` duplicate deals, each once per rotation of the bots.

    On `backend` when given (a Ray cluster, say), else on a local pool of `workers` processes;
    the result is the same on any.
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
    rotations = len(groups)
    per_deal: dict[str, list[float]] = {b: [] for b in bots}
    wins = dict.fromkeys(bots, 0)
    seats_played = dict.fromkeys(bots, 0)
    sums: dict[str, list[float]] = {b: [] for b in bots}
    start = time.perf_counter()
    outcome: MatchOutcome
    tasks = (t for t, _ in pairs)
    outcomes = run_tasks(tasks, workers or os.cpu_count() or 1, backend=backend, total=len(pairs))
    for done, outcome in enumerate(outcomes, 1):
        names = names_of[outcome.index]
        for seat, bot in enumerate(names):
            sums[bot].append(float(parse_score(outcome.totals[seat])))
            seats_played[bot] += 1
            if seat in outcome.winners:
                wins[bot] += 1
        if done % rotations == 0:
            for b in per_deal:
                if sums[b]:
                    per_deal[b].append(statistics.fmean(sums[b]))
                sums[b] = []
        if progress is not None:
            progress(done, len(pairs))
    return TournamentResult(
        game,
        players,
        list(bots),
        deals,
        len(pairs),
        seed,
        time.perf_counter() - start,
        per_deal,
        wins,
        seats_played,
    )
