"""The betting of a deal: pass or open, then match, raise or drop out; it ends when one player is
left (he takes the stakes unseen) or everyone still in has matched the bet (the best set shown
takes them), or when no one opens. The runs start after it.
"""

from __future__ import annotations

from tapisvert.games.poch.hands import Hands
from tapisvert.games.poch.scoring import best_set, has_pair, showdown
from tapisvert.games.poch.table import BET_BASE, DROP, MATCH, PASS, PHASE_RUNS, BetResult


class Betting(Hands):
    """The bets a seat may make, and their effect."""

    __slots__ = ()

    def _bet_bounds(self, seat: int) -> tuple[bool, int, int]:
        """(can match, lowest bet, highest bet) for `seat` in the betting; lo > hi: no bet."""
        if self._bet_requires_pair and not has_pair(self._hands[seat]):
            return False, 1, 0
        cap = self._stakes[seat] + self._chips[seat]
        if not self._opened:
            return False, 1, cap
        return self._chips[seat] >= self._bet - self._stakes[seat], self._bet + 1, cap

    def _apply_bet(self, seat: int, action: int) -> None:
        """`seat` passes, drops out, matches or bets (`action`, legal); the next seat to speak,
        or the end of the betting."""
        bit = 1 << seat
        if action == PASS:
            self._passed |= bit
            self._to_speak &= ~bit
        elif action == DROP:
            self._in_betting &= ~bit
            self._to_speak &= ~bit
        elif action == MATCH:
            self._chips[seat] -= self._bet - self._stakes[seat]
            self._stakes[seat] = self._bet
            self._to_speak &= ~bit
        else:
            amount = action - BET_BASE
            self._chips[seat] -= amount - self._stakes[seat]
            self._stakes[seat] = amount
            self._bet = amount
            if not self._opened:
                self._opened = True
                self._opener = seat
            self._to_speak = self._in_betting & ~bit
        pending = self._to_speak
        if self._opened and self._in_betting & (self._in_betting - 1) == 0:
            self._end_betting(self._in_betting.bit_length() - 1, False)
        elif not pending:
            if self._opened:
                contenders = [s for s in self._turn_order if self._in_betting >> s & 1]
                self._end_betting(showdown(self._hands, contenders, self._trump_suit), True)
            else:
                self._end_betting(-1, False)
        else:
            n = self._players
            s = (seat + 1) % n
            while not pending >> s & 1:
                s = (s + 1) % n
            self._to_act = s

    def _end_betting(self, winner: int, shown: bool) -> None:
        """`winner` (-1: no one opened) takes the stakes, his set `shown` at a showdown; he
        leads the first run (no one opened: the first seat in turn order)."""
        if winner >= 0:
            stakes = self._stakes
            key, mask = best_set(self._hands[winner], self._trump_suit) if shown else (-1, 0)
            self._bet_result = BetResult(tuple(stakes), winner, shown, key, mask)
            self._chips[winner] += sum(stakes)
            self._stakes = [0] * self._players
            leader = winner
        else:
            leader = self._turn_order[0]
        self._phase = PHASE_RUNS
        self._to_act = leader
        self._leadable = self._hands[leader]


__all__ = ["Betting"]
