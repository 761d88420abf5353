"""Poch with seven piles ("sete montes"): bet on sets, then play runs for the trump piles."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import ClassVar

from tapisvert.core.messages import Message
from tapisvert.core.options import Option, OptionValue
from tapisvert.core.protocol import JSON, Game, Say
from tapisvert.core.views import View
from tapisvert.games.poch import cards
from tapisvert.games.poch.determinize import determinize as _determinize
from tapisvert.games.poch.messages import RANK_TOKENS, SUIT_TOKENS, card_message
from tapisvert.games.poch.options import OPTION_SPECS
from tapisvert.games.poch.render import render as _render
from tapisvert.games.poch.state import PochState, deal_from_json
from tapisvert.games.poch.views import PochView


class PochGame(Game):
    """The game of poch, 3 to 6 players (3 and 4 as the sheet; 5-6 with uneven hands)."""

    id: ClassVar[str] = "poch"
    # the expected score a decision gives up, in its score unit: good / inaccuracy / mistake
    review_thresholds: ClassVar[tuple[float, float, float]] = (1.0, 4.0, 10.0)
    name: ClassVar[str] = "Poch (sete montes)"
    player_counts: ClassVar[tuple[int, ...]] = (3, 4, 5, 6)
    option_specs: ClassVar[tuple[Option, ...]] = OPTION_SPECS
    bench_setup: ClassVar[tuple[int, Mapping[str, OptionValue]] | None] = (4, {})
    zero_sum: ClassVar[bool] = False
    view_type: ClassVar[type[View] | None] = PochView
    score_unit: ClassVar[str] = "chips"
    summary: ClassVar[str] = (
        "Ante on seven piles, bet on the best set (pairs, trips, fours), then play runs up each"
        " suit: the trump honours take the piles, the first player out is paid for every card"
        " left; the last player with chips wins."
    )

    def _new(
        self,
        players: int,
        seed: int,
        options: dict[str, OptionValue],
        deal: JSON | None,
    ) -> PochState:
        raw = None if deal is None else deal_from_json(players, deal)
        return PochState.start(players, seed, options, raw)

    def card_to_str(self, card: int) -> str:
        return cards.card_to_str(card)

    def parse_card(self, text: str) -> int:
        return cards.parse_card(text)

    def card_message(self, card: int) -> Message:
        return card_message(card)

    def card_face(self, card: int) -> dict[str, JSON]:
        """`code`, `name`, and the tokens a card is drawn from: `suit` (`spades` `hearts`
        `diamonds` `clubs`) and `rank` (`seven` .. `ace`)."""
        face = super().card_face(card)
        face["suit"] = SUIT_TOKENS[cards.suit_of(card)]
        face["rank"] = RANK_TOKENS[cards.rank_of(card)]
        return face

    def render(self, observation: Mapping[str, JSON], *, say: Say, color: bool = False) -> str:
        return _render(observation, say=say, color=color)

    def determinize(self, view: View, rng: random.Random) -> PochState:
        if not isinstance(view, PochView):
            raise TypeError(f"a poch determinizer reads a PochView, not {type(view).__name__}")
        return _determinize(view, rng)


GAME = PochGame()
PochState.game = GAME

__all__ = ["GAME", "PochGame", "PochState"]
