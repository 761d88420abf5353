"""The Bradley–Terry fit of sim/ratings.py on cases that can be checked by hand, and the levels'
ratings it gives from the committed deal counts (sim/level_ratings.json)."""

from __future__ import annotations

import importlib.util
import math
from pathlib import Path
from types import ModuleType

import pytest

from tapisvert.core.protocol import LEVEL_NAMES
from tapisvert.games import all_games
from tapisvert.sim.ratings import (
    PRIOR_TIES,
    PairRecord,
    Unrateable,
    deal_outcomes,
    fit,
    level_ratings,
    measured,
    records_of,
    win_chance,
)

ELO = 400 / math.log(10)
ROOT = Path(__file__).resolve().parents[2]
BENCH = ROOT / "bench" / "level_ratings.py"


def test_two_bots_three_wins_to_one_are_400_log10_3_apart() -> None:
    ratings = fit([PairRecord("a", "random", 3, 1)])
    assert ratings["random"].rating == 0.0
    assert ratings["a"].rating == pytest.approx(400 * math.log10(3))  # 190.85
    assert ratings["a"].rating == pytest.approx(190.8, abs=0.05)
    # the Fisher interval: variance 1 / (n p q) of the log-odds, n = 4, p = 3/4
    half = 1.959963984540054 * math.sqrt(1 / (4 * 0.75 * 0.25)) * ELO
    assert ratings["a"].low == pytest.approx(ratings["a"].rating - half)
    assert ratings["a"].high == pytest.approx(ratings["a"].rating + half)
    assert win_chance(ratings["a"].rating) == pytest.approx(0.75)


def test_the_order_of_a_pair_does_not_matter() -> None:
    one = fit([PairRecord("a", "random", 3, 1, 2)])
    other = fit([PairRecord("random", "a", 1, 3, 2)])
    assert one["a"].rating == pytest.approx(other["a"].rating)
    assert one["a"].low == pytest.approx(other["a"].low)


def test_a_chain_adds_up_and_its_intervals_widen() -> None:
    ratings = fit([PairRecord("b", "random", 3, 1), PairRecord("c", "b", 4, 1)])
    assert ratings["b"].rating == pytest.approx(400 * math.log10(3))
    assert ratings["c"].rating == pytest.approx(400 * math.log10(3) + 400 * math.log10(4))
    # along a chain the variances of the links add
    var_b = 1 / (4 * 0.75 * 0.25)
    var_cb = 1 / (5 * 0.8 * 0.2)
    half_c = 1.959963984540054 * math.sqrt(var_b + var_cb) * ELO
    assert ratings["c"].high - ratings["c"].rating == pytest.approx(half_c)
    assert ratings["c"].high - ratings["c"].low > ratings["b"].high - ratings["b"].low


def test_ties_count_half_a_win_to_each() -> None:
    assert fit([PairRecord("a", "random", 0, 0, 6)])["a"].rating == pytest.approx(0.0, abs=1e-9)
    # 2 wins, 0 losses, 2 ties: 3 to 1 in half-wins
    assert fit([PairRecord("a", "random", 2, 0, 2)])["a"].rating == pytest.approx(
        400 * math.log10(3)
    )


def test_a_cycle_of_equal_records_rates_all_alike() -> None:
    ratings = fit(
        [
            PairRecord("random", "a", 2, 1),
            PairRecord("a", "b", 2, 1),
            PairRecord("b", "random", 2, 1),
        ]
    )
    for bot in ("a", "b"):
        assert ratings[bot].rating == pytest.approx(0.0, abs=1e-6)


def test_all_pairs_played_are_fitted_together() -> None:
    # a beats b 2:1, b beats random 2:1, a beats random 4:1: no chain reads these off; the
    # maximum-likelihood point has each bot's expected wins equal to its actual wins
    records = [
        PairRecord("a", "b", 2, 1),
        PairRecord("b", "random", 2, 1),
        PairRecord("a", "random", 4, 1),
    ]
    ratings = fit(records)
    wins: dict[str, float] = {"a": 0.0, "b": 0.0, "random": 0.0}
    expected: dict[str, float] = dict(wins)
    for r in records:
        wins[r.a] += r.wins
        wins[r.b] += r.losses
        p = win_chance(ratings[r.a].rating - ratings[r.b].rating)
        expected[r.a] += r.deals * p
        expected[r.b] += r.deals * (1 - p)
    for bot in wins:
        assert expected[bot] == pytest.approx(wins[bot], abs=1e-6)
    assert ratings["a"].rating > ratings["b"].rating > 0


def test_the_anchor_is_random_else_the_first_bot() -> None:
    assert fit([PairRecord("casual", "beginner", 3, 1)])["beginner"].rating == pytest.approx(
        -400 * math.log10(3)
    )
    ratings = fit([PairRecord("casual", "beginner", 3, 1)], anchor="beginner")
    assert ratings["beginner"].rating == 0.0
    assert ratings["casual"].rating == pytest.approx(400 * math.log10(3))
    assert fit([]) == {}


def test_a_clean_sweep_has_no_finite_rating() -> None:
    with pytest.raises(Unrateable):
        fit([PairRecord("a", "random", 5, 0)])
    with pytest.raises(Unrateable):  # a chain whose top link was all won
        fit([PairRecord("b", "random", 3, 1), PairRecord("c", "b", 5, 0, 0)])
    with pytest.raises(Unrateable):  # two pairs that never met
        fit([PairRecord("a", "random", 3, 1), PairRecord("c", "b", 3, 1)])
    # a tie is half a win each: one tied deal makes a sweep finite
    assert fit([PairRecord("a", "random", 5, 0, 1)])["a"].rating == pytest.approx(
        400 * math.log10(5.5 / 0.5)
    )


def test_a_prior_adds_drawn_deals_to_each_pair() -> None:
    # a sweep of 100 deals with one virtual draw: 100.5 to 0.5
    swept = fit([PairRecord("a", "random", 100, 0)], prior=PRIOR_TIES)
    assert swept["a"].rating == pytest.approx(400 * math.log10(201))  # +921
    assert swept["a"].low < 600 < 1200 < swept["a"].high
    ratings = fit([PairRecord("b", "random", 74, 20, 6), PairRecord("c", "b", 5, 0)], prior=1.0)
    assert ratings["b"].rating == pytest.approx(400 * math.log10(77.5 / 23.5))
    assert ratings["c"].rating - ratings["b"].rating == pytest.approx(400 * math.log10(11))
    with pytest.raises(Unrateable):  # a prior joins no pairs that never met
        fit([PairRecord("a", "random", 3, 1), PairRecord("c", "b", 3, 1)], prior=1.0)


def test_deal_outcomes_compare_the_means_deal_by_deal() -> None:
    assert deal_outcomes([3.0, 1.0, 2.0, 0.5], [1.0, 1.0, 5.0, 0.0]) == (2, 1, 1)
    with pytest.raises(ValueError):
        deal_outcomes([1.0], [1.0, 2.0])


def test_the_committed_measures_rate_the_levels_measured_and_no_other() -> None:
    games = {g.id: g for g in all_games()}
    for game_id, counts in measured()["games"].items():
        for players, entries in counts.items():
            n = int(players)
            assert n in games[game_id].player_counts
            ratings = level_ratings(game_id, n)
            played = {e["a"] for e in entries} | {e["b"] for e in entries}
            assert set(ratings) == played
            assert played <= {"random", *LEVEL_NAMES}
            assert fit(records_of(entries), prior=PRIOR_TIES) == ratings
            for e in entries:
                assert e["wins"] + e["losses"] + e["ties"] == e["deals"]
    assert level_ratings("sabias", 99) == {}


def _bench() -> ModuleType:
    """bench/level_ratings.py, imported as a module (it is a script, outside the package)."""
    spec = importlib.util.spec_from_file_location("level_ratings_bench", BENCH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_bench_reproduces_a_committed_count(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The cheapest committed tournament, played again: the same deals won, lost and tied; and
    again from the journal it wrote, which it reads rather than plays."""
    bench = _bench()
    monkeypatch.setattr(bench, "JOURNALS", tmp_path)  # not the checkout's bench/journals
    entry = next(e for e in measured()["games"]["sabias"]["3"] if e["b"] == "random")
    args = ("sabias", 3, entry["a"], entry["b"], entry["deals"], entry["seed"])
    again = bench.measure(*args)
    for key in ("wins", "losses", "ties", "difference", "command"):
        assert again[key] == entry[key], key
    journal = bench.journal_of(*args)
    assert journal.parent == tmp_path
    assert len(journal.read_text(encoding="utf-8").splitlines()) == 1 + entry["deals"] * 3
    resumed = bench.measure(*args)
    assert resumed["cpu_seconds"] == again["cpu_seconds"]  # nothing played again
    for key in ("wins", "losses", "ties", "difference", "command"):
        assert resumed[key] == entry[key], key


def test_the_docs_table_is_the_benchs_fit_of_the_committed_counts() -> None:
    bench = _bench()
    text = (ROOT / "docs" / "bots.md").read_text(encoding="utf-8")
    start, stop = text.index(bench.BEGIN) + len(bench.BEGIN), text.index(bench.END)
    assert text[start:stop] == "\n" + bench.markdown(measured())
