"""Streaming estimators with 95% intervals, clustered by match and paired by deal.

Every figure of a report is a *ratio* over matches: a match contributes a small vector of sums
(for a rate, the successes `x` and the chances `n` it held; for a value, the scores of seats
that held a card and of those that did not). The estimate is a smooth function of the means of
those vectors, and its interval comes from the delta method over matches, which treats the
hands of one match as correlated (they are: same players, same running scores).

Only sums and sums of products are kept, so memory does not grow with the number of matches.
When variants are compared on the same deals, the cross products of the two variants' vectors
are kept as well: the interval of the difference is then paired by deal, as a duplicate
tournament pairs its bots.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

Z95 = 1.959963984540054

RATE = 2  # (x, n): the mean of x per unit of n
VALUE = 4  # (x held, n held, x not held, n not held): the difference of two means


@dataclass(frozen=True)
class Estimate:
    """A mean with its 95% interval (infinite bounds when too few matches say nothing)."""

    mean: float
    low: float
    high: float
    n: float  # the units behind it (hands, takes...): Σ n
    matches: int  # the matches that contributed at least one unit

    def to_json(self) -> dict[str, Any]:
        def r(v: float) -> float | None:
            return round(v, 4) if math.isfinite(v) else None

        return {
            "mean": r(self.mean),
            "ci95": [r(self.low), r(self.high)],
            "n": round(self.n, 4),
            "matches": self.matches,
        }

    @property
    def significant(self) -> bool:
        """True when the interval excludes 0 (for differences)."""
        return self.low > 0 or self.high < 0


class Moments:
    """Σ v and Σ v vᵀ of a per-match vector, and how many matches had any unit."""

    __slots__ = ("matches", "outer", "sums")

    def __init__(self, d: int) -> None:
        self.sums = [0.0] * d
        self.outer = [[0.0] * d for _ in range(d)]
        self.matches = 0

    def add(self, v: Sequence[float]) -> None:
        d = len(self.sums)
        for i in range(d):
            vi = v[i]
            if vi:
                self.sums[i] += vi
                row = self.outer[i]
                for j in range(d):
                    row[j] += vi * v[j]
        self.matches += 1


class Cross:
    """Σ a bᵀ of two variants' vectors of the same deal (for the paired difference)."""

    __slots__ = ("outer",)

    def __init__(self, da: int, db: int) -> None:
        self.outer = [[0.0] * db for _ in range(da)]

    def add(self, a: Sequence[float], b: Sequence[float]) -> None:
        for i, ai in enumerate(a):
            if ai:
                row = self.outer[i]
                for j, bj in enumerate(b):
                    row[j] += ai * bj


def _point_and_gradient(sums: Sequence[float], total: int) -> tuple[float, list[float]] | None:
    """The estimate from the sums and its gradient with respect to the per-match means."""
    if len(sums) == RATE:
        x, n = sums
        if n <= 0:
            return None
        mn = n / total
        r = x / n
        return r, [1 / mn, -r / mn]
    x1, n1, x0, n0 = sums
    if n1 <= 0 or n0 <= 0:
        return None
    m1, m0 = n1 / total, n0 / total
    r1, r0 = x1 / n1, x0 / n0
    return r1 - r0, [1 / m1, -r1 / m1, -1 / m0, r0 / m0]


def _quad(g: Sequence[float], m: Sequence[Sequence[float]], h: Sequence[float]) -> float:
    return sum(g[i] * m[i][j] * h[j] for i in range(len(g)) for j in range(len(h)))


def _interval(point: float, quad: float, total: int, n: float, matches: int) -> Estimate:
    if total < 2:
        return Estimate(point, -math.inf, math.inf, n, matches)
    # g·mean(v) is 0 for these ratios, so Σ (g·v)² / (N − 1) is the variance of g·v.
    var = max(quad, 0.0) / (total - 1) / total
    half = Z95 * math.sqrt(var)
    return Estimate(point, point - half, point + half, n, matches)


def wilson(p: float, n: float) -> tuple[float, float]:
    """Wilson's 95% score interval of a proportion p out of n (never outside [0, 1])."""
    if n <= 0:
        return 0.0, 1.0
    z2 = Z95 * Z95
    centre = (p + z2 / (2 * n)) / (1 + z2 / n)
    half = Z95 * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def estimate(m: Moments, total: int, *, share: bool = False) -> Estimate | None:
    """The estimate of one variant over `total` matches (those without a unit count as zeros).

    For a share (a proportion), the interval is widened to contain Wilson's interval over the
    units and kept within [0, 1]: the delta method alone says [0, 0] when nothing happened.
    """
    pg = _point_and_gradient(m.sums, total)
    if pg is None:
        return None
    point, g = pg
    est = _interval(point, _quad(g, m.outer, g), total, m.sums[1], m.matches)
    if not share or len(m.sums) != RATE:
        return est
    lo, hi = wilson(min(max(point, 0.0), 1.0), m.sums[1])
    return Estimate(
        point, max(0.0, min(est.low, lo)), min(1.0, max(est.high, hi)), est.n, est.matches
    )


def difference(a: Moments, b: Moments, cross: Cross, total: int) -> Estimate | None:
    """The estimate of variant a minus variant b, paired over the same `total` deals."""
    pa = _point_and_gradient(a.sums, total)
    pb = _point_and_gradient(b.sums, total)
    if pa is None or pb is None:
        return None
    (ra, ga), (rb, gb) = pa, pb
    quad = _quad(ga, a.outer, ga) + _quad(gb, b.outer, gb) - 2 * _quad(ga, cross.outer, gb)
    return _interval(ra - rb, quad, total, min(a.sums[1], b.sums[1]), min(a.matches, b.matches))
