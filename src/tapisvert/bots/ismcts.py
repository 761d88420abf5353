"""Information-Set Monte Carlo Tree Search (single-observer ISMCTS), generic over the protocol.

Each iteration samples a world with the game's determinizer (which sees only the searching
seat's observation), descends a tree of actions shared by every world (UCB with availability
counts, Cowling, Powley and Whitehouse 2012), expands one node, plays the rest of the hand with the
rollout policy, and backs up every mover's hand score. The tree stops at the end of the current
hand: later deals are chance the search cannot know.

Options, each for a known weakness of single-observer search:
- an opponent model (`opponents=heuristic`): the other seats' moves inside the tree are chosen by
  a policy that reads their sampled cards, instead of by UCB over statistics that every sampled
  world shares (where a seat would bet, say, regardless of its cards: "strategy fusion");
- a rollout depth with an evaluator (`depth=N`): after N rollout actions the game's evaluator
  estimates each seat's hand score, for games whose hands are too long to roll out 1,000 times
  per move;
- a progressive bias (`bias=B`, Chaslot et al. 2008): B/sqrt(1 + visits) is added to the UCB value
  of the move the rollout policy would play in the sampled world, which is expanded first; where
  the values of many moves differ by less than the search can resolve (familles' asks), the
  search follows the policy unless another move shows a clear gain;
- an action filter (`actions=search`): the tree considers only the moves the game's
  `search_actions` names (a betting turn's few meaningful amounts instead of a hundred), so that
  1,000 iterations are not spread over moves that differ only by noise;
- a margin reward (`reward=margin`): each seat backs up its lead over the others' mean instead of
  its own score; when scores are not zero-sum, a bigger score that gives the others more loses;
- a default move (`keep=Z`): the heuristic bot's move is played unless the search finds another
  whose mean value beats it by Z standard errors; where 1,000 iterations cannot separate moves
  that differ by a few points, the search then changes the heuristic's choice only on evidence.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from fractions import Fraction
from typing import Any

from tapisvert.bots.base import Bot, SeatView
from tapisvert.core.errors import InvalidOption
from tapisvert.core.protocol import Action, Game, GameState

RolloutPolicy = Callable[[GameState, random.Random], Action]
# Estimates each seat's score of `hand` from a state inside it (the same scale as `hand_scores`).
Evaluator = Callable[[GameState, int], Sequence[float]]
# The legal actions worth searching in a state (a subset of `legal_actions()`, never empty).
ActionFilter = Callable[[GameState], Sequence[Action]]


def random_rollout(state: GameState, rng: random.Random) -> Action:
    """The default rollout: uniform over the legal actions."""
    legal = state.legal_actions()
    return legal[rng.randrange(len(legal))]


SEAT_BITS = 4  # a child's key is `action << SEAT_BITS | mover`: up to 16 seats


class _Node:
    """A node of the tree: the seat whose action led here and that action's statistics.

    Children are keyed by action *and* mover: where hidden chance decides who moves next (a
    familles draw that shows the card asked for lets the asker ask again), the same public path
    leads to different movers in different worlds, and one seat's statistics must never be read
    as another's.
    """

    __slots__ = ("avail", "children", "mover", "squares", "total", "visits")

    def __init__(self, mover: int) -> None:
        self.mover = mover  # the seat whose action led to this node
        self.children: dict[int, _Node] = {}
        self.visits = 0
        self.avail = 0
        self.total = 0.0
        self.squares = 0.0  # the sum of the squared values, for the spread of the mean

    def mean_and_error(self) -> tuple[float, float]:
        """The mean value backed up here and its standard error."""
        mean = self.total / self.visits
        variance = max(0.0, self.squares / self.visits - mean * mean)
        return mean, math.sqrt(variance / max(1, self.visits - 1))

    def moves(self, mover: int) -> dict[Action, _Node]:
        """The children reached by `mover`'s actions, by action."""
        return {
            key >> SEAT_BITS: child
            for key, child in self.children.items()
            if key & ((1 << SEAT_BITS) - 1) == mover
        }


class ISMCTSBot(Bot):
    """ISMCTS with a budget in iterations or seconds per move."""

    name = "ismcts"

    def __init__(
        self,
        game: Game,
        seed: int,
        *,
        iterations: int = 1000,
        seconds: float | None = None,
        exploration: float = 0.7,
        rollout: RolloutPolicy = random_rollout,
        opponent_model: RolloutPolicy | None = None,
        depth: int | None = None,
        evaluator: Evaluator | None = None,
        margin: bool = False,
        bias: float = 0.0,
        actions: ActionFilter | None = None,
        default: Bot | None = None,
        keep: float = 2.0,
    ) -> None:
        if not game.has_determinizer:
            raise InvalidOption(f"ismcts needs a determinizer, and {game.id} has none")
        if max(game.player_counts) > 1 << SEAT_BITS:
            raise InvalidOption(f"ismcts handles up to {1 << SEAT_BITS} seats")
        if (depth is None) != (evaluator is None):
            raise InvalidOption("a rollout depth needs an evaluator, and an evaluator a depth")
        self.game = game
        self.iterations = iterations
        self.seconds = seconds
        self.exploration = exploration
        self.rollout = rollout
        self.opponent_model = opponent_model
        self.depth = depth
        self.evaluator = evaluator
        self.margin = margin
        self.bias = bias
        self.actions = actions
        self.default = default  # the bot whose move stands unless the search clearly beats it
        self.keep = keep  # how many standard errors "clearly" is
        self._rng = random.Random(seed)
        self.last_iterations = 0
        self.last_root: _Node | None = None  # the last search's tree, for analysis and tests

    def choose(self, view: SeatView) -> Action:
        if len(view.legal_actions) == 1:
            return view.legal_actions[0]
        fallback = None if self.default is None else self.default.choose(view)
        rng = self._rng
        root = _Node(view.seat)
        bounds = [math.inf, -math.inf]
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        done = 0
        # The typed view once the game has one (its JSON observation until then).
        info: Any = view.view if view.view is not None else view.observation
        while True:
            world = self.game.determinize(info, rng)
            self._iterate(world, root, rng, bounds)
            done += 1
            if deadline is not None:
                if time.perf_counter() >= deadline:
                    break
            elif done >= self.iterations:
                break
        self.last_iterations = done
        self.last_root = root
        legal = set(view.legal_actions)
        mine = root.moves(view.seat)
        best = max(
            (a for a in mine if a in legal),
            key=lambda a: (mine[a].visits, mine[a].total),
            default=view.legal_actions[0],
        )
        if fallback is not None and best != fallback:
            kept = mine.get(fallback)
            if kept is None or kept.visits < 2 or mine[best].visits < 2:
                return fallback
            mean_b, err_b = mine[best].mean_and_error()
            mean_k, err_k = kept.mean_and_error()
            if mean_b - mean_k <= self.keep * math.sqrt(err_b * err_b + err_k * err_k):
                return fallback
        return best

    def _iterate(
        self, world: GameState, root: _Node, rng: random.Random, bounds: list[float]
    ) -> None:
        # The hot loop of the search. Each legal action's child is looked up once per step (a
        # missing one is an untried action); the default random rollout is inlined. The random
        # draws and the arithmetic are those of the plain algorithm, so a search with a given
        # seed chooses exactly as it did before these shortcuts.
        hand = world.hand_number
        node = root
        path = []
        c = self.exploration
        me = root.mover
        model = self.opponent_model
        bias = self.bias
        actions = self.actions
        log, sqrt = math.log, math.sqrt
        # What rng.randrange(n) returns for n >= 1, without its argument checks (CPython's
        # random.Random method; not a game's state, which SLF001 guards).
        randbelow: Callable[[int], int] = rng._randbelow  # type: ignore[attr-defined]  # noqa: SLF001
        # Selection and expansion, within the current hand.
        while (mover := world.to_act) is not None and world.hand_number == hand:
            if model is not None and mover != me:
                # The model moves for the other seats; the tree follows its choice.
                action = model(world, rng)
                world.apply(action)
                key = action << SEAT_BITS | mover
                child = node.children.get(key)
                if child is None:
                    child = node.children[key] = _Node(mover)
                node = child
                continue
            legal = world.legal_actions() if actions is None else actions(world)
            children = node.children
            get = children.get
            hint = self.rollout(world, rng) if bias else -1  # the policy's move in this world
            found: list[tuple[Action, _Node]] = []
            untried: list[Action] = []
            for a in legal:
                ch = get(a << SEAT_BITS | mover)
                if ch is None:
                    untried.append(a)
                else:
                    ch.avail += 1
                    found.append((a, ch))
            if untried:
                action = hint if hint in untried else untried[randbelow(len(untried))]
                child = _Node(mover)
                child.avail = 1
                children[action << SEAT_BITS | mover] = child
                world.apply(action)
                path.append(child)
                break
            best_action = legal[0]
            best_node = None
            best_value = -math.inf
            for a, ch in found:
                visits = ch.visits
                value = ch.total / visits + c * sqrt(log(ch.avail) / visits)
                if a == hint:
                    value += bias / sqrt(1 + visits)
                if value > best_value:
                    best_value, best_action, best_node = value, a, ch
            assert best_node is not None  # every legal action has a child here
            world.apply(best_action)
            node = best_node
            path.append(node)
        # Rollout to the end of the hand, or to the depth limit and the evaluator.
        rollout = self.rollout
        values: Sequence[float]
        if self.depth is None:
            if rollout is random_rollout:
                while world.to_act is not None and world.hand_number == hand:
                    legal = world.legal_actions()
                    world.apply(legal[randbelow(len(legal))])
            else:
                while world.to_act is not None and world.hand_number == hand:
                    world.apply(rollout(world, rng))
            values = [_as_float(s) for s in world.hand_scores(hand)]
        else:
            steps = self.depth
            while steps > 0 and world.to_act is not None and world.hand_number == hand:
                world.apply(rollout(world, rng))
                steps -= 1
            if world.to_act is not None and world.hand_number == hand:
                assert self.evaluator is not None
                values = self.evaluator(world, hand)
            else:
                values = [_as_float(s) for s in world.hand_scores(hand)]
        if self.margin:
            # Each seat's lead over the others' mean: what decides a match when scores are not
            # zero-sum (for zero-sum scores, the same ranking scaled by n/(n-1)).
            total = sum(values)
            k = len(values) - 1
            values = [v - (total - v) / k for v in values]
        lo = min(bounds[0], *values)
        hi = max(bounds[1], *values)
        bounds[0], bounds[1] = lo, hi
        span = hi - lo or 1.0
        for n in path:
            v = (values[n.mover] - lo) / span
            n.visits += 1
            n.total += v
            n.squares += v * v


def _as_float(score: Fraction | int | float) -> float:
    """`float(score)`, without the generic number protocol's detour for a Fraction or an int."""
    if isinstance(score, (Fraction, int)):
        return score.numerator / score.denominator  # int / int: correctly rounded, as float()
    return float(score)
