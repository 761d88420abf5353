"""The Samba table as one seat sees it, as terminal text."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tapisvert.core.narration import listing, seat_name

RED = "\x1b[31m"
BOLD = "\x1b[1m"
DIM = "\x1b[2m"
RESET = "\x1b[0m"


def _card(text: str, color: bool) -> str:
    if not color:
        return text
    if text == "JK" or text.startswith("2"):
        return BOLD + text + RESET
    if text[-1] in "DH":
        return RED + text + RESET
    return text


def _cards(cards: list[str], color: bool) -> str:
    return " ".join(_card(c, color) for c in cards) if cards else "-"


def _grouped_hand(cards: list[str], color: bool) -> str:
    """Wilds first, then by rank, runs of one rank separated by two spaces."""
    groups: list[list[str]] = []
    last = None
    for c in cards:
        key = "W" if c == "JK" or c.startswith("2") else c[:-1]
        if key != last:
            groups.append([])
            last = key
        groups[-1].append(c)
    return "  ".join(_cards(g, color) for g in groups) if groups else "-"


def render(obs: Mapping[str, Any], *, color: bool = False) -> str:
    """The table: scores, melds of every side, red threes, pile, stock, own hand, whose turn."""

    def b(text: str) -> str:
        return BOLD + text + RESET if color else text

    seat = obs["seat"]

    def name(s: int) -> str:
        return seat_name(s, seat)

    who_am_i = "public view" if seat is None else f"your partner: {name(obs['partner'])}"
    lines = [
        b(f"Samba - hand {obs['hand_number'] + 1} - dealer {name(obs['dealer'])} - {who_am_i}")
    ]
    for t, seats in enumerate(obs["teams"]):
        need = obs["initial_minimum"][t]
        raised = obs["minimum_raised"][t]
        why = f" (+{raised}: opening withdrawn)" if raised else ""
        state = "opened" if obs["opened"][t] else f"needs {need}{why} to open"
        red = [c for s in seats for c in obs["red_threes"][s]]
        reds = f", red threes {' '.join(red)}" if red else ""
        lines.append(
            f"side {'+'.join(name(s) for s in seats)}: score {obs['scores'][t]}, {state}{reds}"
        )
        for k, m in enumerate(obs["melds"][t]):
            tag = f" [{m['canasta']}]" if m["canasta"] else ""
            lines.append(f"   m{k + 1}: {_cards(m['cards'], color)}{tag}")
    sizes = ", ".join(f"{name(i)} {n}" for i, n in enumerate(obs["hand_sizes"]))
    lines.append(f"cards in hand: {sizes}")
    pile = obs["pile"]
    if seat is None:
        sides = [
            "+".join(name(s) for s in obs["teams"][t])
            for t, f in enumerate(obs["pile_frozen"])
            if f
        ]
        frozen = f" (frozen for {listing(sides)})" if sides else ""
    else:
        frozen = " (frozen for your side)" if obs["pile_frozen"][obs["team"]] else ""
    top = _card(pile[-1], color) if pile else "-"
    lines.append(f"stock {obs['stock_size']}, pile {len(pile)}: top {top}{frozen}")
    if pile:
        lines.append(f"   pile (bottom to top): {_cards(pile, color)}")
    if obs["hand"] is not None:
        lines.append(f"your hand ({len(obs['hand'])}): {_grouped_hand(obs['hand'], color)}")
    if obs["over"]:
        winners = listing([name(w) for w in obs["winners"]])
        lines.append(b(f"match over: {winners} won"))
    else:
        who = name(obs["to_act"])
        extra = ""
        if obs["answer"]:
            extra = f" (partner answered {obs['answer']})"
        if obs["opening_value"] is not None and obs["opening_value"]:
            extra += f" (opening counts {obs['opening_value']})"
        lines.append(b(f"to act: {who} ({obs['phase']}){extra}"))
    return "\n".join(lines)
