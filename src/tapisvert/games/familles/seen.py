"""What each seat sees of the state: `view(seat)` (a `FamillesView`, see `views`) and the
history's lines, built from the event log and cached per viewer.

A part of the state's chain, compiled with it (`setup.py`); the view's dataclasses stay in
`views`, interpreted.
"""

from __future__ import annotations

from tapisvert.core.protocol import check_seat
from tapisvert.games.familles.cards import NUM_FAMILIES, card_to_str, cards_of
from tapisvert.games.familles.events import PUBLIC, texts
from tapisvert.games.familles.explain import Explain
from tapisvert.games.familles.table import HistoryLines, newer_codes
from tapisvert.games.familles.views import FamillesView, LastDeal


class Views(Explain):
    """`view(seat)` (the base's `observation(seat)` is its JSON) and the history's lines."""

    __slots__ = ()

    def history(self, seat: int | None = None) -> list[str]:
        """The deal's events as `seat` sees them (None: every card shown; `events.PUBLIC`: a
        spectator's lines); see `events`."""
        return self._history_lines(seat)[:]

    def _history_lines(self, seat: int | None) -> list[str]:
        """The lines, extended from the last ones built for `seat` (never mutate the result).

        The log is immutable: when the current log grew from the one cached for `seat` (begins
        with it), only the newer events are converted; otherwise (a new deal) it is read whole.
        """
        index = self._players if seat is None else self._players + 1 if seat == PUBLIC else seat
        cached_log, cached_lines = self._history_cache[index]
        newer: list[int] = []
        log = self._event_log
        grew = newer_codes(log, cached_log, newer)
        if grew and not newer:
            return cached_lines
        lines = texts(newer, seat)
        if grew:
            lines = cached_lines + lines
        cache = list(self._history_cache)
        cache[index] = HistoryLines(log, lines)
        self._history_cache = tuple(cache)
        return lines

    def view(self, seat: object) -> FamillesView:
        """What `seat` may know now; `seat=None` is the public view (spectators, replays): no hand,
        and the history shows no card drawn unseen. (`object`: compiled, an `int | None` parameter
        would refuse a wrong type in mypyc's words before `check_seat` could.)"""
        seat = check_seat(seat, self._players)
        to_act = self._to_act
        last = self._results[-1].detail if self._results else None
        return FamillesView(
            game="familles",
            seat=seat,
            players=self._players,
            options=self._config.options,
            to_act=to_act,
            over=to_act is None,
            hand_number=self._hand_number,
            dealer=self._dealer,
            legal_actions=(
                tuple(self.legal_action_strs()) if seat is not None and to_act == seat else ()
            ),
            asks_left=self._asks_left,
            hand=() if seat is None else tuple(card_to_str(c) for c in cards_of(self._hands[seat])),
            hand_sizes=tuple(h.bit_count() for h in self._hands),
            stock_size=len(self._stock) - self._stock_pos,
            laid=tuple(
                tuple(f + 1 for f in range(NUM_FAMILIES) if m >> f & 1) for m in self._laid_families
            ),
            families_down=self._families_down,
            history=tuple(self._history_lines(PUBLIC if seat is None else seat)),
            manche=self._manches_finished + (0 if to_act is None else 1),
            scores=self._manche_scores,
            totals=self._totals,
            manches_won=self._manches_won,
            last_hand=None if last is None else LastDeal.from_json(last),
        )


__all__ = ["Views"]
