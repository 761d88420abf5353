"""The collector settings of the server and its load driver (server/collector.py)."""

from __future__ import annotations

import gc

from tapisvert.server import collector


def test_tuned_sets_the_thresholds_and_gives_the_collector_back() -> None:
    before = gc.get_threshold()
    with collector.tuned():
        assert gc.get_threshold() == collector.THRESHOLD
        assert gc.get_freeze_count() > 0  # what was alive went to the permanent generation
    assert gc.get_threshold() == before
    assert gc.get_freeze_count() == 0
