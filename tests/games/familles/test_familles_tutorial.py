"""The tutorial's first deal shows what it says it teaches: asks given and refused, plain and shown
draws, the Jefa's two more asks, the empty stock, and the learner's three families winning."""

from __future__ import annotations

from collections import Counter

from tapisvert.core.messages import Who
from tapisvert.games.familles import GAME
from tapisvert.games.familles.tutorial import TUTORIAL


def test_the_tutorial_deal_shows_the_core_of_the_game() -> None:
    seen: Counter[str] = Counter()
    laid_by_learner = 0
    state = TUTORIAL.start(GAME)
    for _step, before, action in TUTORIAL.run(GAME):
        state = before.clone()
        state.apply(action)
        for event in GAME.events(before, action, state):
            m = event.message
            mine = m.args.get("p") == Who(TUTORIAL.seat)
            seen[m.key + (" (learner)" if mine else "")] += 1
            if mine and m.key == "familles-lay":
                laid_by_learner += 1
            if mine and m.key == "familles-ask-given" and m.args.get("asks") == 2:
                seen["jefa"] += 1
    for key in (
        "familles-ask-given (learner)",
        "familles-ask-refused (learner)",
        "familles-draw-shown (learner)",
        "familles-draw (learner)",
        "familles-ask-given",  # the others ask the learner too
        "familles-no-draw",
        "jefa",
    ):
        assert seen[key], key
    assert laid_by_learner == 3
    result = state.hand_result(0)
    assert result.detail["winner"] == TUTORIAL.seat
    assert result.scores[TUTORIAL.seat] == 100
