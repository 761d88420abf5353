"""What a poch match holds: every field of the state, the action ids, and small questions.

The state is split by concept, each part a class adding methods to the fields declared here, one
single-inheritance chain (mypyc, which compiles these modules in built wheels, allows one base per
class: `PochTable` <- `Hands` <- `Betting` <- `Runs` <- `Legal` <- `Explain` <- `Views` <-
`PochState`): `hands` (the life of a deal: the ante and the deal, the payments at its end),
`betting` (the betting and its showdown), `runs` (the play of the cards), `legal` (what may be
played, and playing it), `explain` (why not), `seen` (what each seat sees; the view's dataclasses
are in `views`), `state` (the match: creation, copies, sampled worlds, records).

The hot path (`legal_actions`, `apply`, `clone`) works on ints: hands are 32-bit masks, the seat
each card was dealt to is a tuple fixed at the deal, chips and piles are small lists, sets of
seats are masks. Deals and their results are kept raw and turned into JSON / `HandResult` only
when asked, each finished deal's `HandResult` once (`_hand_memo`).
"""

from __future__ import annotations

from enum import IntEnum
from typing import TYPE_CHECKING, ClassVar, Final, Literal, NamedTuple

from tapisvert.core.bits import cards_of
from tapisvert.core.errors import InvalidNotation
from tapisvert.core.messages import Message, msg
from tapisvert.core.protocol import Game, GameState, MatchConfig, check_action_id, check_text
from tapisvert.core.results import HandResult
from tapisvert.games.poch.cards import DECK_SIZE, card_to_str, parse_card
from tapisvert.games.poch.deal import RawDeal

if TYPE_CHECKING:
    from tapisvert.games.poch.views import DealSummaryView


class Phase(IntEnum):
    """The part of a deal being played."""

    BETTING = 0
    RUNS = 1
    OVER = 2


# plain names for the hot path (an enum's attribute costs some 0.3 µs in Python 3.11); phases are
# compared by identity. `Final`: the compiled rules (setup.py) read these as constants.
PHASE_BET: Final = Phase.BETTING
PHASE_RUNS: Final = Phase.RUNS
PHASE_OVER: Final = Phase.OVER
PhaseName = Literal["betting", "runs", "over"]
PHASE_NAMES: Final[tuple[PhaseName, ...]] = ("betting", "runs", "over")

# Action ids: 0..31 lead that card; then pass, drop, match; then `bet N` (open or raise to N).
PASS: Final = 32
DROP: Final = 33
MATCH: Final = 34
BET_BASE: Final = 34  # bet N is BET_BASE + N, N >= 1

# The run log (`_run_log`) holds one int per card played: `seat << 5 | card`, with LEAD_FLAG
# when the card started a run.
LEAD_FLAG: Final = 256


class BetResult(NamedTuple):
    """How the betting of a deal ended: who took the stakes, and the set shown at a showdown."""

    stakes: tuple[int, ...]
    winner: int
    showdown: bool
    set_key: int  # the shown set's rank key (-1 without a showdown)
    set_mask: int  # the shown cards (0 without a showdown)


class DealResult(NamedTuple):
    """A finished deal, kept raw and turned into JSON only when asked."""

    chips_before: tuple[int, ...]
    chips_after: tuple[int, ...]
    bet: BetResult | None
    out: int  # the seat that went out
    payments: tuple[int, ...]
    eliminated: tuple[int, ...]
    piles_at_deal: tuple[int, ...]
    played: int  # the cards played in the runs (mask)


def leadable(hand: int, barred_suit: int) -> int:
    """The cards of `hand` that may start a run: all of them, or (a run having ended on the ace
    of `barred_suit` under `new_run_other_suit`) those of another suit when it holds any."""
    if barred_suit < 0:
        return hand
    other = hand & ~(0xFF << (barred_suit << 3))
    return other if other else hand


def parse_action_text(text: str, most_bet: int | None = None) -> int:
    """The action id that `text` denotes (legality is not checked), or InvalidNotation; a bet
    above `most_bet` chips (when given) is no action of the match."""
    check_text(text)
    words = text.strip().lower().split()
    if len(words) == 1 and words[0] in ("pass", "check"):
        return PASS
    if len(words) == 1 and words[0] in ("drop", "fold"):
        return DROP
    if len(words) == 1 and words[0] in ("match", "call"):
        return MATCH
    if len(words) == 2 and words[0] in ("bet", "open", "raise") and words[1].isdigit():
        amount = int(words[1])
        if amount >= 1 and (most_bet is None or amount <= most_bet):
            return BET_BASE + amount
        most = "" if most_bet is None else most_bet
        raise InvalidNotation(
            f"{text!r}: a bet is 1..{most} chips",
            message=msg("poch-unreadable-bet", text=text, most=0 if most_bet is None else most_bet),
        )
    if len(words) == 2 and words[0] in ("play", "lead"):
        return parse_card(words[1])
    raise InvalidNotation(
        f"{text!r} is not a poch action: write pass, bet N (open or raise the stake to N),"
        " match, drop, or play CARD (such as play 10H)",
        message=msg("poch-unreadable-action", text=text),
    )


class PochTable(GameState):
    """The fields of a poch match and the questions every part asks of them."""

    __slots__ = (
        *GameState.STATE_SLOTS,
        "_barred_suit",
        "_bet",
        "_bet_requires_pair",
        "_bet_result",
        "_chips",
        "_chips_at_deal",
        "_deal_limit",
        "_deal_records",
        "_deal_results",
        "_dealer",
        "_dealt_to",
        "_hand_memo",
        "_hands",
        "_in_betting",
        "_in_match",
        "_last_summary",
        "_leadable",
        "_legal",
        "_new_run_other_suit",
        "_opened",
        "_opener",
        "_passed",
        "_phase",
        "_piles",
        "_piles_at_deal",
        "_played",
        "_players",
        "_run_log",
        "_stakes",
        "_starting_chips",
        "_to_speak",
        "_trump_card",
        "_trump_suit",
        "_turn_order",
        "_winners",
    )

    game: ClassVar[Game]

    # the match (players, seed and options are the base's `_config`; its three fields are declared
    # again here, as mypyc compiles a class's attributes from its own annotations)
    _config: MatchConfig
    _hand_number: int
    _to_act: int | None  # the seat to act; None: the match is over
    _players: int  # the hot path's copy of `_config.players`
    _starting_chips: int
    _bet_requires_pair: bool  # option: only a player holding a pair may bet
    _new_run_other_suit: bool  # option: after a run ends on an ace, lead another suit
    _deal_limit: int  # the deals played at most (0: until one player is left)
    _chips: list[int]  # per seat, chips behind (stakes not counted)
    _piles: list[int]  # the chips on the seven piles, in the order of `PILE_NAMES`
    _in_match: int  # the seats still in the match (mask)
    _deal_records: tuple[RawDeal, ...]  # every deal started
    _deal_results: tuple[DealResult, ...]  # every deal finished
    # the `HandResult` of the first deals finished, built when first read (`hand_results`): a
    # finished deal never changes, so each is built once however often views and replays ask
    _hand_memo: tuple[HandResult, ...]
    _last_summary: DealSummaryView | None  # the last finished deal's, for the views (a cache)
    _winners: tuple[int, ...]  # at the end of the match
    # the deal
    _dealer: int
    _turn_order: tuple[int, ...]  # the seats in the match, from the dealer's left
    _trump_card: int  # the card turned up (shuffled back before the deal)
    _trump_suit: int
    _dealt_to: tuple[int, ...]  # per card, the seat it was dealt to
    _hands: list[int]  # per seat, the cards held (mask)
    _chips_at_deal: tuple[int, ...]  # per seat, chips behind before the ante
    _piles_at_deal: tuple[int, ...]  # the piles after the ante
    _phase: Phase
    # the betting
    _stakes: list[int]  # per seat
    _bet: int  # the stake to match (0 until someone opens)
    _opened: bool
    _opener: int  # the seat that opened (-1 until someone does)
    _in_betting: int  # the seats that have not dropped out (mask)
    _to_speak: int  # the seats yet to speak before the betting ends (mask)
    _passed: int  # the seats that passed before anyone opened (mask)
    _bet_result: BetResult | None  # how the betting ended (None: no one opened)
    # the runs
    _played: int  # the cards played this deal (mask)
    _run_log: list[int]  # the cards played, in order (see LEAD_FLAG)
    _barred_suit: int  # the suit a new run may not start in (-1: none)
    _leadable: int  # the cards the seat to act may lead (mask)
    _legal: list[int] | None  # the legal actions, computed once per position

    # --- small questions -------------------------------------------------------------------
    @property
    def phase(self) -> str:
        """ "betting", "runs" or "over"."""
        return PHASE_NAMES[self._phase]

    def progress_message(self) -> Message | None:
        return msg("poch-progress-phase", phase=PHASE_NAMES[self._phase])

    def progress_marker(self) -> str:
        return PHASE_NAMES[self._phase]

    @property
    def chips(self) -> tuple[int, ...]:
        """Every seat's chips behind (not counting stakes)."""
        return tuple(self._chips)

    @property
    def piles(self) -> tuple[int, ...]:
        """The chips of the seven piles, in the order A K Q J 10 K+Q 7-8-9."""
        return tuple(self._piles)

    @property
    def stakes(self) -> tuple[int, ...]:
        """Every seat's stake in the current betting."""
        return tuple(self._stakes)

    def hand_of(self, seat: int) -> list[int]:
        """The cards `seat` holds (for tests and tools; observation() is the player's view)."""
        return cards_of(self._hands[seat])

    def chip_total(self) -> int:
        """Chips behind + piles + stakes: constant through the match."""
        return sum(self._chips) + sum(self._piles) + sum(self._stakes)

    # --- action notation -------------------------------------------------------------------
    def action_space(self) -> int:
        return BET_BASE + 1 + self._players * self._starting_chips

    # `object` parameters: compiled, an `int` or `str` one would refuse a wrong type in mypyc's
    # words before the protocol's checks (check_action_id, check_text) could.
    def action_to_str(self, action: object) -> str:
        action = check_action_id(action, self.action_space())
        if 0 <= action < DECK_SIZE:
            return "play " + card_to_str(action)
        if action == PASS:
            return "pass"
        if action == DROP:
            return "drop"
        if action == MATCH:
            return "match"
        if BET_BASE < action < self.action_space():
            return f"bet {action - BET_BASE}"
        raise InvalidNotation(
            f"no such action id: {action!r}",
            message=msg("poch-unreadable-action-id", id=str(action)),
        )

    def parse_action(self, text: object) -> int:
        return parse_action_text(check_text(text), self.action_space() - 1 - BET_BASE)
