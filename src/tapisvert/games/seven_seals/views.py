"""What one seat (or a spectator) sees of a Seven Seals match: the typed view and its JSON.

`Views.view(seat)` (`seen`, a part of `SevenSealsState`) builds a `SevenSealsView`;
`observation(seat)` is its `to_json()`, the JSON that records, bots and the network server
exchange, and `SevenSealsView.from_json` reads it back. Cards are in notation (`R15`, `V3`);
`seat=None` is the public view: no hand, no legal actions.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from tapisvert.core.views import View

PhaseName = Literal["predict", "play", "give", "over"]


@dataclass(frozen=True, slots=True)
class Seals(View):
    """Seals by kind: one per colour, the white joker, the black penalty."""

    red: int
    yellow: int
    green: int
    blue: int
    violet: int
    white: int
    black: int

    def counts(self) -> tuple[int, int, int, int, int, int, int]:
        """The counts in `KIND_NAMES` order (red .. violet, white, black)."""
        return (self.red, self.yellow, self.green, self.blue, self.violet, self.white, self.black)


@dataclass(frozen=True, slots=True)
class Trick(View):
    """A finished trick: its leader, its cards in play order, its winner and the seal it cost
    (`gave red`, `took black`, `saboteur`, `no black left`; None while the winner chooses)."""

    leader: int
    cards: tuple[str, ...]
    winner: int
    seal: str | None


@dataclass(frozen=True, slots=True)
class SevenSealsView(View):
    """A Seven Seals table as one seat sees it (`seat` None: the public view, for spectators)."""

    game: Literal["seven-seals"]
    seat: int | None
    players: int
    to_act: int | None
    phase: PhaseName
    hand_number: int
    rounds: int  # rounds in the match
    saboteur_base: int  # the saboteur's base score (before the black seals the others take)
    dealer: int
    hand: tuple[str, ...]  # the seat's cards (empty in the public view)
    hand_sizes: tuple[int, ...]
    seals: tuple[Seals, ...]  # per seat, the seals it holds
    centre: Seals  # the seals still in the centre
    saboteur: int | None
    predictions: tuple[tuple[int, str], ...]  # (seat, action) in the order said
    predicted: int  # seats done predicting
    leader: int
    trick: tuple[str, ...]  # the trick in progress, from its leader
    tricks: tuple[Trick, ...]
    round_scores: tuple[tuple[int, ...], ...]  # per finished round, per seat
    scores: tuple[int, ...]  # match totals, per seat
    legal_actions: tuple[str, ...]  # the seat's legal actions in notation, when it is to act


__all__ = ["PhaseName", "Seals", "SevenSealsView", "Trick"]
