"""Die Sieben Siegel (The Seven Seals, Stefan Dorra): predict tricks by colour, 3 to 5 players."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, ClassVar

from tapisvert.core.messages import Message
from tapisvert.core.options import Option, OptionValue
from tapisvert.core.protocol import Game, GameState, Say
from tapisvert.core.views import View
from tapisvert.games.seven_seals import cards as _cards
from tapisvert.games.seven_seals import speech as _speech
from tapisvert.games.seven_seals.determinize import determinize as _determinize
from tapisvert.games.seven_seals.options import OPTION_SPECS
from tapisvert.games.seven_seals.render import render as _render
from tapisvert.games.seven_seals.state import SevenSealsState
from tapisvert.games.seven_seals.views import SevenSealsView


class SevenSealsGame(Game):
    id = "seven-seals"
    # the expected score a decision gives up, in its score unit: good / inaccuracy / mistake
    review_thresholds: ClassVar[tuple[float, float, float]] = (0.25, 0.75, 1.5)
    name = "Die Sieben Siegel"
    player_counts = (3, 4, 5)
    option_specs: ClassVar[tuple[Option, ...]] = OPTION_SPECS
    bench_setup: ClassVar[tuple[int, Mapping[str, OptionValue]] | None] = (4, {})
    zero_sum = False
    view_type = SevenSealsView
    summary = (
        "Trick-taking with predictions by colour: take a seal for every trick you expect to win"
        " in that colour; red is trump; a saboteur spoils the others' plans."
    )

    def _new(
        self, players: int, seed: int, options: dict[str, OptionValue], deal: Any | None
    ) -> GameState:
        return SevenSealsState.start(players, seed, options, deal)

    def card_to_str(self, card: int) -> str:
        return _cards.card_to_str(card)

    def parse_card(self, text: str) -> int:
        return _cards.parse_card(text)

    def card_message(self, card: int) -> Message:
        return _speech.card_message(card)

    def card_face(self, card: int) -> dict[str, Any]:
        """`code`, `name`, then `colour` (red .. violet), `value` (1..15) and `trump`."""
        return {**super().card_face(card), **_speech.card_face(card)}

    def render(self, observation: Mapping[str, Any], *, say: Say, color: bool = False) -> str:
        return _render(observation, say=say, color=color)

    def determinize(self, view: View, rng: random.Random) -> GameState:
        return _determinize(view, rng)


GAME = SevenSealsGame()
SevenSealsState.game = GAME

__all__ = ["GAME", "SevenSealsGame", "SevenSealsState"]
