"""Samba's search hooks (`HOOKS`), bot levels and the heuristic's reasons in words.

The heuristic strategy lives in `strategy.py` (over `planning.py`); what search plays inside its
sampled worlds, the rollout policy and the evaluator, in `rollout.py` (compiled with the rules),
whose docstring says why the strategy is written twice.
"""

from __future__ import annotations

import random

from tapisvert.core.messages import Message
from tapisvert.core.protocol import Action, GameState, SearchHooks
from tapisvert.core.views import View
from tapisvert.games.samba.rollout import (
    EARLY_WILD_SIZE,
    EVAL_WEIGHTS,
    ISMCTS_DEFAULTS,
    ROLLOUT_WILD_MELD,
    evaluate,
    play_rollout,
    rollout_policy,
    search_actions,
    side_features,
)
from tapisvert.games.samba.state import SambaState


def _play_randomly(state: GameState, hand: int, rng: random.Random) -> None:
    """Search's random rollout (`SearchHooks.playout`), run by the (compiled) state itself."""
    assert isinstance(state, SambaState)
    state.play_randomly(hand, rng)


# What search asks the game for (`SambaGame.search_hooks()`).
HOOKS = SearchHooks(
    rollout=rollout_policy,
    rollout_playout=play_rollout,
    playout=_play_randomly,
    evaluate=evaluate,
    actions=search_actions,
    defaults=ISMCTS_DEFAULTS,
)


# --- levels (`Game.levels`, docs/bots.md "Levels") ------------------------------------------------
# beginner: the heuristic erring at random three moves in ten; casual: the heuristic; strong: the
# default search, 1,000 iterations as plain `ismcts` but never more than 1.5 s (plain `ismcts` would
# take some 5 s at a bet of poch at 6 players); expert: the same search with up to 3,000 iterations,
# its time capped at 1.5 s a move so that it keeps the server's 2 s deadline (pure Python it runs
# some 1,200-2,100 iterations a second at 4 and 6 players).
LEVELS: dict[str, str] = {  # the others as `core.protocol.DEFAULT_LEVELS`
    "expert": "ismcts:iterations=3000:seconds=1.5",
}


def reason(view: View, action: Action) -> Message | None:
    """Why the heuristic strategy (`strategy.strategy`, the `heuristic` bot) plays `action` from
    the seat's `view`, in words, for hints: the reason its case analysis gives for its own move
    (`strategy.choose`), None for a forced move or a move it would not play."""
    from tapisvert.games.samba.strategy import reason as strategy_reason

    return strategy_reason(view, action)


__all__ = [
    "EARLY_WILD_SIZE",
    "EVAL_WEIGHTS",
    "HOOKS",
    "ISMCTS_DEFAULTS",
    "LEVELS",
    "ROLLOUT_WILD_MELD",
    "evaluate",
    "reason",
    "rollout_policy",
    "search_actions",
    "side_features",
]
