"""What each seat sees of the state: `view(seat)` (a `SambaView`, see `views`), and what everyone
sees (`view(None)`).

A part of the state's chain, compiled with it (`setup.py`); the view's dataclasses stay in
`views`, interpreted.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final, Literal

from tapisvert.core.protocol import check_seat
from tapisvert.games.samba import actions as A
from tapisvert.games.samba.cards import SUITS, card_to_str, rank_text, sort_key
from tapisvert.games.samba.explain import Explain
from tapisvert.games.samba.melds import GROUP, Meld, canasta_kind
from tapisvert.games.samba.table import OVER, PHASE_NAMES
from tapisvert.games.samba.views import MeldView, SambaView

_ANSWER_NAMES: Final[tuple[Literal["yes", "no"] | None, ...]] = (None, "yes", "no")


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


class Views(Explain):
    """`view` (the base's `observation` is its JSON)."""

    __slots__ = ()

    def view(self, seat: object) -> SambaView:
        """What `seat` may know, typed; `None` is the public view (spectators, replays).
        (`object`: compiled, an `int | None` parameter would refuse a wrong type in mypyc's words
        before `check_seat` could.)"""
        seat = check_seat(seat, self._config.players)
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
            hand_scores=self._score_rows,
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


__all__ = ["Views"]
