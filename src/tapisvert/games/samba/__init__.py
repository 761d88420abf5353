"""La Samba: John R. Crawford's Canasta for six players in three sides (or four in two).

See rules.md in this package (`tapisvert rules samba`) for the rules as implemented, the action
and card notation and the deal format.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, ClassVar

from tapisvert.core.messages import Message
from tapisvert.core.options import Option, OptionValue
from tapisvert.core.protocol import Game, Say, Strategy
from tapisvert.core.views import View
from tapisvert.games.samba.cards import card_to_str, parse_card
from tapisvert.games.samba.determinize import determinize as _determinize
from tapisvert.games.samba.messages import card_face, card_message
from tapisvert.games.samba.options import OPTION_SPECS
from tapisvert.games.samba.render import render
from tapisvert.games.samba.state import SambaState
from tapisvert.games.samba.views import SambaView


class SambaGame(Game):
    """The static description of Samba."""

    id: ClassVar[str] = "samba"
    # the expected score a decision gives up, in its score unit: good / inaccuracy / mistake
    review_thresholds: ClassVar[tuple[float, float, float]] = (20.0, 60.0, 150.0)
    review_depth: ClassVar[int | None] = 10
    name: ClassVar[str] = "La Samba"
    player_counts: ClassVar[tuple[int, ...]] = (6, 4)
    option_specs: ClassVar[tuple[Option, ...]] = OPTION_SPECS
    bench_setup: ClassVar[tuple[int, Mapping[str, OptionValue]] | None] = (6, {"max_hands": 1})
    zero_sum: ClassVar[bool] = False
    view_type: ClassVar[type[View] | None] = SambaView
    summary: ClassVar[str] = (
        "Canasta with three packs and sequences: six players in three sides (or four in two)"
        " meld groups and sequences to 10,000."
    )

    def _new(
        self, players: int, seed: int, options: dict[str, OptionValue], deal: Any | None
    ) -> SambaState:
        return SambaState.start(players, seed, options, deal)

    def card_to_str(self, card: int) -> str:
        return card_to_str(card)

    def parse_card(self, text: str) -> int:
        return parse_card(text)

    def render(self, observation: Mapping[str, Any], *, say: Say, color: bool = False) -> str:
        return render(observation, say=say, color=color)

    def card_message(self, card: int) -> Message:
        return card_message(card)

    def card_face(self, card: int) -> dict[str, Any]:
        return card_face(card)

    def strategy(self) -> Strategy:
        from tapisvert.games.samba import strategy

        return strategy.strategy

    def determinize(self, view: View, rng: random.Random) -> SambaState:
        if not isinstance(view, SambaView):
            raise TypeError(f"a samba determinizer reads a SambaView, not {type(view).__name__}")
        return _determinize(view, rng)


GAME = SambaGame()
SambaState.game = GAME

__all__ = ["GAME", "SambaGame", "SambaState"]
