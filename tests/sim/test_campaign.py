"""bench/level_campaign.py: the plan of level tournaments, run across stops through journals."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

from tapisvert.sim.journal import Journal, header

ROOT = Path(__file__).resolve().parents[2]


def _campaign(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[ModuleType, ModuleType]:
    """The campaign script with a plan of one cheap tournament, and its level_ratings module
    writing into `tmp_path` (journals, counts, a copy of docs/bots.md)."""
    path = ROOT / "bench" / "level_campaign.py"
    spec = importlib.util.spec_from_file_location("level_campaign", path)
    assert spec is not None and spec.loader is not None
    campaign = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, "level_campaign", campaign)  # its dataclass looks it up
    spec.loader.exec_module(campaign)
    bench = campaign.ratings_bench()
    doc = tmp_path / "bots.md"
    doc.write_text((ROOT / "docs" / "bots.md").read_text(encoding="utf-8"), encoding="utf-8")
    monkeypatch.setattr(bench, "JOURNALS", tmp_path / "journals")
    monkeypatch.setattr(bench, "OUT", tmp_path / "level_ratings.json")
    monkeypatch.setattr(bench, "DOC", doc)
    plan = (campaign.Planned("poch", 3, "casual", "beginner", 2, 7),)
    monkeypatch.setattr(campaign, "PLAN", plan)
    return campaign, bench


def test_the_plan_runs_once_and_is_stored(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    campaign, bench = _campaign(tmp_path, monkeypatch)
    assert "to run   poch 3p casual − beginner, 2 deals, seed 7: 0/6 matches" in campaign.status(
        bench
    )
    assert campaign.run(bench) == 1
    entry = campaign.measured(bench.load(), campaign.PLAN[0])
    assert entry is not None and entry["wins"] + entry["losses"] + entry["ties"] == 2
    assert campaign.status(bench).startswith("done     poch 3p casual − beginner")
    assert "casual − beginner" in (tmp_path / "bots.md").read_text(encoding="utf-8")
    assert campaign.run(bench) == 0  # nothing left


def test_a_tournament_another_run_holds_is_skipped(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    campaign, bench = _campaign(tmp_path, monkeypatch)
    p = campaign.PLAN[0]
    path = bench.journal_of(p.game, p.players, p.a, p.b, p.deals, p.seed)
    path.parent.mkdir(parents=True)
    head = header(p.game, 3, [p.a, p.b], p.deals, p.seed, {"max_hands": 1}, ["x", "y"])
    with Journal(path, head, 6):  # held: the other core's run
        assert campaign.run(bench) == 0
    assert campaign.measured(bench.load(), p) is None
