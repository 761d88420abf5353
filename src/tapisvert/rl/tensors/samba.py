"""The samba tensor: card counts of the hand, of every team's melds, of the pile, and the table.

The layout lives in the game (`games.samba.features`), which also writes the tensor straight from
its state; this encoder fills the same layout from the JSON of `observation(seat)`.
"""

from __future__ import annotations

from collections import Counter

from tapisvert.games.samba.features import ANSWERS, CANASTAS, PHASES, RANKS, K, layout
from tapisvert.rl.tensors.base import Field, Observation, Writer, scores


def fields(n: int) -> list[Field]:
    """The layout the game defines (`games.samba.features`, shared with its direct writer)."""
    return [Field(*f) for f in layout(n)]


def _counts(w: Writer, field: str, cards: list[str], block: int = 0) -> None:
    card = w.card
    base = block * K
    for kind, count in Counter(card[c] for c in cards).items():
        w.set(field, base + kind, count / 3)


def fill(obs: Observation, w: Writer) -> None:
    n = w.n
    t = n // 2
    my_team = obs["team"]
    _counts(w, "hand", obs["hand"])
    for s, known in enumerate(obs["known_cards"]):
        _counts(w, "known", known, w.rel(s))
    for team, melds in enumerate(obs["melds"]):
        rt = (team - my_team) % t
        cards: list[str] = []
        canastas: Counter[str] = Counter()
        for m in melds:
            cards.extend(m["cards"])
            if m["kind"] == "group":
                w.set("groups", rt * len(RANKS) + RANKS.index(m["rank"]), len(m["cards"]) / 7)
            else:
                w.set("sequences", rt * 4 + "CDHS".index(m["suit"]), len(m["cards"]) / 7)
            if m["canasta"] is not None:
                canastas[m["canasta"]] += 1
        _counts(w, "melds", cards, rt)
        for kind, count in canastas.items():
            w.set("canastas", rt * len(CANASTAS) + CANASTAS.index(kind), count / 3)
    _counts(w, "pile", obs["pile"])
    if obs["pile_top"] is not None:
        w.cards("pile_top", (obs["pile_top"],))
    if obs["pending_top"] is not None:
        w.cards("pending_top", (obs["pending_top"],))
    w.set("pile_size", 0, len(obs["pile"]) / 20)
    w.set("stock_size", 0, obs["stock_size"] / 100)
    w.per_seat("red_threes", [len(r) for r in obs["red_threes"]], 2)
    w.per_seat("hand_sizes", obs["hand_sizes"], 15)
    for name, values, scale in (
        ("opened", obs["opened"], 1),
        ("pile_frozen", obs["pile_frozen"], 1),
        ("initial_minimum", obs["initial_minimum"], 100),
        ("team_scores", scores(obs["scores"]), 1000),
        ("fines", obs["fines"], 100),
    ):
        for team, v in enumerate(values):
            w.set(name, (team - my_team) % t, float(v) / scale)
    w.choice("phase", PHASES, obs["phase"])
    if obs["answer"] is not None:
        w.choice("answer", ANSWERS, obs["answer"])
    w.values(
        "turn",
        (obs["drew"], obs["melded"], obs["pile_declined"], obs["meld_cancelled"], obs["asked"]),
    )
    w.who("dealer", obs["dealer"])
    w.who("to_act", obs["to_act"])
    w.values(
        "progress", (obs["hand_number"] / 10, obs["turns"] / 100, (obs["opening_value"] or 0) / 100)
    )
