"""Samba inside search: the fast rollout policy and the evaluator of depth-limited rollouts,
reading the sampled world's state.

The strategy is written twice, on purpose. `strategy.strategy` (the `heuristic` bot) decides from a
seat's typed view: cards in notation, every legal action as text, a planner for the opening and
probability estimates for each discard, about a millisecond a move. A search plays some 100,000
rollout moves a decision, so its rollouts (`HOOKS.rollout`) use `rollout_policy`, this cheaper
restatement of the same rules on action ids and the (sampled) state's counts, a few microseconds a
move, which plays about as well (see below) without making the same decisions: it reads the
sampled world's hands where the strategy estimates, and breaks ties at random. Both name the same
constants (`EARLY_WILD_SIZE`). The evaluator and the rollout policy read a state's internals, so
they live in the game package; `SambaGame.search_hooks()` hands them to the search.

A cheap policy for search rollouts (`ISMCTSBot(game, seed, rollout=rollout_policy)`): it reads the
legal action ids and a few fields of the (sampled) state, so it costs little more than uniform
play, but it plays like the heuristic (takes the pile, melds naturals, lays wild cards where the
heuristic does, keeps the others, discards what the next player cannot use), so rollouts end the
hand the way real hands end, with canastas and players going out. In duplicate play on the true
state (100-150 deals, seats 0 and 2 against the heuristic) it scores about as well as the
heuristic (+95 +-110); with random discards and no wild-card rules it lost by ~500.

This module is compiled with the rules (setup.py's COMPILED), so a rollout move runs in C, and
`play_rollout` plays the policy to the end of a hand in one call (`SearchHooks.rollout_playout`),
as `play_randomly` does the random rollout. `policy.py` hands them to search (`HOOKS`).
"""

from __future__ import annotations

import math
import random
from typing import Final, cast

from tapisvert.core.draws import below
from tapisvert.core.protocol import Action, GameState
from tapisvert.games.samba import actions as A
from tapisvert.games.samba.cards import IS_BLACK3, IS_WILD, NUM_KINDS, VALUE, kind, rank_of
from tapisvert.games.samba.melds import GROUP, Meld, count_canastas
from tapisvert.games.samba.state import SambaState

EARLY_WILD_SIZE: Final = 4  # a wild card goes on a group this big while the side lacks two canastas
# rollouts: the chance of melding a wild card rather than discarding
ROLLOUT_WILD_MELD: Final = 0.25


def _samba(state: GameState) -> SambaState:
    assert isinstance(state, SambaState)
    return state


# (The constants are `Final`: compiled, a plain module-level name is looked up in the module's
# dictionary at every use, a `Final` one is a constant.)
_NATURAL_MELD: Final = 0  # merges, sequences, natural lay-offs, groups of naturals: always welcome
_WILD_MELD: Final = 1  # groups and lay-offs using a wild card: see `_rollout_wild_meld`
_DISCARD: Final = 2
_WILD_DISCARD: Final = 3
_OTHER: Final = 4


def _rollout_class(action: int) -> int:
    if A.GROUP <= action < A.SEQ:
        _, _, jokers, twos = A.group_parts(action)
        return _WILD_MELD if jokers + twos else _NATURAL_MELD
    if A.SEQ <= action < A.LAYOFF or A.MERGE <= action < A.DISCARD:
        return _NATURAL_MELD
    if A.LAYOFF <= action < A.MERGE:
        return _WILD_MELD if IS_WILD[(action - A.LAYOFF) % NUM_KINDS] else _NATURAL_MELD
    if A.DISCARD <= action < A.TAKE_WITH:
        return _WILD_DISCARD if IS_WILD[action - A.DISCARD] else _DISCARD
    return _OTHER


_CLASS: Final[tuple[int, ...]] = tuple(_rollout_class(a) for a in range(A.ACTION_SPACE))


def rollout_policy(state: GameState, rng: random.Random) -> Action:
    """A fast Samba-like move for search rollouts (see above): take the pile, meld naturals, lay
    a wild card where it completes a canasta or grows a big group (or pairs a natural pair with a
    two), discard the non-wild card least useful to the next player; other wild melds are made
    now and then (and when an opening needs them)."""
    s = _samba(state)
    legal = s.legal_shared()  # read only: not the copy `legal_actions()` makes
    if len(legal) == 1:
        return legal[0]
    first = legal[0]
    # start of a turn, or an answer (the ids of later steps are sorted; a turn's may start with
    # the pair takes, the last ids)
    if first < A.GROUP or first >= A.TAKE_WITH:
        if _holds(legal, A.YES):
            return A.YES
        for a in legal:  # the first take by adding the pile's top to a meld
            if A.TAKE_ADD <= a < A.GROUP:
                return a
        if any(A.is_pair_take(a) for a in legal):
            pair = A.pair_take_id(s._hands[s._current], rank_of(s._pile[-1]), legal)
            if pair is not None:
                return pair
        if _holds(legal, A.DRAW):
            return A.DRAW
        if _holds(legal, A.END) and not any(A.GROUP <= a < A.TAKE_WITH for a in legal):
            return A.END
    # Each class's actions counted, not gathered: a list is built only for the class chosen
    # (compiled, gathering boxed every action id again and built five lists a decision). The
    # choices and the draws are those of picking from the lists, in `legal`'s order.
    cls = _CLASS
    n_nat = n_wild = n_disc = n_wild_disc = 0
    for a in legal:
        k = cls[a]
        if k == _NATURAL_MELD:
            n_nat += 1
        elif k == _WILD_MELD:
            n_wild += 1
        elif k == _DISCARD:
            n_disc += 1
        elif k == _WILD_DISCARD:
            n_wild_disc += 1
    if n_nat:
        return _nth(legal, _NATURAL_MELD, below(rng, n_nat))
    if n_wild:
        wild = [a for a in legal if cls[a] == _WILD_MELD]
        good = _rollout_wild_meld(state, wild)
        if good is not None:
            return good
        if not (n_disc or n_wild_disc) or rng.random() < ROLLOUT_WILD_MELD:
            return wild[below(rng, n_wild)]
    if n_disc:
        if n_disc == 1:
            return _nth(legal, _DISCARD, 0)
        return _rollout_discard(state, [a for a in legal if cls[a] == _DISCARD], rng)
    if _holds(legal, A.CANCEL) and not n_wild_disc:
        return A.CANCEL
    if n_wild_disc:
        return _nth(legal, _WILD_DISCARD, below(rng, n_wild_disc))
    rest = [a for a in legal if a != A.ASK] or legal
    return rest[below(rng, len(rest))]


def search_actions(state: GameState) -> list[Action]:
    """The moves the search weighs (`ismcts:actions=search`, samba's default): the legal ones
    but "May I go out?". Asking is never needed (going out needs no permission) and only binds:
    after "yes" the player must go out or pay the 100-point fine, after "no" he may not go out
    this turn; the heuristic never asks, and rollouts do not. Searched, the question is a gamble
    on the partner's answer in sampled worlds, and the true deal punishes it: each of the
    search's asks cost its side 87.5 points [80.2, 94.8] against play that went on as the
    heuristic's (`bench/deviation_audit.py samba 6 --deals 8 --seed 2`, 80 asks of 900
    decisions; docs/bots.md, "Where the search departs from the heuristic")."""
    legal = _samba(state).legal_actions()
    rest = [a for a in legal if a != A.ASK]
    return rest if rest else legal


def _holds(legal: list[int], action: int) -> bool:
    """`action in legal`, natively (compiled, `in` compares boxed ints through the interpreter)."""
    return any(a == action for a in legal)


def _nth(legal: list[int], want: int, k: int) -> int:
    """The `k`-th action (from 0) of class `want` in `legal`."""
    cls = _CLASS
    for a in legal:
        if cls[a] == want:
            if k == 0:
                return a
            k -= 1
    raise ValueError(f"no action {k} of class {want}")


def _rollout_wild_meld(state: GameState, wild: list[int]) -> int | None:
    """A wild meld the heuristic would make: a wild card that completes a canasta, one on a group
    of `EARLY_WILD_SIZE` or more while the side lacks the two canastas it needs to go out (twos
    before jokers), or a new group of a natural pair and a two; None when none is legal."""
    s = _samba(state)
    team = s._current % s._sides
    if not s._opened[team]:
        return None
    melds = s._melds[team]
    short = count_canastas(melds) < 2
    # A move's key is (tier, -value of the card laid), compared as one int, tier * _TIER - value
    # (card values are far below _TIER): compiled, a tuple key was built and compared through the
    # interpreter at every move.
    best: int | None = None
    best_key = 0
    for a in wild:
        if a < A.SEQ:  # a new group: a natural pair and a two
            _, naturals, jokers, twos = A.group_parts(a)
            if naturals == 2 and jokers == 0 and twos == 1 and best_key < _TIER:
                best, best_key = a, _TIER
            continue
        k = (a - A.LAYOFF) // NUM_KINDS
        c = (a - A.LAYOFF) % NUM_KINDS
        m = melds[k]
        size = len(m.cards)
        if m.kind is not GROUP or m.wilds >= 2 or size >= 7:
            continue
        if size == 6:
            key = 2 * _TIER - VALUE[c]
        elif short and size >= EARLY_WILD_SIZE:
            key = _TIER - VALUE[c]
        else:
            continue
        if best is None or key > best_key:
            best, best_key = a, key
    return best


_TIER: Final = 1000


def _rollout_discard(state: GameState, discards: list[int], rng: random.Random) -> int:
    """The rollout's discard among non-wild `discards`: a black three first; never, if avoidable,
    a card the next side can lay on one of its melds (it would take the pile) or the next player
    holds a natural pair of (the rollout plays a sampled world, so it reads that hand); rather
    not a card of a pair or more of the player's own; else the cheapest. Ties at random."""
    s = _samba(state)
    p = s._current
    nt = s._sides
    nxt = (p + 1) % len(s._hand_sizes)  # the players (natively: `_config` is not compiled)
    side = nxt % nt
    own = s._hands[p]
    theirs = s._hands[nxt]
    open_pile = s._pile_freezers == 0 and s._opened[side]
    # (a list, not any sequence, and the bound `random` fetched once: compiled, a sequence is
    # iterated through the iterator protocol and each `rng.random()` looks the method up)
    melds: list[Meld] = s._melds[side] if open_pile else []
    random_ = rng.random
    best = discards[0]
    best_cost = math.inf
    for a in discards:
        c = a - A.DISCARD
        if IS_BLACK3[c]:
            cost = -100.0
        else:
            i = c % 13
            rank = i + 2
            cost = VALUE[c] / 10 + random_()
            if theirs[i] + theirs[i + 13] + theirs[i + 26] + theirs[i + 39] >= 2:
                cost += 100
            if own[i] + own[i + 13] + own[i + 26] + own[i + 39] >= 2:
                cost += 20
            for m in melds:
                size = len(m.cards)
                if m.kind is GROUP:
                    if m.rank == rank and size < 7:
                        cost += 100
                        break
                elif size < 7 and m.suit == c // 13 and (rank == m.low - 1 or rank == m.low + size):
                    cost += 100
                    break
        if cost < best_cost:
            best, best_cost = a, cost
    return best


# ------------------------------------------------------------------------ an evaluator
# `evaluate(state, hand)` estimates each seat's score of the hand from a state inside it, for
# search with a rollout depth (`ismcts:depth=N`): a Samba hand runs to some 120 actions, too many
# to roll out 1,000 times a move. The estimate is linear in a few features of each side (what its
# melds and hands would score now, how far its melds are from canastas and sambas, what its hands
# hold, how much stock is left for it to improve), with weights fitted by least squares to the
# final hand scores of heuristic self-play (see `EVAL_WEIGHTS`).


def side_features(state: GameState, team: int) -> list[float]:
    """The evaluator's features of side `team` in a hand in progress (a sampled world: it may
    read every hand). The first is the constant, the second what the side would score if the
    hand ended now (with nobody out); then the melds' distances to canastas and sambas (counting
    the naturals its members hold for them), what the hands hold, and those features again
    scaled by the share of the stock left (time to improve)."""
    s = _samba(state)
    n = len(s._hand_sizes)  # the players (natively: `_config` is not compiled)
    nt = s._sides
    hands = (s._hands[team], s._hands[team + nt])
    h = [a + b for a, b in zip(hands[0], hands[1], strict=True)]
    melded = bonus = canastas = 0
    gd = [0, 0, 0, 0]  # incomplete groups by natural cards missing: 0, 1, 2, 3+
    qd = [0, 0, 0, 0]  # sequences by cards missing to a samba, after the held extensions
    for m in s._melds[team]:
        cards = m.cards
        for c in cards:
            melded += VALUE[c]
        if m.kind is GROUP:
            size = len(cards)
            if size >= 7:
                canastas += 1
                bonus += 300 if m.wilds else 500
                continue
            i = m.rank - 2
            held = h[i] + h[i + 13] + h[i + 26] + h[i + 39]
            gd[min(3, max(0, 7 - size - held))] += 1
        else:
            ln = len(cards)
            if ln >= 7:
                canastas += 1
                bonus += 1500
                continue
            suit, low = m.suit, m.low
            hi = low + ln - 1
            lo = low
            while lo > 4 and h[kind(suit, lo - 1)]:
                lo -= 1
            while hi < 14 and h[kind(suit, hi + 1)]:
                hi += 1
            qd[min(3, max(0, 7 - (hi - lo + 1)))] += 1
    red = len(s._red_threes[team]) + len(s._red_threes[team + nt])
    red_value = 1000 if red == 6 else 100 * red
    in_hand = 0
    for c in range(NUM_KINDS):
        if h[c]:
            in_hand += VALUE[c] * h[c]
    cards_held = s._hand_sizes[team] + s._hand_sizes[team + nt]
    wild = h[0] + h[13] + h[26] + h[39] + h[52]
    pairs = trips = 0
    for i in range(2, 13):
        k = h[i] + h[i + 13] + h[i + 26] + h[i + 39]
        if k >= 3:
            trips += 1
        elif k == 2:
            pairs += 1
    now = melded + bonus + (red_value if canastas >= 2 else -red_value) - in_hand - s._fines[team]
    stock = max(0, len(s._pack) - s._stock_pos)
    f = min(1.0, stock / 100)
    # (plain loops, not `max`/`min` over generators: compiled, those go through the interpreter)
    opp_can = 0
    for u in range(nt):
        if u != team:
            k = count_canastas(s._melds[u])
            if k > opp_can:
                opp_can = k
    sizes = s._hand_sizes
    opp_min = -1
    for q in range(n):
        if q % nt != team and (opp_min < 0 or sizes[q] < opp_min):
            opp_min = sizes[q]
    opened = 1.0 if s._opened[team] else 0.0
    pile = len(s._pile)
    nxt = s._to_act if s._to_act is not None else 0
    mine_next = 1.0 if nxt % nt == team else 0.0
    pot = [
        opened,
        1.0 if canastas == 1 else 0.0,
        1.0 if canastas >= 2 else 0.0,
        *gd,
        *qd,
        wild,
        pairs,
        trips,
        cards_held,
        in_hand,
        red_value,
    ]
    out = [1.0, float(now), float(melded), float(bonus), *pot]
    for x in pot:
        out.append(f * x)
    out += [f, pile * mine_next, float(pile), 1.0 if opp_can >= 2 else 0.0, float(opp_min)]
    return out


# Fitted to 96,586 states (every third action, both sides) of 1,500 four-player heuristic
# self-play hands (`GAME.new(4, 10_000 + k, max_hands=1)`, k < 1,500), target the side's final
# hand score, ridge-regularised least squares (lambda 1) on standardised features: on held-out
# hands R² 0.25 (RMSE 746), where the score "if the hand ended now" alone has R² < 0 (early in a
# hand most of the score is still to come). Six players use the same weights (not refitted).
EVAL_WEIGHTS: Final[tuple[float, ...]] = (
    1452,
    0.19,
    1.278,
    0.7601,
    -1810,
    348.3,
    590.6,
    370.1,
    112.8,
    -56.84,
    -13.59,
    2256,
    -81.3,
    -95.41,
    -56.35,
    31.62,
    -16.17,
    134.3,
    -7.945,
    2.578,
    0.1227,
    1844,
    -660.1,
    -1339,
    -287.4,
    -82,
    57.34,
    -42.42,
    -1612,
    553.1,
    257.2,
    8.891,
    -32.62,
    -2.234,
    -175.1,
    -4.595,
    -0.7309,
    0.9942,
    -399.5,
    3.394,
    0.5273,
    -182.3,
    37.26,
)


def evaluate(state: GameState, hand: int) -> list[float]:
    """Each seat's estimated score of the hand in progress (its side's), for depth-limited
    search; `hand` is the current hand's index (the estimate is of the hand under way)."""
    s = _samba(state)
    n = len(s._hand_sizes)  # the players (natively: `_config` is not compiled)
    nt = s._sides
    weights = EVAL_WEIGHTS
    sides: list[float] = []
    for t in range(nt):
        features = side_features(state, t)
        if len(features) != len(weights):
            raise ValueError(f"{len(features)} features for {len(weights)} weights")
        # a float accumulated in order, as `sum` adds floats (compiled, `sum` over a generator
        # added boxed numbers through the number protocol)
        v = 0.0
        for i in range(len(weights)):
            v += weights[i] * features[i]
        sides.append(v)
    return [sides[q % nt] for q in range(n)]


# The ismcts parameters measured strongest here (docs/bots.md): heuristic rollouts cut after 10
# actions and scored by `evaluate`, the heuristic playing the other seats, the score margin
# backed up (the heuristic's edge is denying the pile, which a side's own score does not see),
# and the question "May I go out?" left out of the tree (`search_actions`).
ISMCTS_DEFAULTS: dict[str, str] = {
    "actions": "search",
    "rollout": "heuristic",
    "opponents": "heuristic",
    "depth": "10",
    "c": "0.1",
    "reward": "margin",
}


def play_rollout(state: GameState, hand: int, rng: random.Random, limit: int) -> None:
    """Play `rollout_policy` until hand `hand` ends (or the match does), or for `limit` actions
    when `limit >= 0`: search's rollout loop in one call (`SearchHooks.rollout_playout`), the
    same moves from the same draws as the loop in `bots.tree`."""
    s = cast(SambaState, state)
    while limit != 0 and s._to_act is not None and s._hand_number == hand:
        s.apply(rollout_policy(s, rng))
        limit -= 1
