"""Words for people at the table: one name per seat, and the small helpers games narrate with.

Every text a person reads (a game's table, its narration of a move, its breakdown of a hand, the
command line's messages) names a seat the same way: `you` for the reader's own seat, `P3` for
seat 3 (seats are numbered from 0, as in the notation: `ask 3 6-V`, `steal red 3`, `--seat 3`).
A spectator (the public view, a replay) has no seat of its own: every seat is `P<n>`.

Games build their sentences with these helpers (`games/<id>/narrate.py`): `Game.narrate` tells what
a move did as one reader saw it, `Game.describe_hand` breaks a finished hand's result down.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from fractions import Fraction

from tapisvert.core.scores import score_text

YOU = "you"

# A seat named any other way than `seat_name` does ("seat 2", "player 2", "Seat 2"): what
# `other_seat_words` finds, for tests and for texts written before this convention.
_OTHER_FORMS = re.compile(r"\b(?:[Ss]eat|[Pp]layer)s? (\d+)\b")


def seat_name(seat: int, me: int | None) -> str:
    """The one name of `seat` for the reader sitting at `me` (None: a spectator): `you` or `P3`."""
    return YOU if seat == me else f"P{seat}"


def possessive(seat: int, me: int | None) -> str:
    """`your` for the reader's own seat, else `P3's`."""
    return "your" if seat == me else f"P{seat}'s"


def cap(text: str) -> str:
    """`text` with its first letter upper-case (a sentence that starts with `you`)."""
    return text[:1].upper() + text[1:]


def listing(items: Sequence[str]) -> str:
    """`a`, `a and b`, `a, b and c`; `nothing` when empty."""
    if not items:
        return "nothing"
    if len(items) == 1:
        return items[0]
    return ", ".join(items[:-1]) + " and " + items[-1]


def count(n: int, word: str, plural: str | None = None) -> str:
    """`1 chip`, `3 chips`, `0 chips` (`plural` when adding an `s` is wrong)."""
    return f"{n} {word if n == 1 else plural or word + 's'}"


def signed(value: Fraction | int) -> str:
    """A score change with its sign: `+20`, `-7.5`, `0`."""
    return score_text(Fraction(value))


_IRREGULAR = {"is": "are", "was": "were", "has": "have", "does": "do"}


def verb(seat: int, me: int | None, third: str) -> str:
    """`third` (a verb in the third person: `leads`, `has`) agreeing with the seat's name."""
    if seat != me:
        return third
    if third in _IRREGULAR:
        return _IRREGULAR[third]
    if third.endswith(("sses", "shes", "ches", "xes", "oes")):
        return third[:-2]
    if third.endswith("ies"):
        return third[:-3] + "y"
    return third[:-1] if third.endswith("s") else third


def does(seat: int, me: int | None, third: str, *, start: bool = True) -> str:
    """Subject and verb agreeing: `P1 leads` / `You lead`, `P2 has` / `You have` (`third`: the
    verb in the third person; `start`: capitalised, to begin a sentence)."""
    text = f"{seat_name(seat, me)} {verb(seat, me, third)}"
    return cap(text) if start else text


def other_seat_words(text: str) -> list[str]:
    """Every place `text` names a seat as `seat 2` or `player 2` instead of `P2` (for tests)."""
    return [m.group(0) for m in _OTHER_FORMS.finditer(text)]


def seat_words_to_names(text: str) -> str:
    """`text` with `seat 2` and `player 2` written `P2` (labels made before the convention, such as
    progress markers kept identical in the golden files, shown to people)."""
    return _OTHER_FORMS.sub(lambda m: f"P{m.group(1)}", text)


__all__ = [
    "YOU",
    "cap",
    "count",
    "does",
    "listing",
    "other_seat_words",
    "possessive",
    "seat_name",
    "seat_words_to_names",
    "signed",
    "verb",
]
