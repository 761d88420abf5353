"""One match of poch: deals of betting then runs, until one player holds every chip left.

The hot path (`legal_actions`, `apply`, `clone`) works on ints: hands are 32-bit masks, the owner
of every card is a tuple fixed at the deal, chips and piles are small lists. Deals and hand results
are kept raw and turned into JSON / `HandResult` only when asked.
"""

from __future__ import annotations

import random
from enum import IntEnum
from fractions import Fraction
from typing import TYPE_CHECKING, ClassVar, NamedTuple, Self

from tapisvert.core.bits import cards_of
from tapisvert.core.chance import hand_rng
from tapisvert.core.errors import InvalidNotation, Refusal
from tapisvert.core.options import OptionValue
from tapisvert.core.protocol import (
    JSON,
    Game,
    GameState,
    MatchConfig,
    check_action_id,
    check_seat,
    check_text,
)
from tapisvert.core.results import HandResult, MatchResult
from tapisvert.games.poch.cards import (
    DECK_SIZE,
    SUIT_NAMES,
    SUITS,
    card_to_str,
    cards_str,
    parse_card,
    suit_mask,
)
from tapisvert.games.poch.deal import (
    PERMUTATIONS,
    RawDeal,
    deal_from_json,
    deal_pack,
    deal_to_json,
    draw_dealer,
    owners_of,
)
from tapisvert.games.poch.scoring import (
    NUM_PILES,
    PILE_NAMES,
    best_set,
    describe_set,
    has_pair,
    piles_taken,
    piles_won,
    showdown,
    turn_order,
)
from tapisvert.games.poch.views import (
    BetView,
    DealSummaryView,
    PhaseName,
    PileView,
    PileWonView,
    PochView,
)

if TYPE_CHECKING:
    from tapisvert.games.poch.determinize import Public


class Phase(IntEnum):
    """The part of a deal being played."""

    BETTING = 0
    RUNS = 1
    OVER = 2


# plain names for the hot path (an enum's attribute costs some 0.3 µs in Python 3.11); phases are
# compared by identity
PHASE_BET, PHASE_RUNS, PHASE_OVER = Phase
PHASE_NAMES: tuple[PhaseName, ...] = ("betting", "runs", "over")


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


# Action ids: 0..31 lead that card; then pass, drop, match; then `bet N` (open or raise to N).
PASS = 32
DROP = 33
MATCH = 34
BET_BASE = 34  # bet N is BET_BASE + N, N >= 1

# _BYTE_CARDS[k][b]: the card ids of byte k of a hand mask whose value is b
_BYTE_CARDS = tuple(
    tuple(tuple(8 * k + i for i in range(8) if b >> i & 1) for b in range(256)) for k in range(4)
)

LEAD_FLAG = 256  # in the play log: this card started a run


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
        raise InvalidNotation(f"{text!r}: a bet is 1..{most} chips")
    if len(words) == 2 and words[0] in ("play", "lead"):
        return parse_card(words[1])
    raise InvalidNotation(
        f"{text!r} is not a poch action: write pass, bet N (open or raise the stake to N),"
        " match, drop, or play CARD (such as play 10H)"
    )


def _bet_view(bet: BetResult | None) -> BetView | None:
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


class PochState(GameState):
    """A match of poch in progress."""

    __slots__ = (
        *GameState.STATE_SLOTS,
        "_active",
        "_barred_suit",
        "_bet",
        "_bet_requires_pair",
        "_bet_result",
        "_chips",
        "_chips_at_deal",
        "_deal_limit",
        "_deal_records",
        "_dealer",
        "_hands",
        "_in_betting",
        "_leadable",
        "_legal",
        "_new_run_other_suit",
        "_opened",
        "_opener",
        "_owner",
        "_passed",
        "_phase",
        "_piles",
        "_piles_at_deal",
        "_played",
        "_players",
        "_results",
        "_run_log",
        "_stakes",
        "_starting_chips",
        "_to_speak",
        "_trump",
        "_trump_suit",
        "_turn_order",
        "_winners",
    )

    game: ClassVar[Game]

    def __init__(
        self,
        players: int,
        seed: int,
        options: dict[str, OptionValue],
        deal: RawDeal | None,
    ) -> None:
        self._config = MatchConfig.of(players, seed, options)
        self._players = players  # the hot path's copy of `_config.players`
        start = options["starting_chips"]
        assert isinstance(start, int)
        self._starting_chips = start
        self._bet_requires_pair = bool(options["bet_requires_pair"])
        self._new_run_other_suit = bool(options["new_run_other_suit"])
        limits = [v for v in (options["max_deals"], options["max_hands"]) if isinstance(v, int)]
        self._deal_limit = min(limits) if limits else 0
        self._chips = [start] * players
        self._piles = [0] * NUM_PILES
        self._stakes = [0] * players
        self._active = (1 << players) - 1
        self._hands = [0] * players
        self._deal_records: tuple[RawDeal, ...] = ()
        self._results: tuple[DealResult, ...] = ()
        self._winners: tuple[int, ...] = ()
        self._dealer = -1
        self._hand_number = -1
        self._start_deal(deal)

    # --- properties ------------------------------------------------------------------------
    @property
    def phase(self) -> str:
        """ "betting", "runs" or "over"."""
        return PHASE_NAMES[self._phase]

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

    # --- deals -----------------------------------------------------------------------------
    def _start_deal(self, given: RawDeal | None) -> None:
        n = self._players
        h = self._hand_number + 1
        self._hand_number = h
        active = [s for s in range(n) if self._active >> s & 1]
        owner: tuple[int, ...] | None = None
        if given is not None:
            dealer, draw, trump, hands = given
            order = turn_order(n, active, dealer)
        else:
            draw = None
            if h == 0:
                dealer, draw = draw_dealer(n, hand_rng(self._config.seed, 0, "dealer"))
            else:
                dealer = self._dealer
                for step in range(1, n + 1):
                    s = (dealer + step) % n
                    if self._active >> s & 1:
                        dealer = s
                        break
            order = turn_order(n, active, dealer)
            rng = hand_rng(self._config.seed, h)
            # the card drawn from the middle of the shuffled pack and shown: any of the 32,
            # equally likely; it is shuffled back, so the deal below is independent of it
            trump = rng.getrandbits(5)
            hands, owner = deal_pack(rng.randrange(PERMUTATIONS), order, n)
        self._dealer = dealer
        self._owner = owner if owner is not None else owners_of(hands)
        self._turn_order = tuple(order)
        self._deal_records = (*self._deal_records, (dealer, draw, trump, hands))
        self._trump = trump
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
        self._run_log: list[int] = []
        self._barred_suit = -1
        self._leadable = 0
        self._bet_result: BetResult | None = None
        # betting
        self._phase = PHASE_BET
        self._opened = False
        self._opener = -1
        self._bet = 0
        self._in_betting = self._active
        self._to_speak = self._active
        self._passed = 0
        self._to_act = self._turn_order[0]
        self._legal: list[int] | None = None

    # --- legal actions ---------------------------------------------------------------------
    def _bet_bounds(self, p: int) -> tuple[bool, int, int]:
        """(can match, lowest bet, highest bet) for seat p in the betting; lo > hi: no bet."""
        if self._bet_requires_pair and not has_pair(self._hands[p]):
            return False, 1, 0
        cap = self._stakes[p] + self._chips[p]
        if not self._opened:
            return False, 1, cap
        return self._chips[p] >= self._bet - self._stakes[p], self._bet + 1, cap

    def legal_actions(self) -> list[int]:
        legal = self._legal
        if legal is not None:
            return legal
        p = self._to_act
        if p is None:
            legal = []
        elif self._phase is PHASE_RUNS:
            m = self._leadable
            legal = [
                *_BYTE_CARDS[0][m & 255],
                *_BYTE_CARDS[1][m >> 8 & 255],
                *_BYTE_CARDS[2][m >> 16 & 255],
                *_BYTE_CARDS[3][m >> 24],
            ]
        else:
            can_match, lo, hi = self._bet_bounds(p)
            legal = [DROP, MATCH] if can_match else [DROP] if self._opened else [PASS]
            if lo <= hi:
                legal.extend(range(BET_BASE + lo, BET_BASE + hi + 1))
        self._legal = legal
        return legal

    def _is_legal(self, a: int) -> bool:
        p = self._to_act
        if p is None or type(a) is not int:
            return False
        if self._phase is PHASE_RUNS:
            return 0 <= a < DECK_SIZE and bool(self._leadable >> a & 1)
        if a == PASS:
            return not self._opened
        if a == DROP:
            return self._opened
        if a < PASS:
            return False
        can_match, lo, hi = self._bet_bounds(p)
        if a == MATCH:
            return can_match
        return lo <= a - BET_BASE <= hi

    def refusal(self, action: int) -> Refusal:
        if not isinstance(action, int) or not 0 <= action < self.action_space():
            last = self.action_space() - 1
            return Refusal(
                "no_such_action",
                {"last": last},
                f"no such action: {action!r} (action ids are 0..{last})",
            )
        text = self.action_to_str(action)
        p = self._to_act
        if p is None:
            return Refusal("match_over", {}, f"{text}: the match is over")
        if self._is_legal(action):
            return Refusal("legal", {}, f"{text} is legal")
        if self._phase is PHASE_RUNS:
            if action >= DECK_SIZE:
                return Refusal(
                    "poch.runs_play_only",
                    {},
                    f"{text}: in the runs the only action is to lead a card (play CARD)",
                )
            if not self._hands[p] >> action & 1:
                card = card_to_str(action)
                return Refusal("not_held", {"card": card}, f"{text}: you do not hold {card}")
            suit = SUIT_NAMES[self._barred_suit]
            leadable = " ".join(cards_str(self._leadable))
            return Refusal(
                "poch.new_run_other_suit",
                {"suit": SUITS[self._barred_suit], "cards": leadable},
                f"{text}: new_run_other_suit: the run ended on the ace of {suit}, start the new"
                f" run in another suit (you hold {leadable})",
            )
        if action < DECK_SIZE:
            return Refusal(
                "poch.cards_after_betting",
                {},
                f"{text}: cards are played in the runs, after the betting",
            )
        if action == PASS:
            return Refusal(
                "poch.no_pass_once_open",
                {"opener_seat": self._opener, "bet": self._bet},
                f"pass: the betting is open (P{self._opener} opened) and the bet stands at"
                f" {self._bet}; match it, raise or drop out",
            )
        if action == DROP:
            return Refusal(
                "poch.not_opened",
                {},
                "drop: no one has opened the betting yet; pass or open (bet N)",
            )
        if self._bet_requires_pair and not has_pair(self._hands[p]):
            return Refusal(
                "poch.bet_requires_pair",
                {},
                f"{text}: bet_requires_pair: only a player holding a pair may bet; you hold none",
            )
        behind = self._chips[p]
        if action == MATCH:
            if not self._opened:
                return Refusal(
                    "poch.not_opened",
                    {},
                    "match: no one has opened the betting yet; pass or open (bet N)",
                )
            need = self._bet - self._stakes[p]
            return Refusal(
                "poch.cannot_cover",
                {"bet": self._bet, "need": need, "chips": behind},
                f"match: matching {self._bet} costs {need} more chips and you have only {behind};"
                " a player who cannot cover the bet must drop out",
            )
        amount = action - BET_BASE
        cap = self._stakes[p] + behind
        if self._opened and amount <= self._bet:
            return Refusal(
                "poch.raise_above_bet",
                {"bet": self._bet},
                f"{text}: a raise must go above the current bet of {self._bet}",
            )
        return Refusal(
            "poch.bet_capped",
            {"cap": cap, "chips": behind},
            f"{text}: bets are capped by your stack: your stake can reach at most {cap}"
            f" ({behind} chips behind)",
        )

    def action_space(self) -> int:
        return BET_BASE + 1 + self._players * self._starting_chips

    def action_to_str(self, action: int) -> str:
        check_action_id(action, self.action_space())
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
        raise InvalidNotation(f"no such action id: {action!r}")

    def parse_action(self, text: str) -> int:
        return parse_action_text(text, self.action_space() - 1 - BET_BASE)

    # --- playing ---------------------------------------------------------------------------
    def apply(self, action: int) -> None:
        if self._phase is PHASE_RUNS:
            p = self._to_act
            if (
                p is not None
                and type(action) is int
                and 0 <= action < DECK_SIZE
                and self._leadable >> action & 1
            ):
                self._legal = None
                self._play_run(p, action)
                return
            raise self._refuse(action)
        if not self._is_legal(action):
            raise self._refuse(action)
        p = self._to_act
        assert p is not None
        self._legal = None
        self._bet_action(p, action)

    def _bet_action(self, p: int, a: int) -> None:
        bit = 1 << p
        if a == PASS:
            self._passed |= bit
            self._to_speak &= ~bit
        elif a == DROP:
            self._in_betting &= ~bit
            self._to_speak &= ~bit
        elif a == MATCH:
            self._chips[p] -= self._bet - self._stakes[p]
            self._stakes[p] = self._bet
            self._to_speak &= ~bit
        else:
            amount = a - BET_BASE
            self._chips[p] -= amount - self._stakes[p]
            self._stakes[p] = amount
            self._bet = amount
            if not self._opened:
                self._opened = True
                self._opener = p
            self._to_speak = self._in_betting & ~bit
        pending = self._to_speak
        if self._opened and self._in_betting & (self._in_betting - 1) == 0:
            self._end_betting(self._in_betting.bit_length() - 1, False)
        elif not pending:
            if self._opened:
                contenders = [s for s in self._turn_order if self._in_betting >> s & 1]
                self._end_betting(showdown(self._hands, contenders, self._trump_suit), True)
            else:
                self._end_betting(-1, False)
        else:
            n = self._players
            s = (p + 1) % n
            while not pending >> s & 1:
                s = (s + 1) % n
            self._to_act = s

    def _end_betting(self, winner: int, shown: bool) -> None:
        if winner >= 0:
            stakes = self._stakes
            key, mask = best_set(self._hands[winner], self._trump_suit) if shown else (-1, 0)
            self._bet_result = BetResult(tuple(stakes), winner, shown, key, mask)
            self._chips[winner] += sum(stakes)
            self._stakes = [0] * self._players
            leader = winner
        else:
            leader = self._turn_order[0]
        self._phase = PHASE_RUNS
        self._to_act = leader
        self._leadable = self._hands[leader]

    def _play_run(self, p: int, c: int) -> None:
        hands = self._hands
        owner = self._owner
        append = self._run_log.append
        tsuit = self._trump_suit
        played = self._played
        append(LEAD_FLAG | p << 5 | c)
        while True:
            bit = 1 << c
            hand = hands[p] ^ bit
            hands[p] = hand
            played |= bit
            if c >> 3 == tsuit:
                for pile in piles_won(c, tsuit, owner, played):
                    self._chips[p] += self._piles[pile]
                    self._piles[pile] = 0
            if not hand:
                self._played = played
                self._end_deal(p)
                return
            if c & 7 == 7:
                self._barred_suit = restrict = c >> 3 if self._new_run_other_suit else -1
                break
            c += 1
            if played >> c & 1:
                self._barred_suit = restrict = -1
                break
            p = owner[c]
            append(p << 5 | c)
        self._played = played
        self._to_act = p
        hand = hands[p]
        if restrict >= 0:
            other = hand & ~(0xFF << (restrict << 3))
            self._leadable = other if other else hand
        else:
            self._leadable = hand

    def _end_deal(self, out: int) -> None:
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
        active = [s for s in self._turn_order if self._active >> s & 1]
        broke = [s for s in active if chips[s] == 0]
        eliminated: tuple[int, ...] = ()
        if len(broke) < len(active):
            eliminated = tuple(sorted(broke))
            for s in broke:
                self._active &= ~(1 << s)
        self._results = (
            *self._results,
            DealResult(
                self._chips_at_deal,
                tuple(chips),
                self._bet_result,
                out,
                tuple(payments),
                eliminated,
                self._piles_at_deal,
                self._played,
            ),
        )
        self._legal = None
        remaining = [s for s in range(n) if self._active >> s & 1]
        limit_hit = self._deal_limit and len(self._results) >= self._deal_limit
        if len(remaining) <= 1 or limit_hit:
            self._phase = PHASE_OVER
            self._to_act = None
            best = max(chips[s] for s in remaining)
            self._winners = tuple(s for s in remaining if chips[s] == best)
            return
        self._start_deal(None)

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
        opts = public.options
        s = cls.__new__(cls)
        s._config = MatchConfig.of(n, seed, opts)
        s._players = n
        s._starting_chips = int(opts["starting_chips"])
        s._bet_requires_pair = bool(opts["bet_requires_pair"])
        s._new_run_other_suit = bool(opts["new_run_other_suit"])
        limits = [v for v in (opts["max_deals"], opts["max_hands"]) if isinstance(v, int)]
        s._deal_limit = min(limits) if limits else 0
        s._chips = list(public.chips_at_deal)
        s._piles = [0] * NUM_PILES
        s._stakes = [0] * n
        s._active = public.active
        s._hands = [0] * n
        s._deal_records, s._results = previous
        s._winners = ()
        s._dealer = public.dealer
        s._hand_number = public.hand_number - 1
        dealt = tuple(
            (public.hand if v == public.seat else hidden[v] | public.fixed[v]) | public.played[v]
            for v in range(n)
        )
        s._start_deal((public.dealer, None, public.trump, dealt))
        s._piles = list(public.piles_at_deal)
        s._piles_at_deal = public.piles_at_deal
        active = public.active
        if public.phase is PHASE_BET:
            for v in range(n):
                s._chips[v] -= public.stakes[v]
            s._stakes = list(public.stakes)
            s._bet = public.bet
            s._opened = public.opened
            s._opener = public.opener
            s._passed = public.passed
            s._in_betting = active & ~public.dropped
            if public.opened:
                s._to_speak = sum(
                    1 << v
                    for v in range(n)
                    if s._in_betting >> v & 1 and public.stakes[v] < public.bet
                )
            else:
                s._to_speak = active & ~public.passed
            s._to_act = public.to_act
            s._legal = None
        else:
            s._bet = public.bet
            s._opened = public.opened
            s._opener = public.opener
            s._passed = public.passed
            s._in_betting = active & ~public.dropped
            s._to_speak = 0
            if public.bet_result is None:
                s._end_betting(-1, False)
            else:
                stakes, winner, shown = public.bet_result
                for v in range(n):
                    s._chips[v] -= stakes[v]
                s._stakes = list(stakes)
                s._end_betting(winner, shown)
            for c in public.leads:
                s.apply(c)
        if s._to_act != public.to_act or s._phase != public.phase:
            raise InvalidNotation("the observation's runs do not replay")
        return s

    def with_other_hands(
        self, hands: list[int], owner: tuple[int, ...], dealt: tuple[int, ...], seed: int
    ) -> Self:
        """A copy of this sampled world with other hidden hands (`hands[seat]`, a mask; -1 keeps
        the seat's own), `owner` the seat dealt each card, `dealt` the deal's hands as dealt (for
        the record), and `seed` for later deals."""
        w = self.clone()
        mine = w._hands
        for v, hand in enumerate(hands):
            if hand >= 0:
                mine[v] = hand
        w._owner = owner
        record = self._deal_records[-1]
        w._deal_records = (*self._deal_records[:-1], (record[0], None, record[2], dealt))
        w._config = w._config.with_seed(seed)
        w._legal = None
        if w._phase is PHASE_RUNS:
            p = w._to_act
            assert p is not None
            hand = mine[p]
            if w._barred_suit >= 0:
                other = hand & ~(0xFF << (w._barred_suit << 3))
                w._leadable = other if other else hand
            else:
                w._leadable = hand
        return w

    # --- copies and views ------------------------------------------------------------------
    def clone(self) -> Self:
        new = object.__new__(type(self))
        new._active = self._active
        new._bet = self._bet
        new._bet_result = self._bet_result
        new._chips = self._chips[:]
        new._chips_at_deal = self._chips_at_deal
        new._dealer = self._dealer
        new._deal_records = self._deal_records
        new._hand_number = self._hand_number
        new._hands = self._hands[:]
        new._in_betting = self._in_betting
        new._leadable = self._leadable
        new._legal = self._legal
        new._deal_limit = self._deal_limit
        new._players = self._players
        new._opened = self._opened
        new._opener = self._opener
        new._config = self._config
        new._turn_order = self._turn_order
        new._new_run_other_suit = self._new_run_other_suit
        new._owner = self._owner
        new._passed = self._passed
        new._to_speak = self._to_speak
        new._phase = self._phase
        new._piles = self._piles[:]
        new._piles_at_deal = self._piles_at_deal
        new._played = self._played
        new._run_log = self._run_log[:]
        new._bet_requires_pair = self._bet_requires_pair
        new._barred_suit = self._barred_suit
        new._results = self._results
        new._stakes = self._stakes[:]
        new._starting_chips = self._starting_chips
        new._to_act = self._to_act
        new._trump = self._trump
        new._trump_suit = self._trump_suit
        new._winners = self._winners
        return new

    def _shown(self) -> tuple[int, int, int] | None:
        """(seat, set key, set mask) of the set shown at this deal's showdown, if any."""
        bet = self._bet_result
        if bet is None or not bet.showdown:
            return None
        return bet.winner, bet.set_key, bet.set_mask

    def resample_hidden(self, seat: int, rng: random.Random) -> Self:
        new = self.clone()
        shown = self._shown()
        fixed = [0] * self._players
        if shown is not None:
            fixed[shown[0]] = self._hands[shown[0]] & shown[2]
        others = [s for s in range(self._players) if s != seat]
        pool: list[int] = []
        for s in others:
            pool.extend(cards_of(self._hands[s] & ~fixed[s]))
        rng.shuffle(pool)
        owner = list(self._owner)
        pos = 0
        for s in others:
            free = (self._hands[s] & ~fixed[s]).bit_count()
            m = fixed[s]
            for c in pool[pos : pos + free]:
                m |= 1 << c
                owner[c] = s
            pos += free
            new._hands[s] = m
        new._owner = tuple(owner)
        new._legal = None
        if new._phase is PHASE_RUNS and new._to_act is not None:
            hand = new._hands[new._to_act]
            if new._barred_suit >= 0:
                other = hand & ~suit_mask(new._barred_suit)
                new._leadable = other if other else hand
            else:
                new._leadable = hand
        return new

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
        return PochView(
            game="poch",
            seat=seat,
            players=n,
            to_act=to_act,
            phase=PHASE_NAMES[self._phase],
            hand_number=self._hand_number,
            dealer=self._dealer,
            trump=card_to_str(self._trump),
            trump_suit=SUITS[self._trump_suit],
            hand=None if seat is None else tuple(cards_str(self._hands[seat])),
            hand_sizes=tuple(h.bit_count() for h in self._hands),
            chips=tuple(self._chips),
            scores=tuple(self._chips),
            in_match=tuple(bool(self._active >> s & 1) for s in range(n)),
            piles=tuple(
                PileView(name, self._piles[i], taken.get(i)) for i, name in enumerate(PILE_NAMES)
            ),
            stakes=tuple(self._stakes),
            bet=self._bet,
            opened=self._opened,
            opener=self._opener if self._opened else None,
            passed=tuple(bool(self._passed >> s & 1) for s in range(n)),
            dropped=tuple(
                bool(self._active >> s & 1 and not self._in_betting >> s & 1) for s in range(n)
            ),
            bet_result=_bet_view(self._bet_result),
            runs=tuple(tuple(run) for run in runs),
            lead_suit_barred=SUITS[self._barred_suit] if self._barred_suit >= 0 else None,
            legal_actions=(
                tuple(self.action_to_str(a) for a in self.legal_actions())
                if seat is not None and to_act == seat
                else ()
            ),
            winners=self._winners,
            last_hand=self._deal_summary(len(self._results) - 1) if self._results else None,
            options=self._config.options,
            chips_at_deal=tuple(self._chips_at_deal),
            piles_at_deal=tuple(self._piles_at_deal),
        )

    def _piles_taken(self) -> list[tuple[int, int]]:
        """(pile, seat) of every pile taken this deal, in pile order."""
        return piles_taken(self._trump_suit, self._owner, self._played)

    # --- hands, deals, results -------------------------------------------------------------
    def deals(self) -> list[JSON]:
        return [deal_to_json(self._players, raw) for raw in self._deal_records]

    def _deal_summary(self, index: int) -> DealSummaryView:
        start, end, bet_rec, out, payments, eliminated, piles_start, played = self._results[index]
        dealer, _draw, trump, hands = self._deal_records[index]
        tsuit = trump >> 3
        owner = [0] * DECK_SIZE
        for s, m in enumerate(hands):
            for c in cards_of(m):
                owner[c] = s
        return DealSummaryView(
            hand=index,
            dealer=dealer,
            trump=card_to_str(trump),
            chips_before=start,
            chips_after=end,
            bet=_bet_view(bet_rec),
            piles_won=tuple(
                PileWonView(PILE_NAMES[pile], seat, piles_start[pile])
                for pile, seat in piles_taken(tsuit, owner, played)
            ),
            out=out,
            payments=payments,
            eliminated=eliminated,
        )

    def hand_results(self) -> list[HandResult]:
        out = []
        for i, raw in enumerate(self._results):
            start, end = raw.chips_before, raw.chips_after
            out.append(
                HandResult(
                    scores=tuple(Fraction(e - s) for s, e in zip(start, end, strict=True)),
                    detail=self._deal_summary(i).to_json(),
                )
            )
        return out

    def result(self) -> MatchResult:
        over = self._phase is PHASE_OVER
        eliminated = [s for s in range(self._players) if not self._active >> s & 1]
        return MatchResult(
            totals=tuple(Fraction(c) for c in self._chips),
            winners=self._winners if over else (),
            over=over,
            hands=tuple(self.hand_results()),
            detail={
                "chips": list(self._chips),
                "piles": list(self._piles),
                "eliminated": eliminated,
                "deals": len(self._results),
            },
        )

    def card_inventory(self) -> list[int]:
        out = cards_of(self._played)
        for h in self._hands:
            out.extend(cards_of(h))
        return sorted(out)


__all__ = ["PochState", "deal_from_json", "deal_to_json", "parse_action_text"]
