"""The table as one seat sees it, drawn from its observation (terminal text, optional ANSI)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tapisvert.core import sages

JSON = Any

_BOLD = "\x1b[1m"
_TRUMP = "\x1b[33m"
_DIM = "\x1b[2m"
_RESET = "\x1b[0m"
_MODES = {"teams": " (teams 0+2 v 1+3)", "individual": " (individual)"}


def _paint(text: str, code: str, color: bool) -> str:
    return f"{code}{text}{_RESET}" if color else text


def _card(text: str, color: bool) -> str:
    return _paint(text, _TRUMP, color) if text.startswith("S") else text


def _seat(seat: int, me: int) -> str:
    return f"seat {seat} (you)" if seat == me else f"seat {seat}"


def render(obs: Mapping[str, JSON], *, color: bool = False) -> str:
    """Own hand sorted and grouped by family, the trick, announcements, scores, whose turn."""
    me = -1 if obs["seat"] is None else int(obs["seat"])  # -1: the public view, no seat
    n = int(obs["players"])
    lines = [
        _paint(
            f"Sabias · {n} players{_MODES.get(obs['mode'], '')} · hand {obs['hand_number'] + 1}"
            f" · dealer seat {obs['dealer']} · {obs['phase']}",
            _BOLD,
            color,
        )
    ]
    if obs["bids"]:
        lines.append("Taking: " + ", ".join(f"seat {s} {word}" for s, word in obs["bids"]))
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
        lines.append(f"  {_seat(a['seat'], me)} announced {a['announcement'].upper()}{cards}")
    if obs["grande_jefa"] is not None:
        lines.append(f"  {_seat(obs['grande_jefa'], me)}: GRANDE JEFA + JEFA (+20)")
    for s, shown in enumerate(obs["shown"]):
        if shown and s != me:
            lines.append(f"  seat {s} still shows " + " ".join(_card(c, color) for c in shown))
    if obs["phase"] == "play":
        played = ", ".join(f"seat {s}: {_card(c, color)}" for s, c in obs["trick"])
        lines.append(f"Trick {len(obs['tricks']) + 1}: {played or '(to lead)'}")
        if obs["tricks"]:
            last = obs["tricks"][-1]
            cards = " ".join(_card(c, color) for c in last["cards"])
            lines.append(_paint(f"Last trick: {cards}, won by seat {last['winner']}", _DIM, color))
    lines.append(
        "Card points won: " + ", ".join(f"seat {s} {p}" for s, p in enumerate(obs["trick_points"]))
    )
    if me < 0:
        lines.append(
            "Cards in hand: " + ", ".join(f"seat {s} {k}" for s, k in enumerate(obs["hand_sizes"]))
        )
    else:
        lines.append(f"Your hand (seat {me}, {len(obs['hand'])} cards):")
    groups: dict[str, list[str]] = {}
    for c in obs["hand"]:
        key = "Sabias" if c.startswith("S") else c.split("-")[0]
        groups.setdefault(key, []).append(c)
    for key, group in groups.items():
        label = "Sabias" if key == "Sabias" else f"{key} {sages.FAMILY_NAMES[int(key) - 1]}"
        lines.append(f"  {label:<14} " + " ".join(_card(c, color) for c in group))
    lines.append(
        "Manche: "
        + ", ".join(f"seat {s} {v}" for s, v in enumerate(obs["manche_scores"]))
        + " · manches won: "
        + ", ".join(str(m) for m in obs["manches"])
    )
    if obs["to_act"] is None:
        winners = ", ".join(f"seat {s}" for s in obs["winners"]) or "nobody"
        lines.append(_paint(f"Match over: {winners} won", _BOLD, color))
    elif obs["to_act"] == me:
        lines.append(_paint("Your turn: ", _BOLD, color) + " | ".join(obs["legal_actions"]))
    else:
        lines.append(f"Waiting for seat {obs['to_act']}")
    return "\n".join(lines)
