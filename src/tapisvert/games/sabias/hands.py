"""The life of a hand: it begins (the deal), it ends (the announcements settled, the hand scored,
manches counted), the next one is dealt or the match is over; and the hands' records: every
deal (`deals()`) and every finished hand's result (`hand_results()`).

A finished hand leaves only its `HandFacts` (scores in quarter points and the facts they came
from): the breakdown a `HandResult` carries is built when it is read, not when the hand ends.
"""

from __future__ import annotations

from fractions import Fraction
from operator import add, itemgetter
from typing import Final

from tapisvert.core.native import native
from tapisvert.core.results import HandResult
from tapisvert.core.scores import score_json
from tapisvert.games.sabias import scoring
from tapisvert.games.sabias.actions import PASS, TAKE
from tapisvert.games.sabias.cards import DECK, GRANDE_JEFA, JEFA, card_to_str, mask_of
from tapisvert.games.sabias.deal import holder, shuffled_deal
from tapisvert.games.sabias.legal import TAKE_OR_PASS, Legal
from tapisvert.games.sabias.table import (
    ANNOUNCE,
    BID,
    JSON,
    OVER,
    DealRecord,
    HandFacts,
    Settled,
)

MANCHE_QUARTERS: Final = 200 * 4  # a manche is won at 200 points, in quarters
MANCHES_TO_WIN: Final = 2
CARD_BIT: Final = tuple(1 << c for c in range(DECK))


def _hand_mask(cards: tuple[int, ...]) -> int:
    """The mask of a hand dealt (a loop over a tuple: compiled, native code)."""
    m = 0
    for c in cards:
        m |= 1 << c
    return m


_NATIVE: Final = native(_hand_mask)


class Hands(Legal):
    """Beginning a hand, ending it, and reading a finished hand's result."""

    __slots__ = ()

    def _begin_hand(
        self, number: int, dealer: int, hands: tuple[tuple[int, ...], ...], draw: JSON
    ) -> None:
        players = self._rules.players
        self._hand_number = number
        self._dealer = dealer
        self._deals += (DealRecord(dealer, hands, draw),)
        if _NATIVE:
            self._hands = [_hand_mask(h) for h in hands]
        else:  # the interpreter's C helpers beat the loop
            self._hands = [
                sum(itemgetter(*h)(CARD_BIT)) if len(h) > 1 else mask_of(h) for h in hands
            ]
        self._hand_ids = [sorted(h) for h in hands]
        self._trick = []
        self._leader = dealer
        self._led = -1
        self._best_strength = -1
        self._winning_seat = -1
        self._points_in_trick = 0
        self._card_points = [0] * players
        self._tricks = ()
        self._taker = -1
        self._called = -1
        self._partner = -1
        self._bids = ()
        self._announcements = ()
        self._shown = 0
        self._conseil_done = 0
        self._jefa_done = 0
        self._chelem_seat = -1
        self._turn = self._to_act = dealer
        if players == 4:
            self._phase = ANNOUNCE
            self._refresh_legal()
        else:
            self._phase = BID
            self._legal = [TAKE, PASS]
            self._legal_mask = TAKE_OR_PASS

    def _void_hand(self) -> None:
        n = self._rules.players
        self._finish_hand(
            HandFacts((0,) * n, self._hand_number, self._dealer, None, (), -1, -1, -1)
        )

    def _end_hand(self) -> None:
        rules = self._rules
        n = rules.players
        won = self._card_points
        taker = self._taker
        dealt = self._deals[-1].hands  # every card is played by the end: who held it, played it
        partner = self._partner
        if partner < 0 and self._called >= 0:
            partner = holder(dealt, self._called)
        alone = partner < 0 or partner == taker
        settled: tuple[Settled, ...] = ()
        if self._announcements:
            settled = self._settle_announcements(taker, -1 if alone else partner)
        grande_jefa = holder(dealt, GRANDE_JEFA)
        if grande_jefa == holder(dealt, JEFA):
            settled += ((grande_jefa, "grande jefa + jefa", scoring.GRANDE_JEFA_BONUS),)
        net = [0] * n
        for seat, _, value in settled:
            net[seat] += value
        mode = rules.mode
        if mode == "camp":
            if alone:
                camp_points = won[taker]
                camp_net = net[taker]
            else:
                camp_points = won[taker] + won[partner]
                camp_net = net[taker] + net[partner]
            balance = 2 * camp_net - sum(net) if settled else 0
            ecart = scoring.ecart(camp_points, rules.ecart)
            quarters, _ = scoring.camp_q(n, taker, None if alone else partner, ecart, balance)
        elif mode == "teams":
            quarters = scoring.teams_q(
                [won[0] + won[2] + net[0] + net[2], won[1] + won[3] + net[1] + net[3]], rules.ecart
            )
        else:
            quarters = scoring.individual_q([won[s] + net[s] for s in range(4)])
        self._finish_hand(
            HandFacts(
                tuple(quarters),
                self._hand_number,
                self._dealer,
                tuple(won),
                settled,
                taker,
                self._called,
                partner,
            )
        )

    def _settle_announcements(self, taker: int, partner: int) -> tuple[Settled, ...]:
        """Each announcement with its outcome and value, in the order announced."""
        rules = self._rules
        n = rules.players
        leader, cards, last_winner = self._tricks[-1]
        out = []
        for seat, name, _ in self._announcements:
            if name == "conseil":
                value = scoring.CONSEIL
            elif name == "grand-conseil":
                value = scoring.GRAND_CONSEIL
            elif name == "jefa":
                made = last_winner == seat and cards[(seat - leader) % n] == JEFA
                value = rules.jefa_bonus if made else scoring.JEFA_FAILED
                name = "jefa made" if made else "jefa failed"
            else:
                if rules.mode == "teams":
                    camp = {seat % 2, seat % 2 + 2}
                elif rules.mode == "individual":
                    camp = {seat}
                else:
                    camp = {taker} if partner < 0 else {taker, partner}
                    if seat not in camp:
                        camp = set(range(n)) - camp
                made = {w for _, _, w in self._tricks} <= camp
                value = scoring.CHELEM_MADE if made else scoring.CHELEM_FAILED
                name = "chelem made" if made else "chelem failed"
            out.append((seat, name, value))
        return tuple(out)

    def _finish_hand(self, facts: HandFacts) -> None:
        """Record the hand, count manches; deal the next hand or end the match."""
        rules = self._rules
        n = rules.players
        quarters = facts.quarters
        self._results += (facts,)
        manche_scores = list(map(add, self._manche_scores, quarters))
        self._totals = tuple(map(add, self._totals, quarters))
        top = max(manche_scores)
        over = False
        if top >= MANCHE_QUARTERS:
            crossed = tuple(s for s in range(n) if manche_scores[s] == top)
            manches = list(self._manches)
            for s in crossed:
                manches[s] += 1
            self._manches = tuple(manches)
            self._manche_log += ((self._hand_number, crossed),)
            manche_scores = [0] * n
            if max(manches) >= MANCHES_TO_WIN:
                over = True
                self._winners = tuple(s for s in range(n) if manches[s] >= MANCHES_TO_WIN)
        self._manche_scores = tuple(manche_scores)
        if not over and rules.max_hands is not None and self._hand_number + 1 >= rules.max_hands:
            over = True
            best = max(zip(self._manches, self._manche_scores, strict=True))
            self._winners = tuple(
                s for s in range(n) if (self._manches[s], self._manche_scores[s]) == best
            )
        if over:
            self._phase = OVER
            self._turn = -1
            self._to_act = None
            self._legal_mask = 0
            self._legal = []
            return
        number = self._hand_number + 1
        dealer = rules.next_seat[self._dealer]
        self._begin_hand(number, dealer, shuffled_deal(rules.config.seed, number, dealer, n), None)

    # --- records: deals, finished hands' results ------------------------------------------------
    def deals(self) -> list[JSON]:
        return [self.deal(i) for i in range(len(self._deals))]

    def deal(self, index: int) -> JSON:
        dealer, hands, draw = self._deals[index]
        d: dict[str, JSON] = {"dealer": dealer}
        if index == 0 or index == -len(self._deals):
            d["dealer_draw"] = draw
        d["hands"] = [[card_to_str(x) for x in h] for h in hands]
        return d

    def hand_results(self) -> list[HandResult]:
        return list(self._finished_hands())

    def hands_finished(self) -> int:
        return len(self._results)

    def hand_result(self, index: int) -> HandResult:
        return self._finished_hands()[index]

    def hand_scores(self, index: int) -> tuple[Fraction, ...]:
        return scoring.quarters(self._results[index].quarters)

    def hand_score_floats(self, index: int) -> tuple[float, ...]:
        # quarter points over 4: exactly float(Fraction(q, 4)), one rounding of the same number
        return tuple([q / 4 for q in self._results[index].quarters])

    def _finished_hands(self) -> tuple[HandResult, ...]:
        """Every finished hand's `HandResult`: those built before (`_hand_memo`), and the hands
        finished since, built now and kept (a copy shares them: they never change)."""
        memo = self._hand_memo
        done = len(memo)
        if done < len(self._results):
            memo += tuple([self._hand_result(i) for i in range(done, len(self._results))])
            self._hand_memo = memo
        return memo

    def _hand_result(self, index: int) -> HandResult:
        facts = self._results[index]
        scores = scoring.quarters(facts.quarters)
        teams = self._teams(facts)
        team_scores = None
        if teams is not None:
            team_scores = tuple(sum((scores[s] for s in t), Fraction(0)) for t in teams)
        return HandResult(
            scores=scores, detail=self._detail(facts), teams=teams, team_scores=team_scores
        )

    def _detail(self, facts: HandFacts) -> dict[str, JSON]:
        """A finished hand's breakdown (built when read, not when the hand ends)."""
        rules = self._rules
        n = rules.players
        won = facts.card_points
        if won is None:
            return {
                "hand": facts.number,
                "dealer": facts.dealer,
                "void": True,
                "reason": "everyone passed",
            }
        settled = facts.announcements
        detail: dict[str, JSON] = {
            "hand": facts.number,
            "dealer": facts.dealer,
            "card_points": list(won),
            "announcements": [{"seat": s, "announcement": k, "value": v} for s, k, v in settled],
        }
        net = [0] * n
        for seat, _, value in settled:
            net[seat] += value
        if rules.mode == "camp":
            taker, called, partner = facts.taker, facts.called, facts.partner
            alone = partner < 0 or partner == taker
            camp = [taker] if alone else sorted((taker, partner))
            camp_points = sum(won[s] for s in camp)
            balance = 2 * sum(net[s] for s in camp) - sum(net)
            ecart = scoring.ecart(camp_points, rules.ecart)
            defender = next(s for s in range(n) if s not in camp)
            detail.update(
                taker=taker,
                called=card_to_str(called) if called >= 0 else None,
                partner=None if alone else partner,
                alone=alone,
                camp_points=camp_points,
                ecart=ecart,
                made=ecart >= 0,
                announcement_balance=balance,
                multiplier=scoring.camp_multiplier(n, alone),
                unit=score_json(Fraction(-facts.quarters[defender], 4)),
            )
        elif rules.mode == "teams":
            detail["team_totals"] = [
                won[0] + won[2] + net[0] + net[2],
                won[1] + won[3] + net[1] + net[3],
            ]
        else:
            detail["totals"] = [won[s] + net[s] for s in range(4)]
        return detail

    def _teams(self, facts: HandFacts) -> tuple[tuple[int, ...], ...] | None:
        rules = self._rules
        if rules.mode == "teams":
            return ((0, 2), (1, 3))
        if rules.mode == "individual" or facts.card_points is None:
            return None
        taker, partner = facts.taker, facts.partner
        camp = (taker,) if partner < 0 or partner == taker else tuple(sorted((taker, partner)))
        return camp, tuple(s for s in range(rules.players) if s not in camp)


__all__ = ["CARD_BIT", "MANCHES_TO_WIN", "MANCHE_QUARTERS", "Hands"]
