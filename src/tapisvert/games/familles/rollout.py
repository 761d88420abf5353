"""Familles inside search: the fast rollout policy, the actions searched and the evaluator of
depth-limited rollouts, reading the sampled world's state.

A rollout reads the sampled world's state directly, which only the game's own package may do;
this module is compiled with the rules (setup.py's COMPILED), so a rollout move runs in C, and
`play_rollout` plays the policy to the end of a hand in one call (`SearchHooks.rollout_playout`),
as `play_randomly` does the random rollout. `policy.py` holds the strategy and the search hooks.
"""

from __future__ import annotations

import random
from typing import Final, cast

from tapisvert.core.protocol import Action, GameState
from tapisvert.games.familles.cards import (
    DECK_SIZE,
    FAMILY_MASKS,
    FAMILY_SIZE,
    GRANDE_JEFA,
    JEFA,
)
from tapisvert.games.familles.events import (
    K_DRAW_HIDDEN,
    K_DRAW_SHOWN,
    K_GIVEN,
    K_LAY,
    K_REFUSED,
)
from tapisvert.games.familles.state import FamillesState
from tapisvert.games.familles.table import Log, newer_codes

# --- the fast policy for search rollouts ---------------------------------------------------------
#
# The same rules as the bot, read from a sampled world instead of an observation: the mover's own
# hand, plus a public memory of the deal (who publicly holds what, who lacks what since his last
# unseen draw, who holds a hidden card of which family), kept up to date incrementally from the
# world's event log so that a rollout move costs a few microseconds. The memory reads only what
# the history makes public (never the card another seat drew unseen), so the rollout players ask
# like the heuristic does, neither omniscient (which would make every ask a gift and the values
# wildly optimistic) nor memoryless (random asks, which misjudge a hand decided by memory).


class _Memory:
    """The public knowledge of one world's deal, as of its log `log`."""

    __slots__ = ("known", "lack", "log", "need", "refused", "state")

    def __init__(self, state: FamillesState) -> None:
        n = state._players
        self.state = state  # kept alive, so that an identity check cannot match a recycled id
        self.log: Log = b""  # the log read last
        self.known = [0] * n  # cards each seat publicly holds
        self.lack = [0] * n  # cards each seat publicly lacks (refused or asked since his draw)
        self.need = [0] * n  # families (bits) each seat holds a hidden card of
        self.refused = -1  # the card just refused, when the last event was a refusal


def _update(mem: _Memory, codes: list[int], by_family: bool) -> None:
    """Fold the public side of `codes` (oldest first) into `mem`."""
    known, lack, need = mem.known, mem.lack, mem.need
    refused = mem.refused
    for code in codes:
        kind = code & 7
        s = code >> 3 & 7
        if kind in (K_GIVEN, K_REFUSED):
            t = code >> 6 & 127
            c = code >> 13
            f = c // FAMILY_SIZE
            bit = 1 << c
            if by_family and not known[s] & FAMILY_MASKS[f]:
                need[s] |= 1 << f
            if kind == K_GIVEN:
                if known[t] & bit:
                    known[t] ^= bit
                else:
                    need[t] &= ~(1 << f)
                known[s] |= bit
                lack[s] &= ~bit
            else:
                lack[t] |= bit
                lack[s] |= bit
                refused = c
                continue
        elif kind == K_DRAW_SHOWN:
            bit = 1 << (code >> 6 & 127)
            known[s] |= bit
            lack[s] &= ~bit
        elif kind == K_DRAW_HIDDEN:
            # what he lacked may have come: only the card just refused is sure not to have
            lack[s] = 1 << refused if refused >= 0 and not code >> 13 else 0
        elif kind == K_LAY:
            f = code >> 6 & 127
            known[s] &= ~FAMILY_MASKS[f]
            need[s] &= ~(1 << f)
        refused = -1
    mem.refused = refused


_MEMORY: Final[list[_Memory]] = []  # the memories of the last few worlds played in


def _memory(state: FamillesState) -> _Memory:
    """The public memory of `state`'s deal, brought up to date with its log."""
    mem = None
    for m in _MEMORY:
        if m.state is state:
            mem = m
            break
    codes: list[int] = []  # oldest first
    log = state._event_log
    grew = newer_codes(log, b"" if mem is None else mem.log, codes)
    if mem is None or not grew:  # a new world, or a new deal in it: the log was read whole
        if mem is not None:
            _MEMORY.remove(mem)
        mem = _Memory(state)
        _MEMORY.insert(0, mem)
        del _MEMORY[4:]
    _update(mem, codes, state._ask_requires_family)
    mem.log = log
    return mem


_FAMILIES: Final = tuple(enumerate(FAMILY_MASKS))
_JEFAS: Final = 1 << JEFA | 1 << GRANDE_JEFA
# What a gift is worth by the cards held in its family (`ask_value` less the target's room term).
_VALUE: Final = tuple(
    1.0 + 0.08 * k + (0.3 if k == FAMILY_SIZE - 1 else 0.0) for k in range(FAMILY_SIZE)
)


def rollout_policy(state: GameState, rng: random.Random) -> Action:
    """A fast heuristic ask for search rollouts: the bot's rules on the mover's public memory.

    Sure asks (a card the target publicly holds) first, valued like `ask_value`; otherwise the
    family and target with the best chance times value, the chance being the target's share of
    the hidden cards (the whole family's when he publicly holds a hidden card of it), zero for a
    card he publicly lacks. The mover reads only his own hand and the public memory.
    """
    assert isinstance(state, FamillesState)
    p = state._to_act
    assert p is not None
    hands = state._hands
    h = hands[p]
    fams: list[tuple[int, int, int]] = []  # (family, mask, cards held) the mover may ask in
    askable = 0
    if state._ask_requires_family:
        for f, fm in _FAMILIES:
            x = h & fm
            if x:
                fams.append((f, fm, x.bit_count()))
                askable |= fm
    else:
        laid = state._laid_cards
        for f, fm in _FAMILIES:
            if not laid & fm:
                fams.append((f, fm, (h & fm).bit_count()))
                askable |= fm
    askable &= ~h
    mem = _memory(state)
    known, lack, need = mem.known, mem.lack, mem.need
    n = state._players
    best_score = -1.0
    best: list[tuple[int, int]] = []  # (target, the cards to pick from)
    for t in range(n):
        sure = known[t] & askable
        if t == p or not sure:
            continue
        room = 0.01 * (hands[t].bit_count() - known[t].bit_count())
        while sure:
            low = sure & -sure
            sure ^= low
            c = low.bit_length() - 1
            score = _VALUE[(h & FAMILY_MASKS[c // FAMILY_SIZE]).bit_count()] + room
            if low & _JEFAS:
                score += 0.5
            if score > best_score + 1e-9:
                best_score, best = score, [(t, low)]
            elif score > best_score - 1e-9:
                best.append((t, low))
    if not best:
        public = 0
        hidden_total = len(state._stock) - state._stock_pos
        rooms = [0] * n
        for t in range(n):
            if t != p:
                public |= known[t]
                r = hands[t].bit_count() - known[t].bit_count()
                rooms[t] = r
                hidden_total += r
        unknown = askable & ~public
        for t in range(n):
            r = rooms[t]
            if t == p or not r:
                continue
            cand = unknown & ~lack[t]
            if not cand:
                continue
            base = r / hidden_total
            bonus = 0.01 * r
            nt = need[t]
            for f, fm, held in fams:
                fc = cand & fm
                if not fc:
                    continue
                chance = base
                if nt >> f & 1:
                    chance = max(chance, 1.0 / fc.bit_count())
                value = _VALUE[held] + bonus
                jefa = fc & _JEFAS
                if jefa:
                    fc = jefa
                    value += 0.5
                score = chance * value
                if score > best_score + 1e-9:
                    best_score, best = score, [(t, fc)]
                elif score > best_score - 1e-9:
                    best.append((t, fc))
        if not best:
            legal = state.legal_actions()
            return legal[rng.randrange(len(legal))]
    t, cards = best[rng.randrange(len(best))] if len(best) > 1 else best[0]
    if cards & (cards - 1):
        for _ in range(rng.randrange(cards.bit_count())):
            cards &= cards - 1
    return t * DECK_SIZE + (cards & -cards).bit_length() - 1


SEARCH_WIDTH: Final = 5  # asks the search weighs at a decision (`search_actions`)


def search_actions(state: GameState) -> list[Action]:
    """The asks worth searching: the `SEARCH_WIDTH` best by the rollout policy's scoring.

    Many asks differ by a few points of winning chance, less than 1,000 iterations can resolve when
    spread over 20 to 45 of them; narrowed to the policy's best few, the search spends its samples
    where the choice is close. Sure asks (a card the target publicly holds) rank first. Reads what
    the mover may know: his hand and the public memory.
    """
    assert isinstance(state, FamillesState)
    legal = state.legal_actions()
    if len(legal) <= SEARCH_WIDTH:
        return legal
    p = state._to_act
    assert p is not None
    hands = state._hands
    h = hands[p]
    mem = _memory(state)
    known, lack, need = mem.known, mem.lack, mem.need
    n = state._players
    held_in = [(h & fm).bit_count() for _, fm in _FAMILIES]
    hidden_total = len(state._stock) - state._stock_pos
    public = 0
    rooms = [0] * n
    for t in range(n):
        if t != p:
            public |= known[t]
            rooms[t] = hands[t].bit_count() - known[t].bit_count()
            hidden_total += rooms[t]
    scored = []
    for a in legal:
        t, c = divmod(a, DECK_SIZE)
        f = c // FAMILY_SIZE
        bit = 1 << c
        value = _VALUE[held_in[f]] + 0.01 * rooms[t] + (0.5 if bit & _JEFAS else 0.0)
        if known[t] & bit:
            score = 10.0 + value
        elif public & bit or lack[t] & bit or not rooms[t]:
            score = 0.0
        else:
            chance = rooms[t] / hidden_total if hidden_total else 0.0
            if need[t] >> f & 1:
                cand = FAMILY_MASKS[f] & ~h & ~public & ~lack[t]
                chance = max(chance, 1.0 / max(1, cand.bit_count()))
            score = chance * value
        scored.append((score, a))
    scored.sort(key=lambda x: -x[0])
    return [a for _, a in scored[:SEARCH_WIDTH]]


# --- the evaluator for depth-limited rollouts -----------------------------------------------------
#
# MOVER_LAYS[a][b]: how often the player to act lays a family down when he holds a of its cards and
# his opponent b (the rest in the stock), measured at 2 players over 3,000 deals of rollout-policy
# self-play (20,000 positions; both players played `rollout_policy`).
MOVER_LAYS: Final[tuple[tuple[float, ...], ...]] = (
    (0.46, 0.42, 0.38, 0.28, 0.21, 0.31, 0.5),
    (0.58, 0.50, 0.42, 0.30, 0.24, 0.60),
    (0.67, 0.60, 0.50, 0.38, 0.50),
    (0.75, 0.72, 0.65, 0.70),
    (0.79, 0.77, 0.92),
    (0.75, 0.99),
    (0.5,),
)


def _lay_chances(state: FamillesState) -> list[list[float]]:
    """Per family still out, each seat's chance to lay it down, from the cards in the hands.

    Two players: `MOVER_LAYS`. More: shares growing with the square of the cards held, the
    player to act's share a third larger (he asks first); a family wholly in the stock is even.
    """
    n = state._players
    hands = state._hands
    mover = state._to_act
    laid = state._laid_cards
    out: list[list[float]] = []
    for fm in FAMILY_MASKS:
        if laid & fm:
            continue
        counts = [(h & fm).bit_count() for h in hands]
        if n == 2 and mover is not None:
            q = MOVER_LAYS[counts[mover]][counts[1 - mover]]
            row = [q, q]
            row[1 - mover] = 1.0 - q
        else:
            weights = [
                (c + 0.5) ** 2 * (4 / 3 if s == mover else 1.0) for s, c in enumerate(counts)
            ]
            total = sum(weights)
            row = [w / total for w in weights]
        out.append(row)
    return out


def _count_dist(probs: list[float]) -> list[float]:
    """The distribution of how many of independent events with chances `probs` happen."""
    dist = [1.0]
    for p in probs:
        nxt = [0.0] * (len(dist) + 1)
        for i, q in enumerate(dist):
            nxt[i] += q * (1.0 - p)
            nxt[i + 1] += q * p
        dist = nxt
    return dist


def evaluate(state: GameState, hand: int) -> list[float]:
    """Each seat's expected score of the deal: 100 times its chance to lay the most families.

    The families still out go to each seat with the chances of `_lay_chances`, independently.
    Two players: seat 0's count decides seat 1's, so the chance is exact under that model; more:
    each seat's count against the others' counts taken as independent.
    """
    assert isinstance(state, FamillesState)
    if state._hand_number != hand or state._to_act is None:
        return [float(x) for x in state.hand_scores(hand)]
    n = state._players
    laid = [m.bit_count() for m in state._laid_families]
    chances = _lay_chances(state)
    left = len(chances)
    if n == 2:
        win = [0.0, 0.0]
        for x, q in enumerate(_count_dist([row[0] for row in chances])):
            a, b = laid[0] + x, laid[1] + left - x
            if a != b:
                win[0 if a > b else 1] += q
        return [100.0 * w for w in win]
    dists = []
    for s in range(n):
        d = _count_dist([row[s] for row in chances])
        dists.append([0.0] * laid[s] + d)
    top = max(len(d) for d in dists)
    below = []  # per seat, the chance its count is below k, for each k
    for d in dists:
        acc, cum = 0.0, []
        for k in range(top + 1):
            cum.append(acc)
            acc += d[k] if k < len(d) else 0.0
        below.append(cum)
    out = []
    for s in range(n):
        w = 0.0
        for k, q in enumerate(dists[s]):
            if q:
                for j in range(n):
                    if j != s:
                        q *= below[j][k]
                w += q
        out.append(100.0 * w)
    return out


def _play_randomly(state: GameState, hand: int, rng: random.Random) -> None:
    """Search's random rollout (`SearchHooks.playout`), run by the (compiled) state itself."""
    assert isinstance(state, FamillesState)
    state.play_randomly(hand, rng)


def play_rollout(state: GameState, hand: int, rng: random.Random, limit: int) -> None:
    """Play `rollout_policy` until hand `hand` ends (or the match does), or for `limit` actions
    when `limit >= 0`: search's rollout loop in one call (`SearchHooks.rollout_playout`), the
    same moves from the same draws as the loop in `bots.tree`."""
    s = cast(FamillesState, state)
    while limit != 0 and s._to_act is not None and s._hand_number == hand:
        s.apply(rollout_policy(s, rng))
        limit -= 1
