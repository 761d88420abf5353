"""The hint's reason: why the heuristic plays its move, in words, from the seat's view alone."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tapisvert.core.messages import Message
from tapisvert.core.protocol import GameState
from tapisvert.games import get_game
from tapisvert.games.sabias.policy import reason, strategy
from tapisvert.words import LANGS, Words

GAME = get_game("sabias")

VARIANTS: list[tuple[int, dict[str, Any]]] = [
    (3, {}),
    (4, {}),
    (4, {"four_player_mode": "individual"}),
    (5, {}),
]
IDS = [f"{n}p-{'-'.join(f'{k}={v}' for k, v in o.items()) or 'default'}" for n, o in VARIANTS]


def _decisions(players: int, seed: int, options: dict[str, Any]) -> list[GameState]:
    """Every position of a two-hand match the heuristic plays for every seat."""
    state = GAME.new(players, seed, max_hands=2, **options)
    rng = random.Random(seed)
    out: list[GameState] = []
    while state.to_act is not None:
        out.append(state.clone())
        state.apply(strategy(state.view(state.to_act), rng))
    return out


@pytest.mark.parametrize(("players", "options"), VARIANTS, ids=IDS)
def test_the_strategy_says_why_it_plays_its_move(players: int, options: dict[str, Any]) -> None:
    words = {lang: Words(lang) for lang in LANGS}
    chosen = explained = 0
    rng = random.Random(0)
    for seed in (1, 2):
        for state in _decisions(players, seed, options):
            seat = state.to_act
            assert seat is not None
            view = state.view(seat)
            action = strategy(view, rng)
            why = reason(view, action)
            if len(state.legal_actions()) == 1:
                assert why is None  # a forced move: nothing to say
                continue
            chosen += 1
            if why is None:
                continue
            assert isinstance(why, Message) and why.key.startswith("sabias-why-")
            for lang, say in words.items():
                text = say(why)
                assert text.strip() and "{" not in text and "sabias-" not in text, (lang, text)
            explained += 1
            # another legal move (a hint's search may prefer it) is explained too
            for other in [a for a in state.legal_actions() if a != action][:3]:
                why = reason(view, other)
                assert why is not None and why.key.startswith("sabias-why-")
                for lang, say in words.items():
                    assert say(why).strip(), (lang, why.key)
    assert chosen > 50 and explained >= 0.9 * chosen


def test_no_reason_for_a_forced_or_illegal_move_or_out_of_turn() -> None:
    state = GAME.new(3, 1, max_hands=1)
    seat = state.to_act
    assert seat is not None
    legal = set(state.legal_actions())
    illegal = next(a for a in range(400) if a not in legal)
    assert reason(state.view(seat), illegal) is None
    assert reason(state.view((seat + 1) % 3), next(iter(legal))) is None


@pytest.mark.parametrize(("players", "options"), VARIANTS, ids=IDS)
def test_the_reason_reads_no_hidden_card(players: int, options: dict[str, Any]) -> None:
    rng = random.Random(3)
    for state in _decisions(players, 5, options)[::3]:
        seat = state.to_act
        assert seat is not None
        view = state.view(seat)
        action = strategy(view, rng)
        moves = [action, *[a for a in state.legal_actions() if a != action][:3]]
        whys = [reason(view, a) for a in moves]
        for _ in range(3):
            world = state.resample_hidden(seat, rng)
            assert [reason(world.view(seat), a) for a in moves] == whys
