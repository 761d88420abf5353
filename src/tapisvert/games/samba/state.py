"""One Samba match: hands dealt from the seed, turns as small steps, team scoring to 10,000.

`SambaState` puts together the parts of the state, one concept each, one chain of classes (see
`table`): the hand's life (`hands`), the legal actions (`legal`, `legal_melds`), their effects
(`moves`), refusals (`explain`), the views (`seen`). This module creates a match, copies it,
builds the sampled worlds of search (`with_hidden`, `resample_hidden`) and keeps its records.
"""

from __future__ import annotations

import random
from fractions import Fraction
from typing import TYPE_CHECKING, Final, Self

from tapisvert.core.draws import shuffle
from tapisvert.core.messages import Message
from tapisvert.core.options import OptionValue
from tapisvert.core.protocol import JSON, ActionInfo, MatchConfig, Seat
from tapisvert.core.results import HandResult, MatchResult
from tapisvert.games.samba import messages
from tapisvert.games.samba.cards import IS_RED3, IS_WILD, NUM_KINDS, PACK, card_to_str
from tapisvert.games.samba.features import write
from tapisvert.games.samba.hands import (
    draw_for_dealer,
    draw_key,
    eldest_from_draw,
    parse_deal,
    shuffled_pack,
)
from tapisvert.games.samba.melds import count_canastas
from tapisvert.games.samba.seen import Views
from tapisvert.games.samba.table import (
    OVER,
    PHASE_NAMES,
    PLAY,
    TURN,
    Answer,
    Phase,
    cards_of,
    counts_of,
)

if TYPE_CHECKING:
    from tapisvert.games.samba.determinize import Public


# How many of each card kind the pack holds: a sampled world's pack starts from it.
_PACK_COUNTS: Final = tuple(counts_of(list(PACK)))


def _int_option(options: dict[str, OptionValue], name: str, default: int) -> int:
    value = options.get(name, default)
    return value if isinstance(value, int) else default


class SambaState(Views):
    """A Samba match (6 players in three sides of two, or 4 in two)."""

    __slots__ = ()

    # --- creation --------------------------------------------------------------------------
    # States are built by calling the class (mypyc's classes refuse `object.__new__`), then filled.
    @classmethod
    def start(
        cls, players: int, seed: int, options: dict[str, OptionValue], deal: JSON | None
    ) -> SambaState:
        """A new match; `deal` (checked) fixes the first deal, else the seed deals it."""
        self = cls()
        self._config = MatchConfig.of(players, seed, options)
        self._sides = players // 2
        self._hand_size = _int_option(options, "hand_size", 15)
        self._initial_meld_7000 = _int_option(options, "initial_meld_7000", 160)
        self._target_score = _int_option(options, "target_score", 10000)
        max_hands = options.get("max_hands")
        self._max_hands = max_hands if isinstance(max_hands, int) else None
        self._scores = [0] * self._sides
        self._results = ()
        self._score_rows = ()
        self._deal_records = ()
        self._hand_number = 0
        self._winners = ()
        self._legal = None
        if deal is not None:
            dealer, draw, pack = parse_deal(players, deal)
        else:
            draw = draw_for_dealer(players, seed)
            dealer = (eldest_from_draw(players, draw) - 1) % players
            pack = shuffled_pack(seed, 0)
        self._deal(dealer, draw, pack)
        return self

    @classmethod
    def with_hidden(
        cls, public: Public, hands: list[list[int]], stock: list[int], seed: int
    ) -> Self:
        """A state showing everything in `public` (one seat's view, parsed), with `hands` (every
        seat's cards, its known cards included) and `stock` (top first) as its hidden cards: a
        sampled world for search. Earlier hands, whose deals are not public, are recorded as the
        sorted pack; later hands are dealt from `seed`."""
        n = public.players
        nt = n // 2
        s = cls()
        options = public.options
        s._config = MatchConfig.of(n, seed, options)
        s._sides = nt
        s._hand_size = _int_option(options, "hand_size", 15)
        s._initial_meld_7000 = _int_option(options, "initial_meld_7000", 160)
        s._target_score = _int_option(options, "target_score", 10000)
        max_hands = options.get("max_hands")
        s._max_hands = max_hands if isinstance(max_hands, int) else None
        s._hands = [counts_of(h) for h in hands]
        s._hand_sizes = list(public.hand_sizes)
        s._known_cards = list(public.known)
        s._turns = public.turns
        # the current hand's pack: what was dealt or drawn (in id order), then the sampled stock
        rest = list(_PACK_COUNTS)
        for c in stock:
            rest[c] = rest[c] - 1  # not `-=`: compiled, that is the generic in-place subtract
        head = [c for c in range(NUM_KINDS) for _ in range(rest[c])]
        pack = tuple(head + stock)
        s._pack = pack
        s._stock_pos = len(head)
        s._pile = list(public.pile)
        s._pile_freezers = sum(1 for c in public.pile if IS_WILD[c] or IS_RED3[c])
        s._pile_red_threes = sum(1 for c in public.pile if IS_RED3[c])
        s._melds = [list(ms) for ms in public.melds]
        s._opened = list(public.opened)
        s._canasta_counts = [count_canastas(ms) for ms in s._melds]
        s._initial_minimum = list(public.need)
        s._minimum_raised = list(public.raised)
        s._red_threes = list(public.red3)
        s._fines = list(public.fines)
        s._scores = list(public.scores)
        teams = tuple((t, t + nt) for t in range(nt))
        first_dealer = (public.dealer - public.hand_number) % n
        s._results = tuple(
            HandResult(
                scores=tuple(Fraction(r[q % nt]) for q in range(n)),
                detail={"dealer": (first_dealer + i) % n, "determinized": True},
                teams=teams,
                team_scores=tuple(Fraction(x) for x in r),
            )
            for i, r in enumerate(public.hand_scores)
        )
        s._score_rows = tuple(tuple(r) for r in public.hand_scores)
        s._deal_records = (
            *[((first_dealer + i) % n, None, PACK) for i in range(public.hand_number)],
            (public.dealer, None, pack),
        )
        s._dealer = public.dealer
        s._hand_number = public.hand_number
        s._to_act = public.to_act
        s._phase = public.phase
        s._current = public.current
        s._asked = public.asked
        # "may I go out?" is asked before drawing (turn) or right after drawing (play)
        s._ask_phase = PLAY if public.drew else TURN
        s._answer = public.answer
        s._drew = public.drew
        s._melded = public.melded
        s._pending_pile = public.pending_top is not None
        s._pending_top = -1 if public.pending_top is None else public.pending_top
        s._pile_declined = public.refused
        s._meld_cancelled = public.no_meld
        s._out_seat = None
        s._winners = public.winners if public.phase is OVER else ()
        s._legal = None
        return s

    # ------------------------------------------------------------------ copies
    def clone(self) -> Self:
        c = type(self)()
        c._config = self._config
        c._sides = self._sides
        c._hand_size = self._hand_size
        c._initial_meld_7000 = self._initial_meld_7000
        c._target_score = self._target_score
        c._max_hands = self._max_hands
        c._hands = [list(h) for h in self._hands]
        c._hand_sizes = list(self._hand_sizes)
        c._known_cards = list(self._known_cards)
        c._turns = self._turns
        c._pack = self._pack
        c._stock_pos = self._stock_pos
        c._pile = list(self._pile)
        c._pile_freezers = self._pile_freezers
        c._pile_red_threes = self._pile_red_threes
        c._melds = [list(m) for m in self._melds]
        c._opened = list(self._opened)
        c._canasta_counts = list(self._canasta_counts)
        c._initial_minimum = list(self._initial_minimum)
        c._minimum_raised = list(self._minimum_raised)
        c._red_threes = list(self._red_threes)
        c._fines = list(self._fines)
        c._scores = list(self._scores)
        c._results = self._results
        c._score_rows = self._score_rows
        c._deal_records = self._deal_records
        c._dealer = self._dealer
        c._hand_number = self._hand_number
        c._to_act = self._to_act
        c._phase = self._phase
        c._current = self._current
        c._asked = self._asked
        c._ask_phase = self._ask_phase
        c._answer = self._answer
        c._drew = self._drew
        c._melded = self._melded
        c._pending_pile = self._pending_pile
        c._pending_top = self._pending_top
        c._pile_declined = self._pile_declined
        c._meld_cancelled = self._meld_cancelled
        c._out_seat = self._out_seat
        c._winners = self._winners
        c._legal = self._legal
        return c

    def write_features(
        self,
        seat: Seat,
        base: int,
        ones: list[int],
        idx: list[int],
        val: list[float],
        blocks: list[int],
    ) -> bool:
        """`seat`'s tensor straight from the counts, melds and pile (`features.write`, the JSON
        encoder's twin)."""
        write(self, seat, base, ones, idx, val, blocks)
        return True

    def resample_hidden(self, seat: Seat, rng: random.Random) -> Self:
        c = self.clone()
        hidden: list[int] = []
        for q in range(self._config.players):
            if q != seat:
                h = c._hands[q]
                for k in range(NUM_KINDS):
                    hidden.extend([k] * h[k])
        stock = list(c._pack[c._stock_pos :])
        hidden.extend(stock)
        shuffle(hidden, rng)
        pos = 0
        for q in range(self._config.players):
            if q != seat:
                h = [0] * NUM_KINDS
                for k in hidden[pos : pos + c._hand_sizes[q]]:
                    h[k] += 1
                pos += c._hand_sizes[q]
                c._hands[q] = h
        c._pack = c._pack[: c._stock_pos] + tuple(hidden[pos:])
        c._legal = None
        return c

    # ------------------------------------------------------------------ words
    def action_message(self, action: int) -> Message:
        return messages.action_message(self, action)

    def action_infos(self) -> list[ActionInfo]:
        return messages.action_infos(self)

    def prompt(self) -> Message | None:
        return messages.prompt(self)

    # ------------------------------------------------------------------ records
    def deals(self) -> list[JSON]:
        return [self.deal(i) for i in range(len(self._deal_records))]

    def deal(self, index: int) -> JSON:
        dealer, draw, pack = self._deal_records[index]
        rounds = None if draw is None else [[[s, card_to_str(c)] for s, c in r] for r in draw]
        return {"dealer": dealer, "draw": rounds, "pack": [card_to_str(c) for c in pack]}

    def hand_results(self) -> list[HandResult]:
        return list(self._results)

    def hands_finished(self) -> int:
        return len(self._results)

    def hand_result(self, index: int) -> HandResult:
        return self._results[index]

    def result(self) -> MatchResult:
        sides = self._sides
        totals = tuple(Fraction(self._scores[q % sides]) for q in range(self._config.players))
        over = self._phase is OVER
        margin = None
        if over and self._winners:
            ranked = sorted(self._scores, reverse=True)
            margin = ranked[0] - ranked[1]
        return MatchResult(
            totals=totals,
            winners=self._winners if over else (),
            over=over,
            hands=self._results,
            teams=self.teams(),
            team_totals=tuple(Fraction(s) for s in self._scores),
            detail={"target": self._target_score, "margin": margin},
        )

    def card_inventory(self) -> list[int]:
        out: list[int] = []
        for h in self._hands:
            out.extend(cards_of(h))
        out.extend(self._pack[self._stock_pos :])
        out.extend(self._pile)
        for ms in self._melds:
            for m in ms:
                out.extend(m.cards)
        for r in self._red_threes:
            out.extend(r)
        out.sort()
        return out


__all__ = ["PHASE_NAMES", "Answer", "Phase", "SambaState", "draw_key", "eldest_from_draw"]
