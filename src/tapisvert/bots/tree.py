"""ISMCTS's tree and one iteration over it: the hot loop of search, compiled in built wheels.

`bots/ismcts.py` holds the bot (its options, the budget, the final choice); this module holds
what runs thousands of times a move: the node statistics, the descent with UCB and availability
counts, the expansion, the rollout and the backup (see `ismcts` for the algorithm and its options).
It is plain typed Python, and setup.py's COMPILED lists it: compiled, the descent and the backup
run in C, and a game whose compiled rules offer a `playout` runs its whole rollout in C too.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from typing import Final

from tapisvert.core.draws import below
from tapisvert.core.protocol import Action, GameState

RolloutPolicy = Callable[[GameState, random.Random], Action]
# Estimates each seat's score of `hand` from a state inside it (the same scale as `hand_scores`).
Evaluator = Callable[[GameState, int], Sequence[float]]
# The legal actions worth searching in a state (a subset of `legal_actions()`, never empty).
ActionFilter = Callable[[GameState], Sequence[Action]]
# The random rollout to the end of a hand in one call (`SearchHooks.playout`).
Playout = Callable[[GameState, int, random.Random], None]
# The game's rollout policy to the end of a hand, or for `limit` actions when `limit >= 0`, in one
# call (`SearchHooks.rollout_playout`).
RolloutPlayout = Callable[[GameState, int, random.Random, int], None]

SEAT_BITS: Final = 4  # a child's key is `action << SEAT_BITS | mover`: up to 16 seats
_SEAT_MASK: Final = (1 << SEAT_BITS) - 1


class Node:
    """A node of the tree: the seat whose action led here and that action's statistics.

    Children are keyed by action *and* mover: where hidden chance decides who moves next (a
    familles draw that shows the card asked for lets the asker ask again), the same public path
    leads to different movers in different worlds, and one seat's statistics must never be read
    as another's.
    """

    __slots__ = ("avail", "children", "mover", "squares", "total", "visits")

    def __init__(self, mover: int) -> None:
        self.mover = mover  # the seat whose action led to this node
        self.children: dict[int, Node] = {}
        self.visits = 0
        self.avail = 0
        self.total = 0.0
        self.squares = 0.0  # the sum of the squared values, for the spread of the mean

    def mean_and_error(self) -> tuple[float, float]:
        """The mean value backed up here and its standard error."""
        mean = self.total / self.visits
        variance = max(0.0, self.squares / self.visits - mean * mean)
        return mean, math.sqrt(variance / max(1, self.visits - 1))

    def moves(self, mover: int) -> dict[Action, Node]:
        """The children reached by `mover`'s actions, by action."""
        return {
            key >> SEAT_BITS: child
            for key, child in self.children.items()
            if key & _SEAT_MASK == mover
        }


class Search:
    """One search's settings, and `iterate`: one sampled world's pass through the tree.

    `rollout` is None for the default uniformly random rollout (which `playout` runs in one call
    where the game offers it); the other settings are ISMCTSBot's.
    """

    __slots__ = (
        "actions",
        "bias",
        "depth",
        "evaluator",
        "exploration",
        "margin",
        "model",
        "playout",
        "rollout",
        "rollout_playout",
    )

    def __init__(
        self,
        *,
        exploration: float,
        rollout: RolloutPolicy | None,
        model: RolloutPolicy | None,
        depth: int | None,
        evaluator: Evaluator | None,
        margin: bool,
        bias: float,
        actions: ActionFilter | None,
        playout: Playout | None,
        rollout_playout: RolloutPlayout | None = None,
    ) -> None:
        self.exploration = exploration
        self.rollout = rollout
        self.model = model
        self.depth = depth
        self.evaluator = evaluator
        self.margin = margin
        self.bias = bias
        self.actions = actions
        self.playout = playout
        # `rollout` played by the game's compiled loop (`SearchHooks.rollout_playout`).
        self.rollout_playout = rollout_playout if rollout is not None else None

    def iterate(
        self, world: GameState, root: Node, rng: random.Random, bounds: list[float]
    ) -> None:
        """Descend from `root` in `world`, expand one node, roll out, back up every mover's value.

        Each legal action's child is looked up once per step (a missing one is an untried
        action). The random draws and the arithmetic are those of the plain algorithm, so a
        search with a given seed chooses exactly as it did before these shortcuts; `bounds` (the
        lowest and highest value seen) scales the values into [0, 1].
        """
        hand = world.hand_number
        node = root
        path: list[Node] = []
        c = self.exploration
        me = root.mover
        model = self.model
        bias = self.bias
        actions = self.actions
        rollout = self.rollout
        log, sqrt = math.log, math.sqrt
        # Selection and expansion, within the current hand.
        while (mover := world.to_act) is not None and world.hand_number == hand:
            if model is not None and mover != me:
                # The model moves for the other seats; the tree follows its choice.
                action = model(world, rng)
                world.apply(action)
                key = action << SEAT_BITS | mover
                child = node.children.get(key)
                if child is None:
                    child = Node(mover)
                    node.children[key] = child
                node = child
                continue
            legal = world.legal_actions() if actions is None else actions(world)
            children = node.children
            # The policy's move in this world, favoured by the progressive bias.
            hint = (
                -1
                if not bias
                else random_rollout(world, rng)
                if rollout is None
                else rollout(world, rng)
            )
            found: list[tuple[Action, Node]] = []
            untried: list[Action] = []
            for a in legal:
                ch = children.get(a << SEAT_BITS | mover)
                if ch is None:
                    untried.append(a)
                else:
                    ch.avail += 1
                    found.append((a, ch))
            if untried:
                action = hint if hint in untried else untried[below(rng, len(untried))]
                child = Node(mover)
                child.avail = 1
                children[action << SEAT_BITS | mover] = child
                world.apply(action)
                path.append(child)
                break
            best_action = legal[0]
            best_node: Node | None = None
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
        values = self._finish(world, hand, rng)
        if self.margin:
            # Each seat's lead over the others' mean: what decides a match when scores are not
            # zero-sum (for zero-sum scores, the same ranking scaled by n/(n-1)).
            total = sum(values)
            k = len(values) - 1
            values = [v - (total - v) / k for v in values]
        lo = min(bounds[0], min(values))
        hi = max(bounds[1], max(values))
        bounds[0] = lo
        bounds[1] = hi
        span = hi - lo or 1.0
        for n in path:
            v = (values[n.mover] - lo) / span
            n.visits += 1
            n.total += v
            n.squares += v * v

    def _finish(self, world: GameState, hand: int, rng: random.Random) -> list[float]:
        """Roll out to the end of the hand, or to the depth limit and the evaluator: each seat's
        value."""
        rollout = self.rollout
        depth = self.depth
        rollout_playout = self.rollout_playout
        if depth is None:
            if rollout_playout is not None:
                rollout_playout(world, hand, rng, -1)
            elif rollout is not None:
                while world.to_act is not None and world.hand_number == hand:
                    world.apply(rollout(world, rng))
            elif self.playout is not None:
                self.playout(world, hand, rng)
            else:
                while world.to_act is not None and world.hand_number == hand:
                    legal = world.legal_actions()
                    world.apply(legal[below(rng, len(legal))])
            return list(world.hand_score_floats(hand))
        if rollout_playout is not None:
            rollout_playout(world, hand, rng, depth)
        else:
            steps = depth
            policy = random_rollout if rollout is None else rollout
            while steps > 0 and world.to_act is not None and world.hand_number == hand:
                world.apply(policy(world, rng))
                steps -= 1
        if world.to_act is not None and world.hand_number == hand:
            assert self.evaluator is not None
            return [float(v) for v in self.evaluator(world, hand)]
        return list(world.hand_score_floats(hand))


def random_rollout(state: GameState, rng: random.Random) -> Action:
    """The default rollout: uniform over the legal actions."""
    legal = state.legal_actions()
    return legal[rng.randrange(len(legal))]


__all__ = [
    "SEAT_BITS",
    "ActionFilter",
    "Evaluator",
    "Node",
    "Playout",
    "RolloutPlayout",
    "RolloutPolicy",
    "Search",
    "random_rollout",
]
