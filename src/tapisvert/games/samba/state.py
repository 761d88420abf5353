"""One Samba match: hands dealt from the seed, turns as small steps, team scoring to 10,000."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from fractions import Fraction
from itertools import compress
from typing import Any, ClassVar, Self

from tapisvert.core.chance import hand_rng
from tapisvert.core.errors import IllegalAction, InvalidNotation
from tapisvert.core.options import OptionValue
from tapisvert.core.protocol import Action, Game, GameState, Seat
from tapisvert.core.results import HandResult, MatchResult
from tapisvert.games.samba import actions as A
from tapisvert.games.samba.cards import (
    IS_BLACK3,
    IS_NATURAL,
    IS_RED3,
    IS_WILD,
    JOKER,
    NUM_KINDS,
    PACK,
    PACK_SIZE,
    RED_THREES,
    SUITS,
    TWOS,
    VALUE,
    card_to_str,
    kind,
    parse_card,
    rank_of,
    rank_text,
    sort_key,
    suit_of,
)
from tapisvert.games.samba.scoring import (
    GROUP,
    SEQUENCE,
    YES_NOT_OUT_FINE,
    Meld,
    canasta_kind,
    initial_minimum,
    team_hand_score,
)

JSON = Any

TURN = 0  # start of a turn: draw, take the pile, ask, or (stock exhausted) end
ANSWER = 1  # the partner answers "may I go out?"
PLAY = 2  # after drawing or taking: meld, lay off, merge, discard
OVER = 3
PHASE_NAMES = ("turn", "answer", "play", "over")

# (wild-combo index, wild count, wild value) usable with min(jokers, 2) and min(twos, 2) held
_COMBOS: tuple[tuple[tuple[tuple[int, int, int], ...], ...], ...] = tuple(
    tuple(
        tuple(
            (w, j + t, 50 * j + 20 * t)
            for w, (j, t) in enumerate(A.WILD_COMBOS)
            if j <= jmax and t <= tmax
        )
        for tmax in range(3)
    )
    for jmax in range(3)
)
_GROUP_BASE = tuple(A.GROUP + (i - 1) * A.GROUP_NATURALS * 6 for i in range(13))
_SEQ_IDS: tuple[tuple[dict[int, int], ...], ...] = tuple(
    tuple(
        {ln: A.seq_id(suit, low, ln) for ln in range(3, 8) if low + ln - 1 <= 14}
        if 4 <= low <= 12 else {}
        for low in range(15)
    )
    for suit in range(4)
)
# the ids of every new group of rank index i (rank - 2) with jm jokers and tm twos at most,
# with two naturals held (False) or three or more (True)
_GROUP_FAST: tuple[tuple[tuple[tuple[tuple[int, ...], ...], ...], ...], ...] = tuple(
    tuple(
        tuple(
            tuple(
                tuple(
                    _GROUP_BASE[i] + (n - 2) * 6 + w
                    for n in ((2, 3) if three else (2,))
                    for w, nw, _ in _COMBOS[jm][tm]
                    if n + nw >= 3
                )
                for three in (False, True)
            )
            for tm in range(3)
        )
        for jm in range(3)
    )
    if i >= 2 else ()
    for i in range(13)
)
# the ids of every sequence within a run of one suit from rank lo to rank hi
_RUN_IDS: tuple[tuple[tuple[tuple[int, ...], ...], ...], ...] = tuple(
    tuple(
        tuple(
            tuple(
                A.seq_id(suit, low, ln)
                for low in range(lo, hi - 1)
                for ln in range(3, min(7, hi - low + 1) + 1)
            )
            if lo >= 4 and hi <= 14 and hi - lo >= 2 else ()
            for hi in range(15)
        )
        for lo in range(15)
    )
    for suit in range(4)
)
_DISCARD_IDS = tuple(A.DISCARD + c for c in range(NUM_KINDS))
_WILD_KINDS = (*TWOS, JOKER)
_LAYOFF = A.LAYOFF
_GROUP = A.GROUP
_SEQ = A.SEQ
# (suit, low, length, cards) of each sequence id from SEQ
_SEQ_RUNS = tuple(
    (suit, low, length, tuple(kind(suit, r) for r in range(low, low + length)))
    for suit, low, length in A.SEQUENCES
)
_GROUP_PARTS = tuple(A.group_parts(a) for a in range(A.GROUP, A.SEQ))
# each suit with suit * 13 - 2 (the id of its rank 0) and the ids of its 6, 9 and Q
_SEQ_PIVOTS = tuple((s, s * 13 - 2, s * 13 + 4, s * 13 + 7, s * 13 + 10) for s in range(4))
_DISCARD = A.DISCARD
_DRAW = A.DRAW
_RED3_A, _RED3_B = RED_THREES
_MERGE = A.MERGE
# by jm and tm: for each rank 4..A, the ids of its four naturals and its _GROUP_FAST entries
_GROUP_QUADS: tuple[
    tuple[tuple[tuple[int, int, int, int, tuple[tuple[int, ...], ...]], ...], ...], ...
] = tuple(
    tuple(
        tuple((i, i + 13, i + 26, i + 39, _GROUP_FAST[i][jm][tm]) for i in range(2, 13))
        for tm in range(3)
    )
    for jm in range(3)
)

NO_ANSWER = 0
ANSWER_YES = 1
ANSWER_NO = 2


def _pack_from_json(data: Any) -> tuple[int, ...]:
    if not isinstance(data, list) or len(data) != PACK_SIZE:
        raise InvalidNotation(f"a samba deal's pack lists all {PACK_SIZE} cards, top first")
    cards = tuple(parse_card(str(c)) for c in data)
    if tuple(sorted(cards)) != PACK:
        raise InvalidNotation(
            "a samba deal's pack must hold three 52-card packs and six jokers, each card once"
        )
    return cards


def draw_key(card: int) -> tuple[int, int]:
    """Rank in the draw for the first dealer: A high .. 2 low, then spades, hearts, diamonds,
    clubs; a joker has no value (lowest)."""
    if card == JOKER:
        return (-1, -1)
    return (rank_of(card), suit_of(card))


def eldest_from_draw(players: int, rounds: Sequence[Sequence[tuple[int, int]]]) -> int:
    """The seat that wins the draw (plays first); raises InvalidNotation on a malformed draw."""
    contenders = list(range(players))
    for rnd in rounds:
        seats = [s for s, _ in rnd]
        if sorted(seats) != sorted(contenders):
            raise InvalidNotation("each round of the draw is drawn by the seats tied for highest")
        best = max(draw_key(c) for _, c in rnd)
        contenders = sorted(s for s, c in rnd if draw_key(c) == best)
        if len(contenders) == 1:
            return contenders[0]
    raise InvalidNotation("the draw for the first dealer leaves a tie")


_KINDS = range(NUM_KINDS)


def _cards_of(counts: list[int]) -> list[int]:
    """The cards of a hand of counts, in id order, each as often as held."""
    out: list[int] = []
    for c in compress(_KINDS, counts):
        n = counts[c]
        if n == 1:
            out.append(c)
        else:
            out.extend([c] * n)
    return out


class SambaState(GameState):
    """A Samba match (6 players in three sides of two, or 4 in two)."""

    __slots__ = (
        "_answer",
        "_ask_phase",
        "_asked",
        "_cur",
        "_deal_recs",
        "_dealer",
        "_drew",
        "_fines",
        "_hand_no",
        "_hand_size",
        "_hands",
        "_hsize",
        "_known",
        "_legal",
        "_max_hands",
        "_melded",
        "_melds",
        "_n",
        "_ncan",
        "_need",
        "_no_meld",
        "_nt",
        "_opened",
        "_opts",
        "_out_seat",
        "_pack",
        "_pending",
        "_pending_top",
        "_pfrozen",
        "_phase",
        "_pile",
        "_pred3",
        "_red3",
        "_refused",
        "_results",
        "_scores",
        "_seed",
        "_spos",
        "_target",
        "_to_act",
        "_top_min",
        "_turns",
        "_winners",
    )

    game: ClassVar[Game]

    _hands: list[list[int]]
    _hsize: list[int]
    _known: list[tuple[int, ...]]
    _pack: tuple[int, ...]
    _pile: list[int]
    _melds: list[list[Meld]]
    _opened: list[bool]
    _ncan: list[int]
    _need: list[int]
    _red3: list[tuple[int, ...]]
    _fines: list[int]
    _scores: list[int]
    _results: list[HandResult]
    _deal_recs: list[tuple[int, list[list[tuple[int, int]]] | None, tuple[int, ...]]]
    _legal: list[int] | None
    _winners: tuple[int, ...]
    _to_act: int | None
    _out_seat: int | None

    def __init__(
        self, players: int, seed: int, options: dict[str, OptionValue], deal: JSON | None
    ) -> None:
        self._n = players
        self._nt = players // 2
        self._opts = dict(options)
        self._seed = seed
        hs = options.get("hand_size", 15)
        self._hand_size = hs if isinstance(hs, int) else 15
        tm = options.get("initial_meld_7000", 160)
        self._top_min = tm if isinstance(tm, int) else 160
        tg = options.get("target_score", 10000)
        self._target = tg if isinstance(tg, int) else 10000
        mh = options.get("max_hands")
        self._max_hands = mh if isinstance(mh, int) else None
        self._scores = [0] * self._nt
        self._results = []
        self._deal_recs = []
        self._hand_no = 0
        self._winners = ()
        self._legal = None
        if deal is not None:
            dealer, draw, pack = self._parse_deal(deal)
        else:
            draw = self._draw_for_dealer()
            dealer = (eldest_from_draw(players, draw) - 1) % players
            pack = self._shuffled_pack(0)
        self._deal(dealer, draw, pack)

    # ------------------------------------------------------------------ deals
    def _parse_deal(
        self, deal: JSON
    ) -> tuple[int, list[list[tuple[int, int]]] | None, tuple[int, ...]]:
        if not isinstance(deal, Mapping):
            raise InvalidNotation("a samba deal is an object with dealer, draw and pack")
        dealer = deal.get("dealer")
        if not isinstance(dealer, int) or isinstance(dealer, bool) or not 0 <= dealer < self._n:
            raise InvalidNotation(f"a samba deal's dealer is a seat 0..{self._n - 1}")
        pack = _pack_from_json(deal.get("pack"))
        raw = deal.get("draw")
        draw: list[list[tuple[int, int]]] | None = None
        if raw is not None:
            if not isinstance(raw, list):
                raise InvalidNotation("a samba deal's draw is a list of rounds of [seat, card]")
            draw = []
            for rnd in raw:
                if not isinstance(rnd, list):
                    raise InvalidNotation("a draw round is a list of [seat, card]")
                row: list[tuple[int, int]] = []
                for pair in rnd:
                    if (
                        not isinstance(pair, list | tuple)
                        or len(pair) != 2
                        or not isinstance(pair[0], int)
                    ):
                        raise InvalidNotation("a draw round is a list of [seat, card]")
                    row.append((int(pair[0]), parse_card(str(pair[1]))))
                draw.append(row)
            eldest = eldest_from_draw(self._n, draw)
            if (eldest - 1) % self._n != dealer:
                raise InvalidNotation(
                    f"the draw makes seat {eldest} eldest, so seat {(eldest - 1) % self._n}"
                    f" deals, not seat {dealer}"
                )
        return dealer, draw, pack

    def _draw_for_dealer(self) -> list[list[tuple[int, int]]]:
        rng = hand_rng(self._seed, 0, "draw")
        contenders = list(range(self._n))
        rounds: list[list[tuple[int, int]]] = []
        while True:
            drawn = rng.sample(PACK, len(contenders))
            rnd = list(zip(contenders, drawn, strict=True))
            rounds.append(rnd)
            best = max(draw_key(c) for _, c in rnd)
            contenders = [s for s, c in rnd if draw_key(c) == best]
            if len(contenders) == 1:
                return rounds

    def _shuffled_pack(self, hand: int) -> tuple[int, ...]:
        pack = list(PACK)
        hand_rng(self._seed, hand).shuffle(pack)
        return tuple(pack)

    def _deal(
        self, dealer: int, draw: list[list[tuple[int, int]]] | None, pack: tuple[int, ...]
    ) -> None:
        n = self._n
        self._deal_recs.append((dealer, draw, pack))
        self._dealer = dealer
        self._pack = pack
        self._hands = [[0] * NUM_KINDS for _ in range(n)]
        self._hsize = [self._hand_size] * n
        hands = self._hands
        pos = n * self._hand_size
        for i in range(n):
            h = hands[(dealer + 1 + i) % n]
            for c in pack[i:pos:n]:
                h[c] += 1
        pile = [pack[pos]]
        pos += 1
        while not IS_NATURAL[pile[-1]]:
            pile.append(pack[pos])
            pos += 1
        self._pile = pile
        self._pfrozen = sum(1 for c in pile if IS_WILD[c] or IS_RED3[c])
        self._pred3 = sum(1 for c in pile if IS_RED3[c])
        self._spos = pos
        self._melds = [[] for _ in range(self._nt)]
        self._opened = [False] * self._nt
        self._ncan = [0] * self._nt
        self._need = [initial_minimum(s, self._top_min) for s in self._scores]
        self._red3 = [()] * n
        self._fines = [0] * self._nt
        self._known = [()] * n
        self._turns = 0
        self._out_seat = None
        self._start_turn((dealer + 1) % n)

    # ------------------------------------------------------------------ protocol basics
    @property
    def num_players(self) -> int:
        return self._n

    @property
    def options(self) -> Mapping[str, OptionValue]:
        return dict(self._opts)

    @property
    def seed(self) -> int:
        return self._seed

    @property
    def to_act(self) -> Seat | None:
        return self._to_act

    @property
    def hand_number(self) -> int:
        return self._hand_no

    def team_of(self, seat: int) -> int:
        """The side of `seat`: seats i and i+3 (6 players) or i and i+2 (4 players)."""
        return seat % self._nt

    def partner(self, seat: int) -> int:
        """The partner of `seat`."""
        return (seat + self._nt) % self._n

    def teams(self) -> tuple[tuple[int, ...], ...]:
        """The sides, each as its seats."""
        return tuple((t, t + self._nt) for t in range(self._nt))

    def action_space(self) -> int:
        return A.ACTION_SPACE

    def action_to_str(self, action: Action) -> str:
        return A.to_str(action)

    def parse_action(self, text: str) -> Action:
        return A.parse(text)

    # ------------------------------------------------------------------ turn machinery
    def _start_turn(self, p: int) -> bool:
        """Begin `p`'s turn, laying his red threes (replaced from the stock); False if the hand
        ended because a red three could not be replaced."""
        self._cur = p
        self._to_act = p
        self._phase = TURN
        self._turns += 1
        self._asked = False
        self._ask_phase = TURN
        self._answer = NO_ANSWER
        self._drew = False
        self._melded = False
        self._pending = False
        self._pending_top = -1
        self._refused = False
        self._no_meld = False
        h = self._hands[p]
        if not (h[_RED3_A] or h[_RED3_B]):
            return True
        for r3 in RED_THREES:
            while h[r3]:
                h[r3] -= 1
                self._hsize[p] -= 1
                self._red3[p] = (*self._red3[p], r3)
                if not self._draw_one(p):
                    return False
        return True

    def _draw_one(self, p: int) -> bool:
        """Draw one card other than a red three (red threes drawn are laid and replaced); False
        when the hand ended because the stock ran out before a replacement."""
        pack = self._pack
        while True:
            if self._spos >= len(pack):
                self._end_hand(None)
                return False
            c = pack[self._spos]
            self._spos += 1
            if IS_RED3[c]:
                self._red3[p] = (*self._red3[p], c)
                continue
            self._hands[p][c] += 1
            self._hsize[p] += 1
            return True

    def _canastas(self, team: int) -> int:
        n = 0
        for m in self._melds[team]:
            if m[0] == GROUP:
                if len(m[4]) >= 7:
                    n += 1
            elif m[3] >= 7:
                n += 1
        return n

    def _tentative_value(self, team: int) -> int:
        v = 0
        for m in self._melds[team]:
            for c in m[4]:
                v += VALUE[c]
        return v

    def _hand_ok(self, after: int, canastas_after: int) -> bool:
        """An action leaving `after` cards to the player (who must still discard) is allowed when
        he keeps two, or when he may go out: two canastas and no "no" from his partner."""
        return after >= 2 or (canastas_after >= 2 and self._answer != ANSWER_NO)

    def _stock_size(self) -> int:
        return len(self._pack) - self._spos

    # ------------------------------------------------------------------ legal actions
    def legal_actions(self) -> list[Action]:
        legal = self._legal
        if legal is None:
            ph = self._phase
            if ph == PLAY:
                legal = self._legal = self._gen_play()
            elif ph == TURN:
                legal = self._legal = self._gen_turn()
            else:
                legal = self._legal = self._gen()
        return legal[:]

    def _gen(self) -> list[int]:
        ph = self._phase
        if ph == OVER:
            return []
        if ph == ANSWER:
            return [A.YES, A.NO]
        if ph == TURN:
            return self._gen_turn()
        return self._gen_play()

    def _take_add_fits(self, m: Meld, top: int) -> bool:
        if m[0] == GROUP:
            return len(m[4]) < 7 and m[1] == rank_of(top)
        if m[3] >= 7 or suit_of(top) != m[1]:
            return False
        r = rank_of(top)
        return r == m[2] - 1 or r == m[2] + m[3]

    def _gen_turn(self) -> list[int]:
        p = self._cur
        team = p % self._nt
        stock = len(self._pack) - self._spos
        out: list[int] = [_DRAW] if stock else []
        compulsory = False
        pile = self._pile
        if pile and not self._refused:
            top = pile[-1]
            if IS_NATURAL[top]:
                h = self._hands[p]
                i = top % 13
                nat = h[i] + h[i + 13] + h[i + 26] + h[i + 39]
                rest = len(pile) - 1 - self._pred3
                hs = self._hsize[p]
                opened = self._opened[team]
                can = self._ncan[team]
                no_no = self._answer != ANSWER_NO
                if nat >= 2:
                    # the hand keeps two cards, or the player may go out
                    if opened:
                        ok = hs - 2 + rest >= 2 or (can >= 2 and no_no)
                    elif 3 * VALUE[top] >= self._need[team]:
                        ok = hs - 2 + rest >= 2
                    else:
                        ok = True
                    if ok:
                        out.append(A.TAKE_PAIR)
                if opened and self._pfrozen == 0:
                    r = i + 2
                    su = top // 13
                    k = A.TAKE_ADD
                    for m in self._melds[team]:
                        if m[0] == GROUP:
                            size = len(m[4])
                            fits = size < 7 and m[1] == r
                        else:
                            size = m[3]
                            fits = size < 7 and m[1] == su and (r == m[2] - 1 or r == m[2] + size)
                        if fits and (
                            hs + rest >= 2 or (can + (size == 6) >= 2 and no_no)
                        ):
                            out.append(k)
                            compulsory = True
                        k += 1
        if not self._asked and not self._refused and self._ncan[team]:
            out.append(A.ASK)
        if compulsory:
            out.sort()
        elif not stock:
            out.append(A.END)
        return out

    def _gen_play(self) -> list[int]:
        p = self._cur
        team = p % self._nt
        h = self._hands[p]
        melds = self._melds[team]
        opened = self._opened[team]
        # cards the player will hold after an action removing none (a pending pile included)
        free = self._hsize[p] + (len(self._pile) - self._pred3 if self._pending else 0)
        can = self._ncan[team]
        no_no = self._answer != ANSWER_NO
        may_out = can >= 2 and no_no
        # an action completing a canasta lets the player go out when `grow_out`
        grow_out = can >= 1 and no_no
        need = self._need[team]
        tent = 0 if opened else self._tentative_value(team)
        out: list[int] = []
        append = out.append
        if not self._no_meld:
            jm = h[JOKER]
            if jm > 2:
                jm = 2
            tm = h[0] + h[13] + h[26] + h[39]
            if tm > 2:
                tm = 2
            # groups of naturals 4..A; a new group takes two or three naturals (more: `add`)
            if free >= 7:  # no new group can leave fewer than two cards
                for a, b, c, d, ids in _GROUP_QUADS[jm][tm]:
                    nat = h[a] + h[b] + h[c] + h[d]
                    if nat >= 2:
                        out += ids[nat >= 3]
            else:
                self._gen_groups_slow(h, jm, tm, free, may_out, grow_out, opened, tent, need, out)
            # black threes, only as the going-out meld
            b = h[1] + h[40]
            if b >= 3 and may_out:
                for n in range(3, b + 1):
                    if free - n <= 1 and (opened or tent + 5 * n >= need):
                        append(A.group_id(3, n, 0, 0))
            # sequences
            for suit, sb, a, b, c in _SEQ_PIVOTS:
                # every run of three within 4..A holds a 6, a 9 or a Q: look around those first
                if not (
                    (h[a] and ((h[a - 1] and (h[a + 1] or h[a - 2])) or (h[a + 1] and h[a + 2])))
                    or (h[b] and ((h[b - 1] and (h[b + 1] or h[b - 2])) or (h[b + 1] and h[b + 2])))
                    or (h[c] and ((h[c - 1] and (h[c + 1] or h[c - 2])) or (h[c + 1] and h[c + 2])))
                ):
                    continue
                run = 0
                for r in range(4, 16):
                    if r <= 14 and h[sb + r]:
                        run += 1
                        continue
                    if run >= 3:
                        top = r - 1
                        if free >= 9:  # no sequence can leave fewer than two cards
                            out.extend(_RUN_IDS[suit][top - run + 1][top])
                            run = 0
                            continue
                        for low in range(top - run + 1, top - 1):
                            v = 0
                            for length in range(1, min(7, top - low + 1) + 1):
                                v += VALUE[sb + low + length - 1]
                                if length < 3:
                                    continue
                                if (
                                    free - length >= 2
                                    or (may_out or (length == 7 and grow_out))
                                    or not (opened or tent + v >= need)
                                ):
                                    append(_SEQ_IDS[suit][low][length])
                    run = 0
            # lay-offs
            if melds:
                f1 = free - 1 >= 2 or may_out
                wild = jm or tm
                lb = _LAYOFF - NUM_KINDS
                seen = 0  # ranks of the side's groups, as bits: merging needs two of one rank
                groups = 0
                if f1:  # every lay-off keeps two cards or lets the player go out
                    for m in melds:
                        lb += NUM_KINDS
                        if m[0] == GROUP:
                            r = m[1]
                            seen |= 1 << r
                            groups += 1
                            if r == 3:
                                if free - 1 <= 1 and may_out:
                                    if h[1]:
                                        append(lb + 1)
                                    if h[40]:
                                        append(lb + 40)
                                continue
                            c = r - 2
                            if h[c]:
                                append(lb + c)
                            if h[c + 13]:
                                append(lb + c + 13)
                            if h[c + 26]:
                                append(lb + c + 26)
                            if h[c + 39]:
                                append(lb + c + 39)
                            if wild and m[3] < 2 and len(m[4]) < 7:
                                if h[0]:
                                    append(lb)
                                if h[13]:
                                    append(lb + 13)
                                if h[26]:
                                    append(lb + 26)
                                if h[39]:
                                    append(lb + 39)
                                if h[52]:
                                    append(lb + 52)
                        elif m[3] < 7:
                            low = m[2]
                            c = m[1] * 13 - 3 + low  # the card below the low end
                            if low > 4 and h[c]:
                                append(lb + c)
                            c += m[3] + 1  # the card above the high end
                            if low + m[3] <= 14 and h[c]:
                                append(lb + c)
                else:
                    for m in melds:
                        lb += NUM_KINDS
                        if m[0] == GROUP:
                            r = m[1]
                            seen |= 1 << r
                            groups += 1
                            if r == 3:
                                if free - 1 <= 1 and may_out:
                                    if h[1]:
                                        append(lb + 1)
                                    if h[40]:
                                        append(lb + 40)
                                continue
                            size = len(m[4])
                            ok = size == 6 and grow_out
                            c0 = r - 2
                            if ok or not (opened or tent + VALUE[c0] >= need):
                                for c in (c0, c0 + 13, c0 + 26, c0 + 39):
                                    if h[c]:
                                        append(lb + c)
                            if wild and m[3] < 2 and size < 7:
                                for c in _WILD_KINDS:
                                    if h[c] and (ok or not (opened or tent + VALUE[c] >= need)):
                                        append(lb + c)
                        elif m[3] < 7:
                            ok = m[3] == 6 and grow_out
                            sb = m[1] * 13 - 2
                            c = sb + m[2] - 1  # the card below the low end
                            if m[2] > 4 and h[c] and (
                                ok or not (opened or tent + VALUE[c] >= need)
                            ):
                                append(lb + c)
                            c = sb + m[2] + m[3]  # the card above the high end
                            if m[2] + m[3] <= 14 and h[c] and (
                                ok or not (opened or tent + VALUE[c] >= need)
                            ):
                                append(lb + c)
                # merges of two groups of one rank
                if groups > seen.bit_count():
                    self._gen_merges(melds, opened, free >= 2, can, no_no, out)
        # discards
        if not self._pending and (opened or not melds) and (free >= 2 or may_out):
            out.extend(compress(_DISCARD_IDS, h))
        if not self._asked and self._drew and not self._melded and can:
            append(A.ASK)
        if not opened and melds:
            append(A.CANCEL)
        out.sort()
        return out

    def _gen_groups_slow(
        self, h: list[int], jm: int, tm: int, free: int, may_out: bool, grow_out: bool,
        opened: bool, tent: int, need: int, out: list[int],
    ) -> None:
        """New groups when one could leave the player fewer than two cards."""
        append = out.append
        combos = _COMBOS[jm][tm]
        for i in range(2, 13):
            nat = h[i] + h[i + 13] + h[i + 26] + h[i + 39]
            if nat < 2:
                continue
            v = VALUE[i]
            base = _GROUP_BASE[i]
            for n in range(2, 4 if nat >= 3 else 3):
                b2 = base + (n - 2) * 6
                for w, nw, wv in combos:
                    size = n + nw
                    if size < 3:
                        continue
                    if (
                        free - size >= 2
                        or (may_out or (size >= 7 and grow_out))
                        or not (opened or tent + n * v + wv >= need)
                    ):
                        append(b2 + w)

    def _gen_merges(
        self, melds: list[Meld], opened: bool, keeps_two: bool, can: int, no_no: bool,
        out: list[int],
    ) -> None:
        """Merges of the side's groups of one rank."""
        seen = dup = 0  # ranks of a group, of two groups or more (as bits)
        for m in melds:
            if m[0] == GROUP:
                bit = 1 << m[1]
                if seen & bit:
                    dup |= bit
                seen |= bit
        ks = [k for k, m in enumerate(melds) if m[0] == GROUP and dup >> m[1] & 1]
        x = 0
        for i in ks:
            x += 1
            mi = melds[i]
            for j in ks[x:]:
                mj = melds[j]
                if mj[1] != mi[1] or mi[3] + mj[3] > 2:
                    continue
                si, sj = len(mi[4]), len(mj[4])
                if (si >= 7 and mj[3]) or (sj >= 7 and mi[3]):
                    continue
                after = can - (si >= 7) - (sj >= 7) + (si + sj >= 7)
                if opened and not (keeps_two or (after >= 2 and no_no)):
                    continue
                out.append(_MERGE + i * A.MAX_MELDS + j)

    # ------------------------------------------------------------------ applying
    def apply(self, action: Action) -> None:
        legal = self._legal
        if legal is None:
            legal = self._legal = self._gen()
        if action not in legal:
            raise IllegalAction(self.explain_illegal(action))
        p = self._cur
        if action >= _DISCARD:
            self._do_discard(p, action - _DISCARD)
        elif action == _DRAW:
            self._do_draw(p)
        elif action >= _GROUP:
            self._apply_meld(p, action)
        elif action == A.TAKE_PAIR:
            self._do_take_pair(p)
        elif action == A.ASK:
            self._asked = True
            self._ask_phase = self._phase
            self._phase = ANSWER
            self._to_act = self.partner(p)
        elif action == A.YES or action == A.NO:
            self._answer = ANSWER_YES if action == A.YES else ANSWER_NO
            self._phase = self._ask_phase
            self._to_act = p
        elif action == A.CANCEL:
            self._do_cancel(p)
        elif action == A.END:
            self._end_hand(None)
        else:
            self._do_take_add(p, action - A.TAKE_ADD)
        self._legal = None

    def _apply_meld(self, p: int, action: int) -> None:
        """Apply a group, sequence, lay-off or merge."""
        if action < _SEQ:
            rank, n, j, t = _GROUP_PARTS[action - _GROUP]
            taken = self._take_from_hand(p, rank, n) + [JOKER] * j + self._take_twos(p, t)
            self._hands[p][JOKER] -= j
            self._hsize[p] -= j
            if j and self._known[p]:
                self._forget(p, [JOKER] * j)
            self._melds[p % self._nt].append((GROUP, rank, n, j + t, tuple(taken)))
            self._after_meld(p)
        elif action < _LAYOFF:
            suit, low, length, run = _SEQ_RUNS[action - _SEQ]
            h = self._hands[p]
            for c in run:
                h[c] -= 1
            self._hsize[p] -= length
            if self._known[p]:
                self._forget(p, run)
            self._melds[p % self._nt].append((SEQUENCE, suit, low, length, run))
            self._after_meld(p)
        elif action < _MERGE:
            k, c = divmod(action - _LAYOFF, NUM_KINDS)
            self._do_layoff(p, k, c)
        else:
            i, j = divmod(action - A.MERGE, A.MAX_MELDS)
            melds = self._melds[p % self._nt]
            mi, mj = melds[i], melds[j]
            melds[i] = (GROUP, mi[1], mi[2] + mj[2], mi[3] + mj[3], mi[4] + mj[4])
            del melds[j]
            self._melded = True
            self._ncan[p % self._nt] = self._canastas(p % self._nt)

    def _take_from_hand(self, p: int, rank: int, n: int) -> list[int]:
        """Remove `n` naturals of `rank` from the hand, each from the suit held most (ties:
        C D H S)."""
        h = self._hands[p]
        out = []
        for _ in range(n):
            best = -1
            bc = 0
            for s in range(4):
                c = s * 13 + rank - 2
                if h[c] > bc:
                    best, bc = c, h[c]
            h[best] -= 1
            out.append(best)
        self._hsize[p] -= n
        if self._known[p]:
            self._forget(p, out)
        return out

    def _take_twos(self, p: int, t: int) -> list[int]:
        h = self._hands[p]
        out = []
        for _ in range(t):
            best = 0
            for c in TWOS:  # the two held most (ties: the lowest id)
                if h[c] > h[best]:
                    best = c
            h[best] -= 1
            out.append(best)
        self._hsize[p] -= t
        if self._known[p]:
            self._forget(p, out)
        return out

    def _forget(self, p: int, cards: Sequence[int]) -> None:
        """`p` played `cards`: each was one copy fewer of a card publicly known in his hand."""
        known = list(self._known[p])
        for c in cards:
            if c in known:
                known.remove(c)
        self._known[p] = tuple(known)

    def _learn(self, p: int, cards: Sequence[int]) -> None:
        """`cards` came publicly to `p`'s hand (a taken pile, a withdrawn opening)."""
        if cards:
            self._known[p] = tuple(sorted(self._known[p] + tuple(cards)))

    def _do_draw(self, p: int) -> None:
        self._drew = True
        self._phase = PLAY
        pack = self._pack
        end = len(pack)
        for _ in (0, 1):
            spos = self._spos
            if spos >= end:
                return
            c = pack[spos]
            if IS_RED3[c]:
                if not self._draw_one(p):
                    return
            else:
                self._spos = spos + 1
                self._hands[p][c] += 1
                self._hsize[p] += 1

    def _pile_to_hand(self, p: int) -> None:
        h = self._hands[p]
        self._learn(p, [c for c in self._pile if not IS_RED3[c]])
        for c in self._pile:
            if IS_RED3[c]:
                self._red3[p] = (*self._red3[p], c)
            else:
                h[c] += 1
                self._hsize[p] += 1
        self._pile = []
        self._pfrozen = 0
        self._pred3 = 0

    def _do_take_pair(self, p: int) -> None:
        team = p % self._nt
        top = self._pile.pop()
        rank = rank_of(top)
        pair = self._take_from_hand(p, rank, 2)
        self._melds[team].append((GROUP, rank, 3, 0, (top, *pair)))
        self._phase = PLAY
        self._melded = True
        if self._opened[team]:
            self._pile_to_hand(p)
        else:
            self._pending = True
            self._pending_top = top
        self._after_meld(p)

    def _do_take_add(self, p: int, k: int) -> None:
        team = p % self._nt
        top = self._pile.pop()
        melds = self._melds[team]
        m = melds[k]
        if m[0] == GROUP:
            melds[k] = (GROUP, m[1], m[2] + 1, m[3], (*m[4], top))
        elif rank_of(top) < m[2]:
            melds[k] = (SEQUENCE, m[1], m[2] - 1, m[3] + 1, (top, *m[4]))
        else:
            melds[k] = (SEQUENCE, m[1], m[2], m[3] + 1, (*m[4], top))
        self._phase = PLAY
        self._melded = True
        self._pile_to_hand(p)
        self._after_meld(p)

    def _do_layoff(self, p: int, k: int, c: int) -> None:
        team = p % self._nt
        melds = self._melds[team]
        m = melds[k]
        self._hands[p][c] -= 1
        self._hsize[p] -= 1
        if self._known[p]:
            self._forget(p, (c,))
        if m[0] == GROUP:
            if IS_WILD[c]:
                melds[k] = (GROUP, m[1], m[2], m[3] + 1, (*m[4], c))
            else:
                melds[k] = (GROUP, m[1], m[2] + 1, m[3], (*m[4], c))
        elif rank_of(c) < m[2]:
            melds[k] = (SEQUENCE, m[1], m[2] - 1, m[3] + 1, (c, *m[4]))
        else:
            melds[k] = (SEQUENCE, m[1], m[2], m[3] + 1, (*m[4], c))
        self._after_meld(p)

    def _after_meld(self, p: int) -> None:
        team = p % self._nt
        self._melded = True
        self._ncan[team] = self._canastas(team)
        if not self._opened[team] and self._tentative_value(team) >= self._need[team]:
            self._opened[team] = True
            if self._pending:
                self._pending = False
                self._pile_to_hand(p)
        if self._hsize[p] == 0 and not self._pending and self._opened[team]:
            self._end_hand(p)

    def _do_cancel(self, p: int) -> None:
        team = p % self._nt
        h = self._hands[p]
        for m in self._melds[team]:
            for c in m[4]:
                h[c] += 1
                self._hsize[p] += 1
            self._learn(p, m[4])
        self._melds[team] = []
        self._ncan[team] = 0
        if self._pending:
            top = self._pending_top
            h[top] -= 1
            self._hsize[p] -= 1
            self._forget(p, (top,))
            self._pile.append(top)
            self._pending = False
            self._phase = TURN
            self._refused = True
        else:
            self._no_meld = True

    def _do_discard(self, p: int, c: int) -> None:
        self._hands[p][c] -= 1
        hsize = self._hsize
        left = hsize[p] = hsize[p] - 1
        if self._known[p]:
            self._forget(p, (c,))
        self._pile.append(c)
        if IS_WILD[c]:
            self._pfrozen += 1
        if left == 0:
            self._end_hand(p)
            return
        if self._answer == ANSWER_YES:
            self._fines[p % self._nt] += YES_NOT_OUT_FINE
        self._start_turn((p + 1) % self._n)

    # ------------------------------------------------------------------ hand end
    def _end_hand(self, out_seat: int | None) -> None:
        self._out_seat = out_seat
        team_scores: list[int] = []
        details: list[dict[str, Any]] = []
        for t in range(self._nt):
            members = (t, t + self._nt)
            hands: list[list[int]] = []
            unlaid = 0
            red = 0
            for q in members:
                h = self._hands[q]
                hands.append([c for c in _cards_of(h) if not IS_RED3[c]])
                if h[RED_THREES[0]] or h[RED_THREES[1]]:
                    unlaid += 1
                red += len(self._red3[q])
            went_out = out_seat is not None and out_seat % self._nt == t
            d = team_hand_score(self._melds[t], red, went_out, hands, unlaid, self._fines[t])
            team_scores.append(d["total"])
            d["team"] = t
            d["seats"] = list(members)
            details.append(d)
        for t in range(self._nt):
            self._scores[t] += team_scores[t]
        fracs = tuple(Fraction(s) for s in team_scores)
        result = HandResult(
            scores=tuple(fracs[q % self._nt] for q in range(self._n)),
            detail={
                "dealer": self._dealer,
                "went_out": out_seat,
                "teams": details,
                "totals": list(self._scores),
            },
            teams=self.teams(),
            team_scores=fracs,
        )
        self._results.append(result)
        top = max(self._scores)
        leaders = [t for t in range(self._nt) if self._scores[t] == top]
        over = top >= self._target and len(leaders) == 1
        if self._max_hands is not None and len(self._results) >= self._max_hands:
            over = True
        if over:
            self._phase = OVER
            self._to_act = None
            self._winners = tuple(sorted(q for q in range(self._n) if q % self._nt in leaders))
            return
        self._hand_no += 1
        self._deal((self._dealer + 1) % self._n, None, self._shuffled_pack(self._hand_no))

    # ------------------------------------------------------------------ explanations
    def explain_illegal(self, action: Action) -> str:
        if not isinstance(action, int) or not 0 <= action < A.ACTION_SPACE:
            return f"no such action id: {action!r}"
        text = A.to_str(action)
        if self._legal is None:
            self._legal = self._gen()
        if action in self._legal:
            return f"{text} is legal now"
        why = self._why(action)
        return f"{text}: {why}"

    def _why(self, a: int) -> str:
        ph = self._phase
        if ph == OVER:
            return "the match is over"
        p = self._cur
        team = p % self._nt
        if ph == ANSWER:
            return f"seat {self._to_act} must first answer seat {p}'s \"may I go out?\" (yes or no)"
        if a in (A.YES, A.NO):
            return "nobody has asked \"may I go out?\""
        if a == A.ASK:
            if self._asked:
                return "you have already asked your partner this turn"
            if not self._canastas(team):
                return ("\"may I go out?\" is asked once your side holds a canasta (going out"
                        " needs two)")
            return ("\"may I go out?\" is asked before melding, before taking the pile, right"
                    " after drawing at the latest")
        if a == A.CANCEL:
            return "there is no unfinished initial meld to withdraw"
        if ph == TURN:
            return self._why_turn(a, team)
        if a in (A.DRAW, A.TAKE_PAIR, A.END) or A.TAKE_ADD <= a < A.GROUP:
            return "you have already drawn or taken the pile this turn"
        if self._no_meld and a < A.DISCARD:
            return "you withdrew your initial meld this turn: now discard"
        if a >= A.DISCARD:
            return self._why_discard(a - A.DISCARD, team)
        if a < A.SEQ:
            return self._why_group(a, team)
        if a < A.LAYOFF:
            return self._why_seq(a, team)
        if a < A.MERGE:
            k, c = divmod(a - A.LAYOFF, NUM_KINDS)
            return self._why_layoff(k, c, team)
        i, j = divmod(a - A.MERGE, A.MAX_MELDS)
        return self._why_merge(i, j, team)

    def _going_out_reason(self, team: int) -> str:
        if self._answer == ANSWER_NO:
            return ("your partner answered no to \"may I go out?\": you must keep a card after"
                    " discarding")
        can = self._canastas(team)
        return (f"you would have to go out, and going out needs two canastas or sambas (your side"
                f" would hold {can})")

    def _why_turn(self, a: int, team: int) -> str:
        if a >= A.GROUP:
            return "draw or take the pile first"
        stock = self._stock_size()
        if a == A.DRAW:
            return "the stock is exhausted: take the pile if you can, or end the hand"
        if a == A.END:
            if stock:
                return "the hand ends only when the stock is exhausted: draw"
            return ("the stock is exhausted and the top card fits one of your side's melds: you"
                    " must take the pile")
        if not self._pile:
            return "the discard pile is empty"
        if self._refused:
            return "you withdrew from taking the pile this turn"
        top = self._pile[-1]
        tt = card_to_str(top)
        if IS_WILD[top]:
            return f"the pile cannot be taken: a wild card ({tt}) is on top"
        if IS_BLACK3[top]:
            return f"a black three ({tt}) on top of the pile stops the next player"
        h = self._hands[self._cur]
        i = rank_of(top) - 2
        nat = h[i] + h[i + 13] + h[i + 26] + h[i + 39]
        if a == A.TAKE_PAIR:
            if nat < 2:
                held = {0: "none", 1: "only one"}[nat]
                return (f"taking the pile needs a natural pair of {rank_text(rank_of(top))}s"
                        f" matching the top card {tt} (you hold {held}); wild cards cannot help")
            return self._going_out_reason(team)
        k = a - A.TAKE_ADD
        melds = self._melds[team]
        if not self._opened[team]:
            return ("the pile is frozen for your side: it has not made its initial meld (take it"
                    " only with a natural pair)")
        if self._pfrozen:
            frozen = [c for c in self._pile if IS_WILD[c] or IS_RED3[c]]
            what = ", ".join(card_to_str(c) for c in frozen)
            return f"the pile is frozen: it holds {what} (take it only with a natural pair)"
        if k >= len(melds):
            return f"your side has no meld m{k + 1}"
        m = melds[k]
        size = len(m[4])
        if size >= 7:
            return (f"meld m{k + 1} has {size} cards: the top card may only be added to a meld"
                    " of fewer than 7")
        if not self._take_add_fits(m, top):
            return f"the top card {tt} does not fit meld m{k + 1} ({self._meld_name(m)})"
        return self._going_out_reason(team)

    def _meld_name(self, m: Meld) -> str:
        if m[0] == GROUP:
            return f"group of {rank_text(m[1])}s"
        lo = card_to_str(kind(m[1], m[2]))
        hi = card_to_str(kind(m[1], m[2] + m[3] - 1))
        return f"sequence {lo}-{hi}"

    def _opening_note(self, team: int) -> str:
        return (f"your side needs {self._need[team]} to open; its melds count"
                f" {self._tentative_value(team)}")

    def _why_discard(self, c: int, team: int) -> str:
        h = self._hands[self._cur]
        if self._pending:
            return (f"take the pile first: {self._opening_note(team)} (top card and hand cards"
                    " only); meld more or cancel")
        if not self._opened[team] and self._melds[team]:
            return f"{self._opening_note(team)}: meld more or cancel"
        if not h[c]:
            return f"you hold no {card_to_str(c)}"
        return self._going_out_reason(team)

    def _why_group(self, a: int, team: int) -> str:
        rank, n, j, t = A.group_parts(a)
        h = self._hands[self._cur]
        if n + j + t < 3:
            return "a meld has at least three cards"
        if rank > 14:
            return "no such rank"
        i = rank - 2
        nat = (h[1] + h[40]) if rank == 3 else h[i] + h[i + 13] + h[i + 26] + h[i + 39]
        name = "black 3" if rank == 3 else rank_text(rank)
        if nat < n:
            return f"you hold {nat} natural {name}s, not {n}"
        if h[JOKER] < j:
            return f"you hold {h[JOKER]} jokers, not {j}"
        twos = h[0] + h[13] + h[26] + h[39]
        if twos < t:
            return f"you hold {twos} twos, not {t}"
        if rank != 3 and n > 3:
            return (f"a new group is laid with two or three naturals: meld {name}x3, then add"
                    " the others")
        if rank == 3:
            if j or t:
                return "a meld of black threes takes no wild cards"
            return ("black threes meld only when going out: the meld must leave you at most one"
                    " card to discard, with two canastas on your side")
        return self._going_out_reason(team)

    def _why_seq(self, a: int, team: int) -> str:
        suit, low, length = A.SEQUENCES[a - A.SEQ]
        h = self._hands[self._cur]
        run = [kind(suit, r) for r in range(low, low + length)]
        missing = [card_to_str(c) for c in run if not h[c]]
        if missing:
            return f"you lack {', '.join(missing)} for this sequence"
        return self._going_out_reason(team)

    def _why_layoff(self, k: int, c: int, team: int) -> str:
        melds = self._melds[team]
        cs = card_to_str(c)
        if k >= len(melds):
            return f"your side has no meld m{k + 1}"
        if not self._hands[self._cur][c]:
            return f"you hold no {cs}"
        m = melds[k]
        name = self._meld_name(m)
        if m[0] == SEQUENCE:
            if m[3] >= 7:
                return f"m{k + 1} is a samba: a sequence of seven is closed"
            if IS_WILD[c]:
                return "a sequence takes no wild cards"
            return f"{cs} does not extend m{k + 1} ({name}) at either end"
        if IS_WILD[c]:
            if len(m[4]) >= 7:
                return f"no wild card may be added to a completed canasta (m{k + 1})"
            if m[3] >= 2:
                return f"a meld may hold at most two wild cards (m{k + 1} has {m[3]})"
            if m[1] == 3:
                return "a meld of black threes takes no wild cards"
        elif rank_of(c) != m[1] or (m[1] == 3 and not IS_BLACK3[c]):
            return f"{cs} does not match m{k + 1} ({name})"
        if m[1] == 3:
            return "black threes meld only when going out"
        return self._going_out_reason(team)

    def _why_merge(self, i: int, j: int, team: int) -> str:
        melds = self._melds[team]
        if i >= j:
            return "name the lower-numbered meld first (merge m1 m3)"
        if j >= len(melds):
            return f"your side has no meld m{j + 1}"
        mi, mj = melds[i], melds[j]
        if mi[0] != GROUP or mj[0] != GROUP or mi[1] != mj[1]:
            return "only two groups of one rank can be merged"
        if mi[3] + mj[3] > 2:
            return f"a meld may hold at most two wild cards ({mi[3] + mj[3]} together)"
        if (len(mi[4]) >= 7 and mj[3]) or (len(mj[4]) >= 7 and mi[3]):
            return "no wild card may be added to a completed canasta"
        return self._going_out_reason(team)

    # ------------------------------------------------------------------ copies and views
    def clone(self) -> Self:
        c = object.__new__(type(self))
        c._n = self._n
        c._nt = self._nt
        c._opts = self._opts
        c._seed = self._seed
        c._hand_size = self._hand_size
        c._top_min = self._top_min
        c._target = self._target
        c._max_hands = self._max_hands
        c._hands = [list(h) for h in self._hands]
        c._hsize = list(self._hsize)
        c._known = list(self._known)
        c._turns = self._turns
        c._pack = self._pack
        c._spos = self._spos
        c._pile = list(self._pile)
        c._pfrozen = self._pfrozen
        c._pred3 = self._pred3
        c._melds = [list(m) for m in self._melds]
        c._opened = list(self._opened)
        c._ncan = list(self._ncan)
        c._need = list(self._need)
        c._red3 = list(self._red3)
        c._fines = list(self._fines)
        c._scores = list(self._scores)
        c._results = list(self._results)
        c._deal_recs = list(self._deal_recs)
        c._dealer = self._dealer
        c._hand_no = self._hand_no
        c._to_act = self._to_act
        c._phase = self._phase
        c._cur = self._cur
        c._asked = self._asked
        c._ask_phase = self._ask_phase
        c._answer = self._answer
        c._drew = self._drew
        c._melded = self._melded
        c._pending = self._pending
        c._pending_top = self._pending_top
        c._refused = self._refused
        c._no_meld = self._no_meld
        c._out_seat = self._out_seat
        c._winners = self._winners
        c._legal = self._legal
        return c

    def resample_hidden(self, seat: Seat, rng: random.Random) -> Self:
        c = self.clone()
        hidden: list[int] = []
        for q in range(self._n):
            if q != seat:
                h = c._hands[q]
                for k in range(NUM_KINDS):
                    hidden.extend([k] * h[k])
        stock = list(c._pack[c._spos :])
        hidden.extend(stock)
        rng.shuffle(hidden)
        pos = 0
        for q in range(self._n):
            if q != seat:
                h = [0] * NUM_KINDS
                for k in hidden[pos : pos + c._hsize[q]]:
                    h[k] += 1
                pos += c._hsize[q]
                c._hands[q] = h
        c._pack = c._pack[: c._spos] + tuple(hidden[pos:])
        c._legal = None
        return c

    def hand_cards(self, seat: int) -> list[int]:
        """The cards in `seat`'s hand, sorted for display."""
        return sorted(_cards_of(self._hands[seat]), key=sort_key)

    def _meld_json(self, m: Meld) -> dict[str, JSON]:
        if m[0] == GROUP:
            return {
                "kind": "group",
                "rank": "3" if m[1] == 3 else rank_text(m[1]),
                "cards": [card_to_str(c) for c in sorted(m[4], key=sort_key)],
                "naturals": m[2],
                "wilds": m[3],
                "canasta": canasta_kind(m),
            }
        return {
            "kind": "sequence",
            "suit": SUITS[m[1]],
            "cards": [card_to_str(c) for c in m[4]],
            "canasta": canasta_kind(m),
        }

    def progress_marker(self) -> str:
        return f"turn {self._turns} (seat {self._cur})"

    def observation(self, seat: Seat | None) -> dict[str, JSON]:
        """What `seat` may know; `None` is the public view (spectators, replays): every public
        fact, no hand (`hand`, `team` and `partner` are None, `legal_actions` is empty)."""
        over = self._phase == OVER
        frozen_for = []
        for t in range(self._nt):
            frozen_for.append(bool(self._pfrozen) or not self._opened[t])
        obs: dict[str, JSON] = {
            "game": "samba",
            "seat": seat,
            "players": self._n,
            "to_act": self._to_act,
            "hand_number": self._hand_no,
            "dealer": self._dealer,
            "current": None if over else self._cur,
            "phase": PHASE_NAMES[self._phase],
            "teams": [list(t) for t in self.teams()],
            "team": None if seat is None else self.team_of(seat),
            "partner": None if seat is None else self.partner(seat),
            "hand": None if seat is None else [card_to_str(c) for c in self.hand_cards(seat)],
            "hand_sizes": list(self._hsize),
            "known_cards": [[card_to_str(c) for c in k] for k in self._known],
            "melds": [[self._meld_json(m) for m in ms] for ms in self._melds],
            "opened": list(self._opened),
            "initial_minimum": list(self._need),
            "pile": [card_to_str(c) for c in self._pile],
            "pile_top": card_to_str(self._pile[-1]) if self._pile else None,
            "pile_frozen": frozen_for,
            "stock_size": self._stock_size(),
            "red_threes": [[card_to_str(c) for c in r] for r in self._red3],
            "scores": list(self._scores),
            "hand_scores": [[int(s) for s in r.team_scores or ()] for r in self._results],
            "turns": self._turns,
            "drew": self._drew,
            "melded": self._melded,
            "pile_declined": self._refused,
            "meld_cancelled": self._no_meld,
            "pending_top": card_to_str(self._pending_top) if self._pending else None,
            "fines": list(self._fines),
            "options": dict(self._opts),
            "asked": self._asked,
            "answer": ("yes", "no")[self._answer - 1] if self._answer else None,
            "pending_pile": self._pending,
            "opening_value": (
                self._tentative_value(self.team_of(self._cur))
                if not over and not self._opened[self.team_of(self._cur)]
                else None
            ),
            "legal_actions": (
                [A.to_str(a) for a in self.legal_actions()]
                if seat is not None and self._to_act == seat
                else []
            ),
            "over": over,
            "winners": list(self._winners),
        }
        return obs

    # ------------------------------------------------------------------ records
    def deals(self) -> list[JSON]:
        out = []
        for dealer, draw, pack in self._deal_recs:
            out.append({
                "dealer": dealer,
                "draw": None if draw is None else [
                    [[s, card_to_str(c)] for s, c in rnd] for rnd in draw
                ],
                "pack": [card_to_str(c) for c in pack],
            })
        return out

    def hand_results(self) -> list[HandResult]:
        return list(self._results)

    def result(self) -> MatchResult:
        totals = tuple(Fraction(self._scores[q % self._nt]) for q in range(self._n))
        over = self._phase == OVER
        margin = None
        if over and self._winners:
            ranked = sorted(self._scores, reverse=True)
            margin = ranked[0] - ranked[1]
        return MatchResult(
            totals=totals,
            winners=self._winners if over else (),
            over=over,
            hands=tuple(self._results),
            teams=self.teams(),
            team_totals=tuple(Fraction(s) for s in self._scores),
            detail={"target": self._target, "margin": margin},
        )

    def card_inventory(self) -> list[int]:
        out: list[int] = []
        for h in self._hands:
            out.extend(_cards_of(h))
        out.extend(self._pack[self._spos :])
        out.extend(self._pile)
        for ms in self._melds:
            for m in ms:
                out.extend(m[4])
        for r in self._red3:
            out.extend(r)
        out.sort()
        return out
