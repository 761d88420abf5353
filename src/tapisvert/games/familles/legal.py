"""The legal actions: the single source of truth `apply` checks against.

The player to act may ask any other player who holds cards for any card he lacks of a family not
yet laid down (under `ask_requires_family`, of a family he holds a card of). The asks come out of
look-up tables (`cards`): per 12-bit slice of his hand, the families he holds; per family and
target, the ready-made action ids.
"""

from __future__ import annotations

from tapisvert.games.familles.cards import ASK_ROWS, HELD_KEYS, NUM_FAMILIES
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
