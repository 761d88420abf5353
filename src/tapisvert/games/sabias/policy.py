"""The Sabias heuristic's plan for search rollouts, read straight from a sampled world's state.

The rule-based bot (`tapisvert.bots.heuristics.sabias`) plays from a seat's observation; search
rollouts need the same plan a thousand times faster, so this module plays it from the state's
hand masks and trick in progress (it may read the state's internals: it is the game's own code).
The bot's parameters live here, once, and the bot imports them.

Why two readings of one plan: the bot parses the history for what it shows (families a seat is
void in, the family a partner signalled by a discard), which costs more than a whole rollout move;
the policy keeps only what the state holds ready (its own hand, the cards still out, the camps it
knows) and so leaves the voids and signals out. Both take, call, announce and value hands with the
same numbers below.
"""

from __future__ import annotations

import random

from tapisvert.core.protocol import Action, GameState
from tapisvert.games.sabias.cards import (
    CONSEIL_SETS,
    FAMILY,
    FAMILY_PLAIN,
    JEFA,
    LED_BY,
    POINTS,
    SABIA_MASK,
    STRENGTH,
    TRUMP_LEAD,
    is_grand,
)
from tapisvert.games.sabias.state import (
    BID,
    CALL,
    CALL0,
    CONSEIL0,
    DONE,
    JEFA_ANN,
    JEFA_BIT,
    PASS,
    PLAY,
    TAKE,
    SabiasState,
)

# Taking: the value of a hand, in "tricks-ish" units, and the bar by table size.
TRUMP_VALUE = 1.0
HIGH_TRUMP_BONUS = {10: 1.5, 9: 1.0, 8: 0.6, 7: 0.3}
JEFA_VALUE = 0.5  # the Jefa is a trump, but the lowest: she is caught more often than not
V_VALUE = 1.0
V_GUARDED_BONUS = 0.3  # a Grand-Père with its Mère
VOID_VALUE = 1.0  # per family void or singleton (half), once the hand holds trumps to cut
TAKE_BAR = {3: 13.5, 5: 6.0}  # where a taker breaks even against this bot
JEFA_TRUMPS = {3: 7, 4: 6, 5: 5}  # trumps held (the Jefa among them) to announce JEFA
RICH_TRICK = 8  # points in a trick worth a higher trump


# --- the fast rollout policy -------------------------------------------------------------------
# A seat uses only what it may know: its own hand, the cards still out (the other hands together,
# all public as the complement of what was played) and the camps it knows; the other hands'
# contents are never read one by one.

# The cards above each card in a trick it leads (its family's higher cards, then the trumps).
_HIGHER: tuple[int, ...] = tuple(
    sum(1 << x for x in range(60) if STRENGTH[LED_BY[c]][x] > STRENGTH[LED_BY[c]][c])
    for c in range(60)
)
_TRUMP_VALUE: tuple[float, ...] = tuple(
    (JEFA_VALUE if k == 1 else TRUMP_VALUE + HIGH_TRUMP_BONUS.get(k, 0.0)) for k in range(1, 11)
)
_RANK_V = tuple(1 << (6 * f + 4) for f in range(10))
_RANK_IV = tuple(1 << (6 * f + 3) for f in range(10))
_SABIA_IDS = tuple(6 * k + 5 for k in range(10))  # Sabia 1..10, lowest first


def _mask_value(hand: int) -> float:
    """`hand_value` of a hand mask."""
    trumps = hand & SABIA_MASK
    value = 0.0
    for k in range(10):
        if trumps >> (6 * k + 5) & 1:
            value += _TRUMP_VALUE[k]
    cut = trumps.bit_count() >= 3
    for f in range(10):
        plain = hand & FAMILY_PLAIN[f]
        if plain & _RANK_V[f]:
            value += V_VALUE + (V_GUARDED_BONUS if plain & _RANK_IV[f] else 0.0)
        if cut:
            count = plain.bit_count()
            if count == 0:
                value += VOID_VALUE
            elif count == 1:
                value += VOID_VALUE / 2
    return value


def _low(mask: int) -> int:
    """The lowest card id of a non-empty mask."""
    return (mask & -mask).bit_length() - 1


def _high(mask: int) -> int:
    return mask.bit_length() - 1


def _known_partners(state: SabiasState, p: int, allh: int) -> int:
    """A bitmask of the seats `p` knows play on its side (as the bot's `_partners` reads it)."""
    c = state._c
    n = c.n
    if c.mode == "teams":
        return 1 << (p + 2) % 4
    taker = state._taker
    if c.mode == "individual" or taker < 0:
        return 0
    everyone = (1 << n) - 1
    if n == 3:
        return 0 if p == taker else everyone & ~(1 << p | 1 << taker)
    partner = state._partner
    called = state._called
    if partner < 0 and called >= 0 and not allh >> called & 1:
        partner = state._partner_seat()  # the called Sabia was played: the call is public
    if partner >= 0:
        if partner == taker:  # alone
            return 0 if p == taker else everyone & ~(1 << p | 1 << taker)
        camp = 1 << taker | 1 << partner
        side = camp if camp >> p & 1 else everyone & ~camp
        return side & ~(1 << p)
    if p != taker and called >= 0 and state._hands[p] >> called & 1:
        return 1 << taker
    return 0


def _sure(card: int, out: int) -> bool:
    """No card still out can beat `card` where it leads or holds a trick (a family card is
    trusted while few of its family are gone and, as in the bot's `sure`, nobody is known void)."""
    higher = _HIGHER[card] & out
    if not higher:
        return True
    if SABIA_MASK >> card & 1:
        return False
    f = card // 6
    if higher & FAMILY[f]:
        return False
    return (out & FAMILY[f]).bit_count() >= 3  # the family is fresh: the others follow it


def rollout_policy(state: GameState, rng: random.Random) -> Action:
    """A fast Sabias move for search rollouts, the heuristic's plan read from the state."""
    assert isinstance(state, SabiasState)
    phase = state._phase
    p = state._p
    hand = state._hands[p]
    if phase != PLAY:
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        if phase == BID:
            return TAKE if _mask_value(hand) >= TAKE_BAR.get(state._c.n, 99.0) else PASS
        if phase == CALL:
            for k in range(9, -1, -1):
                if not hand >> _SABIA_IDS[k] & 1:
                    return CALL0 + k
            return CALL0 + 9
        # Announcements: the highest-numbered option is a conseil (a grand one first).
        conseils = [a for a in legal if a >= CONSEIL0]
        if conseils:
            grand = [a for a in conseils if is_grand(CONSEIL_SETS[a - CONSEIL0])]
            return grand[0] if grand else conseils[0]
        if JEFA_ANN in legal:
            need = JEFA_TRUMPS.get(state._c.n, 99)
            if (hand & SABIA_MASK).bit_count() >= need:
                return JEFA_ANN
        return DONE
    lm = state._lm
    if lm & (lm - 1) == 0:
        return _low(lm)
    hands = state._hands
    allh = 0
    for h in hands:
        allh |= h
    out = allh & ~hand
    jefa_kept = bool(state._jefa_done >> p & 1) and hand.bit_count() > 1
    trick = state._trick
    if not trick:
        return _lead(hand, lm, out)
    return _follow(state, p, hand, lm, out, allh, jefa_kept)


def _lead(hand: int, lm: int, out: int) -> int:
    keep = lm & ~JEFA_BIT or lm  # the Jefa leads only when alone
    trumps = keep & SABIA_MASK
    plain = keep & ~SABIA_MASK
    out_trumps = out & SABIA_MASK
    if trumps and out_trumps:
        mine = (hand & SABIA_MASK).bit_count()
        theirs = out_trumps.bit_count()
        if mine > theirs:
            top = _high(trumps)
            if top > _high(out_trumps):
                return top
            if mine >= 2 * theirs:
                return _low(trumps)
    if plain:
        best = -1
        best_pts = -1
        rest = plain
        while rest:
            c = _low(rest)
            rest &= rest - 1
            if POINTS[c] > best_pts and _sure(c, out):
                best, best_pts = c, POINTS[c]
        if best >= 0:
            return best
        # A low card of the longest family.
        best_key = (99, 99)
        rest = plain
        while rest:
            c = _low(rest)
            rest &= rest - 1
            key = (-(plain & FAMILY[c // 6]).bit_count(), POINTS[c])
            if key < best_key:
                best, best_key = c, key
        return best
    if trumps:
        return _low(trumps)
    return _low(lm)


def _cheapest(mask: int) -> int:
    """The plain card worth least (lowest id among equals), else the lowest trump."""
    plain = mask & ~SABIA_MASK
    if not plain:
        low = mask & ~JEFA_BIT
        return _low(low or mask)
    best = -1
    best_pts = 99
    while plain:
        c = _low(plain)
        plain &= plain - 1
        if POINTS[c] < best_pts:
            best, best_pts = c, POINTS[c]
    return best


def _richest(mask: int) -> int:
    """The plain card worth most, else the lowest trump (a partner's trick is loaded)."""
    plain = mask & ~SABIA_MASK
    if not plain:
        return _low(mask & ~JEFA_BIT or mask)
    best = -1
    best_pts = -1
    while plain:
        c = _low(plain)
        plain &= plain - 1
        if POINTS[c] > best_pts:
            best, best_pts = c, POINTS[c]
    return best


def _follow(
    state: SabiasState, p: int, hand: int, lm: int, out: int, allh: int, jefa_kept: bool
) -> int:
    trick = state._trick
    n = state._c.n
    led = state._led
    best = state._best
    strength = STRENGTH[led]
    winners = 0
    rest = lm
    while rest:
        c = _low(rest)
        rest &= rest - 1
        if strength[c] > best:
            winners |= 1 << c
    losers = lm & ~winners
    if jefa_kept:
        winners = winners & ~JEFA_BIT or winners
        losers = losers & ~JEFA_BIT or losers
    partners = _known_partners(state, p, allh)
    left = n - len(trick) - 1  # seats still to play after p
    nxt = state._c.nxt
    opponents_after = False
    s = p
    for _ in range(left):
        s = nxt[s]
        if not partners >> s & 1:
            opponents_after = True
            break
    if partners >> state._win & 1:
        if losers:
            top = trick[0]
            for c in trick:
                if strength[c] > strength[top]:
                    top = c
            safe = (
                not opponents_after
                or not (_HIGHER[top] & out)
                or (not SABIA_MASK >> top & 1 and _sure(top, out))
            )
            if safe:
                if losers & JEFA_BIT and not jefa_kept:
                    return JEFA
                return _richest(losers)
            return _cheapest(losers)
        return _low(lm & ~JEFA_BIT or lm) if led == TRUMP_LEAD else _weakest(lm, strength)
    if winners:
        if not left:
            if winners & JEFA_BIT:
                return JEFA
            plain = winners & ~SABIA_MASK
            if plain:
                return _richest(plain)
            return _low(winners)
        sure = 0
        rest = winners
        while rest:
            c = _low(rest)
            rest &= rest - 1
            if _sure(c, out):
                sure |= 1 << c
        if sure:
            return _weakest(sure, strength)
        cuts = winners & SABIA_MASK & ~FAMILY[led] if led != TRUMP_LEAD else 0
        if cuts:  # trump the family led: high when the trick is rich, else low (not the Jefa)
            if state._tpts >= RICH_TRICK:
                return _high(cuts)
            return _low(cuts & ~JEFA_BIT or cuts)
        if not losers:
            return _weakest(winners, strength)
    if losers:
        return _cheapest(losers)
    return _weakest(lm, strength)


def _weakest(mask: int, strength: tuple[int, ...]) -> int:
    """The card of `mask` holding the trick least (the cheaper among equals)."""
    best = -1
    key = (99, 99)
    while mask:
        c = _low(mask)
        mask &= mask - 1
        k = (strength[c], POINTS[c])
        if k < key:
            best, key = c, k
    return best
