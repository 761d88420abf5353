"""The familles tensor: hand, laid families, and what the public history says of each card.

The layout lives in the game (`games.familles.features`), which also writes the tensor straight
from its state (the event log's codes); this encoder fills the same layout from the JSON of
`observation(seat)` (the history's lines).
"""

from __future__ import annotations

import re

from tapisvert.games.familles.features import C, F, layout
from tapisvert.rl.tensors.base import Field, Observation, Writer, scores

# "S ask T CARD given|refused" and "S draw CARD shown" (games/familles/events.py)
_MOVES = re.compile(r"^(?:(\d+) ask (\d+) (\S+) (given|refused)|(\d+) draw (\S+) shown)$", re.M)


def fields(n: int) -> list[Field]:
    """The layout the game defines (`games.familles.features`, shared with its direct writer)."""
    return [Field(*f) for f in layout(n)]


def fill(obs: Observation, w: Writer) -> None:
    n = w.n
    w.cards("hand", obs["hand"])
    card, seat = w.card, w.seat
    holder: dict[int, int] = {}
    refused: dict[int, set[int]] = {}
    asked: dict[int, set[int]] = {}
    # Only asks and shown draws move a card publicly; one regex pass finds them in order.
    for m in _MOVES.finditer("\n".join(obs["history"])):
        asker, target, ask_card, outcome, drawer, drawn = m.groups()
        if outcome == "refused":
            c = card[ask_card]
            refused.setdefault(c, set()).add(int(target))
            asked.setdefault(c, set()).add(int(asker))
            continue
        if outcome == "given":
            c, s = card[ask_card], int(asker)
        else:
            c, s = card[drawn], int(drawer)
        holder[c] = s
        refused.pop(c, None)
        asked.pop(c, None)
    laid = {fam for fams in obs["laid"] for fam in fams}
    for name, table in (("refused", refused), ("asked", asked)):
        start = w.start(name)
        w.ones.extend(
            [
                start + (s - seat) % n * C + c
                for c, ss in table.items()
                if c // 6 + 1 not in laid
                for s in ss
            ]
        )
    start = w.start("holds")
    w.ones.extend(
        [start + (s - seat) % n * C + c for c, s in holder.items() if c // 6 + 1 not in laid]
    )
    for s, fams in enumerate(obs["laid"]):
        for fam in fams:
            w.one("laid", w.rel(s) * F + fam - 1)
    w.per_seat("hand_sizes", obs["hand_sizes"], 60)
    w.set("stock_size", 0, obs["stock_size"] / 60)
    w.set("asks_left", 0, obs["asks_left"] / 3)
    w.set("families_down", 0, obs["families_down"] / 10)
    w.who("dealer", obs["dealer"])
    w.who("to_act", obs["to_act"])
    w.per_seat("scores", scores(obs["scores"]), 100)
    w.per_seat("totals", scores(obs["totals"]), 100)
    w.per_seat("manches_won", obs["manches_won"])
    w.values("progress", (obs["hand_number"] / 10, obs["manche"] / 10, float(obs["over"])))
