"""The table as one seat sees it, drawn from its observation (terminal text, optional ANSI).

Every label is a message of the game's catalogue, put in words by `say` (the reader's language
and seat); the cards of the reader's hand are listed in notation, what a player types.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from tapisvert.core.messages import Message, Who, msg
from tapisvert.core.scores import parse_score
from tapisvert.games.sabias.cards import parse_card
from tapisvert.games.sabias.wording import (
    card_code,
    codes_of,
    family_message,
    number,
    seat,
    seats,
)

JSON = Any
Say = Callable[[Message], str]

_BOLD = "\x1b[1m"
_TRUMP = "\x1b[33m"
_DIM = "\x1b[2m"
_RESET = "\x1b[0m"


def _paint(text: str, code: str, color: bool) -> str:
    return f"{code}{text}{_RESET}" if color else text


def _card(text: str, color: bool) -> str:
    return _paint(text, _TRUMP, color) if text.startswith("S") else text


def _per_seat(values: list[Any]) -> tuple[Message, ...]:
    """Per-seat numbers of the observation (scores as JSON: an int, or a decimal string)."""
    return tuple(
        [
            msg("sabias-seat-points", p=Who(s), n=number(parse_score(v)))
            for s, v in enumerate(values)
        ]
    )


def _played(pairs: list[tuple[int, str]]) -> tuple[Message, ...]:
    return tuple(
        [msg("sabias-table-played", p=Who(s), card=card_code(parse_card(c))) for s, c in pairs]
    )


def render(obs: Mapping[str, JSON], *, say: Say, color: bool = False) -> str:
    """Own hand sorted and grouped by family, the trick, announcements, scores, whose turn."""
    me = None if obs["seat"] is None else int(obs["seat"])
    n = int(obs["players"])
    header = msg(
        "sabias-table-header",
        players=n,
        mode=str(obs["mode"]),
        a1=seat(0),
        a2=seat(2),
        b1=seat(1),
        b2=seat(3 % n),
        hand=int(obs["hand_number"]) + 1,
        dealer=seat(int(obs["dealer"])),
        phase=str(obs["phase"]),
    )
    lines = [_paint(say(header), _BOLD, color)]
    if obs["bids"]:
        bids = tuple([msg("sabias-table-bid", p=Who(s), bid=word) for s, word in obs["bids"]])
        lines.append(say(msg("sabias-table-bids", bids=bids)))
    taker = obs["taker"]
    if taker is not None:
        called = obs["called"]
        if called is None:
            lines.append(say(msg("sabias-table-taker", p=Who(taker))))
        elif obs["partner"] is not None:
            code = card_code(parse_card(called))
            line = msg(
                "sabias-table-taker-partner", p=Who(taker), card=code, partner=seat(obs["partner"])
            )
            lines.append(say(line))
        else:
            if obs["alone"]:
                status = "alone"
            elif called in obs["hand"] and taker != me:
                status = "secret"
            elif called in obs["hand"]:
                status = "self"
            else:
                status = "unknown"
            code = card_code(parse_card(called))
            line = msg("sabias-table-taker-called", p=Who(taker), card=code, status=status)
            lines.append(say(line))
    for a in obs["announcements"]:
        # as the browser's chip: the announced cards its seat still holds (a card played leaves
        # the line) and the outcome once decided
        name = str(a["announcement"])
        held = a["held"]
        if held:
            line = msg(
                "sabias-table-announced-cards", p=Who(a["seat"]), name=name, cards=codes_of(held)
            )
        else:
            line = msg("sabias-table-announced", p=Who(a["seat"]), name=name)
        if a["outcome"] in ("made", "failed"):
            line = msg("sabias-table-outcome", announcement=line, outcome=str(a["outcome"]))
        lines.append("  " + say(line))
    if obs["grande_jefa"] is not None:
        lines.append("  " + say(msg("sabias-table-grande-jefa", p=Who(obs["grande_jefa"]))))
    if obs["phase"] == "play":
        number_ = len(obs["tricks"]) + 1
        trick = [(int(s), str(c)) for s, c in obs["trick"]]
        if trick:
            lines.append(say(msg("sabias-table-trick", n=number_, cards=_played(trick))))
        else:
            lines.append(say(msg("sabias-table-trick-lead", n=number_)))
        if obs["tricks"]:
            last = obs["tricks"][-1]
            pairs = [((last["leader"] + i) % n, str(c)) for i, c in enumerate(last["cards"])]
            line = msg("sabias-table-last-trick", cards=_played(pairs), p=Who(last["winner"]))
            lines.append(_paint(say(line), _DIM, color))
    lines.append(say(msg("sabias-table-card-points", points=_per_seat(obs["trick_points"]))))
    if me is None:
        lines.append(say(msg("sabias-table-hand-sizes", sizes=_per_seat(obs["hand_sizes"]))))
    else:
        lines.append(say(msg("sabias-table-your-hand", n=len(obs["hand"]))))
    groups: dict[int, list[str]] = {}
    for c in obs["hand"]:
        groups.setdefault(0 if c.startswith("S") else int(c.split("-")[0]), []).append(c)
    for family, group in groups.items():
        label = (
            msg("sabias-table-sabias")
            if family == 0
            else msg("sabias-table-family", n=family, family=family_message(family))
        )
        lines.append(f"  {say(label):<14} " + " ".join(_card(c, color) for c in group))
    manche = msg(
        "sabias-table-manche",
        scores=_per_seat(list(obs["manche_scores"])),
        manches=_per_seat(list(obs["manches"])),
    )
    lines.append(say(manche))
    if obs["to_act"] is None:
        winners = [int(s) for s in obs["winners"]]
        over = msg("sabias-table-over", winners=seats(winners), n=len(winners))
        lines.append(_paint(say(over), _BOLD, color))
    elif obs["to_act"] == me:
        lines.append(_paint(say(msg("sabias-table-your-turn")), _BOLD, color))
    else:
        lines.append(say(msg("sabias-table-waiting", p=Who(obs["to_act"]))))
    return "\n".join(lines)
