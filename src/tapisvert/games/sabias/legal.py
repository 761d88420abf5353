"""The legal actions: the single source of truth `apply` checks against.

The legal set is one bitmask (`_legal_mask`, a bit per action id) computed when the turn changes;
the list `legal_actions()` returns is built from it on demand, and shared between states when
the same mask comes back (a family to follow, the Sabias), as legal lists are never mutated.
Taking: take or pass; the call: any of the ten Sabias; announcements: JEFA (holding the Jefa),
CHELEM (nobody announced it yet), each Conseil the seat's Sabias make, or done; the play: the
cards that follow the trick (follow the family, else trump, overtrumping when one can).
"""

from __future__ import annotations

from itertools import combinations
from typing import Final

from tapisvert.games.sabias.actions import (
    ANNOUNCE_CHELEM,
    ANNOUNCE_JEFA,
    CALL_FIRST,
    CONSEIL_FIRST,
    DONE,
    PASS,
    TAKE,
)
from tapisvert.games.sabias.cards import (
    ABOVE,
    C0,
    C1,
    C2,
    C3,
    C4,
    CONSEIL_NUMBERS,
    FAMILY,
    FAMILY_PLAIN,
    SABIA_MASK,
    SABIA_OF,
    TRUMP_LEAD,
    ids_of,
    mask_of,
)
from tapisvert.games.sabias.table import ANNOUNCE, BID, CALL, JEFA_BIT, PLAY, SabiasTable

TAKE_OR_PASS: Final = 1 << TAKE | 1 << PASS  # the legal mask while taking
# The cards that follow a lead, by led family index (a Sabia lead, TRUMP_LEAD, is followed by
# trumps).
FOLLOWERS: Final = (*FAMILY, 0)

# Legal card lists by mask, shared by every state (follow masks repeat: a family, the Sabias).
_CARD_LISTS: Final[dict[int, list[int]]] = {}
_CARD_LISTS_SIZE: Final = 1 << 16
_CARD_LISTS_MAX_CARDS: Final = 10  # cards in a kept list
# Announcement options (list and mask) by what they depend on: CHELEM open, JEFA open, the
# Sabias held while a Conseil is open.
_ANNOUNCE_OPTIONS: Final[dict[int, tuple[list[int], int]]] = {}


class Legal(SabiasTable):
    """`legal_actions()`, and the legal mask kept up to date as the turn changes."""

    __slots__ = ()

    def legal_actions(self) -> list[int]:
        legal = self._legal
        if legal is None:
            mask = self._legal_mask
            kept = _CARD_LISTS.get(mask)
            if kept is None:
                legal = self._legal = [
                    *C0[mask & 4095],
                    *C1[mask >> 12 & 4095],
                    *C2[mask >> 24 & 4095],
                    *C3[mask >> 36 & 4095],
                    *C4[mask >> 48 & 4095],
                ]
                if mask.bit_count() <= _CARD_LISTS_MAX_CARDS:  # whole hands rarely repeat
                    if len(_CARD_LISTS) >= _CARD_LISTS_SIZE:
                        _CARD_LISTS.clear()
                    _CARD_LISTS[mask] = legal  # shared, as legal lists are: never mutated
                return legal
            legal = self._legal = kept
        return legal

    def legal_mask(self) -> int:
        """The legal set's mask, kept up to date as the turn changes (0 when over)."""
        return self._legal_mask

    def _refresh_legal(self) -> None:
        """Recompute the legal set of the seat to act from scratch (any phase)."""
        phase = self._phase
        seat = self._turn
        if phase is PLAY:
            self._legal_mask = self._follow_mask(seat)
            self._legal = None
            return
        if phase is BID:
            legal = [TAKE, PASS]
        elif phase is CALL:
            legal = list(range(CALL_FIRST, CALL_FIRST + 10))
        elif phase is ANNOUNCE:
            self._announce_legal(seat)
            return
        else:
            legal = []
        self._legal = legal
        self._legal_mask = mask_of(legal)

    def _announce_legal(self, seat: int) -> None:
        """Set the legal list and mask of `seat` announcing (cached by what they depend on)."""
        hand = self._hands[seat]
        key = 0 if self._conseil_done >> seat & 1 else hand & SABIA_MASK
        if self._chelem_seat < 0:
            key |= 1 << 61
        if hand & JEFA_BIT and not self._jefa_done >> seat & 1:
            key |= 1 << 60
        hit = _ANNOUNCE_OPTIONS.get(key)
        if hit is None:
            legal = self._announce_options(seat)
            hit = _ANNOUNCE_OPTIONS[key] = (legal, mask_of(legal))
            if len(_ANNOUNCE_OPTIONS) > _CARD_LISTS_SIZE:
                _ANNOUNCE_OPTIONS.clear()
        self._legal, self._legal_mask = hit  # the list is shared: legal lists are never mutated

    def _announce_options(self, seat: int) -> list[int]:
        hand = self._hands[seat]
        out = []
        if hand & JEFA_BIT and not self._jefa_done >> seat & 1:
            out.append(ANNOUNCE_JEFA)
        if self._chelem_seat < 0:
            out.append(ANNOUNCE_CHELEM)
        out.append(DONE)
        held = hand & SABIA_MASK
        if held.bit_count() >= 5 and not self._conseil_done >> seat & 1:
            numbers = [c // 6 + 1 for c in ids_of(held)]
            out.extend(CONSEIL_FIRST + CONSEIL_NUMBERS[combo] for combo in combinations(numbers, 5))
        return out

    def _follow_mask(self, seat: int) -> int:
        """The cards `seat` may play to the trick in progress, every option considered."""
        hand = self._hands[seat]
        if not self._trick:
            return hand
        led = self._led
        best = self._best_strength
        if led == TRUMP_LEAD:
            trumps = hand & SABIA_MASK
            return (trumps & ABOVE[best] or trumps) if trumps else hand
        rules = self._rules
        own_sabia = 0
        if rules.sabia_follows:
            family = hand & FAMILY[led]
            if family:
                return family
        else:
            own_sabia = hand & SABIA_OF[led]
            family = hand & FAMILY_PLAIN[led]
            if family:
                return family | own_sabia
        trumps = hand & SABIA_MASK & ~own_sabia
        if not trumps:
            return hand
        if rules.partner_exempt and best > 10 and self._knows_partner(seat, self._winning_seat):
            return trumps | own_sabia
        return (trumps & ABOVE[best] or trumps) | own_sabia


__all__ = ["FOLLOWERS", "TAKE_OR_PASS", "Legal"]
