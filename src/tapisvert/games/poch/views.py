"""The typed views of poch: what one seat sees (`PochView`), and what everyone sees (`seat` None).

Public: the trump card, every seat's chips, stake and number of cards, the seven piles and who won
them this deal, the betting so far and its result (with the set shown at a showdown), every card
played in the runs and by whom, the last finished deal's summary. A seat also sees its own hand
and, when it is to act, its legal actions; the public view has neither.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Literal

from tapisvert.core.bits import cards_of
from tapisvert.core.protocol import JSON, check_seat
from tapisvert.core.views import View
from tapisvert.games.poch.cards import DECK_SIZE, SUITS, card_to_str, cards_str
from tapisvert.games.poch.legal import Legal
from tapisvert.games.poch.scoring import PILE_NAMES, describe_set, piles_taken
from tapisvert.games.poch.table import LEAD_FLAG, PHASE_NAMES, BetResult, PhaseName


@dataclass(frozen=True, slots=True)
class PileView(View):
    """One of the seven piles: its chips, and the seat that won it this deal (None: not yet)."""

    name: str
    chips: int
    won_by: int | None


@dataclass(frozen=True, slots=True)
class BetView(View):
    """How the betting ended: who took the stakes; at a showdown, the set shown."""

    winner: int
    stakes: tuple[int, ...]
    pot: int
    showdown: bool
    shown: tuple[str, ...] | None
    set: str | None


@dataclass(frozen=True, slots=True)
class PileWonView(View):
    """A pile won in a finished deal: which, by whom, with how many chips."""

    pile: str
    seat: int
    chips: int


@dataclass(frozen=True, slots=True)
class DealSummaryView(View):
    """A finished deal: chips before and after, the betting, the piles won, who went out and
    what each seat paid or received, who was eliminated."""

    hand: int
    dealer: int
    trump: str
    chips_before: tuple[int, ...]
    chips_after: tuple[int, ...]
    bet: BetView | None
    piles_won: tuple[PileWonView, ...]
    out: int
    payments: tuple[int, ...]
    eliminated: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class PochView(View):
    """What one seat of a poch match sees (`seat` None: the public view, without a hand).

    Cards are in notation (`AH`, `10S`); per-seat lists are indexed by seat; a run is a list of
    [seat, card] in the order played."""

    game: Literal["poch"]
    seat: int | None
    players: int
    to_act: int | None
    phase: PhaseName
    hand_number: int
    dealer: int
    trump: str
    trump_suit: str
    hand: tuple[str, ...] | None
    hand_sizes: tuple[int, ...]
    chips: tuple[int, ...]
    scores: tuple[int, ...]
    in_match: tuple[bool, ...]
    piles: tuple[PileView, ...]
    stakes: tuple[int, ...]
    bet: int
    opened: bool
    opener: int | None
    passed: tuple[bool, ...]
    dropped: tuple[bool, ...]
    bet_result: BetView | None
    runs: tuple[tuple[tuple[int, str], ...], ...]
    lead_suit_barred: str | None
    legal_actions: tuple[str, ...]
    winners: tuple[int, ...]
    last_hand: DealSummaryView | None
    options: Mapping[str, JSON]
    chips_at_deal: tuple[int, ...]
    piles_at_deal: tuple[int, ...]


def bet_view(bet: BetResult | None) -> BetView | None:
    """How a betting ended, as the views show it."""
    if bet is None:
        return None
    shown = bet.showdown
    return BetView(
        winner=bet.winner,
        stakes=bet.stakes,
        pot=sum(bet.stakes),
        showdown=shown,
        shown=tuple(cards_str(bet.set_mask)) if shown else None,
        set=describe_set(bet.set_key) if shown else None,
    )


class Views(Legal):
    """What each seat sees of the state, and the summary of a finished deal."""

    __slots__ = ()

    def view(self, seat: int | None) -> PochView:
        """What `seat` may know, typed; `None` is the public view (spectators, replays): every
        public fact (chips, piles, bets, the set shown at a showdown, cards laid in runs), no hand
        (`hand` is None, `legal_actions` is empty)."""
        n = self._players
        check_seat(seat, n)
        to_act = self._to_act
        taken = dict(self._piles_taken())
        runs: list[list[tuple[int, str]]] = []
        for code in self._run_log:
            entry = (code >> 5 & 7, card_to_str(code & 31))
            if code & LEAD_FLAG or not runs:
                runs.append([entry])
            else:
                runs[-1].append(entry)
        in_match = self._in_match
        return PochView(
            game="poch",
            seat=seat,
            players=n,
            to_act=to_act,
            phase=PHASE_NAMES[self._phase],
            hand_number=self._hand_number,
            dealer=self._dealer,
            trump=card_to_str(self._trump_card),
            trump_suit=SUITS[self._trump_suit],
            hand=None if seat is None else tuple(cards_str(self._hands[seat])),
            hand_sizes=tuple(h.bit_count() for h in self._hands),
            chips=tuple(self._chips),
            scores=tuple(self._chips),
            in_match=tuple(bool(in_match >> s & 1) for s in range(n)),
            piles=tuple(
                PileView(name, self._piles[i], taken.get(i)) for i, name in enumerate(PILE_NAMES)
            ),
            stakes=tuple(self._stakes),
            bet=self._bet,
            opened=self._opened,
            opener=self._opener if self._opened else None,
            passed=tuple(bool(self._passed >> s & 1) for s in range(n)),
            dropped=tuple(
                bool(in_match >> s & 1 and not self._in_betting >> s & 1) for s in range(n)
            ),
            bet_result=bet_view(self._bet_result),
            runs=tuple(tuple(run) for run in runs),
            lead_suit_barred=SUITS[self._barred_suit] if self._barred_suit >= 0 else None,
            legal_actions=(
                tuple(self.action_to_str(a) for a in self.legal_actions())
                if seat is not None and to_act == seat
                else ()
            ),
            winners=self._winners,
            last_hand=(
                self._deal_summary(len(self._deal_results) - 1) if self._deal_results else None
            ),
            options=self._config.options,
            chips_at_deal=tuple(self._chips_at_deal),
            piles_at_deal=tuple(self._piles_at_deal),
        )

    def _piles_taken(self) -> list[tuple[int, int]]:
        """(pile, seat) of every pile taken this deal, in pile order."""
        return piles_taken(self._trump_suit, self._dealt_to, self._played)

    def _deal_summary(self, index: int) -> DealSummaryView:
        """The finished deal `index` as the views and hand results show it."""
        result = self._deal_results[index]
        record = self._deal_records[index]
        dealt_to = [0] * DECK_SIZE
        for s, m in enumerate(record.hands):
            for c in cards_of(m):
                dealt_to[c] = s
        piles_start = result.piles_at_deal
        return DealSummaryView(
            hand=index,
            dealer=record.dealer,
            trump=card_to_str(record.trump),
            chips_before=result.chips_before,
            chips_after=result.chips_after,
            bet=bet_view(result.bet),
            piles_won=tuple(
                PileWonView(PILE_NAMES[pile], seat, piles_start[pile])
                for pile, seat in piles_taken(record.trump >> 3, dealt_to, result.played)
            ),
            out=result.out,
            payments=result.payments,
            eliminated=result.eliminated,
        )
