"""Golden playthroughs: whole matches at 2 and 6 players pinned from their seeds.

The policy is `random.Random(seed).choice(legal_actions())`. A change to the deal, the legal
order, the turn rules or the scoring shows up here.
"""

from __future__ import annotations

import hashlib
import json
import random

import pytest

from tapisvert.games.familles import GAME

GOLDEN = [
    {
        "players": 2,
        "seed": 2026,
        "deal_sha": "1ecb7d1297bcc458",
        "dealer": 0,
        "dealer_draw": [[[0, "S7"], [1, "8-II"]]],
        "hand0": ["2-IV", "3-IV", "6-IV", "9-V", "7-II"],
        "stock_top": ["S9", "8-IV", "S7"],
        "actions": 568,
        "first": ["ask 1 2-III", "ask 1 7-III", "ask 1 6-III", "ask 0 9-IV", "ask 1 7-IV"],
        "actions_sha": "45c60b7a32a14ee5",
        "deal_winners": [None, 1, 1, 1, 0, 1],
        "first_counts": [[5, 5], [2, 8], [1, 9]],
        "totals": [100, 400],
        "winners": (1,),
        "manches_won": [0, 2],
    },
    {
        "players": 6,
        "seed": 6,
        "deal_sha": "848025403fa2b54c",
        "dealer": 5,  # seats 4 and 5 tie at 5 (5-V, 4-V); 5 draws 1-V (5) against 7-II (2)
        "dealer_draw": [
            [[0, "6-IV"], [1, "S3"], [2, "3-IV"], [3, "9-II"], [4, "5-V"], [5, "4-V"]],
            [[4, "7-II"], [5, "1-V"]],
        ],
        "hand0": ["5-I", "10-II", "S5", "4-II", "7-III"],
        "stock_top": ["S3", "10-I", "2-I"],
        "actions": 20451,
        "first": ["ask 4 4-II", "ask 1 7-II", "ask 5 4-III", "ask 5 S2", "ask 2 3-IV"],
        "actions_sha": "a826910e36065a12",
        "deal_winners": [
            4,
            None,
            0,
            5,
            4,
            1,
            0,
            4,
            None,
            5,
            3,
            None,
            0,
            None,
            2,
            0,
            5,
            None,
            4,
            1,
            None,
            2,
            1,
            5,
            None,
            2,
            4,
            4,
        ],
        "first_counts": [[1, 2, 0, 1, 4, 2], [1, 2, 3, 0, 1, 3], [3, 0, 2, 1, 2, 2]],
        "totals": [400, 300, 300, 100, 600, 400],
        "winners": (4,),
        "manches_won": [1, 0, 1, 0, 2, 0],
    },
]


def sha(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()[:16]


@pytest.mark.parametrize("golden", GOLDEN, ids=lambda g: f"{g['players']}p")
def test_golden_playthrough(golden: dict[str, object]) -> None:
    players, seed = golden["players"], golden["seed"]
    assert isinstance(players, int) and isinstance(seed, int)
    s = GAME.new(players, seed)
    first_deal = s.deals()[0]
    assert sha(json.dumps(first_deal, sort_keys=True)) == golden["deal_sha"]
    assert first_deal["dealer_draw"] == golden["dealer_draw"]
    assert first_deal["dealer"] == golden["dealer"]
    assert first_deal["hands"][0][:5] == golden["hand0"]
    assert first_deal["stock"][:3] == golden["stock_top"]
    rng = random.Random(seed)
    texts = []
    while s.to_act is not None:
        a = rng.choice(s.legal_actions())
        texts.append(s.action_to_str(a))
        s.apply(a)
    assert len(texts) == golden["actions"]
    assert texts[:5] == golden["first"]
    assert sha("\n".join(texts)) == golden["actions_sha"]
    results = s.hand_results()
    assert [h.detail["winner"] for h in results] == golden["deal_winners"]
    assert [h.detail["family_counts"] for h in results][:3] == golden["first_counts"]
    final = s.result()
    assert [int(t) for t in final.totals] == golden["totals"]
    assert final.winners == golden["winners"]
    assert final.detail["manches_won"] == golden["manches_won"]
    replay = GAME.new(players, seed, deal=first_deal)
    for text in texts:
        replay.apply_text(text)
    assert replay.result() == final
