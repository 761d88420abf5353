"""The training example runs end to end for a few hundred steps (where PyTorch is installed)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip(
    "torch",
    reason="PyTorch is in the `train` extra, which `make` installs: pip install -e '.[train]'",
)
pytest.importorskip("pettingzoo")

from tapisvert.bots import make_bot
from tapisvert.games import get_game

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "train_ppo.py"


@pytest.mark.parametrize(
    "extra",
    [
        [],
        ["--actor-process", "0", "--bf16", "0"],
        ["--opponents", "mix", "--workers", "2", "--num-envs", "6"],
        ["--opponents", "league", "--league-every", "1", "--league-size", "2", "--num-envs", "6"],
    ],
    ids=["actor-process", "one-process", "mix-two-workers", "league"],
)
def test_train_ppo_smoke(tmp_path: Path, extra: list[str]) -> None:
    out = tmp_path / "poch.npz"
    run = subprocess.run(
        [
            sys.executable,
            str(EXAMPLE),
            "--game",
            "poch",
            "--players",
            "3",
            "--total-steps",
            "256",
            "--num-envs",
            "4",
            "--num-steps",
            "32",
            "--hidden",
            "32",
            "--out",
            str(out),
            *extra,
        ],
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert run.returncode == 0, run.stderr[-2000:]
    assert out.exists() and out.with_suffix(".pt").exists()
    # the precision it chose is said once (float32 where asked, else what the CPU computes natively)
    said = [line for line in run.stderr.splitlines() if line.startswith("precision: ")]
    assert len(said) == 1
    if "--bf16" in extra:
        assert said[0] == "precision: float32"
    if "league" in extra:  # each update says the pool, capped at --league-size, and win rates
        lines = [json.loads(x) for x in run.stdout.splitlines() if x.startswith("{")]
        leagues = [x["league"] for x in lines]
        assert leagues and all(1 <= x["pool"] <= 2 for x in leagues)
        assert leagues[-1]["pool"] == 2 and len(leagues[-1]["win_rates"]) == 2
    bot = make_bot(f"policy:path={out}", get_game("poch"), 0, 0)
    assert bot.name == "policy"


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["--bf16", "2"], "--bf16 takes 1, 0 or -1"),
        (["--opponents", "league", "--workers", "2"], "--opponents league needs --workers 1"),
        (["--opponents", "nobody"], "--opponents takes random, heuristic, mix or league"),
        (["--game", "nosuch"], "unknown game 'nosuch'"),
        (["--players", "9"], "not 9"),
        (["--options", "nosuch=1"], "unknown option 'nosuch'"),
    ],
)
def test_train_ppo_refuses_what_it_cannot_run(args: list[str], said: str) -> None:
    """A precision other than 1, 0 or -1, a league with worker processes (its pool lives in the
    playing process), an unknown opponent, a bad game, player count or option: each a usage
    error, said plainly, before any process starts."""
    run = subprocess.run(
        [sys.executable, str(EXAMPLE), *args, "--total-steps", "1"],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert run.returncode == 2
    assert said in run.stderr
    assert "Traceback" not in run.stderr
