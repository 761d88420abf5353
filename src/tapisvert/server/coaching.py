"""Hints and reviews at the table (issue 27), computed off the event loop.

Both run in the bot pool's worker processes when the server has one (`BotPool.coach`), else in a
thread, and both read only what the seat could know:
- a hint is computed from the seat's observation alone (`HintRequest`): the worker rebuilds the
  seat's typed view, deals a world consistent with it (`Game.determinize`) and asks
  `coach.hint` there, which reads only that view and its legal moves. So the hint is the same
  in every world the seat cannot tell from the real one (tests/server/test_coaching.py);
- a review replays the match's moves (`MatchMoves`: the server knows every card, as a record
  does) and rates each decision of the seat with `coach.review.rate`, which estimates from the
  seat's view at that moment only. The decisions are rated a few at a time (`rate_chunk`), so
  that progress can be told and several workers share a long review.
"""

from __future__ import annotations

import asyncio
import random
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar

from tapisvert.coach.hint import hint
from tapisvert.coach.review import DEFAULT_WORLDS, Decision, Review, rate
from tapisvert.core.protocol import GameState
from tapisvert.core.records import MatchRecord
from tapisvert.games import get_game

T = TypeVar("T")
JSON = Any
CHUNK = 4  # decisions rated by one worker call


class CoachRunner(Protocol):
    """Where hints and reviews run (the bot pool's processes; see `run`)."""

    async def coach(self, fn: Callable[..., T], *args: Any) -> T: ...


async def run(bots: object, fn: Callable[..., T], *args: Any) -> T:
    """`fn(*args)` in the bot pool's workers when `bots` has them (`coach`), else in a thread:
    never in the event loop."""
    coach: Callable[..., Awaitable[T]] | None = getattr(bots, "coach", None)
    if coach is not None:
        return await coach(fn, *args)
    return await asyncio.to_thread(fn, *args)


# --- hints ------------------------------------------------------------------------------------
@dataclass(frozen=True)
class HintRequest:
    """What a hint is computed from: the seat's observation, and its budget (`seconds`, or a
    fixed number of `worlds` when given: reproducible, for tests)."""

    game_id: str
    observation: dict[str, JSON]
    seconds: float = 2.0
    worlds: int | None = None


def compute_hint(request: HintRequest) -> dict[str, JSON]:
    """`Hint.to_json()` for the seat of `request.observation` (in a worker)."""
    game = get_game(request.game_id)
    if game.view_type is None:
        raise ValueError(f"{game.id} has no typed view: no hints")
    view = game.view_type.from_json(request.observation)
    # a world consistent with the view: the hint reads nothing else of it (coach.hint)
    world = game.determinize(view, random.Random(0))
    return hint_of(world, seconds=request.seconds, worlds=request.worlds)


def hint_of(state: GameState, *, seconds: float | None, worlds: int | None) -> dict[str, JSON]:
    if worlds is not None:
        return hint(state, worlds=worlds).to_json()
    return hint(state, seconds=seconds).to_json()


# --- reviews ----------------------------------------------------------------------------------
@dataclass(frozen=True)
class MatchMoves:
    """A match as the server holds it: how it started and its moves in notation."""

    game_id: str
    players: int
    seed: int
    options: dict[str, JSON]
    actions: tuple[str, ...]
    deal: JSON | None = None  # an explicit first deal (a tutorial's)

    def start(self) -> GameState:
        game = get_game(self.game_id)
        return game.new(self.players, self.seed, deal=self.deal, **self.options)

    @staticmethod
    def of_record(record: MatchRecord) -> MatchMoves:
        actions = tuple(text for hand in record.hands for _, text in hand.actions)
        deal = record.hands[0].deal if record.first_deal_given and record.hands else None
        return MatchMoves(
            record.game, record.players, record.seed, dict(record.options), actions, deal
        )


@dataclass(frozen=True)
class Todo:
    """One decision of the reviewed seat: the move number of the state before it, its hand and
    its index in that hand (a record's coordinates)."""

    move: int
    hand: int
    index: int


def decisions(moves: MatchMoves, seat: int, hands: Sequence[int] | None) -> list[Todo]:
    """Every action of `seat` (in `hands` only, when given), in order (in a worker)."""
    state = moves.start()
    out: list[Todo] = []
    hand, index = state.hand_number, 0
    wanted = None if hands is None else set(hands)
    for move, text in enumerate(moves.actions):
        if state.hand_number != hand:
            hand, index = state.hand_number, 0
        if state.to_act == seat and (wanted is None or hand in wanted):
            out.append(Todo(move, hand, index))
        state.apply_text(text)
        index += 1
    return out


Rated = tuple[Todo, Decision | None, tuple[str, str, list[str]] | None]


def rate_chunk(moves: MatchMoves, seat: int, todo: Sequence[Todo], worlds: int) -> list[Rated]:
    """Rate the decisions `todo` (in order) as `coach.review` does (same salts: the same
    ratings), replaying the match once (in a worker)."""
    game = get_game(moves.game_id)
    state = moves.start()
    done = 0
    out: list[Rated] = []
    for t in todo:
        while done < t.move:
            state.apply_text(moves.actions[done])
            done += 1
        assert state.to_act == seat
        played = state.parse_action(moves.actions[t.move])
        rated = rate(game, state, played, worlds=worlds, salt=f"{t.hand}:{t.index}")
        if rated is None:
            out.append((t, None, None))
            continue
        rated = _with_index(rated, t.index)
        texts = (
            state.action_to_str(rated.played),
            state.action_to_str(rated.best),
            [state.action_to_str(v.action) for v in rated.top],
        )
        out.append((t, rated, texts))
    return out


def _with_index(d: Decision, index: int) -> Decision:
    fields = {name: getattr(d, name) for name in Decision.__slots__}
    fields["index"] = index
    return Decision(**fields)


async def review(
    bots: object,
    moves: MatchMoves,
    seat: int,
    hands: Sequence[int] | None,
    *,
    worlds: int = DEFAULT_WORLDS,
    parallel: int = 1,
    progress: Callable[[int, int], None] | None = None,
) -> Review:
    """The review of `seat`'s decisions (in `hands`), rated `CHUNK` at a time by at most
    `parallel` workers at once; `progress(done, total)` after each chunk (and once at 0)."""
    todo = await run(bots, decisions, moves, seat, None if hands is None else list(hands))
    total = len(todo)
    if progress is not None:
        progress(0, total)
    chunks = [todo[i : i + CHUNK] for i in range(0, total, CHUNK)]
    results: list[list[Rated] | None] = [None] * len(chunks)
    gate = asyncio.Semaphore(max(1, parallel))
    finished = 0

    async def one(i: int) -> None:
        nonlocal finished
        async with gate:
            results[i] = await run(bots, rate_chunk, moves, seat, chunks[i], worlds)
        finished += len(chunks[i])
        if progress is not None:
            progress(finished, total)

    await asyncio.gather(*(one(i) for i in range(len(chunks))))
    out = Review(moves.game_id, seat)
    for part in results:
        assert part is not None
        for _, decision, texts in part:
            if decision is None or texts is None:
                out.forced += 1
                continue
            out.decisions.append(decision)
            out.texts[(decision.hand, decision.index)] = texts
    return out


__all__ = [
    "CoachRunner",
    "HintRequest",
    "MatchMoves",
    "Todo",
    "compute_hint",
    "decisions",
    "rate_chunk",
    "review",
    "run",
]
