"""What a careless caller meets, the same in every game (issue 14).

One suite over every registered game (and player count where it matters): a seat out of range or
of the wrong type given to `view` / `observation`, an action of the wrong type or out of range
given to `apply`, an id without notation given to `action_to_str`, something that is not text
given to `parse_action`, a bad seed, option or deal given to `Game.new`. Each raises the error the
protocol documents (`core/protocol.py`, docs/implementing-a-game.md), with a message that says
what was expected, never an accidental KeyError / IndexError / AttributeError, and the state is
left exactly as it was. A seat of -1 must never show the last seat's hand.
"""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Iterator
from typing import Any

import pytest

from tapisvert import IllegalAction, all_games, get_game
from tapisvert.core.errors import InvalidNotation, InvalidOption
from tapisvert.core.protocol import GameState

GAMES = [g.id for g in all_games()]
CASES = [(g.id, n) for g in all_games() for n in g.player_counts]
IDS = [f"{g}-{n}p" for g, n in CASES]
WRONG_TYPES: list[Any] = [1.5, "0", True, False, [0], b"0"]


def snapshot(state: GameState) -> Any:
    """Everything a user could see of a state: who acts, what is legal, every view."""
    seats: list[int | None] = [*range(state.num_players), None]
    return (
        state.to_act,
        list(state.legal_actions()),
        state.hand_number,
        json.dumps([state.observation(s) for s in seats], sort_keys=True),
    )


def states(game_id: str, players: int) -> Iterator[GameState]:
    """A fresh match, then the same match a few random actions later (another phase)."""
    game = get_game(game_id)
    state = game.new(players, 7, max_hands=1)
    yield state
    rng = random.Random(7)
    for _ in range(12):
        if state.is_over():
            break
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    yield state


# --- views -----------------------------------------------------------------------------------
@pytest.mark.parametrize(("game_id", "players"), CASES, ids=IDS)
def test_a_seat_out_of_range_is_a_value_error_and_shows_nothing(game_id: str, players: int) -> None:
    for state in states(game_id, players):
        before = snapshot(state)
        for seat in (-1, -players, players, 99):
            for look in (state.view, state.observation):
                with pytest.raises(ValueError, match=f"seat {seat} is not a seat") as info:
                    look(seat)
                message = str(info.value)
                assert f"0..{players - 1}" in message and "None for the public view" in message
        assert snapshot(state) == before


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("seat", WRONG_TYPES, ids=repr)
def test_a_seat_of_the_wrong_type_is_a_type_error(game_id: str, seat: Any) -> None:
    game = get_game(game_id)
    state = game.new(game.player_counts[0], 3)
    before = snapshot(state)
    for look in (state.view, state.observation):
        with pytest.raises(TypeError, match="a seat is an int") as info:
            look(seat)
        assert type(seat).__name__ in str(info.value)
    assert snapshot(state) == before


@pytest.mark.parametrize("game_id", GAMES)
def test_none_is_still_the_public_view(game_id: str) -> None:
    game = get_game(game_id)
    state = game.new(game.player_counts[0], 3)
    public = state.observation(None)
    assert public["seat"] is None and public["legal_actions"] == []


# --- apply -----------------------------------------------------------------------------------
@pytest.mark.parametrize(("game_id", "players"), CASES, ids=IDS)
def test_an_action_of_the_wrong_type_is_a_type_error(game_id: str, players: int) -> None:
    for state in states(game_id, players):
        if state.is_over():
            continue
        legal = state.legal_actions()
        before = snapshot(state)
        # a legal id in disguise must be refused too: 1.0 is not 1, True is not 1
        disguised: list[Any] = [float(legal[0]), str(legal[0]), [legal[0]]]
        disguised += [a == 1 for a in legal if a in (0, 1)]
        for action in [*disguised, None, 1.5, "draw", True, False]:
            with pytest.raises(TypeError, match="an action is an int id") as info:
                state.apply(action)
            assert f"0..{state.action_space() - 1}" in str(info.value)
            assert snapshot(state) == before, f"refusing {action!r} changed the state"


@pytest.mark.parametrize(("game_id", "players"), CASES, ids=IDS)
def test_an_action_out_of_range_is_illegal_and_named(game_id: str, players: int) -> None:
    for state in states(game_id, players):
        before = snapshot(state)
        space = state.action_space()
        for action in (-1, -space, space, space + 1, 10**9):
            with pytest.raises(IllegalAction) as info:
                state.apply(action)
            assert str(action) in str(info.value)
            assert snapshot(state) == before


# --- notation --------------------------------------------------------------------------------
@pytest.mark.parametrize(("game_id", "players"), CASES, ids=IDS)
def test_action_to_str_refuses_ids_without_notation(game_id: str, players: int) -> None:
    state = get_game(game_id).new(players, 5)
    space = state.action_space()
    for action in (-1, -space, space, space + 7):
        with pytest.raises(InvalidNotation, match=f"no such action id: {action}") as info:
            state.action_to_str(action)
        assert isinstance(info.value, ValueError)
        assert f"0..{space - 1}" in str(info.value)
    wrong_ids: list[Any] = [None, 1.0, "1", True, False]
    for wrong in wrong_ids:
        with pytest.raises(TypeError, match="an action is an int id"):
            state.action_to_str(wrong)
    assert state.parse_action(state.action_to_str(space - 1)) == space - 1


@pytest.mark.parametrize("game_id", GAMES)
def test_parse_action_reads_only_text(game_id: str) -> None:
    game = get_game(game_id)
    state = game.new(game.player_counts[0], 5)
    before = snapshot(state)
    not_text: list[Any] = [None, 5, 1.5, b"pass", ["pass"], True]
    for wrong in not_text:
        with pytest.raises(TypeError, match="parse_action reads text") as info:
            state.parse_action(wrong)
        assert type(wrong).__name__ in str(info.value) or wrong is None
        with pytest.raises(TypeError):
            state.apply_text(wrong)
    for text in ["", "   ", "garbage", "play", "play nothing at all", "\x00"]:
        with pytest.raises(InvalidNotation):
            state.parse_action(text)
        with pytest.raises(InvalidNotation):
            state.apply_text(text)
    assert snapshot(state) == before


# --- new: seeds, options ---------------------------------------------------------------------
@pytest.mark.parametrize("game_id", GAMES)
def test_new_refuses_seeds_and_counts_that_are_not_ints(game_id: str) -> None:
    game = get_game(game_id)
    players = game.player_counts[0]
    seeds: list[Any] = [None, 1.5, "3", True, [3]]
    for seed in seeds:
        with pytest.raises(TypeError, match="seed must be an int"):
            game.new(players, seed)
    counts: list[Any] = [None, float(players), str(players), True]
    for count in counts:
        with pytest.raises(TypeError, match="players must be an int"):
            game.new(count)
    for count in (0, -1, 1, max(game.player_counts) + 1):
        with pytest.raises(InvalidOption, match="players"):
            game.new(count)


@pytest.mark.parametrize("game_id", GAMES)
def test_new_refuses_bad_options(game_id: str) -> None:
    game = get_game(game_id)
    players = game.player_counts[0]
    for value in [2.5, True, 0, -3, "many", [1]]:
        with pytest.raises(InvalidOption, match="max_hands"):
            game.new(players, 1, max_hands=value)
    with pytest.raises(InvalidOption, match="unknown option 'no_such_option'"):
        game.new(players, 1, no_such_option=1)
    assert game.new(players, 1, max_hands="2").options["max_hands"] == 2


# --- new: deals ------------------------------------------------------------------------------
def _paths(obj: Any, prefix: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    """The paths of a deal's fields, a few items of each list deep."""
    if prefix:
        yield prefix
    if isinstance(obj, dict):
        for k, v in obj.items():
            yield from _paths(v, (*prefix, k))
    elif isinstance(obj, list):
        for i, v in enumerate(obj[:2]):
            yield from _paths(v, (*prefix, i))


def _replaced(deal: Any, path: tuple[Any, ...], value: Any) -> Any:
    out = copy.deepcopy(deal)
    here = out
    for k in path[:-1]:
        here = here[k]
    here[path[-1]] = value
    return out


def _removed(deal: Any, path: tuple[Any, ...]) -> Any:
    out = copy.deepcopy(deal)
    here = out
    for k in path[:-1]:
        here = here[k]
    del here[path[-1]]
    return out


def _new_or_refused(game_id: str, players: int, deal: Any) -> bool:
    """True when the deal is accepted; a refusal must be InvalidNotation with a message."""
    try:
        get_game(game_id).new(players, 3, deal=deal)
    except InvalidNotation as exc:
        assert str(exc), "a refused deal says why"
        return False
    return True


@pytest.mark.parametrize(("game_id", "players"), CASES, ids=IDS)
def test_a_deal_of_the_wrong_shape_is_invalid_notation(game_id: str, players: int) -> None:
    """Every field of a real deal broken in turn (wrong type, out of range, removed): accepted
    (an optional field, or a value as good as the original) or InvalidNotation, never another
    error. The whole deal of the wrong type, and an unknown field, are always refused."""
    deal = get_game(game_id).new(players, 3).deals()[0]
    for whole in [None, 5, "deal", [], [deal], True]:
        assert whole is None or not _new_or_refused(game_id, players, whole)
    assert not _new_or_refused(game_id, players, {**deal, "bogus": 1}), "unknown field accepted"
    broken: list[Any] = [None, True, 1.5, "x", -1, 99, [], {}, [None], "7H"]
    for path in _paths(deal):
        for bad in broken:
            _new_or_refused(game_id, players, _replaced(deal, path, bad))
        _new_or_refused(game_id, players, _removed(deal, path))
    wrong: list[Any] = [1.5, "x", True, {}]
    for key in deal:
        for bad in wrong:
            assert not _new_or_refused(game_id, players, {**deal, key: bad}), (key, bad)


@pytest.mark.parametrize(("game_id", "players"), CASES, ids=IDS)
def test_a_deal_for_another_table_size_is_refused(game_id: str, players: int) -> None:
    game = get_game(game_id)
    for other in game.player_counts:
        if other != players:
            deal = game.new(other, 3).deals()[0]
            assert not _new_or_refused(game_id, players, deal), (other, players)


def test_a_sabias_deal_needs_a_dealer_or_the_draw_that_designates_one() -> None:
    deal = get_game("sabias").new(4, 3).deals()[0]
    without = {k: v for k, v in deal.items() if k != "dealer"}
    assert get_game("sabias").new(4, 3, deal=without).deals()[0]["dealer"] == deal["dealer"]
    bare = {"hands": deal["hands"]}
    with pytest.raises(InvalidNotation, match="deal: no dealer: give dealer"):
        get_game("sabias").new(4, 3, deal=bare)


@pytest.mark.parametrize("players", [4, 6])
def test_a_samba_deal_with_unknown_fields_is_refused(players: int) -> None:
    deal = get_game("samba").new(players, 3).deals()[0]
    with pytest.raises(InvalidNotation, match=r"unknown deal field.*cards"):
        get_game("samba").new(players, 3, deal={**deal, "cards": []})
