"""What one seat (or a spectator) sees of a familles match: the typed view and its JSON.

`Views.view(seat)` (in `seen`, a part of `FamillesState`) builds a `FamillesView`;
`observation(seat)` is its `to_json()`, the JSON that records, bots and the network server
exchange, and `FamillesView.from_json` reads it back. Cards are in notation (`6-V`); the history
is one line per event (`events` describes them). `seat=None` is the public view: no hand, no
legal actions, every card drawn unseen a `?`."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Literal

from tapisvert.core.options import OptionValue
from tapisvert.core.views import View


@dataclass(frozen=True, slots=True)
class LastDeal(View):
    """The last finished deal: the families each seat laid, the deal's and the manche's winners."""

    dealer: int
    families: tuple[tuple[int, ...], ...]  # per seat, the families (1..10) it laid down
    family_counts: tuple[int, ...]
    winner: int | None
    manche: int
    manche_scores: tuple[int, ...]
    manche_winner: int | None


@dataclass(frozen=True, slots=True)
class FamillesView(View):
    """A familles table as one seat sees it (`seat` None: the public view, for spectators)."""

    game: Literal["familles"]
    seat: int | None
    players: int
    options: Mapping[str, OptionValue]
    to_act: int | None
    over: bool
    hand_number: int
    dealer: int
    legal_actions: tuple[str, ...]  # the seat's legal asks in notation, when it is to act
    asks_left: int
    hand: tuple[str, ...]  # the seat's cards (empty in the public view)
    hand_sizes: tuple[int, ...]
    stock_size: int
    laid: tuple[tuple[int, ...], ...]  # per seat, the families (1..10) laid down this deal
    families_down: int
    history: tuple[str, ...]  # the deal's events as this seat sees them (see `events`)
    manche: int
    scores: tuple[int, ...]  # this manche's scores, per seat
    totals: tuple[int, ...]
    manches_won: tuple[int, ...]
    last_hand: LastDeal | None


__all__ = ["FamillesView", "LastDeal"]
