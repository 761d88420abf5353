"""The sabias tensor: hand, cards played by each seat, the trick, bids, announcements, scores."""

from __future__ import annotations

from tapisvert.rl.tensors.base import INF, Field, Observation, Writer, scores, seats_field

C = 60  # the Jeu des Sages, card ids 0..59 (core.sages)
PHASES = ("taking", "call", "announcements", "play", "over")
MODES = ("camp", "teams", "individual")
ANNOUNCEMENTS = ("jefa", "chelem", "conseil", "grand-conseil")
BIDS = ("take", "pass")


def fields(n: int) -> list[Field]:
    return [
        Field("hand", C, "cards in the seat's hand (card id)"),
        Field(
            "played",
            n * C,
            "cards each seat played to a finished trick of this hand"
            " (block per relative seat, card id)",
        ),
        Field("trick", n * C, "cards on the table in the current trick, block per relative seat"),
        Field(
            "shown", n * C, "cards shown with an announcement (Conseil), block per relative seat"
        ),
        Field("called", C, "the Sabia the taker called (5 players)"),
        Field("phase", len(PHASES), "phase one-hot: " + ", ".join(PHASES)),
        Field("mode", len(MODES), "scoring mode one-hot: " + ", ".join(MODES)),
        seats_field("dealer", n, "the dealer"),
        seats_field("to_act", n, "the seat to act"),
        seats_field("leader", n, "the leader of the current trick"),
        Field("bids", n * 2, "each relative seat's bid so far: [took, passed]"),
        seats_field("taker", n, "the taker"),
        seats_field("partner", n, "the revealed partner"),
        Field("alone", 2, "the taker is known to play [alone, with a partner]"),
        seats_field("chelem", n, "the seat that announced CHELEM"),
        seats_field("grande_jefa", n, "the seat that played both JEFA and Grande JEFA"),
        Field(
            "announcements",
            n * len(ANNOUNCEMENTS),
            "announcements made, per relative seat: " + ", ".join(ANNOUNCEMENTS),
        ),
        Field("hand_sizes", n, "cards in each relative seat's hand / 20"),
        Field("tricks_won", n, "tricks each relative seat won this hand / 20"),
        Field("trick_points", n, "card points each relative seat won this hand / 100", 0, INF),
        Field(
            "manche_scores", n, "each relative seat's score in the current manche / 200", -INF, INF
        ),
        Field("manches", n, "manches each relative seat won", 0, INF),
        Field("totals", n, "each relative seat's match total / 200", -INF, INF),
        Field("progress", 2, "[hand number / 10, tricks finished / 20]", 0, INF),
    ]


def fill(obs: Observation, w: Writer) -> None:
    n = w.n
    w.cards("hand", obs["hand"])
    card, ones, seat = w.card, w.ones, w.seat
    played = w.start("played")
    won = [0] * n
    for t in obs["tricks"]:
        first = t["leader"] - seat
        ones.extend([played + (first + i) % n * C + card[c] for i, c in enumerate(t["cards"])])
        won[t["winner"]] += 1
    w.per_seat("tricks_won", won, 20)
    trick = w.start("trick")
    ones.extend([trick + (s - seat) % n * C + card[c] for s, c in obs["trick"]])
    for s, shown in enumerate(obs["shown"]):
        w.cards("shown", shown, w.rel(s), C)
    if obs["called"] is not None:
        w.cards("called", (obs["called"],))
    w.choice("phase", PHASES, obs["phase"])
    w.choice("mode", MODES, obs["mode"])
    w.who("dealer", obs["dealer"])
    w.who("to_act", obs["to_act"])
    w.who("leader", obs["leader"])
    for s, bid in obs["bids"]:
        w.one("bids", 2 * w.rel(s) + BIDS.index(bid))
    w.who("taker", obs["taker"])
    w.who("partner", obs["partner"])
    if obs["alone"] is not None:
        w.one("alone", 0 if obs["alone"] else 1)
    w.who("chelem", obs["chelem"])
    w.who("grande_jefa", obs["grande_jefa"])
    for a in obs["announcements"]:
        w.one(
            "announcements",
            len(ANNOUNCEMENTS) * w.rel(a["seat"]) + ANNOUNCEMENTS.index(a["announcement"]),
        )
    w.per_seat("hand_sizes", obs["hand_sizes"], 20)
    w.per_seat("trick_points", obs["trick_points"], 100)
    w.per_seat("manche_scores", scores(obs["manche_scores"]), 200)
    w.per_seat("manches", obs["manches"])
    w.per_seat("totals", scores(obs["totals"]), 200)
    w.values("progress", (obs["hand_number"] / 10, len(obs["tricks"]) / 20))
