"""Applying an ask: the card given (one more ask, two for the Jefa or the Grande Jefa) or refused
(the asker draws: the card asked for is shown and earns an ask; an empty stock means no draw), a
family completed goes down at once, the turn passes when the asks run out, and the deal ends when
the ten families are down (`deals`).

`apply` checks the ask with the same tests `legal_actions` makes, without building the list.
"""

from __future__ import annotations

import random

from tapisvert.core.draws import below_by
from tapisvert.games.familles.cards import (
    DECK_SIZE,
    FAMILY_MASKS,
    FAMILY_SIZE,
    GRANDE_JEFA,
    JEFA,
    NUM_FAMILIES,
)
from tapisvert.games.familles.deals import Deals
from tapisvert.games.familles.events import K_DRAW_HIDDEN, K_DRAW_SHOWN, K_REFUSED, K_STOCK_EMPTY


class Moves(Deals):
    """`apply` and what an ask does."""

    __slots__ = ()

    def apply(self, action: object) -> None:
        # `object`, not `int`: compiled, an `int` parameter would refuse `apply(1.5)` in mypyc's
        # words before the protocol's TypeError could (core.protocol, test_api_edges).
        p = self._to_act
        if type(action) is not int or p is None or not 0 <= action < self._players * DECK_SIZE:
            raise self._refuse(action)
        t, c = divmod(action, DECK_SIZE)
        hands = self._hands
        h = hands[p]
        if (
            t == p
            or not hands[t]
            or (h | self._laid_cards) >> c & 1
            or (self._ask_requires_family and not h >> (c - c % FAMILY_SIZE) & 63)
        ):
            raise self._refuse(action)
        bit = 1 << c
        asks = self._asks_left - 1
        fam = c // FAMILY_SIZE
        if hands[t] & bit:
            hands[t] = hands[t] ^ bit
            h = hands[p] | bit
            hands[p] = h
            self._log(p << 3 | t << 6 | c << 13)  # K_GIVEN == 0
            asks += 2 if c in (JEFA, GRANDE_JEFA) else 1
            if h & FAMILY_MASKS[fam] == FAMILY_MASKS[fam]:
                self._lay(p, fam)
        else:
            refused = K_REFUSED | p << 3 | t << 6 | c << 13  # logged with what follows it
            pos = self._stock_pos
            if pos < len(self._stock):
                d = self._stock[pos]
                self._stock_pos = pos + 1
                h = hands[p] | 1 << d
                hands[p] = h
                if d == c:
                    self._log2(refused, K_DRAW_SHOWN | p << 3 | d << 6)
                    asks += 1
                else:
                    self._log2(refused, K_DRAW_HIDDEN | p << 3 | d << 6)
                    fam = d // FAMILY_SIZE
                if h & FAMILY_MASKS[fam] == FAMILY_MASKS[fam]:
                    self._lay(p, fam)
            else:
                self._log2(refused, K_STOCK_EMPTY | p << 3)
        if self._families_down == NUM_FAMILIES:
            self._end_deal()
            return
        if asks:
            self._asks_left = asks
        else:
            p = self._to_act = (p + 1) % self._players
            self._asks_left = 1
        if not hands[p] or hands.count(0) > self._players - 2:  # no cards, or nobody else has any
            self._settle()

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
