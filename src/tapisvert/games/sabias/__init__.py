"""sabias: Les 10 Grand-Mères, the trick-taking game of the Jeu des Sages (3, 4 or 5 players)."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, ClassVar

from tapisvert.core.messages import Message
from tapisvert.core.options import Option, OptionValue
from tapisvert.core.protocol import Game, Say
from tapisvert.core.views import View
from tapisvert.games.sabias import cards, wording
from tapisvert.games.sabias.determinize import determinize as sample_world
from tapisvert.games.sabias.options import OPTION_SPECS
from tapisvert.games.sabias.render import render as render_table
from tapisvert.games.sabias.state import SabiasState
from tapisvert.games.sabias.views import SabiasView


class SabiasGame(Game):
    """Les 10 Grand-Mères: French Tarot on the 60-card Jeu des Sages; the ten Sabias are trumps."""

    id: ClassVar[str] = "sabias"
    # the expected score a decision gives up, in its score unit: good / inaccuracy / mistake
    review_thresholds: ClassVar[tuple[float, float, float]] = (1.0, 3.0, 10.0)
    name: ClassVar[str] = "Les 10 Grand-Mères (Sabias)"
    player_counts: ClassVar[tuple[int, ...]] = (3, 4, 5)
    option_specs: ClassVar[tuple[Option, ...]] = OPTION_SPECS
    zero_sum: ClassVar[bool] = True
    view_type = SabiasView
    deals_since_record_version: ClassVar[int] = 2  # the faster shuffle of tapisvert 0.2
    summary: ClassVar[str] = (
        "Trick-taking on the Jeu des Sages: the ten Sabias are trumps; 1 v 2, 2 v 2 or 2 v 3 with"
        " a called Sabia; Conseil, JEFA and CHELEM announcements; manches to 200."
    )

    def _new(
        self,
        players: int,
        seed: int,
        options: dict[str, OptionValue],
        deal: Any | None,
    ) -> SabiasState:
        return SabiasState.start(players, seed, options, deal)

    def card_to_str(self, card: int) -> str:
        return cards.card_to_str(card)

    def parse_card(self, text: str) -> int:
        return cards.parse_card(text)

    def render(self, observation: Mapping[str, Any], *, say: Say, color: bool = False) -> str:
        return render_table(observation, say=say, color=color)

    def card_message(self, card: int) -> Message:
        return wording.card_message(card)

    def card_face(self, card: int) -> dict[str, Any]:
        return wording.card_face(card)

    def determinize(self, view: View, rng: random.Random) -> SabiasState:
        return sample_world(view, rng)


GAME = SabiasGame()
SabiasState.game = GAME


def render(observation: Mapping[str, Any], *, say: Say, color: bool = False) -> str:
    """The table as one seat sees it (see `SabiasGame.render`)."""
    return render_table(observation, say=say, color=color)


__all__ = ["GAME", "SabiasGame", "SabiasState", "render"]
