"""The figures every game's report has: seats, match length, events, what a holding is worth.

All of it is read from the record alone (seats, hands' deals, actions and results), so records
written by `simulate --record`, by `play --record` or by another backend give the same report.
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import Any

from tapisvert.analysis.figures import (
    PLAY,
    FigureSpec,
    MatchSink,
    position_label,
    position_order,
    seat_label,
)

JSON = Any

# Per game: the cards each seat was dealt in a hand, and the group a card's value is reported in.
DealtHands = Callable[[JSON, JSON], list[list[str]] | None]
CardGroup = Callable[[str], str | None]


def score(value: JSON) -> float:
    """A record's exact score (int or decimal string) as a float."""
    return float(Fraction(value)) if isinstance(value, str) else float(value)


def hand_dealer(hand: JSON) -> int | None:
    deal = hand.get("deal")
    if isinstance(deal, dict) and isinstance(deal.get("dealer"), int):
        return int(deal["dealer"])
    return None


def verb(text: str) -> str:
    """An action's kind: its first word (`play 6-V` -> `play`)."""
    return text.split(" ", 1)[0].lower()


def common_specs(
    players: int, points: str, holding: str, decisions: tuple[str, ...]
) -> list[FigureSpec]:
    seats = tuple(seat_label(s) for s in range(players))
    return [
        FigureSpec(
            "seat_score",
            "Final score by seat",
            f"The mean {points} a seat ends the match with. Seat 0 is not always first to play"
            " (the first dealer is drawn); see the next figure for the place from the dealer.",
            f"mean final {points}",
            "seat",
            unit="matches",
            order=seats,
            decisions=decisions,
            section="seats",
        ),
        FigureSpec(
            "seat_wins",
            "Matches won by seat",
            "The share of matches each seat won (shared wins count for every winner).",
            "share of matches won",
            "seat",
            kind="share",
            unit="matches",
            order=seats,
            decisions=decisions,
            section="seats",
        ),
        FigureSpec(
            "position_score",
            "Score per hand by place from the dealer",
            "The mean a seat scores in one hand, by where it sits relative to that hand's dealer"
            " (dealer +1 sits at the dealer's left). A bar far from the others is a seat"
            " advantage.",
            f"mean {points} per hand",
            "place from the dealer",
            order=position_order(players),
            unit="seat-hands",
            decisions=decisions,
            section="seats",
        ),
        FigureSpec(
            "score_distribution",
            "How final scores spread, by seat",
            f"The distribution of the {points} each seat ends the match with.",
            "matches",
            f"final {points}",
            kind="distribution",
            unit="matches",
            order=seats,
            decisions=decisions,
            section="seats",
        ),
        FigureSpec(
            "match_hands",
            "Match length in hands",
            "How many hands (deals) a match lasts.",
            "matches",
            "hands in the match",
            kind="distribution",
            unit="matches",
            decisions=decisions,
            section="length",
            bin_width=1,
        ),
        FigureSpec(
            "match_actions",
            "Match length in actions",
            "How many decisions the players make in a whole match (automatic moves excluded).",
            "matches",
            "actions in the match",
            kind="distribution",
            unit="matches",
            decisions=decisions,
            section="length",
        ),
        FigureSpec(
            "actions_kinds",
            "How often each kind of action is taken",
            "The share of hands in which at least one player takes an action of this kind.",
            "share of hands",
            "action",
            kind="share",
            decisions=decisions,
            section="events",
        ),
        FigureSpec(
            "card_value",
            f"What holding {holding} is worth",
            "The mean hand score of a seat dealt this, minus the mean hand score of a seat not"
            " dealt it. Positive: a good card to be dealt.",
            "score difference per hand",
            "dealt",
            kind="value",
            unit="seat-hands",
            decisions=(*decisions, PLAY),
            section="cards",
        ),
    ]


def observe_common(
    rec: JSON,
    sink: MatchSink,
    dealt: DealtHands,
    group: CardGroup,
    verbs: dict[str, str],
) -> None:
    """The figures every report has, from one record."""
    players = int(rec["players"])
    result = rec.get("result") or {}
    totals = result.get("totals") or []
    winners = set(result.get("winners") or [])
    for s, t in enumerate(totals):
        v = score(t)
        sink.rate("seat_score", seat_label(s), v)
        sink.rate("seat_wins", seat_label(s), 1.0 if s in winners else 0.0)
        sink.sample("score_distribution", seat_label(s), v)
    hands = rec.get("hands") or []
    groups: dict[str, str] = {}
    sink.sample("match_hands", "all seats", float(len(hands)))
    sink.sample("match_actions", "all seats", float(sum(len(h["actions"]) for h in hands)))
    for hand in hands:
        res = hand.get("result")
        if res is None:
            continue
        kinds = {text.partition(" ")[0].lower() for _, text in hand["actions"]}
        for k, label in verbs.items():
            sink.rate("actions_kinds", label, 1.0 if k in kinds else 0.0)
        scores = [score(v) for v in res["scores"]]
        dealer = hand_dealer(hand)
        if dealer is not None:
            for s in range(players):
                sink.rate(
                    "position_score", position_label((s - dealer) % players, players), scores[s]
                )
        cards = dealt(hand.get("deal"), rec)
        if cards is None:
            continue
        held_by: dict[str, set[int]] = {}
        for s, hand_cards in enumerate(cards):
            for c in hand_cards:
                g = groups.get(c)
                if g is None:
                    g = groups[c] = group(c) or ""
                if g:
                    held_by.setdefault(g, set()).add(s)
        total = sum(scores)
        for g, seats in held_by.items():
            x = sum(scores[s] for s in seats)
            sink.held("card_value", g, (x, len(seats)), (total - x, players - len(seats)))


def deal_hands(deal: JSON, rec: JSON) -> list[list[str]] | None:
    """The `hands` of a deal, for games whose deal lists each seat's cards."""
    if isinstance(deal, dict) and isinstance(deal.get("hands"), list):
        return [list(h) for h in deal["hands"]]
    return None
