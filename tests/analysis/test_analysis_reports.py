"""Reports on small runs: layout, and numbers checked against the records they come from."""

from __future__ import annotations

import json
import statistics
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
from tests.analysis.golden_records import GOLDEN

from tapisvert.analysis import analyzer_for
from tapisvert.analysis.aggregate import Variant
from tapisvert.analysis.run import (
    build_report,
    by_deal,
    file_records,
    records_report,
    resolve_variant,
    simulate_report,
)
from tapisvert.analysis.samba import FROZEN_ALL, FROZEN_SIDE
from tapisvert.core.records import MatchRecord
from tapisvert.games import get_game

FILES = sorted(GOLDEN.glob("*.jsonl"))


def _figure(report: dict[str, Any], fig_id: str) -> dict[str, Any]:
    figure: dict[str, Any] = next(f for f in report["figures"] if f["id"] == fig_id)
    return figure


def _bar(fig: dict[str, Any], cat: str, series: int = 0) -> dict[str, Any]:
    bar: dict[str, Any] = fig["series"][series]["bars"][fig["categories"].index(cat)]
    return bar


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_every_game_reports_every_declared_figure_from_its_records(path: Path) -> None:
    report = records_report(path)
    recs = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    ids = [s.id for s in analyzer_for(recs[0]["game"]).specs(recs[0]["players"])]
    assert [f["id"] for f in report["figures"]] == ids
    assert report["deals"] == len(recs)
    seat_score = _figure(report, "seat_score")
    for s in range(recs[0]["players"]):
        expected = statistics.fmean(float(Fraction(r["result"]["totals"][s])) for r in recs)
        assert _bar(seat_score, f"seat {s}")["mean"] == pytest.approx(expected, abs=1e-3)
    hands = _figure(report, "match_hands")
    assert _bar(hands, "all seats")["mean"] == pytest.approx(
        statistics.fmean(len(r["hands"]) for r in recs), abs=1e-3
    )
    for fig in report["figures"]:
        assert fig["title"] and fig["text"] and fig["value"] and fig["axis"]
        for bar in fig["series"][0]["bars"]:
            if bar["mean"] is not None and fig["kind"] == "share":
                lo, hi = bar["ci95"]
                assert 0.0 <= lo <= bar["mean"] <= hi <= 1.0
    # golden records are played by random bots: the report says so
    assert report["weak_seats"] == list(range(recs[0]["players"]))
    assert "random" in _figure(report, "seat_score")["warning"]


def test_sabias_taking_figures_add_up_to_the_hands() -> None:
    path = GOLDEN / "sabias-5p.jsonl"
    report = records_report(path)
    recs = [MatchRecord.from_json(json.loads(line)) for line in path.read_text().splitlines()]
    details = [h.result["detail"] for r in recs for h in r.hands if h.result]
    takes = [d for d in details if d.get("taker") is not None]
    take = _figure(report, "take_position")
    assert sum(b["mean"] for b in take["series"][0]["bars"]) == pytest.approx(1.0, abs=1e-3)
    assert _bar(take, "nobody takes")["n"] == len(details)
    alone = _bar(_figure(report, "camp_share"), "alone (1 v 4)")
    assert alone["n"] == len(takes)
    assert alone["mean"] == pytest.approx(
        sum(bool(d["alone"]) for d in takes) / len(takes), abs=1e-3
    )
    made = _figure(report, "success_trumps")
    assert sum(b["n"] for b in made["series"][0]["bars"]) == len(takes)
    chelem = [
        a
        for d in details
        for a in d.get("announcements", [])
        if a["announcement"].startswith("chelem")
    ]
    assert _bar(_figure(report, "announce_value"), "Chelem")["n"] == len(chelem)
    ecart = _figure(report, "ecart")
    assert _bar(ecart, "taker's camp")["mean"] == pytest.approx(
        statistics.fmean(d["ecart"] for d in takes), abs=1e-3
    )


class _FrozenSink:
    """Keeps, in order, whether each draw-or-take found the pile frozen for the player."""

    def __init__(self) -> None:
        self.flags: list[bool] = []

    def rate(self, fig: str, cat: str, x: float, n: float = 1.0) -> None:
        if fig == "pile_frozen" and x:
            self.flags.append(cat in (FROZEN_ALL, FROZEN_SIDE))

    def held(self, *a: Any) -> None: ...

    def sample(self, *a: Any) -> None: ...


def test_samba_frozen_pile_followed_from_actions_matches_the_observation() -> None:
    path = GOLDEN / "samba-4p.jsonl"
    game = get_game("samba")
    from tapisvert.analysis import samba

    checked = 0
    for line in path.read_text().splitlines():
        rec = json.loads(line)
        state = game.new(rec["players"], rec["seed"], **rec["options"])
        seen: list[bool] = []
        for hand in rec["hands"]:
            for seat, text in hand["actions"]:
                if text.split()[0] in ("draw", "take"):
                    obs = state.observation(seat)
                    side = seat % len(obs["pile_frozen"])
                    seen.append(bool(obs["pile_frozen"][side]))
                state.apply_text(text)
        # the derivation from the actions alone, turn by turn
        sink = _FrozenSink()
        samba.observe(rec, sink)  # type: ignore[arg-type]
        flags = sink.flags
        assert flags == seen
        checked += len(flags)
    assert checked > 50


def test_variants_are_played_on_the_same_deals_and_differences_are_paired() -> None:
    same_play = [
        resolve_variant("sabias", 3, "two hands", {"max_hands": "2"}),
        resolve_variant(
            "sabias", 3, "two hands, bonus 50", {"max_hands": "2", "jefa_made_bonus": "50"}
        ),
    ]
    report = simulate_report("sabias", 3, 6, 7, ["random"] * 3, same_play, workers=1)
    assert report["deals"] == 6 and len(report["variants"]) == 2
    score = _figure(report, "seat_score")
    for bar in score["differences"][0]["bars"]:
        assert bar["mean"] == 0 and bar["ci95"] == [0, 0] and not bar["significant"]


def test_compare_changes_the_numbers_it_should() -> None:
    variants = [
        resolve_variant("sabias", 3, "ecart=margin", {"ecart": "margin", "max_hands": "1"}),
        resolve_variant("sabias", 3, "ecart=difference", {"ecart": "difference", "max_hands": "1"}),
    ]
    report = simulate_report("sabias", 3, 12, 1, ["random"] * 3, variants, workers=1)
    ecart = _figure(report, "ecart")
    margin = _bar(ecart, "taker's camp", 0)["mean"]
    diff = _bar(ecart, "taker's camp", 1)["mean"]
    # same deals and play: E = T - 109 against E = T - (218 - T) = 2(T - 109)
    assert diff == pytest.approx(2 * margin, abs=1e-3)
    d = ecart["differences"][0]["bars"][0]
    assert d["mean"] == pytest.approx(diff - margin, abs=1e-3)


def test_aggregation_keeps_no_record() -> None:
    path = GOLDEN / "poch-3p.jsonl"
    agg = build_report("poch", 3, [Variant("records", {})], by_deal(file_records(path), 1))
    kept = [
        v
        for v in vars(agg).values()
        if isinstance(v, list) and v and isinstance(v[0], dict) and "hands" in v[0]
    ]
    assert not kept and agg.deals == len(path.read_text().splitlines())


def test_pool_records_come_in_deal_order() -> None:
    from tapisvert.analysis import run
    from tapisvert.core.chance import match_seed

    variants = [
        resolve_variant("poch", 3, "a", {"max_hands": "1"}),
        resolve_variant("poch", 3, "b", {"max_hands": "1", "starting_chips": "20"}),
    ]
    records = list(run.pool_records("poch", 3, 4, 5, ["random"] * 3, variants, workers=2))
    assert [r["seed"] for r in records] == [match_seed(5, i) for i in range(4) for _ in "ab"]
    assert [r["options"]["starting_chips"] for r in records] == [100, 20] * 4
    groups = list(by_deal(records, 2))
    assert len(groups) == 4 and all(
        a["hands"][0]["deal"] == b["hands"][0]["deal"] for a, b in groups
    )
