"""Ratings of bots on the Elo scale, fitted by Bradley–Terry to duplicate tournaments' deals.

Each duplicate deal of a two-bot tournament is one game between the two: won by the bot whose
mean score over the deal's rotations is higher (`TournamentResult.per_deal`), tied where the two
means are equal (a tie counts half a win to each). Bradley–Terry gives each bot a strength
`p`, the chance that `i` wins a deal against `j` being `p_i / (p_i + p_j)`; its maximum-likelihood
strengths over all the pairs played are found by the MM algorithm (Hunter 2004,
"MM algorithms for generalized Bradley–Terry models"). A rating is `400 * log10(p)`, with the
anchor (random play where it was played) at 0: +200 over another bot means winning
`1 / (1 + 10 ** -0.5)`, about 76%, of the deals against it. Each rating's 95% interval is the
normal one from the Fisher information at the fit (the anchor's rating is exact by definition;
the others' intervals grow along the chain of pairs that reaches them).

A maximum-likelihood fit exists only where no group of bots won (or lost) every deal against the
others: a bot that won every deal it played has no finite rating, and `fit` refuses such records
(`Unrateable`). Given `prior`, it adds that many drawn deals to every pair played before fitting
(the virtual draws of Coulom's BayesElo), which keeps a clean sweep finite and moves the others
little: the levels' ratings (`level_ratings`) add one (`PRIOR_TIES`), so a sweep of 100 deals
reads as 100.5 to 0.5 (+921, its interval wide), and 74 to 20 with 6 ties as 77.5 to 23.5.

Pure Python, no dependency: a handful of bots, a linear system the size of the bots.

The levels' ratings (`level_ratings`) are fitted from the deal counts that bench/level_ratings.py
measured and stored in sim/level_ratings.json (shipped with the package), per game and player
count; a level never measured at a player count has no rating there (docs/bots.md, "Ratings").
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

ELO = 400.0 / math.log(10.0)  # rating points per unit of natural log-strength
PRIOR_TIES = 1.0  # the drawn deals added to each pair for the levels' ratings (see the module)
Z95 = 1.959963984540054


class Unrateable(ValueError):
    """The records admit no finite maximum-likelihood ratings (a bot or group of bots won, or
    lost, every deal against the others; or a bot is not connected to the anchor)."""


@dataclass(frozen=True)
class PairRecord:
    """The deals between two bots: those `a` won, those it lost, those tied."""

    a: str
    b: str
    wins: int
    losses: int
    ties: int = 0

    @property
    def deals(self) -> int:
        return self.wins + self.losses + self.ties


@dataclass(frozen=True)
class Rating:
    """A bot's rating and its 95% interval (the anchor's interval is the point itself)."""

    bot: str
    rating: float
    low: float
    high: float


def deal_outcomes(a_scores: Sequence[float], b_scores: Sequence[float]) -> tuple[int, int, int]:
    """(wins, losses, ties) of `a` over the deals, from each bot's mean score per deal (a
    duplicate tournament's `per_deal[a]` and `per_deal[b]`, paired by deal)."""
    if len(a_scores) != len(b_scores):
        raise ValueError("the two bots' scores cover different numbers of deals")
    wins = sum(1 for x, y in zip(a_scores, b_scores, strict=True) if x > y)
    losses = sum(1 for x, y in zip(a_scores, b_scores, strict=True) if x < y)
    return wins, losses, len(a_scores) - wins - losses


def _connected(edges: dict[str, set[str]], start: str) -> set[str]:
    """The bots reached from `start` along `edges`."""
    seen = {start}
    todo = [start]
    while todo:
        for nxt in edges[todo.pop()]:
            if nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    return seen


def _check(bots: list[str], won: dict[str, dict[str, float]], anchor: str) -> None:
    """Unrateable unless every bot reaches every other along "won at least half a deal
    against" (the condition for a finite maximum-likelihood fit, Hunter 2004, assumption 1:
    no group of bots that won, or lost, every deal against the rest)."""
    beat = {i: {j for j in bots if won[i].get(j, 0.0) > 0} for i in bots}
    lost_to = {i: {j for j in bots if won[j].get(i, 0.0) > 0} for i in bots}
    played = {i: beat[i] | lost_to[i] for i in bots}
    apart = set(bots) - _connected(played, anchor)
    if apart:
        raise Unrateable(f"not connected to {anchor} by any deal: {', '.join(sorted(apart))}")
    for i in bots:
        if _connected(beat, i) != set(bots):
            raise Unrateable(
                f"{i}: its side won (or lost) every deal it played against the others;"
                " no finite rating"
            )


def _solve(matrix: list[list[float]], columns: int) -> list[list[float]]:
    """The inverse of a symmetric positive-definite matrix (Gauss–Jordan with pivoting)."""
    n = columns
    m = [row[:] + [1.0 if i == j else 0.0 for j in range(n)] for i, row in enumerate(matrix)]
    for c in range(n):
        pivot = max(range(c, n), key=lambda r: abs(m[r][c]))
        if abs(m[pivot][c]) < 1e-300:
            raise Unrateable("the information matrix is singular")
        m[c], m[pivot] = m[pivot], m[c]
        inv = 1.0 / m[c][c]
        m[c] = [x * inv for x in m[c]]
        for r in range(n):
            if r != c and m[r][c] != 0.0:
                f = m[r][c]
                m[r] = [x - f * y for x, y in zip(m[r], m[c], strict=True)]
    return [row[n:] for row in m]


def fit(
    records: Sequence[PairRecord],
    anchor: str | None = None,
    *,
    prior: float = 0.0,
    tolerance: float = 1e-12,
    max_iterations: int = 100_000,
) -> dict[str, Rating]:
    """Each bot's Bradley–Terry rating (Elo scale) from the deals of `records`, `anchor` at 0
    (by default `random` where it played, else the first bot named), with a 95% interval from
    the Fisher information. Records of the same pair add up; a tie is half a win to each side.
    `prior` drawn deals are added to each pair played. Deterministic. Unrateable where no finite
    fit exists (see the module)."""
    bots: list[str] = []
    for r in records:
        for name in (r.a, r.b):
            if name not in bots:
                bots.append(name)
        if r.a == r.b:
            raise ValueError(f"{r.a} against itself")
        if min(r.wins, r.losses, r.ties) < 0:
            raise ValueError("negative counts")
    if not bots:
        return {}
    if anchor is None:
        anchor = "random" if "random" in bots else bots[0]
    if anchor not in bots:
        raise ValueError(f"anchor {anchor} played no deal")
    won: dict[str, dict[str, float]] = {b: {} for b in bots}  # won[i][j]: i's wins against j
    games: dict[str, dict[str, float]] = {b: {} for b in bots}  # deals between i and j
    for r in records:
        w, lost = r.wins + r.ties / 2, r.losses + r.ties / 2
        won[r.a][r.b] = won[r.a].get(r.b, 0.0) + w
        won[r.b][r.a] = won[r.b].get(r.a, 0.0) + lost
        games[r.a][r.b] = games[r.a].get(r.b, 0.0) + r.deals
        games[r.b][r.a] = games[r.b].get(r.a, 0.0) + r.deals
    if prior < 0:
        raise ValueError("a negative prior")
    for i in bots:
        for j in games[i]:
            won[i][j] += prior / 2
            games[i][j] += prior
    if len(bots) == 1:
        return {anchor: Rating(anchor, 0.0, 0.0, 0.0)}
    _check(bots, won, anchor)
    total_won = {i: sum(won[i].values()) for i in bots}
    p = dict.fromkeys(bots, 1.0)
    for _ in range(max_iterations):
        new = {i: total_won[i] / sum(n / (p[i] + p[j]) for j, n in games[i].items()) for i in bots}
        scale = new[anchor]
        new = {i: v / scale for i, v in new.items()}
        change = max(abs(math.log(new[i] / p[i])) for i in bots)
        p = new
        if change < tolerance:
            break
    theta = {i: math.log(p[i]) for i in bots}
    # Fisher information of the log-strengths, the anchor's row and column removed
    free = [b for b in bots if b != anchor]
    info = [[0.0] * len(free) for _ in free]
    for x, i in enumerate(free):
        for j, n in games[i].items():
            q = 1.0 / (1.0 + math.exp(theta[j] - theta[i]))
            v = n * q * (1.0 - q)
            info[x][x] += v
            if j != anchor:
                info[x][free.index(j)] -= v
    cov = _solve(info, len(free))
    out = {anchor: Rating(anchor, 0.0, 0.0, 0.0)}
    for x, i in enumerate(free):
        half = Z95 * math.sqrt(cov[x][x]) * ELO
        out[i] = Rating(i, theta[i] * ELO, (theta[i] * ELO) - half, (theta[i] * ELO) + half)
    return {b: out[b] for b in bots}


def win_chance(difference: float) -> float:
    """The chance of winning a deal at `difference` rating points above the opponent."""
    return 1.0 / (1.0 + math.pow(10.0, -difference / 400.0))


def records_of(entries: Sequence[Mapping[str, Any]]) -> list[PairRecord]:
    """The pair records of level_ratings.json's entries (`a`, `b`, `wins`, `losses`, `ties`)."""
    return [PairRecord(e["a"], e["b"], e["wins"], e["losses"], e["ties"]) for e in entries]


@cache
def measured() -> dict[str, Any]:
    """The committed deal counts (sim/level_ratings.json), read once: `games[game][players]`
    is the list of the pairs measured at that table size."""
    text = resources.files("tapisvert.sim").joinpath("level_ratings.json").read_text("utf-8")
    data: dict[str, Any] = json.loads(text)
    return data


@cache
def _fitted(game: str, players: int) -> dict[str, Rating]:
    entries = measured().get("games", {}).get(game, {}).get(str(players), [])
    return fit(records_of(entries), prior=PRIOR_TIES) if entries else {}


def level_ratings(game: str, players: int) -> dict[str, Rating]:
    """The ratings fitted at `game` with `players` seats, every bot measured there included
    (`random`, the anchor, at 0 where it was played), with `PRIOR_TIES` drawn deals added to each
    pair; empty where nothing was measured."""
    return dict(_fitted(game, players))
