"""What each seat sees (`observation(seat)`), and what everyone sees (`observation(None)`).

Everything on the table is public: the melds of every side, the whole discard pile, the stock's
size, the red threes laid, every hand's size, the cards publicly known in a hand (those that came
to it with a taken pile or back from a withdrawn opening, and not played since), the scores, the
turn's flags. A seat also sees its own hand and, when it is to act, its legal actions. The public
view has no hand (`hand`, `team` and `partner` are None, `legal_actions` is empty).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Literal

from tapisvert.core.protocol import JSON, Seat, check_seat
from tapisvert.core.views import View, omit_if_none
from tapisvert.games.samba import actions as A
from tapisvert.games.samba.cards import SUITS, card_to_str, rank_text, sort_key
from tapisvert.games.samba.legal import LegalActions
from tapisvert.games.samba.melds import GROUP, CanastaKind, Meld, canasta_kind
from tapisvert.games.samba.table import OVER

PhaseName = Literal["turn", "answer", "play", "over"]
PHASE_NAMES: tuple[PhaseName, ...] = ("turn", "answer", "play", "over")
_ANSWER_NAMES: tuple[Literal["yes", "no"] | None, ...] = (None, "yes", "no")


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


def _meld_view(m: Meld) -> MeldView:
    if m.kind is GROUP:
        return MeldView(
            kind="group",
            rank=rank_text(m.rank),
            cards=tuple(card_to_str(c) for c in sorted(m.cards, key=sort_key)),
            naturals=m.naturals,
            wilds=m.wilds,
            canasta=canasta_kind(m),
        )
    return MeldView(
        kind="sequence",
        suit=SUITS[m.suit],
        cards=tuple(card_to_str(c) for c in m.cards),
        canasta=canasta_kind(m),
    )


def _cards(cards: Iterable[int]) -> tuple[str, ...]:
    return tuple(card_to_str(c) for c in cards)


class Views(LegalActions):
    """`view` and `observation`."""

    __slots__ = ()

    def view(self, seat: Seat | None) -> SambaView:
        """What `seat` may know, typed; `None` is the public view (spectators, replays)."""
        check_seat(seat, self._config.players)
        over = self._phase is OVER
        current_team = self.team_of(self._current)
        return SambaView(
            game="samba",
            seat=seat,
            players=self._config.players,
            to_act=self._to_act,
            hand_number=self._hand_number,
            dealer=self._dealer,
            current=None if over else self._current,
            phase=PHASE_NAMES[self._phase],
            teams=self.teams(),
            team=None if seat is None else self.team_of(seat),
            partner=None if seat is None else self.partner(seat),
            hand=None if seat is None else _cards(self.hand_cards(seat)),
            hand_sizes=tuple(self._hand_sizes),
            known_cards=tuple(_cards(k) for k in self._known_cards),
            melds=tuple(tuple(_meld_view(m) for m in ms) for ms in self._melds),
            opened=tuple(self._opened),
            initial_minimum=tuple(self._initial_minimum),
            minimum_raised=tuple(self._minimum_raised),
            pile=_cards(self._pile),
            pile_top=card_to_str(self._pile[-1]) if self._pile else None,
            pile_frozen=tuple(bool(self._pile_freezers) or not o for o in self._opened),
            stock_size=self._stock_size(),
            red_threes=tuple(_cards(r) for r in self._red_threes),
            scores=tuple(self._scores),
            hand_scores=tuple(tuple(int(s) for s in r.team_scores or ()) for r in self._results),
            turns=self._turns,
            drew=self._drew,
            melded=self._melded,
            pile_declined=self._pile_declined,
            meld_cancelled=self._meld_cancelled,
            pending_top=card_to_str(self._pending_top) if self._pending_pile else None,
            fines=tuple(self._fines),
            options=self._config.options,
            asked=self._asked,
            answer=_ANSWER_NAMES[self._answer],
            pending_pile=self._pending_pile,
            opening_value=(
                self._tentative_value(current_team)
                if not over and not self._opened[current_team]
                else None
            ),
            legal_actions=(
                tuple(A.to_str(a) for a in self.legal_actions())
                if seat is not None and self._to_act == seat
                else ()
            ),
            over=over,
            winners=self._winners,
        )
