"""Samba: how long sides take to open, canastas and sambas, the frozen pile, how hands end.

Read from records: the pack of each hand (who was dealt what, the upcards), the actions (draws,
takes, melds, cancels, discards) and the result's `detail` (per side: canastas, sambas; who went
out), as docs/rules/samba.md lays out. The pile's state is followed through the public actions:
it is frozen for everyone while it holds a wild card or a red 3, and for a side that has not
made its initial meld.
"""

from __future__ import annotations

from typing import Any

from tapisvert.analysis.common import common_specs, observe_common, score, verb
from tapisvert.analysis.figures import (
    MELDING,
    PLAY,
    FigureSpec,
    GameAnalyzer,
    MatchSink,
)

JSON = Any

VERBS = {
    "draw": "draw from the stock",
    "take": "take the pile",
    "group": "meld a group",
    "seq": "meld a sequence",
    "add": "lay off on a meld",
    "merge": "merge two groups",
    "ask": "ask to go out",
    "yes": "partner says yes",
    "no": "partner says no",
    "cancel": "withdraw an opening",
    "end": "end on an empty stock",
}
KINDS = (
    ("natural_canastas", "natural canastas"),
    ("mixed_canastas", "mixed canastas"),
    ("sambas", "sambas"),
)
FROZEN_ALL, FROZEN_SIDE, OPEN = (
    "frozen for everyone (a wild card or red 3 in it)",
    "frozen for the side (not opened yet)",
    "open to take",
)
WENT_OUT, EXHAUSTED = "a player went out", "the stock ran out"
# The initial-meld minimum by the side's score at the start of the hand (the top one is an option).
TIERS = (
    (1500, "90 (from 1,500 points)"),
    (3000, "120 (from 3,000)"),
    (7000, "the top one (from 7,000)"),
)
MINIMUMS = ("15 (below 0)", "50 (0 to 1,495)", *(label for _, label in TIERS))


def minimum_label(total: float, top: int) -> str:
    """The minimum in force for a side with `total` points, as a category."""
    if total < 0:
        return MINIMUMS[0]
    if total < 1500:
        return MINIMUMS[1]
    if total < 3000:
        return MINIMUMS[2]
    if total < 7000:
        return MINIMUMS[3]
    return f"{top} (from 7,000)"


RANK_ORDER = (
    "joker",
    "2 (wild)",
    "red 3",
    "black 3",
    "A",
    "K",
    "Q",
    "J",
    "10",
    "9",
    "8",
    "7",
    "6",
    "5",
    "4",
)


def _rank(card: str) -> str:
    return card.upper()[:-1]


def _wild(card: str) -> bool:
    c = card.upper()
    return c == "JK" or _rank(c) == "2"


def _red3(card: str) -> bool:
    return card.upper() in ("3H", "3D")


def card_group(card: str) -> str:
    c = card.upper()
    if c == "JK":
        return "joker"
    rank = _rank(c)
    if rank == "2":
        return "2 (wild)"
    if rank == "3":
        return "red 3" if _red3(c) else "black 3"
    return rank


def dealt_hands(deal: JSON, rec: JSON) -> list[list[str]] | None:
    """Card k < hand_size·n of the pack goes to seat (dealer + 1 + k) mod n."""
    if not isinstance(deal, dict) or not isinstance(deal.get("pack"), list):
        return None
    n = int(rec["players"])
    size = int((rec.get("options") or {}).get("hand_size", 15))
    dealer = int(deal.get("dealer", 0))
    hands: list[list[str]] = [[] for _ in range(n)]
    for k, card in enumerate(deal["pack"][: size * n]):
        hands[(dealer + 1 + k) % n].append(str(card))
    return hands


def _upcards(deal: JSON, rec: JSON) -> list[str]:
    n = int(rec["players"])
    size = int((rec.get("options") or {}).get("hand_size", 15))
    pile: list[str] = []
    for card in deal["pack"][size * n :]:
        pile.append(str(card))
        if not (_wild(card) or _rank(card) == "3"):
            break
    return pile


def specs(players: int) -> list[FigureSpec]:
    out = common_specs(players, "points", "a card", (MELDING, PLAY))
    out[-1] = FigureSpec(
        out[-1].id,
        "What a card is worth to the seat dealt it",
        "Mean hand score of a seat dealt at least one card of this rank, minus that of the"
        " seats dealt none (a side's members carry the side's score).",
        "score difference per hand",
        "rank dealt",
        kind="value",
        unit="seat-hands",
        decisions=out[-1].decisions,
        section="cards",
        order=RANK_ORDER,
    )
    out += [
        FigureSpec(
            "opening_turns",
            "Turns to reach the opening minimum",
            "How many of its own turns a side plays before its initial meld meets the minimum"
            " (the turn it opens counts), over the hands where it opens.",
            "sides and hands",
            "turns of the side",
            kind="distribution",
            unit="side-hands",
            decisions=(MELDING,),
            section="melds",
            bin_width=1,
        ),
        FigureSpec(
            "opening_by_minimum",
            "Turns to open, by the minimum in force",
            "The mean number of its own turns a side plays before it opens, by the initial-meld"
            " minimum its score imposes at the start of the hand (15 below 0, 50, 90 from 1,500,"
            " 120 from 3,000, then `initial_meld_7000`).",
            "mean turns to open",
            "minimum to open",
            unit="side-hands",
            order=MINIMUMS,
            decisions=(MELDING,),
            section="melds",
        ),
        FigureSpec(
            "never_opened_minimum",
            "Sides that never open, by the minimum in force",
            "The share of side-hands in which the side does not open, by its minimum.",
            "share of side-hands",
            "minimum to open",
            kind="share",
            unit="side-hands",
            order=MINIMUMS,
            decisions=(MELDING,),
            section="melds",
        ),
        FigureSpec(
            "minimum_hands",
            "Hands to reach each opening minimum",
            "The hand of the match at whose end a side's score first reaches the threshold"
            " of a higher minimum, over the sides that reach it.",
            "mean hands",
            "minimum reached",
            unit="sides",
            order=tuple(t for _, t in TIERS),
            decisions=(MELDING, PLAY),
            section="melds",
        ),
        FigureSpec(
            "never_opened",
            "Sides that never open in a hand",
            "The share of side-hands in which the side never makes its initial meld.",
            "share of side-hands",
            "side",
            kind="share",
            unit="side-hands",
            decisions=(MELDING,),
            section="melds",
        ),
        FigureSpec(
            "canastas",
            "Canastas and sambas per hand",
            "The mean number a side completes in one hand.",
            "mean per side and hand",
            "kind",
            unit="side-hands",
            order=tuple(label for _, label in KINDS),
            decisions=(MELDING,),
            section="melds",
        ),
        FigureSpec(
            "pile_frozen",
            "How often the pile is frozen",
            "When a player decides to draw or take, the share of those turns in which the"
            " pile is frozen for everyone, frozen for his side only, or open to him.",
            "share of turns",
            "the pile",
            kind="share",
            unit="turns",
            order=(FROZEN_ALL, FROZEN_SIDE, OPEN),
            decisions=(MELDING,),
            section="melds",
        ),
        FigureSpec(
            "hand_end",
            "How hands end",
            "The share of hands ended by a player going out, or by the stock running out.",
            "share of hands",
            "end",
            kind="share",
            order=(WENT_OUT, EXHAUSTED),
            decisions=(MELDING, PLAY),
            section="melds",
        ),
    ]
    return out


def _side_of(res: JSON, players: int) -> list[int]:
    teams = res.get("teams") or [[s] for s in range(players)]
    side = [0] * players
    for t, members in enumerate(teams):
        for s in members:
            side[int(s)] = t
    return side


def observe(rec: JSON, sink: MatchSink) -> None:
    players = int(rec["players"])
    observe_common(rec, sink, dealt_hands, card_group, VERBS)
    top = int((rec.get("options") or {}).get("initial_meld_7000", 160))
    totals = [0.0] * players  # per side, from the hands' team scores
    for h, hand in enumerate(rec.get("hands") or []):
        res = hand.get("result")
        if res is None:
            continue
        detail = res.get("detail") or {}
        side = _side_of(res, players)
        for team in detail.get("teams") or []:
            for key, label in KINDS:
                sink.rate("canastas", label, float(team.get(key, 0)))
        sink.rate("hand_end", WENT_OUT, 1.0 if detail.get("went_out") is not None else 0.0)
        sink.rate("hand_end", EXHAUSTED, 1.0 if detail.get("went_out") is None else 0.0)
        deal = hand.get("deal")
        if isinstance(deal, dict) and "pack" in deal:
            opened_at = _follow_turns(hand, rec, side, sink)
            for t, at in enumerate(opened_at):
                label = f"side {t + 1}"
                sink.rate("never_opened", label, 0.0 if at is not None else 1.0)
                need = minimum_label(totals[t] if t < len(totals) else 0.0, top)
                sink.rate("never_opened_minimum", need, 0.0 if at is not None else 1.0)
                if at is not None:
                    sink.sample("opening_turns", label, float(at))
                    sink.rate("opening_by_minimum", need, float(at))
        team_scores = res.get("team_scores") or []
        for t, v in enumerate(team_scores):
            if t < len(totals):
                before = totals[t]
                totals[t] += score(v)
                for threshold, label in TIERS:
                    if before < threshold <= totals[t]:
                        sink.rate("minimum_hands", label, float(h + 1))


def _follow_turns(hand: JSON, rec: JSON, side: list[int], sink: MatchSink) -> list[int | None]:
    """Turn by turn: the pile's state at each draw-or-take; the side's turn when each opens."""
    sides = max(side) + 1
    deal = hand["deal"]
    pile_wild = any(_wild(c) or _red3(c) for c in _upcards(deal, rec))
    opened = [False] * sides
    turns = [0] * sides
    opened_at: list[int | None] = [None] * sides
    melded = False  # the current turn's melds, since its last cancel
    turn_seat: int | None = None
    before_take: bool | None = None  # the pile's wild flag before this turn took it

    def close_turn() -> None:
        if turn_seat is not None and melded and not opened[side[turn_seat]]:
            t = side[turn_seat]
            opened[t] = True
            opened_at[t] = turns[t]

    for seat, text in hand["actions"]:
        v = verb(text)
        if v in ("draw", "take"):
            close_turn()
            turn_seat, melded, before_take = seat, False, None
            turns[side[seat]] += 1
            state = FROZEN_ALL if pile_wild else (FROZEN_SIDE if not opened[side[seat]] else OPEN)
            for label in (FROZEN_ALL, FROZEN_SIDE, OPEN):
                sink.rate("pile_frozen", label, 1.0 if label == state else 0.0)
            if v == "take":
                before_take, pile_wild = pile_wild, False
                # with a pair (`take 7C 7H`; `take pair` in older records), not by adding to a
                # meld (`take m2`)
                words = text.lower().split()
                melded = melded or (len(words) > 1 and not words[1].startswith("m"))
        elif v in ("group", "seq") and seat == turn_seat:
            melded = True
        elif v == "cancel":
            melded = False
            if before_take is not None:  # the pile goes back as it was
                pile_wild, before_take = before_take, None
        elif v == "discard":
            card = text.split()[1]
            if _wild(card) or _red3(card):
                pile_wild = True
    close_turn()
    return opened_at


ANALYZER = GameAnalyzer(specs, observe)
