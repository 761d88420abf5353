"""The typed views of poch: what one seat sees (`PochView`), and what everyone sees (`seat` None).

Public: the trump card, every seat's chips, stake and number of cards, the seven piles and who won
them this deal, the betting so far and its result (with the set shown at a showdown), every card
played in the runs and by whom, the last finished deal's summary. A seat also sees its own hand
and, when it is to act, its legal actions; the public view has neither.

`Views.view(seat)` (in `seen`, a part of `PochState`) builds a `PochView`; `observation(seat)` is
its JSON.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Literal

from tapisvert.core.protocol import JSON
from tapisvert.core.views import View
from tapisvert.games.poch.cards import cards_str
from tapisvert.games.poch.scoring import describe_set
from tapisvert.games.poch.table import BetResult, PhaseName


@dataclass(frozen=True, slots=True)
class PileView(View):
    """One of the seven piles: its chips, and the seat that won it this deal (None: not yet)."""

    name: str
    chips: int
    won_by: int | None


@dataclass(frozen=True, slots=True)
class BetView(View):
    """How the betting ended: who took the stakes; at a showdown, the set shown."""

    winner: int
    stakes: tuple[int, ...]
    pot: int
    showdown: bool
    shown: tuple[str, ...] | None
    set: str | None


@dataclass(frozen=True, slots=True)
class PileWonView(View):
    """A pile won in a finished deal: which, by whom, with how many chips."""

    pile: str
    seat: int
    chips: int


@dataclass(frozen=True, slots=True)
class DealSummaryView(View):
    """A finished deal: chips before and after, the betting, the piles won, who went out and
    what each seat paid or received, who was eliminated."""

    hand: int
    dealer: int
    trump: str
    chips_before: tuple[int, ...]
    chips_after: tuple[int, ...]
    bet: BetView | None
    piles_won: tuple[PileWonView, ...]
    out: int
    payments: tuple[int, ...]
    eliminated: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class PochView(View):
    """What one seat of a poch match sees (`seat` None: the public view, without a hand).

    Cards are in notation (`AH`, `10S`); per-seat lists are indexed by seat; a run is a list of
    [seat, card] in the order played."""

    game: Literal["poch"]
    seat: int | None
    players: int
    to_act: int | None
    phase: PhaseName
    hand_number: int
    dealer: int
    trump: str
    trump_suit: str
    hand: tuple[str, ...] | None
    hand_sizes: tuple[int, ...]
    chips: tuple[int, ...]
    scores: tuple[int, ...]
    in_match: tuple[bool, ...]
    piles: tuple[PileView, ...]
    stakes: tuple[int, ...]
    bet: int
    opened: bool
    opener: int | None
    passed: tuple[bool, ...]
    dropped: tuple[bool, ...]
    bet_result: BetView | None
    runs: tuple[tuple[tuple[int, str], ...], ...]
    lead_suit_barred: str | None
    legal_actions: tuple[str, ...]
    winners: tuple[int, ...]
    last_hand: DealSummaryView | None
    options: Mapping[str, JSON]
    chips_at_deal: tuple[int, ...]
    piles_at_deal: tuple[int, ...]


def bet_view(bet: BetResult | None) -> BetView | None:
    """How a betting ended, as the views show it."""
    if bet is None:
        return None
    shown = bet.showdown
    return BetView(
        winner=bet.winner,
        stakes=bet.stakes,
        pot=sum(bet.stakes),
        showdown=shown,
        shown=tuple(cards_str(bet.set_mask)) if shown else None,
        set=describe_set(bet.set_key) if shown else None,
    )


__all__ = ["BetView", "DealSummaryView", "PileView", "PileWonView", "PochView", "bet_view"]
