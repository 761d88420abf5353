"""A rule-based poch player, written from how good players play it.

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
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from tapisvert.bots.base import Bot, SeatView
from tapisvert.core.protocol import Action, Game
from tapisvert.games.poch.cards import DECK_SIZE, FULL_MASK, SUITS, parse_card
from tapisvert.games.poch.determinize import OPEN_AT, SHADING
from tapisvert.games.poch.policy import (
    CALL_MARGIN,
    ISMCTS_DEFAULTS,
    RAISE_AT,
    rollout_policy,
    search_actions,
)
from tapisvert.games.poch.scoring import best_set, turn_order
from tapisvert.games.poch.views import PochView

_SAMPLES = 300  # deals sampled to estimate the chance of winning the showdown
_PILE_OF_RANK = {7: "A", 6: "K", 5: "Q", 4: "J", 3: "10"}


def _typed(view: SeatView) -> PochView:
    """The seat's typed view (read from its JSON observation when the seat view has none)."""
    typed = getattr(view, "view", None)
    if isinstance(typed, PochView):
        return typed
    return PochView.from_json(view.observation)


def _mask(texts: Any) -> int:
    m = 0
    for t in texts:
        m |= 1 << parse_card(t)
    return m


class PochHeuristic(Bot):
    """Bets on set strength, then leads to keep the lead, shed cards and take the trump piles."""

    name = "heuristic"
    open_at = OPEN_AT  # open with at least this chance of winning the showdown
    raise_at = RAISE_AT  # raise with at least this chance
    call_margin = CALL_MARGIN  # match when the pot pays at least the risk (pot odds)
    shading = SHADING  # the chance is multiplied by this when someone else has opened

    def __init__(self, game: Game, seat: int, seed: int) -> None:
        self.game = game
        self.seat = seat
        self._rng = random.Random(seed)
        self._odds: dict[tuple[Any, ...], float] = {}

    def choose(self, view: SeatView) -> Action:
        legal = view.legal_actions
        if len(legal) == 1:
            return legal[0]
        typed = _typed(view)
        if typed.phase == "betting":
            return self._bet(typed, dict(zip(view.legal_texts, legal, strict=True)))
        return self._lead(typed, legal)

    # --- betting ---------------------------------------------------------------------------
    def win_chance(self, obs: PochView | Mapping[str, Any]) -> float:
        """How often the seat's best set beats every hand still in, over random deals."""
        if not isinstance(obs, PochView):
            obs = PochView.from_json(obs)
        assert obs.seat is not None and obs.hand is not None
        seat = obs.seat
        n = obs.players
        hand = _mask(obs.hand)
        tsuit = SUITS.index(obs.trump_suit)
        active = [s for s in range(n) if obs.in_match[s]]
        rivals = tuple(s for s in active if s != seat and not obs.dropped[s])
        key = (obs.hand_number, hand, rivals)
        cached = self._odds.get(key)
        if cached is not None:
            return cached
        if any(k[0] != key[0] for k in self._odds):
            self._odds.clear()  # a new deal
        order = turn_order(n, active, obs.dealer)
        mine = best_set(hand, tsuit)[0]
        before = {s for s in rivals if order.index(s) < order.index(seat)}
        sizes = obs.hand_sizes
        others = [s for s in active if s != seat]
        unseen = [c for c in range(DECK_SIZE) if not hand >> c & 1]
        rng = self._rng
        wins = 0
        for _ in range(_SAMPLES):
            rng.shuffle(unseen)
            i = 0
            won = True
            for s in others:
                k = sizes[s]
                if s in rivals:
                    m = 0
                    for c in unseen[i : i + k]:
                        m |= 1 << c
                    theirs = best_set(m, tsuit)[0]
                    if theirs > mine or (theirs == mine and s in before):
                        won = False
                        break
                i += k
            wins += won
        chance = wins / _SAMPLES
        self._odds[key] = chance
        return chance

    def _bet(self, obs: PochView, texts: Mapping[str, Action]) -> Action:
        assert obs.seat is not None
        seat = obs.seat
        chips = obs.chips[seat]
        stake = obs.stakes[seat]
        cap = chips + stake
        bet = obs.bet
        pot = sum(obs.stakes)
        p = self.win_chance(obs)
        raised = obs.opened and obs.opener != seat
        if raised:
            p *= self.shading  # someone else put chips in: he is more likely to hold something
        # the stake worth risking grows with the edge (a Kelly-like fraction of the stack)
        target = round(cap * max(0.0, min(1.0, 2.0 * p - 1.0)))
        amounts = [int(t[4:]) for t in texts if t.startswith("bet ")]
        if not obs.opened:
            if p >= self.open_at and amounts:
                return texts[f"bet {min(max(amounts), max(min(amounts), target))}"]
            return texts["pass"]
        if p >= self.raise_at and amounts and min(amounts) <= target and stake < target:
            return texts[f"bet {min(max(amounts), target)}"]
        if "match" in texts:
            to_call = bet - stake
            # the pot (everyone's stakes, his own included) against the chips he adds
            if p * (pot + to_call) >= to_call * self.call_margin:
                return texts["match"]
        return texts["drop"] if "drop" in texts else texts["pass"]

    # --- runs ------------------------------------------------------------------------------
    def _lead(self, obs: PochView, legal: tuple[Action, ...]) -> Action:
        assert obs.seat is not None and obs.hand is not None
        seat = obs.seat
        hand = _mask(obs.hand)
        tsuit = SUITS.index(obs.trump_suit)
        played = 0
        mine_played = 0
        for run in obs.runs:
            for s, text in run:
                c = parse_card(text)
                played |= 1 << c
                if s == seat:
                    mine_played |= 1 << c
        piles = {p.name: p.chips for p in obs.piles}
        sizes = obs.hand_sizes
        left_with_others = sum(sizes) - sizes[seat]
        best = legal[0]
        best_value = float("-inf")
        for a in legal:
            value = self._value_of_lead(
                a, hand, played, mine_played, tsuit, piles, left_with_others
            )
            if value > best_value:
                best, best_value = a, value
        return best

    def _value_of_lead(
        self,
        card: int,
        hand: int,
        played: int,
        mine_played: int,
        tsuit: int,
        piles: Mapping[str, int],
        left_with_others: int,
    ) -> float:
        c = card
        mine_shed = others_shed = 0
        my_piles = their_piles = 0
        held = hand
        my_trumps = mine_played
        while True:
            mine = bool(hand >> c & 1)
            if mine:
                mine_shed += 1
                held &= ~(1 << c)
                my_trumps |= 1 << c
            else:
                others_shed += 1
            if c >> 3 == tsuit:
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
                    base = tsuit << 3
                    if all(my_trumps >> (base + r) & 1 for r in range(3)):
                        my_piles += piles["7-8-9"]
            if mine and not held:
                # out: everyone pays a chip for each card left
                return 1000.0 + left_with_others - others_shed + my_piles
            if c & 7 == 7 or played >> (c + 1) & 1:
                break
            c += 1
        keeps = bool(hand >> c & 1)
        value = 4.0 * keeps + 1.0 * mine_shed - 0.8 * others_shed
        value += 0.6 * my_piles - 0.4 * their_piles
        below = card - 1
        if card & 7 and not played >> below & 1:
            # the card below the lead becomes a stopper for its holder
            value += 0.7 if hand >> below & 1 else -0.3
        if keeps and self._goes_out(held, played | _run_mask(card, c)):
            value += 500.0
        return value

    @staticmethod
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


def make(game: Game, seat: int, seed: int) -> Bot:
    """The heuristic poch bot for `seat`."""
    return PochHeuristic(game, seat, seed)


__all__ = ["ISMCTS_DEFAULTS", "PochHeuristic", "make", "rollout_policy", "search_actions"]
