"""Round scoring with the sheet's numbers."""

from __future__ import annotations

from tapisvert.games.seven_seals.scoring import round_scores, saboteur_score, seal_penalty


def test_penalties_per_seal() -> None:
    # -2 per coloured seal, -3 per black, -4 per white [S]
    assert seal_penalty((1, 0, 0, 0, 0, 0, 0)) == -2
    assert seal_penalty((0, 1, 1, 0, 1, 0, 0)) == -6
    assert seal_penalty((0, 0, 0, 0, 0, 0, 1)) == -3
    assert seal_penalty((0, 0, 0, 0, 0, 1, 0)) == -4
    assert seal_penalty((2, 0, 0, 0, 0, 1, 3)) == -4 - 4 - 9
    assert seal_penalty((0,) * 7) == 0


def test_sheet_example_saboteur_three_blacks() -> None:
    # "si les autres joueurs ont ramassé 3 sceaux noirs il obtient -1 points (-4+3=-1)"
    assert saboteur_score(3) == -1


def test_saboteur_never_above_zero() -> None:
    assert saboteur_score(0) == -4
    assert saboteur_score(4) == 0
    assert saboteur_score(6) == 0
    assert saboteur_score(3, base=5) == -2


def test_round_scores_counts_only_the_others_blacks() -> None:
    seals = [(0, 0, 0, 0, 0, 0, 2), (0, 0, 0, 0, 0, 0, 0), (1, 0, 0, 0, 0, 0, 1)]
    assert round_scores(seals, saboteur=1) == [-6, -1, -5]
    assert round_scores(seals, saboteur=None) == [-6, 0, -5]
