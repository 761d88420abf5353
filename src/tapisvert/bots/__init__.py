"""Bots, generic over the game protocol, and the registry of bot names."""

from __future__ import annotations

import importlib
import math
from collections.abc import Callable

from tapisvert.bots.base import Bot, SeatView
from tapisvert.bots.heuristic import (
    heuristic_evaluator,
    heuristic_for,
    heuristic_rollout,
    heuristic_search_actions,
    search_defaults,
)
from tapisvert.bots.ismcts import ActionFilter, Evaluator, ISMCTSBot, RolloutPolicy, random_rollout
from tapisvert.bots.random_bot import RandomBot
from tapisvert.core.chance import derive_seed
from tapisvert.core.errors import InvalidOption
from tapisvert.core.protocol import LEVEL_NAMES, Game

BotFactory = Callable[[Game, int, int, dict[str, str]], Bot]


def _random(game: Game, seat: int, seed: int, params: dict[str, str]) -> Bot:
    _no_params("random", params)
    return RandomBot(seed)


def _heuristic(game: Game, seat: int, seed: int, params: dict[str, str]) -> Bot:
    unknown = set(params) - {"mistakes"}
    if unknown:
        raise InvalidOption(
            f"unknown heuristic parameter {sorted(unknown)[0]!r}; valid: mistakes=P (0 to 1)"
        )
    mistakes = _number(params, "mistakes", 0.0, low=0.0, high=1.0, bot="heuristic")
    return heuristic_for(game, seat, seed, mistakes=mistakes)


def _no_params(name: str, params: dict[str, str]) -> None:
    if params:
        raise InvalidOption(f"bot {name!r} takes no parameters (got {', '.join(params)})")


_SEARCH_PARAMS = (
    "iterations=N, seconds=S, rollout=random|heuristic, opponents=tree|heuristic, depth=N,"
    " reward=score|margin, bias=B, actions=legal|search, keep=Z, c=X"
)


def _choice(params: dict[str, str], name: str, values: tuple[str, str]) -> str:
    """The value of parameter `name`, one of `values` (the first is the default)."""
    value = params.get(name, values[0])
    if value not in values:
        raise InvalidOption(f"{name} must be {' or '.join(values)}, not {value!r}")
    return value


MAX_SECONDS = 3600.0


def _parse_number(name: str, text: str, *, integer: bool, bot: str = "ismcts") -> float:
    """`text` as a finite number (an int when `integer`), or InvalidOption in one line naming
    the parameter of bot `bot`."""
    kind = "a whole number" if integer else "a number"
    try:
        value = float(int(text)) if integer else float(text)
    except (ValueError, OverflowError):
        raise InvalidOption(f"{bot} parameter {name} must be {kind}, not {text!r}") from None
    if not math.isfinite(value):
        raise InvalidOption(f"{bot} parameter {name} must be a finite number, not {text!r}")
    return value


def _optional(
    params: dict[str, str],
    name: str,
    *,
    low: float,
    high: float,
    integer: bool = False,
    open_low: bool = False,
    bot: str = "ismcts",
) -> float | None:
    """Parameter `name` as a number within [low, high] ((low, high] when `open_low`), or None."""
    if name not in params:
        return None
    value = _parse_number(name, params[name], integer=integer, bot=bot)
    below = value <= low if open_low else value < low
    if below or value > high:
        bound = f"more than {low:g}" if open_low else f"at least {low:g}"
        raise InvalidOption(
            f"{bot} parameter {name} must be {bound} and at most {high:g}, not {params[name]}"
        )
    return value


def _number(
    params: dict[str, str],
    name: str,
    default: float,
    *,
    low: float,
    high: float = math.inf,
    integer: bool = False,
    bot: str = "ismcts",
) -> float:
    """Parameter `name` as a number within [low, high], or `default` when absent."""
    value = _optional(params, name, low=low, high=high, integer=integer, bot=bot)
    return default if value is None else value


def _search(default_iterations: int) -> BotFactory:
    def factory(game: Game, seat: int, seed: int, params: dict[str, str]) -> Bot:
        params = {**search_defaults(game), **params}
        unknown = set(params) - {
            "iterations",
            "seconds",
            "rollout",
            "opponents",
            "depth",
            "reward",
            "bias",
            "actions",
            "keep",
            "c",
        }
        if unknown:
            raise InvalidOption(
                f"unknown ismcts parameter {sorted(unknown)[0]!r}; valid: {_SEARCH_PARAMS}"
            )
        iterations = int(
            _number(params, "iterations", default_iterations, integer=True, low=1, high=10**8)
        )
        seconds = _optional(params, "seconds", low=0.0, high=MAX_SECONDS, open_low=True)
        exploration = _number(params, "c", 0.7, low=0.0, high=100.0)
        depth_value = _optional(params, "depth", low=0, high=10_000, integer=True)
        depth = None if depth_value is None else int(depth_value)
        bias = _number(params, "bias", 0.0, low=0.0, high=1e6)
        keep = _optional(params, "keep", low=0.0, high=100.0)
        if depth == 0:
            depth = None
        rollout: RolloutPolicy = random_rollout
        if _choice(params, "rollout", ("random", "heuristic")) == "heuristic":
            rollout = heuristic_rollout(game, seed)
        model: RolloutPolicy | None = None
        if _choice(params, "opponents", ("tree", "heuristic")) == "heuristic":
            model = heuristic_rollout(game, seed)
        reward = _choice(params, "reward", ("score", "margin"))
        action_filter: ActionFilter | None = None
        if _choice(params, "actions", ("legal", "search")) == "search":
            action_filter = heuristic_search_actions(game)
            if action_filter is None:
                raise InvalidOption(f"actions=search needs a search filter, and {game.id} has none")
        evaluator: Evaluator | None = None
        if depth is not None:
            evaluator = heuristic_evaluator(game)
            if evaluator is None:
                raise InvalidOption(f"depth needs an evaluator, and {game.id} has none")
        return ISMCTSBot(
            game,
            seed,
            iterations=iterations,
            seconds=seconds,
            exploration=exploration,
            rollout=rollout,
            opponent_model=model,
            depth=depth,
            evaluator=evaluator,
            margin=reward == "margin",
            bias=bias,
            actions=action_filter,
            default=None if keep is None else heuristic_for(game, seat, seed),
            keep=0.0 if keep is None else keep,
            playout=game.search_hooks().playout,
            cap=seconds is not None and "iterations" in params,
        )

    return factory


def _policy(game: Game, seat: int, seed: int, params: dict[str, str]) -> Bot:
    # Imported by name: the rl extra (numpy, gymnasium) is optional, and a static import would
    # make mypyc, which type-checks this package when it compiles bots/tree.py for the wheel,
    # need it in the build environment.
    try:
        module = importlib.import_module("tapisvert.rl.policy")
    except ImportError:
        raise InvalidOption(
            "the policy bot needs the rl extra: pip install 'tapisvert[rl]'"
        ) from None
    policy_bot: BotFactory = module.policy_bot
    return policy_bot(game, seat, seed, params)


def _flat(game: Game, seat: int, seed: int, params: dict[str, str]) -> Bot:
    from tapisvert.bots.flat import FlatBot

    unknown = set(params) - {"worlds", "seconds"}
    if unknown:
        raise InvalidOption(f"flat takes worlds=N and seconds=S, not {', '.join(sorted(unknown))}")
    worlds = _optional(params, "worlds", low=2, high=100_000, integer=True)
    seconds = _optional(params, "seconds", low=0.0, high=60.0, open_low=True)
    return FlatBot(game, seed + seat, worlds=48 if worlds is None else int(worlds), seconds=seconds)


_BOTS: dict[str, tuple[BotFactory, str]] = {
    "random": (_random, "uniform over the legal actions"),
    "heuristic": (
        _heuristic,
        "rule-based play, written from how good players play; heuristic:mistakes=P plays a"
        " random legal action instead with probability P",
    ),
    "ismcts": (
        _search(1000),
        "information-set MCTS, 1,000 iterations a move; parameters"
        " ismcts:iterations=N:seconds=S (both: N iterations, at most S seconds)"
        ":rollout=random|heuristic:opponents=tree|heuristic"
        ":depth=N:reward=score|margin:bias=B:actions=legal|search:keep=Z:c=X",
    ),
    "ismcts-fast": (_search(200), "information-set MCTS, 200 iterations a move"),
    "flat": (
        _flat,
        "flat Monte Carlo: every move tried in sampled worlds, finished by the game's rollout"
        " policy (the search of hints and reviews); parameters flat:worlds=N:seconds=S",
    ),
    "policy": (
        _policy,
        "a trained policy file (examples/train_ppo.py): policy:path=FILE[:sample=1]",
    ),
}
# the bots whose parameters start from the game's search defaults (`_search`)
_SEARCH_BOTS: tuple[str, ...] = ("ismcts", "ismcts-fast")


def split_bot_spec(spec: str) -> tuple[str, dict[str, str]]:
    """`ismcts:iterations=500:rollout=heuristic` -> ("ismcts", {...})."""
    name, *parts = spec.strip().split(":")
    params: dict[str, str] = {}
    for part in parts:
        key, sep, value = part.partition("=")
        if not sep or not key:
            raise InvalidOption(f"bot parameter {part!r} in {spec!r} is not of the form KEY=VALUE")
        key = key.strip()
        if key in params:
            raise InvalidOption(f"bot parameter {key!r} is given twice in {spec!r}")
        params[key] = value.strip()
    return name.strip(), params


def bot_names() -> list[str]:
    """The names accepted by `make_bot` (and the CLI's --bots) besides the levels."""
    return list(_BOTS)


def is_level(spec: str) -> bool:
    """Whether `spec` names a level (`beginner`, `casual`, `strong`, `expert`) rather than a bot."""
    return spec.strip() in LEVEL_NAMES


def level_spec(spec: str, game: Game, players: int | None = None) -> str:
    """The bot spec that `spec` stands for at `game`: a level's spec (`Game.levels`) for a level
    name, any other spec unchanged. The one place levels are resolved, so that the CLI, the
    server's bot seats and the lobby agree on what "expert" plays."""
    name = spec.strip()
    if name in LEVEL_NAMES:
        return game.levels(players)[name]
    return spec


def played_spec(spec: str, game: Game, players: int | None = None) -> str:
    """What `spec` plays at `game`, written out: a level resolved (`level_spec`) and, for a
    search, the game's default parameters (`search_defaults`) under the spec's own, in name
    order. Two bots with the same played spec play alike; a record of matches (a tournament's
    journal) names it, so that a release that changes a level or a game's search defaults is
    seen."""
    name, params = split_bot_spec(level_spec(spec, game, players))
    if name in _SEARCH_BOTS:
        params = {**search_defaults(game), **params}
    return ":".join([name, *(f"{k}={params[k]}" for k in sorted(params))])


def level_of(spec: str | None) -> str | None:
    """The level a seat's bot spec names, or None for a raw spec (what a table shows)."""
    return None if spec is None or not is_level(spec) else spec.strip()


def make_bot(spec: str, game: Game, seat: int, seed: int) -> Bot:
    """A bot by name or level (with optional `:key=value` parameters) for `seat`, seeded from the
    match seed so that matches reproduce. A level plays its spec, seeded as that spec is."""
    name, params = split_bot_spec(level_spec(spec, game))
    try:
        factory, _ = _BOTS[name]
    except KeyError:
        raise InvalidOption(
            f"unknown bot {name!r}; known bots: {', '.join(_BOTS)};"
            f" levels: {', '.join(LEVEL_NAMES)}"
        ) from None
    return factory(game, seat, derive_seed(seed, "bot", seat, name), params)


def check_bots(names: list[str], game: Game) -> None:
    """Refuse, before any match starts, a bot that cannot play `game` (InvalidOption)."""
    for name in dict.fromkeys(names):
        make_bot(name, game, 0, 0)


def parse_bot_list(text: str, players: int) -> list[str]:
    """`random,heuristic` -> one name per seat (the last name repeats to fill the table)."""
    names = [n.strip() for n in text.split(",") if n.strip()]
    if not names:
        raise InvalidOption("--bots needs at least one bot name")
    for n in names:
        name, _ = split_bot_spec(n)
        if name not in _BOTS and name not in LEVEL_NAMES:
            raise InvalidOption(
                f"unknown bot {name!r}; known bots: {', '.join(_BOTS)};"
                f" levels: {', '.join(LEVEL_NAMES)}"
            )
    if len(names) > players:
        raise InvalidOption(f"{len(names)} bots named for {players} seats")
    return names + [names[-1]] * (players - len(names))


__all__ = [
    "LEVEL_NAMES",
    "Bot",
    "SeatView",
    "bot_names",
    "check_bots",
    "is_level",
    "level_of",
    "level_spec",
    "make_bot",
    "parse_bot_list",
    "played_spec",
]
