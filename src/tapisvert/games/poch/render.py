"""The poch table as one seat sees it, as terminal text."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tapisvert.core.narration import count, listing, seat_name
from tapisvert.games.poch.cards import SUIT_SYMBOLS, SUITS, parse_card

RESET = "\x1b[0m"
BOLD = "\x1b[1m"
RED = "\x1b[31m"
GREEN = "\x1b[32m"
YELLOW = "\x1b[33m"
DIM = "\x1b[2m"


def _card(text: str, color: bool, trump_suit: str) -> str:
    suit = text[-1]
    pretty = text[:-1] + SUIT_SYMBOLS[SUITS.index(suit)]
    if not color:
        return pretty
    out = (RED if suit in ("H", "D") else "") + pretty + (RESET if suit in ("H", "D") else "")
    if suit == trump_suit:
        out = BOLD + out + RESET
    return out


def chips(n: int) -> str:
    """`1 chip`, `7 chips`: a number of chips, said as one."""
    return count(n, "chip")


def _paint(text: str, code: str, color: bool) -> str:
    return code + text + RESET if color else text


def _name(seat: int, me: int | None) -> str:
    return seat_name(seat, me)


def render(obs: Mapping[str, Any], *, color: bool = False) -> str:
    """Draw the table: deal, trump, chips, piles, betting, runs, own hand by suit, whose turn."""
    seat = obs["seat"]
    n = obs["players"]
    trump_suit = obs["trump_suit"]
    lines: list[str] = []
    lines.append(
        _paint(f"Poch, deal {obs['hand_number'] + 1}", BOLD, color)
        + f"   dealer: {_name(obs['dealer'], seat)}   trump card: "
        + _card(obs["trump"], color, trump_suit)
        + f"   phase: {obs['phase']}"
    )
    at_deal = obs["piles_at_deal"]
    piles = obs["piles"]
    open_piles = "   ".join(f"{p['name']} {p['chips']}" for p in piles if p["won_by"] is None)
    lines.append(f"piles (chips): {open_piles or 'all won'}")
    won: dict[int, list[int]] = {}
    for i, p in enumerate(obs["piles"]):
        if p["won_by"] is not None:
            won.setdefault(p["won_by"], []).append(i)
    if won:
        taken = ", ".join(
            " ".join(obs["piles"][i]["name"] for i in piles)
            + f" by {_name(s, seat)} ({chips(sum(at_deal[i] for i in piles))})"
            for s, piles in won.items()
        )
        lines.append(f"piles won this deal: {taken}")
    width = max(len(_name(s, seat)) for s in range(n))
    for s in range(n):
        marks = ["dealer"] if s == obs["dealer"] else []
        if not obs["in_match"][s]:
            marks.append("eliminated")
        else:
            if obs["stakes"][s]:
                marks.append(f"staked {chips(obs['stakes'][s])}")
            if obs["dropped"][s]:
                marks.append("dropped out")
            elif obs["passed"][s] and obs["phase"] == "betting":
                marks.append("passed")
        arrow = "> " if obs["to_act"] == s else "  "
        row = (
            f"{arrow}{_name(s, seat) + ':':<{width + 1}} {obs['chips'][s]:>4} chips"
            f"  {count(obs['hand_sizes'][s], 'card')}"
        )
        if marks:
            row += "  (" + ", ".join(marks) + ")"
        lines.append(_paint(row, YELLOW, color) if obs["to_act"] == s else row)
    last = obs["last_hand"]
    if last is not None:
        last_won = ", ".join(
            f"{p['pile']} to {_name(p['seat'], seat)} ({chips(p['chips'])})"
            for p in last["piles_won"]
        )
        gone = ", ".join(_name(s, seat) for s in last["eliminated"])
        lines.append(
            f"deal {last['hand'] + 1}: {_name(last['out'], seat)} went out and collected"
            f" {chips(last['payments'][last['out']])}; piles won: {last_won or 'none'}"
            + (f"; eliminated: {gone}" if gone else "")
        )
    if obs["phase"] == "betting":
        if obs["opened"]:
            lines.append(
                f"betting: {_name(obs['opener'], seat)} opened; the bet stands at"
                f" {chips(obs['bet'])}"
            )
        else:
            lines.append("betting: nobody has opened yet")
    result = obs["bet_result"]
    if result is not None:
        text = f"{_name(result['winner'], seat)} took the pot ({chips(result['pot'])})"
        if result["showdown"]:
            shown = " ".join(_card(c, color, trump_suit) for c in result["shown"])
            text += f" with {result['set']}: {shown}"
        lines.append(text)
    if obs["runs"]:
        lines.append("runs:")
        for run in obs["runs"]:
            lines.append(
                "  " + "  ".join(f"{_card(c, color, trump_suit)} {_name(s, seat)}" for s, c in run)
            )
    hand: list[str] | None = obs["hand"]
    if hand is not None:
        by_suit: dict[str, list[str]] = {s: [] for s in SUITS}
        for text in sorted(hand, key=parse_card):
            by_suit[text[-1]].append(text)
        groups = []
        for suit in SUITS:
            if by_suit[suit]:
                label = "trump " if suit == trump_suit else ""
                groups.append(label + " ".join(_card(c, color, trump_suit) for c in by_suit[suit]))
        lines.append("your hand: " + ("   ".join(groups) if groups else "(empty)"))
    if obs["to_act"] is None:
        winners = listing([_name(w, seat) for w in obs["winners"]])
        lines.append(_paint(f"match over; the most chips: {winners}", GREEN, color))
    elif obs["to_act"] == seat:
        lines.append(_paint("your turn", GREEN, color))
    else:
        lines.append(_paint(f"waiting for {_name(obs['to_act'], seat)}", DIM, color))
    return "\n".join(lines)
