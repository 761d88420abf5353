"""What a Seven Seals match holds: every field of the state, and the small questions asked of it.

Phases of a round: PREDICT (from the dealer's left, each player in turn takes seals one at a
time, steals, or takes the saboteur, then says "done"), PLAY (15 tricks; the dealer's left leads
the first) and GIVE (the trick's winner chooses which seal to give back when he has a choice).

Action ids (n players): 0..74 `play CARD` (the card's id); 75..79 `take COLOUR`;
80..80+5n-1 `steal COLOUR SEAT` (80 + colour*n + seat); then `saboteur`, `done`, and six
`give KIND` (the five colours and white).

The state is split by concept, each part a class adding methods to the fields declared here, one
after the other (mypyc, which compiles these modules in built wheels, wants a single chain of
native classes): `legal` (what may be done), `rounds` (the deal and the end of a round), `moves`
(doing it), `explain` (why not), `seen` (what each seat sees, as the `views` dataclasses), `state`
(the match: creation, copies, sampled worlds, records). Hands are bitmasks of card ids (see
`cards`).
"""

from __future__ import annotations

from enum import IntEnum
from typing import ClassVar, Final, NamedTuple

from tapisvert.core.errors import InvalidNotation
from tapisvert.core.messages import Message, msg
from tapisvert.core.protocol import (
    Action,
    Game,
    GameState,
    MatchConfig,
    Seat,
    check_action_id,
    check_text,
)
from tapisvert.core.results import HandResult
from tapisvert.games.seven_seals.cards import (
    COLOUR_NAMES,
    DECK_SIZE,
    KIND_NAMES,
    NUM_COLOURS,
    NUM_KINDS,
    WHITE,
    card_to_str,
    cards_of,
    parse_card,
    parse_kind,
)


class Phase(IntEnum):
    """The step of a round the player to act is at."""

    PREDICT = 0  # taking seals, stealing, the saboteur, "done"
    PLAY = 1  # playing a card to the trick
    GIVE = 2  # the trick's winner chooses the seal he gives back
    OVER = 3  # the match is over


# The members as plain names, for the hot paths: an enum's attribute costs more than a global;
# phases are compared by identity (`is`).
PREDICT: Final = Phase.PREDICT
PLAY: Final = Phase.PLAY
GIVE: Final = Phase.GIVE
OVER: Final = Phase.OVER
PHASE_NAMES: Final = ("predict", "play", "give", "over")  # the views' words, by phase

TAKE: Final = DECK_SIZE  # 75..79
STEAL: Final = TAKE + NUM_COLOURS  # 80..80+5n-1

# What became of a finished trick's seal: a kind given back (0..5), a black seal taken (6), or:
PENDING: Final = -1  # the winner is choosing which seal to give back
NO_SEAL_SABOTEUR: Final = 7  # the saboteur won it: he gives and takes no seal
NO_SEAL_NO_BLACK: Final = 8  # no seal to give back, and no black seal left to take
SEAL_TEXT: Final = (
    *(f"gave {k}" for k in KIND_NAMES[:6]),
    "took black",
    "saboteur",
    "no black left",
)


# A prediction is a plain (seat, action) pair, read by unpacking: one is made per prediction, a
# quarter of a match's actions, and a NamedTuple costs some six times as much to build.


class FinishedTrick(NamedTuple):
    """A trick of this round, complete: who led, the cards from the leader, who won it, and
    what became of his seal (a kind given back, BLACK taken, PENDING or a NO_SEAL_...)."""

    leader: int
    cards: tuple[int, ...]
    winner: int
    seal: int


class DealRecord(NamedTuple):
    """A round's deal: its dealer and every seat's hand (masks) as dealt."""

    dealer: int
    hands: tuple[int, ...]


def rounds_for(players: int) -> int:
    """As many rounds as players, six at 3 players [S]."""
    return 6 if players == 3 else players


class SevenSealsTable(GameState):
    """The fields of a Seven Seals match and the questions every part asks of them."""

    __slots__ = (
        *GameState.STATE_SLOTS,
        "_centre",
        "_deal_records",
        "_dealer",
        "_done_action",
        "_done_count",
        "_first_dealer",
        "_give_action",
        "_hands",
        "_leader",
        "_legal",
        "_phase",
        "_players",
        "_predictions",
        "_results",
        "_rounds",
        "_saboteur",
        "_saboteur_action",
        "_saboteur_base",
        "_seals",
        "_took_this_turn",
        "_totals",
        "_trick",
        "_tricks",
    )

    game: ClassVar[Game]

    # the match (players, seed and options are `_config`); the base's three fields, declared
    # again here for mypyc, which compiles this class and its chain (setup.py)
    _config: MatchConfig
    _hand_number: int
    _to_act: Seat | None
    _players: int  # a hot-path copy of `_config.players`
    _rounds: int  # rounds in the match (`max_hands` may cut it short)
    _saboteur_base: int  # the saboteur's base penalty (4, or 5 at 3 players by option)
    _saboteur_action: int  # the id of `saboteur`
    _done_action: int  # the id of `done`
    _give_action: int  # the id of `give red`: `give KIND` is `_give_action + kind`
    _first_dealer: int
    _totals: list[int]  # per seat, the match's points so far
    _results: tuple[HandResult, ...]  # per finished round (tuples: a copy shares them)
    _deal_records: tuple[DealRecord, ...]  # per round started
    # the round
    _dealer: int
    _hands: list[int]  # per seat, a mask of card ids
    _seals: list[int]  # seat * NUM_KINDS + kind: the seals each seat holds
    _centre: list[int]  # per kind, the seals left in the centre
    _saboteur: int  # his seat, -1 while nobody is
    _done_count: int  # seats that said "done" (predictions end when all have)
    _took_this_turn: bool  # the seat predicting has taken or stolen a seal: no saboteur now
    _predictions: list[tuple[int, int]]  # (seat, action) in the order said
    _phase: Phase
    _leader: int  # who leads (led) the current trick
    _trick: tuple[int, ...]  # the current trick's cards, from its leader
    _tricks: list[FinishedTrick]  # this round's finished tricks
    _legal: list[int] | None  # the legal actions, computed once per position

    # --- small questions ----------------------------------------------------------------------
    @property
    def phase(self) -> str:
        return PHASE_NAMES[self._phase]

    def progress_message(self) -> Message | None:
        if self._phase is PREDICT:
            return msg("seven-seals-progress-predictions")
        done = len(self._tricks)
        return msg("seven-seals-progress-trick", n=done if self._phase is GIVE else done + 1)

    def progress_marker(self) -> str:
        if self._phase is PREDICT:
            return "predictions"
        done = len(self._tricks)
        # A trick waiting for its winner's seal is still that trick.
        return f"trick {done if self._phase is GIVE else done + 1}"

    @property
    def saboteur(self) -> int | None:
        return None if self._saboteur < 0 else self._saboteur

    def seals_of(self, seat: int) -> tuple[int, ...]:
        """The seven seal counts of `seat`: red, yellow, green, blue, violet, white, black."""
        return tuple(self._seals[seat * NUM_KINDS : (seat + 1) * NUM_KINDS])

    def centre(self) -> tuple[int, ...]:
        """The seven seal counts left in the centre."""
        return tuple(self._centre)

    def hand_of(self, seat: int) -> list[str]:
        """The cards of `seat` in notation (for tests and tools; not part of any observation)."""
        return [card_to_str(c) for c in cards_of(self._hands[seat])]

    # --- notation -----------------------------------------------------------------------------
    def action_space(self) -> int:
        return self._give_action + NUM_COLOURS + 1

    # `object` parameters: compiled, an `int` or `str` one would refuse a wrong type in mypyc's
    # words before the protocol's checks (check_action_id, check_text) could.
    def action_to_str(self, action: object) -> str:
        a = check_action_id(action, self.action_space())
        if 0 <= a < TAKE:
            return "play " + card_to_str(a)
        if a < STEAL:
            return "take " + COLOUR_NAMES[a - TAKE]
        if a < self._saboteur_action:
            c, victim = divmod(a - STEAL, self._players)
            return f"steal {COLOUR_NAMES[c]} {victim}"
        if a == self._saboteur_action:
            return "saboteur"
        if a == self._done_action:
            return "done"
        if self._give_action <= a < self._give_action + NUM_COLOURS + 1:
            return "give " + KIND_NAMES[a - self._give_action]
        raise InvalidNotation(
            f"no such action id: {action!r}",
            message=msg("seven-seals-unreadable-action-id", id=str(action)),
        )

    def parse_action(self, text: object) -> Action:
        return parse_action_text(check_text(text), self._players)


def parse_action_text(text: str, players: int) -> Action:
    """The action id that `text` denotes at a table of `players` (legality is not checked)."""
    check_text(text)
    words = text.strip().lower().split()
    if not words:
        raise InvalidNotation(
            "empty action: write e.g. play R15, take red, done",
            message=msg("seven-seals-unreadable-empty"),
        )
    verb, args = words[0], words[1:]
    if verb == "play" and len(args) == 1:
        return parse_card(args[0])
    if verb == "take" and len(args) == 1:
        return TAKE + parse_kind(args[0])
    if verb == "steal" and len(args) in (2, 3):
        if len(args) == 3 and args[1] != "from":
            raise InvalidNotation(
                f"{text!r}: write steal COLOUR SEAT, e.g. steal red 2",
                message=msg("seven-seals-unreadable-steal", text=text),
            )
        colour = parse_kind(args[0])
        seat_text = args[-1]
        if not seat_text.isdigit() or int(seat_text) >= players:
            raise InvalidNotation(
                f"{text!r}: the player to steal from is a seat 0..{players - 1}",
                message=msg("seven-seals-unreadable-steal-seat", text=text, last=players - 1),
            )
        return STEAL + colour * players + int(seat_text)
    if verb in ("saboteur", "sabotage") and not args:
        return STEAL + NUM_COLOURS * players
    if verb in ("done", "pass") and not args:
        return STEAL + NUM_COLOURS * players + 1
    if verb == "give" and len(args) == 1:
        return STEAL + NUM_COLOURS * players + 2 + parse_kind(args[0], seals=(0, 1, 2, 3, 4, WHITE))
    if len(words) == 1:
        try:
            return parse_card(verb)
        except InvalidNotation:
            pass
    raise InvalidNotation(
        f"{text!r} is not a Seven Seals action: write play CARD (play R15), take COLOUR,"
        " steal COLOUR SEAT, saboteur, done, or give COLOUR|white",
        message=msg("seven-seals-unreadable-action", text=text),
    )
