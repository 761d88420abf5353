"""The seven-seals tensor: hand, cards played, the trick, every seat's seals and the centre."""

from __future__ import annotations

from tapisvert.rl.tensors.base import INF, Field, Observation, Writer, scores, seats_field

C = 75  # five colours x fifteen ranks (games.seven_seals.cards)
KINDS = ("red", "yellow", "green", "blue", "violet", "white", "black")
PHASES = ("predict", "give", "play", "over")


def fields(n: int) -> list[Field]:
    k = len(KINDS)
    return [
        Field("hand", C, "cards in the seat's hand (card id = colour * 15 + rank - 1)"),
        Field("played", n * C, "cards each relative seat played to a finished trick of this hand"),
        Field("trick", n * C, "cards on the table in the current trick, block per relative seat"),
        Field(
            "seals",
            n * k,
            "seals each relative seat holds, per kind (" + ", ".join(KINDS) + ") / 6",
            0,
            INF,
        ),
        Field("centre", k, "seals left in the centre, per kind / 6", 0, INF),
        Field("done", n, "the relative seat has finished predicting"),
        Field("predictions", n, "predictions each relative seat made this hand / 10", 0, INF),
        Field("phase", len(PHASES), "phase one-hot: " + ", ".join(PHASES)),
        seats_field("saboteur", n, "the saboteur"),
        seats_field("dealer", n, "the dealer"),
        seats_field("to_act", n, "the seat to act"),
        seats_field("leader", n, "the leader of the current trick"),
        Field("hand_sizes", n, "cards in each relative seat's hand / 15"),
        Field("tricks_won", n, "tricks each relative seat won this hand / 15"),
        Field("scores", n, "each relative seat's match score / 20", -INF, INF),
        Field(
            "progress",
            4,
            "[hand number / 10, rounds / 10, saboteur base / 10, seats that predicted / n]",
            0,
            INF,
        ),
    ]


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
