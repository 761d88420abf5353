"""What search relies on, over every game and player count: the determinizer reads only a seat's
view and builds worlds that show that seat exactly what it sees and play to the end; the heuristic
bot and the rollout policy play legal actions to the end of a match.

These were copied per game in tests/bots/<game>/; they live here once, for every registered game.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from tapisvert import all_games, get_game
from tapisvert.bots import SeatView, make_bot
from tapisvert.bots.heuristic import has_heuristic, heuristic_rollout
from tapisvert.core.protocol import GameState

CASES = [(g.id, n) for g in all_games() for n in g.player_counts]
IDS = [f"{g}-{n}p" for g, n in CASES]
SEARCH = [(g, n) for g, n in CASES if get_game(g).has_determinizer]
SEARCH_IDS = [f"{g}-{n}p" for g, n in SEARCH]
HEURISTIC = [(g, n) for g, n in CASES if has_heuristic(g)]
HEURISTIC_IDS = [f"{g}-{n}p" for g, n in HEURISTIC]


def positions(game_id: str, players: int, seed: int, *, count: int = 6) -> list[GameState]:
    """About `count` copies of one random match (max 2 hands) at evenly spread moments."""
    game = get_game(game_id)
    rng = random.Random(seed)
    state = game.new(players, seed, max_hands=2)
    trail: list[GameState] = []
    while state.to_act is not None:
        trail.append(state.clone())
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    step = max(1, len(trail) // count)
    return trail[::step]


def seat_info(state: GameState, seat: int) -> Any:
    """What search hands the determinizer: the typed view, or (until the game has one) the
    observation as it would arrive over the wire."""
    if state.game.view_type is not None:
        return state.view(seat)
    return json.loads(json.dumps(state.observation(seat)))


def world_facts(world: GameState) -> Any:
    return (
        world.to_act,
        world.hand_number,
        world.legal_actions(),
        [world.observation(s) for s in range(world.num_players)],
        world.deals()[-1],
    )


@pytest.mark.parametrize(("game_id", "players"), SEARCH, ids=SEARCH_IDS)
def test_determinizer_reads_only_the_view(game_id: str, players: int) -> None:
    """Same view, same random source: the same world, whatever the true hidden cards are."""
    game = get_game(game_id)
    for state in positions(game_id, players, 11)[::2]:
        for seat in range(players):
            other = state.resample_hidden(seat, random.Random(5))
            a = game.determinize(seat_info(state, seat), random.Random(3))
            b = game.determinize(seat_info(other, seat), random.Random(3))
            assert world_facts(a) == world_facts(b)


@pytest.mark.parametrize(("game_id", "players"), SEARCH, ids=SEARCH_IDS)
def test_sampled_worlds_show_the_seat_what_it_sees_and_play_to_the_end(
    game_id: str, players: int
) -> None:
    game = get_game(game_id)
    rng = random.Random(players)
    worlds = 0
    for state in positions(game_id, players, 23):
        seat = state.to_act
        assert seat is not None
        for k in range(2):
            world = game.determinize(seat_info(state, seat), random.Random(k))
            assert type(world) is type(state)
            assert world.observation(seat) == state.observation(seat)
            assert world.to_act == state.to_act
            assert world.hand_number == state.hand_number
            assert world.legal_actions() == state.legal_actions()
            assert world.card_inventory() == state.card_inventory()
            while world.to_act is not None:  # the rest of the match
                legal = world.legal_actions()
                assert legal
                world.apply(legal[rng.randrange(len(legal))])
            assert len(world.hand_results()) == world.hand_number + 1
            worlds += 1
    assert worlds >= 6


@pytest.mark.parametrize(("game_id", "players"), HEURISTIC, ids=HEURISTIC_IDS)
def test_heuristic_plays_legal_actions_to_the_end(game_id: str, players: int) -> None:
    game = get_game(game_id)
    state = game.new(players, 7, max_hands=1)
    bots = [make_bot("heuristic", game, s, 7) for s in range(players)]
    while state.to_act is not None:
        view = SeatView.of(state)
        action = bots[view.seat].choose(view)
        assert action in view.legal_actions
        state.apply(action)


@pytest.mark.parametrize(("game_id", "players"), HEURISTIC, ids=HEURISTIC_IDS)
def test_rollout_policy_plays_legal_actions_to_the_end(game_id: str, players: int) -> None:
    """From random positions and from sampled worlds, the rollout finishes the match legally."""
    game = get_game(game_id)
    policy = heuristic_rollout(game, 0)
    rng = random.Random(5)
    starts = positions(game_id, players, 31, count=3)
    if game.has_determinizer:
        starts += [
            game.determinize(seat_info(s, s.to_act), random.Random(1))
            for s in starts
            if s.to_act is not None
        ]
    for state in starts:
        moves = 0
        while state.to_act is not None:
            action = policy(state, rng)
            assert action in state.legal_actions()
            state.apply(action)
            moves += 1
            assert moves < 20_000, "the rollout does not end the match"


PLAYOUT = [(g, n) for g, n in CASES if get_game(g).search_hooks().playout is not None]
PLAYOUT_IDS = [f"{g}-{n}p" for g, n in PLAYOUT]


def test_every_game_runs_its_own_playout() -> None:
    """Every game offers search its random rollout as one call into its (compiled) state."""
    assert PLAYOUT == CASES


class _Recorded(random.Random):
    """A generator that notes every `getrandbits` draw (`randrange` and the playouts both draw
    through it), so that two runs can be compared draw by draw."""

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self.draws: list[tuple[int, int]] = []

    def getrandbits(self, k: int, /) -> int:
        r = super().getrandbits(k)
        self.draws.append((k, r))
        return r


def _same_end(ours: GameState, theirs: GameState, hand: int) -> None:
    """The two states ended the hand alike: who acts, the scores, the deals, what each seat sees."""
    players = ours.num_players
    assert (ours.to_act, ours.hand_number) == (theirs.to_act, theirs.hand_number)
    assert ours.hand_scores(hand) == theirs.hand_scores(hand)
    assert ours.hand_results() == theirs.hand_results()
    assert ours.progress_marker() == theirs.progress_marker()
    assert ours.deals() == theirs.deals()
    assert [ours.observation(s) for s in range(players)] == [
        theirs.observation(s) for s in range(players)
    ]


@pytest.mark.parametrize(("game_id", "players"), PLAYOUT, ids=PLAYOUT_IDS)
def test_playout_hook_plays_as_the_random_rollout(game_id: str, players: int) -> None:
    """A game's `playout` plays the actions search's random loop would, with the same draws: the
    same end of the hand (and of the match), the generator left in the same state."""
    playout = get_game(game_id).search_hooks().playout
    assert playout is not None
    for start in positions(game_id, players, 31):
        hand = start.hand_number
        ours, theirs = start.clone(), start.clone()
        rng_ours, rng_theirs = random.Random(hand + 7), random.Random(hand + 7)
        playout(ours, hand, rng_ours)
        while theirs.to_act is not None and theirs.hand_number == hand:
            legal = theirs.legal_actions()
            theirs.apply(legal[rng_theirs.randrange(len(legal))])
        assert rng_ours.getstate() == rng_theirs.getstate()
        _same_end(ours, theirs, hand)


@pytest.mark.parametrize(("game_id", "players"), PLAYOUT, ids=PLAYOUT_IDS)
@pytest.mark.parametrize("seed", [0, 1, 2, 3])
def test_playout_hook_plays_a_new_hand_as_random_play(
    game_id: str, players: int, seed: int
) -> None:
    """From a new one-hand match, the hook makes the draws of random play's loop
    (`legal[rng.randrange(len(legal))]`, as the random bot and `tapisvert bench` draw): the
    same draws one by one, so the same actions, to the same end of the match, the generator left
    in the same state."""
    game = get_game(game_id)
    playout = game.search_hooks().playout
    assert playout is not None
    ours = game.new(players, seed, max_hands=1)
    theirs = ours.clone()
    rng_ours, rng_theirs = _Recorded(seed), _Recorded(seed)
    playout(ours, 0, rng_ours)
    while theirs.to_act is not None:
        legal = theirs.legal_actions()
        theirs.apply(legal[rng_theirs.randrange(len(legal))])
    assert ours.to_act is None
    assert rng_ours.draws == rng_theirs.draws
    assert rng_ours.getstate() == rng_theirs.getstate()
    assert ours.result() == theirs.result()
    _same_end(ours, theirs, 0)


ROLLOUT = [(g, n) for g, n in CASES if get_game(g).search_hooks().rollout is not None]
ROLLOUT_IDS = [f"{g}-{n}p" for g, n in ROLLOUT]


def test_every_game_with_a_rollout_policy_plays_it_in_one_call() -> None:
    """Every game's fast rollout policy comes with its compiled loop (`rollout_playout`)."""
    assert ROLLOUT == CASES
    assert all(get_game(g).search_hooks().rollout_playout is not None for g, _ in ROLLOUT)


@pytest.mark.parametrize(("game_id", "players"), ROLLOUT, ids=ROLLOUT_IDS)
@pytest.mark.parametrize("limit", [-1, 0, 1, 9])
def test_rollout_playout_plays_as_the_rollout_loop(game_id: str, players: int, limit: int) -> None:
    """A game's `rollout_playout` plays the moves search's loop over its rollout policy plays
    (`world.apply(rollout(world, rng))` until the hand ends, or for `limit` moves), with the same
    draws one by one: the same end, the generator left in the same state."""
    hooks = get_game(game_id).search_hooks()
    rollout, rollout_playout = hooks.rollout, hooks.rollout_playout
    assert rollout is not None and rollout_playout is not None
    for start in positions(game_id, players, 41):
        hand = start.hand_number
        ours, theirs = start.clone(), start.clone()
        rng_ours, rng_theirs = _Recorded(hand + 3), _Recorded(hand + 3)
        rollout_playout(ours, hand, rng_ours, limit)
        steps = limit
        while steps != 0 and theirs.to_act is not None and theirs.hand_number == hand:
            theirs.apply(rollout(theirs, rng_theirs))
            steps -= 1
        assert rng_ours.draws == rng_theirs.draws
        assert rng_ours.getstate() == rng_theirs.getstate()
        if theirs.to_act is None or theirs.hand_number != hand:
            _same_end(ours, theirs, hand)
        else:  # stopped after `limit` moves, inside the hand
            assert ours.to_act == theirs.to_act
            assert ours.legal_actions() == theirs.legal_actions()
            assert [ours.observation(s) for s in range(players)] == [
                theirs.observation(s) for s in range(players)
            ]


@pytest.mark.parametrize(("game_id", "players"), ROLLOUT, ids=ROLLOUT_IDS)
def test_the_coach_scores_alike_with_the_compiled_rollout_loop(game_id: str, players: int) -> None:
    """The coach's evaluator (hints, reviews, the `flat` bot) finishes its sampled worlds with the
    game's `rollout_playout` (to the end of the hand, or to the game's review depth and then its
    estimate): the very scores its own loop over the rollout policy gives."""
    from tapisvert.bots.flat import Evaluator

    game = get_game(game_id)
    for state in positions(game_id, players, 43, count=3):
        seat = state.to_act
        assert seat is not None
        legal = state.legal_actions()
        fast = Evaluator(game, state.view(seat), legal[:3])
        plain = Evaluator(game, state.view(seat), legal[:3])
        assert fast._playout is not None  # noqa: SLF001 - the hook is in use
        plain._playout = None  # noqa: SLF001 - the loop the hook replaces
        assert fast.sample(4) == plain.sample(4) == 4
        assert fast.scores == plain.scores
