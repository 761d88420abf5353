"""A review means something: the flat search's own play (the search behind hints and reviews, the
`flat` bot) is rated best or good at least 90% of the time, and random play is flagged with
mistakes or blunders in at least a third of its non-forced decisions. Deterministic: the bots and
the review are seeded. Small tables of the two fastest games (`tapisvert.coach.quality`, the
measure bench/review_quality.py runs on all five at full size: docs/coach.md)."""

from __future__ import annotations

import pytest

from tapisvert.coach.quality import measure

WORLDS = 24


@pytest.mark.parametrize(("game_id", "players", "deals"), [("seven-seals", 3, 4), ("poch", 3, 6)])
def test_the_strong_play_is_rated_good_and_random_play_is_flagged(
    game_id: str, players: int, deals: int
) -> None:
    q = measure(game_id, players, deals, worlds=WORLDS)
    assert len(q.strong) >= 10 and len(q.weak) >= 10
    assert q.good >= 0.9, (q.good, q.strong)
    assert q.flagged >= 1 / 3, (q.flagged, q.weak)
