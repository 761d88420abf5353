"""Poch golden playthroughs: whole recorded matches at 3 and 4 players replay bit for bit."""

from __future__ import annotations

from pathlib import Path

import pytest

from tapisvert.core.records import read_records
from tapisvert.core.replay import replay
from tapisvert.games.poch import GAME

HERE = Path(__file__).parent

# (file, deals, winner, final chips, chips left on the piles)
GOLDEN = [
    ("golden_poch_3p.jsonl", 9, (1,), [0, 95, 0], [0, 0, 0, 0, 0, 2, 23]),
    ("golden_poch_4p.jsonl", 11, (3,), [0, 0, 0, 132], [0, 0, 0, 0, 0, 0, 28]),
]


@pytest.mark.parametrize(("name", "deals", "winners", "chips", "piles"), GOLDEN)
def test_poch_golden(
    name: str, deals: int, winners: tuple[int, ...], chips: list[int], piles: list[int]
) -> None:
    (record,) = list(read_records(HERE / name))
    assert record.game == "poch" and record.options["starting_chips"] == 40
    state = replay(GAME, record)
    result = state.result()
    assert result.over and record.result == result.to_json()
    assert len(result.hands) == deals
    assert result.winners == winners
    assert result.detail["chips"] == chips
    assert result.detail["piles"] == piles
    assert sum(chips) + sum(piles) == 40 * record.players
    # every deal's chips balance: what the seats gained or lost went to or came from the piles
    before = [40] * record.players
    for hand in result.hands:
        detail = hand.detail
        assert detail["chips_before"] == before
        before = detail["chips_after"]
