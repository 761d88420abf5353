"""Golden playthroughs: whole recorded matches that must replay exactly, bit for bit.

Each file holds records written by `tapisvert simulate ... --record`. A change to the rules, the
scoring, the notation or the chance derivation shows up here as a named divergence.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tapisvert import get_game
from tapisvert.core.records import read_records
from tapisvert.core.replay import replay

FILES = sorted(Path(__file__).parent.glob("*.jsonl"))


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_golden_replays(path: Path) -> None:
    records = list(read_records(path))
    assert records, f"{path.name} holds no record"
    for record in records:
        state = replay(get_game(record.game), record)
        assert state.is_over(), "golden matches are complete"
        assert record.result is not None and state.result().to_json() == record.result


def test_every_game_and_count_has_a_golden_file() -> None:
    from tapisvert import all_games

    names = {p.stem for p in FILES}
    for game in all_games():
        assert any(n.startswith(game.id + "-") for n in names), f"no golden file for {game.id}"
