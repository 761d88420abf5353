"""A hint: what a strong player would do at this decision, from the seat's view only.

The moves worth comparing are estimated as a review estimates them (`bots.flat.Evaluator`), within a
budget of sampled worlds or of seconds; the hint is the best of them, with the expected score of the
best three and their 95% intervals, and the game strategy's reason for the move in words where the
game gives one (`Game.reason`: "your partner wins this trick: give him points").
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from tapisvert.bots.flat import Z95, Evaluator, candidates, view_seed
from tapisvert.core.messages import Message
from tapisvert.core.protocol import Action, GameState

CHUNK = 4  # worlds sampled between two looks at the clock
MARGIN = 0.95  # a hint with a budget of seconds plans to end before this share of it


@dataclass(frozen=True, slots=True)
class Suggestion:
    """One of the best moves: its words and its expected hand score with a 95% interval."""

    action: Action
    text: str
    message: Message
    mean: float
    low: float
    high: float

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.action,
            "text": self.text,
            "message": self.message.to_json(),
            "mean": round(self.mean, 2),
            "interval": [round(self.low, 2), round(self.high, 2)],
        }


@dataclass(frozen=True, slots=True)
class Hint:
    """The suggested move (first of `best`), the strategy's reason, how many worlds were read."""

    best: tuple[Suggestion, ...]
    reason: Message | None
    worlds: int

    @property
    def action(self) -> Action:
        return self.best[0].action

    def to_json(self) -> dict[str, Any]:
        return {
            "action": self.action,
            "best": [s.to_json() for s in self.best],
            "reason": None if self.reason is None else self.reason.to_json(),
            "worlds": self.worlds,
        }


def hint(
    state: GameState,
    *,
    worlds: int = 64,
    seconds: float | None = None,
    clock: Callable[[], float] = time.perf_counter,
) -> Hint:
    """The hint for the seat to act of `state`, read from its view (`state.view(seat)`) and its
    legal actions only. With `seconds`, sampling stops at that budget (at least `CHUNK` worlds);
    else after `worlds` worlds (reproducible: the sampling is seeded from the view)."""
    seat = state.to_act
    if seat is None:
        raise ValueError("the match is over: there is no move to hint")
    game = state.game
    view = state.view(seat)
    legal = state.legal_actions()
    if len(legal) == 1:
        only = legal[0]
        one = Suggestion(only, state.action_to_str(only), state.action_message(only), 0, 0, 0)
        return Hint((one,), game.reason(view, only), 0)
    moves = candidates(game, view, legal, random.Random(view_seed(view, "hint:candidates")))
    evaluator = Evaluator(game, view, moves, salt="hint")
    if seconds is None:
        evaluator.sample(worlds)
    else:
        # stop before the budget: no chunk is started that would end past `MARGIN` of it, going
        # by the slowest chunk so far (the first, which may be a forced minimum, included)
        start = clock()
        deadline = start + MARGIN * seconds
        evaluator.sample(CHUNK)
        now = clock()
        slowest = now - start
        while now + slowest < deadline and evaluator.worlds < 100_000:
            evaluator.sample(CHUNK)
            before, now = now, clock()
            slowest = max(slowest, now - before)
    values = evaluator.values()[:3]
    best = tuple(
        Suggestion(
            v.action,
            state.action_to_str(v.action),
            state.action_message(v.action),
            v.mean,
            v.mean - Z95 * v.error,
            v.mean + Z95 * v.error,
        )
        for v in values
    )
    return Hint(best, game.reason(view, best[0].action), evaluator.worlds)


__all__ = ["Hint", "Suggestion", "hint"]
