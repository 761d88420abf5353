"""What a sabias match holds: every field of the state, and the small questions asked of it.

The state is split by concept, each part a class adding methods to the fields declared here, one
after the other (mypyc, which compiles these modules in built wheels, wants a single chain of
native classes): `legal` (what may be done), `hands` (a hand begins, ends and is scored), `moves`
(doing it), `explain` (why not), `state` (the match: creation, copies, views, records).

Hands are 60-bit masks of card ids (see `cards`); the trick in progress is a short list of card
ids whose led family, best strength and winning seat are kept up to date as cards fall.
"""

from __future__ import annotations

from enum import IntEnum
from typing import Any, ClassVar, Final, NamedTuple

from tapisvert.core.messages import Message, msg
from tapisvert.core.options import OptionValue
from tapisvert.core.protocol import GameState, MatchConfig, check_action_id, check_text
from tapisvert.core.results import HandResult
from tapisvert.games.sabias.actions import ACTION_SPACE, action_text, parse_action_text
from tapisvert.games.sabias.cards import DECK, GRANDE_JEFA, JEFA, ids_of

JSON = Any


class Phase(IntEnum):
    """The step of the hand the seat to act is at."""

    BID = 0  # taking: each seat in turn takes or passes (3 and 5 players)
    CALL = 1  # the taker calls a Sabia, whose holder becomes his partner (5 players)
    ANNOUNCE = 2  # each seat from the dealer announces (Conseil, JEFA, CHELEM) or is done
    PLAY = 3  # the tricks
    OVER = 4  # the match is over


# The members as plain names, for the hot paths (an enum's attribute costs more than a global);
# the state stores members, compared by identity (`is`).
BID: Final = Phase.BID
CALL: Final = Phase.CALL
ANNOUNCE: Final = Phase.ANNOUNCE
PLAY: Final = Phase.PLAY
OVER: Final = Phase.OVER
# Each phase's word in views and records (`phase`), by phase.
PHASE_NAMES: Final = ("taking", "call", "announcements", "play", "over")

JEFA_BIT: Final = 1 << JEFA
GRANDE_JEFA_BIT: Final = 1 << GRANDE_JEFA

# Records built on the hot path and only ever unpacked are plain tuples (a NamedTuple costs a
# Python call to build); those read by field are NamedTuples (below).
# A finished trick: its leader, its cards in play order, its winner.
PlayedTrick = tuple[int, tuple[int, ...], int]
# An announcement made this hand: its seat, its name ("conseil", "grand-conseil", "jefa",
# "chelem"), the cards it shows (mask: a Conseil's five Sabias; 0 for the others).
Announced = tuple[int, str, int]
# An announcement (or the Grande Jefa + Jefa bonus) once the hand is played: its seat, its name
# ("conseil", "jefa made", "chelem failed", "grande jefa + jefa"...), its value in card points.
Settled = tuple[int, str, int]


class DealRecord(NamedTuple):
    """A hand's deal as `deals()` reports it."""

    dealer: int
    hands: tuple[tuple[int, ...], ...]  # each seat's cards, as dealt
    draw: JSON  # the draw for the first dealer (hand 0; None for the others)


class HandFacts(NamedTuple):
    """What a finished hand leaves for its result (the breakdown is built only when read)."""

    quarters: tuple[int, ...]  # each seat's score, in quarter points
    number: int
    dealer: int
    card_points: tuple[int, ...] | None  # per seat; None: a void hand (everyone passed)
    announcements: tuple[Settled, ...]
    taker: int  # -1: none
    called: int  # the called Sabia (5 players), -1: none
    partner: int  # the called Sabia's holder (the taker himself when alone), -1: none


class Rules:
    """What stays fixed for a whole match, read where it is fast (shared by every clone)."""

    __slots__ = (
        "config",
        "ecart",
        "hand_size",
        "jefa_bonus",
        "max_hands",
        "mode",
        "next_seat",
        "partner_exempt",
        "players",
        "sabia_follows",
        "simple_follow",
    )

    config: MatchConfig
    players: int
    mode: str  # "camp" (3 and 5 players), "teams" or "individual" (4 players)
    jefa_bonus: int  # the JEFA made bonus
    ecart: str  # how the taker's margin is counted (the `ecart` option)
    sabia_follows: bool  # a family's Sabia must follow its family (`sabia_must_follow_family`)
    partner_exempt: bool  # no overtrumping a known partner (`overtrump_partner_exempt`)
    simple_follow: bool  # sabia_follows and not partner_exempt: what is legal is the trick's alone
    max_hands: int | None
    hand_size: int
    next_seat: tuple[int, ...]  # the seat to the left of each seat

    def __init__(self, players: int, seed: int, options: dict[str, OptionValue]) -> None:
        self.config = MatchConfig.of(players, seed, options)
        self.players = players
        if players == 4:
            self.mode = "teams" if options["four_player_mode"] == "teams" else "individual"
        else:
            self.mode = "camp"
        self.jefa_bonus = int(options["jefa_made_bonus"])  # type: ignore[arg-type]
        self.ecart = str(options["ecart"])
        self.sabia_follows = bool(options["sabia_must_follow_family"])
        self.partner_exempt = bool(options["overtrump_partner_exempt"])
        self.simple_follow = self.sabia_follows and not self.partner_exempt
        max_hands = options["max_hands"]
        self.max_hands = None if max_hands is None else int(max_hands)
        self.hand_size = DECK // players
        self.next_seat = tuple((s + 1) % players for s in range(players))


class SabiasTable(GameState):
    """The fields of a sabias match and the questions every part asks of them."""

    __slots__ = (
        *GameState.STATE_SLOTS,
        "_announcements",
        "_best_strength",
        "_bids",
        "_called",
        "_card_points",
        "_chelem_seat",
        "_conseil_done",
        "_dealer",
        "_deals",
        "_hand_ids",
        "_hand_memo",
        "_hands",
        "_jefa_done",
        "_leader",
        "_led",
        "_legal",
        "_legal_mask",
        "_manche_log",
        "_manche_scores",
        "_manches",
        "_partner",
        "_phase",
        "_points_in_trick",
        "_results",
        "_rules",
        "_shown",
        "_taker",
        "_totals",
        "_trick",
        "_tricks",
        "_turn",
        "_winners",
        "_winning_seat",
    )

    # clone() leaves each hand's sorted id lists to be rebuilt from the masks (a cache).
    CLONE_RESETS: ClassVar[frozenset[str]] = frozenset({"_hand_ids"})

    # the match (players, seed and options are the base's `_config`, also `_rules.config`)
    _config: MatchConfig
    _hand_number: int
    _to_act: int | None
    _rules: Rules
    _deals: tuple[DealRecord, ...]  # every hand begun
    _results: tuple[HandFacts, ...]  # every hand finished
    # the `HandResult` of the first hands finished, built when first read (`hand_results`, the
    # views' last hand): a finished hand never changes, so each is built once
    _hand_memo: tuple[HandResult, ...]
    _manche_scores: tuple[int, ...]  # per seat, in quarter points, since the last manche
    _manches: tuple[int, ...]  # manches won, per seat
    _totals: tuple[int, ...]  # per seat, in quarter points, the whole match
    _manche_log: tuple[tuple[int, tuple[int, ...]], ...]  # (hand number, seats) per manche won
    _winners: tuple[int, ...]  # the match's winners, once it is over
    # the hand
    _dealer: int
    _hands: list[int]  # per seat, the cards held (mask)
    _hand_ids: list[list[int]] | None  # each hand's ids ascending, or None (then built from masks)
    _phase: Phase
    _turn: int  # the seat to act, -1 once the match is over (`_to_act` as a plain int)
    _legal_mask: int  # the legal actions (a bit per action id)
    _legal: list[int] | None  # the legal actions as a list, or None (then built from the mask)
    _bids: tuple[tuple[int, bool], ...]  # (seat, took) in the order spoken
    _taker: int  # -1: none yet
    _called: int  # the called Sabia (5 players), -1: none
    _partner: int  # the called Sabia's holder once an announcement showed it, else -1
    _announcements: tuple[Announced, ...]
    _shown: int  # the cards announcements made public (mask)
    _conseil_done: int  # the seats that announced a Conseil (a bit per seat)
    _jefa_done: int  # the seats that announced JEFA (a bit per seat)
    _chelem_seat: int  # the seat that announced CHELEM, -1: none
    # the tricks
    _trick: list[int]  # the trick in progress, in play order
    _leader: int  # its leader (the next leader between tricks)
    _led: int  # its led family index, TRUMP_LEAD for a Sabia lead
    _best_strength: int  # the strength of its best card (`cards.STRENGTH`)
    _winning_seat: int  # the seat that played that card
    _points_in_trick: int  # the card points in it
    _card_points: list[int]  # per seat, the card points of the tricks won this hand
    _tricks: tuple[PlayedTrick, ...]  # this hand's finished tricks

    # --- the protocol's small accessors ---------------------------------------------------------
    def action_space(self) -> int:
        return ACTION_SPACE

    # `object` parameters: compiled, an `int` or `str` one would refuse a wrong type in mypyc's
    # words before the protocol's checks (check_action_id, check_text) could.
    def action_to_str(self, action: object) -> str:
        return action_text(check_action_id(action, ACTION_SPACE))

    def parse_action(self, text: object) -> int:
        return parse_action_text(check_text(text))

    def hand_of(self, seat: int) -> list[int]:
        """The cards `seat` holds now (for tests and tools; not part of any observation)."""
        return ids_of(self._hands[seat])

    @property
    def phase(self) -> str:
        """The current phase's word (as views write it)."""
        return PHASE_NAMES[self._phase]

    def progress_message(self) -> Message | None:
        if self._phase is PLAY:
            return msg("sabias-progress-trick", n=len(self._tricks) + 1)
        return msg("sabias-progress-phase", phase=PHASE_NAMES[self._phase])

    def progress_marker(self) -> str:
        if self._phase is PLAY:
            return f"trick {len(self._tricks) + 1}"
        return PHASE_NAMES[self._phase]

    def card_inventory(self) -> list[int]:
        cards = []
        for h in self._hands:
            cards.extend(ids_of(h))
        cards.extend(self._trick)
        for _, played, _ in self._tricks:
            cards.extend(played)
        return sorted(cards)

    # --- who is with whom, who played what --------------------------------------------------------
    def _knows_partner(self, seat: int, other: int) -> bool:
        """True when `seat` knows that `other` plays on his side (`overtrump_partner_exempt`)."""
        if seat == other:
            return False
        rules = self._rules
        if rules.mode == "teams":
            return other == (seat + 2) % 4
        if rules.mode == "individual":
            return False
        taker = self._taker
        if rules.players == 3:
            return taker not in (seat, other)
        partner = self._partner_seat()
        if partner >= 0:  # the call is public: camps are known
            camp = {taker, partner}
            return (seat in camp) == (other in camp)
        # Before the reveal only the holder of the called Sabia knows a partner: the taker.
        return seat != taker and bool(self._hands[seat] >> self._called & 1) and other == taker

    def _who_played(self, card: int) -> int:
        """The seat that played `card` this hand (finished tricks or the current one), or -1."""
        bit = 1 << card
        for held in self._hands:  # still in a hand (every card is dealt): not played yet
            if held & bit:
                return -1
        n = self._rules.players
        for leader, cards, _ in self._tricks:
            if card in cards:
                return (leader + cards.index(card)) % n
        if card in self._trick:
            return (self._leader + self._trick.index(card)) % n
        return -1

    def _partner_seat(self) -> int:
        """The called partner once public (the taker himself when alone), else -1."""
        partner = self._partner
        if partner < 0 and self._called >= 0:
            partner = self._who_played(self._called)
        return partner

    def _grande_jefa_seat(self) -> int | None:
        """The seat that played both the Grande Jefa and the Jefa this hand, if one did."""
        seat = self._who_played(GRANDE_JEFA)
        if seat >= 0 and seat == self._who_played(JEFA):
            return seat
        return None


__all__ = [
    "ANNOUNCE",
    "BID",
    "CALL",
    "GRANDE_JEFA_BIT",
    "JEFA_BIT",
    "OVER",
    "PHASE_NAMES",
    "PLAY",
    "Announced",
    "DealRecord",
    "HandFacts",
    "Phase",
    "PlayedTrick",
    "Rules",
    "SabiasTable",
    "Settled",
]
