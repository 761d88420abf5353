"""Golden playthroughs: one whole match at 3, 4 and 5 players, pinned from its seed.

The policy is `legal[random.Random(seed).randrange(len(legal))]`. A change to the deal, the order
of the legal actions, the rules of play or the scoring shows up here. To re-pin after a deliberate
rule change, run this file as a script and redirect its output to golden_sabias.json.
"""

from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path
from typing import Any

import pytest

from tapisvert.core.scores import score_json
from tapisvert.games.sabias import GAME

GOLDEN_FILE = Path(__file__).with_name("golden_sabias.json")
SETUPS: list[tuple[int, int, dict[str, object]]] = [(3, 2026, {}), (4, 7, {}), (5, 31, {})]


def playthrough(players: int, seed: int, options: dict[str, Any]) -> dict[str, Any]:
    state = GAME.new(players, seed, **options)
    rng = random.Random(seed)
    texts = []
    while state.to_act is not None:
        legal = state.legal_actions()
        action = legal[rng.randrange(len(legal))]
        texts.append(state.action_to_str(action))
        state.apply(action)
    result = state.result()
    return {
        "players": players,
        "seed": seed,
        "options": options,
        "first_deal": state.deals()[0],
        "actions": len(texts),
        "first_actions": texts[:12],
        "actions_sha": hashlib.sha256("\n".join(texts).encode()).hexdigest()[:16],
        "hand_scores": [[score_json(x) for x in h.scores] for h in result.hands],
        "result": result.to_json(),
    }


@pytest.mark.parametrize(("players", "seed", "options"), SETUPS, ids=["3p", "4p", "5p"])
def test_golden_match(players: int, seed: int, options: dict[str, Any]) -> None:
    golden = json.loads(GOLDEN_FILE.read_text())[f"{players}p"]
    assert playthrough(players, seed, options) == golden


if __name__ == "__main__":
    print(json.dumps({f"{n}p": playthrough(n, s, o) for n, s, o in SETUPS}, indent=1))
