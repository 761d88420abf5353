"""Seven Seals inside search: the fast rollout policy and the prediction estimate it shares with
the strategy (`policy.py` says what both play and why it is written twice).

A rollout reads the sampled world's state directly (hands as bitmasks, seals, the trick), which
only the game's own package may do; this module is compiled with the rules (setup.py's
COMPILED), so a rollout move runs in C, and `play_rollout` plays the policy to the end of a hand
in one call, as `play_randomly` does the random rollout.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import Final, cast

from tapisvert.core.protocol import Action, GameState
from tapisvert.games.seven_seals.cards import (
    HAND_SIZE,
    KIND_NAMES,
    MAX_RANK,
    NUM_COLOURS,
    RANKS,
    RED,
    WHITE,
    cards_of,
    trick_winner,
)
from tapisvert.games.seven_seals.state import SevenSealsState
from tapisvert.games.seven_seals.table import GIVE as _GIVE
from tapisvert.games.seven_seals.table import PLAY as _PLAY
from tapisvert.games.seven_seals.table import STEAL as _STEAL
from tapisvert.games.seven_seals.table import TAKE as _TAKE

# Probability that a card wins a trick of its colour, by the higher cards of its colour out
# against it: none (a master), or 1, 2 with enough lower cards to play under them (guarded) or not.
_P_MASTER: Final = 0.9
_P_GUARDED: Final = (0.45, 0.2)
_P_BARE: Final = (0.25, 0.1)
LONG_DISCOUNT: Final = (
    0.6  # the fourth card of a colour and beyond: the colour may not be led again
)
TRUMP_RISK: Final = 0.85  # a non-red winner below the top one may be trumped
SPARE_RED: Final = 0.5  # a red not counted as a winner, per short colour (at most one card)
ROUND_UP: Final = 0.45  # take ceil-ish: a missing seal costs a black (-3), a spare one -2
STEAL_CONFIDENCE: Final = 0.8  # steal only for a near-certain trick
# the sure and likely winners undercount a hand's tricks (see `estimate`), most at 3 players
SCALE: Final = {3: 1.6, 4: 1.4, 5: 1.4}


def card_prob(ranks_desc: Sequence[int], j: int, top: int, red: bool) -> float:
    """The chance that the hand's j-th highest card of a colour (ranks given) takes a trick."""
    r = ranks_desc[j]
    higher_out = top - r - j  # ranks above r that the hand does not hold
    lower = len(ranks_desc) - j - 1  # the hand's cards below it, to play under the higher ones
    if higher_out == 0:
        p = _P_MASTER
    elif higher_out <= len(_P_GUARDED):
        p = _P_GUARDED[higher_out - 1] if lower >= higher_out else _P_BARE[higher_out - 1]
    else:
        p = 0.0
    if j >= 3:
        p *= LONG_DISCOUNT
    if not red and j >= 1:
        p *= TRUMP_RISK
    return p


def estimate(hand: Sequence[int], players: int, scale: float = 1.0) -> list[float]:
    """The tricks the hand should take in each colour (red counting the trumping ones).

    `scale` stretches the count of sure and likely winners to the tricks a hand really takes
    (low cards win too, when the others throw or run out of a colour).
    """
    top = MAX_RANK[players]
    by_colour: list[list[int]] = [[] for _ in range(NUM_COLOURS)]
    for c in hand:
        by_colour[c // RANKS].append(c % RANKS + 1)
    expected = [0.0] * NUM_COLOURS
    spare_reds = 0
    for colour, ranks in enumerate(by_colour):
        ranks.sort(reverse=True)
        for j in range(len(ranks)):
            p = card_prob(ranks, j, top, colour == RED)
            expected[colour] += p
            if colour == RED and p < 0.3:
                spare_reds += 1
    short = sum(1 for colour in range(1, NUM_COLOURS) if len(by_colour[colour]) <= 1)
    expected[RED] += SPARE_RED * min(spare_reds, short)
    return [e * scale for e in expected]


# --- a fast rollout policy for search -----------------------------------------------------------
# Inside ISMCTS the rollout plays out a sampled world, so it may read that world directly: the
# hands as bitmasks, the seals, the trick. It follows the bot's rules in a few integer
# operations a move: take the saboteur when free and the estimated seals, win the tricks the seat
# can pay a seal for (the cheapest sure card), duck the others with the highest losing card,
# lead a master of a wanted colour or else the card most likely to lose.

_COLOUR_MASK: Final = tuple(((1 << RANKS) - 1) << (c * RANKS) for c in range(NUM_COLOURS))
_ABOVE: Final = tuple(~((1 << (c + 1)) - 1) for c in range(NUM_COLOURS * RANKS))  # ids above card c
_NK: Final = len(KIND_NAMES)
_RED_MASK: Final = _COLOUR_MASK[RED]


def rollout_policy(state: GameState, rng: random.Random) -> Action:
    """A fast Seven Seals move for search rollouts (see above), from the sampled world's state."""
    s = cast(SevenSealsState, state)
    legal = s.legal_actions()
    if len(legal) == 1:
        return legal[0]
    phase = s._phase
    seat = cast(int, s._to_act)
    base = seat * _NK
    mine = s._seals[base : base + _NK]
    if phase is _PLAY:
        return _rollout_play(s, seat, mine, legal)
    if phase is _GIVE:
        give = s._give_action
        held = sum(mine[: WHITE + 1])
        if give + WHITE in legal and held - 1 >= HAND_SIZE - len(s._tricks):
            return give + WHITE
        led = s._tricks[-1].cards[0] // RANKS
        for k in (led, RED, WHITE):
            if give + k in legal:
                return give + k
        return legal[0]
    return _rollout_predict(s, seat, mine, legal)


def _rollout_predict(s: SevenSealsState, seat: int, mine: list[int], legal: list[int]) -> int:
    if s._saboteur_action in legal:
        return s._saboteur_action
    n = s._players
    expected = estimate(cards_of(s._hands[seat]), n, SCALE[n])
    for colour in sorted(range(NUM_COLOURS), key=lambda c: expected[c] - mine[c], reverse=True):
        held = mine[colour]
        if held >= math.floor(expected[colour] + ROUND_UP):
            continue
        if _TAKE + colour in legal:
            return _TAKE + colour
        if expected[colour] - held >= STEAL_CONFIDENCE:
            seals = s._seals
            steals = [v for v in range(n) if v != seat and _STEAL + colour * n + v in legal]
            if steals:
                victim = max(steals, key=lambda v: seals[v * _NK + colour])
                return _STEAL + colour * n + victim
    return s._done_action


def _rollout_play(s: SevenSealsState, seat: int, mine: list[int], legal: list[int]) -> int:
    n = s._players
    hands = s._hands
    others = 0
    for v in range(n):
        if v != seat:
            others |= hands[v]
    me_sab = s._saboteur == seat
    trick = s._trick
    if not trick:
        return _rollout_lead(s, seat, mine, legal, others, me_sab)
    led = trick[0] // RANKS
    best = trick[trick_winner(trick)]
    trumped_now = best < RANKS
    if trumped_now:
        winners = [c for c in legal if c < RANKS and c > best]
    else:
        winners = [c for c in legal if c < RANKS or (c > best and c // RANKS == led)]
    after = n - len(trick) - 1
    if winners and not me_sab:
        pay_led = mine[led] + mine[WHITE]
        good = [c for c in winners if pay_led or (c < RANKS and led != RED and mine[RED])]
        if good:
            if not after:
                return min(good)
            # sure: no seat after can beat it (the sampled world's hands are known here)
            sure = []
            for c in good:
                beaten = False
                for k in range(1, after + 1):
                    h = hands[(seat + k) % n]
                    follow = h & _COLOUR_MASK[led]
                    if c < RANKS:  # a red card: beaten by a higher red, when it may be played
                        if (not follow or led == RED) and h & _RED_MASK & _ABOVE[c]:
                            beaten = True
                            break
                    elif follow & _ABOVE[c] or (not follow and h & _RED_MASK):
                        beaten = True
                        break
                if not beaten:
                    sure.append(c)
            if sure:
                return min(sure)
            return max(good)
    if len(winners) < len(legal):
        losers = [c for c in legal if c not in winners]
        return max(losers, key=lambda c: _rollout_danger(c, mine, others, me_sab))
    # every card wins: last to play sheds the highest, otherwise hope to be overtaken
    return max(legal) if not after else min(legal)


def _rollout_danger(c: int, mine: list[int], others: int, me_sab: bool) -> float:
    colour = c // RANKS
    risk = 1.0 / (1 + (others & _COLOUR_MASK[colour] & _ABOVE[c]).bit_count())
    if colour == RED:
        risk += 0.3
    if not me_sab and (mine[colour] or mine[WHITE]):
        risk -= 0.8
    return risk + (c % RANKS) / 100


def _rollout_lead(
    s: SevenSealsState, seat: int, mine: list[int], legal: list[int], others: int, me_sab: bool
) -> int:
    n = s._players
    hands = s._hands
    if not me_sab:
        red_out = others & _RED_MASK
        best_c = -1
        best_score = -1.0
        for c in legal:
            colour = c // RANKS
            if not (mine[colour] or mine[WHITE]):
                continue
            cm = _COLOUR_MASK[colour]
            if others & cm & _ABOVE[c]:
                continue
            if (
                colour != RED
                and red_out
                and any(v != seat and not hands[v] & cm and hands[v] & _RED_MASK for v in range(n))
            ):
                continue  # someone trumps it
            score = (2.0 if mine[colour] else 1.0) - (c % RANKS) / 100
            if score > best_score:
                best_score, best_c = score, c
        if best_c >= 0:
            return best_c
    seals = s._seals
    best_c = legal[0]
    best_score = -math.inf
    for c in legal:
        colour = c // RANKS
        cm = _COLOUR_MASK[colour]
        score = float(min((others & cm & _ABOVE[c]).bit_count(), 3))
        if colour == RED:
            score -= 1.0
        if not others & cm:
            score -= 3.0
        if me_sab:
            score += 0.5 * sum(
                1
                for v in range(n)
                if v != seat and not (seals[v * _NK + colour] or seals[v * _NK + WHITE])
            )
        elif mine[colour] or mine[WHITE]:
            score -= 0.5
        score += (c % RANKS) / 100
        if score > best_score:
            best_score, best_c = score, c
    return best_c


def play_rollout(state: GameState, hand: int, rng: random.Random, limit: int) -> None:
    """Play `rollout_policy` until hand `hand` ends (or the match does), or for `limit` actions
    when `limit >= 0`: search's rollout loop in one call (`SearchHooks.rollout_playout`), the
    same moves from the same draws as the loop in `bots.tree`."""
    s = cast(SevenSealsState, state)
    while limit != 0 and s._to_act is not None and s._hand_number == hand:
        s.apply(rollout_policy(s, rng))
        limit -= 1
