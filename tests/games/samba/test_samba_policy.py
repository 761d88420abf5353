"""The search helpers of `games/samba/policy.py` that need a state built by hand (internals)."""

from __future__ import annotations

from tapisvert.games.samba import GAME
from tapisvert.games.samba.cards import parse_card
from tapisvert.games.samba.melds import group
from tapisvert.games.samba.policy import evaluate
from tapisvert.games.samba.state import SambaState


def test_evaluate_prefers_a_side_with_canastas() -> None:
    """Completing a canasta from the same position raises the side's estimate."""
    state = GAME.new(4, 11, max_hands=1)
    assert isinstance(state, SambaState)
    before = evaluate(state, 0)[0]
    after = state.clone()
    after._opened[0] = True
    kings = (parse_card("KC"), parse_card("KD"), parse_card("KH"))
    after._melds[0].append(group(13, 0, kings * 2 + kings[:1]))
    assert evaluate(after, 0)[0] > before + 300
