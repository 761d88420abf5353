"""Golden playthroughs: whole matches, as readable text, that must replay to the very same text.

Each file (see playthrough.py for the format) holds a match's inputs and every action; the test
replays the actions from the seed and rebuilds the text: deals, every view at each hand's start,
every action with its legal count, each hand's result and the match result. A change to the rules,
the chance derivation, the notation, the views or the scores shows up as a named line of diff.
Regenerate after an intended change with `make golden`, and review the diff.
"""

from __future__ import annotations

import difflib
from pathlib import Path

import pytest

from tapisvert import all_games

from .playthrough import files, parse, playthrough

FILES = files()


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_golden_playthrough_replays_to_the_same_text(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    again = playthrough(parse(text))
    if again != text:
        diff = difflib.unified_diff(
            text.splitlines(), again.splitlines(), "golden", "now", n=1, lineterm=""
        )
        pytest.fail(
            f"{path.name} diverges (regenerate with `make golden` if intended):\n"
            + "\n".join(list(diff)[:40])
        )


def test_every_game_and_count_has_a_golden_playthrough() -> None:
    names = {p.stem for p in FILES}
    for game in all_games():  # the smallest and the largest table (conformance covers the rest)
        for players in (min(game.player_counts), max(game.player_counts)):
            assert f"{game.id}-{players}p" in names, f"no golden playthrough for {game.id}"
