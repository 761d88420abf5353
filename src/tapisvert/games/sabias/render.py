"""The table as one seat sees it, drawn from its observation (terminal text, optional ANSI)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tapisvert.core import sages
from tapisvert.core.narration import cap, listing, seat_name

JSON = Any

_BOLD = "\x1b[1m"
_TRUMP = "\x1b[33m"
_DIM = "\x1b[2m"
_RESET = "\x1b[0m"


def _paint(text: str, code: str, color: bool) -> str:
    return f"{code}{text}{_RESET}" if color else text


def _card(text: str, color: bool) -> str:
    return _paint(text, _TRUMP, color) if text.startswith("S") else text


def _seat(seat: int, me: int) -> str:
    return seat_name(seat, me)


def _mode(mode: str, me: int) -> str:
    """` (teams P0+P2 v you+P3)`, ` (individual)`, or nothing (a taker's camp)."""
    if mode == "teams":
        return f" (teams {_seat(0, me)}+{_seat(2, me)} v {_seat(1, me)}+{_seat(3, me)})"
    return " (individual)" if mode == "individual" else ""


def render(obs: Mapping[str, JSON], *, color: bool = False) -> str:
    """Own hand sorted and grouped by family, the trick, announcements, scores, whose turn."""
    me = -1 if obs["seat"] is None else int(obs["seat"])  # -1: the public view, no seat
    n = int(obs["players"])
    lines = [
        _paint(
            f"Sabias · {n} players{_mode(obs['mode'], me)} · hand {obs['hand_number'] + 1}"
            f" · dealer {_seat(obs['dealer'], me)} · {obs['phase']}",
            _BOLD,
            color,
        )
    ]
    if obs["bids"]:
        lines.append("Taking: " + ", ".join(f"{_seat(s, me)} {word}" for s, word in obs["bids"]))
    if obs["taker"] is not None:
        text = f"Taker: {_seat(obs['taker'], me)}"
        if obs["called"] is not None:
            text += f", called {_card(obs['called'], color)}"
            if obs["alone"]:
                text += " (plays alone, 1 v 4)"
            elif obs["partner"] is not None:
                text += f" (partner: {_seat(obs['partner'], me)})"
            elif obs["called"] in obs["hand"] and obs["taker"] != me:
                text += " (you hold it: you are the secret partner)"
            elif obs["called"] in obs["hand"]:
                text += " (you hold it: you play alone, 1 v 4)"
            else:
                text += " (partner not yet known)"
        lines.append(text)
    for a in obs["announcements"]:
        cards = "".join(" " + _card(c, color) for c in a["cards"])
        lines.append(f"  {cap(_seat(a['seat'], me))} announced {a['announcement'].upper()}{cards}")
    if obs["grande_jefa"] is not None:
        lines.append(f"  {cap(_seat(obs['grande_jefa'], me))}: GRANDE JEFA + JEFA (+20)")
    for s, shown in enumerate(obs["shown"]):
        if shown and s != me:
            shows = " ".join(_card(c, color) for c in shown)
            lines.append(f"  {cap(_seat(s, me))} still shows {shows}")
    if obs["phase"] == "play":
        played = ", ".join(f"{_seat(s, me)} {_card(c, color)}" for s, c in obs["trick"])
        lines.append(f"Trick {len(obs['tricks']) + 1}: {played or '(to lead)'}")
        if obs["tricks"]:
            last = obs["tricks"][-1]
            n_seats = int(obs["players"])
            cards = ", ".join(
                f"{_seat((last['leader'] + i) % n_seats, me)} {_card(c, color)}"
                for i, c in enumerate(last["cards"])
            )
            won = f"won by {_seat(last['winner'], me)}"
            lines.append(_paint(f"Last trick: {cards}; {won}", _DIM, color))
    lines.append(
        "Card points won: "
        + ", ".join(f"{_seat(s, me)} {p}" for s, p in enumerate(obs["trick_points"]))
    )
    if me < 0:
        lines.append(
            "Cards in hand: "
            + ", ".join(f"{_seat(s, me)} {k}" for s, k in enumerate(obs["hand_sizes"]))
        )
    else:
        lines.append(f"Your hand ({len(obs['hand'])} cards):")
    groups: dict[str, list[str]] = {}
    for c in obs["hand"]:
        key = "Sabias" if c.startswith("S") else c.split("-")[0]
        groups.setdefault(key, []).append(c)
    for key, group in groups.items():
        label = "Sabias" if key == "Sabias" else f"{key} {sages.FAMILY_NAMES[int(key) - 1]}"
        lines.append(f"  {label:<14} " + " ".join(_card(c, color) for c in group))
    lines.append(
        "Manche: "
        + ", ".join(f"{_seat(s, me)} {v}" for s, v in enumerate(obs["manche_scores"]))
        + " · manches won: "
        + ", ".join(f"{_seat(s, me)} {m}" for s, m in enumerate(obs["manches"]))
    )
    if obs["to_act"] is None:
        winners = listing([_seat(s, me) for s in obs["winners"]]) if obs["winners"] else "nobody"
        lines.append(_paint(f"Match over: {winners} won", _BOLD, color))
    elif obs["to_act"] == me:
        lines.append(_paint("Your turn", _BOLD, color))
    else:
        lines.append(f"Waiting for {_seat(obs['to_act'], me)}")
    return "\n".join(lines)
