"""What may be played (`legal_actions`, computed once per position) and playing it (`apply`):
in the betting pass, drop, match or a bet of each amount the seat may stake; in the runs a lead
of each card it may lead.
"""

from __future__ import annotations

import random
from typing import Final

from tapisvert.core.draws import below_by
from tapisvert.games.poch.cards import DECK_SIZE
from tapisvert.games.poch.runs import Runs
from tapisvert.games.poch.table import BET_BASE, DROP, MATCH, PASS, PHASE_RUNS

# _BYTE_CARDS[k][b]: the card ids of byte k of a hand mask whose value is b
_BYTE_CARDS: Final = tuple(
    tuple(tuple(8 * k + i for i in range(8) if b >> i & 1) for b in range(256)) for k in range(4)
)


class Legal(Runs):
    """The legal actions, and applying one."""

    __slots__ = ()

    def legal_actions(self) -> list[int]:
        legal = self._legal
        if legal is not None:
            return legal
        seat = self._to_act
        if seat is None:
            legal = []
        elif self._phase is PHASE_RUNS:
            m = self._leadable
            legal = [
                *_BYTE_CARDS[0][m & 255],
                *_BYTE_CARDS[1][m >> 8 & 255],
                *_BYTE_CARDS[2][m >> 16 & 255],
                *_BYTE_CARDS[3][m >> 24],
            ]
        else:
            can_match, lo, hi = self._bet_bounds(seat)
            legal = [DROP, MATCH] if can_match else [DROP] if self._opened else [PASS]
            if lo <= hi:
                legal.extend(range(BET_BASE + lo, BET_BASE + hi + 1))
        self._legal = legal
        return legal

    def legal_mask(self) -> int:
        """`legal_actions()` as a mask: the leadable cards in the runs (a card's id is its
        action), else the betting's answers and the range of bets."""
        seat = self._to_act
        if seat is None:
            return 0
        if self._phase is PHASE_RUNS:
            return self._leadable
        can_match, lo, hi = self._bet_bounds(seat)
        mask = (1 << DROP | 1 << MATCH) if can_match else 1 << DROP if self._opened else 1 << PASS
        if lo <= hi:
            mask |= ((1 << (hi - lo + 1)) - 1) << (BET_BASE + lo)
        return mask

    def _is_legal(self, action: int) -> bool:
        seat = self._to_act
        if seat is None or type(action) is not int:
            return False
        if self._phase is PHASE_RUNS:
            return 0 <= action < DECK_SIZE and bool(self._leadable >> action & 1)
        if action == PASS:
            return not self._opened
        if action == DROP:
            return self._opened
        if action < PASS:
            return False
        can_match, lo, hi = self._bet_bounds(seat)
        if action == MATCH:
            return can_match
        return lo <= action - BET_BASE <= hi

    def apply(self, action: object) -> None:
        # `object`, not `int`: compiled, an `int` parameter would refuse `apply(1.5)` in mypyc's
        # words before the protocol's TypeError could (core.protocol, test_api_edges).
        seat = self._to_act
        if type(action) is not int or seat is None:
            raise self._refuse(action)
        if self._phase is PHASE_RUNS:
            if 0 <= action < DECK_SIZE and self._leadable >> action & 1:
                self._legal = None
                self._play_run(seat, action)
                return
            raise self._refuse(action)
        if not self._is_legal(action):
            raise self._refuse(action)
        self._legal = None
        self._apply_bet(seat, action)

    def play_randomly(self, hand: int, rng: random.Random) -> None:
        """Play uniformly random legal actions until hand `hand` ends (or the match does).

        Search's random rollout (`SearchHooks.playout`): each action is `legal[r]`, with `r`
        drawn as `rng.randrange(len(legal))` draws it, so the same generator plays the same
        actions as the interpreted loop and is left in the same state. Compiled, the whole loop
        runs in C: no Python frame per action for the draw, the legal list or `apply`.
        """
        getrandbits = rng.getrandbits  # fetched once: a bound method a draw costs a lookup
        while self._to_act is not None and self._hand_number == hand:
            legal = self.legal_actions()
            self.apply(legal[below_by(getrandbits, len(legal))])


__all__ = ["Legal"]
