"""A rule-based Seven Seals player, from how good players play Die Sieben Siegel.

Prediction: estimate, colour by colour, the tricks the hand will win: a card wins when the cards
of its colour still out above it are no more than the cards the hand holds above it (the top card
of a colour is a near-certain trick, a second guarded by one card about half a trick...), long
colours are discounted (they get trumped or never led), and spare red cards count for the colours
the hand is short in (trumping is optional, so a red seal is a flexible one). Take that many seals
per colour, a colour exhausted in the centre is stolen only when the trick is near-certain. But
first, take the saboteur whenever it is free: he scores -4 plus one per black seal the others
take, at most 0, and even a steady hand loses more than that on average (measured: about -6 a
round at 3 players for a predicting heuristic player, against -1.5 for its saboteur).

Play: every trick is judged by what winning it would cost: a seal to give back (the led colour,
white, or red after trumping) makes the trick welcome; none makes it a black seal (-3), to be
avoided (and indifferent once the six black seals are out). Wanted tricks are won with the
cheapest sure card (a master of its colour, the last seat's lowest winning card), unwanted ones are
ducked under the winning card with the highest card that still loses, or by throwing the most
dangerous card of a colour the hand holds no seal for. Leads: a master card of a colour the hand
holds seals for, otherwise the highest card that still has enough higher cards out to lose (shed
it while it can still lose, before it becomes a master nobody can take). The saboteur ducks
every trick and leads colours whose seals the others have run out of. Giving back a seal: the
least flexible kind first (the led colour, then red, then the white joker), white when the seals
left exceed the tricks that remain.

The bot reads only its view: the observation (cards in notation) and the legal actions. Its
numbers and the search's `rollout_policy` (the same rules, simplified, played inside a sampled
world) live in `tapisvert.games.seven_seals.policy`.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any

from tapisvert.bots.base import Bot, SeatView
from tapisvert.core.protocol import Action, Game
from tapisvert.games.seven_seals.cards import (
    COLOUR_NAMES,
    HAND_SIZE,
    KIND_NAMES,
    MAX_RANK,
    NUM_COLOURS,
    RANKS,
    RED,
    WHITE,
    parse_card,
    trick_winner,
)
from tapisvert.games.seven_seals.policy import (
    ROUND_UP,
    SCALE,
    STEAL_CONFIDENCE,
    estimate,
    rollout_policy,
)

JSON = Any

__all__ = ["ISMCTS_DEFAULTS", "SevenSealsHeuristic", "estimate", "make", "rollout_policy"]


class _Table:
    """The public facts of one observation, parsed for the rules below."""

    def __init__(self, obs: Mapping[str, JSON], count_masters: bool = True) -> None:
        self.count_masters = count_masters
        self.n: int = int(obs["players"])
        self.seat: int = int(obs["seat"])
        self.top = MAX_RANK[self.n]
        self.hand = [parse_card(t) for t in obs["hand"]]
        self.seals = [[int(s[k]) for k in KIND_NAMES] for s in obs["seals"]]
        self.mine = self.seals[self.seat]
        self.centre = [int(obs["centre"][k]) for k in KIND_NAMES]
        sab = obs["saboteur"]
        self.saboteur: int | None = None if sab is None else int(sab)
        self.trick = [parse_card(t) for t in obs["trick"]]
        self.leader = int(obs["leader"])
        self.tricks_done = len(obs["tricks"])
        n = self.n
        played: set[int] = set()
        self.voids = [0] * n
        groups = [(int(t["leader"]), [parse_card(x) for x in t["cards"]]) for t in obs["tricks"]]
        groups.append((self.leader, self.trick))
        for leader, cards in groups:
            if not cards:
                continue
            led = cards[0] // RANKS
            for i, c in enumerate(cards):
                played.add(c)
                if c // RANKS != led:
                    self.voids[(leader + i) % n] |= 1 << led
        own = set(self.hand)
        self.unseen = {
            colour * RANKS + r - 1
            for colour in range(NUM_COLOURS)
            for r in range(1, self.top + 1)
            if colour * RANKS + r - 1 not in own and colour * RANKS + r - 1 not in played
        }
        self.black_left = self.centre[KIND_NAMES.index("black")] > 0

    # --- what a trick is worth ----------------------------------------------------------------
    def can_pay(self, led: int, trumped: bool, card: int | None = None) -> bool:
        """True when the hand has a seal to give back for this trick, beyond the tricks its
        other master cards of the colour will take anyway (when `count_masters`)."""
        s = self.mine
        seals = s[led] + s[WHITE] + (s[RED] if trumped else 0)
        if seals and self.count_masters:
            colour = RED if trumped else led
            seals -= sum(
                1
                for c in self.hand
                if c != card and c // RANKS == colour and not self.higher_unseen(c)
            )
        return seals > 0

    def wants(self, led: int, trumped: bool, card: int | None = None) -> int:
        """+1 the trick is welcome, -1 it would cost a black seal, 0 indifferent."""
        if self.saboteur == self.seat:
            return -1
        if self.can_pay(led, trumped, card):
            return 1
        if self.can_pay(led, trumped):
            return 0  # a seal to give, though the hand's masters would need it later
        return -1 if self.black_left else 0

    def higher_unseen(self, card: int) -> int:
        """How many cards of `card`'s colour above it may still be played by the others."""
        colour = card // RANKS
        return sum(1 for c in range(card + 1, colour * RANKS + self.top) if c in self.unseen)

    def seats_after(self) -> list[int]:
        """The seats still to play to the current trick after this one."""
        played = len(self.trick) + 1
        return [(self.seat + k) % self.n for k in range(1, self.n - played + 1)]

    def sure(self, card: int, led: int) -> bool:
        """True when `card`, winning the trick now, cannot be beaten by the seats after."""
        after = self.seats_after()
        if not after:
            return True
        colour = card // RANKS
        holders = [v for v in after if not self.voids[v] >> colour & 1]
        if holders and self.higher_unseen(card):
            return False
        if colour != RED:
            red_out = any(c < RANKS for c in self.unseen)
            if red_out and any(self.voids[v] >> led & 1 for v in after):
                return False
        return True


class SevenSealsHeuristic(Bot):
    """Predicts from high cards and trumps, then plays to win the tricks it holds seals for."""

    name = "heuristic"
    # Knobs (class attributes, so that variants can be compared in self-play; the values were
    # chosen that way, over duplicate deals at 3 to 5 players):
    scale: float | None = None  # None: SCALE for the player count
    round_up = ROUND_UP
    saboteur_first = True  # take the saboteur whenever it is free
    count_masters = True  # a seal is spoken for by each master card of its colour still held
    follow_high = True  # wanting an unsure trick, not last: the highest winning card
    lead_cap = 3  # leading to lose: a card with this many higher cards out is safe enough...
    lead_rank = 1.0  # ...and among the safe ones, the highest goes first (shed while it loses)

    def __init__(self, seat: int) -> None:
        self.seat = seat

    def choose(self, view: SeatView) -> Action:
        legal = view.legal_actions
        if len(legal) == 1:
            return legal[0]
        texts = view.legal_texts
        obs = view.observation
        table = _Table(obs, self.count_masters)
        phase = obs["phase"]
        if phase == "predict":
            text = self._predict(table, texts)
        elif phase == "give":
            text = self._give(table, texts, obs)
        else:
            text = "play " + _card_text(self._play(table, texts))
        return legal[texts.index(text)]

    # --- prediction ---------------------------------------------------------------------------
    def _predict(self, t: _Table, texts: Sequence[str]) -> str:
        if "saboteur" in texts and self.saboteur_first:
            return "saboteur"
        expected = estimate(t.hand, t.n, self.scale or SCALE[t.n])
        order = sorted(range(NUM_COLOURS), key=lambda c: expected[c] - t.mine[c], reverse=True)
        for colour in order:
            want = math.floor(expected[colour] + self.round_up)
            held = t.mine[colour]
            if held >= want:
                continue
            name = COLOUR_NAMES[colour]
            if f"take {name}" in texts:
                return f"take {name}"
            if expected[colour] - held >= STEAL_CONFIDENCE:
                steals = [x for x in texts if x.startswith(f"steal {name} ")]
                if steals:
                    # rob the player holding the most of the colour (he has seals to spare)
                    return max(steals, key=lambda x: t.seals[int(x.split()[-1])][colour])
        return "done"

    # --- giving a seal back -------------------------------------------------------------------
    def _give(self, t: _Table, texts: Sequence[str], obs: Mapping[str, JSON]) -> str:
        kinds = [KIND_NAMES.index(x.split()[1]) for x in texts]
        held = sum(t.mine[: WHITE + 1])
        left = HAND_SIZE - t.tricks_done
        if WHITE in kinds and held - 1 >= left:
            return "give white"
        last = obs["tricks"][-1]
        led = parse_card(last["cards"][0]) // RANKS
        for k in (led, RED, WHITE):
            if k in kinds:
                return "give " + KIND_NAMES[k]
        return texts[0]

    # --- card play ----------------------------------------------------------------------------
    def _play(self, t: _Table, texts: Sequence[str]) -> int:
        cards = [parse_card(x.split()[1]) for x in texts]
        if not t.trick:
            return self._lead(t, cards)
        led = t.trick[0] // RANKS
        n_now = len(t.trick)
        winners = [c for c in cards if trick_winner([*t.trick, c]) == n_now]
        losers = [c for c in cards if c not in winners]
        trumped_by = {c: c < RANKS and led != RED for c in cards}
        last = not t.seats_after()
        good = [c for c in winners if t.wants(led, trumped_by[c], c) > 0]
        if good:
            sure = [c for c in good if t.sure(c, led)]
            if sure:
                return min(sure)
            if last or not self.follow_high:
                return min(good)
            return max(good)
        if losers:
            return self._shed(t, losers)
        # every card wins: last to play sheds the highest, otherwise hope to be overtaken
        return max(cards) if last else min(cards)

    def _danger(self, t: _Table, card: int) -> float:
        """How likely `card` is to win an unwanted trick later (higher: shed it first)."""
        colour = card // RANKS
        out = t.higher_unseen(card)
        risk = 1.0 / (1 + out)
        if colour == RED:
            risk += 0.3
        if t.saboteur != t.seat and (t.mine[colour] or t.mine[WHITE]):
            risk -= 0.8  # a colour the hand wants tricks in: keep its winners
        return risk + (card % RANKS) / 100

    def _shed(self, t: _Table, losers: list[int]) -> int:
        return max(losers, key=lambda c: self._danger(t, c))

    def _lead(self, t: _Table, cards: list[int]) -> int:
        me_sab = t.saboteur == t.seat
        if not me_sab:
            best: tuple[float, int] | None = None
            for c in cards:
                colour = c // RANKS
                if t.wants(colour, False, c) <= 0 or t.higher_unseen(c):
                    continue
                if (
                    colour != RED
                    and any(x < RANKS for x in t.unseen)
                    and any(t.voids[v] >> colour & 1 for v in range(t.n) if v != t.seat)
                ):
                    continue  # someone may trump it
                score = (2.0 if t.mine[colour] else 1.0) - (c % RANKS) / 100
                if best is None or score > best[0]:
                    best = (score, c)
            if best is not None:
                return best[1]

        def lose_score(c: int) -> float:
            colour = c // RANKS
            out = t.higher_unseen(c)
            s = float(min(out, self.lead_cap))
            if colour == RED:
                s -= 1.0  # keep the trumps
            if not any(x // RANKS == colour for x in t.unseen):
                s -= 3.0  # nobody can follow: the lead wins unless trumped
            if me_sab:
                # others short of seals for this colour will have to take a black seal
                s += 0.5 * sum(
                    1
                    for v in range(t.n)
                    if v != t.seat and not (t.seals[v][colour] or t.seals[v][WHITE])
                )
            elif t.mine[colour] or t.mine[WHITE]:
                s -= 0.5
            return s + self.lead_rank * (c % RANKS) / 100

        return max(cards, key=lose_score)


def _card_text(card: int) -> str:
    return f"{'RYGBV'[card // RANKS]}{card % RANKS + 1}"


def make(game: Game, seat: int, seed: int) -> Bot:
    """The Seven Seals heuristic player for `seat`."""
    return SevenSealsHeuristic(seat)


# The ismcts parameters measured strongest here (docs/bots.md): random rollouts misjudge the
# predictions, these rollouts do not.
ISMCTS_DEFAULTS = {"rollout": "heuristic"}
