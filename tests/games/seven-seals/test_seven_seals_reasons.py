"""Hints' reasons (`policy.reason`): the strategy's own move is explained in words, in every
catalogue, from the seat's view alone."""

from __future__ import annotations

import random

from tapisvert import get_game
from tapisvert.core.messages import Message
from tapisvert.core.protocol import GameState
from tapisvert.games.seven_seals.policy import reason, strategy
from tapisvert.words import LANGS, Words

GAME = get_game("seven-seals")


def _decisions(matches: int) -> list[tuple[int, random.Random, GameState]]:
    """Random states of random matches (3 to 5 players), the strategy's and random moves mixed:
    (seed, the state's own rng, the state) at each decision."""
    out: list[tuple[int, random.Random, GameState]] = []
    for seed in range(matches):
        rng = random.Random(seed)
        state = GAME.new(3 + seed % 3, seed, max_hands=1)
        while state.to_act is not None:
            out.append((seed, rng, state.clone()))
            view = state.view(state.to_act)
            move = strategy(view, rng) if rng.random() < 0.7 else rng.choice(state.legal_actions())
            state.apply(move)
    return out


def test_the_strategys_own_move_has_a_reason_in_every_language() -> None:
    words = {lang: Words(lang, me=0) for lang in LANGS}
    choices = explained = 0
    kinds: set[str] = set()
    for _seed, rng, state in _decisions(12):
        seat = state.to_act
        assert seat is not None
        view = state.view(seat)
        move = strategy(view, rng)
        why = reason(view, move)
        if len(state.legal_actions()) == 1:
            assert why is None, "a forced move has no reason"
            continue
        choices += 1
        if why is None:
            continue
        assert isinstance(why, Message)
        explained += 1
        kinds.add(why.key)
        for lang, say in words.items():
            for key in why.keys():  # noqa: SIM118 (a Message, not a dict)
                assert say.has(key), f"{key} missing in {lang}"
            assert say(why).strip(), (lang, why)
    assert choices > 200
    assert explained >= 0.9 * choices, f"{explained} of {choices} decisions explained"
    assert len(kinds) >= 10, sorted(kinds)


def test_reason_reads_only_the_seats_view() -> None:
    checked = 0
    for seed, rng, state in _decisions(6)[::3]:
        seat = state.to_act
        assert seat is not None
        view = state.view(seat)
        move = strategy(view, rng)
        why = reason(view, move)
        for k in range(3):
            world = state.resample_hidden(seat, random.Random(f"{seed}-{k}"))
            other = world.view(seat)
            assert strategy(other, rng) == move
            assert reason(other, move) == why
        checked += 1
    assert checked > 50


def test_reason_is_none_for_a_move_the_strategy_would_not_play() -> None:
    for _seed, rng, state in _decisions(2):
        seat = state.to_act
        assert seat is not None
        view = state.view(seat)
        move = strategy(view, rng)
        for other in state.legal_actions():
            if other != move:
                assert reason(view, other) is None
        assert reason(state.view(None), move) is None
