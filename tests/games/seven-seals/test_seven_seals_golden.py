"""Golden playthroughs: whole seeded matches at 3, 4 and 5 players, pinned action by action."""

from __future__ import annotations

import hashlib
import random

import pytest

from tapisvert.games.seven_seals import GAME
from tapisvert.games.seven_seals.cards import SEAL_SUPPLY

# players, seed, actions, sha256[:16] of the "seat action" log, totals, winners, round scores
GOLDEN = [
    (
        3,
        301,
        364,
        "6ae6a1f9434f7b96",
        [-60, -56, -44],
        (2,),
        [[-6, -5, -9], [0, -14, -9], [-4, -14, -6], [-10, -14, 0], [-14, 0, -11], [-26, -9, -9]],
    ),
    (
        4,
        401,
        319,
        "c73ed79ed78f9adc",
        [-24, -36, -41, -27],
        (0,),
        [[0, -6, -18, -8], [-8, -6, -3, -5], [-8, -18, -6, -8], [-8, -6, -14, -6]],
    ),
    (
        5,
        501,
        516,
        "9f91cd0c6a7c3622",
        [-59, -19, -46, -43, -47],
        (1,),
        [
            [-11, 0, -9, -2, -8],
            [-12, -10, 0, -16, -8],
            [-8, -3, -18, 0, -13],
            [-12, -3, -9, -18, -6],
            [-16, -3, -10, -7, -12],
        ],
    ),
]


def independent_score(seals: dict[str, int]) -> int:
    colours = seals["red"] + seals["yellow"] + seals["green"] + seals["blue"] + seals["violet"]
    return -2 * colours - 3 * seals["black"] - 4 * seals["white"]


@pytest.mark.parametrize(
    ("players", "seed", "count", "digest", "totals", "winners", "rounds"), GOLDEN
)
def test_golden_match(
    players: int,
    seed: int,
    count: int,
    digest: str,
    totals: list[int],
    winners: tuple[int, ...],
    rounds: list[list[int]],
) -> None:
    s = GAME.new(players, seed)
    rng = random.Random(seed)
    log = []
    while s.to_act is not None:
        legal = s.legal_actions()
        a = legal[rng.randrange(len(legal))]
        log.append(f"{s.to_act} {s.action_to_str(a)}")
        s.apply(a)
        obs = s.observation(0)
        held = [sum(obs["seals"][i][k] for i in range(players)) for k in obs["centre"]]
        assert [h + c for h, c in zip(held, obs["centre"].values(), strict=True)] == list(
            SEAL_SUPPLY
        ), "seals are conserved"
    assert len(log) == count
    assert hashlib.sha256("\n".join(log).encode()).hexdigest()[:16] == digest
    res = s.result()
    assert [int(t) for t in res.totals] == totals and res.winners == winners
    assert [[int(x) for x in r.scores] for r in s.hand_results()] == rounds
    for r in s.hand_results():  # every round re-scored from its leftover seals
        sab = r.detail["saboteur"]
        for seat, left in enumerate(r.detail["seals_left"]):
            if seat != sab:
                assert int(r.scores[seat]) == independent_score(left)
        if sab is not None:
            assert int(r.scores[sab]) == min(0, -4 + r.detail["black_by_others"])
    # the log replays as text on a fresh match from the recorded first deal
    t = GAME.new(players, seed, deal=s.deals()[0])
    for line in log:
        seat_text, text = line.split(" ", 1)
        assert t.to_act == int(seat_text)
        t.apply_text(text)
    assert t.result().totals == res.totals and t.deals() == s.deals()
