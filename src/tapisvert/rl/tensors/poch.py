"""The poch tensor: hand, trump, the seven piles, the bet, the runs played, chips.

The layout lives in the game (`games.poch.features`), which also writes the tensor straight from
its state; this encoder fills the same layout from the JSON of `observation(seat)`.
"""

from __future__ import annotations

from tapisvert.games.poch.features import PHASES, PILES, SUITS, C, layout
from tapisvert.rl.tensors.base import Field, Observation, Writer


def fields(n: int) -> list[Field]:
    """The layout the game defines (`games.poch.features`, shared with its direct writer)."""
    return [Field(*f) for f in layout(n)]


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
