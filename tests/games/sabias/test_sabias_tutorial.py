"""The sabias tutorial's outro tells the hand's real score: its numbers are the engine's."""

from __future__ import annotations

from fractions import Fraction

from tapisvert.games import get_game
from tapisvert.games.sabias.tutorial import TUTORIAL
from tapisvert.games.sabias.views import SabiasView


def test_the_outro_sums_up_the_hand_the_engine_scored() -> None:
    game = get_game("sabias")
    *_, (_, state, action) = TUTORIAL.run(game)
    state.apply(action)
    view = state.view(TUTORIAL.seat)
    assert isinstance(view, SabiasView) and view.last_hand is not None
    n = {k: v for k, v in TUTORIAL.outro.args.items() if isinstance(v, int)}
    me = TUTORIAL.seat
    assert view.taker == me and view.trick_points[me] == n["points"]
    assert n["ecart"] == n["points"] - 109
    assert n["unit"] == n["ecart"] + 30 + Fraction(n["conseil"], 2)
    scores = view.last_hand.scores
    assert scores[me] == n["score"] == 2 * n["unit"]
    assert all(scores[s] == -n["loss"] for s in range(3) if s != me)
