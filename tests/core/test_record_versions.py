"""Record format versions: how replay treats an older record of a game whose deals changed."""

from __future__ import annotations

import dataclasses
import random

import pytest

from tapisvert import get_game
from tapisvert.core.errors import ReplayMismatch
from tapisvert.core.records import RECORD_VERSION, MatchRecord, Recorder
from tapisvert.core.replay import replay


def _record(game_id: str, players: int, seed: int, *, deal: object = None) -> MatchRecord:
    game = get_game(game_id)
    state = game.new(players, seed, deal=deal, max_hands=2)
    recorder = Recorder(state, ["random"] * players, first_deal_given=deal is not None)
    rng = random.Random(seed)
    while state.to_act is not None:
        legal = state.legal_actions()
        recorder.apply(legal[rng.randrange(len(legal))])
    return recorder.record()


def test_records_are_written_at_the_current_version() -> None:
    assert _record("poch", 3, 1).version == RECORD_VERSION == 2


def test_a_version_1_sabias_record_is_refused_with_the_reason() -> None:
    """tapisvert 0.2 deals sabias from a faster shuffle: a 0.1 record's seeded deals differ."""
    old = dataclasses.replace(_record("sabias", 3, 5), version=1, engine="0.1.0")
    with pytest.raises(ReplayMismatch, match="older shuffle"):
        replay(get_game("sabias"), old)
    current = dataclasses.replace(old, version=2)
    assert replay(get_game("sabias"), current).is_over()


def test_version_1_records_of_other_games_still_replay() -> None:
    old = dataclasses.replace(_record("poch", 3, 5), version=1)
    assert replay(get_game("poch"), old).is_over()


def test_a_version_1_sabias_record_of_one_given_deal_still_replays() -> None:
    """Nothing in it was dealt from the seed, so nothing changed."""
    first = get_game("sabias").new(3, 9).deals()[0]
    record = _record("sabias", 3, 9, deal=first)
    one_hand = dataclasses.replace(record, hands=record.hands[:1], result=None, version=1)
    replay(get_game("sabias"), one_hand)
