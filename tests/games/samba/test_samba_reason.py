"""Hints' words: `policy.reason` says why the heuristic plays its move, in every language, from
what the seat sees only."""

from __future__ import annotations

import random

import pytest

from tapisvert.core.messages import Message
from tapisvert.games.samba import GAME
from tapisvert.games.samba import actions as A
from tapisvert.games.samba.policy import reason
from tapisvert.games.samba.state import SambaState
from tapisvert.games.samba.strategy import choose, strategy
from tapisvert.games.samba.views import SambaView
from tapisvert.words import LANGS, Words


def _positions(players: int, seed: int, every: float) -> list[SambaState]:
    """Copies of a hand at random moments, its seats playing the heuristic (now and then a random
    move, so that unusual positions come up too)."""
    rng = random.Random(seed)
    state = GAME.new(players, seed, max_hands=1)
    assert isinstance(state, SambaState)
    out: list[SambaState] = []
    while state.to_act is not None:
        if rng.random() < every:
            out.append(state.clone())
        legal = state.legal_actions()
        if rng.random() < 0.15:
            state.apply(legal[rng.randrange(len(legal))])
        else:
            state.apply(strategy(state.view(state.to_act), rng))
    return out


def _words_of(message: Message, seat: int) -> list[str]:
    return [Words(lang, me=seat)(message) for lang in LANGS]


@pytest.mark.parametrize("players", [4, 6])
def test_the_strategy_says_why_in_every_language_from_the_seat_s_view(players: int) -> None:
    decisions = explained = 0
    for seed in range(3):
        for state in _positions(players, seed, every=0.25):
            seat = state.to_act
            assert seat is not None
            view = state.view(seat)
            action = strategy(view, random.Random(0))
            why = reason(view, action)
            if len(state.legal_actions()) == 1:
                assert why is None  # a forced move has nothing to explain
                continue
            decisions += 1
            if why is None:
                continue
            explained += 1
            assert why.key.startswith("samba-why-")
            assert all(text.strip() for text in _words_of(why, seat))
            # it reads no hidden card: the same in every world the seat cannot tell apart
            for k in range(2):
                world = state.resample_hidden(seat, random.Random(k))
                assert reason(world.view(seat), action) == why
    assert decisions >= 50
    assert explained >= 0.9 * decisions, (explained, decisions)


def test_the_reason_follows_the_strategy_s_own_choice() -> None:
    """`reason` explains the strategy's move only; the hint's move is `choose`'s, the bot's."""
    state = _positions(4, 7, every=0.3)[3]
    view = state.view(state.to_act)
    assert isinstance(view, SambaView)
    text, why = choose(view)
    assert A.parse(text) == strategy(view, random.Random(0))
    assert reason(view, A.parse(text)) == why
    others = [a for a in state.legal_actions() if a != A.parse(text)]
    assert all(reason(view, a) is None for a in others)
    assert GAME.reason(view, A.parse(text)) == why


def test_the_tutorial_s_moves_are_the_heuristic_s_at_the_key_moments() -> None:
    """At the tutorial's taking of the pile, its samba and its canasta, the hint agrees."""
    tutorial = GAME.tutorial()
    assert tutorial is not None
    keys = {}
    for step, state, action in tutorial.run(GAME):
        if step.move in ("take QC QD", "add JS m1", "add JK m2"):
            why = reason(state.view(step.seat), action)
            keys[step.move] = None if why is None else why.key
    assert keys == {
        "take QC QD": "samba-why-take-pair",
        "add JS m1": "samba-why-extend",
        "add JK m2": "samba-why-wild-canasta",
    }
