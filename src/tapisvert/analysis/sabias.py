"""Sabias: who takes, when the taker makes it, what announcements are worth, 1 v 4 or 2 v 3.

Read from records only: each hand's deal (the cards dealt), its actions and its result's
`detail` (taker, called, alone, made, ecart, announcements), as docs/rules/sabias.md lays out.
"""

from __future__ import annotations

from typing import Any

from tapisvert.analysis.common import (
    common_specs,
    deal_hands,
    observe_common,
    score,
)
from tapisvert.analysis.figures import (
    ANNOUNCING,
    PLAY,
    TAKING,
    FigureSpec,
    GameAnalyzer,
    MatchSink,
    position_label,
    position_order,
)

JSON = Any

VERBS = {
    "take": "take (je prends)",
    "pass": "pass",
    "call": "call a Sabia",
    "conseil": "Conseil",
    "grand-conseil": "Grand Conseil",
    "jefa": "JEFA",
    "chelem": "Chelem",
}
ANNOUNCEMENTS = {
    "conseil": "Conseil",
    "grand-conseil": "Grand Conseil",
    "jefa made": "JEFA",
    "jefa failed": "JEFA",
    "chelem made": "Chelem",
    "chelem failed": "Chelem",
    "grande jefa + jefa": "Grande Jefa + Jefa",
}
ANN_ORDER = ("Conseil", "Grand Conseil", "JEFA", "Chelem", "Grande Jefa + Jefa")
ALONE, PARTNER = "alone (1 v 4)", "with a partner (2 v 3)"
RANKS = ("V", "IV", "III", "II", "I")


def card_points(card: str) -> int:
    """The card's points: Sabias 1 and 10 are worth 10, the other Sabias 6, V..I 5..1."""
    c = card.upper()
    if c.startswith("S"):
        return 10 if int(c[1:]) in (1, 10) else 6
    return 5 - RANKS.index(c.split("-")[1])


def card_group(card: str) -> str:
    """Sabias one by one; family cards by rank (a Grand-Père of any family...)."""
    c = card.upper()
    if c.startswith("S"):
        return c
    return f"{c.split('-')[1]} (any family)"


def _points_bin(points: int) -> str:
    low = points // 10 * 10
    return f"{low}-{low + 9}"


def specs(players: int) -> list[FigureSpec]:
    out = common_specs(
        players,
        "points",
        "a card",
        (TAKING, ANNOUNCING, PLAY) if players != 4 else (ANNOUNCING, PLAY),
    )
    out[-1] = FigureSpec(
        out[-1].id,
        "What each card is worth to the seat dealt it",
        "Mean hand score of the seat dealt this card minus that of the seats not dealt it:"
        " the ten Sabias one by one, family cards by rank over the ten families.",
        out[-1].value,
        "card dealt",
        kind="value",
        unit="seat-hands",
        decisions=out[-1].decisions,
        section="cards",
        order=tuple(f"S{i}" for i in range(1, 11)) + tuple(f"{r} (any family)" for r in RANKS),
    )
    order_ann = ANN_ORDER
    out += [
        FigureSpec(
            "announce_rate",
            "How often each announcement is made",
            "The share of hands in which someone makes the announcement (Grande Jefa + Jefa is"
            " awarded, not announced).",
            "share of hands",
            "announcement",
            kind="share",
            order=order_ann,
            decisions=(ANNOUNCING,),
            section="announcements",
        ),
        FigureSpec(
            "announce_success",
            "How often JEFA and Chelem are made",
            "Of the JEFA and Chelem announced, the share that succeeded.",
            "share made",
            "announcement",
            kind="share",
            unit="announcements",
            order=order_ann,
            decisions=(ANNOUNCING, PLAY),
            section="announcements",
        ),
        FigureSpec(
            "announce_value",
            "Points an announcement brings its camp",
            "The mean value of the announcement in the hand's scoring (a failed JEFA or Chelem"
            " counts its penalty).",
            "mean points per announcement",
            "announcement",
            unit="announcements",
            order=order_ann,
            decisions=(ANNOUNCING, PLAY),
            section="announcements",
        ),
        FigureSpec(
            "announce_score",
            "Hand score of the player who announces",
            "The announcer's mean score in the hands where he makes this announcement: what the"
            " announcement goes with, all told.",
            "mean hand score of the announcer",
            "announcement",
            unit="announcements",
            order=order_ann,
            decisions=(ANNOUNCING, PLAY),
            section="announcements",
        ),
    ]
    if players == 4:
        return out
    positions = position_order(players)
    out += [
        FigureSpec(
            "take_position",
            "Who takes, by place from the dealer",
            "The share of hands taken by the seat at each place (the dealer speaks first), and"
            " of hands where everyone passes (a void hand).",
            "share of hands",
            "place from the dealer",
            kind="share",
            order=(*positions, "nobody takes"),
            decisions=(TAKING,),
            section="taking",
        ),
        FigureSpec(
            "success_trumps",
            "Taker's success by Sabias (trumps) held",
            "The share of taken hands the taker's camp makes (card points at least 109 with"
            " `ecart=margin`), by how many Sabias the taker was dealt.",
            "share of takes made",
            "Sabias dealt to the taker",
            kind="share",
            unit="takes",
            decisions=(TAKING, PLAY),
            section="taking",
        ),
        FigureSpec(
            "success_points",
            "Taker's success by card points in hand",
            "The share of taken hands made, by the card points the taker was dealt.",
            "share of takes made",
            "card points dealt to the taker",
            kind="share",
            unit="takes",
            decisions=(TAKING, PLAY),
            section="taking",
        ),
        FigureSpec(
            "taker_score",
            "Taker's hand score by Sabias held",
            "The taker's mean score in a taken hand, by how many Sabias he was dealt.",
            "mean taker score per hand",
            "Sabias dealt to the taker",
            unit="takes",
            decisions=(TAKING, PLAY),
            section="taking",
        ),
        FigureSpec(
            "ecart",
            "The écart of taken hands",
            "The distribution of the écart E (the taker camp's card points minus 109 with"
            " `ecart=margin`, or minus the defenders' points with `ecart=difference`): the"
            " margin the hand is scored on.",
            "taken hands",
            "écart E",
            kind="distribution",
            unit="takes",
            decisions=(TAKING, PLAY),
            section="taking",
        ),
    ]
    if players == 5:
        out += [
            FigureSpec(
                "camp_share",
                "1 v 4 against 2 v 3: how often the taker plays alone",
                "The share of takes in which the taker called a Sabia he holds (1 v 4).",
                "share of takes",
                "camp",
                kind="share",
                unit="takes",
                order=(ALONE, PARTNER),
                decisions=(TAKING,),
                section="taking",
            ),
            FigureSpec(
                "camp_success",
                "1 v 4 against 2 v 3: the taker's success",
                "The share of takes made, alone or with a called partner.",
                "share of takes made",
                "camp",
                kind="share",
                unit="takes",
                order=(ALONE, PARTNER),
                decisions=(TAKING, PLAY),
                section="taking",
            ),
            FigureSpec(
                "camp_score",
                "1 v 4 against 2 v 3: the taker's score",
                "The taker's mean hand score, alone (k = 4) or with a partner (k = 2).",
                "mean taker score per hand",
                "camp",
                unit="takes",
                order=(ALONE, PARTNER),
                decisions=(TAKING, PLAY),
                section="taking",
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
        seen = {a: 0 for a in ANN_ORDER}
        for a in detail.get("announcements") or []:
            label = ANNOUNCEMENTS.get(str(a["announcement"]))
            if label is None:
                continue
            seen[label] = 1
            if label in ("JEFA", "Chelem"):
                made = 1.0 if str(a["announcement"]).endswith("made") else 0.0
                sink.rate("announce_success", label, made)
            sink.rate("announce_value", label, score(a["value"]))
            sink.rate("announce_score", label, scores[int(a["seat"])])
        for label, count in seen.items():
            sink.rate("announce_rate", label, float(count))
        if players == 4:
            continue
        dealer = detail.get("dealer")
        taker = detail.get("taker")
        if isinstance(dealer, int):
            for p in range(players):
                took = taker is not None and (taker - dealer) % players == p
                sink.rate("take_position", position_label(p, players), 1.0 if took else 0.0)
            sink.rate("take_position", "nobody takes", 1.0 if taker is None else 0.0)
        if taker is None:
            continue
        made = 1.0 if detail.get("made") else 0.0
        cards = deal_hands(hand.get("deal"), rec) or []
        if taker < len(cards):
            mine = cards[taker]
            trumps = str(sum(1 for c in mine if c.upper().startswith("S")))
            sink.rate("success_trumps", trumps, made)
            sink.rate("taker_score", trumps, scores[taker])
            sink.rate("success_points", _points_bin(sum(card_points(c) for c in mine)), made)
        if "ecart" in detail:
            sink.sample("ecart", "taker's camp", score(detail["ecart"]))
        if players == 5:
            camp = ALONE if detail.get("alone") else PARTNER
            for c in (ALONE, PARTNER):
                sink.rate("camp_share", c, 1.0 if c == camp else 0.0)
            sink.rate("camp_success", camp, made)
            sink.rate("camp_score", camp, scores[taker])


ANALYZER = GameAnalyzer(specs, observe)
