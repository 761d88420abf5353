"""The familles tensor: hand, laid families, and what the public history says of each card."""

from __future__ import annotations

import re

from tapisvert.rl.tensors.base import INF, Field, Observation, Writer, scores, seats_field

C = 60  # the Jeu des Sages, card ids 0..59 (core.sages)
# "S ask T CARD given|refused" and "S draw CARD shown" (games/familles/events.py)
_MOVES = re.compile(r"^(?:(\d+) ask (\d+) (\S+) (given|refused)|(\d+) draw (\S+) shown)$", re.M)
F = 10  # families


def fields(n: int) -> list[Field]:
    return [
        Field("hand", C, "cards in the seat's hand (card id)"),
        Field(
            "holds",
            n * C,
            "the last public move of the card put it in this relative seat's"
            " hand (given on an ask, or drawn and shown): block per relative seat",
        ),
        Field(
            "refused",
            n * C,
            "this relative seat was asked for the card and refused it, and the"
            " card has not moved publicly since",
        ),
        Field(
            "asked",
            n * C,
            "this relative seat asked for the card (so held one of its family"
            " then), and the card has not moved publicly since",
        ),
        Field("laid", n * F, "families laid down by each relative seat (family 1..10)"),
        Field("hand_sizes", n, "cards in each relative seat's hand / 60"),
        Field("stock_size", 1, "cards left in the stock / 60"),
        Field("asks_left", 1, "asks the seat to act has left this turn / 3", 0, INF),
        Field("families_down", 1, "families laid down in this hand / 10"),
        seats_field("dealer", n, "the dealer"),
        seats_field("to_act", n, "the seat to act"),
        Field("scores", n, "each relative seat's score in the current manche / 100", -INF, INF),
        Field("totals", n, "each relative seat's match total / 100", -INF, INF),
        Field("manches_won", n, "manches each relative seat won", 0, INF),
        Field("progress", 3, "[hand number / 10, manche / 10, match over]", 0, INF),
    ]


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
