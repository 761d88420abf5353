"""replay_frames: every move of a recorded match with every seat's view (the browser's replays)."""

import json
import random

import pytest

import tapisvert
from tapisvert.core.records import Recorder
from tapisvert.core.replay import replay_frames


@pytest.mark.parametrize(("game_id", "players"), [("sabias", 3), ("poch", 3), ("familles", 2)])
def test_frames_follow_the_match_move_by_move(game_id: str, players: int) -> None:
    game = tapisvert.get_game(game_id)
    rec = Recorder(game.new(players, seed=5, max_hands=1), [f"s{i}" for i in range(players)])
    rng = random.Random(5)
    views = [[rec.state.observation(s) for s in range(players)]]
    while rec.state.to_act is not None:
        rec.apply(rng.choice(rec.state.legal_actions()))
        views.append([rec.state.observation(s) for s in range(players)])
    record = rec.record()
    frames = replay_frames(game, record)
    actions = [a for hand in record.hands for a in hand.actions]
    assert len(frames) == len(actions) + 1
    assert frames[0]["seat"] is None and frames[0]["action"] is None
    for n, frame in enumerate(frames[1:], start=1):
        assert (frame["move"], frame["seat"], frame["action"]) == (n, *actions[n - 1])
    assert [f["observations"] for f in frames] == views
    json.dumps(frames)  # JSON-ready as it is
