"""The legal actions: the single source of truth `apply` checks against.

The player to act may ask any other player who holds cards for any card he lacks of a family not
yet laid down (under `ask_requires_family`, of a family he holds a card of). The asks come out of
look-up tables (`cards`): per 12-bit slice of his hand, the families he holds; per family and
target, the ready-made action ids.
"""

from __future__ import annotations

from tapisvert.games.familles.cards import ASK_ROWS, DECK_SIZE, HELD_KEYS, NUM_FAMILIES
from tapisvert.games.familles.table import FamillesTable


class LegalActions(FamillesTable):
    """`legal_actions()`, computed at each call (the tables make it a few slices)."""

    __slots__ = ()

    def legal_actions(self) -> list[int]:
        p = self._to_act
        if p is None:
            return []
        hands = self._hands
        h = hands[p]
        keys: tuple[int, ...]  # one type, so compiled code iterates it natively
        if self._ask_requires_family:
            keys = (
                HELD_KEYS[0][h & 4095]
                + HELD_KEYS[1][h >> 12 & 4095]
                + HELD_KEYS[2][h >> 24 & 4095]
                + HELD_KEYS[3][h >> 36 & 4095]
                + HELD_KEYS[4][h >> 48]
            )
        else:
            laid = self._laid_cards
            keys = tuple(
                [
                    f * 64 + (h >> (f * 6) & 63)
                    for f in range(NUM_FAMILIES)
                    if not laid >> (f * 6) & 1
                ]
            )
        out: list[int] = []
        for t in range(self._players):
            if t != p and hands[t]:
                row = ASK_ROWS[t]
                for k in keys:
                    out.extend(row[k])
        return out

    def legal_mask(self) -> int:
        """`legal_actions()` as a mask: the cards the seat may ask for (those it lacks of the
        families its keys name), one block of 60 bits per other seat holding cards."""
        p = self._to_act
        if p is None:
            return 0
        hands = self._hands
        h = hands[p]
        wanted = 0  # the cards that may be asked for, whoever is asked
        if self._ask_requires_family:
            for f in range(NUM_FAMILIES):
                held = h >> (f * 6) & 63
                if held:
                    wanted |= (63 ^ held) << (f * 6)
        else:
            laid = self._laid_cards
            for f in range(NUM_FAMILIES):
                if not laid >> (f * 6) & 1:
                    wanted |= (63 ^ (h >> (f * 6) & 63)) << (f * 6)
        mask = 0
        if wanted:
            for t in range(self._players):
                if t != p and hands[t]:
                    mask |= wanted << (t * DECK_SIZE)
        return mask
