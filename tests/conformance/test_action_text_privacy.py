"""An action's text tells no other seat more than that seat's next view does.

The server sends every connection the text of each applied move (`event.action`, and the `missed`
frame of a client coming back), and records keep it. For a seat `q` other than the mover, the text
must be a function of what `q` knows: in any world `q` cannot tell from the real one (its hidden
cards reshuffled), an action of the mover that leaves `q` with the same view must have the same
text. A text naming a card `q` has not seen would fail this.
"""

from __future__ import annotations

import random

import pytest

from tapisvert.core.protocol import Game
from tapisvert.games import all_games


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.id)
def test_action_text_tells_no_more_than_the_view(game: Game) -> None:
    players = game.player_counts[0]
    checked = 0
    for seed in range(3):
        state = game.new(players, seed, max_hands=1)
        rng = random.Random(seed)
        step = 0
        while not state.is_over():
            step += 1
            mover = state.to_act
            assert mover is not None
            action = rng.choice(state.legal_actions())
            text = state.action_to_str(action)
            after = state.clone()
            after.apply(action)
            if step % 2 == 0:
                for seat in range(players):
                    if seat == mover:
                        continue
                    seen = after.observation(seat)
                    world = state.resample_hidden(seat, random.Random(rng.random()))
                    for other in world.legal_actions():
                        moved = world.clone()
                        moved.apply(other)
                        if moved.observation(seat) == seen:
                            checked += 1
                            assert world.action_to_str(other) == text, (
                                f"seat {seat} sees the same view after {text!r} and after"
                                f" {world.action_to_str(other)!r}: the text tells it more"
                            )
            state.apply(action)
    assert checked >= 10, "too few comparisons to mean anything"
