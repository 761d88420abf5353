"""The poch tensor: hand, trump, the seven piles, the bet, the runs played, chips."""

from __future__ import annotations

from tapisvert.rl.tensors.base import INF, Field, Observation, Writer, seats_field

C = 32  # piquet pack: suit * 8 + rank (games.poch.cards)
PHASES = ("betting", "runs", "over")
PILES = ("A", "K", "Q", "J", "10", "K+Q", "7-8-9")
SUITS = ("S", "H", "D", "C")


def fields(n: int) -> list[Field]:
    p = len(PILES)
    return [
        Field("hand", C, "cards in the seat's hand (card id = suit * 8 + rank)"),
        Field("trump", C, "the turned-up trump card"),
        Field("trump_suit", 4, "trump suit one-hot: S H D C"),
        Field("played", n * C, "cards each relative seat played in the runs of this hand"),
        Field("run", C, "cards of the run in progress"),
        seats_field("run_last", n, "the seat that played the last card of the run in progress"),
        Field("shown", C, "cards shown at the betting showdown"),
        Field("pile_chips", p, "chips on each pile (" + ", ".join(PILES) + ") / 20", 0, INF),
        Field(
            "pile_won",
            p * (n + 1),
            "who won each pile this hand: per pile, relative seat one-hot, last slot: not won yet",
        ),
        Field("chips", n, "each relative seat's chips / 100", 0, INF),
        Field("stakes", n, "each relative seat's stake in the bet / 100", 0, INF),
        Field("bet_stakes", n, "the finished bet's stakes per relative seat / 100", 0, INF),
        seats_field("bet_winner", n, "the winner of the finished bet"),
        Field("bet", 1, "the bet to match / 100", 0, INF),
        Field(
            "flags",
            3 * n,
            "per relative seat: [passed, dropped out of the bet, still in the match]",
        ),
        Field("opened", 1, "the bet is opened"),
        seats_field("opener", n, "the seat that opened the bet"),
        Field("hand_sizes", n, "cards in each relative seat's hand / 16", 0, INF),
        Field("phase", len(PHASES), "phase one-hot: " + ", ".join(PHASES)),
        Field("lead_suit_barred", 4, "the suit that may not be led (S H D C)"),
        seats_field("dealer", n, "the dealer"),
        seats_field("to_act", n, "the seat to act"),
        Field("progress", 2, "[hand number / 10, runs played / 10]", 0, INF),
    ]


def fill(obs: Observation, w: Writer) -> None:
    n = w.n
    card, ones, seat = w.card, w.ones, w.seat
    w.cards("hand", obs["hand"])
    if obs["trump"] is not None:
        w.cards("trump", (obs["trump"],))
    if obs["trump_suit"] is not None:
        w.choice("trump_suit", SUITS, obs["trump_suit"])
    played = w.start("played")
    runs = obs["runs"]
    for run in runs:
        ones.extend([played + (s - seat) % n * C + card[c] for s, c in run])
    if runs and obs["phase"] == "runs":
        current = runs[-1]
        w.cards("run", [c for _, c in current])
        w.who("run_last", current[-1][0])
    else:
        w.who("run_last", None)
    bet = obs["bet_result"]
    if bet is not None:
        if bet["shown"]:
            w.cards("shown", bet["shown"])
        w.per_seat("bet_stakes", bet["stakes"], 100)
        w.who("bet_winner", bet["winner"])
    else:
        w.who("bet_winner", None)
    for i, pile in enumerate(obs["piles"]):
        w.set("pile_chips", PILES.index(pile["name"]), pile["chips"] / 20)
        won = pile["won_by"]
        w.one("pile_won", i * (n + 1) + (n if won is None else w.rel(won)))
    w.per_seat("chips", obs["chips"], 100)
    w.per_seat("stakes", obs["stakes"], 100)
    w.set("bet", 0, obs["bet"] / 100)
    for k, key in enumerate(("passed", "dropped", "in_match")):
        for s, flag in enumerate(obs[key]):
            if flag:
                w.one("flags", 3 * w.rel(s) + k)
    if obs["opened"]:
        w.one("opened", 0)
    w.who("opener", obs["opener"])
    w.per_seat("hand_sizes", obs["hand_sizes"], 16)
    w.choice("phase", PHASES, obs["phase"])
    if obs["lead_suit_barred"] is not None:
        w.choice("lead_suit_barred", SUITS, obs["lead_suit_barred"])
    w.who("dealer", obs["dealer"])
    w.who("to_act", obs["to_act"])
    w.values("progress", (obs["hand_number"] / 10, len(runs) / 10))
