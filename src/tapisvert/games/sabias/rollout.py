"""Sabias inside search: the fast rollout policy, reading the sampled world's state.

A rollout reads the sampled world's state directly, which only the game's own package may do;
this module is compiled with the rules (setup.py's COMPILED), so a rollout move runs in C, and
`play_rollout` plays the policy to the end of a hand in one call (`SearchHooks.rollout_playout`),
as `play_randomly` does the random rollout. `policy.py` holds the strategy and the search hooks.
"""

from __future__ import annotations

import random
from typing import Final, cast

from tapisvert.core.protocol import Action, GameState
from tapisvert.games.sabias.actions import (
    ANNOUNCE_JEFA,
    CALL_FIRST,
    CONSEIL_FIRST,
    DONE,
    PASS,
    TAKE,
)
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
from tapisvert.games.sabias.state import SabiasState
from tapisvert.games.sabias.table import BID, CALL, JEFA_BIT, PLAY

# Taking: the value of a hand, in "tricks-ish" units, and the bar by table size.
TRUMP_VALUE: Final = 1.0
HIGH_TRUMP_BONUS: Final = {10: 1.5, 9: 1.0, 8: 0.6, 7: 0.3}
JEFA_VALUE: Final = 0.5  # the Jefa is a trump, but the lowest: she is caught more often than not
V_VALUE: Final = 1.0
V_GUARDED_BONUS: Final = 0.3  # a Grand-Père with its Mère
VOID_VALUE: Final = 1.0  # per family void or singleton (half), once the hand holds trumps to cut
TAKE_BAR: Final = {3: 13.5, 5: 6.0}  # where a taker breaks even against this bot
JEFA_TRUMPS: Final = {3: 7, 4: 6, 5: 5}  # trumps held (the Jefa among them) to announce JEFA
RICH_TRICK: Final = 8  # points in a trick worth a higher trump

# --- the fast rollout policy -------------------------------------------------------------------
# A seat uses only what it may know: its own hand, the cards still out (the other hands together,
# all public as the complement of what was played) and the camps it knows; the other hands'
# contents are never read one by one.

# The cards above each card in a trick it leads (its family's higher cards, then the trumps).
_HIGHER: Final[tuple[int, ...]] = tuple(
    sum(1 << x for x in range(60) if STRENGTH[LED_BY[c]][x] > STRENGTH[LED_BY[c]][c])
    for c in range(60)
)
_TRUMP_VALUE: Final[tuple[float, ...]] = tuple(
    (JEFA_VALUE if k == 1 else TRUMP_VALUE + HIGH_TRUMP_BONUS.get(k, 0.0)) for k in range(1, 11)
)
_RANK_V: Final = tuple(1 << (6 * f + 4) for f in range(10))
_RANK_IV: Final = tuple(1 << (6 * f + 3) for f in range(10))
_SABIA_IDS: Final = tuple(6 * k + 5 for k in range(10))  # Sabia 1..10, lowest first


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


def _known_partners(state: SabiasState, p: int, still_held: int) -> int:
    """A bitmask of the seats `p` knows play on its side (as the bot's `_partners` reads it)."""
    rules = state._rules
    n = rules.players
    if rules.mode == "teams":
        return 1 << (p + 2) % 4
    taker = state._taker
    if rules.mode == "individual" or taker < 0:
        return 0
    everyone = (1 << n) - 1
    if n == 3:
        return 0 if p == taker else everyone & ~(1 << p | 1 << taker)
    partner = state._partner
    called = state._called
    if partner < 0 and called >= 0 and not still_held >> called & 1:
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
    p = state._turn
    hand = state._hands[p]
    if phase is not PLAY:
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        if phase is BID:
            return TAKE if _mask_value(hand) >= TAKE_BAR.get(state._rules.players, 99.0) else PASS
        if phase is CALL:
            for k in range(9, -1, -1):
                if not hand >> _SABIA_IDS[k] & 1:
                    return CALL_FIRST + k
            return CALL_FIRST + 9
        # Announcements: the highest-numbered option is a conseil (a grand one first).
        conseils = [a for a in legal if a >= CONSEIL_FIRST]
        if conseils:
            grand = [a for a in conseils if is_grand(CONSEIL_SETS[a - CONSEIL_FIRST])]
            return grand[0] if grand else conseils[0]
        if ANNOUNCE_JEFA in legal:
            need = JEFA_TRUMPS.get(state._rules.players, 99)
            if (hand & SABIA_MASK).bit_count() >= need:
                return ANNOUNCE_JEFA
        return DONE
    allowed = state._legal_mask
    if allowed & (allowed - 1) == 0:
        return _low(allowed)
    hands = state._hands
    still_held = 0
    for h in hands:
        still_held |= h
    out = still_held & ~hand
    jefa_kept = bool(state._jefa_done >> p & 1) and hand.bit_count() > 1
    trick = state._trick
    if not trick:
        return _rollout_lead(hand, allowed, out)
    return _rollout_follow(state, p, hand, allowed, out, still_held, jefa_kept)


def _rollout_lead(hand: int, allowed: int, out: int) -> int:
    keep = allowed & ~JEFA_BIT or allowed  # the Jefa leads only when alone
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
    return _low(allowed)


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


def _rollout_follow(
    state: SabiasState, p: int, hand: int, allowed: int, out: int, still_held: int, jefa_kept: bool
) -> int:
    trick = state._trick
    n = state._rules.players
    led = state._led
    best = state._best_strength
    strength = STRENGTH[led]
    winners = 0
    rest = allowed
    while rest:
        c = _low(rest)
        rest &= rest - 1
        if strength[c] > best:
            winners |= 1 << c
    losers = allowed & ~winners
    if jefa_kept:
        winners = winners & ~JEFA_BIT or winners
        losers = losers & ~JEFA_BIT or losers
    partners = _known_partners(state, p, still_held)
    left = n - len(trick) - 1  # seats still to play after p
    next_seat = state._rules.next_seat
    opponents_after = False
    s = p
    for _ in range(left):
        s = next_seat[s]
        if not partners >> s & 1:
            opponents_after = True
            break
    if partners >> state._winning_seat & 1:
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
        return (
            _low(allowed & ~JEFA_BIT or allowed)
            if led == TRUMP_LEAD
            else _weakest(allowed, strength)
        )
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
            if state._points_in_trick >= RICH_TRICK:
                return _high(cuts)
            return _low(cuts & ~JEFA_BIT or cuts)
        if not losers:
            return _weakest(winners, strength)
    if losers:
        return _cheapest(losers)
    return _weakest(allowed, strength)


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


def play_rollout(state: GameState, hand: int, rng: random.Random, limit: int) -> None:
    """Play `rollout_policy` until hand `hand` ends (or the match does), or for `limit` actions
    when `limit >= 0`: search's rollout loop in one call (`SearchHooks.rollout_playout`), the
    same moves from the same draws as the loop in `bots.tree`."""
    s = cast(SabiasState, state)
    while limit != 0 and s._to_act is not None and s._hand_number == hand:
        s.apply(rollout_policy(s, rng))
        limit -= 1
