"""`tapisvert analyze` driven as a designer would: the HTML report, --json, and refusals."""

from __future__ import annotations

import base64
import json
import re
from pathlib import Path

import pytest
from tests.analysis.golden_records import GOLDEN

from tapisvert.cli.main import main

pytest.importorskip("matplotlib", reason="the analysis extra draws with matplotlib")


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_records_report_is_one_self_contained_page(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    out = tmp_path / "r.html"
    code, stdout, _ = run(
        capsys, "analyze", "--records", str(GOLDEN / "seven-seals-4p.jsonl"), "--out", str(out)
    )
    assert code == 0 and str(out) in stdout
    page = out.read_text(encoding="utf-8")
    assert "Prediction accuracy by prediction size" in page
    assert "How often the saboteur is chosen" in page and "Which colours" in page
    assert "Bots too weak for this figure" in page
    # every plot is embedded, nothing is fetched
    images = re.findall(r'src="data:image/svg\+xml;base64,([^"]+)"', page)
    assert len(images) >= 10
    assert b"<svg" in base64.b64decode(images[0])
    assert not re.search(r'(src|href)="https?://', page)
    assert "95% interval" in page and "Sample:" in page


def test_simulated_comparison_with_json(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    out = tmp_path / "cmp.html"
    code, stdout, _ = run(
        capsys,
        "analyze",
        "sabias",
        "-n",
        "3",
        "-k",
        "4",
        "--bots",
        "random",
        "-w",
        "1",
        "-o",
        "max_hands=1",
        "--compare",
        "jefa_made_bonus=20",
        "--out",
        str(out),
        "--json",
    )
    assert code == 0
    report = json.loads(stdout)
    assert [v["label"] for v in report["variants"]] == ["defaults", "jefa_made_bonus=20"]
    assert report["variants"][1]["options"]["jefa_made_bonus"] == 20
    assert report["variants"][0]["options"]["max_hands"] == 1
    assert report["deals"] == 4 and report["bots"] == ["random"]
    fig = next(f for f in report["figures"] if f["id"] == "seat_score")
    assert len(fig["series"]) == 2 and fig["differences"][0]["baseline"] == "defaults"
    page = out.read_text(encoding="utf-8")
    assert "the same deals for every variant" in page and "jefa_made_bonus=20" in page


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["analyze"], "name a GAME"),
        (["analyze", "nope"], "nope"),
        (["analyze", "sabias", "-n", "7"], "3, 4, 5 players"),
        (["analyze", "sabias", "--compare", "ecart=sideways"], "ecart"),
        (["analyze", "sabias", "--compare", "ecart"], "NAME=VALUE"),
        (["analyze", "sabias", "--compare", "ecart=margin", "--compare", "ecart=margin"], "twice"),
        (["analyze", "sabias", "-k", "0"], "--games"),
        (["analyze", "sabias", "--bots", "genius"], "genius"),
        (["analyze", "--records", "missing.jsonl"], "no such file"),
        (["analyze", "sabias", "--records", "x.jsonl"], "--records reads the game"),
        (["analyze", "--bots", "random", "--records", "x.jsonl"], "--records reads the game"),
    ],
)
def test_bad_arguments_get_one_clear_line(
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    args: list[str],
    message: str,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.chdir(tmp_path)
    code, _, err = run(capsys, *args)
    assert code == 2 and message in err and "Traceback" not in err
    assert not list(tmp_path.glob("*.html"))


def test_bad_records_file_is_refused_with_its_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    bad = tmp_path / "bad.jsonl"
    lines = (GOLDEN / "poch-3p.jsonl").read_text().splitlines()
    bad.write_text(lines[0] + "\n{not json\n", encoding="utf-8")
    out = tmp_path / "r.html"
    code, _, err = run(capsys, "analyze", "--records", str(bad), "--out", str(out))
    assert code == 2 and "bad.jsonl:2" in err and not out.exists()
    mixed = tmp_path / "mixed.jsonl"
    mixed.write_text(
        lines[0] + "\n" + (GOLDEN / "poch-4p.jsonl").read_text().splitlines()[0] + "\n",
        encoding="utf-8",
    )
    code, _, err = run(capsys, "analyze", "--records", str(mixed), "--out", str(out))
    assert code == 2 and "one game and table size" in err and not out.exists()
