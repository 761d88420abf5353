"""What a hand and a match come to: per-seat (and per-team) exact scores plus a breakdown."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from tapisvert.core.scores import parse_score, score_json

JSON = Any


@dataclass(frozen=True)
class HandResult:
    """One hand's outcome.

    `scores` is per seat and is what the hand added to each seat's total (for team games, each
    member carries the team's score). `teams`/`team_scores` are set when the hand was played by
    camps (sabias' taker camp, samba's partnerships). `detail` is the game's JSON breakdown
    (card points, announcements, bonuses...) shown to players and kept in records.
    """

    scores: tuple[Fraction, ...]
    detail: Mapping[str, JSON] = field(default_factory=dict)
    teams: tuple[tuple[int, ...], ...] | None = None
    team_scores: tuple[Fraction, ...] | None = None

    def to_json(self) -> dict[str, JSON]:
        out: dict[str, JSON] = {"scores": [score_json(s) for s in self.scores]}
        if self.teams is not None:
            out["teams"] = [list(t) for t in self.teams]
        if self.team_scores is not None:
            out["team_scores"] = [score_json(s) for s in self.team_scores]
        out["detail"] = dict(self.detail)
        return out

    @staticmethod
    def from_json(data: Mapping[str, JSON]) -> HandResult:
        teams = data.get("teams")
        team_scores = data.get("team_scores")
        return HandResult(
            scores=tuple(parse_score(s) for s in data["scores"]),
            detail=dict(data.get("detail", {})),
            teams=None if teams is None else tuple(tuple(t) for t in teams),
            team_scores=None if team_scores is None else tuple(parse_score(s) for s in team_scores),
        )


@dataclass(frozen=True)
class MatchResult:
    """The standings of a match, final or so far.

    `totals` is per seat (chips for poch, points elsewhere; a team's members carry the team's
    total). `winners` lists the seats that won (all members of a winning team); it is empty while
    the match is not over. `detail` holds game-specific standings (manches won, eliminations...).
    """

    totals: tuple[Fraction, ...]
    winners: tuple[int, ...]
    over: bool
    hands: tuple[HandResult, ...] = ()
    teams: tuple[tuple[int, ...], ...] | None = None
    team_totals: tuple[Fraction, ...] | None = None
    detail: Mapping[str, JSON] = field(default_factory=dict)

    def to_json(self) -> dict[str, JSON]:
        out: dict[str, JSON] = {
            "over": self.over,
            "totals": [score_json(s) for s in self.totals],
            "winners": list(self.winners),
        }
        if self.teams is not None:
            out["teams"] = [list(t) for t in self.teams]
        if self.team_totals is not None:
            out["team_totals"] = [score_json(s) for s in self.team_totals]
        out["detail"] = dict(self.detail)
        out["hands"] = len(self.hands)
        return out


def zero_sum(scores: Sequence[Fraction]) -> bool:
    """True when the scores balance, as the sabias sheet demands of every hand."""
    return sum(scores, Fraction(0)) == 0
