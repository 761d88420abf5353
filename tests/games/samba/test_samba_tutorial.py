"""The tutorial's hand: what its words say happens does happen (tests/conformance plays it)."""

from __future__ import annotations

from tapisvert.games.samba import GAME
from tapisvert.games.samba.state import SambaState


def test_the_outro_s_numbers_are_the_hand_s_score() -> None:
    tutorial = GAME.tutorial()
    assert tutorial is not None
    state = tutorial.start(GAME)
    for _step, _before, action in tutorial.run(GAME):
        state.apply(action)
    assert isinstance(state, SambaState) and state.hands_finished() == 1
    result = state.result().hands[0]
    ours, theirs = result.detail["teams"]
    args = {k: v for k, v in tutorial.outro.args.items() if isinstance(v, int)}
    assert result.detail["went_out"] == tutorial.seat
    assert ours["melded"] == args["melded"] and ours["in_hand"] == -args["in_hand"]
    assert (ours["sambas"], ours["mixed_canastas"], ours["natural_canastas"]) == (1, 1, 0)
    assert ours["going_out"] == 200 and ours["total"] == args["total"]
    assert theirs["melded"] == 0 and theirs["total"] == -args["other"]


def test_the_learner_opens_takes_the_pile_and_asks() -> None:
    """The core of issue 27 for samba: two cards drawn, an opening of 50 or more made of two
    melds, the pile taken with a pair, a samba and a canasta, "May I go out?" answered yes."""
    tutorial = GAME.tutorial()
    assert tutorial is not None
    moves = [step.move for step in tutorial.steps if step.seat == tutorial.seat]
    assert moves[:3] == ["draw", "seq 5S-10S", "group Kx3"]
    assert "take QC QD" in moves and "add JS m1" in moves and "add JK m2" in moves
    assert "ask" in moves
    opening_after_sequence = None
    for step, before, _action in tutorial.run(GAME):
        if step.move == "group Kx3":
            assert isinstance(before, SambaState)
            opening_after_sequence = before.observation(0)["opening_value"]
    assert opening_after_sequence == 45  # short of the 50 to open: the minimum's lesson
