"""Duplicate tournaments and the statistics they report."""

from __future__ import annotations

import math

import pytest

from tapisvert.core.errors import InvalidOption
from tapisvert.sim.tournament import interval, seat_groups, tournament


def test_interval_is_a_normal_95_percent_interval() -> None:
    iv = interval([1.0, 2.0, 3.0, 4.0])
    assert iv.mean == 2.5
    half = 1.959963984540054 * math.sqrt(5 / 3) / 2
    assert iv.low == pytest.approx(2.5 - half) and iv.high == pytest.approx(2.5 + half)
    single = interval([3.0])
    assert single.low is None and single.high is None
    assert single.to_json() == {"mean": 3.0, "ci95": None}


def test_partnerships_are_kept_together() -> None:
    assert seat_groups("samba", 6, {}) == [(0, 3), (1, 4), (2, 5)]
    assert seat_groups("samba", 4, {}) == [(0, 2), (1, 3)]
    assert seat_groups("seven-seals", 3, {}) == [(0,), (1,), (2,)]


def test_duplicate_rotation_gives_each_bot_every_seat() -> None:
    result = tournament(
        "seven-seals", 3, ["random", "random"], deals=3, seed=1, options={"max_hands": 1}, workers=1
    )
    assert result.matches == 9  # 3 deals x 3 rotations
    assert len(result.per_deal["random"]) == 3
    data = result.to_json()
    assert data["results"][0]["bot"] == "random"
    assert "random" in result.table()


def test_every_deal_is_played_once_per_rotation() -> None:
    result = tournament("poch", 4, ["random"], deals=4, seed=2, options={"max_hands": 1}, workers=1)
    assert result.matches == 16  # 4 deals x 4 rotations
    assert result.seats_played["random"] == 64
    assert len(result.per_deal["random"]) == 4


def test_too_many_bots_for_the_sides_is_refused() -> None:
    with pytest.raises(InvalidOption, match="at most 2"):
        tournament("samba", 4, ["random", "heuristic", "ismcts"], deals=1, workers=1)


def test_results_do_not_depend_on_workers() -> None:
    one = tournament(
        "seven-seals", 4, ["random"], deals=2, seed=3, options={"max_hands": 1}, workers=1
    )
    two = tournament(
        "seven-seals", 4, ["random"], deals=2, seed=3, options={"max_hands": 1}, workers=2
    )
    assert one.per_deal == two.per_deal and one.wins == two.wins
