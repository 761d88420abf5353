"""The poch table as one seat sees it, as terminal text."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

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


def _paint(text: str, code: str, color: bool) -> str:
    return code + text + RESET if color else text


def render(obs: Mapping[str, Any], *, color: bool = False) -> str:
    """Draw the table: deal, trump, chips, piles, betting, runs, own hand by suit, whose turn."""
    seat = obs["seat"]
    n = obs["players"]
    trump_suit = obs["trump_suit"]
    lines: list[str] = []
    lines.append(
        _paint(f"Poch, deal {obs['hand_number'] + 1}", BOLD, color)
        + f"   dealer: seat {obs['dealer']}   trump card: "
        + _card(obs["trump"], color, trump_suit)
        + f"   phase: {obs['phase']}"
    )
    piles = "  ".join(
        f"{p['name']}:{p['chips']}" + (f"(won by {p['won_by']})" if p["won_by"] is not None else "")
        for p in obs["piles"]
    )
    lines.append(f"piles  {piles}")
    for s in range(n):
        marks = ["dealer"] if s == obs["dealer"] else []
        if not obs["in_match"][s]:
            marks.append("eliminated")
        else:
            if obs["stakes"][s]:
                marks.append(f"stake {obs['stakes'][s]}")
            if obs["dropped"][s]:
                marks.append("dropped out")
            elif obs["passed"][s] and obs["phase"] == "betting":
                marks.append("passed")
        who = "you " if s == seat else "    "
        arrow = "> " if obs["to_act"] == s else "  "
        row = f"{arrow}{who}seat {s}: {obs['chips'][s]:>4} chips  {obs['hand_sizes'][s]:>2} cards"
        if marks:
            row += "  (" + ", ".join(marks) + ")"
        lines.append(_paint(row, YELLOW, color) if obs["to_act"] == s else row)
    last = obs["last_hand"]
    if last is not None:
        won = ", ".join(
            f"{p['pile']} to seat {p['seat']} ({p['chips']})" for p in last["piles_won"]
        )
        lines.append(
            f"deal {last['hand'] + 1}: seat {last['out']} went out and was paid"
            f" {last['payments'][last['out']]}; piles won: {won or 'none'}"
            + (f"; eliminated: {last['eliminated']}" if last["eliminated"] else "")
        )
    if obs["phase"] == "betting":
        if obs["opened"]:
            lines.append(f"betting: seat {obs['opener']} opened; the bet stands at {obs['bet']}")
        else:
            lines.append("betting: no one has opened yet")
    result = obs["bet_result"]
    if result is not None:
        text = f"seat {result['winner']} took the stakes ({result['pot']} chips)"
        if result["showdown"]:
            shown = " ".join(_card(c, color, trump_suit) for c in result["shown"])
            text += f" with {result['set']}: {shown}"
        lines.append(text)
    if obs["runs"]:
        lines.append("runs:")
        for run in obs["runs"]:
            lines.append("  " + " ".join(f"{_card(c, color, trump_suit)}({s})" for s, c in run))
    hand: list[str] | None = obs["hand"]
    if hand is not None:
        by_suit: dict[str, list[str]] = {s: [] for s in SUITS}
        for text in sorted(hand, key=parse_card):
            by_suit[text[-1]].append(text)
        groups = []
        for suit in SUITS:
            if by_suit[suit]:
                label = "trump " if suit == trump_suit else ""
                groups.append(
                    label + " ".join(_card(c, color, trump_suit) for c in by_suit[suit])
                )
        lines.append("your hand: " + ("   ".join(groups) if groups else "(empty)"))
    if obs["to_act"] is None:
        winners = ", ".join(f"seat {w}" for w in obs["winners"])
        lines.append(_paint(f"match over; winner: {winners}", GREEN, color))
    elif obs["to_act"] == seat:
        legal = obs["legal_actions"]
        if len(legal) > 12:
            bets = [a for a in legal if a.startswith("bet ")]
            rest = [a for a in legal if not a.startswith("bet ")]
            shown_legal = [*rest, f"bet {bets[0][4:]}..{bets[-1][4:]}"] if bets else rest
        else:
            shown_legal = legal
        lines.append(_paint("your turn: " + ", ".join(shown_legal), GREEN, color))
    else:
        lines.append(_paint(f"waiting for seat {obs['to_act']}", DIM, color))
    return "\n".join(lines)
