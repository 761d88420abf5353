"""The poch strategy, written from how good players play it, and what search asks the game for.

Betting: bet on the strength of the set. The player estimates how often his best set beats the
hands still in (dealing the unseen cards at random to their owners, a few hundred times per deal),
opens or raises with a stake that grows with that edge, matches when the pot pays for the risk,
and otherwise passes or drops out. A raise by someone else is taken as a sign of strength: the
estimate is shaded before matching.

Runs: every lead is read ahead with what the player knows (his own cards and the cards already
played): the run goes up the suit to the ace or to the card below one already played, and the
player who plays its top card leads next. Good players
- go out when they can (a chain of leads that keeps the lead to the last card),
- lead what brings the lead back (the top of the run is theirs: an ace, a card under a gap, or a
  low card of a suit whose top they hold),
- shed as many of their own cards as they can while making the others shed few,
- play their trump honours while the piles are there to take, and do not run the others into
  theirs,
- keep their cards just below a gap they can create (leading a card turns the card below it into a
  stopper for its holder).

`strategy(view, rng)` plays this from the seat's typed view alone (the `heuristic` bot).
`reason(view, action)` says why in words (a hint), following the same branches: the betting
branch the action takes, the lead's read-ahead (`_read_lead`, shared with `_lead`).
`rollout_policy(state, rng)` is the same strategy restated for search rollouts, straight from a
sampled world's state: the same betting rules and constants (`OPEN_AT`, `RAISE_AT`,
`CALL_MARGIN`, `SHADING`), with the chance of winning the showdown computed rank by rank
(`showdown_chance`, microseconds) where the strategy samples 300 deals (milliseconds); in the runs
the strategy reads every lead ahead with pile values and a going-out search, the rollout only
leads the lowest card whose run comes back. Why it is written twice: a search plays tens of
thousands of rollout moves per decision, which the strategy's per-move cost rules out. `HOOKS`
hands the rollout, the searched actions and the search's defaults to search.

The strategy's estimate of its showdown chance is drawn once per deal and question (the hand and
the rivals still in) from its generator, and kept: asked again in the same deal (after a raise),
the player answers with the same chance and draws nothing. The estimates are kept per generator
(each heuristic bot has its own), only for the deal in progress, and go with the generator.
"""

from __future__ import annotations

import random
import weakref
from collections.abc import Mapping
from typing import NamedTuple

from tapisvert.core.bits import cards_of
from tapisvert.core.draws import shuffle
from tapisvert.core.messages import Arg, Message, msg
from tapisvert.core.protocol import Action, GameState, SearchHooks
from tapisvert.core.views import View
from tapisvert.games.poch.cards import DECK_SIZE, FULL_MASK, SUITS, parse_card
from tapisvert.games.poch.determinize import OPEN_AT, SHADING, showdown_chance
from tapisvert.games.poch.messages import card_message, set_message
from tapisvert.games.poch.rollout import (
    CALL_MARGIN,
    ISMCTS_DEFAULTS,
    RAISE_AT,
    play_rollout,
    rollout_policy,
    search_actions,
)
from tapisvert.games.poch.scoring import best_set, turn_order
from tapisvert.games.poch.state import PochState
from tapisvert.games.poch.table import BET_BASE, DROP, MATCH, PASS, parse_action_text
from tapisvert.games.poch.views import PochView

# --- the strategy, over the seat's typed view ---------------------------------------------------
SAMPLES = 300  # deals sampled to estimate the chance of winning the showdown
_PILE_OF_RANK = {7: "A", 6: "K", 5: "Q", 4: "J", 3: "10"}  # trump rank -> the pile it takes


def strategy(view: View, rng: random.Random) -> Action:
    """The heuristic's move for the seat of `view`, which must be to act (module docstring)."""
    assert isinstance(view, PochView)
    seat = view.seat
    assert seat is not None and view.to_act == seat, "the strategy plays for the seat to act"
    texts = view.legal_actions
    if len(texts) == 1:
        return parse_action_text(texts[0])
    if view.phase == "betting":
        return _bet(view, {text: parse_action_text(text) for text in texts}, rng)
    return _lead(view, [parse_action_text(text) for text in texts])


class _DealOdds(NamedTuple):
    """One generator's estimates in a deal: the chance of each (hand, rivals still in)."""

    hand_number: int
    chances: dict[tuple[int, tuple[int, ...]], float]


_ODDS: weakref.WeakKeyDictionary[random.Random, _DealOdds] = weakref.WeakKeyDictionary()


def _mask(texts: tuple[str, ...]) -> int:
    """The cards of `texts` (notation) as a mask."""
    m = 0
    for t in texts:
        m |= 1 << parse_card(t)
    return m


def win_chance(view: PochView, rng: random.Random) -> float:
    """How often the seat's best set beats every hand still in, over `SAMPLES` random deals
    drawn from `rng`; asked again in the same deal with the same rivals, the same estimate (the
    module docstring)."""
    assert view.seat is not None and view.hand is not None
    seat = view.seat
    n = view.players
    hand = _mask(view.hand)
    active = [s for s in range(n) if view.in_match[s]]
    rivals = tuple(s for s in active if s != seat and not view.dropped[s])
    known = _ODDS.get(rng)
    if known is None or known.hand_number != view.hand_number:
        known = _ODDS[rng] = _DealOdds(view.hand_number, {})  # a new deal
    cached = known.chances.get((hand, rivals))
    if cached is not None:
        return cached
    trump_suit = SUITS.index(view.trump_suit)
    order = turn_order(n, active, view.dealer)
    mine = best_set(hand, trump_suit)[0]
    before = {s for s in rivals if order.index(s) < order.index(seat)}
    sizes = view.hand_sizes
    others = [s for s in active if s != seat]
    unseen = [c for c in range(DECK_SIZE) if not hand >> c & 1]
    wins = 0
    for _ in range(SAMPLES):
        shuffle(unseen, rng)
        i = 0
        won = True
        for s in others:
            k = sizes[s]
            if s in rivals:
                m = 0
                for c in unseen[i : i + k]:
                    m |= 1 << c
                theirs = best_set(m, trump_suit)[0]
                if theirs > mine or (theirs == mine and s in before):
                    won = False
                    break
            i += k
        wins += won
    chance = wins / SAMPLES
    known.chances[(hand, rivals)] = chance
    return chance


def _bet(view: PochView, actions: Mapping[str, Action], rng: random.Random) -> Action:
    """A betting move: open, raise, match, pass or drop on the estimated showdown chance."""
    assert view.seat is not None
    seat = view.seat
    chips = view.chips[seat]
    stake = view.stakes[seat]
    cap = chips + stake
    bet = view.bet
    pot = sum(view.stakes)
    p = win_chance(view, rng)
    raised = view.opened and view.opener != seat
    if raised:
        p *= SHADING  # someone else put chips in: he is more likely to hold something
    # the stake worth risking grows with the edge (a Kelly-like fraction of the stack)
    target = round(cap * max(0.0, min(1.0, 2.0 * p - 1.0)))
    amounts = [int(t[4:]) for t in actions if t.startswith("bet ")]
    if not view.opened:
        if p >= OPEN_AT and amounts:
            return actions[f"bet {min(max(amounts), max(min(amounts), target))}"]
        return actions["pass"]
    if p >= RAISE_AT and amounts and min(amounts) <= target and stake < target:
        return actions[f"bet {min(max(amounts), target)}"]
    if "match" in actions:
        to_call = bet - stake
        # the pot (everyone's stakes, his own included) against the chips he adds
        if p * (pot + to_call) >= to_call * CALL_MARGIN:
            return actions["match"]
    return actions["drop"] if "drop" in actions else actions["pass"]


class _Board(NamedTuple):
    """What a lead is read against: the seat's hand, the cards played (all, and its own), the
    trump suit, the chips on each pile, the cards the other seats hold."""

    hand: int
    played: int
    mine_played: int
    trump_suit: int
    piles: Mapping[str, int]
    left_with_others: int


def _board(view: PochView) -> _Board:
    """The seat's board in the runs, from its view."""
    assert view.seat is not None and view.hand is not None
    seat = view.seat
    played = 0
    mine_played = 0
    for run in view.runs:
        for s, text in run:
            c = parse_card(text)
            played |= 1 << c
            if s == seat:
                mine_played |= 1 << c
    sizes = view.hand_sizes
    return _Board(
        hand=_mask(view.hand),
        played=played,
        mine_played=mine_played,
        trump_suit=SUITS.index(view.trump_suit),
        piles={p.name: p.chips for p in view.piles},
        left_with_others=sum(sizes) - sizes[seat],
    )


def _lead(view: PochView, legal: list[Action]) -> Action:
    """The lead worth most (see `_value_of_lead`), the first of equals."""
    board = _board(view)
    best = legal[0]
    best_value = float("-inf")
    for a in legal:
        value = _value_of_lead(_read_lead(a, board), board)
        if value > best_value:
            best, best_value = a, value
    return best


class _LeadReading(NamedTuple):
    """A lead read ahead: the run it starts (`card` up to `top`), the cards each side sheds, the
    pile chips each side takes, whether it goes out at once (`out`), keeps the lead (`keeps`:
    the top card is the seat's), then goes out by leads that come back (`out_later`), and the
    card below the lead that becomes a stopper (`stopper`: 1 the seat's, -1 another's, 0 none)."""

    card: int
    top: int
    mine_shed: int
    others_shed: int
    my_piles: int
    their_piles: int
    out: bool
    keeps: bool
    out_later: bool
    stopper: int


def _read_lead(card: int, board: _Board) -> _LeadReading:
    """The run leading `card` starts, read ahead with what the seat knows (`_LeadReading`)."""
    hand, played, trump_suit, piles = board.hand, board.played, board.trump_suit, board.piles
    c = card
    mine_shed = others_shed = 0
    my_piles = their_piles = 0
    held = hand
    my_trumps = board.mine_played
    while True:
        mine = bool(hand >> c & 1)
        if mine:
            mine_shed += 1
            held &= ~(1 << c)
            my_trumps |= 1 << c
        else:
            others_shed += 1
        if c >> 3 == trump_suit:
            rank = c & 7
            name = _PILE_OF_RANK.get(rank)
            if name is not None:
                if mine:
                    my_piles += piles[name]
                else:
                    their_piles += piles[name]
            if mine and rank in (5, 6) and my_trumps >> (c ^ 3) & 1:  # K and Q
                my_piles += piles["K+Q"]
            if mine and rank <= 2:
                base = trump_suit << 3
                if all(my_trumps >> (base + r) & 1 for r in range(3)):
                    my_piles += piles["7-8-9"]
        if mine and not held:
            # out: everyone pays a chip for each card left
            return _LeadReading(
                card, c, mine_shed, others_shed, my_piles, their_piles, True, True, False, 0
            )
        if c & 7 == 7 or played >> (c + 1) & 1:
            break
        c += 1
    keeps = bool(hand >> c & 1)
    stopper = 0
    below = card - 1
    if card & 7 and not played >> below & 1:
        # the card below the lead becomes a stopper for its holder
        stopper = 1 if hand >> below & 1 else -1
    out_later = keeps and _goes_out(held, played | _run_mask(card, c))
    return _LeadReading(
        card, c, mine_shed, others_shed, my_piles, their_piles, False, keeps, out_later, stopper
    )


def _value_of_lead(r: _LeadReading, board: _Board) -> float:
    """What a lead is worth: the cards each side sheds, the piles it takes or gives, whether it
    keeps the lead, the stopper it makes, and going out (worth most)."""
    if r.out:
        return 1000.0 + board.left_with_others - r.others_shed + r.my_piles
    value = 4.0 * r.keeps + 1.0 * r.mine_shed - 0.8 * r.others_shed
    value += 0.6 * r.my_piles - 0.4 * r.their_piles
    if r.stopper:
        value += 0.7 if r.stopper > 0 else -0.3
    if r.out_later:
        value += 500.0
    return value


def _goes_out(hand: int, played: int) -> bool:
    """True when every card left can be led in turn, each run coming back to its leader."""
    while hand:
        progress = False
        for c in range(DECK_SIZE):
            if not hand >> c & 1:
                continue
            top = c
            while top & 7 != 7 and not played >> (top + 1) & 1:
                top += 1
            if hand >> top & 1:
                hand &= ~_run_mask(c, top)
                played |= _run_mask(c, top)
                progress = True
                break
        if not progress:
            return False
    return True


def _run_mask(first: int, last: int) -> int:
    """The cards from `first` up to `last` in one suit."""
    return FULL_MASK & ((1 << (last + 1)) - (1 << first))


# --- the strategy's reasons, in words --------------------------------------------------------
def reason(view: View, action: Action) -> Message | None:
    """Why the strategy plays `action` from `view` (a hint's words), or None for a forced move.

    Betting: the branch of `_bet` that plays `action` (open or pass before an opening; raise,
    match or drop after it), said with the seat's best set and its chance of winning the
    showdown against the hands still in (`showdown_chance`, rank by rank: the view's own cards
    only, no random draw). Runs: the lead read ahead as `_lead` reads it (`_read_lead`), said by
    the term that weighs most in its value: going out, going out by leads that come back, the
    piles it takes, keeping the lead, the stopper it makes, else the cards each side sheds.
    A function of the view alone: it reads no hidden card.
    """
    assert isinstance(view, PochView)
    seat = view.seat
    if seat is None or view.to_act != seat or view.hand is None or len(view.legal_actions) < 2:
        return None
    if view.phase == "betting":
        return _bet_reason(view, action)
    if not 0 <= action < DECK_SIZE:
        return None
    board = _board(view)
    r = _read_lead(action, board)
    card = card_message(action)
    if r.out:
        return msg("poch-why-lead-out", card=card, chips=board.left_with_others - r.others_shed)
    if r.out_later:
        return msg("poch-why-lead-out-later", card=card)
    if r.my_piles > 0:
        return msg(
            "poch-why-lead-piles", card=card, chips=r.my_piles, keeps="yes" if r.keeps else "no"
        )
    if r.keeps and r.top == action:
        return msg("poch-why-lead-alone", card=card)
    if r.keeps:
        return msg("poch-why-lead-keep", card=card, top=card_message(r.top), n=r.mine_shed)
    if r.stopper > 0:
        return msg("poch-why-lead-stopper", card=card, below=card_message(action - 1))
    return msg("poch-why-lead-shed", card=card, mine=r.mine_shed, others=r.others_shed)


def _bet_reason(view: PochView, action: Action) -> Message | None:
    """The words of `_bet`'s branch that plays `action` (see `reason`)."""
    assert view.seat is not None and view.hand is not None
    seat = view.seat
    hand = _mask(view.hand)
    trump_suit = SUITS.index(view.trump_suit)
    rivals = [
        s for s in range(view.players) if s != seat and view.in_match[s] and not view.dropped[s]
    ]
    sizes = tuple(view.hand_sizes[s] for s in rivals)
    chance = showdown_chance(hand, trump_suit, sizes, DECK_SIZE - hand.bit_count())
    shown = best_set(hand, trump_suit)[1]
    words: dict[str, Arg] = {
        "set": set_message(cards_of(shown), trump_suit),
        "chance": round(100 * chance),
        "n": len(rivals),
    }
    if not view.opened:
        if action == PASS:
            return msg("poch-why-pass", **words)
        if action > BET_BASE:
            return msg("poch-why-open", chips=action - BET_BASE, **words)
        return None
    more = view.bet - view.stakes[seat]
    if action > BET_BASE:
        return msg("poch-why-raise", chips=action - BET_BASE, **words)
    if action == MATCH:
        return msg("poch-why-match", more=more, pot=sum(view.stakes) + more, **words)
    if action == DROP:
        return msg("poch-why-drop", more=more, **words)
    return None


def _play_randomly(state: GameState, hand: int, rng: random.Random) -> None:
    """Search's random rollout (`SearchHooks.playout`), run by the (compiled) state itself."""
    assert isinstance(state, PochState)
    state.play_randomly(hand, rng)


# What search asks the game for (`PochGame.search_hooks()`).
HOOKS = SearchHooks(
    rollout=rollout_policy,
    rollout_playout=play_rollout,
    playout=_play_randomly,
    actions=search_actions,
    defaults=ISMCTS_DEFAULTS,
)


# --- levels (`Game.levels`, docs/bots.md "Levels") ------------------------------------------------
# beginner: the heuristic erring at random three moves in ten; casual: the heuristic; strong: the
# default search, 1,000 iterations as plain `ismcts` but never more than 1.5 s (plain `ismcts` would
# take some 5 s at a bet of poch at 6 players); expert: the same search with up to 4,000 iterations,
# its time capped at 1.5 s a move so that it keeps the server's 2 s deadline (pure Python it runs
# some 1,300-4,400 iterations a second at 6 players, 5,000-13,500 at 3).
LEVELS: dict[str, str] = {}  # all four as `core.protocol.DEFAULT_LEVELS`


__all__ = [
    "CALL_MARGIN",
    "HOOKS",
    "ISMCTS_DEFAULTS",
    "LEVELS",
    "RAISE_AT",
    "reason",
    "rollout_policy",
    "search_actions",
    "strategy",
    "win_chance",
]
