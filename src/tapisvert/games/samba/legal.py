"""The legal actions: the single source of truth `apply` checks against.

At the start of a turn (`Phase.TURN`): draw two from the stock, take the pile (with a natural pair
matching its top card: one action per pair the hand can form, `take 7C 7H`, even when there is one
only, so that the public action tells nothing of the hand; or, once the side has opened and the
pile is not frozen, by adding its top card to one of the side's melds: then compulsory when the
stock is exhausted), ask "may I go out?",
or, with the stock exhausted, end the hand. After drawing or taking (`Phase.PLAY`): the melds of
`legal_melds`, a discard, the question, or withdrawing an unfinished initial meld (only when no
lay-off from the hand can complete it: `opening_correction`). After the partner's "yes" the player
must go out: while a meld or lay-off is left, no discard that keeps cards is offered (once none is
left, he discards and his side pays the sheet's fine).
"""

from __future__ import annotations

from itertools import compress
from typing import Final

from tapisvert.core.native import native
from tapisvert.core.protocol import Action
from tapisvert.games.samba import actions as A
from tapisvert.games.samba.cards import IS_NATURAL, JOKER, NUM_KINDS, VALUE
from tapisvert.games.samba.hands import Hands
from tapisvert.games.samba.legal_melds import (
    GROUP_RANKS,
    black_threes,
    layoffs,
    merges,
    new_groups,
    new_sequences,
    opening_correction,
)
from tapisvert.games.samba.melds import GROUP
from tapisvert.games.samba.table import ANSWER, NO, OVER, PLAY, TURN, YES

_DISCARD: Final = A.DISCARD
_DISCARD_IDS: Final = tuple(A.DISCARD + c for c in range(NUM_KINDS))
_DRAW: Final = A.DRAW
_PAIRS: Final = len(A.PAIR_SUITS)


def _ascending(ids: list[int]) -> bool:
    """Whether `ids` is sorted already (four lists in five are): compiled, checking costs a
    tenth of `list.sort` on them."""
    last = -1
    for a in ids:
        if a < last:
            return False
        last = a
    return True


# Compiled, the plain loops above and below beat the interpreter's helpers; from the source the
# helpers (`compress`, `list.sort` on a sorted list) are faster, so each build keeps its own.
_NATIVE: Final = native(_ascending)


class LegalActions(Hands):
    """`legal_actions()`, computed once per position."""

    __slots__ = ()

    def legal_actions(self) -> list[Action]:
        return self.legal_shared()[:]

    def legal_shared(self) -> list[Action]:
        """The legal actions as computed once per position, the list itself, not a copy: for
        this game's own readers that only read it (the rollout policy, a call per decision)."""
        legal = self._legal
        if legal is None:
            ph = self._phase
            if ph is PLAY:
                legal = self._legal = self._gen_play()
            elif ph is TURN:
                legal = self._legal = self._gen_turn()
            else:
                legal = self._legal = self._gen()
        return legal

    def _gen(self) -> list[int]:
        ph = self._phase
        if ph is OVER:
            return []
        if ph is ANSWER:
            return [A.YES, A.NO]
        if ph is TURN:
            return self._gen_turn()
        return self._gen_play()

    def _gen_turn(self) -> list[int]:
        """Draw, take the pile, ask, or end the hand."""
        p = self._current
        team = p % self._sides
        stock = len(self._pack) - self._stock_pos
        out: list[int] = [_DRAW] if stock else []
        compulsory = False
        pile = self._pile
        if pile and not self._pile_declined:
            top = pile[-1]
            if IS_NATURAL[top]:
                h = self._hands[p]
                i = top % 13
                nat = h[i] + h[i + 13] + h[i + 26] + h[i + 39]
                rest = len(pile) - 1 - self._pile_red_threes
                hs = self._hand_sizes[p]
                opened = self._opened[team]
                can = self._canasta_counts[team]
                no_no = self._answer is not NO
                if nat >= 2:
                    # the hand keeps two cards, or the player may go out
                    if opened:
                        ok = hs - 2 + rest >= 2 or (can >= 2 and no_no)
                    elif 3 * VALUE[top] >= self._initial_minimum[team]:
                        ok = hs - 2 + rest >= 2
                    else:
                        ok = True
                    if ok:  # one action per pair the hand can form, its cards named
                        c = h[i], h[i + 13], h[i + 26], h[i + 39]
                        base = A.TAKE_WITH + (i - 2) * _PAIRS
                        for k, (s, t) in enumerate(A.PAIR_SUITS):
                            if c[s] > (s == t) and c[t]:
                                out.append(base + k)
                if opened and self._pile_freezers == 0:
                    r = i + 2
                    su = top // 13
                    k = A.TAKE_ADD
                    for m in self._melds[team]:
                        size = len(m.cards)
                        if m.kind is GROUP:
                            fits = size < 7 and m.rank == r
                        else:
                            low = m.low
                            fits = size < 7 and m.suit == su and (r == low - 1 or r == low + size)
                        if fits and (hs + rest >= 2 or (can + (size == 6) >= 2 and no_no)):
                            out.append(k)
                            compulsory = True
                        k += 1
        if not self._asked and not self._pile_declined and self._canasta_counts[team]:
            out.append(A.ASK)
        if compulsory:
            out.sort()
        elif not stock and not (out and self._answer is YES):
            # (after "yes" the hand may not end while a pair can take the pile: the answer binds)
            out.append(A.END)
        return out

    def _gen_play(self) -> list[int]:
        """Meld, lay off, merge, discard, ask, or withdraw an unfinished opening."""
        p = self._current
        team = p % self._sides
        h = self._hands[p]
        melds = self._melds[team]
        opened = self._opened[team]
        # cards the player will hold after an action removing none (a pending pile included)
        free = self._hand_sizes[p] + (
            len(self._pile) - self._pile_red_threes if self._pending_pile else 0
        )
        can = self._canasta_counts[team]
        no_no = self._answer is not NO
        may_out = can >= 2 and no_no
        # an action completing a canasta lets the player go out when `grow_out`
        grow_out = can >= 1 and no_no
        need = self._initial_minimum[team]
        tent = 0 if opened else self._tentative_value(team)
        out: list[int] = []
        if not self._meld_cancelled:
            jm = h[JOKER]
            if jm > 2:
                jm = 2
            tm = h[0] + h[13] + h[26] + h[39]
            if tm > 2:
                tm = 2
            if free >= 7:  # no new group can leave him fewer than two cards: all are legal
                for a, b, c, d, ids in GROUP_RANKS[jm][tm]:
                    nat = h[a] + h[b] + h[c] + h[d]
                    if nat >= 2:
                        out += ids[nat >= 3]
            else:
                new_groups(h, jm, tm, free, may_out, grow_out, opened, tent, need, out)
            if may_out and h[1] + h[40] >= 3:
                black_threes(h, free, opened, tent, need, out)
            new_sequences(h, free, may_out, grow_out, opened, tent, need, out)
            if melds:
                wild = bool(jm or tm)
                if layoffs(h, melds, wild, free, may_out, grow_out, opened, tent, need, out):
                    merges(melds, opened, free >= 2, can, no_no, out)
        if (
            not self._pending_pile
            and (opened or not melds)
            and (free >= 2 or may_out)
            # "yes" binds: no discard that keeps cards while a meld or lay-off is left to try
            and not (out and free >= 2 and self._answer is YES)
        ):
            if _NATIVE:  # compiled, a plain loop costs a tenth of `compress` and its list
                for c in range(NUM_KINDS):
                    if h[c]:
                        out.append(_DISCARD + c)
            else:
                out.extend(compress(_DISCARD_IDS, h))
        # an unfinished opening is withdrawn only when no lay-off from the hand can complete it
        # while he keeps two cards (the sheet's irregularity 4: correct it, else take it back)
        if not opened and melds and opening_correction(h, melds, free - 2, need - tent) is None:
            out.insert(0, A.CANCEL)
        if not self._asked and self._drew and not self._melded and can:
            out.insert(0, A.ASK)
        # (the question and the withdrawal, the lowest ids, go first: the list is then most
        # often in order already, and sorting is skipped)
        if not (_NATIVE and _ascending(out)):
            out.sort()
        return out
