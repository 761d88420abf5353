"""The seven-seals tensor: hand, cards played, the trick, every seat's seals and the centre.

The layout lives in the game (`games.seven_seals.features`), which also writes the tensor straight
from its state; this encoder fills the same layout from the JSON of `observation(seat)`.
"""

from __future__ import annotations

from tapisvert.games.seven_seals.features import KINDS, PHASES, C, layout
from tapisvert.rl.tensors.base import Field, Observation, Writer, scores


def fields(n: int) -> list[Field]:
    """The layout the game defines (`games.seven_seals.features`, shared with its direct writer)."""
    return [Field(*f) for f in layout(n)]


def fill(obs: Observation, w: Writer) -> None:
    n = w.n
    k = len(KINDS)
    w.cards("hand", obs["hand"])
    card, ones, seat = w.card, w.ones, w.seat
    played = w.start("played")
    won = [0] * n
    for t in obs["tricks"]:
        first = t["leader"] - seat
        ones.extend([played + (first + i) % n * C + card[c] for i, c in enumerate(t["cards"])])
        won[t["winner"]] += 1
    w.per_seat("tricks_won", won, 15)
    if obs["trick"]:
        trick = w.start("trick")
        first = obs["leader"] - seat
        ones.extend([trick + (first + i) % n * C + card[c] for i, c in enumerate(obs["trick"])])
    for s, held in enumerate(obs["seals"]):
        base = w.rel(s) * k
        for i, kind in enumerate(KINDS):
            w.set("seals", base + i, held[kind] / 6)
    for i, kind in enumerate(KINDS):
        w.set("centre", i, obs["centre"][kind] / 6)
    made = [0] * n
    for s, text in obs["predictions"]:
        made[s] += 1
        if text == "done":
            w.one("done", w.rel(s))
    w.per_seat("predictions", made, 10)
    w.choice("phase", PHASES, obs["phase"])
    w.who("saboteur", obs["saboteur"])
    w.who("dealer", obs["dealer"])
    w.who("to_act", obs["to_act"])
    w.who("leader", obs["leader"])
    w.per_seat("hand_sizes", obs["hand_sizes"], 15)
    w.per_seat("scores", scores(obs["scores"]), 20)
    w.values(
        "progress",
        (
            obs["hand_number"] / 10,
            obs["rounds"] / 10,
            obs["saboteur_base"] / 10,
            obs["predicted"] / n,
        ),
    )
