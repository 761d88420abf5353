"""Streaming aggregation of finished matches into a report's figures.

`Aggregator.add` takes the records of one deal, one per variant (a single record when nothing is
compared), folds them into sums and forgets them: memory depends on the figures, not on the number
of matches. Any source of records (the local pool, a file, another backend) can feed it.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from tapisvert.analysis.figures import FigureSpec, GameAnalyzer, MatchSink, category_order, dims
from tapisvert.analysis.stats import Cross, Moments, difference, estimate

JSON = Any

# Bots whose decisions are made at random: a figure that depends on decisions they make says so.
WEAK_BOTS = ("random",)


@dataclass(frozen=True)
class Variant:
    """One set of options played on the deals (the label is what a reader sees)."""

    label: str
    options: Mapping[str, Any]


def bot_kind(name: str) -> str:
    return name.split(":", 1)[0]


@dataclass
class _VariantState:
    moments: dict[tuple[str, str], Moments] = field(default_factory=dict)
    hists: dict[tuple[str, str], Counter[float]] = field(default_factory=dict)
    seats: Counter[tuple[str, ...]] = field(default_factory=Counter)
    options: dict[str, Any] = field(default_factory=dict)


class Aggregator:
    """Folds deals (one record per variant) into moments; `figures()` reads them out."""

    def __init__(
        self,
        game: str,
        players: int,
        analyzer: GameAnalyzer,
        variants: Sequence[Variant],
    ) -> None:
        self.game = game
        self.players = players
        self.analyzer = analyzer
        self.variants = list(variants)
        self.specs = analyzer.specs(players)
        self._spec = {s.id: s for s in self.specs}
        self._states = [_VariantState() for _ in self.variants]
        self._cross: list[dict[tuple[str, str], Cross]] = [{} for _ in self.variants]
        self.deals = 0

    def add(self, records: Sequence[JSON]) -> None:
        """One deal: the record of each variant, in the variants' order."""
        if len(records) != len(self.variants):
            raise ValueError(f"expected {len(self.variants)} records, got {len(records)}")
        vectors: list[dict[tuple[str, str], list[float]]] = []
        for st, rec in zip(self._states, records, strict=True):
            sink = MatchSink()
            self.analyzer.observe(rec, sink)
            st.seats[tuple(rec.get("seats") or ())] += 1
            if not st.options:
                st.options = dict(rec.get("options") or {})
            for key, vec in sink.vectors.items():
                spec = self._spec.get(key[0])
                if spec is None:
                    raise KeyError(f"figure {key[0]!r} is not declared")
                m = st.moments.get(key)
                if m is None:
                    m = st.moments[key] = Moments(dims(spec))
                m.add(vec)
            for fig, cat, value in sink.samples:
                hist = st.hists.get((fig, cat))
                if hist is None:
                    hist = st.hists[(fig, cat)] = Counter()
                hist[round(value, 6)] += 1
            vectors.append(sink.vectors)
        base = vectors[0]
        for v in range(1, len(vectors)):
            cross = self._cross[v]
            for key, vec in vectors[v].items():
                other = base.get(key)
                if other is None:
                    continue
                c = cross.get(key)
                if c is None:
                    c = cross[key] = Cross(len(vec), len(other))
                c.add(vec, other)
        self.deals += 1

    # --- reading out ------------------------------------------------------------------------------
    def bots(self) -> list[str]:
        names: set[str] = set()
        for st in self._states:
            for seats in st.seats:
                names.update(seats)
        return sorted(names)

    def weak_seats(self) -> list[int]:
        """Seats where a random bot sat in some match."""
        out: set[int] = set()
        for st in self._states:
            for seats in st.seats:
                out.update(s for s, b in enumerate(seats) if bot_kind(b) in WEAK_BOTS)
        return sorted(out)

    def warning(self, spec: FigureSpec) -> str | None:
        """Why the bots that played make this figure weak, or None."""
        weak = self.weak_seats()
        if not weak or not spec.decisions:
            return None
        who = (
            "random bots"
            if len(weak) == self.players
            else f"random bots (seats {', '.join(map(str, weak))})"
        )
        return (
            f"Bots too weak for this figure: {who} made the {', '.join(spec.decisions)}"
            " decisions behind it at random, so it shows what random play gives, not what"
            " players would do."
        )

    def figure(self, spec: FigureSpec) -> JSON:
        cats: set[str] = set()
        for st in self._states:
            cats.update(c for f, c in st.moments if f == spec.id)
        order = category_order(spec, sorted(cats))
        total = self.deals
        series = []
        for v, st in enumerate(self._states):
            bars = []
            for cat in order:
                m = st.moments.get((spec.id, cat))
                est = estimate(m, total, share=spec.kind == "share") if m is not None else None
                bar: dict[str, Any] = {"category": cat}
                bar.update(
                    est.to_json()
                    if est is not None
                    else {"mean": None, "ci95": [None, None], "n": 0, "matches": 0}
                )
                bars.append(bar)
            entry: dict[str, Any] = {"variant": self.variants[v].label, "bars": bars}
            if spec.kind == "distribution":
                entry["histograms"] = {
                    cat: sorted(
                        (
                            [value, count]
                            for value, count in st.hists.get((spec.id, cat), Counter()).items()
                        ),
                    )
                    for cat in order
                }
            series.append(entry)
        out: dict[str, Any] = {
            **spec.to_json(),
            "categories": order,
            "matches": total,
            "series": series,
        }
        if len(self._states) > 1:
            out["differences"] = [
                self._differences(spec, order, v) for v in range(1, len(self._states))
            ]
        warning = self.warning(spec)
        if warning:
            out["warning"] = warning
        out["empty"] = all(b["mean"] is None for s in series for b in s["bars"])
        return out

    def _differences(self, spec: FigureSpec, order: list[str], v: int) -> JSON:
        a, b = self._states[v], self._states[0]
        bars = []
        for cat in order:
            key = (spec.id, cat)
            ma, mb, c = a.moments.get(key), b.moments.get(key), self._cross[v].get(key)
            est = None
            if ma is not None and mb is not None:
                est = difference(ma, mb, c or Cross(len(ma.sums), len(mb.sums)), self.deals)
            bar: dict[str, Any] = {"category": cat}
            if est is None:
                bar.update({"mean": None, "ci95": [None, None], "significant": False})
            else:
                bar.update(est.to_json())
                bar["significant"] = est.significant and math.isfinite(est.low)
            bars.append(bar)
        return {"variant": self.variants[v].label, "baseline": self.variants[0].label, "bars": bars}

    def report(self) -> JSON:
        """Every figure, and what was played, as JSON."""
        return {
            "game": self.game,
            "players": self.players,
            "deals": self.deals,
            "variants": [
                {
                    "label": var.label,
                    "options_given": dict(var.options),
                    "options": st.options,
                    "seatings": [{"seats": list(k), "matches": n} for k, n in st.seats.items()],
                }
                for var, st in zip(self.variants, self._states, strict=True)
            ],
            "bots": self.bots(),
            "weak_seats": self.weak_seats(),
            "figures": [self.figure(s) for s in self.specs],
        }
