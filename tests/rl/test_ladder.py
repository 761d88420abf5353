"""bench/rl_ladder.py: a ladder's entries, its pairs, and a small ladder played and rated."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from types import ModuleType

import pytest

BENCH = Path(__file__).resolve().parents[2] / "bench" / "rl_ladder.py"


def _bench() -> ModuleType:
    """The script, imported as a module (it lives outside the package)."""
    spec = importlib.util.spec_from_file_location("rl_ladder_bench", BENCH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_entries_take_a_label_or_are_their_own() -> None:
    entries = _bench().entries_of(["random", "ppo=policy:path=a.npz", "policy:path=b.npz"])
    assert entries == {
        "random": "random",
        "ppo": "policy:path=a.npz",
        "policy:path=b.npz": "policy:path=b.npz",
    }


@pytest.mark.parametrize("pair", ["random", "random,random", "random,nobody", "random:4"])
def test_a_pair_names_two_different_entries(pair: str) -> None:
    with pytest.raises(SystemExit, match="a pair is two different labels"):
        _bench().pairs_of([pair], {"random": "random", "heuristic": "heuristic"}, 10)


def test_a_pair_may_name_its_deals() -> None:
    labels = {"random": "random", "heuristic": "heuristic"}
    pairs = _bench().pairs_of(["heuristic,random", "random,heuristic:4"], labels, 10)
    assert pairs == [("heuristic", "random", 10), ("random", "heuristic", 4)]
    with pytest.raises(SystemExit, match="positive number"):
        _bench().pairs_of(["heuristic,random:0"], labels, 10)


def test_a_label_named_twice_is_refused() -> None:
    with pytest.raises(SystemExit, match="named twice"):
        _bench().entries_of(["a=random", "a=heuristic"])


def test_a_small_ladder_is_played_and_rated(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "ladder.json"
    argv = ["poch", "3", "random", "casual=heuristic", "--pairs", "casual,random"]
    assert _bench().main([*argv, "--deals", "4", "--seed", "1", "--json", str(out)]) == 0
    saved = json.loads(out.read_text())
    (pair,) = saved["pairs"]
    assert (pair["a"], pair["b"], pair["deals"]) == ("casual", "random", 4)
    assert pair["wins"] + pair["losses"] + pair["ties"] == 4
    assert pair["command"].startswith("tapisvert tournament poch -n 3 --bots heuristic,random")
    text = capsys.readouterr().out
    assert "| random | `random` | 0 (anchor) |" in text
    assert "| casual | `heuristic` |" in text


def test_the_ladder_can_be_rated_with_the_levels(capsys: pytest.CaptureFixture[str]) -> None:
    """With `--levels`, the committed level tournaments join the fit: the levels get ratings
    beside the entries, on one scale."""
    argv = ["poch", "3", "random", "casual=heuristic", "--pairs", "casual,random", "--levels"]
    assert _bench().main([*argv, "--deals", "2", "--seed", "1"]) == 0
    text = capsys.readouterr().out
    assert "Rated with the level tournaments" in text
    for level in ("beginner", "strong", "expert"):
        assert f"| {level} | `{level}` |" in text
