"""Poch: what each pile is worth, how the betting goes, where chips flow, who is eliminated.

Read from records: each deal's cards and trump card, the betting actions, and the result's
`detail` (`bet`, `piles_won`, `payments`, `chips_before`/`after`, `eliminated`), as
docs/rules/poch.md lays out.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from tapisvert.analysis.common import common_specs, deal_hands, observe_common, verb
from tapisvert.analysis.figures import (
    BETTING,
    PLAY,
    FigureSpec,
    GameAnalyzer,
    MatchSink,
    position_label,
    position_order,
)

JSON = Any

PILES = ("A", "K", "Q", "J", "10", "K+Q", "7-8-9")
RANKS = ("7", "8", "9", "10", "J", "Q", "K", "A")
VERBS = {"pass": "pass (check)", "bet": "open or raise", "match": "match", "drop": "drop out"}
OPENED, CONTESTED, BEST = (
    "betting opened",
    "contested (a showdown)",
    "won by the best hand at the table",
)
SOURCES = ("betting", "piles won", "ante", "going out")


def _rank_suit(card: str) -> tuple[str, str]:
    c = card.upper().replace("T", "10")
    return c[:-1], c[-1]


def hand_value(cards: list[str], trump_suit: str) -> tuple[int, int, int]:
    """A hand's worth at the showdown: (set size, rank, holds the trump of that rank).

    Four of a kind beats three, three beats a pair; between equal sizes the higher rank, and
    for two pairs of one rank the pair with the trump. Without a pair: the highest card (size 1),
    the trump of that rank first. Ties left are broken by the place from the dealer's left.
    """
    by_rank: dict[int, list[str]] = {}
    for c in cards:
        name, suit = _rank_suit(c)
        by_rank.setdefault(RANKS.index(name), []).append(suit)
    if not by_rank:
        return (0, -1, 0)
    size, top = max((len(s), r) for r, s in by_rank.items())
    return (size if size > 1 else 1, top, 1 if trump_suit in by_rank[top] else 0)


def card_group(card: str) -> str:
    return _rank_suit(card)[0]


def specs(players: int) -> list[FigureSpec]:
    out = common_specs(players, "chips", "a card", (BETTING, PLAY))
    positions = position_order(players)
    out[-1] = FigureSpec(
        out[-1].id,
        "What a card is worth to the seat dealt it",
        "Mean chips a seat wins in a deal when dealt a card of this rank (any suit), minus"
        " that of the seats not dealt it.",
        "chips difference per deal",
        "rank dealt",
        kind="value",
        unit="seat-deals",
        decisions=out[-1].decisions,
        section="cards",
        order=tuple(reversed(RANKS)),
    )
    out[2] = FigureSpec(
        out[2].id,
        "Chips won per deal by place from the dealer",
        out[2].text,
        "mean chips per deal",
        out[2].axis,
        order=out[2].order,
        decisions=out[2].decisions,
        unit="seat-deals",
        section="seats",
    )
    out += [
        FigureSpec(
            "pile_won",
            "How often each pile is won",
            "The share of deals in which the pile is taken (it is taken by playing the trump"
            " honours; a pile not won carries over).",
            "share of deals",
            "pile",
            kind="share",
            unit="deals",
            order=PILES,
            decisions=(PLAY,),
            section="betting",
        ),
        FigureSpec(
            "pile_chips",
            "The value of each pile",
            "The mean chips in the pile when it is won (carry-overs included).",
            "mean chips when won",
            "pile",
            unit="piles won",
            order=PILES,
            decisions=(PLAY,),
            section="betting",
        ),
        FigureSpec(
            "betting",
            "How the betting goes",
            "Share of deals in which someone opens the betting, in which two or more players"
            " reach the showdown, and, of the opened deals, in which the winner held the best"
            " hand dealt (drop-outs included).",
            "share",
            "betting",
            kind="share",
            unit="deals",
            order=(OPENED, CONTESTED, BEST),
            decisions=(BETTING,),
            section="betting",
        ),
        FigureSpec(
            "pot",
            "Size of the betting pot",
            "The distribution of the chips staked in opened deals.",
            "opened deals",
            "chips in the pot",
            kind="distribution",
            unit="deals",
            decisions=(BETTING,),
            section="betting",
        ),
        FigureSpec(
            "chips_flow",
            "Where chips come from, by place from the dealer",
            "Mean chips won (or lost, below 0) per deal by a seat at each place, split by"
            " source: the betting, the piles, the ante put on the piles, the payments when"
            " someone goes out.",
            "mean chips per deal",
            "source and place",
            unit="seat-deals",
            order=tuple(f"{s}, {p}" for s in SOURCES for p in positions),
            decisions=(BETTING, PLAY),
            section="betting",
        ),
        FigureSpec(
            "eliminations",
            "When players are eliminated",
            "The distribution of the deal in which a player runs out of chips.",
            "eliminations",
            "deal of the match",
            kind="distribution",
            unit="eliminations",
            decisions=(BETTING, PLAY),
            section="betting",
            bin_width=1,
        ),
    ]
    return out


def observe(rec: JSON, sink: MatchSink) -> None:
    players = int(rec["players"])
    observe_common(rec, sink, deal_hands, card_group, VERBS)
    for h, hand in enumerate(rec.get("hands") or []):
        res = hand.get("result")
        if res is None:
            continue
        detail = res.get("detail") or {}
        deal = hand.get("deal") or {}
        won = Counter(str(p["pile"]) for p in detail.get("piles_won") or [])
        for p in detail.get("piles_won") or []:
            sink.rate("pile_chips", str(p["pile"]), float(p["chips"]))
        for pile in PILES:
            sink.rate("pile_won", pile, 1.0 if won[pile] else 0.0)
        verbs = [verb(t) for _, t in hand["actions"]]
        opened = "bet" in verbs
        bet = detail.get("bet") or {}
        sink.rate("betting", OPENED, 1.0 if opened else 0.0)
        sink.rate("betting", CONTESTED, 1.0 if bet.get("showdown") else 0.0)
        dealer = int(detail.get("dealer", deal.get("dealer", 0)))
        cards = deal_hands(deal, rec) or []
        if opened and bet.get("winner") is not None and cards:
            trump = _rank_suit(str(deal.get("trump", "7S")))[1]
            ranked = [
                (hand_value(cards[s], trump), -((s - dealer - 1) % players), s)
                for s in range(len(cards))
                if cards[s]
            ]
            best = max(ranked)[2]
            sink.rate("betting", BEST, 1.0 if best == bet["winner"] else 0.0)
            sink.sample("pot", "all seats", float(bet.get("pot", 0)))
        before = detail.get("chips_before") or []
        after = detail.get("chips_after") or []
        payments = detail.get("payments") or [0] * players
        stakes = bet.get("stakes") or [0] * players
        piles = [0.0] * players
        for p in detail.get("piles_won") or []:
            piles[int(p["seat"])] += float(p["chips"])
        for s in range(min(len(before), len(after))):
            if not cards or s >= len(cards) or not cards[s]:
                continue  # eliminated before this deal
            betting = (float(bet.get("pot", 0)) if bet.get("winner") == s else 0.0) - stakes[s]
            ante = after[s] - before[s] - betting - piles[s] - payments[s]
            place = position_label((s - dealer) % players, players)
            for source, v in zip(SOURCES, (betting, piles[s], ante, payments[s]), strict=True):
                sink.rate("chips_flow", f"{source}, {place}", float(v))
        for _ in detail.get("eliminated") or []:
            sink.sample("eliminations", "players", float(h + 1))


ANALYZER = GameAnalyzer(specs, observe)
