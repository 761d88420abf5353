"""What each seat sees of the state: `view(seat)` (a `PochView`, see `views`) and the summary of
a finished deal.

A part of the state's chain, compiled with it (`setup.py`); the view's dataclasses stay in
`views`, interpreted.
"""

from __future__ import annotations

from tapisvert.core.bits import cards_of
from tapisvert.core.protocol import check_seat
from tapisvert.games.poch.cards import DECK_SIZE, SUITS, card_to_str, cards_str
from tapisvert.games.poch.explain import Explain
from tapisvert.games.poch.scoring import PILE_NAMES, piles_taken
from tapisvert.games.poch.table import LEAD_FLAG, PHASE_NAMES
from tapisvert.games.poch.views import (
    DealSummaryView,
    PileView,
    PileWonView,
    PochView,
    bet_view,
)


class Views(Explain):
    """What each seat sees of the state, and the summary of a finished deal."""

    __slots__ = ()

    def view(self, seat: object) -> PochView:
        """What `seat` may know, typed; `None` is the public view (spectators, replays): every
        public fact (chips, piles, bets, the set shown at a showdown, cards laid in runs), no hand
        (`hand` is None, `legal_actions` is empty). (`object`: compiled, an `int | None` parameter
        would refuse a wrong type in mypyc's words before `check_seat` could.)"""
        n = self._players
        seat = check_seat(seat, n)
        to_act = self._to_act
        taken = dict(self._piles_taken())
        runs: list[list[tuple[int, str]]] = []
        for code in self._run_log:
            entry = (code >> 5 & 7, card_to_str(code & 31))
            if code & LEAD_FLAG or not runs:
                runs.append([entry])
            else:
                runs[-1].append(entry)
        in_match = self._in_match
        return PochView(
            game="poch",
            seat=seat,
            players=n,
            to_act=to_act,
            phase=PHASE_NAMES[self._phase],
            hand_number=self._hand_number,
            dealer=self._dealer,
            trump=card_to_str(self._trump_card),
            trump_suit=SUITS[self._trump_suit],
            hand=None if seat is None else tuple(cards_str(self._hands[seat])),
            hand_sizes=tuple(h.bit_count() for h in self._hands),
            chips=tuple(self._chips),
            scores=tuple(self._chips),
            in_match=tuple(bool(in_match >> s & 1) for s in range(n)),
            piles=tuple(
                PileView(name, self._piles[i], taken.get(i)) for i, name in enumerate(PILE_NAMES)
            ),
            stakes=tuple(self._stakes),
            bet=self._bet,
            opened=self._opened,
            opener=self._opener if self._opened else None,
            passed=tuple(bool(self._passed >> s & 1) for s in range(n)),
            dropped=tuple(
                bool(in_match >> s & 1 and not self._in_betting >> s & 1) for s in range(n)
            ),
            bet_result=bet_view(self._bet_result),
            runs=tuple(tuple(run) for run in runs),
            lead_suit_barred=SUITS[self._barred_suit] if self._barred_suit >= 0 else None,
            legal_actions=(
                tuple(self.action_to_str(a) for a in self.legal_actions())
                if seat is not None and to_act == seat
                else ()
            ),
            winners=self._winners,
            last_hand=self._latest_summary(),
            options=self._config.options,
            chips_at_deal=tuple(self._chips_at_deal),
            piles_at_deal=tuple(self._piles_at_deal),
        )

    def _piles_taken(self) -> list[tuple[int, int]]:
        """(pile, seat) of every pile taken this deal, in pile order."""
        return piles_taken(self._trump_suit, self._dealt_to, self._played)

    def _latest_summary(self) -> DealSummaryView | None:
        """The last finished deal's summary (every view shows it), built once per deal."""
        last = len(self._deal_results) - 1
        if last < 0:
            return None
        summary = self._last_summary
        if summary is None or summary.hand != last:
            summary = self._deal_summary(last)
            self._last_summary = summary
        return summary

    def _deal_summary(self, index: int) -> DealSummaryView:
        """The finished deal `index` as the views and hand results show it."""
        result = self._deal_results[index]
        record = self._deal_records[index]
        dealt_to = [0] * DECK_SIZE
        for s, m in enumerate(record.hands):
            for c in cards_of(m):
                dealt_to[c] = s
        piles_start = result.piles_at_deal
        return DealSummaryView(
            hand=index,
            dealer=record.dealer,
            trump=card_to_str(record.trump),
            chips_before=result.chips_before,
            chips_after=result.chips_after,
            bet=bet_view(result.bet),
            piles_won=tuple(
                PileWonView(PILE_NAMES[pile], seat, piles_start[pile])
                for pile, seat in piles_taken(record.trump >> 3, dealt_to, result.played)
            ),
            out=result.out,
            payments=result.payments,
            eliminated=result.eliminated,
        )


__all__ = ["Views"]
