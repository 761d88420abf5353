"""What each seat sees (`observation(seat)`), and what everyone sees (`observation(None)`).

Everything on the table is public: the melds of every side, the whole discard pile, the stock's
size, the red threes laid, every hand's size, the cards publicly known in a hand (those that came
to it with a taken pile or back from a withdrawn opening, and not played since), the scores, the
turn's flags. A seat also sees its own hand and, when it is to act, its legal actions. The public
view has no hand (`hand`, `team` and `partner` are None, `legal_actions` is empty).
"""

from __future__ import annotations

from tapisvert.core.protocol import JSON, Seat
from tapisvert.games.samba import actions as A
from tapisvert.games.samba.cards import card_to_str
from tapisvert.games.samba.legal import LegalActions
from tapisvert.games.samba.melds import meld_json
from tapisvert.games.samba.table import OVER

PHASE_NAMES = ("turn", "answer", "play", "over")


class Views(LegalActions):
    """`observation`."""

    __slots__ = ()

    def observation(self, seat: Seat | None) -> dict[str, JSON]:
        """What `seat` may know; `None` is the public view (spectators, replays)."""
        over = self._phase is OVER
        frozen_for = [bool(self._pile_freezers) or not opened for opened in self._opened]
        current_team = self.team_of(self._current)
        return {
            "game": "samba",
            "seat": seat,
            "players": self._players,
            "to_act": self._to_act,
            "hand_number": self._hand_number,
            "dealer": self._dealer,
            "current": None if over else self._current,
            "phase": PHASE_NAMES[self._phase],
            "teams": [list(t) for t in self.teams()],
            "team": None if seat is None else self.team_of(seat),
            "partner": None if seat is None else self.partner(seat),
            "hand": None if seat is None else [card_to_str(c) for c in self.hand_cards(seat)],
            "hand_sizes": list(self._hand_sizes),
            "known_cards": [[card_to_str(c) for c in k] for k in self._known_cards],
            "melds": [[meld_json(m) for m in ms] for ms in self._melds],
            "opened": list(self._opened),
            "initial_minimum": list(self._initial_minimum),
            "pile": [card_to_str(c) for c in self._pile],
            "pile_top": card_to_str(self._pile[-1]) if self._pile else None,
            "pile_frozen": frozen_for,
            "stock_size": self._stock_size(),
            "red_threes": [[card_to_str(c) for c in r] for r in self._red_threes],
            "scores": list(self._scores),
            "hand_scores": [[int(s) for s in r.team_scores or ()] for r in self._results],
            "turns": self._turns,
            "drew": self._drew,
            "melded": self._melded,
            "pile_declined": self._pile_declined,
            "meld_cancelled": self._meld_cancelled,
            "pending_top": card_to_str(self._pending_top) if self._pending_pile else None,
            "fines": list(self._fines),
            "options": dict(self._options),
            "asked": self._asked,
            "answer": ("yes", "no")[self._answer - 1] if self._answer else None,
            "pending_pile": self._pending_pile,
            "opening_value": (
                self._tentative_value(current_team)
                if not over and not self._opened[current_team]
                else None
            ),
            "legal_actions": (
                [A.to_str(a) for a in self.legal_actions()]
                if seat is not None and self._to_act == seat
                else []
            ),
            "over": over,
            "winners": list(self._winners),
        }
