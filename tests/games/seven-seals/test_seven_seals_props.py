"""Properties of random rounds: seals conserved and never negative, every trick accounted for."""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from tapisvert.games.seven_seals import GAME
from tapisvert.games.seven_seals.cards import SEAL_SUPPLY
from tapisvert.games.seven_seals.state import SevenSealsState


@given(players=st.sampled_from([3, 4, 5]), seed=st.integers(0, 2**32 - 1))
def test_random_round_invariants(players: int, seed: int) -> None:
    s = GAME.new(players, seed, max_hands=1)
    assert isinstance(s, SevenSealsState)
    rng = random.Random(seed)
    saboteurs = set()
    while s.to_act is not None:
        legal = s.legal_actions()
        assert legal
        s.apply(legal[rng.randrange(len(legal))])
        seals = [s.seals_of(i) for i in range(players)]
        centre = s.centre()
        for k in range(7):
            assert centre[k] >= 0 and all(x[k] >= 0 for x in seals)
            assert centre[k] + sum(x[k] for x in seals) == SEAL_SUPPLY[k]
        if s.saboteur is not None:
            saboteurs.add(s.saboteur)
            assert s.seals_of(s.saboteur) == (0,) * 7  # the saboteur never holds a seal
    assert len(saboteurs) <= 1
    res = s.hand_results()[0]
    assert all(x <= 0 for x in res.scores)
    assert [int(x) for x in res.scores] == res.detail["scores"]
