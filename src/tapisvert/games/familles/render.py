"""The familles table as one seat sees it, as terminal text, its words said by `say` (the
reader's language and seat) from the game's catalogue; cards in hand are shown in notation, the
way the player types them in an ask."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tapisvert.core.messages import Who, msg
from tapisvert.core.protocol import Say
from tapisvert.games.familles.cards import parse_card
from tapisvert.games.familles.messages import family_message, seat_message

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


def render(observation: Mapping[str, Any], *, say: Say, color: bool = False) -> str:
    """The table: scores, every player's hand size and laid families, own hand, whose turn.

    What happened (every ask, draw, lay-down) is told move by move by the events, not here."""
    me = observation["seat"]
    to_act = observation["to_act"]
    lines: list[str] = []
    title = say(msg("familles-table-title", deal=observation["hand_number"] + 1))
    lines.append(_paint(title, BOLD, color))
    lines.append(
        say(
            msg(
                "familles-table-info",
                dealer=Who(observation["dealer"]),
                stock=observation["stock_size"],
                down=observation["families_down"],
            )
        )
    )
    for seat in range(observation["players"]):
        laid = tuple(
            msg("familles-table-family", family=family_message(f), number=f)
            for f in observation["laid"][seat]
        )
        marker = "▶ " if seat == to_act else "  "
        name = say(seat_message(seat))
        cards = say(msg("familles-table-cards", n=observation["hand_sizes"][seat]))
        rest = say(
            msg(
                "familles-table-seat",
                score=observation["scores"][seat],
                manches=observation["manches_won"][seat],
                count=len(laid),
                laid=laid,
            )
        )
        row = f"{marker}{name:<4} {cards:>9}  {rest}"
        if seat == me:
            row = _paint(row, BOLD, color)
        elif seat == to_act:
            row = _paint(row, YELLOW, color)
        lines.append(row)
    if me is not None:  # the public view (no seat) shows no hand
        lines.append(say(msg("familles-table-hand")))
        groups: dict[int, list[str]] = {}
        for text in observation["hand"]:
            groups.setdefault(parse_card(text) // 6 + 1, []).append(text)
        if not groups:
            lines.append("  " + say(msg("familles-table-no-cards")))
        for family, cards_held in groups.items():
            label = f"{family:>2} {say(family_message(family)):<11}"
            shown = " ".join(_paint(c, FAMILY_COLOURS[family - 1], color) for c in cards_held)
            lines.append(f"  {label} {shown}  ({len(cards_held)}/6)")
    if to_act is None:
        # the match's winners: the most manches, then this manche's score (`result().winners`)
        key = list(zip(observation["manches_won"], observation["scores"], strict=True))
        best = max(key)
        winners = tuple(seat_message(s) for s, k in enumerate(key) if k == best)
        over = say(msg("familles-table-over", winners=winners, count=len(winners)))
        lines.append(_paint(over, GREEN, color))
    else:
        turn = say(msg("familles-table-turn", p=Who(to_act), asks=observation["asks_left"]))
        lines.append(_paint(turn, CYAN, color) if to_act == me else turn)
    return "\n".join(lines)
