"""The training example runs end to end for a few hundred steps (where PyTorch is installed)."""

from __future__ import annotations

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
    ],
    ids=["actor-process", "one-process", "mix-two-workers"],
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
    bot = make_bot(f"policy:path={out}", get_game("poch"), 0, 0)
    assert bot.name == "policy"
