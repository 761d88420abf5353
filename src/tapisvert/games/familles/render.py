"""The familles table as one seat sees it, as terminal text."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tapisvert.core.narration import count, listing, seat_name
from tapisvert.games.familles.cards import family_name, parse_card

RESET = "\033[0m"
BOLD = "\033[1m"
DIM = "\033[2m"
YELLOW = "\033[33m"
GREEN = "\033[32m"
CYAN = "\033[36m"
# one ANSI colour per family 1..10 (normal then bright hues)
FAMILY_COLOURS = tuple(
    f"\033[{code}m" for code in ("31", "32", "33", "34", "35", "36", "91", "92", "93", "94")
)


def _paint(text: str, code: str, color: bool) -> str:
    return f"{code}{text}{RESET}" if color else text


def _seat(seat: int, me: int | None) -> str:
    return seat_name(seat, me)


def render(observation: Mapping[str, Any], *, color: bool = False) -> str:
    """The table: scores, every player's hand size and laid families, own hand, whose turn.

    What happened (every ask, draw, lay-down) is told move by move by `narrate`, not here."""
    me = observation["seat"]
    to_act = observation["to_act"]
    lines: list[str] = []
    title = f"Jeu des Familles · deal {observation['hand_number'] + 1}"
    lines.append(_paint(title, BOLD, color))
    lines.append(
        f"dealer: {_seat(observation['dealer'], me)} · stock: {observation['stock_size']} cards"
        f" · families down: {observation['families_down']}/10"
    )
    for seat in range(observation["players"]):
        laid = observation["laid"][seat]
        laid_text = ", ".join(f"{f} {family_name(f)}" for f in laid) or "-"
        marker = "▶ " if seat == to_act else "  "
        row = (
            f"{marker}{_seat(seat, me):<4} {count(observation['hand_sizes'][seat], 'card'):>8}"
            f"  score {observation['scores'][seat]:>3}  manches {observation['manches_won'][seat]}"
            f"  laid: {laid_text}"
        )
        if seat == me:
            row = _paint(row, BOLD, color)
        elif seat == to_act:
            row = _paint(row, YELLOW, color)
        lines.append(row)
    if me is not None:  # the public view (no seat) shows no hand
        lines.append("your hand:")
        groups: dict[int, list[str]] = {}
        for text in observation["hand"]:
            groups.setdefault(parse_card(text) // 6 + 1, []).append(text)
        if not groups:
            lines.append("  (no cards)")
        for family, cards in groups.items():
            label = f"{family:>2} {family_name(family):<11}"
            shown = " ".join(_paint(c, FAMILY_COLOURS[family - 1], color) for c in cards)
            lines.append(f"  {label} {shown}  ({len(cards)}/6)")
    if to_act is None:
        won = observation["manches_won"]
        best = max(won)
        champions = listing([_seat(s, me) for s, w in enumerate(won) if w == best])
        lines.append(_paint(f"match over: {champions} won", GREEN, color))
    elif to_act == me:
        asks = observation["asks_left"]
        lines.append(_paint(f"your turn: {asks} ask{'s' if asks != 1 else ''} left", CYAN, color))
    else:
        lines.append(f"{_seat(to_act, me)} to ask ({observation['asks_left']} left)")
    return "\n".join(lines)
