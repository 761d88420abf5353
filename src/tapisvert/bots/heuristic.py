"""The heuristic bot of each game, and what search asks a game for (through public names only).

Every game states its strategy once, in its own package (`Game.strategy()`, over its typed view:
`games/<id>/policy.py`, samba's `games/samba/strategy.py`); the heuristic bot is `StrategyBot`,
which plays it on the seat's typed view. Search reads the game's `SearchHooks`
(`Game.search_hooks()`): its rollout policy (by default the same strategy, applied to the view of
the seat to act in the sampled world), the actions worth searching, an evaluation for rollouts cut
at a depth, and the ismcts parameters measured strongest. There is no table of games here.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from tapisvert.bots.base import Bot, SeatView
from tapisvert.core.errors import InvalidOption
from tapisvert.core.protocol import Action, Game, GameState, Strategy


class StrategyBot(Bot):
    """The heuristic bot of a game: plays the game's strategy on the seat's typed view.

    With `mistakes` p > 0 (the `beginner` level, `heuristic:mistakes=0.3`), each decision with
    more than one legal action is, with probability p, a uniformly random legal action instead:
    a player who mostly plays sensibly and sometimes errs, so that a beginner can beat it. The
    draw uses the bot's own seeded generator, so a match still reproduces from its seed; at p = 0
    nothing is drawn and the bot plays exactly as the plain heuristic.
    """

    name = "heuristic"

    def __init__(self, strategy: Strategy, seed: int, *, mistakes: float = 0.0) -> None:
        if not 0.0 <= mistakes <= 1.0:
            raise InvalidOption(
                f"heuristic parameter mistakes must be within [0, 1], not {mistakes}"
            )
        self.strategy = strategy
        self.mistakes = mistakes
        self._rng = random.Random(seed)

    def choose(self, view: SeatView) -> Action:
        assert view.view is not None, "a strategy needs the game's typed view"
        legal = view.legal_actions
        if self.mistakes > 0.0 and len(legal) > 1 and self._rng.random() < self.mistakes:
            return legal[self._rng.randrange(len(legal))]
        return self.strategy(view.view, self._rng)


def has_heuristic(game_id: str) -> bool:
    """Whether the game of `game_id` has a heuristic bot."""
    from tapisvert.games import get_game

    return get_game(game_id).strategy() is not None


def heuristic_for(game: Game, seat: int, seed: int, *, mistakes: float = 0.0) -> Bot:
    """The heuristic bot of `game` for `seat` (every seat plays the same strategy), erring at
    random with probability `mistakes` (`StrategyBot`)."""
    strategy = game.strategy()
    if strategy is None:
        raise InvalidOption(f"no heuristic bot for {game.id} yet")
    return StrategyBot(strategy, seed, mistakes=mistakes)


def search_defaults(game: Game) -> dict[str, str]:
    """The ismcts parameters measured strongest for `game`, which a bot spec's own parameters
    override."""
    return dict(game.search_hooks().defaults or {})


def heuristic_evaluator(game: Game) -> Callable[[GameState, int], Sequence[float]] | None:
    """The game's `evaluate(state, hand)` (each seat's estimated score of `hand` from a state
    inside it), when it has one."""
    return game.search_hooks().evaluate


def heuristic_search_actions(game: Game) -> Callable[[GameState], Sequence[Action]] | None:
    """The game's `search_actions(state)` (the legal actions worth searching), when it has one."""
    return game.search_hooks().actions


def heuristic_rollout(game: Game, seed: int) -> Callable[[GameState, random.Random], Action]:
    """A rollout policy for search: the game's own fast policy when it has one, else its
    strategy for the seat to act, reading that seat's view of the sampled world."""
    fast = game.search_hooks().rollout
    if fast is not None:
        return fast
    strategy = game.strategy()
    if strategy is None:
        raise InvalidOption(f"no heuristic bot for {game.id} yet")
    play = strategy

    def play_strategy(state: GameState, rng: random.Random) -> Action:
        return play(state.view(state.to_act), rng)

    return play_strategy
