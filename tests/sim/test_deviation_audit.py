"""bench/deviation_audit.py: departures from a reference bot, each scored from the true state."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def audit_bench(monkeypatch: pytest.MonkeyPatch) -> ModuleType:
    path = ROOT / "bench" / "deviation_audit.py"
    spec = importlib.util.spec_from_file_location("deviation_audit", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, "deviation_audit", module)
    spec.loader.exec_module(module)
    return module


def test_a_bot_audited_against_itself_never_departs(audit_bench: ModuleType) -> None:
    out = audit_bench.audit("poch", 3, "heuristic", "heuristic", 2, 1, 1)
    assert out["decisions"] > 0 and out["departures"] == 0 and out["kinds"] == []


def test_random_play_departs_and_loses_against_the_heuristic(audit_bench: ModuleType) -> None:
    out = audit_bench.audit("seven-seals", 3, "random", "heuristic", 2, 1, 2)
    assert 0 < out["departures"] <= out["decisions"]
    assert sum(k["departures"] for k in out["kinds"]) == out["departures"]
    assert out["gain"]["mean"] < 0  # a random departure from the heuristic costs, on average
