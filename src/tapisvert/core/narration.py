"""One name per seat in every text people read: `you` for the reader's own seat, `P3` for seat 3.

Seats are numbered from 0, as in the notation (`ask 3 6-V`, `steal red 3`, `--seat 3`). A game's
words are messages (`core.messages`): a seat is a `Who` argument, which the words layer
(`tapisvert.words`) renders as `you` or as the seat's name. What remains here is for labels made
before the convention, and for tests that look for a seat named another way.
"""

from __future__ import annotations

import re

# A seat named any other way than the words layer names it ("seat 2", "player 2", "Seat 2").
_OTHER_FORMS = re.compile(r"\b(?:[Ss]eat|[Pp]layer)s? (\d+)\b")


def other_seat_words(text: str) -> list[str]:
    """Every place `text` names a seat as `seat 2` or `player 2` instead of `P2` (for tests)."""
    return [m.group(0) for m in _OTHER_FORMS.finditer(text)]


def seat_words_to_names(text: str) -> str:
    """`text` with `seat 2` and `player 2` written `P2` (labels made before the convention, such as
    progress markers kept identical in the golden files, shown to people)."""
    return _OTHER_FORMS.sub(lambda m: f"P{m.group(1)}", text)


__all__ = ["other_seat_words", "seat_words_to_names"]
