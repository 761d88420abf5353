"""What a Samba match holds: every field of the state, and the small questions asked of it.

The state is split by concept, each part a class adding methods to the fields declared here, one
single-inheritance chain (mypyc, which compiles these modules in built wheels, allows one base per
class: `SambaTable` <- `Hands` <- `LegalActions` <- `Moves` <- `Explain` <- `Views` <-
`SambaState`): `hands` (the deal, the stock, red threes, the end of a hand), `legal` and
`legal_melds` (what may be done), `moves` (doing it), `explain` (why not), `seen` (what each seat
sees; the view's dataclasses are in `views`), `state` (the match: creation, copies, records).
Cards in a hand are counts per card kind (see `cards`).
"""

from __future__ import annotations

from enum import IntEnum
from itertools import compress
from typing import ClassVar, Final, Literal

from tapisvert.core.messages import Message, Who, msg
from tapisvert.core.protocol import (
    Action,
    Game,
    GameState,
    MatchConfig,
    check_action_id,
    check_text,
)
from tapisvert.core.results import HandResult
from tapisvert.games.samba import actions as A
from tapisvert.games.samba.cards import NUM_KINDS, VALUE, sort_key
from tapisvert.games.samba.melds import Meld


class Phase(IntEnum):
    """The step of a turn the player to act is at."""

    TURN = 0  # start of a turn: draw, take the pile, ask, or (stock exhausted) end
    ANSWER = 1  # the partner answers "may I go out?"
    PLAY = 2  # after drawing or taking: meld, lay off, merge, discard
    OVER = 3  # the match is over


class Answer(IntEnum):
    """The partner's answer to "may I go out?" this turn."""

    NONE = 0
    YES = 1
    NO = 2


# The members as plain names, for the hot paths: an enum's attribute costs some 0.3 µs in Python
# 3.11, a global a few ns; phases and answers are compared by identity (`is`). `Final`: the
# compiled rules (setup.py) read these as constants.
TURN: Final = Phase.TURN
ANSWER: Final = Phase.ANSWER
PLAY: Final = Phase.PLAY
OVER: Final = Phase.OVER
NO_ANSWER: Final = Answer.NONE
YES: Final = Answer.YES
NO: Final = Answer.NO
PhaseName = Literal["turn", "answer", "play", "over"]
PHASE_NAMES: Final[tuple[PhaseName, ...]] = ("turn", "answer", "play", "over")

# (dealer, the draw for the first dealer or None, the pack top first)
DealRecord = tuple[int, list[list[tuple[int, int]]] | None, tuple[int, ...]]

_KINDS: Final = range(NUM_KINDS)


def cards_of(counts: list[int]) -> list[int]:
    """The cards of a hand of counts, in id order, each as often as held."""
    out: list[int] = []
    for c in compress(_KINDS, counts):
        n = counts[c]
        if n == 1:
            out.append(c)
        else:
            out.extend([c] * n)
    return out


def counts_of(cards: list[int]) -> list[int]:
    """The counts per card kind of a list of cards. (A list, not any sequence, and `h[c] =
    h[c] + 1`, not `+=`: compiled, a list's items are read natively, a union's through the
    iterator protocol, and `+=` on an item is the generic in-place add.)"""
    h = [0] * NUM_KINDS
    for c in cards:
        h[c] = h[c] + 1
    return h


class SambaTable(GameState):
    """The fields of a Samba match and the questions every part asks of them."""

    __slots__ = (
        *GameState.STATE_SLOTS,
        "_answer",
        "_ask_phase",
        "_asked",
        "_canasta_counts",
        "_current",
        "_deal_records",
        "_dealer",
        "_drew",
        "_fines",
        "_hand_size",
        "_hand_sizes",
        "_hands",
        "_initial_meld_7000",
        "_initial_minimum",
        "_known_cards",
        "_legal",
        "_max_hands",
        "_meld_cancelled",
        "_melded",
        "_melds",
        "_minimum_raised",
        "_opened",
        "_out_seat",
        "_pack",
        "_pending_pile",
        "_pending_top",
        "_phase",
        "_pile",
        "_pile_declined",
        "_pile_freezers",
        "_pile_red_threes",
        "_red_threes",
        "_results",
        "_score_rows",
        "_scores",
        "_sides",
        "_stock_pos",
        "_target_score",
        "_turns",
        "_winners",
    )

    game: ClassVar[Game]

    # the match (players, seed and options are the base's `_config`; its three fields are declared
    # again here, as mypyc compiles a class's attributes from its own annotations)
    _config: MatchConfig
    _hand_number: int
    _to_act: int | None  # the seat to act; None: the match is over
    _sides: int  # players // 2; seat s plays for side s % _sides
    _hand_size: int  # cards dealt to each player
    _initial_meld_7000: int  # the initial-meld minimum from 7,000 points
    _target_score: int
    _max_hands: int | None
    _scores: list[int]  # per side
    # per finished hand and per hand started: tuples, which a copy shares (a list would be copied
    # whole at every clone, a cost growing with the match)
    _results: tuple[HandResult, ...]
    _score_rows: tuple[tuple[int, ...], ...]  # per finished hand, each side's score (the views')
    _deal_records: tuple[DealRecord, ...]
    _winners: tuple[int, ...]
    # the hand
    _dealer: int
    _hands: list[list[int]]  # per seat, counts per card kind
    _hand_sizes: list[int]
    _known_cards: list[tuple[int, ...]]  # per seat, cards publicly known in its hand
    _pack: tuple[int, ...]  # this hand's pack, top first; the stock is _pack[_stock_pos:]
    _stock_pos: int
    _pile: list[int]  # bottom to top
    _pile_freezers: int  # wild cards and red threes in the pile (any freezes it)
    _pile_red_threes: int  # red threes in the pile (laid, never taken into a hand)
    _melds: list[list[Meld]]  # per side
    _opened: list[bool]  # per side: its initial meld is made
    _canasta_counts: list[int]  # per side
    _initial_minimum: list[int]  # per side, raised by withdrawn openings
    _minimum_raised: list[int]  # per side: what withdrawn openings added this hand
    _red_threes: list[tuple[int, ...]]  # per seat, laid
    _fines: list[int]  # per side
    _turns: int  # turns begun this hand
    _out_seat: int | None
    # the turn (the seat to act is the base's `_to_act`)
    _phase: Phase
    _current: int  # whose turn it is (the partner may be to act, answering)
    _asked: bool  # "may I go out?" was asked this turn
    _ask_phase: Phase  # the phase the question was asked in
    _answer: Answer
    _drew: bool
    _melded: bool
    _pending_pile: bool  # taken with a pair for an initial meld not yet complete
    _pending_top: int  # its top card (-1 when none)
    _pile_declined: bool  # the opening was withdrawn after taking the pile: no retake
    _meld_cancelled: bool  # the opening was withdrawn: no more melding this turn
    _legal: list[int] | None  # the legal actions, computed once per position

    # ------------------------------------------------------------------ protocol basics
    def team_of(self, seat: int) -> int:
        """The side of `seat`: seats i and i+3 (6 players) or i and i+2 (4 players)."""
        return seat % self._sides

    def partner(self, seat: int) -> int:
        """The partner of `seat`."""
        return (seat + self._sides) % self._config.players

    def teams(self) -> tuple[tuple[int, ...], ...]:
        """The sides, each as its seats."""
        return tuple((t, t + self._sides) for t in range(self._sides))

    def action_space(self) -> int:
        return A.ACTION_SPACE

    # `object` parameters: compiled, an `int` or `str` one would refuse a wrong type in mypyc's
    # words before the protocol's checks (check_action_id, check_text) could.
    def action_to_str(self, action: object) -> str:
        return A.to_str(check_action_id(action, A.ACTION_SPACE))

    def parse_action(self, text: object) -> Action:
        """`A.parse`, reading `take pair` with the mover's hand (the one pair it can form: the
        records written while `take pair` was an action replay; `actions` says why it is no
        longer one)."""
        t = check_text(text)
        p = self._to_act
        if p is None:
            return A.parse(t)
        return A.parse(t, self._hands[p], self._pile[-1] if self._pile else -1)

    def progress_message(self) -> Message | None:
        return msg("samba-progress-turn", turn=self._turns, p=Who(self._current))

    def progress_marker(self) -> str:
        return f"turn {self._turns} (seat {self._current})"

    def hand_cards(self, seat: int) -> list[int]:
        """The cards in `seat`'s hand, sorted for display."""
        return sorted(cards_of(self._hands[seat]), key=sort_key)

    # ------------------------------------------------------------------ questions
    def _stock_size(self) -> int:
        return len(self._pack) - self._stock_pos

    def _canastas(self, team: int) -> int:
        n = 0
        for m in self._melds[team]:
            if len(m.cards) >= 7:
                n += 1
        return n

    def _tentative_value(self, team: int) -> int:
        """What the side's melds count toward its initial meld."""
        v = 0
        for m in self._melds[team]:
            for c in m.cards:
                v += VALUE[c]
        return v
