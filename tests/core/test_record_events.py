"""Records tell what each action set off (a hand's optional `events`, docs/records.md): they
round-trip, `replay` checks them against the engine's, a malformed or false one is refused with a
clear reason, and a record told to one reader keeps no private part meant for another."""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest

from tapisvert.core.errors import InvalidNotation, ReplayMismatch
from tapisvert.core.messages import Event
from tapisvert.core.records import MatchRecord, Recorder
from tapisvert.core.replay import replay
from tapisvert.games import all_games, get_game

GAMES = [g.id for g in all_games()]


def _recorded(game_id: str, seed: int = 3, events: bool = True) -> MatchRecord:
    game = get_game(game_id)
    state = game.new(game.player_counts[0], seed, max_hands=1)
    recorder = Recorder(state, ["random"] * state.num_players, events=events)
    rng = random.Random(seed)
    while state.to_act is not None:
        recorder.apply(rng.choice(state.legal_actions()))
    return recorder.record()


@pytest.mark.parametrize("game_id", GAMES)
def test_records_with_events_round_trip_and_replay(game_id: str) -> None:
    record = _recorded(game_id)
    for hand in record.hands:
        assert hand.events is not None and len(hand.events) == len(hand.actions)
        assert all(told for told in hand.events), "an action set off no event"
    line = record.to_line()
    again = MatchRecord.from_json(json.loads(line))
    assert again.to_line() == line
    replay(get_game(game_id), again)


@pytest.mark.parametrize("game_id", GAMES)
def test_replay_refuses_events_the_engine_does_not_tell(game_id: str) -> None:
    data: dict[str, Any] = _recorded(game_id).to_json()
    bad = copy.deepcopy(data)
    told = bad["hands"][0]["events"][4]
    told[0]["message"]["key"] = "not-what-happened"
    with pytest.raises(ReplayMismatch, match=r"hand 1, action 5 .*the events differ.*events\[0\]"):
        replay(get_game(game_id), MatchRecord.from_json(bad))
    fewer = copy.deepcopy(data)
    fewer["hands"][0]["events"][2] = fewer["hands"][0]["events"][2][:-1] or [
        {"message": {"key": "extra", "args": {}}}
    ]
    with pytest.raises(ReplayMismatch, match=r"hand 1, action 3 .*the events differ"):
        replay(get_game(game_id), MatchRecord.from_json(fewer))
    # an action not told (null), or a record without events, replays as before
    untold = copy.deepcopy(data)
    untold["hands"][0]["events"][4] = None
    replay(get_game(game_id), MatchRecord.from_json(untold))
    for hand in untold["hands"]:
        del hand["events"]
    replay(get_game(game_id), MatchRecord.from_json(untold))


def test_malformed_events_are_refused_saying_where() -> None:
    data = _recorded("familles").to_json()
    short = copy.deepcopy(data)
    short["hands"][0]["events"].pop()
    with pytest.raises(InvalidNotation, match="hand 1: events must be an array of one entry"):
        MatchRecord.from_json(short)
    bad = copy.deepcopy(data)
    bad["hands"][0]["events"][1] = [{"nothing": 1}]
    with pytest.raises(InvalidNotation, match="hand 1, action 2: bad event"):
        MatchRecord.from_json(bad)
    bad["hands"][0]["events"][1] = "told"
    with pytest.raises(InvalidNotation, match="hand 1, action 2: events must be an array or null"):
        MatchRecord.from_json(bad)


def test_a_recorder_without_events_writes_none() -> None:
    record = _recorded("poch", events=False)
    assert all("events" not in h for h in record.to_json()["hands"])
    replay(get_game("poch"), record)


def test_the_events_given_to_the_recorder_are_kept() -> None:
    game = get_game("poch")
    state = game.new(3, 1)
    recorder = Recorder(state, ["a", "b", "c"])
    told = [Event(game.card_message(0))]
    recorder.apply(state.legal_actions()[0], told)
    assert recorder.record().hands[0].events == [[told[0].to_json()]]


def test_a_record_told_to_a_reader_keeps_no_private_part_of_another() -> None:
    record = _recorded("samba", seed=5)
    players = record.players
    privates = [
        Event.from_json(e)
        for h in record.hands
        for told in h.events or []
        for e in told or []
        if "private" in e
    ]
    assert privates, "samba tells no drawn card privately: the check proved nothing"
    for reader in [None, *range(players)]:
        told = [h.events for h in record.told_to(reader).hands]
        assert all(set(e) == {"message"} for t in told for es in t or [] for e in es or [])
        text = json.dumps(told, separators=(",", ":"), ensure_ascii=False)
        for e in privates:
            assert e.private is not None
            shown = json.dumps(e.private.to_json(), separators=(",", ":"), ensure_ascii=False)
            assert (shown in text) == (reader in e.seats)
