"""The typed views of Samba: what one seat sees (`SambaView`), and what everyone sees (`seat`
None).

Everything on the table is public: the melds of every side, the whole discard pile, the stock's
size, the red threes laid, every hand's size, the cards publicly known in a hand (those that came
to it with a taken pile or back from a withdrawn opening, and not played since), the scores, the
turn's flags. A seat also sees its own hand and, when it is to act, its legal actions. The public
view has no hand (`hand`, `team` and `partner` are None, `legal_actions` is empty).

`Views.view(seat)` (in `seen`, a part of `SambaState`) builds a `SambaView`; `observation(seat)` is
its JSON.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Literal

from tapisvert.core.protocol import JSON
from tapisvert.core.views import View, omit_if_none
from tapisvert.games.samba.melds import CanastaKind
from tapisvert.games.samba.table import PHASE_NAMES, PhaseName


@dataclass(frozen=True, slots=True)
class MeldView(View):
    """A meld on the table: a group (rank, naturals, wilds) or a sequence (suit), its cards (a
    group's sorted for display, a sequence's low to high) and its canasta kind, if any."""

    kind: Literal["group", "sequence"]
    rank: str | None = field(default=None, metadata=omit_if_none())
    suit: str | None = field(default=None, metadata=omit_if_none())
    cards: tuple[str, ...] = ()
    naturals: int | None = field(default=None, metadata=omit_if_none())
    wilds: int | None = field(default=None, metadata=omit_if_none())
    canasta: CanastaKind | None = None


@dataclass(frozen=True, slots=True)
class SambaView(View):
    """What one seat of a Samba match sees (`seat` None: the public view, without a hand).

    Cards are in notation (`AS`, `10H`, `JK`); per-side lists are indexed by side (seats s and
    s + players / 2 form side s), per-seat lists by seat."""

    game: Literal["samba"]
    seat: int | None
    players: int
    to_act: int | None
    hand_number: int
    dealer: int
    current: int | None  # whose turn it is (None once the match is over)
    phase: PhaseName
    teams: tuple[tuple[int, ...], ...]
    team: int | None
    partner: int | None
    hand: tuple[str, ...] | None
    hand_sizes: tuple[int, ...]
    known_cards: tuple[tuple[str, ...], ...]  # per seat, cards publicly known in its hand
    melds: tuple[tuple[MeldView, ...], ...]  # per side
    opened: tuple[bool, ...]  # per side
    initial_minimum: tuple[int, ...]  # per side (withdrawn openings included)
    minimum_raised: tuple[int, ...]  # per side: what withdrawn openings added this hand
    pile: tuple[str, ...]  # bottom to top
    pile_top: str | None
    pile_frozen: tuple[bool, ...]  # per side
    stock_size: int
    red_threes: tuple[tuple[str, ...], ...]  # per seat
    scores: tuple[int, ...]  # per side
    hand_scores: tuple[tuple[int, ...], ...]  # per finished hand, per side
    turns: int
    drew: bool
    melded: bool
    pile_declined: bool
    meld_cancelled: bool
    pending_top: str | None
    fines: tuple[int, ...]  # per side
    options: Mapping[str, JSON]
    asked: bool
    answer: Literal["yes", "no"] | None
    pending_pile: bool
    opening_value: int | None
    legal_actions: tuple[str, ...]
    over: bool
    winners: tuple[int, ...]


__all__ = ["PHASE_NAMES", "MeldView", "PhaseName", "SambaView"]
