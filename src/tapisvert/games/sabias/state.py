"""One match of sabias: the deal, taking and the call, announcements, the play, scoring, manches.

The state is built for random play and search: hands are 60-bit masks, the trick in progress is a
short list of card ids with its led family, best strength and winner kept up to date, and the legal
set is one bitmask computed when the turn changes (the list is built from it on demand). Nothing
allocates a Fraction or a dict until a hand is scored.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from fractions import Fraction
from itertools import combinations
from operator import add, itemgetter
from typing import Any, ClassVar, Self, cast

from tapisvert.core import sages
from tapisvert.core.chance import hand_rng, shuffled_range
from tapisvert.core.errors import InvalidNotation, Refusal
from tapisvert.core.options import OptionValue
from tapisvert.core.protocol import (
    GameState,
    MatchConfig,
    check_action_id,
    check_seat,
    check_text,
)
from tapisvert.core.results import HandResult, MatchResult
from tapisvert.core.scores import score_json
from tapisvert.games.sabias import scoring
from tapisvert.games.sabias.cards import (
    ABOVE,
    C0,
    C1,
    C2,
    C3,
    C4,
    CONSEIL_INDEX,
    CONSEIL_MASKS,
    CONSEIL_NUMBERS,
    CONSEIL_SETS,
    DECK,
    FAMILY,
    FAMILY_NAMES,
    FAMILY_PLAIN,
    GRANDE_JEFA,
    JEFA,
    LED_BY,
    POINTS,
    SABIA_MASK,
    SABIA_OF,
    STRENGTH,
    TRUMP_LEAD,
    card_to_str,
    ids_of,
    is_grand,
    mask_of,
    parse_card,
    sort_key,
)
from tapisvert.games.sabias.views import (
    Announcement,
    AnnouncementName,
    LastHand,
    Mode,
    PhaseName,
    SabiasView,
    Trick,
)

JSON = Any
# What a finished hand leaves: number, dealer, card points per seat (None: void hand), the settled
# announcements (seat, name, value), taker, called Sabia, partner (-1: none).
HandFacts = tuple[int, int, tuple[int, ...] | None, tuple[tuple[int, str, int], ...], int, int, int]

# Action ids.
TAKE = 60
PASS = 61
CALL0 = 62  # CALL0 + k - 1 calls Sabia k
JEFA_ANN = 72
CHELEM_ANN = 73
DONE = 74
CONSEIL0 = 75  # CONSEIL0 + i shows CONSEIL_SETS[i] (a grand conseil when consecutive)
ACTION_SPACE = CONSEIL0 + len(CONSEIL_SETS)

# Phases.
BID, CALL, ANNOUNCE, PLAY, OVER = range(5)
PHASE_NAMES = ("taking", "call", "announcements", "play", "over")

# Legal card lists by mask, shared by every state (follow masks repeat: a family, the Sabias).
_IDS_CACHE: dict[int, list[int]] = {}
_IDS_CACHE_SIZE = 1 << 16
_IDS_CACHED_MAX = 10  # cards in a cached list
# Announcement options by (CHELEM open, JEFA open, Sabias held when a conseil is open).
_ANNOUNCE_CACHE: dict[int, tuple[list[int], int]] = {}

MANCHE_Q = 200 * 4  # 200 points, in quarters
MANCHES_TO_WIN = 2
JEFA_BIT = 1 << JEFA
GRANDE_JEFA_BIT = 1 << GRANDE_JEFA
BID_MASK = 1 << TAKE | 1 << PASS
# The cards that follow a lead by family index (a Sabia lead, TRUMP_LEAD, is followed by trumps).
_FOLLOW = (*FAMILY, 0)


def _cards(mask: int) -> str:
    return ", ".join(card_to_str(c) for c in sorted(ids_of(mask), key=sort_key)) or "nothing"


def _codes(mask: int) -> str:
    """The cards of `mask` in notation, space-separated, in hand order (a refusal's argument)."""
    return " ".join(card_to_str(c) for c in sorted(ids_of(mask), key=sort_key))


def _family(index: int) -> str:
    return f"{FAMILY_NAMES[index]} (family {index + 1})"


class Config:
    """What stays fixed for a whole match (shared by every clone)."""

    __slots__ = (
        "ecart",
        "exempt",
        "follow",
        "hand_size",
        "jefa_bonus",
        "match",
        "max_hands",
        "mode",
        "n",
        "nxt",
        "plain",
    )

    def __init__(self, n: int, seed: int, options: dict[str, OptionValue]) -> None:
        self.match = MatchConfig.of(n, seed, options)
        self.n = n
        if n == 4:
            self.mode = "teams" if options["four_player_mode"] == "teams" else "individual"
        else:
            self.mode = "camp"
        self.jefa_bonus = int(options["jefa_made_bonus"])  # type: ignore[arg-type]
        self.ecart = str(options["ecart"])
        self.follow = bool(options["sabia_must_follow_family"])
        self.exempt = bool(options["overtrump_partner_exempt"])
        self.plain = self.follow and not self.exempt
        mh = options["max_hands"]
        self.max_hands = None if mh is None else int(mh)
        self.hand_size = DECK // n
        self.nxt = tuple((s + 1) % n for s in range(n))


_PACK = range(DECK)
BIT = tuple(1 << c for c in range(DECK))


def shuffled_pack(rng: random.Random) -> list[int]:
    """The 60 card ids in a random order (a keyed sort: uniform, and faster than shuffle)."""
    rand = rng.random
    keys = [rand() for _ in _PACK]
    return sorted(_PACK, key=keys.__getitem__)


def draw_for_dealer(rng: random.Random, n: int) -> tuple[int, list[list[tuple[int, int]]]]:
    """Each player draws a card; the highest deals; players tied for highest draw again."""
    contenders = list(range(n))
    rounds: list[list[tuple[int, int]]] = []
    while True:
        pack = shuffled_pack(rng)
        draws = [(s, pack[i]) for i, s in enumerate(contenders)]
        rounds.append(draws)
        top = max(sages.draw_value(c) for _, c in draws)
        contenders = [s for s, c in draws if sages.draw_value(c) == top]
        if len(contenders) == 1:
            return contenders[0], rounds


def _holder(hands: tuple[tuple[int, ...], ...], card: int) -> int:
    """The seat dealt `card`."""
    for seat, hand in enumerate(hands):
        if card in hand:
            return seat
    raise AssertionError(f"card {card} was not dealt")


def dealer_from_draw(rounds: Sequence[Sequence[tuple[int, int]]], n: int) -> int:
    """The dealer a recorded draw designates (InvalidNotation when it designates nobody)."""
    contenders = list(range(n))
    for i, draws in enumerate(rounds):
        if [s for s, _ in draws] != contenders:
            raise InvalidNotation(
                f"dealer_draw round {i + 1} must be drawn by seats {contenders} in order"
            )
        top = max(sages.draw_value(c) for _, c in draws)
        contenders = [s for s, c in draws if sages.draw_value(c) == top]
        if len(contenders) == 1:
            if i != len(rounds) - 1:
                raise InvalidNotation("dealer_draw goes on after a single highest card")
            return contenders[0]
    raise InvalidNotation("dealer_draw ends on a tie: the tied players must draw again")


class SabiasState(GameState):
    """One match of sabias."""

    __slots__ = (
        *GameState.STATE_SLOTS,
        "_anns",
        "_best",
        "_bids",
        "_c",
        "_called",
        "_chelem",
        "_conseil_done",
        "_dealer",
        "_deals",
        "_hands",
        "_ids",
        "_jefa_done",
        "_leader",
        "_led",
        "_legal",
        "_lm",
        "_manche_log",
        "_manches",
        "_ms",
        "_p",
        "_partner",
        "_phase",
        "_res",
        "_shown",
        "_taker",
        "_total",
        "_tpts",
        "_trick",
        "_tricks",
        "_win",
        "_winners",
        "_won",
    )

    # clone() leaves each hand's sorted id lists to be rebuilt from the masks (a cache).
    CLONE_RESETS: ClassVar[frozenset[str]] = frozenset({"_ids"})

    _c: Config
    _hands: list[int]
    _ids: list[list[int]] | None  # each hand's ids ascending, or None (then built from masks)
    _phase: int
    _p: int
    _config: MatchConfig
    _to_act: int | None
    _lm: int
    _legal: list[int] | None
    _trick: list[int]
    _leader: int
    _led: int
    _best: int
    _win: int
    _tpts: int
    _won: list[int]
    _tricks: tuple[tuple[int, tuple[int, ...], int], ...]
    _hand_number: int
    _dealer: int
    _taker: int
    _called: int
    _partner: int
    _bids: tuple[tuple[int, bool], ...]
    _anns: tuple[tuple[int, str, int], ...]
    _shown: int
    _conseil_done: int
    _jefa_done: int
    _chelem: int
    _deals: tuple[tuple[int, tuple[tuple[int, ...], ...], JSON], ...]
    _res: tuple[tuple[tuple[int, ...], HandFacts], ...]
    _ms: tuple[int, ...]
    _manches: tuple[int, ...]
    _total: tuple[int, ...]
    _manche_log: tuple[tuple[int, tuple[int, ...]], ...]
    _winners: tuple[int, ...]

    # --- construction ---------------------------------------------------------------------------
    @classmethod
    def start(
        cls, n: int, seed: int, options: dict[str, OptionValue], deal: JSON | None
    ) -> SabiasState:
        self = cls()
        self._c = config = Config(n, seed, options)
        self._config = config.match
        self._deals = ()
        self._res = ()
        self._ms = (0,) * n
        self._manches = (0,) * n
        self._total = (0,) * n
        self._manche_log = ()
        self._winners = ()
        if deal is not None:
            dealer, hands, draw = parse_deal(deal, n)
        else:
            dealer, rounds = draw_for_dealer(hand_rng(seed, 0, "dealer"), n)
            draw = [[[s, card_to_str(c)] for s, c in r] for r in rounds]
            hands = self._shuffle_deal(0, dealer)
        self._begin_hand(0, dealer, hands, draw)
        return self

    def _shuffle_deal(self, hno: int, dealer: int) -> tuple[tuple[int, ...], ...]:
        """The whole pack shuffled and dealt one by one clockwise from the dealer's left."""
        c = self._c
        n = c.n
        pack = (*shuffled_range(self._config.seed, hno, DECK),)
        return tuple([pack[(s - dealer - 1) % n :: n] for s in range(n)])

    def _begin_hand(
        self, hno: int, dealer: int, hands: tuple[tuple[int, ...], ...], draw: JSON
    ) -> None:
        c = self._c
        self._hand_number = hno
        self._dealer = dealer
        self._deals += ((dealer, hands, draw),)
        self._hands = [sum(itemgetter(*h)(BIT)) if len(h) > 1 else mask_of(h) for h in hands]
        self._ids = [sorted(h) for h in hands]
        self._trick = []
        self._leader = dealer
        self._led = -1
        self._best = -1
        self._win = -1
        self._tpts = 0
        self._won = [0] * c.n
        self._tricks = ()
        self._taker = -1
        self._called = -1
        self._partner = -1
        self._bids = ()
        self._anns = ()
        self._shown = 0
        self._conseil_done = 0
        self._jefa_done = 0
        self._chelem = -1
        self._p = self._to_act = dealer
        if c.n == 4:
            self._phase = ANNOUNCE
            self._refresh_legal()
        else:
            self._phase = BID
            self._legal = [TAKE, PASS]
            self._lm = BID_MASK

    # --- the protocol's small accessors ---------------------------------------------------------
    def action_space(self) -> int:
        return ACTION_SPACE

    # --- legal actions ----------------------------------------------------------------------------
    def legal_actions(self) -> list[int]:
        legal = self._legal
        if legal is None:
            m = self._lm
            ids = _IDS_CACHE.get(m)
            if ids is None:
                legal = self._legal = [
                    *C0[m & 4095],
                    *C1[m >> 12 & 4095],
                    *C2[m >> 24 & 4095],
                    *C3[m >> 36 & 4095],
                    *C4[m >> 48 & 4095],
                ]
                if m.bit_count() <= _IDS_CACHED_MAX:  # whole hands rarely repeat: not kept
                    if len(_IDS_CACHE) >= _IDS_CACHE_SIZE:
                        _IDS_CACHE.clear()
                    _IDS_CACHE[m] = legal  # shared, as legal lists are: never mutated
                return legal
            legal = self._legal = ids
        return legal

    def _refresh_legal(self) -> None:
        """Recompute the legal set of the seat to act from scratch (any phase)."""
        phase = self._phase
        p = self._p
        if phase == PLAY:
            self._lm = self._follow_mask(p)
            self._legal = None
            return
        if phase == BID:
            legal = [TAKE, PASS]
        elif phase == CALL:
            legal = list(range(CALL0, CALL0 + 10))
        elif phase == ANNOUNCE:
            self._announce_legal(p)
            return
        else:
            legal = []
        self._legal = legal
        self._lm = mask_of(legal)

    def _announce_legal(self, p: int) -> None:
        """Set the legal list and mask of `p` announcing (cached by what they depend on)."""
        hand = self._hands[p]
        key = 0 if self._conseil_done >> p & 1 else hand & SABIA_MASK
        if self._chelem < 0:
            key |= 1 << 61
        if hand & JEFA_BIT and not self._jefa_done >> p & 1:
            key |= 1 << 60
        hit = _ANNOUNCE_CACHE.get(key)
        if hit is None:
            legal = self._announce_options(p)
            hit = _ANNOUNCE_CACHE[key] = (legal, mask_of(legal))
            if len(_ANNOUNCE_CACHE) > _IDS_CACHE_SIZE:
                _ANNOUNCE_CACHE.clear()
        self._legal = hit[0]  # shared: legal lists are never mutated
        self._lm = hit[1]

    def _announce_options(self, p: int) -> list[int]:
        hand = self._hands[p]
        out = []
        if hand & JEFA_BIT and not self._jefa_done >> p & 1:
            out.append(JEFA_ANN)
        if self._chelem < 0:
            out.append(CHELEM_ANN)
        out.append(DONE)
        held = hand & SABIA_MASK
        if held.bit_count() >= 5 and not self._conseil_done >> p & 1:
            numbers = [c // 6 + 1 for c in ids_of(held)]
            out.extend(CONSEIL0 + CONSEIL_NUMBERS[combo] for combo in combinations(numbers, 5))
        return out

    def _follow_mask(self, p: int) -> int:
        """The cards `p` may play to the trick in progress, every option considered."""
        hand = self._hands[p]
        if not self._trick:
            return hand
        led = self._led
        best = self._best
        if led == TRUMP_LEAD:
            trumps = hand & SABIA_MASK
            return (trumps & ABOVE[best] or trumps) if trumps else hand
        c = self._c
        own_sabia = 0
        if c.follow:
            fam = hand & FAMILY[led]
            if fam:
                return fam
        else:
            own_sabia = hand & SABIA_OF[led]
            fam = hand & FAMILY_PLAIN[led]
            if fam:
                return fam | own_sabia
        trumps = hand & SABIA_MASK & ~own_sabia
        if not trumps:
            return hand
        if c.exempt and best > 10 and self._knows_partner(p, self._win):
            return trumps | own_sabia
        return (trumps & ABOVE[best] or trumps) | own_sabia

    def _knows_partner(self, p: int, w: int) -> bool:
        """True when `p` knows that `w` plays on his side (for `overtrump_partner_exempt`)."""
        if p == w:
            return False
        c = self._c
        if c.mode == "teams":
            return w == (p + 2) % 4
        if c.mode == "individual":
            return False
        taker = self._taker
        if c.n == 3:
            return taker not in (p, w)
        partner = self._partner_seat()
        if partner >= 0:  # the call is public: camps are known
            camp = {taker, partner}
            return (p in camp) == (w in camp)
        # Before the reveal only the holder of the called Sabia knows a partner: the taker.
        return p != taker and bool(self._hands[p] >> self._called & 1) and w == taker

    # --- applying actions -------------------------------------------------------------------------
    def apply(self, action: int) -> None:
        if type(action) is not int or action < 0 or not self._lm >> action & 1:
            raise self._refuse(action)
        if action >= DECK:  # every legal action outside the play is an id above the cards
            self._apply_other(action)
            return
        p = self._p
        hands = self._hands
        hands[p] ^= 1 << action
        ids = self._ids
        if ids is not None:
            ids[p].remove(action)
        trick = self._trick
        c = self._c
        if trick:
            led = self._led
            best = self._best
            st = STRENGTH[led][action]
            if st > best:
                self._best = best = st
                self._win = p
            trick.append(action)
            self._tpts += POINTS[action]
            if len(trick) == c.n:
                w = self._win
                self._won[w] += self._tpts
                self._tricks += ((self._leader, (*trick,), w),)
                trick.clear()
                if not hands[p]:  # the trick's last player is out of cards: so is everyone
                    self._end_hand()
                    return
                self._leader = self._p = self._to_act = w
                self._lm = hands[w]
                self._legal = None if ids is None else ids[w][:]
                return
        else:
            led = self._led = LED_BY[action]
            best = self._best = STRENGTH[led][action]
            self._win = self._leader = p
            self._tpts = POINTS[action]
            trick.append(action)
        p = self._p = self._to_act = c.nxt[p]
        self._legal = None
        if not c.plain:
            self._lm = self._follow_mask(p)
            return
        hand = hands[p]
        fam = hand & _FOLLOW[led]
        if fam:
            self._lm = fam
            return
        trumps = hand & SABIA_MASK
        if trumps:
            self._lm = trumps & ABOVE[best] or trumps
        else:
            self._lm = hand
            if ids is not None:
                self._legal = ids[p][:]

    def _apply_other(self, action: int) -> None:
        phase = self._phase
        p = self._p
        c = self._c
        if phase == BID:
            self._bids += ((p, action == TAKE),)
            if action == TAKE:
                self._taker = p
                if c.n == 5:
                    self._phase = CALL
                else:
                    self._open_announcements()
            elif len(self._bids) == c.n:
                self._void_hand()
                return
            else:
                self._p = self._to_act = c.nxt[p]
                return  # the next seat has the same choice: take or pass
        elif phase == CALL:
            self._called = sages.sabia(action - CALL0 + 1)
            self._open_announcements()
        else:  # ANNOUNCE
            if action == DONE:
                nxt = c.nxt[p]
                if nxt == self._dealer:
                    self._phase = PLAY
                    lead = self._chelem if self._chelem >= 0 else self._dealer
                    self._p = self._to_act = self._leader = lead
                    self._lm = self._hands[lead]
                    ids = self._ids
                    self._legal = None if ids is None else ids[lead][:]
                    return
                self._p = self._to_act = nxt
            elif action == JEFA_ANN:
                self._jefa_done |= 1 << p
                self._anns += ((p, "jefa", 0),)
                self._make_public(p, JEFA_BIT)
            elif action == CHELEM_ANN:
                self._chelem = p
                self._anns += ((p, "chelem", 0),)
            else:
                i = action - CONSEIL0
                self._conseil_done |= 1 << p
                kind = "grand-conseil" if is_grand(CONSEIL_SETS[i]) else "conseil"
                self._anns += ((p, kind, CONSEIL_MASKS[i]),)
                self._make_public(p, CONSEIL_MASKS[i])
        if self._phase == ANNOUNCE:
            self._announce_legal(self._p)
        else:
            self._refresh_legal()

    def _open_announcements(self) -> None:
        self._phase = ANNOUNCE
        self._p = self._to_act = self._dealer

    def _make_public(self, p: int, cards: int) -> None:
        """Cards of `p`'s hand become public (shown Conseil, the Jefa a JEFA promises)."""
        self._shown |= cards
        if self._called >= 0 and cards >> self._called & 1:
            self._partner = p

    # --- the end of a hand ------------------------------------------------------------------------
    def _void_hand(self) -> None:
        self._finish_hand((0,) * self._c.n, (self._hand_number, self._dealer, None, (), -1, -1, -1))

    def _who_played(self, card: int) -> int:
        """The seat that played `card` this hand (finished tricks or the current one), or -1."""
        n = self._c.n
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

    def _end_hand(self) -> None:
        c = self._c
        n = c.n
        won = self._won
        taker = self._taker
        dealt = self._deals[-1][1]  # every card is played by the end: who held it, played it
        partner = self._partner
        if partner < 0 and self._called >= 0:
            partner = _holder(dealt, self._called)
        alone = partner < 0 or partner == taker
        entries: tuple[tuple[int, str, int], ...] = ()
        if self._anns:
            entries = self._settle_announcements(taker, -1 if alone else partner)
        gj = _holder(dealt, GRANDE_JEFA)
        if gj == _holder(dealt, JEFA):
            entries += ((gj, "grande jefa + jefa", scoring.GRANDE_JEFA_BONUS),)
        net = [0] * n
        for seat, _, value in entries:
            net[seat] += value
        mode = c.mode
        if mode == "camp":
            if alone:
                t = won[taker]
                camp_net = net[taker]
            else:
                t = won[taker] + won[partner]
                camp_net = net[taker] + net[partner]
            a = 2 * camp_net - sum(net) if entries else 0
            e = scoring.ecart(t, c.ecart)
            q, _ = scoring.camp_q(n, taker, None if alone else partner, e, a)
        elif mode == "teams":
            q = scoring.teams_q(
                [won[0] + won[2] + net[0] + net[2], won[1] + won[3] + net[1] + net[3]], c.ecart
            )
        else:
            q = scoring.individual_q([won[s] + net[s] for s in range(4)])
        facts = (self._hand_number, self._dealer, tuple(won), entries, taker, self._called, partner)
        self._finish_hand(tuple(q), facts)

    def _settle_announcements(self, taker: int, partner: int) -> tuple[tuple[int, str, int], ...]:
        """Each announcement with its outcome and value, in the order announced."""
        c = self._c
        n = c.n
        leader, cards, last_winner = self._tricks[-1]
        out = []
        for seat, kind, _ in self._anns:
            if kind == "conseil":
                value = scoring.CONSEIL
            elif kind == "grand-conseil":
                value = scoring.GRAND_CONSEIL
            elif kind == "jefa":
                made = last_winner == seat and cards[(seat - leader) % n] == JEFA
                value = c.jefa_bonus if made else scoring.JEFA_FAILED
                kind = "jefa made" if made else "jefa failed"
            else:
                if c.mode == "teams":
                    camp = {seat % 2, seat % 2 + 2}
                elif c.mode == "individual":
                    camp = {seat}
                else:
                    camp = {taker} if partner < 0 else {taker, partner}
                    if seat not in camp:
                        camp = set(range(n)) - camp
                made = {w for _, _, w in self._tricks} <= camp
                value = scoring.CHELEM_MADE if made else scoring.CHELEM_FAILED
                kind = "chelem made" if made else "chelem failed"
            out.append((seat, kind, value))
        return tuple(out)

    def _finish_hand(self, q: tuple[int, ...], facts: HandFacts) -> None:
        c = self._c
        n = c.n
        self._res += ((q, facts),)
        ms = list(map(add, self._ms, q))
        self._total = tuple(map(add, self._total, q))
        top = max(ms)
        over = False
        if top >= MANCHE_Q:
            crossed = tuple(s for s in range(n) if ms[s] == top)
            manches = list(self._manches)
            for s in crossed:
                manches[s] += 1
            self._manches = tuple(manches)
            self._manche_log += ((self._hand_number, crossed),)
            ms = [0] * n
            if max(manches) >= MANCHES_TO_WIN:
                over = True
                self._winners = tuple(s for s in range(n) if manches[s] >= MANCHES_TO_WIN)
        self._ms = tuple(ms)
        if not over and c.max_hands is not None and self._hand_number + 1 >= c.max_hands:
            over = True
            best = max(zip(self._manches, self._ms, strict=True))
            self._winners = tuple(s for s in range(n) if (self._manches[s], self._ms[s]) == best)
        if over:
            self._phase = OVER
            self._p = -1
            self._to_act = None
            self._lm = 0
            self._legal = []
            return
        hno = self._hand_number + 1
        dealer = c.nxt[self._dealer]
        self._begin_hand(hno, dealer, self._shuffle_deal(hno, dealer), None)

    def _detail(self, q: tuple[int, ...], facts: HandFacts) -> dict[str, JSON]:
        """A finished hand's breakdown (built when read, not when the hand ends)."""
        c = self._c
        n = c.n
        hno, dealer, won, entries, taker, called, partner = facts
        if won is None:
            return {"hand": hno, "dealer": dealer, "void": True, "reason": "everyone passed"}
        detail: dict[str, JSON] = {
            "hand": hno,
            "dealer": dealer,
            "card_points": list(won),
            "announcements": [{"seat": s, "announcement": k, "value": v} for s, k, v in entries],
        }
        net = [0] * n
        for seat, _, value in entries:
            net[seat] += value
        if c.mode == "camp":
            alone = partner < 0 or partner == taker
            camp = [taker] if alone else sorted((taker, partner))
            t = sum(won[s] for s in camp)
            a = 2 * sum(net[s] for s in camp) - sum(net)
            e = scoring.ecart(t, c.ecart)
            detail.update(
                taker=taker,
                called=card_to_str(called) if called >= 0 else None,
                partner=None if alone else partner,
                alone=alone,
                camp_points=t,
                ecart=e,
                made=e >= 0,
                announcement_balance=a,
                multiplier=scoring.camp_multiplier(n, alone),
                unit=score_json(Fraction(-q[_other(camp, n)], 4)),
            )
        elif c.mode == "teams":
            detail["team_totals"] = [
                won[0] + won[2] + net[0] + net[2],
                won[1] + won[3] + net[1] + net[3],
            ]
        else:
            detail["totals"] = [won[s] + net[s] for s in range(4)]
        return detail

    def _teams(self, facts: HandFacts) -> tuple[tuple[int, ...], ...] | None:
        c = self._c
        if c.mode == "teams":
            return ((0, 2), (1, 3))
        _, _, won, _, taker, _, partner = facts
        if c.mode == "individual" or won is None:
            return None
        camp = (taker,) if partner < 0 or partner == taker else tuple(sorted((taker, partner)))
        return camp, tuple(s for s in range(c.n) if s not in camp)

    # --- refusals ---------------------------------------------------------------------------------
    def refusal(self, action: int) -> Refusal:
        if not isinstance(action, int) or not 0 <= action < ACTION_SPACE:
            return Refusal(
                "no_such_action",
                {"last": ACTION_SPACE - 1},
                f"no such action: {action!r} (action ids are 0..{ACTION_SPACE - 1})",
            )
        phase = self._phase
        if phase == OVER:
            return Refusal("match_over", {}, "the match is over: no action is legal")
        if self._lm >> action & 1:
            return Refusal("legal", {}, f"{self.action_to_str(action)} is legal now")
        p = self._p
        text = self.action_to_str(action)
        if phase == BID:
            return Refusal(
                "sabias.take_or_pass",
                {},
                f"taking: say take or pass, not {text!r} (P{p} to speak)",
            )
        if phase == CALL:
            return Refusal(
                "sabias.call_a_sabia",
                {},
                f"the taker must call a Sabia (call S1..call S10), not {text!r}",
            )
        if phase == ANNOUNCE:
            return self._explain_announce(p, action, text)
        if action >= DECK:
            return Refusal(
                "sabias.play_a_card", {}, f"play: play a card from your hand, not {text!r}"
            )
        return self._explain_play(p, action)

    def _explain_announce(self, p: int, action: int, text: str) -> Refusal:
        hand = self._hands[p]
        if action < DECK or action in (TAKE, PASS) or CALL0 <= action < CALL0 + 10:
            return Refusal(
                "sabias.announce_or_done",
                {},
                f"announcements: announce (conseil, grand-conseil, jefa, chelem) or say done,"
                f" not {text!r}",
            )
        if action == JEFA_ANN:
            if self._jefa_done >> p & 1:
                return Refusal("sabias.jefa_done", {}, "JEFA: you have already announced it")
            return Refusal(
                "sabias.jefa_needs_s1",
                {"card": card_to_str(sages.sabia(1))},
                "JEFA: you must hold the Jefa de las Sabias (S1) to announce it",
            )
        if action == CHELEM_ANN:
            return Refusal(
                "sabias.chelem_taken",
                {"seat": self._chelem},
                f"CHELEM: P{self._chelem} has already announced the hand's CHELEM",
            )
        mask = CONSEIL_MASKS[action - CONSEIL0]
        word = "GRAND CONSEIL" if is_grand(CONSEIL_SETS[action - CONSEIL0]) else "CONSEIL"
        if self._conseil_done >> p & 1:
            return Refusal(
                "sabias.conseil_done",
                {},
                f"{word}: you have already announced a conseil this hand",
            )
        return Refusal(
            "sabias.conseil_lacks",
            {"cards": _codes(mask & ~hand)},
            f"{word}: you must hold the five Sabias you show; you lack {_cards(mask & ~hand)}",
        )

    def _explain_play(self, p: int, card: int) -> Refusal:
        hand = self._hands[p]
        name = card_to_str(card)
        if not hand >> card & 1:
            return Refusal("not_held", {"card": name}, f"you do not hold {name}")
        led = self._led
        lead = card_to_str(self._trick[0])
        best = self._best
        higher_than = card_to_str(sages.sabia(best - 10)) if best > 10 else ""
        trumps = hand & SABIA_MASK
        if led == TRUMP_LEAD:
            if not trumps >> card & 1:
                return Refusal(
                    "sabias.trump_led",
                    {"lead_card": lead, "cards": _codes(trumps)},
                    f"{lead} was led: you must play a trump (a Sabia); you hold {_cards(trumps)}",
                )
            return Refusal(
                "sabias.must_go_higher",
                {"higher_card": higher_than, "cards": _codes(trumps & ABOVE[best])},
                f"monter est obligatoire: you must play a trump higher than {higher_than};"
                f" you hold {_cards(trumps & ABOVE[best])}",
            )
        allowed = self._follow_mask(p)
        follow = self._c.follow
        fam = hand & (FAMILY[led] if follow else FAMILY_PLAIN[led])
        if fam:
            return Refusal(
                "sabias.must_follow",
                {"family": led + 1, "lead_card": lead, "cards": _codes(fam)},
                f"you must follow {_family(led)}, led with {lead}: you hold {_cards(fam)}"
                f" ({name} is not of that family)",
            )
        own = 0 if follow else hand & SABIA_OF[led]
        if not (trumps & ~own) >> card & 1:
            return Refusal(
                "sabias.must_trump",
                {"family": led + 1, "lead_card": lead, "cards": _codes(allowed)},
                f"couper est obligatoire: you have no card of {_family(led)} (led with {lead});"
                f" you must trump with {_cards(allowed)}",
            )
        return Refusal(
            "sabias.must_overtrump",
            {"higher_card": higher_than, "lead_card": lead, "cards": _codes(allowed & ~own)},
            f"surcouper est obligatoire: {higher_than} has trumped {lead};"
            f" you must overtrump with {_cards(allowed & ~own)}",
        )

    # --- notation ---------------------------------------------------------------------------------
    def action_to_str(self, action: int) -> str:
        return action_text(action)

    def parse_action(self, text: str) -> int:
        return parse_action_text(text)

    # --- copies and views -------------------------------------------------------------------------
    def clone(self) -> Self:
        c = type(self)()
        c._c = self._c
        c._config = self._config
        c._hands = self._hands[:]
        c._ids = None
        c._phase = self._phase
        c._p = self._p
        c._to_act = self._to_act
        c._lm = self._lm
        c._legal = self._legal
        c._trick = self._trick[:]
        c._leader = self._leader
        c._led = self._led
        c._best = self._best
        c._win = self._win
        c._tpts = self._tpts
        c._won = self._won[:]
        c._tricks = self._tricks
        c._hand_number = self._hand_number
        c._dealer = self._dealer
        c._taker = self._taker
        c._called = self._called
        c._partner = self._partner
        c._bids = self._bids
        c._anns = self._anns
        c._shown = self._shown
        c._conseil_done = self._conseil_done
        c._jefa_done = self._jefa_done
        c._chelem = self._chelem
        c._deals = self._deals
        c._res = self._res
        c._ms = self._ms
        c._manches = self._manches
        c._total = self._total
        c._manche_log = self._manche_log
        c._winners = self._winners
        return c

    def view(self, seat: int | None) -> SabiasView:
        """What `seat` may know now; `seat=None`: the public view (spectators, replays), no hand."""
        c = self._c
        check_seat(seat, c.n)
        n = c.n
        p = self._p
        taker = self._taker
        partner = self._partner_seat()
        revealed = partner >= 0
        hands = self._hands
        leader = self._leader
        last = None
        if self._res:
            r = self._hand_result(len(self._res) - 1)
            last = LastHand(r.scores, r.teams, r.team_scores, r.detail)
        return SabiasView(
            game="sabias",
            seat=seat,
            players=n,
            mode=cast(Mode, c.mode),
            options=self._config.options,
            to_act=None if p < 0 else p,
            phase=cast(PhaseName, PHASE_NAMES[self._phase]),
            hand_number=self._hand_number,
            dealer=self._dealer,
            legal_actions=tuple(self.legal_action_strs()) if p == seat else (),
            hand=(
                ()
                if seat is None
                else tuple([card_to_str(x) for x in sorted(ids_of(hands[seat]), key=sort_key)])
            ),
            hand_sizes=tuple([h.bit_count() for h in hands]),
            bids=tuple([(s, "take" if took else "pass") for s, took in self._bids]),
            taker=taker if taker >= 0 else None,
            called=card_to_str(self._called) if self._called >= 0 else None,
            partner=partner if revealed and partner != taker else None,
            alone=(partner == taker) if revealed else None,
            announcements=tuple(
                [
                    Announcement(s, cast(AnnouncementName, k), _card_tuple(m))
                    for s, k, m in self._anns
                ]
            ),
            shown=tuple([_card_tuple(hands[s] & self._shown) for s in range(n)]),
            chelem=self._chelem if self._chelem >= 0 else None,
            leader=leader if self._phase == PLAY else None,
            trick=tuple([((leader + i) % n, card_to_str(x)) for i, x in enumerate(self._trick)]),
            tricks=tuple(
                [Trick(ld, tuple([card_to_str(x) for x in cs]), w) for ld, cs, w in self._tricks]
            ),
            trick_points=tuple(self._won),
            grande_jefa=self._grande_jefa_seat(),
            manche_scores=tuple([Fraction(x, 4) for x in self._ms]),
            manches=self._manches,
            totals=tuple([Fraction(x, 4) for x in self._total]),
            last_hand=last,
            winners=self._winners if p < 0 else (),
        )

    def _grande_jefa_seat(self) -> int | None:
        gj = self._who_played(GRANDE_JEFA)
        if gj >= 0 and gj == self._who_played(JEFA):
            return gj
        return None

    def resample_hidden(self, seat: int, rng: random.Random) -> Self:
        out = self.clone()
        public = self._shown
        hidden = [0 if s == seat else h & ~public for s, h in enumerate(self._hands)]
        pool: list[int] = []
        for m in hidden:
            pool.extend(ids_of(m))
        rng.shuffle(pool)
        i = 0
        for s, m in enumerate(hidden):
            k = m.bit_count()
            out._hands[s] = (self._hands[s] & ~m) | mask_of(pool[i : i + k])
            i += k
        out._refresh_legal()
        return out

    # --- sampled worlds, for search -------------------------------------------------------------
    @classmethod
    def from_view(cls, view: SabiasView) -> SabiasState:
        """The match as the seat of `view` knows it, to sample worlds from (`with_hidden`).

        Everything public is exact: the options, the dealer, the bids, the call, the
        announcements, the tricks, the trick in progress, the standings and the last hand's
        result. Each seat holds only the cards the seat of `view` knows it holds (its own hand,
        the others' shown cards) until `with_hidden` deals the rest. Not public, so not
        reproduced: earlier hands' deals (placeholders) and their results but the last (void).
        """
        seat = view.seat
        if seat is None:
            raise InvalidNotation("the public view has no seat to sample for")
        n = view.players
        dealer = view.dealer
        hno = view.hand_number
        t = cls()
        t._c = Config(n, 0, dict(view.options))
        t._config = t._c.match
        called = -1 if view.called is None else parse_card(view.called)
        anns: list[tuple[int, str, int]] = []
        shown = conseil_done = jefa_done = 0
        partner = -1
        for a in view.announcements:
            cards = mask_of([parse_card(x) for x in a.cards])
            anns.append((a.seat, a.announcement, cards))
            made_public = cards
            if a.announcement == "jefa":
                jefa_done |= 1 << a.seat
                made_public = JEFA_BIT
            elif a.announcement in ("conseil", "grand-conseil"):
                conseil_done |= 1 << a.seat
            shown |= made_public
            if called >= 0 and made_public >> called & 1:
                partner = a.seat
        known = [0] * n
        known[seat] = mask_of([parse_card(x) for x in view.hand])
        for s, cards_shown in enumerate(view.shown):
            if s != seat:
                known[s] |= mask_of([parse_card(x) for x in cards_shown])
        trick_pairs = [(s, parse_card(x)) for s, x in view.trick]
        trick = [c for _, c in trick_pairs]
        leader = view.leader if view.leader is not None else dealer
        led = best = win = -1
        tpts = 0
        if trick_pairs:
            leader = trick_pairs[0][0]
            led = LED_BY[trick[0]]
            for s, c in trick_pairs:
                st = STRENGTH[led][c]
                if st > best:
                    best, win = st, s
                tpts += POINTS[c]
        p = -1 if view.to_act is None else view.to_act
        t._hands = known
        t._ids = None
        t._phase = PHASE_NAMES.index(view.phase)
        t._p = p
        t._to_act = view.to_act
        t._lm = 0
        t._legal = None
        t._trick = trick
        t._leader = leader
        t._led = led
        t._best = best
        t._win = win
        t._tpts = tpts
        t._won = list(view.trick_points)
        t._tricks = tuple(
            (tr.leader, tuple([parse_card(x) for x in tr.cards]), tr.winner) for tr in view.tricks
        )
        t._hand_number = hno
        t._dealer = dealer
        t._taker = -1 if view.taker is None else view.taker
        t._called = called
        t._partner = partner
        t._bids = tuple([(s, b == "take") for s, b in view.bids])
        t._anns = tuple(anns)
        t._shown = shown
        t._conseil_done = conseil_done
        t._jefa_done = jefa_done
        t._chelem = -1 if view.chelem is None else view.chelem
        size = DECK // n
        placeholder = tuple([tuple(range(s * size, (s + 1) * size)) for s in range(n)])
        t._deals = tuple([((dealer - hno + i) % n, placeholder, None) for i in range(hno)])
        t._res = _results_of_view(view)
        t._ms = tuple([_quarters(x) for x in view.manche_scores])
        t._manches = view.manches
        t._total = tuple([_quarters(x) for x in view.totals])
        t._manche_log = ()
        t._winners = view.winners
        return t

    def with_hidden(self, hands: Sequence[int], seed: int) -> Self:
        """A world sampled from this state (`from_view`): `hands` (masks) are every seat's cards
        now, the current hand's deal is recorded as each seat's cards played plus its hand, and
        the hands after this one are dealt from `seed`."""
        c = self._c
        n = c.n
        world = self.clone()
        world._c = Config(n, seed, dict(self._config.options))
        world._config = world._c.match
        world._hands = list(hands)
        played: list[list[int]] = [[] for _ in range(n)]
        for leader, cards, _ in self._tricks:
            for i, x in enumerate(cards):
                played[(leader + i) % n].append(x)
        for i, x in enumerate(self._trick):
            played[(self._leader + i) % n].append(x)
        dealt = tuple([tuple(played[s]) + tuple(ids_of(h)) for s, h in enumerate(hands)])
        world._deals = (*self._deals, (self._dealer, dealt, None))
        world._refresh_legal()
        return world

    # --- hands, deals, results --------------------------------------------------------------------
    def deals(self) -> list[JSON]:
        out = []
        for i, (dealer, hands, draw) in enumerate(self._deals):
            d: dict[str, JSON] = {"dealer": dealer}
            if i == 0:
                d["dealer_draw"] = draw
            d["hands"] = [[card_to_str(x) for x in h] for h in hands]
            out.append(d)
        return out

    def _hand_result(self, i: int) -> HandResult:
        q, facts = self._res[i]
        scores = scoring.quarters(q)
        teams = self._teams(facts)
        team_scores = None
        if teams is not None:
            team_scores = tuple(sum((scores[s] for s in t), Fraction(0)) for t in teams)
        return HandResult(
            scores=scores, detail=self._detail(q, facts), teams=teams, team_scores=team_scores
        )

    def hand_results(self) -> list[HandResult]:
        return [self._hand_result(i) for i in range(len(self._res))]

    def hand_scores(self, index: int) -> tuple[Fraction, ...]:
        return scoring.quarters(self._res[index][0])

    def result(self) -> MatchResult:
        c = self._c
        totals = scoring.quarters(self._total)
        teams = None
        team_totals = None
        if c.mode == "teams":
            teams = ((0, 2), (1, 3))
            team_totals = (totals[0], totals[1])
        return MatchResult(
            totals=totals,
            winners=self._winners if self._p < 0 else (),
            over=self._p < 0,
            hands=tuple(self.hand_results()),
            teams=teams,
            team_totals=team_totals,
            detail={
                "manches": list(self._manches),
                "manche_scores": [score_json(Fraction(x, 4)) for x in self._ms],
                "manche_winners": [
                    {"hand": h, "seats": list(seats)} for h, seats in self._manche_log
                ],
            },
        )

    def card_inventory(self) -> list[int]:
        cards = []
        for h in self._hands:
            cards.extend(ids_of(h))
        cards.extend(self._trick)
        for _, cs, _ in self._tricks:
            cards.extend(cs)
        return sorted(cards)

    # --- reading the state (render, tests) --------------------------------------------------------
    def hand_of(self, seat: int) -> list[int]:
        """The cards `seat` holds now (for tests and tools; not part of any observation)."""
        return ids_of(self._hands[seat])

    @property
    def phase(self) -> str:
        """The current phase's name."""
        return PHASE_NAMES[self._phase]

    def progress_marker(self) -> str:
        if self._phase == PLAY:
            return f"trick {len(self._tricks) + 1}"
        return PHASE_NAMES[self._phase]


def _other(camp: list[int], n: int) -> int:
    """A defender's seat (the camp's complement is never empty)."""
    return next(s for s in range(n) if s not in camp)


def _card_tuple(mask: int) -> tuple[str, ...]:
    return tuple(_card_list(mask))


def _card_list(mask: int) -> list[str]:
    return [card_to_str(x) for x in sorted(ids_of(mask), key=sort_key)]


# --- action notation ------------------------------------------------------------------------
def action_text(action: int) -> str:
    """`play S7`, `take`, `pass`, `call S3`, `jefa`, `chelem`, `done`, `conseil S1 S3 S4 S6 S9`."""
    check_action_id(action, ACTION_SPACE)
    if action < DECK:
        return f"play {card_to_str(action)}"
    if action == TAKE:
        return "take"
    if action == PASS:
        return "pass"
    if action < JEFA_ANN:
        return f"call S{action - CALL0 + 1}"
    if action == JEFA_ANN:
        return "jefa"
    if action == CHELEM_ANN:
        return "chelem"
    if action == DONE:
        return "done"
    combo = CONSEIL_SETS[action - CONSEIL0]
    word = "grand-conseil" if is_grand(combo) else "conseil"
    return word + "".join(f" S{k}" for k in combo)


_WORDS = {
    "take": TAKE,
    "je prends": TAKE,
    "prends": TAKE,
    "pass": PASS,
    "passe": PASS,
    "jefa": JEFA_ANN,
    "chelem": CHELEM_ANN,
    "done": DONE,
}


def parse_action_text(text: str) -> int:
    """The action id that `text` denotes (legality is not checked), or InvalidNotation."""
    check_text(text)
    t = " ".join(text.strip().lower().split())
    if t in _WORDS:
        return _WORDS[t]
    word, _, rest = t.partition(" ")
    if word == "play" and rest:
        return parse_card(rest)
    if word == "call" and rest:
        card = parse_card(rest)
        if not sages.is_sabia(card):
            raise InvalidNotation(f"only a Sabia can be called, not {card_to_str(card)}")
        return CALL0 + card // 6
    if word in ("conseil", "grand-conseil") and rest:
        cards = [parse_card(x) for x in rest.split()]
        mask = mask_of(cards)
        if len(cards) != 5 or mask.bit_count() != 5 or mask & ~SABIA_MASK:
            raise InvalidNotation(f"{word} shows five different Sabias, e.g. {word} S1 S2 S4 S6 S9")
        i = CONSEIL_INDEX[mask]
        if is_grand(CONSEIL_SETS[i]) != (word == "grand-conseil"):
            if word == "conseil":
                raise InvalidNotation("five consecutive Sabias are a grand-conseil")
            raise InvalidNotation("a grand-conseil shows five Sabias with consecutive numbers")
        return CONSEIL0 + i
    if rest == "" and word:
        try:
            return parse_card(word)
        except InvalidNotation:
            pass
    raise InvalidNotation(
        f"{text!r} is not a sabias action: write take, pass, call S7, jefa, chelem, done,"
        " conseil S1 S3 S4 S6 S9, grand-conseil S2 S3 S4 S5 S6, or play 6-V"
    )


def parse_deal(deal: JSON, n: int) -> tuple[int, tuple[tuple[int, ...], ...], JSON]:
    """Validate a deal (`deals()` format): dealer, dealer_draw (hand 0, optional), hands."""
    if not isinstance(deal, Mapping):
        raise InvalidNotation("a sabias deal is an object with dealer, dealer_draw and hands")
    unknown = set(deal) - {"dealer", "dealer_draw", "hands"}
    if unknown:
        raise InvalidNotation(f"unknown deal field(s): {', '.join(sorted(unknown))}")
    raw_hands = deal.get("hands")
    if not isinstance(raw_hands, list) or len(raw_hands) != n:
        raise InvalidNotation(f"deal: hands must be a list of {n} hands")
    hands = []
    size = DECK // n
    for s, h in enumerate(raw_hands):
        if not isinstance(h, list) or len(h) != size:
            raise InvalidNotation(f"deal: P{s} must be dealt {size} cards")
        hands.append(tuple(_deal_card(x) for x in h))
    every = [x for h in hands for x in h]
    if sorted(every) != list(range(DECK)):
        raise InvalidNotation("deal: the hands must hold each of the 60 cards exactly once")
    draw = deal.get("dealer_draw")
    dealer = deal.get("dealer")
    if draw is not None:
        if not isinstance(draw, list) or not draw:
            raise InvalidNotation("deal: dealer_draw is a list of rounds of [seat, card] draws")
        rounds = []
        for r in draw:
            if not isinstance(r, list) or not all(
                isinstance(x, list) and len(x) == 2 and isinstance(x[0], int) for x in r
            ):
                raise InvalidNotation("deal: each dealer_draw round is a list of [seat, card]")
            rounds.append([(int(x[0]), _deal_card(x[1])) for x in r])
        drawn = dealer_from_draw(rounds, n)
        if dealer is None:
            dealer = drawn
        elif dealer != drawn:
            raise InvalidNotation(f"deal: dealer_draw designates P{drawn}, not P{dealer}")
        draw = [[[s, card_to_str(x)] for s, x in r] for r in rounds]
    if dealer is None:
        raise InvalidNotation(
            f"deal: no dealer: give dealer (a seat 0..{n - 1}) or the dealer_draw that designates"
            " one"
        )
    if not isinstance(dealer, int) or isinstance(dealer, bool) or not 0 <= dealer < n:
        raise InvalidNotation(f"deal: dealer must be a seat 0..{n - 1}")
    return dealer, tuple(hands), draw


def _deal_card(x: JSON) -> int:
    if isinstance(x, str):
        return parse_card(x)
    raise InvalidNotation(f"deal: cards are written in notation (S7, 6-V), not {x!r}")


def _quarters(value: Fraction) -> int:
    q = value * 4
    if q.denominator != 1:
        raise InvalidNotation(f"not a sabias score: {value}")
    return int(q)


def _results_of_view(view: SabiasView) -> tuple[tuple[tuple[int, ...], HandFacts], ...]:
    """Earlier hands as void placeholders, the last one as `view` shows it (`from_view`)."""
    n = view.players
    hno = view.hand_number
    first_dealer = (view.dealer - hno) % n
    over = view.phase == PHASE_NAMES[-1] and view.to_act is None
    finished = hno + 1 if over else hno  # over: the current hand is finished too
    out: list[tuple[tuple[int, ...], HandFacts]] = [
        ((0,) * n, (i, (first_dealer + i) % n, None, (), -1, -1, -1)) for i in range(finished)
    ]
    last = view.last_hand
    if last is not None and out:
        q = tuple([_quarters(x) for x in last.scores])
        d = last.detail
        i = int(d.get("hand", finished - 1))
        hd = int(d.get("dealer", (first_dealer + i) % n))
        facts: HandFacts = (i, hd, None, (), -1, -1, -1)
        if not d.get("void"):
            entries = tuple(
                [
                    (int(e["seat"]), str(e["announcement"]), int(e["value"]))
                    for e in d.get("announcements", ())
                ]
            )
            taker = d.get("taker")
            called = d.get("called")
            partner = d.get("partner")
            tk = -1 if taker is None else int(taker)
            if partner is None:
                partner_seat = tk if d.get("alone") and called is not None else -1
            else:
                partner_seat = int(partner)
            facts = (
                i,
                hd,
                tuple([int(x) for x in d["card_points"]]),
                entries,
                tk,
                -1 if called is None else parse_card(called),
                partner_seat,
            )
        out[-1] = (q, facts)
    return tuple(out)
