"""Nothing grows with a match's length: a move's views, a hand's result and a replayed move cost
the same at the thousandth deal as at the first (bot matches of poch run past 20,000 moves).

Counted, never timed: `HandResult`s built, and function calls (`sys.setprofile` sees every call
of Python and of C functions) of the same work early and late in one match. bench/long_match.py
times the same over 20,000 poch moves.
"""

from __future__ import annotations

import functools
import random
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from types import FrameType
from typing import Any

import pytest

import tapisvert
from tapisvert.core.protocol import Game, GameState
from tapisvert.core.records import MatchRecord, Recorder
from tapisvert.core.replay import replay, replay_frames
from tapisvert.core.results import HandResult

# (game, players, options, moves): each long enough for dozens of hands (seven seals has 4 rounds)
MATCHES = [
    ("poch", 4, {"starting_chips": 200}, 1500),
    ("sabias", 4, {}, 1500),
    ("familles", 3, {}, 1500),
    ("samba", 4, {}, 1500),
    ("seven-seals", 4, {}, 400),
]


def policy(state: GameState, rng: random.Random) -> int:
    """A random legal move, but no bet above one chip (poch's random bets end matches fast)."""
    legal = state.legal_actions()
    small = [a for a in legal if not _big_bet(state.action_to_str(a))]
    return rng.choice(small or legal)


def _big_bet(text: str) -> bool:
    words = text.split()
    return words[0] == "bet" and int(words[1]) > 1


def server_work(state: GameState) -> None:
    """What a server reads after a move: every seat's view and the public one, the latest
    hand's result, every hand's, the standings."""
    for seat in [*range(state.num_players), None]:
        state.observation(seat)
    if state.hands_finished():
        state.hand_result(-1).to_json()
    state.hand_results()
    state.result().to_json()


def play(
    game_id: str,
    players: int,
    options: dict[str, Any],
    moves: int,
    after_move: Callable[[GameState], None] | None = None,
) -> Recorder:
    """A random match of at most `moves` moves, recorded; `after_move` sees every state."""
    game = tapisvert.get_game(game_id)
    recorder = Recorder(game.new(players, 1, **options), ["random"] * players)
    rng = random.Random(1)
    for _ in range(moves):
        if recorder.state.is_over():
            break
        recorder.apply(policy(recorder.state, rng))
        if after_move is not None:
            after_move(recorder.state)
    return recorder


@contextmanager
def counting_calls() -> Iterator[list[int]]:
    """Counts every function call (Python or C) made inside the block: `[count]`."""
    count = [0]

    def profile(frame: FrameType, event: str, arg: object) -> None:
        if event in ("call", "c_call"):
            count[0] += 1

    previous = sys.getprofile()
    sys.setprofile(profile)
    try:
        yield count
    finally:
        sys.setprofile(previous)


def calls(fn: Callable[[], object]) -> int:
    with counting_calls() as count:
        fn()
    return count[0]


@pytest.mark.parametrize(("game_id", "players", "options", "moves"), MATCHES)
def test_each_hand_result_is_built_once(
    game_id: str, players: int, options: dict[str, Any], moves: int, monkeypatch: Any
) -> None:
    """However often views, standings and records read the finished hands (a server after every
    move), each hand's `HandResult` is built once: not once per hand per read."""
    built = [0]
    init = HandResult.__init__

    def counted(self: HandResult, *args: Any, **kwargs: Any) -> None:
        built[0] += 1
        init(self, *args, **kwargs)

    monkeypatch.setattr(HandResult, "__init__", counted)
    state = play(game_id, players, options, moves, server_work).state
    assert state.hands_finished() >= 3
    assert built[0] == state.hands_finished()
    finished = range(state.hands_finished())
    assert state.hand_results() == [state.hand_result(i) for i in finished]
    assert state.hand_result(-1) is state.hand_results()[-1]
    assert [state.hand_scores(i) for i in finished] == [r.scores for r in state.hand_results()]
    deals = state.deals()
    assert [state.deal(i) for i in range(len(deals))] == deals
    assert state.deal(-1) == deals[-1]
    with pytest.raises(IndexError):
        state.hand_result(state.hands_finished())


@pytest.mark.parametrize(
    ("game_id", "players", "options", "moves"), [m for m in MATCHES if m[0] in ("poch", "sabias")]
)
def test_a_view_costs_the_same_after_many_hands(
    game_id: str, players: int, options: dict[str, Any], moves: int
) -> None:
    """What a spectator is sent when a hand begins (the public view, the last hand's result, the
    standings) takes as many calls at the last hands of a long match as at the first ones. (The
    views of samba and seven seals show every hand's score, a score sheet that grows by a row a
    hand; a seat's view lists its legal bets, as many as the chips of poch: neither is compared.)
    """
    starts: list[int] = []

    def spectator_work(state: GameState) -> None:
        state.observation(None)
        state.hand_result(-1).to_json()
        state.hand_results()
        state.result().to_json()

    hand = [0]

    def at_hand_start(state: GameState) -> None:
        if not state.hands_finished():
            return
        if state.hand_number != hand[0]:
            hand[0] = state.hand_number
            starts.append(calls(lambda: spectator_work(state)))
        else:
            spectator_work(state)  # as after every move

    play(game_id, players, options, moves, at_hand_start)
    assert len(starts) >= 20
    early, late = starts[1:6], starts[-5:]
    assert max(late) <= 1.3 * max(early), (early, late)


def records(game_id: str, players: int, options: dict[str, Any], moves: int) -> list[MatchRecord]:
    """The records of the first tenth of a match and of the whole."""
    short = play(game_id, players, options, moves // 10).record()
    return [short, play(game_id, players, options, moves).record()]


@pytest.mark.parametrize(
    ("game_id", "players", "options", "moves"), [m for m in MATCHES if m[0] in ("poch", "sabias")]
)
def test_replay_is_linear_in_the_match_length(
    game_id: str, players: int, options: dict[str, Any], moves: int
) -> None:
    """Replaying (verifying each deal and result) and replaying with every seat's view after
    every move (the server's replays) cost as much per move for a whole match as for its first
    tenth: each deal and result is read once, never every earlier one again."""
    game = tapisvert.get_game(game_id)
    short, whole = records(game_id, players, options, moves)
    assert len(whole.hands) >= 20
    runs: list[Callable[[Game, MatchRecord], object]] = [replay, replay_frames]
    for run in runs:
        per_move = [calls(functools.partial(run, game, r)) / r.num_actions for r in (short, whole)]
        assert per_move[1] <= 1.3 * per_move[0], (run.__name__, per_move)
