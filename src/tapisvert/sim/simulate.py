"""Bulk simulation: many matches between bots, in a process pool or on Ray, reproducibly.

Match `i` of a run uses seed `match_seed(seed, i)` whatever the number of workers or the backend,
and results come back in match order, so a run's summary and records are identical for any
`workers` and for `--cluster ray`. Results stream: records (and Parquet rows) are written as
matches finish, so memory stays flat whatever the number of matches.

`play_matches` is the iterator of finished matches that commands build on (`simulate`,
`analyze`); `run_tasks` runs any stream of `MatchTask`s (`tournament`).
"""

from __future__ import annotations

import json
import os
import sys
import time
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, TextIO

from tapisvert.bots import SeatView, make_bot
from tapisvert.core.chance import match_seed
from tapisvert.core.records import Recorder
from tapisvert.core.results import MatchResult
from tapisvert.core.scores import parse_score, score_json
from tapisvert.games import get_game
from tapisvert.sim.backend import Backend, make_backend


@dataclass(frozen=True)
class MatchTask:
    """Everything a worker needs to play one match."""

    index: int
    game: str
    players: int
    seed: int
    bots: tuple[str, ...]
    options: tuple[tuple[str, Any], ...]
    record: bool
    rows: bool = False  # also one summary row per hand (`HandRow`), for Parquet
    tensors: bool = False  # also every decision with its tensor and mask (`Decisions`)


@dataclass(frozen=True)
class HandRow:
    """One hand of a match, as a study reads it (the Parquet format writes one per line)."""

    hand: int
    actions: int
    scores: tuple[float, ...]  # what the hand added to each seat's total
    totals: tuple[float, ...]  # each seat's total after the hand
    detail: str  # the game's breakdown of the hand, as JSON


@dataclass(frozen=True)
class Decisions:
    """Every decision of a match, for imitation learning (numpy arrays, one row a decision).

    `observation` is the acting seat's tensor (`tapisvert.rl.encoder(game, players)`, written
    straight from the state), `mask` its legal actions packed with `np.packbits(...,
    bitorder="little")` along each row (unpack `action_space()` bits), `hand_return` the seat's
    score of that hand and `match_return` its total of the match.
    """

    hand: Any  # (M,) int32
    seat: Any  # (M,) int8
    action: Any  # (M,) int32
    observation: Any  # (M, D) float32
    mask: Any  # (M, ceil(A / 8)) uint8, packed bits
    hand_return: Any  # (M,) float64
    match_return: Any  # (M,) float64
    start: int = 0  # the index of the first row among the match's decisions

    def __len__(self) -> int:
        return len(self.hand)


@dataclass(frozen=True)
class MatchOutcome:
    """What a worker sends back: the result, the action count and the record line if asked."""

    index: int
    seed: int
    totals: tuple[str | int, ...]
    winners: tuple[int, ...]
    actions: int
    hands: int
    record_line: str | None
    rows: tuple[HandRow, ...] | None = None
    bots: tuple[str, ...] = ()
    decisions: Decisions | None = None


def play_match(task: MatchTask) -> MatchOutcome:
    """Play one match between bots to its end (in a worker: the record is serialized there)."""
    game = get_game(task.game)
    state = game.new(task.players, task.seed, **dict(task.options))
    bots = [make_bot(name, game, seat, task.seed) for seat, name in enumerate(task.bots)]
    # a record tells what each action set off too (`Game.events`)
    recorder = Recorder(state, list(task.bots), events=True) if task.record else None
    apply = recorder.apply if recorder is not None else state.apply
    actions = 0
    per_hand: list[int] = []
    seen = _Seen(task.game, task.players) if task.tensors else None
    while (seat := state.to_act) is not None:
        bot = bots[seat]
        if task.rows:
            hand = state.hand_number
            per_hand.extend([0] * (hand + 1 - len(per_hand)))
            per_hand[hand] += 1
        action = bot.choose(SeatView.of(state, with_observation=bot.needs_observation))
        if seen is not None:
            seen.add(state, seat, action)
        apply(action)
        actions += 1
    result = state.result()
    return MatchOutcome(
        index=task.index,
        seed=task.seed,
        totals=tuple(score_json(t) for t in result.totals),
        winners=result.winners,
        actions=actions,
        hands=len(result.hands),
        record_line=recorder.record().to_line() if recorder is not None else None,
        rows=_hand_rows(result, per_hand) if task.rows else None,
        bots=task.bots,
        decisions=seen.decisions(result) if seen is not None else None,
    )


class _Seen:
    """Collects a match's decisions as it is played: the acting seat's tensor and mask."""

    def __init__(self, game: str, players: int) -> None:
        import numpy as np  # the rl extra: only a run with tensors needs it

        from tapisvert.rl.tensors import encoder

        self.np = np
        self.encoder = encoder(game, players)
        self.hands: list[int] = []
        self.seats: list[int] = []
        self.actions: list[int] = []
        self.rows: list[Any] = []
        self.legal: list[int] = []  # flat row * A + action of every legal action
        self.width = 0

    def add(self, state: Any, seat: int, action: int) -> None:
        row = len(self.hands)
        a = state.action_space()
        self.width = a
        self.hands.append(state.hand_number)
        self.seats.append(seat)
        self.actions.append(action)
        self.rows.append(self.encoder.encode_state(state, seat))
        base = row * a
        self.legal.extend([base + x for x in state.legal_actions()])

    def decisions(self, result: MatchResult) -> Decisions:
        np = self.np
        m, a = len(self.hands), self.width
        mask = np.zeros(m * a, np.bool_)
        mask[self.legal] = True
        hands = np.array(self.hands, np.int32)
        seats = np.array(self.seats, np.int8)
        by_hand = np.array([[float(x) for x in h.scores] for h in result.hands], np.float64)
        totals = np.array([float(t) for t in result.totals], np.float64)
        return Decisions(
            hand=hands,
            seat=seats,
            action=np.array(self.actions, np.int32),
            observation=(
                np.stack(self.rows) if m else np.zeros((0, self.encoder.size), np.float32)
            ),
            mask=np.packbits(mask.reshape(m, a), axis=1, bitorder="little"),
            hand_return=by_hand[hands, seats] if m else np.zeros(0, np.float64),
            match_return=totals[seats],
        )


def _hand_rows(result: MatchResult, per_hand: list[int]) -> tuple[HandRow, ...]:
    totals = [Fraction(0)] * len(result.totals)
    rows = []
    for h, hand in enumerate(result.hands):
        totals = [t + s for t, s in zip(totals, hand.scores, strict=True)]
        rows.append(
            HandRow(
                hand=h,
                actions=per_hand[h] if h < len(per_hand) else 0,
                scores=tuple(float(s) for s in hand.scores),
                totals=tuple(float(t) for t in totals),
                detail=json.dumps(hand.to_json()["detail"], separators=(",", ":"), sort_keys=True),
            )
        )
    return tuple(rows)


@dataclass
class Summary:
    """The aggregate of a simulation run."""

    game: str
    players: int
    bots: list[str]
    matches: int
    seed: int
    options: dict[str, Any]
    workers: int
    score_sums: list[Fraction] = field(default_factory=list)
    wins: list[int] = field(default_factory=list)
    actions: int = 0
    hands: int = 0
    seconds: float = 0.0

    def to_json(self) -> dict[str, Any]:
        n = max(self.matches, 1)
        return {
            "game": self.game,
            "players": self.players,
            "bots": self.bots,
            "matches": self.matches,
            "seed": self.seed,
            "options": self.options,
            "workers": self.workers,
            "seats": [
                {
                    "seat": s,
                    "bot": self.bots[s],
                    "mean_score": str(score_json(self.score_sums[s] / n)),  # exact, always a string
                    "mean_score_float": round(float(self.score_sums[s] / n), 4),
                    "wins": self.wins[s],
                }
                for s in range(self.players)
            ],
            "mean_actions": round(self.actions / n, 2),
            "mean_hands": round(self.hands / n, 2),
            "seconds": round(self.seconds, 3),
            "matches_per_s": round(self.matches / self.seconds, 2) if self.seconds else None,
        }

    def table(self) -> str:
        data = self.to_json()
        lines = [
            f"{self.game}, {self.players} players, {self.matches} matches, seed {self.seed},"
            f" {self.workers} worker(s)",
            f"{'seat':>4}  {'bot':<12} {'mean score':>12} {'wins':>6}",
        ]
        for row in data["seats"]:
            lines.append(
                f"{row['seat']:>4}  {row['bot']:<12} {row['mean_score_float']:>12.2f}"
                f" {row['wins']:>6}"
            )
        lines.append(
            f"mean actions/match {data['mean_actions']}, mean hands/match {data['mean_hands']},"
            f" {data['matches_per_s']} matches/s ({data['seconds']} s)"
        )
        return "\n".join(lines)


def tasks_for(
    game: str,
    players: int,
    matches: int,
    seed: int,
    bots: Sequence[str],
    options: Mapping[str, Any],
    record: bool,
    rows: bool = False,
    tensors: bool = False,
) -> Iterator[MatchTask]:
    opts = tuple(sorted(options.items()))
    for i in range(matches):
        yield MatchTask(
            i, game, players, match_seed(seed, i), tuple(bots), opts, record, rows, tensors
        )


def run_tasks(
    tasks: Iterable[MatchTask],
    workers: int | None = None,
    *,
    backend: Backend | None = None,
    total: int | None = None,
) -> Iterator[MatchOutcome]:
    """Outcomes in task order, on `backend` (else a local pool of `workers`, in-process for 1).

    Lazy and bounded: tasks are read and outcomes produced as the consumer advances. A backend
    given here is left open (its owner closes it); one made here is closed at the end.
    """
    if backend is not None:
        yield from backend.map(play_match, tasks, total)
        return
    with make_backend("local", workers) as own:
        yield from own.map(play_match, tasks, total)


def play_matches(
    game: str,
    players: int,
    matches: int,
    seed: int,
    bots: Sequence[str],
    options: Mapping[str, Any],
    *,
    record: bool = False,
    rows: bool = False,
    tensors: bool = False,
    workers: int | None = None,
    backend: Backend | None = None,
) -> Iterator[MatchOutcome]:
    """The finished matches of a run, in match order, as they finish: what commands build on.

    Match `i` is played from seed `match_seed(seed, i)`, so the stream is the same for any
    backend and any number of workers. `record` adds each match's record line, `rows` its
    per-hand rows, `tensors` its decisions (`Decisions`). Run on `backend` (e.g.
    `make_backend("ray")`), else on a local pool of `workers` processes (all cores when None).
    """
    tasks = tasks_for(game, players, matches, seed, bots, options, record, rows, tensors)
    return run_tasks(tasks, workers or os.cpu_count() or 1, backend=backend, total=matches)


def simulate(
    game: str,
    players: int,
    matches: int,
    seed: int,
    bots: Sequence[str],
    options: Mapping[str, Any],
    *,
    workers: int | None = None,
    backend: Backend | None = None,
    record_to: TextIO | None = None,
    rows_to: Callable[[MatchOutcome], None] | None = None,
    decisions_to: Callable[[MatchOutcome], None] | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> Summary:
    """Run `matches` matches; write records to `record_to` in match order when given.

    `rows_to` receives each outcome with its hand rows (the Parquet writer), in match order;
    `decisions_to` each outcome with its decisions (`Decisions`: tensors, masks, actions, returns).
    """
    get_game(game).new(players, seed, **options)  # refuse bad arguments before forking
    workers = backend.workers if backend is not None else workers or os.cpu_count() or 1
    summary = Summary(
        game,
        players,
        list(bots),
        matches,
        seed,
        dict(options),
        workers,
        score_sums=[Fraction(0)] * players,
        wins=[0] * players,
    )
    start = time.perf_counter()
    outcomes = play_matches(
        game,
        players,
        matches,
        seed,
        bots,
        options,
        record=record_to is not None,
        rows=rows_to is not None,
        tensors=decisions_to is not None,
        workers=workers,
        backend=backend,
    )
    whole = [0] * players  # whole scores summed as ints: Fraction sums cost the main process
    for done, outcome in enumerate(outcomes, 1):
        for s, total in enumerate(outcome.totals):
            if type(total) is int:
                whole[s] += total
            else:
                summary.score_sums[s] += parse_score(total)
        for w in outcome.winners:
            summary.wins[w] += 1
        summary.actions += outcome.actions
        summary.hands += outcome.hands
        if record_to is not None and outcome.record_line is not None:
            record_to.write(outcome.record_line + "\n")
        if rows_to is not None:
            rows_to(outcome)
        if decisions_to is not None:
            decisions_to(outcome)
        if progress is not None:
            progress(done, matches)
    summary.score_sums = [f + w for f, w in zip(summary.score_sums, whole, strict=True)]
    summary.seconds = time.perf_counter() - start
    return summary


def progress_bar(stream: TextIO = sys.stderr) -> Callable[[int, int], None]:
    """A one-line progress bar on a terminal (nothing when `stream` is not a terminal)."""
    if not stream.isatty():
        return lambda done, total: None
    start = time.perf_counter()

    def show(done: int, total: int) -> None:
        width = 30
        filled = width * done // max(total, 1)
        rate = done / max(time.perf_counter() - start, 1e-9)
        stream.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} {rate:.1f}/s")
        if done == total:
            stream.write("\n")
        stream.flush()

    return show
