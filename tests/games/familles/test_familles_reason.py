"""Why the heuristic asks (`policy.reason`, a hint's words): a message in every language for the
strategy's own asks, one per case of its analysis, read from the seat's view only."""

from __future__ import annotations

import random
from typing import Any

import pytest
from familles_helpers import deal_for, position, remaining

from tapisvert.core.messages import Message
from tapisvert.games.familles import GAME, FamillesState
from tapisvert.games.familles.policy import reason, strategy
from tapisvert.words import LANGS, Words

VARIANTS: list[tuple[int, dict[str, Any]]] = [
    (2, {}),
    (3, {}),
    (5, {}),
    (4, {"ask_requires_family": False}),
]
IDS = [f"{n}p-{'-'.join(f'{k}={v}' for k, v in o.items()) or 'default'}" for n, o in VARIANTS]


def _decisions(players: int, seed: int, options: dict[str, Any]) -> list[FamillesState]:
    """Copies of two deals of mixed heuristic and random play, at decisions with a choice."""
    rng = random.Random(seed)
    state = GAME.new(players, seed, max_hands=2, **options)
    assert isinstance(state, FamillesState)
    out: list[FamillesState] = []
    while state.to_act is not None:
        legal = state.legal_actions()
        if len(legal) > 1 and rng.random() < 0.2:
            out.append(state.clone())
        if rng.random() < 0.6:
            action = strategy(state.view(state.to_act), rng)
        else:
            action = rng.choice(legal)
        state.apply(action)
    return out


@pytest.mark.parametrize(("players", "options"), VARIANTS, ids=IDS)
def test_the_strategy_s_own_asks_are_explained_in_every_language(
    players: int, options: dict[str, Any]
) -> None:
    words = [Words(lang, me=seat) for lang in LANGS for seat in range(players)]
    rng = random.Random(7)
    decisions = [s for seed in (1, 2) for s in _decisions(players, seed, options)]
    assert len(decisions) >= 30
    explained = 0
    keys: set[str] = set()
    for state in decisions:
        seat = state.to_act
        assert seat is not None
        view = state.view(seat)
        message = reason(view, strategy(view, rng))
        if message is None:
            continue
        explained += 1
        keys.add(message.key)
        for w in words:
            if w.me == seat:
                assert w(message).strip(), (w.lang, message)
    assert explained >= 0.9 * len(decisions)
    assert {"familles-why-sure", "familles-why-guess"} <= keys


@pytest.mark.parametrize(("players", "options"), VARIANTS[:3], ids=IDS[:3])
def test_the_reason_reads_no_hidden_card(players: int, options: dict[str, Any]) -> None:
    rng = random.Random(11)
    for state in _decisions(players, 4, options)[::3]:
        seat = state.to_act
        assert seat is not None
        view = state.view(seat)
        legal = state.legal_actions()
        asks = [strategy(view, rng), *rng.sample(legal, min(4, len(legal)))]
        said = [reason(view, a) for a in asks]
        for _ in range(3):
            world = state.resample_hidden(seat, rng)
            assert world.legal_actions() == legal
            assert [reason(world.view(seat), a) for a in asks] == said


def test_each_case_in_words() -> None:
    # Seat 1 is given 2-III (public now) and refused 5-I; seat 2 asks for 6-V while no Maya card
    # of his is in view, is refused and draws another card: he keeps S6, the only Maya card
    # seat 0 has not seen, and cannot hold 6-V.
    hands = [
        "2-II 6-I 6-II 6-III 6-IV 1-I 3-I 3-II 4-I 4-II 5-II 5-III",
        "2-I 5-IV 7-I 7-II 7-III 7-IV 9-I 9-II 9-III 9-IV 10-I 10-II",
        "2-III S6 8-III 8-IV 8-V S8 10-III 10-IV 10-V S10 4-III 4-IV",
    ]
    stock = "8-I 8-II " + remaining(*hands, "8-I 8-II")
    state = GAME.new(3, 0, deal=deal_for(3, 1, hands, stock))
    for move in ("ask 2 2-III", "ask 0 5-I", "ask 1 6-V"):
        state.apply(state.parse_action(move))
    assert state.to_act == 0
    view = state.view(0)
    en = Words("en", me=0)

    def why(move: str) -> Message:
        message = reason(view, state.parse_action(move))
        assert message is not None
        return message

    sure = why("ask 1 2-III")
    assert sure.key == "familles-why-sure" and sure.args["extra"] == "none"
    hidden = why("ask 2 S6")
    assert hidden.key == "familles-why-hidden" and hidden.args["count"] == 1
    assert "can only be Sabia Maya (S6)" in en(hidden)
    assert why("ask 2 6-V").key == "familles-why-hopeless"
    guess = why("ask 1 1-II")
    assert guess.key == "familles-why-guess" and guess.args["held"] == 1
    assert why("ask 2 S1").args["extra"] == "jefa"
    assert "two more asks" in en(why("ask 2 S1"))
    assert strategy(view, random.Random(0)) == state.parse_action("ask 2 S6")


def test_a_forced_ask_has_no_reason() -> None:
    hands = ["1-I 1-II 1-III 1-IV 1-V", "S1 2-I"]
    state = position(hands, remaining(*hands))
    view = state.view(0)
    assert len(state.legal_actions()) == 1
    assert reason(view, state.legal_actions()[0]) is None
    assert reason(state.view(1), state.legal_actions()[0]) is None  # not to act
