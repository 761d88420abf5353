"""One match of poch: deals of betting then runs, until one player holds every chip left.

`PochState` puts together the parts of the state, one concept each (see `table`): the life of a
deal (`hands`), the betting (`betting`), the runs (`runs`), the legal actions and playing them
(`legal`), refusals (`explain`), the views (`seen`), one chain of classes (`table`). This module
creates a match, copies it, builds the sampled worlds of search (`with_hidden`,
`with_other_hands`, `resample_hidden`) and keeps its records.
"""

from __future__ import annotations

import random
from fractions import Fraction
from typing import TYPE_CHECKING, Self

from tapisvert.core.bits import cards_of
from tapisvert.core.draws import shuffle
from tapisvert.core.errors import InvalidNotation
from tapisvert.core.messages import msg
from tapisvert.core.options import OptionValue
from tapisvert.core.protocol import JSON, MatchConfig, Seat
from tapisvert.core.results import HandResult, MatchResult
from tapisvert.games.poch.deal import RawDeal, deal_from_json, deal_to_json
from tapisvert.games.poch.features import write
from tapisvert.games.poch.scoring import NUM_PILES
from tapisvert.games.poch.seen import Views
from tapisvert.games.poch.table import (
    BET_BASE,
    DROP,
    MATCH,
    PASS,
    PHASE_BET,
    PHASE_OVER,
    PHASE_RUNS,
    BetResult,
    DealResult,
    Phase,
    leadable,
    parse_action_text,
)

if TYPE_CHECKING:
    from collections.abc import Mapping

    from tapisvert.games.poch.determinize import Public


def _deal_limit(options: Mapping[str, OptionValue]) -> int:
    """The deals played at most (`max_deals`, `max_hands`: the smaller), 0 for no limit."""
    limits = [v for v in (options["max_deals"], options["max_hands"]) if isinstance(v, int)]
    return min(limits) if limits else 0


class PochState(Views):
    """A match of poch in progress."""

    __slots__ = ()

    # --- creation --------------------------------------------------------------------------
    # States are built by calling the class (mypyc's classes refuse `object.__new__`), then filled.
    @classmethod
    def start(
        cls,
        players: int,
        seed: int,
        options: dict[str, OptionValue],
        deal: RawDeal | None,
    ) -> PochState:
        """A new match; `deal` (checked) fixes the first deal, else the seed deals it."""
        self = cls()
        self._config = MatchConfig.of(players, seed, options)
        self._players = players
        start = options["starting_chips"]
        assert isinstance(start, int)
        self._starting_chips = start
        self._bet_requires_pair = bool(options["bet_requires_pair"])
        self._new_run_other_suit = bool(options["new_run_other_suit"])
        self._deal_limit = _deal_limit(options)
        self._chips = [start] * players
        self._piles = [0] * NUM_PILES
        self._stakes = [0] * players
        self._in_match = (1 << players) - 1
        self._hands = [0] * players
        self._deal_records = ()
        self._deal_results = ()
        self._hand_memo = ()
        self._last_summary = None
        self._winners = ()
        self._dealer = -1
        self._hand_number = -1
        self._start_deal(deal)
        return self

    # --- sampled worlds --------------------------------------------------------------------
    @classmethod
    def with_hidden(
        cls,
        public: Public,
        hidden: list[int],
        previous: tuple[tuple[RawDeal, ...], tuple[DealResult, ...]],
        seed: int,
    ) -> Self:
        """A state showing everything in `public` (one seat's view, parsed) whose current deal
        gave each other seat `hidden[seat]` (a mask) plus its public cards: a sampled world for
        search. The deal is started from those hands, its betting set to what the view shows and
        its runs replayed; earlier deals are placeholders (the last one rebuilt from its summary);
        later deals are dealt from `seed`; `previous` stands for the deals before this one."""
        n = public.players
        options = public.options
        world = cls()
        world._config = MatchConfig.of(n, seed, options)
        world._players = n
        world._starting_chips = int(options["starting_chips"])
        world._bet_requires_pair = bool(options["bet_requires_pair"])
        world._new_run_other_suit = bool(options["new_run_other_suit"])
        world._deal_limit = _deal_limit(options)
        world._chips = list(public.chips_at_deal)
        world._piles = [0] * NUM_PILES
        world._stakes = [0] * n
        world._in_match = public.active
        world._hands = [0] * n
        world._deal_records, world._deal_results = previous
        world._hand_memo = ()
        world._last_summary = None
        world._winners = ()
        world._dealer = public.dealer
        world._hand_number = public.hand_number - 1
        dealt = tuple(
            (public.hand if v == public.seat else hidden[v] | public.fixed[v]) | public.played[v]
            for v in range(n)
        )
        world._start_deal(RawDeal(public.dealer, None, public.trump, dealt))
        world._piles = list(public.piles_at_deal)
        world._piles_at_deal = public.piles_at_deal
        active = public.active
        world._bet = public.bet
        world._opened = public.opened
        world._opener = public.opener
        world._passed = public.passed
        world._in_betting = active & ~public.dropped
        if public.phase is PHASE_BET:
            for v in range(n):
                world._chips[v] -= public.stakes[v]
            world._stakes = list(public.stakes)
            if public.opened:
                world._to_speak = sum(
                    1 << v
                    for v in range(n)
                    if world._in_betting >> v & 1 and public.stakes[v] < public.bet
                )
            else:
                world._to_speak = active & ~public.passed
            world._to_act = public.to_act
            world._legal = None
        else:
            world._to_speak = 0
            bet = public.bet_result
            if bet is None:
                world._end_betting(-1, False)
            else:
                for v in range(n):
                    world._chips[v] -= bet.stakes[v]
                world._stakes = list(bet.stakes)
                world._end_betting(bet.winner, bet.showdown)
            for card in public.leads:
                world.apply(card)
        if world._to_act != public.to_act or world._phase != public.phase:
            raise InvalidNotation(
                "the observation's runs do not replay", message=msg("poch-unreadable-view-runs")
            )
        return world

    def with_other_hands(
        self, hands: list[int], dealt_to: tuple[int, ...], dealt: tuple[int, ...], seed: int
    ) -> Self:
        """A copy of this sampled world with other hidden hands (`hands[seat]`, a mask; -1 keeps
        the seat's own), `dealt_to` the seat dealt each card, `dealt` the deal's hands as dealt
        (for the record), and `seed` for later deals."""
        world = self.clone()
        mine = world._hands
        for v, hand in enumerate(hands):
            if hand >= 0:
                mine[v] = hand
        world._dealt_to = dealt_to
        record = self._deal_records[-1]
        world._deal_records = (
            *self._deal_records[:-1],
            RawDeal(record.dealer, None, record.trump, dealt),
        )
        world._config = world._config.with_seed(seed)
        world._hand_memo = self._hand_memo[: len(self._deal_records) - 1]  # the last deal changed
        world._last_summary = None
        world._legal = None
        if world._phase is PHASE_RUNS:
            seat = world._to_act
            assert seat is not None
            world._leadable = leadable(mine[seat], world._barred_suit)
        return world

    def write_features(
        self,
        seat: Seat,
        base: int,
        ones: list[int],
        idx: list[int],
        val: list[float],
        blocks: list[int],
    ) -> bool:
        """`seat`'s tensor straight from the masks and the run log (`features.write`, the JSON
        encoder's twin)."""
        write(self, seat, base, ones, idx, val, blocks)
        return True

    def resample_hidden(self, seat: int, rng: random.Random) -> Self:
        new = self.clone()
        bet = self._bet_result
        shown = [0] * self._players  # per seat, the cards of his still shown at a showdown
        if bet is not None and bet.showdown:
            shown[bet.winner] = self._hands[bet.winner] & bet.set_mask
        others = [s for s in range(self._players) if s != seat]
        pool: list[int] = []
        for s in others:
            pool.extend(cards_of(self._hands[s] & ~shown[s]))
        shuffle(pool, rng)
        dealt_to = list(self._dealt_to)
        pos = 0
        for s in others:
            free = (self._hands[s] & ~shown[s]).bit_count()
            m = shown[s]
            for c in pool[pos : pos + free]:
                m |= 1 << c
                dealt_to[c] = s
            pos += free
            new._hands[s] = m
        new._dealt_to = tuple(dealt_to)
        new._legal = None
        if new._phase is PHASE_RUNS and new._to_act is not None:
            new._leadable = leadable(new._hands[new._to_act], new._barred_suit)
        return new

    # --- copies and records ----------------------------------------------------------------
    def clone(self) -> Self:
        new = type(self)()
        new._barred_suit = self._barred_suit
        new._bet = self._bet
        new._bet_requires_pair = self._bet_requires_pair
        new._bet_result = self._bet_result
        new._chips = self._chips[:]
        new._chips_at_deal = self._chips_at_deal
        new._config = self._config
        new._deal_limit = self._deal_limit
        new._deal_records = self._deal_records
        new._deal_results = self._deal_results
        new._dealer = self._dealer
        new._dealt_to = self._dealt_to
        new._hand_memo = self._hand_memo
        new._hand_number = self._hand_number
        new._hands = self._hands[:]
        new._in_betting = self._in_betting
        new._in_match = self._in_match
        new._last_summary = self._last_summary
        new._leadable = self._leadable
        new._legal = self._legal
        new._new_run_other_suit = self._new_run_other_suit
        new._opened = self._opened
        new._opener = self._opener
        new._passed = self._passed
        new._phase = self._phase
        new._piles = self._piles[:]
        new._piles_at_deal = self._piles_at_deal
        new._played = self._played
        new._players = self._players
        new._run_log = self._run_log[:]
        new._stakes = self._stakes[:]
        new._starting_chips = self._starting_chips
        new._to_act = self._to_act
        new._to_speak = self._to_speak
        new._trump_card = self._trump_card
        new._trump_suit = self._trump_suit
        new._turn_order = self._turn_order
        new._winners = self._winners
        return new

    def deals(self) -> list[JSON]:
        return [deal_to_json(self._players, raw) for raw in self._deal_records]

    def deal(self, index: int) -> JSON:
        return deal_to_json(self._players, self._deal_records[index])

    def hand_results(self) -> list[HandResult]:
        return list(self._finished_hands())

    def hands_finished(self) -> int:
        return len(self._deal_results)

    def hand_result(self, index: int) -> HandResult:
        return self._finished_hands()[index]

    def hand_scores(self, index: int) -> tuple[Fraction, ...]:
        raw = self._deal_results[index]
        return tuple(
            [Fraction(e - s) for s, e in zip(raw.chips_before, raw.chips_after, strict=True)]
        )

    def _finished_hands(self) -> tuple[HandResult, ...]:
        """Every finished deal's `HandResult`: those built before (`_hand_memo`), and the deals
        finished since, built now and kept (a copy shares them: they never change)."""
        memo = self._hand_memo
        done = len(memo)
        if done < len(self._deal_results):
            memo += tuple([self._hand_result(i) for i in range(done, len(self._deal_results))])
            self._hand_memo = memo
        return memo

    def _hand_result(self, index: int) -> HandResult:
        return HandResult(self.hand_scores(index), self._deal_summary(index).to_json())

    def result(self) -> MatchResult:
        over = self._phase is PHASE_OVER
        eliminated = [s for s in range(self._players) if not self._in_match >> s & 1]
        return MatchResult(
            totals=tuple(Fraction(c) for c in self._chips),
            winners=self._winners if over else (),
            over=over,
            hands=self._finished_hands(),
            detail={
                "chips": list(self._chips),
                "piles": list(self._piles),
                "eliminated": eliminated,
                "deals": len(self._deal_results),
            },
        )

    def card_inventory(self) -> list[int]:
        out = cards_of(self._played)
        for h in self._hands:
            out.extend(cards_of(h))
        return sorted(out)


__all__ = [
    "BET_BASE",
    "DROP",
    "MATCH",
    "PASS",
    "BetResult",
    "DealResult",
    "Phase",
    "PochState",
    "deal_from_json",
    "deal_to_json",
    "parse_action_text",
]
