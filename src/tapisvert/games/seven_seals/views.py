"""What one seat (or a spectator) sees of a Seven Seals match: the typed view and its JSON.

`Views.view(seat)` (a part of `SevenSealsState`) builds a `SevenSealsView`; `observation(seat)` is
its `to_json()`, the JSON that records, bots and the network server exchange, and
`SevenSealsView.from_json` reads it back. Cards are in notation (`R15`, `V3`); `seat=None` is the
public view: no hand, no legal actions.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, cast

from tapisvert.core.protocol import Seat, check_seat
from tapisvert.core.views import View
from tapisvert.games.seven_seals.cards import card_to_str, cards_of
from tapisvert.games.seven_seals.legal import LegalActions
from tapisvert.games.seven_seals.table import OVER, PENDING, PHASE_NAMES, SEAL_TEXT

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


class Views(LegalActions):
    """`view(seat)`: the base's `observation(seat)` is its JSON."""

    __slots__ = ()

    def view(self, seat: Seat | None) -> SevenSealsView:
        """What `seat` may know; `seat=None`: the public view (spectators, replays), no hand."""
        n = self._players
        check_seat(seat, n)
        over = self._phase is OVER
        tricks = tuple(
            Trick(
                t.leader,
                tuple(card_to_str(c) for c in t.cards),
                t.winner,
                None if t.seal == PENDING else SEAL_TEXT[t.seal],
            )
            for t in self._tricks
        )
        return SevenSealsView(
            game="seven-seals",
            seat=seat,
            players=n,
            to_act=self._to_act,
            phase=cast(PhaseName, PHASE_NAMES[self._phase]),
            hand_number=self._hand_number,
            rounds=self._rounds,
            saboteur_base=self._saboteur_base,
            dealer=self._dealer,
            hand=() if seat is None else tuple(card_to_str(c) for c in cards_of(self._hands[seat])),
            hand_sizes=tuple(h.bit_count() for h in self._hands),
            seals=tuple(Seals(*self.seals_of(i)) for i in range(n)),
            centre=Seals(*self._centre),
            saboteur=None if self._saboteur < 0 else self._saboteur,
            predictions=tuple((s, self.action_to_str(a)) for s, a in self._predictions),
            predicted=self._done_count if not over else n,
            leader=self._leader,
            trick=tuple(card_to_str(c) for c in self._trick),
            tricks=tricks,
            round_scores=tuple(tuple(int(x) for x in r.scores) for r in self._results),
            scores=tuple(self._totals),
            legal_actions=(
                tuple(self.action_to_str(a) for a in self.legal_actions())
                if seat is not None and seat == self._to_act
                else ()
            ),
        )


__all__ = ["PhaseName", "Seals", "SevenSealsView", "Trick", "Views"]
