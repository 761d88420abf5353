"""Information-Set Monte Carlo Tree Search (single-observer ISMCTS), generic over the protocol.

Each iteration samples a world with the game's determinizer (which sees only the searching
seat's observation), descends a tree of actions shared by every world (UCB with availability
counts, Cowling, Powley and Whitehouse 2012), expands one node, plays the rest of the hand with the
rollout policy, and backs up every mover's hand score. The tree stops at the end of the current
hand: later deals are chance the search cannot know.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable

from tapisvert.bots.base import Bot, SeatView
from tapisvert.core.errors import InvalidOption
from tapisvert.core.protocol import Action, Game, GameState

RolloutPolicy = Callable[[GameState, random.Random], Action]


def random_rollout(state: GameState, rng: random.Random) -> Action:
    """The default rollout: uniform over the legal actions."""
    legal = state.legal_actions()
    return legal[rng.randrange(len(legal))]


class _Node:
    __slots__ = ("avail", "children", "mover", "total", "visits")

    def __init__(self, mover: int) -> None:
        self.mover = mover  # the seat whose action led to this node
        self.children: dict[Action, _Node] = {}
        self.visits = 0
        self.avail = 0
        self.total = 0.0


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
    ) -> None:
        if not game.has_determinizer:
            raise InvalidOption(f"ismcts needs a determinizer, and {game.id} has none")
        self.game = game
        self.iterations = iterations
        self.seconds = seconds
        self.exploration = exploration
        self.rollout = rollout
        self._rng = random.Random(seed)
        self.last_iterations = 0

    def choose(self, view: SeatView) -> Action:
        if len(view.legal_actions) == 1:
            return view.legal_actions[0]
        rng = self._rng
        root = _Node(view.seat)
        bounds = [math.inf, -math.inf]
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        done = 0
        while True:
            world = self.game.determinize(view.observation, rng)
            self._iterate(world, root, rng, bounds)
            done += 1
            if deadline is not None:
                if time.perf_counter() >= deadline:
                    break
            elif done >= self.iterations:
                break
        self.last_iterations = done
        legal = set(view.legal_actions)
        best = max(
            (a for a in root.children if a in legal),
            key=lambda a: (root.children[a].visits, root.children[a].total),
            default=view.legal_actions[0],
        )
        return best

    def _iterate(
        self, world: GameState, root: _Node, rng: random.Random, bounds: list[float]
    ) -> None:
        hand = world.hand_number
        node = root
        path = []
        c = self.exploration
        # Selection and expansion, within the current hand.
        while (mover := world.to_act) is not None and world.hand_number == hand:
            legal = world.legal_actions()
            children = node.children
            untried = [a for a in legal if a not in children]
            if untried:
                action = untried[rng.randrange(len(untried))]
                child = _Node(mover)
                children[action] = child
                for a in legal:
                    if a in children:
                        children[a].avail += 1
                world.apply(action)
                path.append(child)
                break
            best_action = legal[0]
            best_value = -math.inf
            for a in legal:
                ch = children[a]
                ch.avail += 1
                value = ch.total / ch.visits + c * math.sqrt(math.log(ch.avail) / ch.visits)
                if value > best_value:
                    best_value, best_action = value, a
            world.apply(best_action)
            node = children[best_action]
            path.append(node)
        # Rollout to the end of the hand.
        rollout = self.rollout
        while world.to_act is not None and world.hand_number == hand:
            world.apply(rollout(world, rng))
        values = [float(s) for s in world.hand_scores(hand)]
        lo = min(bounds[0], *values)
        hi = max(bounds[1], *values)
        bounds[0], bounds[1] = lo, hi
        span = hi - lo or 1.0
        for n in path:
            n.visits += 1
            n.total += (values[n.mover] - lo) / span
