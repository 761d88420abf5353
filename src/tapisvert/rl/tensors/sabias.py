"""The sabias tensor: hand, cards played by each seat, the trick, bids, announcements, scores.

The layout lives in the game (`games.sabias.features`), which also writes the tensor straight from
its state; this encoder fills the same layout from the JSON of `observation(seat)`.
"""

from __future__ import annotations

from tapisvert.games.sabias.features import ANNOUNCEMENTS, BIDS, MODES, PHASES, C, layout
from tapisvert.rl.tensors.base import Field, Observation, Writer, scores


def fields(n: int) -> list[Field]:
    """The layout the game defines (`games.sabias.features`, shared with its direct writer)."""
    return [Field(*f) for f in layout(n)]


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
