"""Hand scoring, RULINGS §1: pure functions over card points and announcement values.

The engine computes in quarter points (ints), the finest unit the formulas produce (a 1 v 4
defender's A/4, an individual player's R - sum/4), and turns them into `Fraction`s only when a
result is read. The `*_scores` functions return Fractions and are what the tests pin against the
sheet's worked examples.

Taker camp (3 and 5 players):
    T = card points of the taker's camp; E = T - 109 (`margin`) or T - (218 - T) (`difference`);
    the camp wins when E >= 0; s = +1 / -1; A = announcements of the taker's camp minus the
    defenders'; k = 2 (3 players, 5 players 2 v 3) or 4 (1 v 4);
    d = s * (|E| + 30) + A / k; taker +k*d, called partner +d, each defender -d.
4 teams: R = card points + announcements; the larger R scores +M, the other -M, with
    M = |R1 - R2| / 2 (`margin`) or |R1 - R2| (`difference`).
4 individual: each R_i - (R_1 + R_2 + R_3 + R_4) / 4.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction

from tapisvert.games.sabias.cards import HALF_POINTS, TOTAL_POINTS

PRIME_UNIT = 30  # the prime per defender: 60 at 3 players, 90 at 2 v 3, 120 at 1 v 4

CONSEIL = 20
GRAND_CONSEIL = 50
JEFA_FAILED = -20
CHELEM_MADE = 200
CHELEM_FAILED = -100
GRANDE_JEFA_BONUS = 20


def ecart(camp_points: int, mode: str = "margin") -> int:
    """The taker camp's signed ecart: margin above half, or difference with the defenders."""
    if mode == "margin":
        return camp_points - HALF_POINTS
    return camp_points - (TOTAL_POINTS - camp_points)


def camp_multiplier(players: int, alone: bool) -> int:
    """k: 2 at 3 players and at 5 players 2 v 3; 4 at 5 players 1 v 4."""
    return 4 if players == 5 and alone else 2


def unit_q(e: int, a: int, k: int) -> int:
    """4·d, the per-defender unit in quarters: d = s·(|E| + 30) + A/k, s = +1 when E >= 0."""
    s = 1 if e >= 0 else -1
    return 4 * s * (abs(e) + PRIME_UNIT) + (4 * a) // k


def camp_q(players: int, taker: int, partner: int | None, e: int, a: int) -> tuple[list[int], int]:
    """Quarter scores per seat and the quarter unit, taker camp mode.

    `partner` is the called partner at 5 players (None at 3 players or when alone).
    """
    alone = partner is None or partner == taker
    k = camp_multiplier(players, alone)
    d = unit_q(e, a, k)
    out = [-d] * players
    out[taker] = k * d
    if not alone and partner is not None:
        out[partner] = d
    return out, d


def teams_q(r: Sequence[int], mode: str = "margin") -> list[int]:
    """Quarter scores per seat at 4 teams (seats 0+2 v 1+3) from the two teams' R."""
    gap = abs(r[0] - r[1])
    m = 2 * gap if mode == "margin" else 4 * gap
    first = m if r[0] > r[1] else -m if r[0] < r[1] else 0
    return [first, -first, first, -first]


def individual_q(r: Sequence[int]) -> list[int]:
    """Quarter scores per seat at 4 individual players: R_i - sum/4."""
    total = sum(r)
    return [4 * x - total for x in r]


def quarters(q: Sequence[int]) -> tuple[Fraction, ...]:
    """Quarter points to exact scores."""
    return tuple(Fraction(x, 4) for x in q)


def camp_scores(
    players: int,
    taker: int,
    partner: int | None,
    camp_points: int,
    announcements: Mapping[int, int],
    mode: str = "margin",
) -> tuple[Fraction, ...]:
    """Scores per seat, taker camp mode; `announcements`: seat -> net announcement value."""
    camp = {taker} if partner is None else {taker, partner}
    a = sum(v if seat in camp else -v for seat, v in announcements.items())
    q, _ = camp_q(players, taker, partner, ecart(camp_points, mode), a)
    return quarters(q)


def teams_scores(
    points: Sequence[int], announcements: Mapping[int, int], mode: str = "margin"
) -> tuple[Fraction, ...]:
    """Scores per seat at 4 teams from per-seat card points and announcement values."""
    r = [0, 0]
    for seat in range(4):
        r[seat % 2] += points[seat] + announcements.get(seat, 0)
    return quarters(teams_q(r, mode))


def individual_scores(
    points: Sequence[int], announcements: Mapping[int, int]
) -> tuple[Fraction, ...]:
    """Scores per seat at 4 individual players."""
    return quarters(individual_q([points[s] + announcements.get(s, 0) for s in range(4)]))
