"""The public view, `observation(None)`: every public fact for spectators and replays, no hand."""

from __future__ import annotations

import json
import random

import pytest

from tapisvert.games.poch import GAME, PochState
from tapisvert.words import Words


def states(players: int, seed: int, every: int) -> list[PochState]:
    """Snapshots of a random two-deal match every `every` actions."""
    s = GAME.new(players, seed, max_hands=2)
    assert isinstance(s, PochState)
    rng = random.Random(seed)
    out = [s.clone()]
    step = 0
    while not s.is_over():
        s.apply(rng.choice(s.legal_actions()))
        step += 1
        if step % every == 0:
            out.append(s.clone())
    out.append(s)
    return out


@pytest.mark.parametrize("players", [3, 4])
def test_public_view_hides_every_hand(players: int) -> None:
    moved = 0
    for seed in range(4):
        for s in states(players, seed, 3):
            public = s.observation(None)
            assert json.loads(json.dumps(public)) == public
            assert public["seat"] is None and public["hand"] is None
            assert public["legal_actions"] == []
            for seat in range(players):
                other = s.resample_hidden(seat, random.Random(seat))
                assert other.observation(None) == public, f"resampling seat {seat} shows"
                moved += any(other.hand_of(q) != s.hand_of(q) for q in range(players) if q != seat)
    assert moved, "resample_hidden never moved a card: the check above proves nothing"


def test_public_view_holds_the_public_facts() -> None:
    for s in states(4, 2, 5):
        public = s.observation(None)
        seat_view = s.observation(1)
        assert set(public) == set(seat_view)
        for key, value in seat_view.items():
            if key not in ("seat", "hand", "legal_actions"):
                assert public[key] == value, key


def test_render_public_view() -> None:
    s = states(4, 1, 4)[3]
    text = GAME.render(s.observation(None), say=Words("en"))
    assert "Poch" in text and "your hand" not in text and "you " not in text
