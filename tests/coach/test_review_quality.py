"""A review means something: the flat search's own play (the search behind hints and reviews, the
`flat` bot) is rated best or good at least 90% of the time, and random play is flagged with
mistakes or blunders in at least a third of its non-forced decisions. Deterministic: the bots and
the review are seeded. The two fastest games here; bench/review_quality.py measures all five."""

from __future__ import annotations

import pytest

from tapisvert import get_game
from tapisvert.bots import make_bot
from tapisvert.bots.base import SeatView
from tapisvert.coach import review
from tapisvert.core.records import Recorder

WORLDS = 24


def _labels(game_id: str, players: int, deals: int) -> tuple[list[str], list[str]]:
    game = get_game(game_id)
    strong: list[str] = []
    weak: list[str] = []
    for deal in range(deals):
        state = game.new(players, 100 + deal, max_hands=1)
        names = ["flat", "random", *["heuristic"] * (players - 2)]
        bots = {s: make_bot(names[s], game, s, deal) for s in range(players)}
        recorder = Recorder(state, names)
        while state.to_act is not None:
            bot = bots[state.to_act]
            recorder.apply(bot.choose(SeatView.of(state, with_observation=bot.needs_observation)))
        record = recorder.record()
        strong += [d.label for d in review(game, record, 0, worlds=WORLDS).decisions]
        weak += [d.label for d in review(game, record, 1, worlds=WORLDS).decisions]
    return strong, weak


@pytest.mark.parametrize(("game_id", "players", "deals"), [("seven-seals", 3, 4), ("poch", 3, 6)])
def test_the_strong_play_is_rated_good_and_random_play_is_flagged(
    game_id: str, players: int, deals: int
) -> None:
    strong, weak = _labels(game_id, players, deals)
    assert len(strong) >= 10 and len(weak) >= 10
    good = sum(label in ("best", "good") for label in strong) / len(strong)
    flagged = sum(label in ("mistake", "blunder") for label in weak) / len(weak)
    assert good >= 0.9, (good, strong)
    assert flagged >= 1 / 3, (flagged, weak)
