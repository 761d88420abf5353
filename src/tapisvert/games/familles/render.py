"""The familles table as one seat sees it, as terminal text."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tapisvert.games.familles.cards import family_name, parse_card
from tapisvert.games.familles.events import parse_event

RESET = "\033[0m"
BOLD = "\033[1m"
DIM = "\033[2m"
YELLOW = "\033[33m"
GREEN = "\033[32m"
CYAN = "\033[36m"
# one ANSI colour per family 1..10 (normal then bright hues)
FAMILY_COLOURS = ("31", "32", "33", "34", "35", "36", "91", "92", "93", "94")

RECENT_EVENTS = 10


def _paint(text: str, code: str, color: bool) -> str:
    return f"{code}{text}{RESET}" if color else text


def _seat(seat: int, me: int | None) -> str:
    return "you" if seat == me else f"player {seat}"


def describe_event(line: str, me: int | None) -> str:
    """One history line in words, from seat `me`'s point of view."""
    event = parse_event(line)
    who = _seat(event["seat"], me)
    kind = event["event"]
    if kind == "ask":
        answer = "given" if event["given"] else "refused"
        target = _seat(event["target"], me)
        return f"{who} asked {target} for {event['card']}: {answer}"
    if kind == "draw":
        if event["reason"] == "shown":
            return f"{who} drew {event['card']}, the card asked for, and showed it"
        drawn = f" ({event['card']})" if event["card"] else ""
        why = " (empty hand)" if event["reason"] == "empty-hand" else ""
        return f"{who} drew a card{drawn}{why}"
    if kind == "no-draw":
        return f"{who} could not draw: the stock is empty"
    if kind == "lay":
        family = event["family"]
        return f"{who} laid down the {family_name(family)} family ({family})"
    reason = "no cards, empty stock" if event["reason"] == "no-cards" else "nobody else has cards"
    return f"{who} sat out: {reason}"


def render(observation: Mapping[str, Any], *, color: bool = False) -> str:
    """The table: scores, every player's hand size and laid families, own hand, recent events."""
    me = observation["seat"]
    to_act = observation["to_act"]
    lines: list[str] = []
    title = f"Jeu des Familles · hand {observation['hand_number'] + 1}"
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
            f"{marker}{_seat(seat, me):<9} {observation['hand_sizes'][seat]:>2} cards"
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
    history = observation["history"]
    if history:
        lines.append("recent:")
        for event in history[-RECENT_EVENTS:]:
            lines.append(_paint("  " + describe_event(event, me), DIM, color))
    if to_act is None:
        won = observation["manches_won"]
        best = max(won)
        champions = ", ".join(_seat(s, me) for s, w in enumerate(won) if w == best)
        lines.append(_paint(f"match over: {champions} won", GREEN, color))
    elif to_act == me:
        asks = observation["asks_left"]
        legal = observation["legal_actions"]
        example = f" (e.g. `{legal[0]}`)" if legal else ""
        lines.append(
            _paint(f"your turn: {asks} ask{'s' if asks != 1 else ''} left{example}", CYAN, color)
        )
    else:
        lines.append(f"{_seat(to_act, me)} to ask ({observation['asks_left']} left)")
    return "\n".join(lines)
