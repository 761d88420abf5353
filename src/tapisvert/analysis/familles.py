"""Familles: the first asker's advantage, families laid by what was dealt, how long a deal lasts.

Read from records: each deal's hands and dealer (the dealer asks first), its asks, and the
result's `detail` (`families` per seat, `winner`), as docs/rules/familles.md lays out.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from tapisvert.analysis.common import common_specs, deal_hands, observe_common
from tapisvert.analysis.figures import (
    ASKING,
    FigureSpec,
    GameAnalyzer,
    MatchSink,
    position_label,
    position_order,
)
from tapisvert.analysis.sabias import RANKS
from tapisvert.analysis.sabias import card_group as sages_group

JSON = Any

VERBS = {"ask": "ask for a card"}


def family(card: str) -> int:
    c = card.upper()
    return int(c[1:]) if c.startswith("S") else int(c.split("-")[0])


def specs(players: int) -> list[FigureSpec]:
    out = common_specs(players, "points", "a card", (ASKING,))
    out[-1] = FigureSpec(
        out[-1].id,
        "What each card is worth to the seat dealt it",
        "Mean deal score of the seat dealt this card minus that of the seats not dealt it"
        " (the Jefa S1 and the Grande Jefa S10 give two more asks when given).",
        out[-1].value,
        "card dealt",
        kind="value",
        unit="seat-deals",
        decisions=out[-1].decisions,
        section="cards",
        order=tuple(f"S{i}" for i in range(1, 11)) + tuple(f"{r} (any family)" for r in RANKS),
    )
    positions = position_order(players)
    out += [
        FigureSpec(
            "families_position",
            "Families laid per deal by place from the dealer",
            "The dealer asks first: the mean families a seat lays in a deal, by its place"
            " from the dealer. The first asker's advantage is the dealer's bar against the"
            " others.",
            "mean families per deal",
            "place from the dealer",
            order=positions,
            decisions=(ASKING,),
            section="families",
        ),
        FigureSpec(
            "deal_wins_position",
            "Deals won by place from the dealer",
            "The share of deals a seat wins alone (most families), by place from the dealer;"
            " `nobody` counts deals tied for the most.",
            "share of deals",
            "place from the dealer",
            kind="share",
            order=(*positions, "nobody"),
            decisions=(ASKING,),
            section="families",
        ),
        FigureSpec(
            "families_by_dealt",
            "Families laid by cards dealt",
            "The mean families a seat lays in a deal, by the most cards of one family it was"
            " dealt.",
            "mean families per deal",
            "most cards of one family dealt",
            unit="seat-deals",
            decisions=(ASKING,),
            section="families",
        ),
        FigureSpec(
            "deal_length",
            "How long a deal lasts",
            "The distribution of the number of asks in a deal.",
            "deals",
            "asks in the deal",
            kind="distribution",
            unit="deals",
            decisions=(ASKING,),
            section="families",
        ),
    ]
    return out


def observe(rec: JSON, sink: MatchSink) -> None:
    players = int(rec["players"])
    observe_common(rec, sink, deal_hands, sages_group, VERBS)
    for hand in rec.get("hands") or []:
        res = hand.get("result")
        if res is None:
            continue
        detail = res.get("detail") or {}
        dealer = detail.get("dealer")
        counts = detail.get("family_counts") or [len(f) for f in detail.get("families") or []]
        winner = detail.get("winner")
        sink.sample("deal_length", "all seats", float(len(hand["actions"])))
        if isinstance(dealer, int):
            for s, c in enumerate(counts):
                place = position_label((s - dealer) % players, players)
                sink.rate("families_position", place, float(c))
                sink.rate("deal_wins_position", place, 1.0 if winner == s else 0.0)
            sink.rate("deal_wins_position", "nobody", 1.0 if winner is None else 0.0)
        cards = deal_hands(hand.get("deal"), rec) or []
        for s, mine in enumerate(cards):
            if s < len(counts) and mine:
                most = max(Counter(family(c) for c in mine).values())
                sink.rate("families_by_dealt", str(most), float(counts[s]))


ANALYZER = GameAnalyzer(specs, observe)
