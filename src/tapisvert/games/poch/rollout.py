"""Poch inside search: the fast rollout policy and the actions searched, reading the sampled
world's state.

A rollout reads the sampled world's state directly, which only the game's own package may do;
this module is compiled with the rules (setup.py's COMPILED), so a rollout move runs in C, and
`play_rollout` plays the policy to the end of a hand in one call (`SearchHooks.rollout_playout`),
as `play_randomly` does the random rollout. `policy.py` holds the strategy and the search hooks.
"""

from __future__ import annotations

import random
from typing import Final, cast

from tapisvert.core.protocol import Action, GameState
from tapisvert.games.poch.cards import DECK_SIZE
from tapisvert.games.poch.determinize import OPEN_AT, SHADING, showdown_chance
from tapisvert.games.poch.state import PochState
from tapisvert.games.poch.table import BET_BASE, DROP, MATCH, PASS

# The betting rules' thresholds (with `OPEN_AT` and `SHADING`, shared with the determinizer).
RAISE_AT: Final = 0.6  # raise with at least this chance of winning the showdown
CALL_MARGIN: Final = 1.0  # match when the pot pays at least the risk (pot odds)


# --- search: a fast rollout of the same strategy, the actions searched -------------------------
def rollout_policy(state: GameState, rng: random.Random) -> Action:
    """A fast policy for search rollouts in a sampled world, reading only the mover's own cards.

    Betting: the heuristic's rules (open at a chance of `OPEN_AT`, stake the share 2p - 1 of the
    stack, raise at 0.6, match on pot odds, shade the chance when someone else has bet) with the
    chance of winning the showdown computed rank by rank instead of by Monte Carlo
    (`showdown_chance`), so that opponents in the search bet on their sampled cards the way the
    heuristic does. Runs: lead the lowest card whose run comes back (its top card is the
    mover's), else the lowest card.
    """
    legal = state.legal_actions()
    if len(legal) == 1:
        return legal[0]
    assert isinstance(state, PochState)
    seat = state.to_act
    assert seat is not None
    if legal[0] < DECK_SIZE:
        hand = state._hands[seat]
        played = state._played
        for c in legal:
            top = c
            while top & 7 != 7 and not played >> (top + 1) & 1:
                top += 1
            if hand >> top & 1:
                return c
        return legal[0]
    return _rollout_bet(state, seat, legal)


def _rollout_bet(state: PochState, seat: int, legal: list[Action]) -> Action:
    """The heuristic's betting rules with the rank-by-rank chance (see `rollout_policy`)."""
    hands = state._hands
    hand = hands[seat]
    rivals = state._in_betting & ~(1 << seat)
    sizes = tuple(hands[v].bit_count() for v in range(state._players) if rivals >> v & 1)
    p = showdown_chance(hand, state._trump_suit, sizes, DECK_SIZE - hand.bit_count())
    opened = state._opened
    if opened and state._opener != seat:
        p *= SHADING
    stake = state._stakes[seat]
    cap = state._chips[seat] + stake
    target = round(cap * max(0.0, min(1.0, 2.0 * p - 1.0)))
    # the bets are the last actions, a contiguous range of amounts
    first_bet = next((a for a in legal if a > MATCH), 0) - BET_BASE
    top_bet = legal[-1] - BET_BASE
    if not opened:
        if p >= OPEN_AT and first_bet > 0:
            return BET_BASE + min(top_bet, max(first_bet, target))
        return PASS
    if p >= RAISE_AT and 0 < first_bet <= target and stake < target:
        return BET_BASE + min(top_bet, target)
    if MATCH in legal:
        to_call = state._bet - stake
        pot = sum(state._stakes)
        if p * (pot + to_call) >= to_call * CALL_MARGIN:
            return MATCH
    return DROP


_STAKE_SHARES: Final = (
    0.0,
    0.125,
    0.25,
    0.5,
    0.75,
    1.0,
)  # the bets searched, as shares of the range


def search_actions(state: GameState) -> list[Action]:
    """The actions a search considers in `state`: every lead, but only a few bet amounts (the
    smallest, the largest, and shares of the range between them), beside pass, match and drop.

    A betting turn offers one action per chip, up to a hundred: with 1,000 iterations a move each
    amount gets a handful of visits, and the search picks among near-equal amounts by noise; a
    big stake picked so, with a weak set, loses big when called. A few amounts spread over the
    range keep the choice (a small probe or a large bet) with visits enough to tell them apart.
    For a search's own tree (an action filter); the game's legal actions are unchanged.
    """
    legal = state.legal_actions()
    if len(legal) <= len(_STAKE_SHARES) + 2 or legal[0] < DECK_SIZE:
        return legal
    bets = [a for a in legal if a > MATCH]
    kept = [a for a in legal if a <= MATCH]
    if bets:
        lo, hi = bets[0], bets[-1]
        amounts = sorted({lo + round((hi - lo) * share) for share in _STAKE_SHARES})
        kept.extend(amounts)
    return kept


# The ismcts parameters measured strongest here (docs/bots.md): the opponents bet in the tree
# on their sampled cards as the heuristic would, the rollouts bet the same way, and the search
# weighs six bet amounts rather than every one.
ISMCTS_DEFAULTS: dict[str, str] = {
    "rollout": "heuristic",
    "opponents": "heuristic",
    "actions": "search",
}


def play_rollout(state: GameState, hand: int, rng: random.Random, limit: int) -> None:
    """Play `rollout_policy` until hand `hand` ends (or the match does), or for `limit` actions
    when `limit >= 0`: search's rollout loop in one call (`SearchHooks.rollout_playout`), the
    same moves from the same draws as the loop in `bots.tree`."""
    s = cast(PochState, state)
    while limit != 0 and s._to_act is not None and s._hand_number == hand:
        s.apply(rollout_policy(s, rng))
        limit -= 1
