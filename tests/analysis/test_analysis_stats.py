"""The streaming estimators: the same numbers as a direct computation over kept samples."""

from __future__ import annotations

import math
import random
import statistics

from tapisvert.analysis.stats import Z95, Cross, Moments, difference, estimate, wilson


def test_rate_of_one_unit_per_match_is_the_plain_mean_and_normal_interval() -> None:
    rng = random.Random(1)
    xs = [rng.gauss(3, 2) for _ in range(400)]
    m = Moments(2)
    for x in xs:
        m.add([x, 1.0])
    est = estimate(m, len(xs))
    assert est is not None
    mean = statistics.fmean(xs)
    half = Z95 * statistics.stdev(xs) / math.sqrt(len(xs))
    assert math.isclose(est.mean, mean)
    assert math.isclose(est.high - est.mean, half, rel_tol=1e-9)
    assert est.n == len(xs) and est.matches == len(xs)


def test_ratio_counts_matches_without_units_as_zeros() -> None:
    m = Moments(2)
    m.add([3.0, 2.0])  # a match with two units worth 3 in all
    m.add([1.0, 2.0])
    est = estimate(m, 3)  # a third match had no unit at all
    assert est is not None
    assert est.mean == 1.0 and est.n == 4.0 and est.matches == 2
    assert est.low < 1.0 < est.high


def test_paired_difference_of_identical_variants_is_exactly_zero() -> None:
    rng = random.Random(2)
    a, b, cross = Moments(2), Moments(2), Cross(2, 2)
    for _ in range(200):
        v = [rng.gauss(0, 5), float(rng.randint(1, 4))]
        a.add(v)
        b.add(v)
        cross.add(v, v)
    d = difference(a, b, cross, 200)
    assert d is not None
    assert abs(d.mean) < 1e-12 and abs(d.high - d.low) < 1e-6


def test_paired_difference_is_narrower_than_unpaired_when_deals_matter() -> None:
    rng = random.Random(3)
    a, b, cross = Moments(2), Moments(2), Cross(2, 2)
    diffs = []
    for _ in range(300):
        luck = rng.gauss(0, 10)
        va, vb = [luck + 1 + rng.gauss(0, 1), 1.0], [luck + rng.gauss(0, 1), 1.0]
        a.add(va)
        b.add(vb)
        cross.add(va, vb)
        diffs.append(va[0] - vb[0])
    d = difference(a, b, cross, 300)
    assert d is not None
    half = Z95 * statistics.stdev(diffs) / math.sqrt(300)
    assert math.isclose(d.mean, statistics.fmean(diffs))
    assert math.isclose(d.high - d.mean, half, rel_tol=1e-6)
    assert d.significant


def test_value_is_held_mean_minus_not_held_mean() -> None:
    m = Moments(4)
    m.add([10.0, 1.0, -6.0, 3.0])
    m.add([4.0, 1.0, 0.0, 3.0])
    est = estimate(m, 2)
    assert est is not None
    assert math.isclose(est.mean, 7.0 - (-1.0))


def test_share_interval_stays_in_zero_one_and_is_not_empty_when_nothing_happened() -> None:
    m = Moments(2)
    for _ in range(50):
        m.add([0.0, 3.0])
    est = estimate(m, 50, share=True)
    assert est is not None
    assert est.low == 0.0 and est.mean == 0.0 and 0.0 < est.high <= wilson(0.0, 150)[1] + 1e-12
