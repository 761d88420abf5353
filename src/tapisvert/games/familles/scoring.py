"""Scoring of familles: pure functions, tested with the sheet's numbers.

A deal is won by the player who laid down the most families: 100 points [S]; a tie for the most
scores nobody [R]. Points accumulate within a manche; 200 points win it [S]; the scores then start
again from 0, and two manches won take the match [S].
"""

from __future__ import annotations

from collections.abc import Sequence

DEAL_POINTS = 100
MANCHE_POINTS = 200
MANCHES_TO_WIN = 2


def deal_winner(family_counts: Sequence[int]) -> int | None:
    """The seat that laid down strictly the most families, or None on a tie for the most."""
    best = max(family_counts)
    leaders = [s for s, c in enumerate(family_counts) if c == best]
    return leaders[0] if len(leaders) == 1 else None


def deal_scores(family_counts: Sequence[int]) -> tuple[int, ...]:
    """What the deal adds to each seat: 100 to the sole leader, 0 to everyone else."""
    winner = deal_winner(family_counts)
    return tuple(DEAL_POINTS if s == winner else 0 for s in range(len(family_counts)))


def manche_winner(manche_scores: Sequence[int]) -> int | None:
    """The seat that has reached 200 in the manche (the highest if several), else None.

    With 100 points to a single player per deal, two seats can never cross together; the highest
    wins if they ever did, the lower seat on an exact tie.
    """
    best = max(manche_scores)
    if best < MANCHE_POINTS:
        return None
    return manche_scores.index(best)
