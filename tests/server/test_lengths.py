"""`GET /api/lengths`: each game's expected match length, measured by bench/match_length.py and
committed (src/tapisvert/server/lengths.json); the bench reproduces the committed figures."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from tests.server.helpers import make_client

from tapisvert.games import all_games

ROOT = Path(__file__).resolve().parents[2]


def test_lengths_cover_every_game_at_every_count(db_url: str) -> None:
    with make_client(db_url) as client:
        lengths = client.get("/api/lengths").json()
    assert lengths["pace"] == {"decision_s": 6.0, "hand_s": 30.0}
    for game in all_games():
        counts = lengths["games"][game.id]
        assert set(counts) == {str(n) for n in game.player_counts}, game.id
        for f in counts.values():
            assert f["capped"] == 0 and f["hands_min"] <= f["hands"] <= f["hands_max"]
            per_hand = (f["decisions_per_hand"] * 6 + 30) / 60
            assert abs(f["minutes_per_hand"] - per_hand) < 0.01
            # minutes from the unrounded figures: within the rounding of minutes_per_hand
            assert abs(f["minutes"] - f["hands"] * f["minutes_per_hand"]) <= 1 + f["hands"] / 100


def test_the_bench_reproduces_the_committed_figures() -> None:
    committed = json.loads((ROOT / "src/tapisvert/server/lengths.json").read_text())
    matches = committed["games"]["seven-seals"]["3"]["matches"]
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    args = ["--game", "seven-seals", "--print", "--matches", str(matches)]
    out = subprocess.run(
        [sys.executable, "bench/match_length.py", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    assert json.loads(out.stdout)["games"]["seven-seals"] == committed["games"]["seven-seals"]
