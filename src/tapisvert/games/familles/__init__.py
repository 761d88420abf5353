"""familles: the Jeu des Familles Amérindiennes (2 to 6 players) on the Jeu des Sages deck."""

from __future__ import annotations

import random
from collections.abc import Mapping

from tapisvert.core.messages import Message
from tapisvert.core.options import OptionValue
from tapisvert.core.protocol import JSON, Game, Say
from tapisvert.core.views import View
from tapisvert.games.familles.cards import card_to_str, parse_card
from tapisvert.games.familles.determinize import determinize as sample_world
from tapisvert.games.familles.messages import card_fields, card_message
from tapisvert.games.familles.options import OPTION_SPECS
from tapisvert.games.familles.render import render
from tapisvert.games.familles.state import FamillesState
from tapisvert.games.familles.views import FamillesView


class FamillesGame(Game):
    """Ask other players for the cards you lack; lay down complete families; most families wins."""

    id = "familles"
    # the expected score a decision gives up, in its score unit: good / inaccuracy / mistake
    review_thresholds = (1.0, 3.0, 8.0)
    review_depth = 10
    review_every_move = True
    name = "Jeu des Familles Amérindiennes"
    player_counts = (2, 3, 4, 5, 6)
    option_specs = OPTION_SPECS
    bench_setup = (4, {})
    zero_sum = False
    view_type = FamillesView
    summary = (
        "Happy families on the 60-card Jeu des Sages: ask for the cards you lack, lay down complete"
        " families; most families scores 100, 200 win a manche, two manches the match."
    )

    def _new(
        self,
        players: int,
        seed: int,
        options: dict[str, OptionValue],
        deal: JSON | None,
    ) -> FamillesState:
        return FamillesState.start(players, seed, options, deal)

    def card_to_str(self, card: int) -> str:
        return card_to_str(card)

    def parse_card(self, text: str) -> int:
        return parse_card(text)

    def card_message(self, card: int) -> Message:
        return card_message(card)

    def card_face(self, card: int) -> dict[str, JSON]:
        """`code`, `name`, and the drawing fields: `family` (1..10), `rank` (fils, fille, pere,
        mere, grand-pere, sabia) and `numeral` (I..V; "" for a Sabia)."""
        return {**super().card_face(card), **card_fields(card)}

    def render(self, observation: Mapping[str, JSON], *, say: Say, color: bool = False) -> str:
        return render(observation, say=say, color=color)

    def determinize(self, view: View, rng: random.Random) -> FamillesState:
        return sample_world(view, rng)


GAME = FamillesGame()
FamillesState.game = GAME

__all__ = ["GAME", "FamillesGame", "FamillesState", "render"]
