"""Bots, generic over the game protocol, and the registry of bot names."""

from __future__ import annotations

from collections.abc import Callable

from tapisvert.bots.base import Bot, SeatView
from tapisvert.bots.heuristics import heuristic_for
from tapisvert.bots.ismcts import ISMCTSBot
from tapisvert.bots.random_bot import RandomBot
from tapisvert.core.chance import derive_seed
from tapisvert.core.errors import InvalidOption
from tapisvert.core.protocol import Game

BotFactory = Callable[[Game, int, int], Bot]

def _ismcts(game: Game, seat: int, seed: int) -> Bot:
    return ISMCTSBot(game, seed, iterations=1000)


def _ismcts_fast(game: Game, seat: int, seed: int) -> Bot:
    return ISMCTSBot(game, seed, iterations=200)


_BOTS: dict[str, tuple[BotFactory, str]] = {
    "random": (lambda game, seat, seed: RandomBot(seed), "uniform over the legal actions"),
    "heuristic": (heuristic_for, "rule-based play, written from how good players play"),
    "ismcts": (_ismcts, "information-set MCTS, 1,000 iterations a move"),
    "ismcts-fast": (_ismcts_fast, "information-set MCTS, 200 iterations a move"),
}


def bot_names() -> list[str]:
    """The names accepted by `make_bot` (and the CLI's --bots)."""
    return list(_BOTS)


def bot_descriptions() -> dict[str, str]:
    return {name: doc for name, (_, doc) in _BOTS.items()}


def make_bot(name: str, game: Game, seat: int, seed: int) -> Bot:
    """A bot by name for `seat`, seeded from the match seed so that matches reproduce."""
    try:
        factory, _ = _BOTS[name]
    except KeyError:
        raise InvalidOption(
            f"unknown bot {name!r}; known bots: {', '.join(_BOTS)}"
        ) from None
    return factory(game, seat, derive_seed(seed, "bot", seat, name))


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
        if n not in _BOTS:
            raise InvalidOption(f"unknown bot {n!r}; known bots: {', '.join(_BOTS)}")
    if len(names) > players:
        raise InvalidOption(f"{len(names)} bots named for {players} seats")
    return names + [names[-1]] * (players - len(names))


__all__ = ["Bot", "SeatView", "bot_names", "check_bots", "make_bot", "parse_bot_list"]
