"""Round scoring: pure functions, checked against the sheet's numbers.

Penalties [S]: every coloured seal still held -2, every black seal -3, every white seal -4. The
saboteur scores -base plus one per black seal the other players took this round, never above 0
(base 4 [S]; at 3 players option `saboteur_base_3p` may raise it to 5 [A]).
"""

from __future__ import annotations

from collections.abc import Sequence

from tapisvert.games.seven_seals.cards import BLACK, NUM_COLOURS, WHITE

COLOUR_PENALTY = 2
BLACK_PENALTY = 3
WHITE_PENALTY = 4
SABOTEUR_BASE = 4


def seal_penalty(seals: Sequence[int]) -> int:
    """The (non-positive) score of a player holding `seals` (7 counts: colours, white, black)."""
    coloured = sum(seals[:NUM_COLOURS])
    return -(
        COLOUR_PENALTY * coloured + BLACK_PENALTY * seals[BLACK] + WHITE_PENALTY * seals[WHITE]
    )


def saboteur_score(black_by_others: int, base: int = SABOTEUR_BASE) -> int:
    """The saboteur's score: -base + one per black seal the others took, at most 0."""
    return min(0, -base + black_by_others)


def round_scores(
    seals: Sequence[Sequence[int]], saboteur: int | None, base: int = SABOTEUR_BASE
) -> list[int]:
    """Every seat's score for the round, from the seals each holds at its end."""
    out = [seal_penalty(s) for s in seals]
    if saboteur is not None:
        others = sum(s[BLACK] for i, s in enumerate(seals) if i != saboteur)
        out[saboteur] = saboteur_score(others, base)
    return out
