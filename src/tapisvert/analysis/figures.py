"""What a report's figures are, and what one match contributes to them.

A game's analyzer reads one finished match record (plain JSON, as `docs/records.md` describes it)
and calls the `MatchSink` for every unit it sees: a hand, a take, an announcement, a seat's holding.
Figures are declared once (`FigureSpec`), in the words a designer reads; their categories (bars)
appear as the records bring them.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Literal

from tapisvert.analysis.stats import RATE, VALUE

JSON = Any
Kind = Literal["mean", "share", "value", "distribution"]

# The decisions a figure depends on; a report warns when random bots made them.
TAKING, ANNOUNCING, PLAY, BETTING, ASKING, MELDING, PREDICTING = (
    "taking",
    "announcing",
    "card play",
    "betting",
    "asking",
    "melding",
    "predicting",
)


@dataclass(frozen=True)
class FigureSpec:
    """One figure: what it measures, in words, and how to draw it.

    kind: `mean` bars of a mean per category; `share` the same as a percentage; `value` the mean
    score difference between seats that held something and seats that did not; `distribution`
    a histogram per category (with its mean).
    """

    id: str
    title: str
    text: str
    value: str
    axis: str
    kind: Kind = "mean"
    unit: str = "hands"
    decisions: tuple[str, ...] = ()
    order: tuple[str, ...] = ()
    bin_width: float = 0.0  # distributions: 0 picks a width from the range
    section: str = "game"

    def to_json(self) -> dict[str, JSON]:
        return {
            "id": self.id,
            "title": self.title,
            "text": self.text,
            "value": self.value,
            "axis": self.axis,
            "kind": self.kind,
            "unit": self.unit,
            "decisions": list(self.decisions),
            "section": self.section,
            "bin_width": self.bin_width,
        }


def _natural(text: str) -> list[Any]:
    return [(0, int(t), "") if t.isdigit() else (1, 0, t) for t in re.split(r"(\d+)", text) if t]


def category_order(spec: FigureSpec, categories: list[str]) -> list[str]:
    """The spec's order first, then the others in natural order (numbers numerically)."""
    fixed = [c for c in spec.order if c in categories]
    rest = sorted((c for c in categories if c not in spec.order), key=_natural)
    return fixed + rest


@dataclass
class MatchSink:
    """Everything one match contributes: a vector per (figure, category), and raw samples."""

    vectors: dict[tuple[str, str], list[float]] = field(default_factory=dict)
    samples: list[tuple[str, str, float]] = field(default_factory=list)

    def rate(self, fig: str, cat: str, x: float, n: float = 1.0) -> None:
        """One unit (or `n`) of figure `fig`'s bar `cat`, worth `x` in all."""
        v = self.vectors.get((fig, cat))
        if v is None:
            self.vectors[(fig, cat)] = [float(x), float(n)]
        else:
            v[0] += x
            v[1] += n

    def held(
        self, fig: str, cat: str, held: tuple[float, float], others: tuple[float, float]
    ) -> None:
        """For a value figure: (score sum, seats) of the seats that held it, and of the others."""
        v = self.vectors.get((fig, cat))
        if v is None:
            self.vectors[(fig, cat)] = [held[0], held[1], others[0], others[1]]
            return
        v[0] += held[0]
        v[1] += held[1]
        v[2] += others[0]
        v[3] += others[1]

    def sample(self, fig: str, cat: str, value: float) -> None:
        """One observation of a distribution (its mean is kept too)."""
        self.rate(fig, cat, value)
        self.samples.append((fig, cat, float(value)))


Observer = Callable[[JSON, MatchSink], None]


@dataclass(frozen=True)
class GameAnalyzer:
    """A game's figures and the function that reads one record into them."""

    specs: Callable[[int], list[FigureSpec]]
    observe: Observer


def dims(spec: FigureSpec) -> int:
    return VALUE if spec.kind == "value" else RATE


def position_label(pos: int, players: int) -> str:
    """A seat's place counted from the dealer, in words."""
    if pos == 0:
        return "dealer"
    return f"dealer +{pos}" if pos < players else str(pos)


def position_order(players: int) -> tuple[str, ...]:
    return tuple(position_label(p, players) for p in range(players))


def seat_label(seat: int) -> str:
    return f"seat {seat}"
