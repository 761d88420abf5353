"""What each move is worth to one seat, estimated from that seat's information only; and the
`flat` bot, which plays the move of highest estimate (the search behind hints and reviews).

The estimate is flat Monte Carlo over determinizations with common random numbers: `worlds`
times, the game's determinizer deals the cards the seat cannot see consistently with its view
(`Game.determinize`, which receives the view and nothing else); in that world every candidate
move is played and the hand is finished by the game's rollout policy (its heuristic strategy,
each seat playing from its own cards in that world), with the same random draws for every
candidate. A move's value is the mean of the seat's hand score over the worlds, its uncertainty the
standard error; two moves are compared by the paired differences of their scores in the same
worlds, which cancels most of the luck of the deal.

The random source is derived from the view itself (its canonical JSON), so the estimate is a
function of what the seat knows: the same in every world it cannot tell from the real one
(tests/coach/test_coach_leaks.py), and reproducible.
"""

from __future__ import annotations

import hashlib
import json
import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from tapisvert.bots.base import Bot, SeatView
from tapisvert.core.errors import InvalidOption
from tapisvert.core.protocol import Action, Game, GameState, Policy
from tapisvert.core.views import View

Z95 = 1.96  # a 95% interval is mean ± 1.96 standard errors


@dataclass(frozen=True, slots=True)
class MoveValue:
    """One candidate move: its mean hand score for the seat over the sampled worlds, the standard
    error of that mean, and how many worlds it was played in."""

    action: Action
    mean: float
    error: float
    worlds: int


@dataclass(frozen=True, slots=True)
class Comparison:
    """Move `other` against move `best` in the same worlds: the score `other` gives up on average
    (`loss`, >= 0 when `best` is the better) and the 95% interval of that loss."""

    best: Action
    other: Action
    loss: float
    low: float
    high: float


def rollout_policy(game: Game) -> Policy:
    """How search finishes a hand: the game's rollout hook, else its strategy from each seat's own
    view of the world, else uniform random play."""
    hooks = game.search_hooks()
    if hooks.rollout is not None:
        return hooks.rollout
    strategy = game.strategy()
    if strategy is not None:
        found = strategy

        def play(state: GameState, rng: random.Random) -> Action:
            seat = state.to_act
            assert seat is not None
            return found(state.view(seat), rng)

        return play

    def uniform(state: GameState, rng: random.Random) -> Action:
        legal = state.legal_actions()
        return legal[rng.randrange(len(legal))]

    return uniform


def view_seed(view: View, salt: str = "") -> int:
    """A seed that depends only on what the view shows (and `salt`): the estimate is then a
    function of the seat's information, never of the hidden cards nor of the match's seed."""
    text = json.dumps(view.to_json(), sort_keys=True, separators=(",", ":"), default=str)
    digest = hashlib.blake2b((salt + text).encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big")


class Evaluator:
    """The sampled scores of candidate moves at one decision of one seat (see the module)."""

    def __init__(self, game: Game, view: View, candidates: Sequence[Action], *, salt: str = ""):
        if not candidates:
            raise ValueError("nothing to evaluate: no candidate move")
        self.game = game
        self.view = view
        self.seat = int(view.to_json()["seat"])
        self.candidates = list(dict.fromkeys(candidates))
        self.scores: dict[Action, list[float]] = {a: [] for a in self.candidates}
        self._rng = random.Random(view_seed(view, salt))
        self._policy = rollout_policy(game)
        hooks = game.search_hooks()
        # the game's compiled loop over its rollout policy, where it has one (the same moves)
        self._playout = hooks.rollout_playout if self._policy is hooks.rollout else None
        evaluate = hooks.evaluate
        self._depth = game.review_depth if evaluate is not None else None
        self._evaluate = evaluate

    def sample(self, worlds: int, *, stop: Callable[[], bool] | None = None) -> int:
        """Play `worlds` more sampled worlds (fewer when `stop()` turns true); how many were."""
        done = 0
        for _ in range(worlds):
            if stop is not None and done and stop():
                break
            world = self.game.determinize(self.view, self._rng)
            hand = world.hand_number
            rollout_seed = self._rng.getrandbits(64)
            for action in self.candidates:
                state = world.clone()
                state.apply(action)
                rng = random.Random(rollout_seed)
                self.scores[action].append(self._finish(state, hand, rng))
            done += 1
        return done

    def _finish(self, state: GameState, hand: int, rng: random.Random) -> float:
        """The seat's score of hand `hand` from `state`: played out by the rollout policy, to the
        end of the hand or, for a game with a `review_depth`, that many actions and then the game's
        estimate of the hand's score."""
        depth = self._depth
        if self._playout is not None:
            self._playout(state, hand, rng, -1 if depth is None else depth)
            if state.to_act is not None and state.hand_number == hand:  # stopped at the depth
                assert self._evaluate is not None
                return float(self._evaluate(state, hand)[self.seat])
            return state.hand_score_floats(hand)[self.seat]
        steps = 0
        while state.to_act is not None and state.hand_number == hand:
            if depth is not None and steps >= depth:
                assert self._evaluate is not None
                return float(self._evaluate(state, hand)[self.seat])
            state.apply(self._policy(state, rng))
            steps += 1
        return state.hand_score_floats(hand)[self.seat]

    @property
    def worlds(self) -> int:
        return len(self.scores[self.candidates[0]])

    def values(self) -> list[MoveValue]:
        """Every candidate's value, best first (ties: the candidates' order)."""
        out = []
        for action in self.candidates:
            mean, error = _mean_error(self.scores[action])
            out.append(MoveValue(action, mean, error, len(self.scores[action])))
        order = {a: i for i, a in enumerate(self.candidates)}
        return sorted(out, key=lambda v: (-v.mean, order[v.action]))

    def compare(self, best: Action, other: Action) -> Comparison:
        """What `other` gives up against `best`, from the paired scores of the same worlds."""
        diffs = [b - o for b, o in zip(self.scores[best], self.scores[other], strict=True)]
        mean, error = _mean_error(diffs)
        return Comparison(best, other, mean, mean - Z95 * error, mean + Z95 * error)


def _mean_error(values: Sequence[float]) -> tuple[float, float]:
    n = len(values)
    if n == 0:
        return 0.0, math.inf
    mean = sum(values) / n
    if n == 1:
        return mean, math.inf
    var = sum((v - mean) ** 2 for v in values) / (n - 1)
    return mean, math.sqrt(var / n)


def candidates(game: Game, view: View, legal: Sequence[Action], rng: random.Random) -> list[Action]:
    """The moves worth comparing at a decision: the game's search subset
    (`search_hooks().actions`, a betting turn's few meaningful amounts) read in a world sampled
    from the view (never the real state), else (or with the game's `review_every_move`) every
    legal move."""
    hooks = game.search_hooks()
    if hooks.actions is None or game.review_every_move:
        return list(legal)
    world = game.determinize(view, rng)
    subset = [a for a in hooks.actions(world) if a in set(legal)]
    return subset or list(legal)


class FlatBot(Bot):
    """Plays the move of highest mean over `worlds` sampled worlds (or a budget of `seconds`),
    each candidate finished by the game's rollout policy: the estimate hints and reviews use
    (`tapisvert.coach`), as a player."""

    name = "flat"

    def __init__(self, game: Game, seed: int, *, worlds: int = 48, seconds: float | None = None):
        if not game.has_determinizer:
            raise InvalidOption(f"flat needs a determinizer, and {game.id} has none")
        self.game = game
        self.worlds = worlds
        self.seconds = seconds
        self._rng = random.Random(seed)

    def choose(self, view: SeatView) -> Action:
        legal = list(view.legal_actions)
        if len(legal) == 1:
            return legal[0]
        assert view.view is not None, "flat needs the game's typed view"
        salt = str(self._rng.getrandbits(64))
        moves = candidates(self.game, view.view, legal, random.Random(salt))
        if len(moves) == 1:
            return moves[0]
        evaluator = Evaluator(self.game, view.view, moves, salt=salt)
        if self.seconds is None:
            evaluator.sample(self.worlds)
        else:
            deadline = time.perf_counter() + self.seconds
            evaluator.sample(2)
            while time.perf_counter() < deadline:
                evaluator.sample(2)
        return evaluator.values()[0].action


__all__ = [
    "Z95",
    "Comparison",
    "Evaluator",
    "FlatBot",
    "MoveValue",
    "candidates",
    "rollout_policy",
    "view_seed",
]
