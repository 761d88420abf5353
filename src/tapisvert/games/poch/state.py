"""One match of poch: deals of betting then runs, until one player holds every chip left.

The hot path (`legal_actions`, `apply`, `clone`) works on ints: hands are 32-bit masks, the owner
of every card is a tuple fixed at the deal, chips and piles are small lists. Deals and hand results
are kept raw and turned into JSON / `HandResult` only when asked.
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping
from fractions import Fraction
from typing import Any, ClassVar, Self

from tapisvert.core.chance import hand_rng
from tapisvert.core.errors import InvalidNotation
from tapisvert.core.options import OptionValue
from tapisvert.core.protocol import JSON, Game, GameState
from tapisvert.core.results import HandResult, MatchResult
from tapisvert.games.poch.cards import (
    DECK_SIZE,
    SUIT_NAMES,
    SUITS,
    card_to_str,
    cards_of,
    cards_str,
    parse_card,
    suit_mask,
)
from tapisvert.games.poch.scoring import (
    NUM_PILES,
    PILE_NAMES,
    best_set,
    describe_set,
    has_pair,
    piles_taken,
    piles_won,
    resolve_draw,
    showdown,
    turn_order,
)

PHASE_BET, PHASE_RUNS, PHASE_OVER = 0, 1, 2
PHASE_NAMES = ("betting", "runs", "over")

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

# (dealer, draw or None, trump card, hand masks)
RawDeal = tuple[int, tuple[tuple[int, int], ...] | None, int, tuple[int, ...]]


def deal_to_json(players: int, raw: RawDeal) -> dict[str, JSON]:
    """A deal as JSON: the form `deal=` accepts for the first hand."""
    dealer, draw, trump, hands = raw
    return {
        "players": players,
        "dealer": dealer,
        "draw": None if draw is None else [[s, card_to_str(c)] for s, c in draw],
        "trump": card_to_str(trump),
        "hands": [cards_str(h) for h in hands],
    }


def deal_from_json(players: int, data: Any) -> RawDeal:
    """Validate a deal given as JSON (first hand: every seat in play); InvalidNotation if wrong."""
    if not isinstance(data, Mapping):
        raise InvalidNotation("a poch deal is an object with dealer, trump and hands")
    unknown = set(data) - {"players", "dealer", "draw", "trump", "hands"}
    if unknown:
        raise InvalidNotation(f"unknown deal field(s): {', '.join(sorted(map(str, unknown)))}")
    if data.get("players", players) != players:
        raise InvalidNotation(f"this deal is for {data.get('players')} players, not {players}")
    dealer = data.get("dealer")
    if not isinstance(dealer, int) or isinstance(dealer, bool) or not 0 <= dealer < players:
        raise InvalidNotation(f"deal: dealer must be a seat 0..{players - 1}, not {dealer!r}")
    draw_data = data.get("draw")
    draw: tuple[tuple[int, int], ...] | None = None
    if draw_data is not None:
        if not isinstance(draw_data, list):
            raise InvalidNotation("deal: draw must be a list of [seat, card] pairs")
        pairs = []
        for item in draw_data:
            if (
                not isinstance(item, list | tuple)
                or len(item) != 2
                or not isinstance(item[0], int)
                or isinstance(item[0], bool)
            ):
                raise InvalidNotation(f"deal: bad draw entry {item!r}; write [seat, card]")
            pairs.append((item[0], parse_card(item[1])))
        draw = tuple(pairs)
        drawn = resolve_draw(players, draw)
        if drawn != dealer:
            raise InvalidNotation(f"deal: the draw makes seat {drawn} the dealer, not {dealer}")
    trump_text = data.get("trump")
    if not isinstance(trump_text, str):
        raise InvalidNotation("deal: trump must be a card such as QH")
    try:
        trump = parse_card(trump_text)
    except InvalidNotation as exc:
        raise InvalidNotation(f"deal: bad trump card: {exc}") from None
    hands_data = data.get("hands")
    if not isinstance(hands_data, list) or len(hands_data) != players:
        raise InvalidNotation(f"deal: hands must be a list of {players} lists of cards")
    masks = []
    seen = 0
    for hand in hands_data:
        if not isinstance(hand, list):
            raise InvalidNotation("deal: each hand must be a list of cards")
        m = 0
        for text in hand:
            c = parse_card(text)
            if (seen | m) >> c & 1:
                raise InvalidNotation(f"deal: {card_to_str(c)} is dealt twice")
            m |= 1 << c
        seen |= m
        masks.append(m)
    if seen != (1 << DECK_SIZE) - 1:
        missing = ", ".join(cards_str(((1 << DECK_SIZE) - 1) & ~seen))
        raise InvalidNotation(f"deal: the whole pack must be dealt; missing {missing}")
    expected = [0] * players
    order = turn_order(players, range(players), dealer)
    for i in range(DECK_SIZE):
        expected[order[i % players]] += 1
    sizes = [m.bit_count() for m in masks]
    if sizes != expected:
        raise InvalidNotation(
            f"deal: dealing one at a time from the dealer's left gives hands of {expected}"
            f" cards, not {sizes}"
        )
    return dealer, draw, trump, tuple(masks)


PERMUTATIONS = math.factorial(DECK_SIZE)
_LEFT = tuple(range(DECK_SIZE, 0, -1))
_SEATS: dict[tuple[int, ...], tuple[int, ...]] = {}


def _deal_seats(order: tuple[int, ...]) -> tuple[int, ...]:
    """The seat receiving each of the 32 cards dealt one at a time round `order`."""
    seats = _SEATS.get(order)
    if seats is None:
        seats = _SEATS[order] = tuple(order[i % len(order)] for i in range(DECK_SIZE))
    return seats


def deal_pack(
    number: int, order: list[int], players: int
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Deal the shuffled pack number `number` (0 <= number < 32!) one card at a time to `order`.

    The shuffle is the permutation of that index in the factorial number system (an exact, uniform
    shuffle from one random draw); returns the hand masks (all seats) and the owner of each card.
    """
    pack = list(range(DECK_SIZE))
    owner = [0] * DECK_SIZE
    masks = [0] * players
    seats = _deal_seats(tuple(order))
    for seat, left in zip(seats, _LEFT, strict=True):
        number, j = divmod(number, left)
        c = pack.pop(j)
        masks[seat] |= 1 << c
        owner[c] = seat
    return tuple(masks), tuple(owner)


def owners_of(hands: tuple[int, ...]) -> tuple[int, ...]:
    """The seat holding each card of a deal."""
    owner = [0] * DECK_SIZE
    for s, m in enumerate(hands):
        for c in cards_of(m):
            owner[c] = s
    return tuple(owner)


def draw_dealer(players: int, rng: random.Random) -> tuple[int, tuple[tuple[int, int], ...]]:
    """Draw for dealer: every seat draws a card, the highest deals, tied seats draw again."""
    pack = list(range(DECK_SIZE))
    rng.shuffle(pack)
    contenders = list(range(players))
    draws: list[tuple[int, int]] = []
    while True:
        if len(pack) < len(contenders):
            return contenders[0], tuple(draws)
        chunk = [(s, pack.pop()) for s in contenders]
        draws.extend(chunk)
        top = max(c & 7 for _, c in chunk)
        contenders = [s for s, c in chunk if c & 7 == top]
        if len(contenders) == 1:
            return contenders[0], tuple(draws)


class PochState(GameState):
    """A match of poch in progress."""

    __slots__ = (
        "_active",
        "_bet",
        "_bet_record",
        "_chips",
        "_deal_chips",
        "_dealer",
        "_deals",
        "_hand_no",
        "_hands",
        "_in_bet",
        "_lead_mask",
        "_legal",
        "_limit",
        "_n",
        "_opened",
        "_opener",
        "_options",
        "_order",
        "_other_suit",
        "_owner",
        "_passed",
        "_pending",
        "_phase",
        "_piles",
        "_piles_start",
        "_played",
        "_plays",
        "_req_pair",
        "_restrict",
        "_results",
        "_seed",
        "_stakes",
        "_start_chips",
        "_to_act",
        "_trump",
        "_tsuit",
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
        self._n = players
        self._seed = seed
        self._options = options
        start = options["starting_chips"]
        assert isinstance(start, int)
        self._start_chips = start
        self._req_pair = bool(options["bet_requires_pair"])
        self._other_suit = bool(options["new_run_other_suit"])
        limits = [v for v in (options["max_deals"], options["max_hands"]) if isinstance(v, int)]
        self._limit = min(limits) if limits else 0
        self._chips = [start] * players
        self._piles = [0] * NUM_PILES
        self._stakes = [0] * players
        self._active = (1 << players) - 1
        self._hands = [0] * players
        self._deals: tuple[RawDeal, ...] = ()
        self._results: tuple[tuple[Any, ...], ...] = ()
        self._winners: tuple[int, ...] = ()
        self._dealer = -1
        self._hand_no = -1
        self._start_deal(deal)

    # --- properties ------------------------------------------------------------------------
    @property
    def num_players(self) -> int:
        return self._n

    @property
    def options(self) -> Mapping[str, OptionValue]:
        return self._options

    @property
    def seed(self) -> int:
        return self._seed

    @property
    def to_act(self) -> int | None:
        return self._to_act

    @property
    def hand_number(self) -> int:
        return self._hand_no

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
        n = self._n
        h = self._hand_no + 1
        self._hand_no = h
        active = [s for s in range(n) if self._active >> s & 1]
        owner: tuple[int, ...] | None = None
        if given is not None:
            dealer, draw, trump, hands = given
            order = turn_order(n, active, dealer)
        else:
            draw = None
            if h == 0:
                dealer, draw = draw_dealer(n, hand_rng(self._seed, 0, "dealer"))
            else:
                dealer = self._dealer
                for step in range(1, n + 1):
                    s = (dealer + step) % n
                    if self._active >> s & 1:
                        dealer = s
                        break
            order = turn_order(n, active, dealer)
            rng = hand_rng(self._seed, h)
            # the card drawn from the middle of the shuffled pack and shown: any of the 32,
            # equally likely; it is shuffled back, so the deal below is independent of it
            trump = rng.getrandbits(5)
            hands, owner = deal_pack(rng.randrange(PERMUTATIONS), order, n)
        self._dealer = dealer
        self._owner = owner if owner is not None else owners_of(hands)
        self._order = tuple(order)
        self._deals = (*self._deals, (dealer, draw, trump, hands))
        self._trump = trump
        self._tsuit = trump >> 3
        chips = self._chips
        self._deal_chips = tuple(chips)
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
        self._piles_start = tuple(piles)
        self._hands = list(hands)
        self._played = 0
        self._plays: list[int] = []
        self._restrict = -1
        self._lead_mask = 0
        self._bet_record: tuple[Any, ...] | None = None
        # betting
        self._phase = PHASE_BET
        self._opened = False
        self._opener = -1
        self._bet = 0
        self._in_bet = self._active
        self._pending = self._active
        self._passed = 0
        self._to_act: int | None = self._order[0]
        self._legal: list[int] | None = None

    # --- legal actions ---------------------------------------------------------------------
    def _bet_bounds(self, p: int) -> tuple[bool, int, int]:
        """(can match, lowest bet, highest bet) for seat p in the betting; lo > hi: no bet."""
        if self._req_pair and not has_pair(self._hands[p]):
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
        elif self._phase == PHASE_RUNS:
            m = self._lead_mask
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
        if p is None or not isinstance(a, int):
            return False
        if self._phase == PHASE_RUNS:
            return 0 <= a < DECK_SIZE and bool(self._lead_mask >> a & 1)
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

    def explain_illegal(self, action: int) -> str:
        if not isinstance(action, int) or not 0 <= action < self.action_space():
            return f"no such action: {action!r} (action ids are 0..{self.action_space() - 1})"
        text = self.action_to_str(action)
        p = self._to_act
        if p is None:
            return f"{text}: the match is over"
        if self._is_legal(action):
            return f"{text} is legal"
        if self._phase == PHASE_RUNS:
            if action >= DECK_SIZE:
                return f"{text}: in the runs the only action is to lead a card (play CARD)"
            if not self._hands[p] >> action & 1:
                return f"{text}: you do not hold {card_to_str(action)}"
            suit = SUIT_NAMES[self._restrict]
            return (
                f"{text}: new_run_other_suit: the run ended on the ace of {suit}, start the new"
                f" run in another suit (you hold {' '.join(cards_str(self._lead_mask))})"
            )
        if action < DECK_SIZE:
            return f"{text}: cards are played in the runs, after the betting"
        if action == PASS:
            return (
                f"pass: the betting is open (seat {self._opener} opened) and the bet stands at"
                f" {self._bet}; match it, raise or drop out"
            )
        if action == DROP:
            return "drop: no one has opened the betting yet; pass or open (bet N)"
        if self._req_pair and not has_pair(self._hands[p]):
            return f"{text}: bet_requires_pair: only a player holding a pair may bet; you hold none"
        behind = self._chips[p]
        if action == MATCH:
            if not self._opened:
                return "match: no one has opened the betting yet; pass or open (bet N)"
            need = self._bet - self._stakes[p]
            return (
                f"match: matching {self._bet} costs {need} more chips and you have only {behind};"
                " a player who cannot cover the bet must drop out"
            )
        amount = action - BET_BASE
        cap = self._stakes[p] + behind
        if self._opened and amount <= self._bet:
            return f"{text}: a raise must go above the current bet of {self._bet}"
        return (
            f"{text}: bets are capped by your stack: your stake can reach at most {cap}"
            f" ({behind} chips behind)"
        )

    def action_space(self) -> int:
        return BET_BASE + 1 + self._n * self._start_chips

    def action_to_str(self, action: int) -> str:
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
        words = text.strip().lower().split() if isinstance(text, str) else []
        if len(words) == 1 and words[0] in ("pass", "check"):
            return PASS
        if len(words) == 1 and words[0] in ("drop", "fold"):
            return DROP
        if len(words) == 1 and words[0] in ("match", "call"):
            return MATCH
        if len(words) == 2 and words[0] in ("bet", "open", "raise") and words[1].isdigit():
            amount = int(words[1])
            if 1 <= amount <= self.action_space() - 1 - BET_BASE:
                return BET_BASE + amount
            raise InvalidNotation(
                f"{text!r}: a bet is 1..{self.action_space() - 1 - BET_BASE} chips"
            )
        if len(words) == 2 and words[0] in ("play", "lead"):
            return parse_card(words[1])
        raise InvalidNotation(
            f"{text!r} is not a poch action: write pass, bet N (open or raise the stake to N),"
            " match, drop, or play CARD (such as play 10H)"
        )

    # --- playing ---------------------------------------------------------------------------
    def apply(self, action: int) -> None:
        if self._phase == PHASE_RUNS:
            p = self._to_act
            if (
                p is not None
                and type(action) is int
                and 0 <= action < DECK_SIZE
                and self._lead_mask >> action & 1
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
            self._pending &= ~bit
        elif a == DROP:
            self._in_bet &= ~bit
            self._pending &= ~bit
        elif a == MATCH:
            self._chips[p] -= self._bet - self._stakes[p]
            self._stakes[p] = self._bet
            self._pending &= ~bit
        else:
            amount = a - BET_BASE
            self._chips[p] -= amount - self._stakes[p]
            self._stakes[p] = amount
            self._bet = amount
            if not self._opened:
                self._opened = True
                self._opener = p
            self._pending = self._in_bet & ~bit
        pending = self._pending
        if self._opened and self._in_bet & (self._in_bet - 1) == 0:
            self._end_betting(self._in_bet.bit_length() - 1, False)
        elif not pending:
            if self._opened:
                contenders = [s for s in self._order if self._in_bet >> s & 1]
                self._end_betting(showdown(self._hands, contenders, self._tsuit), True)
            else:
                self._end_betting(-1, False)
        else:
            n = self._n
            s = (p + 1) % n
            while not pending >> s & 1:
                s = (s + 1) % n
            self._to_act = s

    def _end_betting(self, winner: int, shown: bool) -> None:
        if winner >= 0:
            stakes = self._stakes
            key, mask = best_set(self._hands[winner], self._tsuit) if shown else (-1, 0)
            self._bet_record = (tuple(stakes), winner, shown, key, mask)
            self._chips[winner] += sum(stakes)
            self._stakes = [0] * self._n
            leader = winner
        else:
            leader = self._order[0]
        self._phase = PHASE_RUNS
        self._to_act = leader
        self._lead_mask = self._hands[leader]

    def _play_run(self, p: int, c: int) -> None:
        hands = self._hands
        owner = self._owner
        append = self._plays.append
        tsuit = self._tsuit
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
                self._restrict = restrict = c >> 3 if self._other_suit else -1
                break
            c += 1
            if played >> c & 1:
                self._restrict = restrict = -1
                break
            p = owner[c]
            append(p << 5 | c)
        self._played = played
        self._to_act = p
        hand = hands[p]
        if restrict >= 0:
            other = hand & ~(0xFF << (restrict << 3))
            self._lead_mask = other if other else hand
        else:
            self._lead_mask = hand

    def _end_deal(self, out: int) -> None:
        chips = self._chips
        n = self._n
        payments = [0] * n
        for s in self._order:
            if s != out:
                owed = self._hands[s].bit_count()
                pay = owed if chips[s] >= owed else chips[s]
                chips[s] -= pay
                payments[s] = -pay
                payments[out] += pay
        chips[out] += payments[out]
        active = [s for s in self._order if self._active >> s & 1]
        broke = [s for s in active if chips[s] == 0]
        eliminated: tuple[int, ...] = ()
        if len(broke) < len(active):
            eliminated = tuple(sorted(broke))
            for s in broke:
                self._active &= ~(1 << s)
        self._results = (
            *self._results,
            (
                self._deal_chips,
                tuple(chips),
                self._bet_record,
                out,
                tuple(payments),
                eliminated,
                self._piles_start,
                self._played,
            ),
        )
        self._legal = None
        remaining = [s for s in range(n) if self._active >> s & 1]
        limit_hit = self._limit and len(self._results) >= self._limit
        if len(remaining) <= 1 or limit_hit:
            self._phase = PHASE_OVER
            self._to_act = None
            best = max(chips[s] for s in remaining)
            self._winners = tuple(s for s in remaining if chips[s] == best)
            return
        self._start_deal(None)

    # --- copies and views ------------------------------------------------------------------
    def clone(self) -> Self:
        new = object.__new__(type(self))
        new._active = self._active
        new._bet = self._bet
        new._bet_record = self._bet_record
        new._chips = self._chips[:]
        new._deal_chips = self._deal_chips
        new._dealer = self._dealer
        new._deals = self._deals
        new._hand_no = self._hand_no
        new._hands = self._hands[:]
        new._in_bet = self._in_bet
        new._lead_mask = self._lead_mask
        new._legal = self._legal
        new._limit = self._limit
        new._n = self._n
        new._opened = self._opened
        new._opener = self._opener
        new._options = self._options
        new._order = self._order
        new._other_suit = self._other_suit
        new._owner = self._owner
        new._passed = self._passed
        new._pending = self._pending
        new._phase = self._phase
        new._piles = self._piles[:]
        new._piles_start = self._piles_start
        new._played = self._played
        new._plays = self._plays[:]
        new._req_pair = self._req_pair
        new._restrict = self._restrict
        new._results = self._results
        new._seed = self._seed
        new._stakes = self._stakes[:]
        new._start_chips = self._start_chips
        new._to_act = self._to_act
        new._trump = self._trump
        new._tsuit = self._tsuit
        new._winners = self._winners
        return new

    def _shown(self) -> tuple[int, int, int] | None:
        """(seat, set key, set mask) of the set shown at this deal's showdown, if any."""
        rec = self._bet_record
        if rec is None or not rec[2]:
            return None
        return rec[1], rec[3], rec[4]

    def resample_hidden(self, seat: int, rng: random.Random) -> Self:
        new = self.clone()
        shown = self._shown()
        fixed = [0] * self._n
        if shown is not None:
            fixed[shown[0]] = self._hands[shown[0]] & shown[2]
        others = [s for s in range(self._n) if s != seat]
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
        if new._phase == PHASE_RUNS and new._to_act is not None:
            hand = new._hands[new._to_act]
            if new._restrict >= 0:
                other = hand & ~suit_mask(new._restrict)
                new._lead_mask = other if other else hand
            else:
                new._lead_mask = hand
        return new

    def observation(self, seat: int | None) -> dict[str, JSON]:
        """What `seat` may know; `None` is the public view (spectators, replays): every public
        fact (chips, piles, bets, the set shown at a showdown, cards laid in runs), no hand
        (`hand` is None, `legal_actions` is empty)."""
        n = self._n
        to_act = self._to_act
        legal = (
            [self.action_to_str(a) for a in self.legal_actions()]
            if seat is not None and to_act == seat
            else []
        )
        piles = []
        taken = dict(self._piles_taken())
        for i, name in enumerate(PILE_NAMES):
            piles.append({"name": name, "chips": self._piles[i], "won_by": taken.get(i)})
        runs: list[list[list[int | str]]] = []
        for code in self._plays:
            entry: list[int | str] = [code >> 5 & 7, card_to_str(code & 31)]
            if code & LEAD_FLAG or not runs:
                runs.append([entry])
            else:
                runs[-1].append(entry)
        rec = self._bet_record
        bet_result: dict[str, JSON] | None = None
        if rec is not None:
            stakes, winner, shown, key, mask = rec
            bet_result = {
                "winner": winner,
                "stakes": list(stakes),
                "pot": sum(stakes),
                "showdown": shown,
                "shown": cards_str(mask) if shown else None,
                "set": describe_set(key) if shown else None,
            }
        lead_suit_barred = SUITS[self._restrict] if self._restrict >= 0 else None
        return {
            "game": "poch",
            "seat": seat,
            "players": n,
            "to_act": to_act,
            "phase": PHASE_NAMES[self._phase],
            "hand_number": self._hand_no,
            "dealer": self._dealer,
            "trump": card_to_str(self._trump),
            "trump_suit": SUITS[self._tsuit],
            "hand": None if seat is None else cards_str(self._hands[seat]),
            "hand_sizes": [h.bit_count() for h in self._hands],
            "chips": list(self._chips),
            "scores": list(self._chips),
            "in_match": [bool(self._active >> s & 1) for s in range(n)],
            "piles": piles,
            "stakes": list(self._stakes),
            "bet": self._bet,
            "opened": self._opened,
            "opener": self._opener if self._opened else None,
            "passed": [bool(self._passed >> s & 1) for s in range(n)],
            "dropped": [
                bool(self._active >> s & 1 and not self._in_bet >> s & 1) for s in range(n)
            ],
            "bet_result": bet_result,
            "runs": runs,
            "lead_suit_barred": lead_suit_barred,
            "legal_actions": legal,
            "winners": list(self._winners),
            "last_hand": self._raw_result_json(len(self._results) - 1) if self._results else None,
            "options": dict(self._options),
            "chips_at_deal": list(self._deal_chips),
            "piles_at_deal": list(self._piles_start),
        }

    def _piles_taken(self) -> list[tuple[int, int]]:
        """(pile, seat) of every pile taken this deal, in pile order."""
        return piles_taken(self._tsuit, self._owner, self._played)

    # --- hands, deals, results -------------------------------------------------------------
    def deals(self) -> list[JSON]:
        return [deal_to_json(self._n, raw) for raw in self._deals]

    def _raw_result_json(self, index: int) -> dict[str, JSON]:
        start, end, bet_rec, out, payments, eliminated, piles_start, played = self._results[index]
        dealer, _draw, trump, hands = self._deals[index]
        tsuit = trump >> 3
        owner = [0] * DECK_SIZE
        for s, m in enumerate(hands):
            for c in cards_of(m):
                owner[c] = s
        piles = [
            {"pile": PILE_NAMES[pile], "seat": seat, "chips": piles_start[pile]}
            for pile, seat in piles_taken(tsuit, owner, played)
        ]
        bet: dict[str, JSON] | None = None
        if bet_rec is not None:
            stakes, winner, shown, key, mask = bet_rec
            bet = {
                "winner": winner,
                "stakes": list(stakes),
                "pot": sum(stakes),
                "showdown": shown,
                "shown": cards_str(mask) if shown else None,
                "set": describe_set(key) if shown else None,
            }
        return {
            "hand": index,
            "dealer": dealer,
            "trump": card_to_str(trump),
            "chips_before": list(start),
            "chips_after": list(end),
            "bet": bet,
            "piles_won": piles,
            "out": out,
            "payments": list(payments),
            "eliminated": list(eliminated),
        }

    def hand_results(self) -> list[HandResult]:
        out = []
        for i, raw in enumerate(self._results):
            start, end = raw[0], raw[1]
            out.append(
                HandResult(
                    scores=tuple(Fraction(e - s) for s, e in zip(start, end, strict=True)),
                    detail=self._raw_result_json(i),
                )
            )
        return out

    def result(self) -> MatchResult:
        over = self._phase == PHASE_OVER
        eliminated = [s for s in range(self._n) if not self._active >> s & 1]
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


__all__ = ["PochState", "deal_from_json", "deal_to_json"]
