"""The Samba table as one seat sees it, as terminal text."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tapisvert.core.messages import Message, Who, msg
from tapisvert.core.protocol import Say

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


def _side(seats: Sequence[int]) -> tuple[Message, ...]:
    """Seats as a list argument: each the shared catalogue's `seat` (`you` in the reader's
    language, or the seat's name)."""
    return tuple(msg("seat", p=Who(s)) for s in seats)


def render(obs: Mapping[str, Any], *, say: Say, color: bool = False) -> str:
    """The table: scores, melds of every side, red threes, pile, stock, own hand, whose turn. Its
    words are messages rendered by `say`; cards are in notation, as the player types them."""

    def b(text: str) -> str:
        return BOLD + text + RESET if color else text

    seat = obs["seat"]
    hand = obs["hand_number"] + 1
    dealer = Who(obs["dealer"])
    if seat is None:
        header = say(msg("samba-table-header-public", hand=hand, dealer=dealer))
    else:
        header = say(
            msg("samba-table-header", hand=hand, dealer=dealer, partner=Who(obs["partner"]))
        )
    lines = [b(header)]
    for t, seats in enumerate(obs["teams"]):
        red = [c for s in seats for c in obs["red_threes"][s]]
        line = say(
            msg(
                "samba-table-side",
                side=_side(seats),
                score=obs["scores"][t],
                opened="yes" if obs["opened"][t] else "no",
                need=obs["initial_minimum"][t],
                raised=obs["minimum_raised"][t],
            )
        )
        if red:
            line += say(msg("samba-table-red-threes")) + " " + " ".join(red)
        lines.append(line)
        for k, m in enumerate(obs["melds"][t]):
            tag = ""
            if m["canasta"]:
                tag = " [" + say(msg("samba-canasta-kind", kind=m["canasta"])) + "]"
            lines.append(f"   m{k + 1}: {_cards(m['cards'], color)}{tag}")
    sizes = tuple(
        msg("samba-table-seat-cards", p=Who(i), n=n) for i, n in enumerate(obs["hand_sizes"])
    )
    lines.append(say(msg("samba-table-hand-sizes", sizes=sizes)))
    pile = obs["pile"]
    frozen = ""
    if seat is None:
        sides = tuple(
            msg("samba-side", side=_side(obs["teams"][t]))
            for t, f in enumerate(obs["pile_frozen"])
            if f
        )
        if sides:
            frozen = " " + say(msg("samba-table-frozen-for", sides=sides))
    elif obs["pile_frozen"][obs["team"]]:
        frozen = " " + say(msg("samba-table-frozen-yours"))
    top = _card(pile[-1], color) if pile else "-"
    stock = say(msg("samba-table-stock", stock=obs["stock_size"], pile=len(pile)))
    lines.append(f"{stock} {top}{frozen}")
    if pile:
        lines.append("   " + say(msg("samba-table-pile")) + " " + _cards(pile, color))
    if obs["hand"] is not None:
        label = say(msg("samba-table-hand", n=len(obs["hand"])))
        lines.append(f"{label} {_grouped_hand(obs['hand'], color)}")
    if obs["over"]:
        lines.append(b(say(msg("samba-table-over", winners=_side(obs["winners"])))))
    else:
        opening = obs["opening_value"]
        lines.append(
            b(
                say(
                    msg(
                        "samba-table-to-act",
                        p=Who(obs["to_act"]),
                        phase=obs["phase"],
                        answer=obs["answer"] or "none",
                        opening=opening or 0,
                    )
                )
            )
        )
    return "\n".join(lines)
