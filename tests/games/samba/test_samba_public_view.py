"""The public view, `observation(None)`: every public fact for spectators and replays, no hand."""

from __future__ import annotations

import json
import random

import pytest

from tapisvert.games.samba import GAME
from tapisvert.games.samba.state import SambaState
from tapisvert.words import Words


def states(players: int, seed: int, steps: int, every: int) -> list[SambaState]:
    """Snapshots of a random match every `every` actions."""
    s = GAME.new(players, seed, max_hands=2)
    assert isinstance(s, SambaState)
    rng = random.Random(seed)
    out = [s.clone()]
    for step in range(steps):
        if s.is_over():
            break
        s.apply(rng.choice(s.legal_actions()))
        if step % every == 0:
            out.append(s.clone())
    out.append(s)
    return out


@pytest.mark.parametrize("players", [4, 6])
def test_public_view_hides_every_hand(players: int) -> None:
    moved = 0
    for s in states(players, 7, 400, 37):
        public = s.observation(None)
        assert json.loads(json.dumps(public)) == public
        assert public["seat"] is None and public["hand"] is None
        assert public["team"] is None and public["partner"] is None
        assert public["legal_actions"] == []
        for seat in range(players):
            other = s.resample_hidden(seat, random.Random(seat))
            assert other.observation(None) == public, f"resampling seat {seat} shows"
            moved += any(
                other.hand_cards(q) != s.hand_cards(q) for q in range(players) if q != seat
            )
    assert moved, "resample_hidden never moved a card: the check above proves nothing"


def test_public_view_holds_the_public_facts() -> None:
    s = states(6, 11, 200, 1000)[-1]
    public = s.observation(None)
    seat_view = s.observation(0)
    private = {"seat", "team", "partner", "hand", "legal_actions"}
    for key, value in seat_view.items():
        if key not in private:
            assert public[key] == value, key
    assert set(public) == set(seat_view)
    assert public["hand_sizes"] == [len(s.hand_cards(q)) for q in range(6)]


def test_render_public_view() -> None:
    s = states(6, 5, 60, 1000)[-1]
    text = GAME.render(s.observation(None), say=Words("en"))
    assert "public view" in text and "your hand" not in text
