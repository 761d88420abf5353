"""The runs: a lead starts a run up its suit, each card played by whoever holds it, until the ace
or a card already played; the player of the last card leads the next run. A trump honour takes
its pile (the K+Q pile when one player has played both, the 7-8-9 pile all three); the first
player without cards ends the deal.
"""

from __future__ import annotations

from tapisvert.games.poch.betting import Betting
from tapisvert.games.poch.scoring import piles_won
from tapisvert.games.poch.table import LEAD_FLAG


class Runs(Betting):
    """Playing a run."""

    __slots__ = ()

    def _play_run(self, seat: int, card: int) -> None:
        """`seat` leads `card` (legal): the whole run is played out, then the next lead (or the
        end of the deal)."""
        hands = self._hands
        dealt_to = self._dealt_to
        append = self._run_log.append
        trump_suit = self._trump_suit
        played = self._played
        append(LEAD_FLAG | seat << 5 | card)
        while True:
            bit = 1 << card
            hand = hands[seat] ^ bit
            hands[seat] = hand
            played |= bit
            if card >> 3 == trump_suit:
                for pile in piles_won(card, trump_suit, dealt_to, played):
                    self._chips[seat] += self._piles[pile]
                    self._piles[pile] = 0
            if not hand:
                self._played = played
                self._end_deal(seat)
                return
            if card & 7 == 7:
                self._barred_suit = barred = card >> 3 if self._new_run_other_suit else -1
                break
            card += 1
            if played >> card & 1:
                self._barred_suit = barred = -1
                break
            seat = dealt_to[card]
            append(seat << 5 | card)
        self._played = played
        self._to_act = seat
        hand = hands[seat]
        # the cards the next leader may lead (`table.leadable`, inlined: the hot path)
        if barred >= 0:
            other = hand & ~(0xFF << (barred << 3))
            self._leadable = other if other else hand
        else:
            self._leadable = hand


__all__ = ["Runs"]
