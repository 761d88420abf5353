"""The table as one seat sees it, as terminal text."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tapisvert.core.narration import seat_name
from tapisvert.games.seven_seals.cards import COLOUR_NAMES, KIND_NAMES, LETTERS

_ANSI = {
    "red": "31",
    "yellow": "33",
    "green": "32",
    "blue": "34",
    "violet": "35",
    "white": "97",
    "black": "90",
}


def _paint(text: str, kind: str, color: bool) -> str:
    if not color:
        return text
    return f"\x1b[{_ANSI[kind]}m{text}\x1b[0m"


def _card(text: str, color: bool) -> str:
    return _paint(text, COLOUR_NAMES[LETTERS.index(text[0])], color)


def _seals(counts: Mapping[str, int], color: bool) -> str:
    parts = [_paint(f"{k} {counts[k]}", k, color) for k in KIND_NAMES if counts.get(k, 0)]
    return ", ".join(parts) if parts else "none"


def _name(seat: int, me: int) -> str:
    return seat_name(seat, me)


def render(observation: Mapping[str, Any], *, color: bool = False) -> str:
    """Own hand grouped by colour (high to low), every player's seals, the trick, the scores."""
    me = -1 if observation["seat"] is None else int(observation["seat"])  # -1: public view
    n = int(observation["players"])
    sab = observation["saboteur"]
    lines = [
        f"Die Sieben Siegel - round {observation['hand_number'] + 1}/{observation['rounds']},"
        f" dealer {_name(observation['dealer'], me)}, phase {observation['phase']}",
        "Centre: "
        + _seals(observation["centre"], color)
        + ("" if sab is None else f"   Saboteur: {_name(sab, me)}"),
    ]
    for seat in range(n):
        role = " SABOTEUR" if sab == seat else ""
        lines.append(
            f"  {_name(seat, me):9} seals: {_seals(observation['seals'][seat], color)}{role}"
            f" | cards {observation['hand_sizes'][seat]} | total {observation['scores'][seat]}"
        )
    if observation["phase"] == "predict" and observation["predictions"]:
        said = "; ".join(f"{_name(s, me)} {t}" for s, t in observation["predictions"][-8:])
        lines.append("Predictions: " + said)
    tricks = observation["tricks"]
    if tricks:
        last = tricks[-1]
        cards = ", ".join(
            f"{_name((last['leader'] + i) % n, me)} {_card(c, color)}"
            for i, c in enumerate(last["cards"])
        )
        seal = last["seal"] or "choosing a seal"
        lines.append(
            f"Last trick ({len(tricks)}/15): {cards}; won by {_name(last['winner'], me)}, {seal}"
        )
    if observation["trick"]:
        lead = observation["leader"]
        cards = ", ".join(
            f"{_name((lead + i) % n, me)} {_card(c, color)}"
            for i, c in enumerate(observation["trick"])
        )
        lines.append(f"Trick {len(tricks) + 1}: {cards}")
    groups = []
    for letter in LETTERS:
        ranks = sorted((int(c[1:]) for c in observation["hand"] if c[0] == letter), reverse=True)
        if ranks:
            groups.append(" ".join(_card(f"{letter}{r}", color) for r in ranks))
    if me >= 0:
        lines.append("Your hand: " + ("  |  ".join(groups) if groups else "(empty)"))
    to_act = observation["to_act"]
    if to_act is None:
        lines.append("The match is over.")
    elif to_act == me:
        lines.append("Your turn.")
    else:
        lines.append(f"Waiting for {_name(to_act, me)}.")
    return "\n".join(lines)
