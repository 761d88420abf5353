"""What one seat (or a spectator) sees of a familles match: the typed view and its JSON.

`Views.view(seat)` (a part of `FamillesState`) builds a `FamillesView`; `observation(seat)` is its
`to_json()`, the JSON that records, bots and the network server exchange, and
`FamillesView.from_json` reads it back. Cards are in notation (`6-V`); the history is one line per
event (`events` describes them). `seat=None` is the public view: no hand, no legal actions, every
card drawn unseen a `?`."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Literal

from tapisvert.core.options import OptionValue
from tapisvert.core.protocol import check_seat
from tapisvert.core.views import View
from tapisvert.games.familles.cards import NUM_FAMILIES, card_to_str, cards_of
from tapisvert.games.familles.events import PUBLIC, texts
from tapisvert.games.familles.legal import LegalActions
from tapisvert.games.familles.table import HistoryLines


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


class Views(LegalActions):
    """`view(seat)` (the base's `observation(seat)` is its JSON) and the history's lines."""

    __slots__ = ()

    def history(self, seat: int | None = None) -> list[str]:
        """The deal's events as `seat` sees them (None: every card shown; `events.PUBLIC`: a
        spectator's lines); see `events`."""
        return self._history_lines(seat)[:]

    def _history_lines(self, seat: int | None) -> list[str]:
        """The lines, extended from the last ones built for `seat` (never mutate the result).

        The log is immutable: when the node cached for `seat` is an ancestor of the current log,
        only the newer events are converted; otherwise (a new deal) the log is read whole.
        """
        index = self._players if seat is None else self._players + 1 if seat == PUBLIC else seat
        cached_node, cached_lines = self._history_cache[index]
        newer: list[int] = []
        node = self._event_log
        while node is not None and node is not cached_node:
            code, node = node
            newer.append(code)
        if not newer and node is cached_node:
            return cached_lines
        newer.reverse()
        lines = texts(newer, seat)
        if node is cached_node:
            lines = cached_lines + lines
        cache = list(self._history_cache)
        cache[index] = HistoryLines(self._event_log, lines)
        self._history_cache = tuple(cache)
        return lines

    def view(self, seat: int | None) -> FamillesView:
        """What `seat` may know now; `seat=None` is the public view (spectators, replays): no hand,
        and the history shows no card drawn unseen."""
        check_seat(seat, self._players)
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


__all__ = ["FamillesView", "LastDeal", "Views"]
