"""What one seat (or a spectator) sees of a sabias match: the typed view and its JSON.

`SabiasState.view(seat)` builds a `SabiasView`; `observation(seat)` is its `to_json()`, the JSON
that records, bots and the network server exchange, and `SabiasView.from_json` reads it back.
Cards are in notation (`S7`, `3-IV`), as everywhere a person may read them; `card_ids` turns a
list of them into ids for programs. `seat=None` is the public view: no hand, no legal actions.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Literal

from tapisvert.core.options import OptionValue
from tapisvert.core.views import JSON, View, omit_if_none
from tapisvert.games.sabias.cards import parse_card

PhaseName = Literal["taking", "call", "announcements", "play", "over"]
Mode = Literal["camp", "teams", "individual"]
AnnouncementName = Literal["conseil", "grand-conseil", "jefa", "chelem"]
Outcome = Literal["open", "made", "failed"]

_CARD_IDS: dict[str, int] = {}


def card_id(text: str) -> int:
    """The id of a card in notation (cached: views repeat the same few dozen cards)."""
    cid = _CARD_IDS.get(text)
    if cid is None:
        cid = _CARD_IDS[text] = parse_card(text)
    return cid


def card_ids(texts: Iterable[str]) -> list[int]:
    """The ids of cards in notation, in order."""
    return [card_id(t) for t in texts]


def card_mask(texts: Iterable[str]) -> int:
    """The bitmask of cards in notation."""
    m = 0
    for t in texts:
        m |= 1 << card_id(t)
    return m


@dataclass(frozen=True, slots=True)
class Announcement(View):
    """An announcement made this hand, with the cards it shows (a Conseil's five Sabias), those
    of them its seat still holds, and its outcome as far as the table knows it: `open` until it
    is decided, `made` or `failed` (a JEFA fails as soon as the Jefa is played before the last
    trick; a CHELEM fails as soon as a trick goes to the other camp, and stays open while the
    camps are not public; a Conseil is made when shown)."""

    seat: int
    announcement: AnnouncementName
    cards: tuple[str, ...]
    held: tuple[str, ...]
    outcome: Outcome


@dataclass(frozen=True, slots=True)
class Trick(View):
    """A finished trick of this hand: its leader, its cards in play order, its winner."""

    leader: int
    cards: tuple[str, ...]
    winner: int


@dataclass(frozen=True, slots=True)
class LastHand(View):
    """The result of the last finished hand: per-seat scores, the teams, the breakdown."""

    scores: tuple[Fraction, ...]
    teams: tuple[tuple[int, ...], ...] | None = field(default=None, metadata=omit_if_none())
    team_scores: tuple[Fraction, ...] | None = field(default=None, metadata=omit_if_none())
    detail: Mapping[str, JSON] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class SabiasView(View):
    """A sabias table as one seat sees it (`seat` None: the public view, for spectators)."""

    game: Literal["sabias"]
    seat: int | None
    players: int
    mode: Mode
    options: Mapping[str, OptionValue]
    to_act: int | None
    phase: PhaseName
    hand_number: int
    dealer: int
    legal_actions: tuple[str, ...]  # the seat's legal actions in notation, when it is to act
    hand: tuple[str, ...]  # the seat's cards, sorted (empty in the public view)
    hand_sizes: tuple[int, ...]
    bids: tuple[tuple[int, Literal["take", "pass"]], ...]
    taker: int | None
    called: str | None  # the Sabia the taker called (5 players)
    partner: int | None  # the called partner, once public
    alone: bool | None  # the taker holds the called Sabia himself, once public
    announcements: tuple[Announcement, ...]
    shown: tuple[tuple[str, ...], ...]  # per seat, the announced cards it still holds
    chelem: int | None  # the seat that announced CHELEM
    leader: int | None  # the leader of the trick in progress (play phase)
    trick: tuple[tuple[int, str], ...]  # the trick in progress: (seat, card) in play order
    tricks: tuple[Trick, ...]
    trick_points: tuple[int, ...]  # card points won this hand, per seat
    grande_jefa: int | None  # the seat that played both the Grande Jefa and the Jefa
    manche_scores: tuple[Fraction, ...]
    manches: tuple[int, ...]  # manches won, per seat
    totals: tuple[Fraction, ...]
    last_hand: LastHand | None
    winners: tuple[int, ...]  # the match's winners, once it is over


__all__ = [
    "Announcement",
    "LastHand",
    "SabiasView",
    "Trick",
    "card_id",
    "card_ids",
    "card_mask",
]
