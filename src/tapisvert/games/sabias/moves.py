"""Applying an action: a card to the trick (the hot path of random play and search), or a bid, a
call, an announcement.

`apply` checks the action against the legal mask, then updates the trick in progress (its best
strength and winning seat) and computes the next seat's legal mask directly; at the end of a trick
the winner leads; when the last card is played, the hand ends (`hands`).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Final

from tapisvert.core import sages
from tapisvert.core.draws import below_by
from tapisvert.core.native import native
from tapisvert.games.sabias.actions import (
    ANNOUNCE_CHELEM,
    ANNOUNCE_JEFA,
    CALL_FIRST,
    CONSEIL_FIRST,
    DONE,
    TAKE,
)
from tapisvert.games.sabias.cards import (
    ABOVE,
    C0,
    C1,
    C2,
    C3,
    C4,
    CONSEIL_MASKS,
    CONSEIL_SETS,
    LED_BY,
    POINTS,
    SABIA_MASK,
    STRENGTH,
    is_grand,
)
from tapisvert.games.sabias.hands import Hands
from tapisvert.games.sabias.legal import FOLLOWERS
from tapisvert.games.sabias.table import (
    ANNOUNCE,
    BID,
    CALL,
    JEFA_BIT,
    PLAY,
)


def _random_card(mask: int, getrandbits: Callable[[int], int]) -> int:
    """`legal[below_by(getrandbits, len(legal))]` for the legal list of the cards of `mask`, the
    same draw, without building the list: the list is the mask's cards ascending, read 12 bits at
    a time from `ids_of`'s tables (`C0`..`C4`), so the r-th card is found slice by slice."""
    s0, s1, s2 = C0[mask & 4095], C1[mask >> 12 & 4095], C2[mask >> 24 & 4095]
    s3, s4 = C3[mask >> 36 & 4095], C4[mask >> 48 & 4095]
    r = below_by(getrandbits, len(s0) + len(s1) + len(s2) + len(s3) + len(s4))
    for cards in (s0, s1, s2, s3):
        if r < len(cards):
            return cards[r]
        r -= len(cards)
    return s4[r]


# Compiled, picking the card beats building the legal list; from the source it is slower.
_NATIVE: Final = native(_random_card)


class Moves(Hands):
    """`apply(action)`: a card to the trick, or one small method per phase before the play."""

    __slots__ = ()

    def apply(self, action: object) -> None:
        # `object`, not `int`: compiled, an `int` parameter would refuse `apply(1.5)` in mypyc's
        # words before the protocol's TypeError could (core.protocol, test_api_edges).
        if type(action) is not int or action < 0 or not self._legal_mask >> action & 1:
            raise self._refuse(action)
        move: int = action  # unboxed once (compiled): a card, or a bid, a call, an announcement
        if move >= TAKE:  # a legal id above the cards' is a bid, a call or an announcement
            phase = self._phase
            if phase is BID:
                self._bid(move)
            elif phase is CALL:
                self._call(move)
            else:
                self._announce(move)
            return
        seat = self._turn
        hands = self._hands
        hands[seat] = hands[seat] ^ (1 << move)  # not `^=`: compiled, generic on a list item
        hand_ids = self._hand_ids
        if hand_ids is not None:
            hand_ids[seat].remove(move)
        trick = self._trick
        rules = self._rules
        if trick:
            led = self._led
            best = self._best_strength
            strength = STRENGTH[led][move]
            if strength > best:
                self._best_strength = best = strength
                self._winning_seat = seat
            trick.append(move)
            self._points_in_trick += POINTS[move]
            if len(trick) == rules.players:
                winner = self._winning_seat
                self._card_points[winner] = self._card_points[winner] + self._points_in_trick
                self._tricks += ((self._leader, (*trick,), winner),)
                trick.clear()
                if not hands[seat]:  # the trick's last player is out of cards: so is everyone
                    self._end_hand()
                    return
                self._leader = self._turn = self._to_act = winner
                self._legal_mask = hands[winner]
                self._legal = None if hand_ids is None else hand_ids[winner][:]
                return
        else:
            led = self._led = LED_BY[move]
            best = self._best_strength = STRENGTH[led][move]
            self._winning_seat = self._leader = seat
            self._points_in_trick = POINTS[move]
            trick.append(move)
        seat = self._turn = self._to_act = rules.next_seat[seat]
        self._legal = None
        if not rules.simple_follow:
            self._legal_mask = self._follow_mask(seat)
            return
        hand = hands[seat]
        family = hand & FOLLOWERS[led]
        if family:
            self._legal_mask = family
            return
        trumps = hand & SABIA_MASK
        if trumps:
            self._legal_mask = trumps & ABOVE[best] or trumps
        else:
            self._legal_mask = hand
            if hand_ids is not None:
                self._legal = hand_ids[seat][:]

    def play_randomly(self, hand: int, rng: random.Random) -> None:
        """Play uniformly random legal actions until hand `hand` ends (or the match does).

        Search's random rollout (`SearchHooks.playout`), drawing as `rng.randrange(len(legal))`
        does. Compiled, the whole loop runs in C: no Python frame per action for the draw, the
        legal list or `apply`, which is what most of a sabias search iteration is.
        """
        getrandbits = rng.getrandbits  # fetched once: a bound method a draw costs a lookup
        if not _NATIVE:
            while self._to_act is not None and self._hand_number == hand:
                listed = self.legal_actions()
                self.apply(listed[below_by(getrandbits, len(listed))])
            return
        while self._to_act is not None and self._hand_number == hand:
            legal = self._legal
            if legal is not None:
                self.apply(legal[below_by(getrandbits, len(legal))])
                continue
            # a card to play, and no list yet: draw it from the mask, no list built
            self.apply(_random_card(self._legal_mask, getrandbits))

    def _bid(self, action: int) -> None:
        """Take or pass."""
        seat = self._turn
        rules = self._rules
        self._bids += ((seat, action == TAKE),)
        if action == TAKE:
            self._taker = seat
            if rules.players == 5:
                self._phase = CALL
                self._refresh_legal()
            else:
                self._open_announcements()
        elif len(self._bids) == rules.players:
            self._void_hand()
        else:
            self._turn = self._to_act = rules.next_seat[seat]  # the same choice: take or pass

    def _call(self, action: int) -> None:
        """The taker calls a Sabia (5 players)."""
        self._called = sages.sabia(action - CALL_FIRST + 1)
        self._open_announcements()

    def _announce(self, action: int) -> None:
        """An announcement, or done (after the dealer's turn, the play begins)."""
        seat = self._turn
        if action == DONE:
            after = self._rules.next_seat[seat]
            if after == self._dealer:
                self._phase = PLAY
                lead = self._chelem_seat if self._chelem_seat >= 0 else self._dealer
                self._turn = self._to_act = self._leader = lead
                self._legal_mask = self._hands[lead]
                hand_ids = self._hand_ids
                self._legal = None if hand_ids is None else hand_ids[lead][:]
                return
            self._turn = self._to_act = after
        elif action == ANNOUNCE_JEFA:
            self._jefa_done |= 1 << seat
            self._announcements += ((seat, "jefa", 0),)
            self._make_public(seat, JEFA_BIT)
        elif action == ANNOUNCE_CHELEM:
            self._chelem_seat = seat
            self._announcements += ((seat, "chelem", 0),)
        else:
            i = action - CONSEIL_FIRST
            self._conseil_done |= 1 << seat
            name = "grand-conseil" if is_grand(CONSEIL_SETS[i]) else "conseil"
            self._announcements += ((seat, name, CONSEIL_MASKS[i]),)
            self._make_public(seat, CONSEIL_MASKS[i])
        self._announce_legal(self._turn)

    def _open_announcements(self) -> None:
        self._phase = ANNOUNCE
        self._turn = self._to_act = self._dealer
        self._announce_legal(self._dealer)

    def _make_public(self, seat: int, cards: int) -> None:
        """Cards of `seat`'s hand become public (shown Conseil, the Jefa a JEFA promises)."""
        self._shown |= cards
        if self._called >= 0 and cards >> self._called & 1:
            self._partner = seat


__all__ = ["Moves"]
