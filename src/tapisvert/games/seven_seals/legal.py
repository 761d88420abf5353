"""The legal actions: the single source of truth `apply` checks against.

PREDICT: take a seal of each colour left in the centre; steal a colour the centre has run out of
from another seat holding one; the saboteur, while nobody is and before taking a seal this turn;
done. PLAY: follow the led colour when able, else any card. GIVE: the seal kinds the trick's
winner may give back, among those he holds (the led colour, white, or red after trumping).
"""

from __future__ import annotations

from typing import Final

from tapisvert.core.native import native
from tapisvert.core.protocol import Action
from tapisvert.games.seven_seals.cards import (
    _COLOUR_CARDS,
    COLOUR_MASK,
    NUM_COLOURS,
    NUM_KINDS,
    RANKS,
    RED,
    WHITE,
    colour_cards,
    trick_winner,
)
from tapisvert.games.seven_seals.table import GIVE, PLAY, PREDICT, STEAL, TAKE, SevenSealsTable

_M0, _M1, _M2, _M3, _M4 = COLOUR_MASK
# Compiled, the plain calls beat a bound method (from the source, the other way round).
_NATIVE: Final = native(colour_cards)


class LegalActions(SevenSealsTable):
    """`legal_actions()`, computed once per position."""

    __slots__ = ()

    def legal_actions(self) -> list[Action]:
        legal = self._legal
        if legal is None:
            legal = self._legal = self._compute_legal()
        return list(legal)

    def _compute_legal(self) -> list[int]:
        phase = self._phase
        if phase is PLAY:
            h = self._hands[self._to_act]  # type: ignore[index]
            if self._trick:
                m = h & COLOUR_MASK[self._trick[0] // RANKS]
                if m:
                    if _NATIVE:
                        return list(colour_cards(m))
                    return list(_COLOUR_CARDS.get(m) or colour_cards(m))
            m0, m1, m2, m3, m4 = h & _M0, h & _M1, h & _M2, h & _M3, h & _M4
            if _NATIVE:  # compiled, `colour_cards` is one native dict lookup
                return [
                    *colour_cards(m0),
                    *colour_cards(m1),
                    *colour_cards(m2),
                    *colour_cards(m3),
                    *colour_cards(m4),
                ]
            get = _COLOUR_CARDS.get  # from the source, a bound `get` saves a call a colour
            return [
                *(get(m0) or colour_cards(m0)),
                *(get(m1) or colour_cards(m1)),
                *(get(m2) or colour_cards(m2)),
                *(get(m3) or colour_cards(m3)),
                *(get(m4) or colour_cards(m4)),
            ]
        if phase is PREDICT:
            return self._prediction_actions()
        if phase is GIVE:
            last = self._tricks[-1]
            give = self._give_action
            return [give + k for k in self._give_options(last.winner, last.cards)]
        return []

    def _prediction_actions(self) -> list[int]:
        n = self._players
        seat = self._to_act
        centre = self._centre
        seals = self._seals
        acts = [TAKE + c for c in range(NUM_COLOURS) if centre[c]]
        if len(acts) < NUM_COLOURS:  # some colour is exhausted: it may be stolen
            for c in range(NUM_COLOURS):
                if not centre[c]:
                    for v in range(n):
                        if v != seat and seals[v * NUM_KINDS + c]:
                            acts.append(STEAL + c * n + v)
        if self._saboteur < 0 and not self._took_this_turn:
            acts.append(self._saboteur_action)
        acts.append(self._done_action)
        return acts

    def _give_options(self, winner: int, cards: tuple[int, ...]) -> list[int]:
        """The seal kinds the winner of `cards` may give back, among those he holds [S, A]."""
        base = winner * NUM_KINDS
        seals = self._seals
        led = cards[0] // RANKS
        out = []
        if led != RED and seals[base + RED] and cards[trick_winner(cards)] < RANKS:
            out.append(RED)
        if seals[base + led]:
            out.append(led)
        if seals[base + WHITE]:
            out.append(WHITE)
        return out
