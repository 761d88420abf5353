"""Seven Seals: how well predictions come true, the saboteur, which seals nobody takes.

Read from records: the prediction actions (`take COLOUR`, `steal COLOUR SEAT`, `saboteur`) and
each round's `detail` (`saboteur`, `seals_left` per seat), as docs/rules/seven-seals.md says.
"""

from __future__ import annotations

from typing import Any

from tapisvert.analysis.common import common_specs, deal_hands, observe_common, score
from tapisvert.analysis.figures import (
    PLAY,
    PREDICTING,
    FigureSpec,
    GameAnalyzer,
    MatchSink,
    position_label,
    position_order,
)

JSON = Any

COLOURS = ("red", "yellow", "green", "blue", "violet")
INITIAL = {"R": "red", "Y": "yellow", "G": "green", "B": "blue", "V": "violet"}
SUPPLY = {"red": 5, "yellow": 3, "green": 3, "blue": 3, "violet": 3}
KINDS = (*COLOURS, "white", "black")
VERBS = {
    "take": "take a seal",
    "steal": "steal a seal",
    "saboteur": "become the saboteur",
    "done": "end a prediction",
    "give": "choose the seal to give back",
}
SAB, OTHERS, NONE = "the saboteur", "the others, in his round", "everyone, rounds without one"
BANDS = ("1-5", "6-10", "11-15")


def card_group(card: str) -> str:
    c = card.upper()
    rank = int(c[1:])
    return f"{INITIAL[c[0]]} {BANDS[(rank - 1) // 5]}"


def specs(players: int) -> list[FigureSpec]:
    out = common_specs(players, "points", "a card", (PREDICTING, PLAY))
    out[-1] = FigureSpec(
        out[-1].id,
        "What a card is worth to the seat dealt it",
        "Mean round score of a seat dealt a card of this colour and rank band, minus that of"
        " the others (red is trump).",
        out[-1].value,
        "cards dealt",
        kind="value",
        unit="seat-rounds",
        decisions=out[-1].decisions,
        section="cards",
        order=tuple(f"{c} {b}" for c in COLOURS for b in BANDS),
    )
    positions = position_order(players)
    out += [
        FigureSpec(
            "pred_accuracy",
            "Prediction accuracy by prediction size",
            "The share of rounds in which a player (not the saboteur) ends with no seal at"
            " all, i.e. won exactly the tricks he predicted, by how many seals he took"
            " (steals included).",
            "share of rounds predicted exactly",
            "seals taken",
            kind="share",
            unit="player-rounds",
            decisions=(PREDICTING, PLAY),
            section="prediction",
        ),
        FigureSpec(
            "pred_score",
            "Round score by prediction size",
            "A player's mean round score by how many seals he took.",
            "mean round score",
            "seals taken",
            unit="player-rounds",
            decisions=(PREDICTING, PLAY),
            section="prediction",
        ),
        FigureSpec(
            "saboteur_who",
            "How often the saboteur is chosen, by place from the dealer",
            "The share of rounds in which the seat at each place becomes the saboteur (the"
            " dealer's left predicts first), and of rounds without a saboteur.",
            "share of rounds",
            "place from the dealer",
            kind="share",
            unit="rounds",
            order=(*positions, "nobody"),
            decisions=(PREDICTING,),
            section="prediction",
        ),
        FigureSpec(
            "saboteur_score",
            "What the saboteur scores",
            "Mean round score of the saboteur, of the other players in his rounds, and of"
            " everyone in rounds without a saboteur.",
            "mean round score",
            "who",
            unit="player-rounds",
            order=(SAB, OTHERS, NONE),
            decisions=(PREDICTING, PLAY),
            section="prediction",
        ),
        FigureSpec(
            "unclaimed",
            "Which colours' seals go unclaimed",
            "The share of each colour's seals still in the centre when the predictions end"
            " (red 5 seals, the others 3).",
            "share of the colour's seals left",
            "colour",
            kind="share",
            unit="seals",
            order=COLOURS,
            decisions=(PREDICTING,),
            section="prediction",
        ),
        FigureSpec(
            "seals_left",
            "Seals a player is left with at the end of a round",
            "Mean seals of each kind a player (not the saboteur) still holds when the round is"
            " scored: coloured −2 each, white −4, black (penalty) −3.",
            "mean seals per player and round",
            "seal",
            unit="player-rounds",
            order=KINDS,
            decisions=(PREDICTING, PLAY),
            section="prediction",
        ),
    ]
    return out


def observe(rec: JSON, sink: MatchSink) -> None:
    players = int(rec["players"])
    observe_common(rec, sink, deal_hands, card_group, VERBS)
    for hand in rec.get("hands") or []:
        res = hand.get("result")
        if res is None:
            continue
        detail = res.get("detail") or {}
        scores = [score(v) for v in res["scores"]]
        saboteur = detail.get("saboteur")
        dealer = detail.get("dealer")
        taken = [0] * players
        claimed = dict.fromkeys(COLOURS, 0)
        for seat, text in hand["actions"]:
            words = text.lower().split()
            if words[0] == "take":
                taken[seat] += 1
                claimed[words[1]] = claimed.get(words[1], 0) + 1
            elif words[0] == "steal":
                taken[seat] += 1
        for c in COLOURS:
            sink.rate("unclaimed", c, float(SUPPLY[c] - claimed.get(c, 0)), float(SUPPLY[c]))
        if isinstance(dealer, int):
            for p in range(players):
                who = saboteur is not None and (saboteur - dealer) % players == p
                sink.rate("saboteur_who", position_label(p, players), 1.0 if who else 0.0)
            sink.rate("saboteur_who", "nobody", 1.0 if saboteur is None else 0.0)
        left = detail.get("seals_left") or []
        for s in range(players):
            if s == saboteur:
                sink.rate("saboteur_score", SAB, scores[s])
                continue
            sink.rate("saboteur_score", OTHERS if saboteur is not None else NONE, scores[s])
            size = str(taken[s])
            if s < len(left):
                held = left[s]
                exact = 1.0 if sum(int(v) for v in held.values()) == 0 else 0.0
                sink.rate("pred_accuracy", size, exact)
                for k in KINDS:
                    sink.rate("seals_left", k, float(held.get(k, 0)))
            sink.rate("pred_score", size, scores[s])


ANALYZER = GameAnalyzer(specs, observe)
