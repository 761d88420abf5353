"""Applying an action: drawing, taking the pile, melding, laying off, merging, withdrawing an
unfinished opening, discarding, and the question "may I go out?".

Going out: a player whose hand empties (by melding, or by discarding his last card) ends the hand,
once his side has opened; a "yes" not followed by going out costs the side a fine.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Final

from tapisvert.core.draws import below_by
from tapisvert.core.native import native
from tapisvert.games.samba import actions as A
from tapisvert.games.samba.cards import IS_RED3, IS_WILD, JOKER, NUM_KINDS, TWOS, kind, rank_of
from tapisvert.games.samba.legal import LegalActions
from tapisvert.games.samba.melds import GROUP, SEQUENCE, Meld, group
from tapisvert.games.samba.scoring import WITHDRAWN_OPENING_RAISE, YES_NOT_OUT_FINE
from tapisvert.games.samba.table import ANSWER, NO, PLAY, TURN, YES

_DISCARD: Final = A.DISCARD
_TAKE_WITH: Final = A.TAKE_WITH
_DRAW: Final = A.DRAW
_GROUP: Final = A.GROUP
_SEQ: Final = A.SEQ
_LAYOFF: Final = A.LAYOFF
_MERGE: Final = A.MERGE
# (rank, naturals, jokers, twos) of each group id from GROUP
_GROUP_PARTS: Final = tuple(A.group_parts(a) for a in range(A.GROUP, A.SEQ))
# (suit, low, cards) of each sequence id from SEQ
_SEQ_RUNS: Final = tuple(
    (suit, low, tuple(kind(suit, r) for r in range(low, low + length)))
    for suit, low, length in A.SEQUENCES
)


def _holds(legal: list[int], action: int) -> bool:
    """Whether `action` is in `legal`: compiled, a loop of native compares costs a third of
    `in` on a list (a rich comparison per item); from the source, `in` is faster."""
    for a in legal:  # noqa: SIM110 (a loop mypyc compiles, not a generator)
        if a == action:
            return True
    return False


_NATIVE: Final = native(_holds)


class Moves(LegalActions):
    """`apply` and what each action does."""

    __slots__ = ()

    def apply(self, action: object) -> None:
        # `object`, not `int`: compiled, an `int` parameter would refuse `apply(1.5)` in mypyc's
        # words before the protocol's TypeError could (core.protocol, test_api_edges).
        legal = self._legal
        if legal is None:
            legal = self._legal = self._gen()
        if type(action) is not int or not (_holds(legal, action) if _NATIVE else action in legal):
            raise self._refuse(action)
        p = self._current
        if action >= _DISCARD:
            if action < _TAKE_WITH:
                self._discard(p, action - _DISCARD)
            else:
                self._take_pair(p, A.take_with_cards(action))
        elif action == _DRAW:
            self._draw(p)
        elif action >= _GROUP:
            self._meld(p, action)
        elif action == A.ASK:
            self._asked = True
            self._ask_phase = self._phase
            self._phase = ANSWER
            self._to_act = self.partner(p)
        elif action == A.YES or action == A.NO:
            self._answer = YES if action == A.YES else NO
            self._phase = self._ask_phase
            self._to_act = p
        elif action == A.CANCEL:
            self._cancel(p)
        elif action == A.END:
            if self._answer is YES:  # "yes" and not out: the sheet's fine
                self._fines[p % self._sides] += YES_NOT_OUT_FINE
            self._end_hand(None)
        else:
            self._take_add(p, action - A.TAKE_ADD)
        self._legal = None

    def play_randomly(self, hand: int, rng: random.Random) -> None:
        """Play uniformly random legal actions until hand `hand` ends (or the match does).

        Search's random rollout (`SearchHooks.playout`): each action is `legal[r]`, with `r`
        drawn as `rng.randrange(len(legal))` draws it, so the same generator plays the same
        actions as the interpreted loop and is left in the same state. Compiled, the whole loop
        runs in C: no Python frame per action for the draw, the legal list or `apply`.
        """
        getrandbits = rng.getrandbits  # fetched once: a bound method a draw costs a lookup
        while self._to_act is not None and self._hand_number == hand:
            legal = self._legal  # the position's own list, not a copy
            if legal is None:
                legal = self._legal = self._gen()
            self.apply(legal[below_by(getrandbits, len(legal))])

    # ------------------------------------------------------------------ melding
    def _meld(self, p: int, action: int) -> None:
        """Apply a group, sequence, lay-off or merge."""
        team = p % self._sides
        if action < _SEQ:
            rank, n, j, t = _GROUP_PARTS[action - _GROUP]
            taken = self._take_naturals(p, rank, n) + [JOKER] * j + self._take_twos(p, t)
            self._hands[p][JOKER] -= j
            self._hand_sizes[p] = self._hand_sizes[p] - j
            if j and self._known_cards[p]:
                self._forget(p, [JOKER] * j)
            self._melds[team].append(Meld(GROUP, rank, -1, 0, j + t, tuple(taken)))
            self._after_meld(p)
        elif action < _LAYOFF:
            suit, low, run = _SEQ_RUNS[action - _SEQ]
            h = self._hands[p]
            for c in run:
                h[c] = h[c] - 1
            self._hand_sizes[p] = self._hand_sizes[p] - len(run)
            if self._known_cards[p]:
                self._forget(p, run)
            self._melds[team].append(Meld(SEQUENCE, 0, suit, low, 0, run))
            self._after_meld(p)
        elif action < _MERGE:
            k, c = divmod(action - _LAYOFF, NUM_KINDS)
            self._lay_off(p, k, c)
        else:
            i, j = divmod(action - _MERGE, A.MAX_MELDS)
            melds = self._melds[team]
            mi, mj = melds[i], melds[j]
            melds[i] = group(mi.rank, mi.wilds + mj.wilds, mi.cards + mj.cards)
            del melds[j]
            self._melded = True
            self._canasta_counts[team] = self._canastas(team)

    def _take_naturals(self, p: int, rank: int, n: int) -> list[int]:
        """Remove `n` naturals of `rank` from the hand, each from the suit held most (ties:
        C D H S)."""
        h = self._hands[p]
        out = []
        for _ in range(n):
            best = -1
            bc = 0
            for s in range(4):
                c = s * 13 + rank - 2
                if h[c] > bc:
                    best, bc = c, h[c]
            h[best] = h[best] - 1
            out.append(best)
        self._hand_sizes[p] = self._hand_sizes[p] - n
        if self._known_cards[p]:
            self._forget(p, out)
        return out

    def _take_twos(self, p: int, t: int) -> list[int]:
        """Remove `t` twos from the hand, each the two held most (ties: the lowest id)."""
        h = self._hands[p]
        out = []
        for _ in range(t):
            best = 0
            for c in TWOS:
                if h[c] > h[best]:
                    best = c
            h[best] = h[best] - 1
            out.append(best)
        self._hand_sizes[p] = self._hand_sizes[p] - t
        if self._known_cards[p]:
            self._forget(p, out)
        return out

    def _lay_off(self, p: int, k: int, c: int) -> None:
        melds = self._melds[p % self._sides]
        m = melds[k]
        self._hands[p][c] -= 1
        self._hand_sizes[p] = self._hand_sizes[p] - 1
        if self._known_cards[p]:
            self._forget(p, (c,))
        melds[k] = _grown(m, c)
        self._after_meld(p)

    def _after_meld(self, p: int) -> None:
        """Count the side's canastas, complete its opening when the melds reach the minimum (a
        pending pile then goes to the hand), and end the hand when the player went out."""
        team = p % self._sides
        self._melded = True
        self._canasta_counts[team] = self._canastas(team)
        if not self._opened[team] and self._tentative_value(team) >= self._initial_minimum[team]:
            self._opened[team] = True
            if self._pending_pile:
                self._pending_pile = False
                self._pile_to_hand(p)
        if self._hand_sizes[p] == 0 and not self._pending_pile and self._opened[team]:
            self._end_hand(p)

    def _cancel(self, p: int) -> None:
        """Withdraw the side's unfinished initial meld: its cards go back to the hand (publicly),
        a pile taken for it goes back to the table (the player then draws), and the side's
        minimum rises by 10 for the rest of the hand (the sheet's irregularity 4 b)."""
        team = p % self._sides
        self._initial_minimum[team] += WITHDRAWN_OPENING_RAISE
        self._minimum_raised[team] += WITHDRAWN_OPENING_RAISE
        h = self._hands[p]
        for m in self._melds[team]:
            for c in m.cards:
                h[c] = h[c] + 1
                self._hand_sizes[p] = self._hand_sizes[p] + 1
            self._learn(p, m.cards)
        self._melds[team] = []
        self._canasta_counts[team] = 0
        if self._pending_pile:
            top = self._pending_top
            h[top] = h[top] - 1
            self._hand_sizes[p] = self._hand_sizes[p] - 1
            self._forget(p, (top,))
            self._pile.append(top)
            self._pending_pile = False
            self._phase = TURN
            self._pile_declined = True
        else:
            self._meld_cancelled = True

    # ------------------------------------------------------------------ the stock and the pile
    def _draw(self, p: int) -> None:
        self._drew = True
        self._phase = PLAY
        pack = self._pack
        end = len(pack)
        for _ in (0, 1):
            pos = self._stock_pos
            if pos >= end:
                return
            c = pack[pos]
            if IS_RED3[c]:
                if not self._draw_one(p):
                    return
            else:
                self._stock_pos = pos + 1
                self._hands[p][c] += 1
                self._hand_sizes[p] = self._hand_sizes[p] + 1

    def _pile_to_hand(self, p: int) -> None:
        h = self._hands[p]
        self._learn(p, [c for c in self._pile if not IS_RED3[c]])
        for c in self._pile:
            if IS_RED3[c]:
                self._red_threes[p] = (*self._red_threes[p], c)
            else:
                h[c] = h[c] + 1
                self._hand_sizes[p] = self._hand_sizes[p] + 1
        self._pile = []
        self._pile_freezers = 0
        self._pile_red_threes = 0

    def _take_pair(self, p: int, pair: tuple[int, int]) -> None:
        """Take the pile with the natural pair `pair`: the pair and the top card are melded;
        before the side has opened, the pile waits (`_pending_pile`) until the opening is
        complete."""
        team = p % self._sides
        top = self._pile.pop()
        h = self._hands[p]
        for c in pair:
            h[c] = h[c] - 1
        self._hand_sizes[p] = self._hand_sizes[p] - 2
        if self._known_cards[p]:
            self._forget(p, pair)
        self._melds[team].append(group(rank_of(top), 0, (top, *pair)))
        self._phase = PLAY
        self._melded = True
        if self._opened[team]:
            self._pile_to_hand(p)
        else:
            self._pending_pile = True
            self._pending_top = top
        self._after_meld(p)

    def _take_add(self, p: int, k: int) -> None:
        """Take the pile by adding its top card to the side's meld `k`."""
        melds = self._melds[p % self._sides]
        top = self._pile.pop()
        melds[k] = _grown(melds[k], top)
        self._phase = PLAY
        self._melded = True
        self._pile_to_hand(p)
        self._after_meld(p)

    def _discard(self, p: int, c: int) -> None:
        self._hands[p][c] -= 1
        sizes = self._hand_sizes
        left = sizes[p] = sizes[p] - 1
        if self._known_cards[p]:
            self._forget(p, (c,))
        self._pile.append(c)
        if IS_WILD[c]:
            self._pile_freezers += 1
        if left == 0:
            self._end_hand(p)
            return
        if self._answer is YES:
            self._fines[p % self._sides] += YES_NOT_OUT_FINE
        self._start_turn((p + 1) % self._config.players)

    # ------------------------------------------------------------------ public knowledge
    def _forget(self, p: int, cards: Sequence[int]) -> None:
        """`p` played `cards`: each was one copy fewer of a card publicly known in his hand."""
        known = list(self._known_cards[p])
        for c in cards:
            if c in known:
                known.remove(c)
        self._known_cards[p] = tuple(known)

    def _learn(self, p: int, cards: Sequence[int]) -> None:
        """`cards` came publicly to `p`'s hand (a taken pile, a withdrawn opening)."""
        if cards:
            self._known_cards[p] = tuple(sorted(self._known_cards[p] + tuple(cards)))


def _grown(m: Meld, c: int) -> Meld:
    """Meld `m` with card `c` added (a group's natural or wild card, a sequence's next card at
    either end)."""
    if m.kind is GROUP:
        return Meld(GROUP, m.rank, -1, 0, m.wilds + IS_WILD[c], (*m.cards, c))
    if rank_of(c) < m.low:
        return Meld(SEQUENCE, 0, m.suit, m.low - 1, 0, (c, *m.cards))
    return Meld(SEQUENCE, 0, m.suit, m.low, 0, (*m.cards, c))
