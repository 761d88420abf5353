"""Sampling a whole match state from one seat's observation (for search bots such as ISMCTS).

The determinizer sees only the observation (a JSON dict) and its own random source. What is
public is rebuilt exactly: the options, the dealer, the trump card, the chips and piles as the deal
started (after the ante), the betting so far (stakes, the bet, who passed or dropped), the betting
result, every run played with who played each card, and the last finished deal's summary.

What is hidden, the other players' cards, is sampled among the cards not yet seen, with each
player's exact hand size, respecting every public fact about them:
- a card played in a run was dealt to the seat that played it (runs reveal every holder: the
  holder of the next card must play it, so there is nothing else to infer from them);
- the set shown at the showdown belongs to the betting winner, and it was his best set: he holds no
  better set;
- every other player still in at the showdown held a worse set (or, as the tie-break says, an equal
  no-pair hand if he sits after the winner in turn order);
- with `bet_requires_pair`, every player who staked chips holds a pair;
- with `new_run_other_suit`, a player who led a suit again right after its ace ended a run held
  no card of another suit then, hence holds none now.

During the betting the consistent deals are not all equally likely: a player who opened big is
more likely to hold three kings than a pair of sevens. The sampler reads the betting so far with a
betting model (a player's chance of winning the showdown, `showdown_chance`, decides whether he
checks, how much he opens, whether he matches: see `betting_claims`) and keeps each consistent deal
in proportion to how well the opponents' sets fit what their betting claims. That reads only the
public betting, and every world kept is still a consistent deal. Once the betting is over, the
showdown (or the lack of one) has said what matters exactly, and deals are uniform again.

Otherwise deals are drawn exactly uniformly among all consistent deals. When the facts are
loose (a quarter or more of uniform deals satisfy them, as measured once per observation),
uniform deals are drawn until one does. Otherwise the sampler counts: a bound on the best set is
a bound on every rank separately (the best set is the best of the per-rank sets), so it counts,
rank by rank, the ways to place the unseen cards of that rank (dynamic programming over the
constrained seats' remaining hand sizes and pair flags) and draws by those counts: no dead end,
since the true deal is one of them.
Seats with no constraint are one pool, split uniformly at the end.

A sampled world is the current deal started from the sampled hands (current cards plus the cards
each seat played), its betting set to what the observation shows, and its runs replayed; then the
match standings are the observation's. Previous deals are not part of the observation: they are
placeholders, except the last one, whose summary (`last_hand`) is rebuilt. Later deals use a seed
drawn from the random source.
"""

from __future__ import annotations

import bisect
import itertools
import math
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final

from tapisvert.core.draws import below, shuffle
from tapisvert.core.errors import InvalidNotation
from tapisvert.core.messages import msg
from tapisvert.games.poch.cards import DECK_SIZE, FULL_MASK, NUM_RANKS, parse_card, suit_mask
from tapisvert.games.poch.deal import RawDeal
from tapisvert.games.poch.scoring import NUM_PILES, PILE_NAMES, best_set, has_pair, turn_order
from tapisvert.games.poch.state import PochState
from tapisvert.games.poch.table import PHASE_BET, PHASE_RUNS, BetResult, DealResult, Phase
from tapisvert.games.poch.views import BetView, DealSummaryView, PochView

JSON = Any

# The trump cards whose play wins each pile, as offsets in the trump suit (7 = ace).
_PILE_CARDS: Final = {
    "A": (7,),
    "K": (6,),
    "Q": (5,),
    "J": (4,),
    "10": (3,),
    "K+Q": (5, 6),
    "7-8-9": (0, 1, 2),
}
_PILE_INDEX: Final = {name: i for i, name in enumerate(PILE_NAMES)}
_RANK_MASK: Final = tuple(0x01010101 << r for r in range(NUM_RANKS))

# --- the betting model ----------------------------------------------------------------------
# Players bet on the strength of their set: the chance that it beats the hands still in. The
# determinizer reads the opponents' public betting with this model (a stake says "strong", a
# check "not strong enough to open"), and the heuristic's fast rollout policy bets by it.
OPEN_AT: Final = 0.55  # a player opens with at least this chance of winning the showdown
SHADING: Final = 0.85  # a player facing someone else's bet discounts his chance by this factor
_beat_memo: Final[dict[tuple[int, int, tuple[int, ...], int], float]] = {}


def _beaten_by_rank(unseen: int, need: int, sizes: tuple[int, ...], total: int) -> float:
    """The chance that some rival gets at least `need` of `unseen` cards of one rank, when
    `total` hidden cards are dealt at random, `sizes` of them to the rivals (exact, the
    multivariate hypergeometric law)."""
    key = (unseen, need, sizes, total)
    got = _beat_memo.get(key)
    if got is not None:
        return got
    chance = 0.0
    if need <= unseen:
        rest = total - sum(sizes)
        ways = 0
        for split in itertools.product(range(unseen + 1), repeat=len(sizes)):
            placed = sum(split)
            if placed > unseen or max(split) < need or unseen - placed > rest:
                continue
            w = math.comb(rest, unseen - placed)
            for got_here, size in zip(split, sizes, strict=True):
                w *= math.comb(size, got_here)
            ways += w
        chance = ways / math.comb(total, unseen)
    _beat_memo[key] = chance
    return chance


def showdown_chance(hand: int, tsuit: int, sizes: tuple[int, ...], total: int) -> float:
    """The chance that `hand` wins the showdown against rivals holding `sizes` cards, dealt at
    random from the `total` cards it does not see (no pair in sight counts as a loss on ties).

    A rival beats the best set with a bigger set of any rank, a set of the same size and a
    higher rank, or the same pair with its trump; rank by rank that is "at least k of the unseen
    cards of this rank", whose chance is exact. The ranks are taken as independent, which makes
    it a product: within a few hundredths of a Monte Carlo estimate, and a few microseconds."""
    if not sizes:
        return 1.0
    key = best_set(hand, tsuit)[0]
    size, rank, trump = key >> 5, key >> 1 & 15, key & 1
    chance = 1.0
    for r in range(NUM_RANKS):
        unseen = 4 - (hand & _RANK_MASK[r]).bit_count()
        if size == 1:  # no pair: any pair beats it, and any higher card
            need = 1 if r > rank else 2
        else:
            need = size + 1 if r < rank else size if r > rank else size + trump
        chance *= 1.0 - _beaten_by_rank(unseen, need, sizes, total)
    return chance


def opening_chance(stake: int, cap: int) -> float:
    """The chance a player staking `stake` of `cap` chips claims: the model stakes the share
    2p - 1 of what he can bet (a Kelly-like fraction), so p = (1 + stake / cap) / 2."""
    return 0.5 + 0.5 * stake / cap if cap > 0 else 1.0


def _mask(texts: Any) -> int:
    m = 0
    for t in texts:
        m |= 1 << parse_card(t)
    return m


@dataclass(frozen=True, slots=True)
class Public:
    """Everything public in an observation, parsed once (an observation is sampled many times)."""

    players: int
    seat: int
    to_act: int
    phase: Phase  # PHASE_BET or PHASE_RUNS
    hand_number: int
    dealer: int
    trump: int
    active: int  # seats still in the match (mask)
    options: dict[str, Any]
    hand: int  # the seat's own cards (mask)
    played: tuple[int, ...]  # per seat, the cards it played this deal (mask)
    leads: tuple[int, ...]  # the first card of every run, in order
    fixed: tuple[int, ...]  # per seat, shown cards it still holds (mask)
    need: tuple[int, ...]  # per seat, how many hidden cards to sample (0 for the observer)
    unknown: int  # the cards to place (mask)
    bounds: tuple[int | None, ...]  # per seat, its best set's key must be below this
    pair: tuple[bool, ...]  # per seat, it must hold a pair
    allowed: tuple[int, ...]  # per seat, the cards its hidden hand may hold (mask)
    chips_at_deal: tuple[int, ...]
    piles_at_deal: tuple[int, ...]
    stakes: tuple[int, ...]
    bet: int
    opened: bool
    opener: int
    passed: int  # mask
    dropped: int  # mask
    bet_result: BetView | None
    last_hand: DealSummaryView | None


def parse_public(view: PochView | Mapping[str, JSON]) -> Public:
    """The public facts of one seat's view (typed, or as its JSON), checked enough to fail early
    on a foreign one."""
    if not isinstance(view, PochView):
        if view.get("game") != "poch":
            raise InvalidNotation(
                "not a poch observation", message=msg("poch-unreadable-view-foreign")
            )
        view = PochView.from_json(view)
    if view.phase not in ("betting", "runs") or view.to_act is None:
        raise InvalidNotation(
            "the match is over: there is nothing left to sample",
            message=msg("poch-unreadable-view-over"),
        )
    seat = view.seat
    if seat is None or view.hand is None:
        raise InvalidNotation(
            "the public view has no hand to sample around: give a seat's view",
            message=msg("poch-unreadable-view-no-hand"),
        )
    n = view.players
    dealer = view.dealer
    trump = parse_card(view.trump)
    tsuit = trump >> 3
    active = 0
    for s, inside in enumerate(view.in_match):
        if inside:
            active |= 1 << s
    hand = _mask(view.hand)
    played = [0] * n
    leads = []
    for run in view.runs:
        for i, (s, text) in enumerate(run):
            c = parse_card(text)
            played[s] |= 1 << c
            if i == 0:
                leads.append(c)
    sizes = view.hand_sizes
    fixed = [0] * n
    bounds: list[int | None] = [None] * n
    pair = [False] * n
    dropped = 0
    for s, d in enumerate(view.dropped):
        if d:
            dropped |= 1 << s
    result = view.bet_result
    order = turn_order(n, [s for s in range(n) if active >> s & 1], dealer)
    if result is not None:
        winner = result.winner
        if result.showdown and result.shown is not None:
            shown = _mask(result.shown)
            all_played = 0
            for m in played:
                all_played |= m
            fixed[winner] = shown & ~all_played
            key = best_set(shown, tsuit)[0]
            bounds[winner] = key + 1
            for s in order:
                if s != winner and not dropped >> s & 1:
                    bounds[s] = key if order.index(s) < order.index(winner) else key + 1
    allowed = [FULL_MASK] * n
    if view.options["new_run_other_suit"]:
        # a run ended on its ace and its player led that suit again: he held no other suit
        for before, run in itertools.pairwise(view.runs):
            end = parse_card(before[-1][1])
            lead = parse_card(run[0][1])
            if end & 7 == 7 and lead >> 3 == end >> 3:
                allowed[run[0][0]] &= suit_mask(end >> 3)
    if view.options["bet_requires_pair"]:
        staked = result.stakes if result is not None else view.stakes
        for s, x in enumerate(staked):
            pair[s] = x > 0
    seen = hand
    for m in played:
        seen |= m
    for m in fixed:
        seen |= m
    need = [0 if s == seat else sizes[s] - fixed[s].bit_count() for s in range(n)]
    fixed[seat] = 0
    bounds[seat] = None
    pair[seat] = False
    allowed[seat] = FULL_MASK
    unknown = FULL_MASK & ~seen
    if unknown.bit_count() != sum(need):
        raise InvalidNotation(
            "the hand sizes do not match the cards not yet seen",
            message=msg("poch-unreadable-view-sizes"),
        )
    passed = 0
    for s, p in enumerate(view.passed):
        if p:
            passed |= 1 << s
    return Public(
        players=n,
        seat=seat,
        to_act=view.to_act,
        phase=PHASE_BET if view.phase == "betting" else PHASE_RUNS,
        hand_number=view.hand_number,
        dealer=dealer,
        trump=trump,
        active=active,
        options=dict(view.options),
        hand=hand,
        played=tuple(played),
        leads=tuple(leads),
        fixed=tuple(fixed),
        need=tuple(need),
        unknown=unknown,
        bounds=tuple(bounds),
        pair=tuple(pair),
        allowed=tuple(allowed),
        chips_at_deal=view.chips_at_deal,
        piles_at_deal=view.piles_at_deal,
        stakes=view.stakes,
        bet=view.bet,
        opened=view.opened,
        opener=view.opener if view.opener is not None else -1,
        passed=passed,
        dropped=dropped,
        bet_result=result,
        last_hand=view.last_hand,
    )


# A placement of one rank's unseen cards: (masks per constrained seat, mask to the pool).
_Placement = tuple[tuple[int, ...], int]
# The placements of one rank grouped by outcome: (cards per constrained seat as a code, how many
# in all to those seats, cards to the pool, pair flags gained, the placements).
_Outcome = tuple[int, int, int, int, list[_Placement]]
# From a DP state: cumulative weights and, for each outcome kept, (next code, next need, next
# flags, its placements).
_Choice = tuple[list[int], list[tuple[int, int, int, list[_Placement]]]]
_PROBES: Final = 64  # uniform deals tried to tell loose facts from tight ones
_MIN_HIT_PERCENT: Final = 25  # loose: at least this share of uniform deals is consistent
_BITS: Final = 6  # a constrained seat's remaining need is a 5-bit digit under a guard bit


def _digits(code: int) -> list[int]:
    """The per-seat numbers packed in a code."""
    out = []
    while code:
        out.append(code & ((1 << (_BITS - 1)) - 1))
        code >>= _BITS
    return out


class HandSampler:
    """Draws the hidden hands uniformly among the deals consistent with the public facts."""

    def __init__(self, pub: Public) -> None:
        self.pub = pub
        n = pub.players
        others = [s for s in range(n) if s != pub.seat and pub.need[s] > 0]
        self.constrained = [
            s
            for s in others
            if pub.bounds[s] is not None or pub.pair[s] or pub.allowed[s] != FULL_MASK
        ]
        self.pool = [s for s in others if s not in self.constrained]
        self.cards = [c for c in range(DECK_SIZE) if pub.unknown >> c & 1]
        self._memo: dict[tuple[int, int, int], tuple[int, _Choice]] = {}
        self.by_rejection = False
        if not self.constrained:
            return
        k = len(self.constrained)
        known = [pub.played[s] | pub.fixed[s] for s in self.constrained]
        self._known = known
        self._everyone = [s for s in others if s in self.constrained or s in self.pool]
        # Loose facts: a uniform deal of the unseen cards is often consistent, and drawing until
        # one is stays exactly uniform; tight facts: count the consistent deals rank by rank.
        probe = random.Random(len(self.cards))
        hits = sum(self._try(probe) is not None for _ in range(_PROBES))
        if hits * 100 >= _MIN_HIT_PERCENT * _PROBES:
            self.by_rejection = True
            return
        self.required = 0
        flags = 0
        for j, s in enumerate(self.constrained):
            if pub.pair[s]:
                self.required |= 1 << j
                if any((known[j] & rm).bit_count() >= 2 for rm in _RANK_MASK):
                    flags |= 1 << j
        self.guard = sum(1 << (_BITS * j + _BITS - 1) for j in range(k))
        code = sum(pub.need[s] << (_BITS * j) for j, s in enumerate(self.constrained))
        self.start = (code, sum(pub.need[s] for s in self.constrained), flags)
        tsuit = pub.trump >> 3
        self.tables: list[list[_Outcome]] = []
        self.rest: list[int] = []  # unseen cards of ranks >= r
        for r in range(NUM_RANKS):
            self.rest.append((pub.unknown & sum(_RANK_MASK[r:])).bit_count())
            rank_cards = [c for c in self.cards if c & 7 == r]
            trump_card = tsuit * NUM_RANKS + r
            table: dict[tuple[int, int, int], list[_Placement]] = {}
            for dests in itertools.product(range(-1, k), repeat=len(rank_cards)):
                masks = [0] * k
                pool = 0
                ok = True
                for c, d in zip(rank_cards, dests, strict=True):
                    if d < 0:
                        pool |= 1 << c
                    elif pub.allowed[self.constrained[d]] >> c & 1:
                        masks[d] |= 1 << c
                    else:
                        ok = False
                if not ok:
                    continue
                gained = 0
                for j, s in enumerate(self.constrained):
                    sub = (known[j] | masks[j]) & _RANK_MASK[r]
                    count = sub.bit_count()
                    if not count:
                        continue
                    bound = pub.bounds[s]
                    if bound is not None and count * 32 + r * 2 + (sub >> trump_card & 1) >= bound:
                        ok = False
                        break
                    if count >= 2:
                        gained |= 1 << j
                if ok:
                    counts = sum(m.bit_count() << (_BITS * j) for j, m in enumerate(masks))
                    key = (counts, pool.bit_count(), gained & self.required)
                    table.setdefault(key, []).append((tuple(masks), pool))
            self.tables.append(
                [
                    (counts, sum(_digits(counts)), to_pool, gained, placements)
                    for (counts, to_pool, gained), placements in table.items()
                ]
            )
        self.rest.append(0)
        if not self._ways(0, *self.start):
            raise InvalidNotation(
                "no deal is consistent with this observation",
                message=msg("poch-unreadable-view-no-deal"),
            )

    def _try(self, rng: random.Random) -> list[int] | None:
        """A uniform deal of the unseen cards to the other seats, or None if it breaks a fact."""
        pub = self.pub
        cards = self.cards[:]
        shuffle(cards, rng)
        hands = [0] * pub.players
        _deal_in_turn(cards, self._everyone, pub.need, hands)
        tsuit = pub.trump >> 3
        for s, known in zip(self.constrained, self._known, strict=True):
            m = hands[s]
            if m & ~pub.allowed[s]:
                return None
            dealt = m | known
            bound = pub.bounds[s]
            if bound is not None and best_set(dealt, tsuit)[0] >= bound:
                return None
            if pub.pair[s] and not has_pair(dealt):
                return None
        return hands

    def _ways(self, r: int, code: int, need: int, flags: int) -> int:
        """The number of placements of the unseen cards of ranks >= r: `code` holds the needs of
        the constrained seats (`need` in all), `flags` the pairs they already hold."""
        if r == NUM_RANKS:
            return 1 if not need and flags & self.required == self.required else 0
        memo = self._memo.get((r, code, flags))
        if memo is not None:
            return memo[0]
        room = self.rest[r] - need  # what the pool still takes
        later = self.rest[r + 1]
        guard = self.guard
        guarded = code | guard
        total = 0
        cumulative: list[int] = []
        options: list[tuple[int, int, int, list[_Placement]]] = []
        for counts, taken, to_pool, gained, placements in self.tables[r]:
            if to_pool > room:
                continue
            left = guarded - counts
            if left & guard != guard:  # a seat would get more cards than it holds
                continue
            left_need = need - taken
            if left_need > later:
                continue
            nxt = left ^ guard
            nflags = flags | gained
            w = self._ways(r + 1, nxt, left_need, nflags)
            if w:
                total += w * len(placements)
                cumulative.append(total)
                options.append((nxt, left_need, nflags, placements))
        self._memo[(r, code, flags)] = (total, (cumulative, options))
        return total

    def sample(self, rng: random.Random, owner: list[int]) -> list[int]:
        """The hidden cards of every seat (masks); `owner` is updated for each placed card."""
        pub = self.pub
        if self.by_rejection:
            while (found := self._try(rng)) is None:
                pass
            for s in self._everyone:
                _set_owner(owner, s, found[s])
            return found
        hands = [0] * pub.players
        if self.constrained:
            pool_mask = 0
            code, _, flags = self.start
            memo = self._memo
            for r in range(NUM_RANKS):
                total, (cumulative, options) = memo[(r, code, flags)]
                i = bisect.bisect_right(cumulative, below(rng, total))
                code, _, flags, placements = options[i]
                masks, pool = placements[below(rng, len(placements))]
                pool_mask |= pool
                for s, m in zip(self.constrained, masks, strict=True):
                    hands[s] |= m
            for s in self.constrained:
                _set_owner(owner, s, hands[s])
            cards = [c for c in self.cards if pool_mask >> c & 1]
        else:
            cards = self.cards[:]
        shuffle(cards, rng)
        _deal_in_turn(cards, self.pool, pub.need, hands)
        for s in self.pool:
            _set_owner(owner, s, hands[s])
        return hands


def _previous(pub: Public) -> tuple[tuple[RawDeal, ...], tuple[DealResult, ...]]:
    """Deals and results standing for the previous deals (the last one rebuilt from its summary)."""
    n = pub.players
    h = pub.hand_number
    if h == 0:
        return (), ()
    placeholder = [0] * n
    for c in range(DECK_SIZE):
        placeholder[c % n] |= 1 << c
    last = pub.last_hand
    assert last is not None
    before = last.chips_before
    deals: list[RawDeal] = []
    results: list[DealResult] = []
    for i in range(h - 1):
        deals.append(RawDeal((pub.dealer - h + i) % n, None, pub.trump, tuple(placeholder)))
        results.append(DealResult(before, before, None, 0, (0,) * n, (), (0,) * NUM_PILES, 0))
    trump = parse_card(last.trump)
    base = trump >> 3 << 3
    hands = [0] * n
    played = 0
    piles_start = [0] * NUM_PILES
    for item in last.piles_won:
        bits = 0
        for offset in _PILE_CARDS[item.pile]:
            bits |= 1 << (base + offset)
        hands[item.seat] |= bits
        played |= bits
        piles_start[_PILE_INDEX[item.pile]] = item.chips
    bet = last.bet
    record = None
    if bet is not None:
        winner = bet.winner
        shown = bet.showdown
        key, mask = -1, 0
        if shown:
            mask = _mask(bet.shown or ())
            key = best_set(mask, trump >> 3)[0]
            hands[winner] |= mask
        record = BetResult(bet.stakes, winner, shown, key, mask)
    dealer = last.dealer
    taken = 0
    for m in hands:
        taken |= m
    hands[dealer] |= FULL_MASK & ~taken
    deals.append(RawDeal(dealer, None, trump, tuple(hands)))
    results.append(
        DealResult(
            before,
            last.chips_after,
            record,
            last.out,
            last.payments,
            last.eliminated,
            tuple(piles_start),
            played,
        )
    )
    return tuple(deals), tuple(results)


def build_world(pub: Public, hidden: list[int], seed: int) -> PochState:
    """The match state whose current deal gave each seat `hidden` plus its public cards."""
    return PochState.with_hidden(pub, hidden, _previous(pub), seed)


_SOFT: Final = 0.04  # how far (in chance) a sampled hand may stray from what its betting claims
_WIDTH: Final = 0.05  # how far a stake's claimed chance may be off the model's (its own estimate)
_TRIES: Final = 200  # sampled deals weighed at most for one world; then the most likely one is kept
# A claim about one opponent's chance of winning the showdown: (seat, lowest, highest).
_Claim = tuple[int, float, float]


def _deal_in_turn(
    cards: Sequence[int], seats: Sequence[int], need: Sequence[int], hands: list[int]
) -> None:
    """Deal `cards` in their order: the next `need[s]` of them to each seat `s` of `seats`."""
    i = 0
    for s in seats:
        m = 0
        for c in cards[i : i + need[s]]:
            m |= 1 << c
        hands[s] = m
        i += need[s]


def _set_owner(owner: list[int], seat: int, mask: int) -> None:
    """Mark `seat` as the owner of every card in `mask`."""
    while mask:
        low = mask & -mask
        owner[low.bit_length() - 1] = seat
        mask ^= low


def betting_claims(pub: Public) -> list[_Claim]:
    """What each opponent's betting so far says about his set, read with the betting model.

    A check (passed, nothing staked, still in) says the chance is below `OPEN_AT`; the opener's
    stake says the chance `opening_chance` (give or take), a raise over it the same chance once
    shaded; a match says about an even chance at least (and below `OPEN_AT` after a check); a
    drop says not enough to match. Only during the betting: afterwards the showdown has said what
    matters, exactly.
    """
    if pub.phase != PHASE_BET:
        return []
    claims: list[_Claim] = []
    for s in range(pub.players):
        if s == pub.seat or not pub.active >> s & 1:
            continue
        stake = pub.stakes[s]
        if pub.dropped >> s & 1:
            claims.append((s, 0.0, OPEN_AT + 0.05))
        elif stake == 0:
            if pub.passed >> s & 1:
                claims.append((s, 0.0, OPEN_AT))
        else:
            cap = pub.chips_at_deal[s] - min(NUM_PILES, pub.chips_at_deal[s])
            q = opening_chance(stake, cap)
            if s == pub.opener:
                claims.append((s, max(OPEN_AT, q - _WIDTH), q + _WIDTH))
            elif stake > pub.stakes[pub.opener]:  # a raise over the opener: shaded, as big
                claims.append((s, q / SHADING - _WIDTH, q / SHADING + _WIDTH))
            else:  # a match; after a check, of a hand too weak to open
                claims.append((s, 0.5, OPEN_AT if pub.passed >> s & 1 else 1.0))
    return claims


class _Prepared:
    """One observation's parse, sampler and world template (built from a fixed sample)."""

    __slots__ = ("claims", "observation", "pub", "sampler", "sizes", "template")

    def __init__(self, observation: PochView | Mapping[str, JSON]) -> None:
        self.observation = observation
        self.pub = pub = parse_public(observation)
        self.sampler = HandSampler(pub)
        self.claims = betting_claims(pub)
        # for each claim, its rivals' hand sizes and the cards he did not see (the betting
        # comes before any run: the hands are whole)
        held = [pub.hand.bit_count() if v == pub.seat else pub.need[v] for v in range(pub.players)]
        self.sizes = {
            s: (
                tuple(held[v] for v in range(pub.players) if v != s and pub.active >> v & 1),
                DECK_SIZE - held[s],
            )
            for s, _, _ in self.claims
        }
        owner = [0] * DECK_SIZE
        hidden = self.sampler.sample(random.Random(0), owner)
        self.template = build_world(pub, hidden, 0)

    def world(self, rng: random.Random) -> PochState:
        pub = self.pub
        t = self.template
        owner = list(t._dealt_to)
        if self.claims:
            hidden, owner = self._likely(rng, owner)
        else:
            hidden = self.sampler.sample(rng, owner)
        n = pub.players
        hands = [hidden[v] | pub.fixed[v] if v != pub.seat else -1 for v in range(n)]
        dealt = tuple((pub.hand if v == pub.seat else hands[v]) | pub.played[v] for v in range(n))
        return t.with_other_hands(hands, tuple(owner), dealt, rng.getrandbits(63))

    def _likely(self, rng: random.Random, owner: list[int]) -> tuple[list[int], list[int]]:
        """Hidden hands drawn in proportion to how well they fit the betting claims: consistent
        deals are weighed and kept with their weight (rejection), the best of `_TRIES` if none
        is kept. Every candidate is a consistent deal, so every world is."""
        pub = self.pub
        tsuit = pub.trump >> 3
        sizes = self.sizes
        best: tuple[float, list[int], list[int]] | None = None
        for _ in range(_TRIES):
            mine = owner[:]
            hidden = self.sampler.sample(rng, mine)
            miss = 0.0
            for s, lo, hi in self.claims:
                rivals, unseen = sizes[s]
                p = showdown_chance(hidden[s] | pub.fixed[s], tsuit, rivals, unseen)
                miss += lo - p if p < lo else p - hi if p > hi else 0.0
            weight = math.exp(-miss / _SOFT)
            if rng.random() < weight:
                return hidden, mine
            if best is None or weight > best[0]:
                best = (weight, hidden, mine)
        assert best is not None
        return best[1], best[2]


_last: _Prepared | None = None


def determinize(observation: PochView | Mapping[str, JSON], rng: random.Random) -> PochState:
    """A match state consistent with everything one seat's view (typed, or as its JSON) shows,
    hidden cards sampled."""
    global _last
    prepared = _last
    if prepared is None or prepared.observation is not observation:
        prepared = _last = _Prepared(observation)
    return prepared.world(rng)


__all__ = ["HandSampler", "Public", "build_world", "determinize", "parse_public"]
