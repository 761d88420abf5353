"""Information-Set Monte Carlo Tree Search (single-observer ISMCTS), generic over the protocol.

The bot is here; its tree and the iteration (the hot loop, compiled in built wheels) are in
`bots/tree.py`.

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
from typing import Any

from tapisvert.bots.base import Bot, SeatView
from tapisvert.bots.tree import (
    SEAT_BITS,
    ActionFilter,
    Evaluator,
    Node,
    Playout,
    RolloutPlayout,
    RolloutPolicy,
    Search,
    random_rollout,
)
from tapisvert.core.errors import InvalidOption
from tapisvert.core.protocol import Action, Game


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
        playout: Playout | None = None,
        cap: bool = False,
    ) -> None:
        # The game's compiled loop for its own rollout policy (`SearchHooks.rollout_playout`),
        # used while `rollout` is that policy (a caller may change `rollout` between moves).
        hooks = game.search_hooks()
        self._game_rollout = hooks.rollout
        self._rollout_playout: RolloutPlayout | None = hooks.rollout_playout
        if not game.has_determinizer:
            raise InvalidOption(f"ismcts needs a determinizer, and {game.id} has none")
        if max(game.player_counts) > 1 << SEAT_BITS:
            raise InvalidOption(f"ismcts handles up to {1 << SEAT_BITS} seats")
        if (depth is None) != (evaluator is None):
            raise InvalidOption("a rollout depth needs an evaluator, and an evaluator a depth")
        self.game = game
        self.iterations = iterations
        self.seconds = seconds
        # With `seconds`, whether `iterations` still ends a search that reaches it first (a
        # budget of "N iterations, but never more than S seconds": the expert level).
        self.cap = cap
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
        # The game's own loop for the default random rollout (the same draws, run faster).
        self.playout = playout if rollout is random_rollout else None
        self._rng = random.Random(seed)
        self.last_iterations = 0
        self.last_root: Node | None = None  # the last search's tree, for analysis and tests

    def choose(self, view: SeatView) -> Action:
        if len(view.legal_actions) == 1:
            return view.legal_actions[0]
        fallback = None if self.default is None else self.default.choose(view)
        rng = self._rng
        root = Node(view.seat)
        bounds = [math.inf, -math.inf]
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        done = 0
        iterate = self._search().iterate
        # The typed view once the game has one (its JSON observation until then).
        info: Any = view.view if view.view is not None else view.observation
        while True:
            world = self.game.determinize(info, rng)
            iterate(world, root, rng, bounds)
            done += 1
            if deadline is not None:
                if time.perf_counter() >= deadline or (self.cap and done >= self.iterations):
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

    def _search(self) -> Search:
        """The tree's settings, read from this bot's (which a caller may change between moves)."""
        return Search(
            exploration=self.exploration,
            rollout=None if self.rollout is random_rollout else self.rollout,
            model=self.opponent_model,
            depth=self.depth,
            evaluator=self.evaluator,
            margin=self.margin,
            bias=self.bias,
            actions=self.actions,
            playout=self.playout,
            rollout_playout=self._rollout_playout if self.rollout is self._game_rollout else None,
        )


__all__ = [
    "SEAT_BITS",
    "ActionFilter",
    "Evaluator",
    "ISMCTSBot",
    "Node",
    "Playout",
    "RolloutPolicy",
    "random_rollout",
]
