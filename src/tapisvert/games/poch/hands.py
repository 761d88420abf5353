"""The life of a deal (a hand): the dealer, the ante on the seven piles, the shuffle and the deal;
at its end the payments to the player who went out, the players eliminated, the next deal or the
end of the match.
"""

from __future__ import annotations

from tapisvert.core.chance import hand_rng
from tapisvert.core.draws import below
from tapisvert.games.poch.deal import PERMUTATIONS, RawDeal, deal_pack, draw_dealer, owners_of
from tapisvert.games.poch.scoring import NUM_PILES, turn_order
from tapisvert.games.poch.table import PHASE_BET, PHASE_OVER, DealResult, PochTable


class Hands(PochTable):
    """Starting and ending a deal."""

    __slots__ = ()

    def _start_deal(self, given: RawDeal | None) -> None:
        """Deal the next hand (`given`, or shuffled from the seed), take the ante and open the
        betting."""
        n = self._players
        hand_number = self._hand_number + 1
        self._hand_number = hand_number
        active = [s for s in range(n) if self._in_match >> s & 1]
        dealt_to: tuple[int, ...] | None = None
        if given is not None:
            dealer, draw, trump, hands = given
            order = turn_order(n, active, dealer)
        else:
            draw = None
            if hand_number == 0:
                dealer, draw = draw_dealer(n, hand_rng(self._config.seed, 0, "dealer"))
            else:
                dealer = self._dealer
                for step in range(1, n + 1):
                    s = (dealer + step) % n
                    if self._in_match >> s & 1:
                        dealer = s
                        break
            order = turn_order(n, active, dealer)
            rng = hand_rng(self._config.seed, hand_number)
            # the card drawn from the middle of the shuffled pack and shown: any of the 32,
            # equally likely; it is shuffled back, so the deal below is independent of it
            trump = rng.getrandbits(5)
            hands, dealt_to = deal_pack(below(rng, PERMUTATIONS), order, n)
        self._dealer = dealer
        self._dealt_to = dealt_to if dealt_to is not None else owners_of(hands)
        self._turn_order = tuple(order)
        self._deal_records = (
            *self._deal_records,
            tuple.__new__(RawDeal, (dealer, draw, trump, hands)),  # no Python frame: per deal
        )
        self._trump_card = trump
        self._trump_suit = trump >> 3
        chips = self._chips
        self._chips_at_deal = tuple(chips)
        piles = self._piles
        full = 0
        for s in active:
            if chips[s] >= NUM_PILES:
                chips[s] -= NUM_PILES
                full += 1
            else:  # one chip on each pile in order while he has any
                for i in range(chips[s]):
                    piles[i] += 1
                chips[s] = 0
        if full:
            for i in range(NUM_PILES):
                piles[i] += full
        self._piles_at_deal = tuple(piles)
        self._hands = list(hands)
        self._played = 0
        self._run_log = []
        self._barred_suit = -1
        self._leadable = 0
        self._bet_result = None
        # betting
        self._phase = PHASE_BET
        self._opened = False
        self._opener = -1
        self._bet = 0
        self._in_betting = self._in_match
        self._to_speak = self._in_match
        self._passed = 0
        self._to_act = self._turn_order[0]
        self._legal = None

    def _end_deal(self, out: int) -> None:
        """`out` has played his last card: everyone else pays him a chip per card left (what he
        has); players left without chips are out of the match; then the next deal, or the end."""
        chips = self._chips
        n = self._players
        payments = [0] * n
        for s in self._turn_order:
            if s != out:
                owed = self._hands[s].bit_count()
                pay = owed if chips[s] >= owed else chips[s]
                chips[s] -= pay
                payments[s] = -pay
                payments[out] += pay
        chips[out] += payments[out]
        active = [s for s in self._turn_order if self._in_match >> s & 1]
        broke = [s for s in active if chips[s] == 0]
        eliminated: tuple[int, ...] = ()
        if len(broke) < len(active):
            eliminated = tuple(sorted(broke))
            for s in broke:
                self._in_match &= ~(1 << s)
        self._deal_results = (
            *self._deal_results,
            DealResult(
                chips_before=self._chips_at_deal,
                chips_after=tuple(chips),
                bet=self._bet_result,
                out=out,
                payments=tuple(payments),
                eliminated=eliminated,
                piles_at_deal=self._piles_at_deal,
                played=self._played,
            ),
        )
        self._legal = None
        remaining = [s for s in range(n) if self._in_match >> s & 1]
        limit_hit = self._deal_limit and len(self._deal_results) >= self._deal_limit
        if len(remaining) <= 1 or limit_hit:
            self._phase = PHASE_OVER
            self._to_act = None
            best = max(chips[s] for s in remaining)
            self._winners = tuple(s for s in remaining if chips[s] == best)
            return
        self._start_deal(None)


__all__ = ["Hands"]
