"""A rule-based Sabias player, from how good Tarot players play Les 10 Grand-Mères.

Taking: a hand is worth taking for its trumps (the Sabias: each counts, the high ones more, the
Jefa less as she is easily caught), its Grand-Pères (a V, better guarded by its IV) and its short
families (a void or a singleton lets the trumps cut). The bar is where a taker breaks even
against this very bot (measured over 1,500 forced takes per table size): high at 3 players, where
the taker plays 1 v 2 with a third of the deck, lower at 5, where a partner helps. At 5 players
the taker calls the highest Sabia he does not hold.

Announcements: a Conseil (a Grand Conseil when five consecutive Sabias allow it) whenever held, it
is free points; JEFA only with so many trumps that the Jefa should outlive the others; never a
CHELEM.

Play: the bot knows its partners (the other defender at 3, the team mate at 4, at 5 the taker
when it holds the called Sabia, every camp once the call is public) and follows the trick:
- a partner holds the trick safely (he plays last, or holds it with a trump or a master card):
  leave him master and load the trick with points ("le 2ème joueur laisse son partenaire maître");
  the Jefa first, her 10 points saved ("sauver le petit");
- otherwise win it when it can, as cheaply as it can: the cheapest winner when it plays last, a
  master card, or the lowest trump that wins (a higher one when the trick carries many points);
  last to play, the Jefa wins her 10 points safely;
- unable to win, give as little as possible: the lowest card, never a Sabia when another card is
  allowed; a discard signals the family the bot wants led (a low card of its strongest family)
  unless a partner wins the trick, who then gets the richest card.
Leads: the taker with a long trump holding draws trumps (a master one if he has it); anyone
cashes master family cards; a defender then leads the family his partner signalled, otherwise a
low card of his longest family; the Jefa is kept back (for her JEFA, until the last trick).

The bot reads only its view: the observation (cards in notation) and the legal actions.
`tapisvert.games.sabias.policy.rollout_policy` plays the same plan for search rollouts, straight
from a sampled world's state (that module says why the plan is written twice).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tapisvert.bots.base import Bot, SeatView
from tapisvert.core.protocol import Action, Game
from tapisvert.games.sabias.cards import (
    FAMILY,
    FAMILY_PLAIN,
    JEFA,
    LED_BY,
    POINTS,
    SABIA_MASK,
    STRENGTH,
    TRUMP_LEAD,
    parse_card,
)
from tapisvert.games.sabias.policy import (
    HIGH_TRUMP_BONUS,
    JEFA_TRUMPS,
    JEFA_VALUE,
    RICH_TRICK,
    TAKE_BAR,
    TRUMP_VALUE,
    V_GUARDED_BONUS,
    V_VALUE,
    VOID_VALUE,
    rollout_policy,
)

JSON = Any

__all__ = ["SabiasHeuristic", "hand_value", "make", "rollout_policy"]  # the search hook too


def _cards(texts: Sequence[str]) -> list[int]:
    return [parse_card(t) for t in texts]


def _is_trump(card: int) -> bool:
    return bool(SABIA_MASK >> card & 1)


def _number(card: int) -> int:
    """1..10 for a Sabia."""
    return card // 6 + 1


def _family(card: int) -> int:
    return card // 6


def hand_value(hand: Sequence[int]) -> float:
    """How much a hand is worth for taking (see the module's docstring)."""
    value = 0.0
    trumps = [c for c in hand if _is_trump(c)]
    for c in trumps:
        k = _number(c)
        value += JEFA_VALUE if k == 1 else TRUMP_VALUE + HIGH_TRUMP_BONUS.get(k, 0.0)
    for f in range(10):
        plain = [c for c in hand if _family(c) == f and not _is_trump(c)]
        ranks = {c % 6 for c in plain}
        if 4 in ranks:
            value += V_VALUE + (V_GUARDED_BONUS if 3 in ranks else 0.0)
        if len(trumps) >= 3:
            if not plain:
                value += VOID_VALUE
            elif len(plain) == 1:
                value += VOID_VALUE / 2
    return value


class _Table:
    """The trick situation, parsed from the observation."""

    def __init__(self, obs: Mapping[str, JSON], seat: int) -> None:
        self.seat = seat
        self.n = n = int(obs["players"])
        self.hand = _cards(obs["hand"])
        self.trick = [(int(s), parse_card(c)) for s, c in obs["trick"]]
        self.partners = _partners(obs, seat, self.hand)
        self.options = obs.get("options") or {}
        self.follow = bool(self.options.get("sabia_must_follow_family", True))
        played = 0
        # Families a seat has shown void in (played another card to them), and discards.
        self.void = [0] * n
        self.no_trump = [False] * n
        self.signals: list[list[int]] = [[] for _ in range(n)]
        tricks = [(int(t["leader"]), _cards(t["cards"])) for t in obs["tricks"]]
        if self.trick:
            tricks.append((self.trick[0][0], [c for _, c in self.trick]))
        self.trumps_played = 0
        for leader, cards in tricks:
            led = LED_BY[cards[0]]
            for i, c in enumerate(cards):
                played |= 1 << c
                s = (leader + i) % n
                if _is_trump(c):
                    self.trumps_played += 1
                if i and led != TRUMP_LEAD and _family(c) != led:
                    self.void[s] |= 1 << led
                    if not _is_trump(c):
                        self.no_trump[s] = True
                        self.signals[s].append(c)
                if i and led == TRUMP_LEAD and not _is_trump(c):
                    self.no_trump[s] = True
        self.played = played
        mine = 0
        for c in self.hand:
            mine |= 1 << c
        self.mine = mine
        self.out = ((1 << 60) - 1) & ~played & ~mine  # cards still held by the others
        self.jefa_mine = any(
            int(a["seat"]) == seat and a["announcement"] == "jefa" for a in obs["announcements"]
        )
        self.tricks_left = len(self.hand)

    # --- the trick in progress
    @property
    def led(self) -> int:
        return LED_BY[self.trick[0][1]]

    def best(self) -> tuple[int, int, int]:
        """(strength, seat, card) of the card holding the trick."""
        led = self.led
        top = (-2, -1, -1)
        for s, c in self.trick:
            st = STRENGTH[led][c]
            if st > top[0]:
                top = (st, s, c)
        return top

    def seats_after(self) -> list[int]:
        n = self.n
        return [(self.seat + i) % n for i in range(1, n - len(self.trick))]

    def beats(self, card: int, strength: int) -> bool:
        return STRENGTH[self.led][card] > strength

    def outstanding_trumps(self) -> list[int]:
        return [c for c in range(5, 60, 6) if self.out >> c & 1]

    def sure(self, card: int) -> bool:
        """Nobody still to play can beat `card` in this trick (as far as the play shows)."""
        led = self.led if self.trick else LED_BY[card]
        after = (
            self.seats_after()
            if self.trick
            else [(self.seat + i) % self.n for i in range(1, self.n)]
        )
        st = STRENGTH[led][card]
        higher = [c for c in _ids(self.out) if STRENGTH[led][c] > st]
        if not higher:
            return True
        if led == TRUMP_LEAD:
            return all(self.no_trump[s] for s in after)
        fam_higher = [c for c in higher if not (_is_trump(c) and _family(c) != led)]
        trump_higher = [c for c in higher if _is_trump(c) and _family(c) != led]
        for s in after:
            if fam_higher and not self.void[s] >> led & 1:
                return False
            if trump_higher and self.void[s] >> led & 1 and not self.no_trump[s]:
                return False
        # Nobody shown void: a family card is only at risk from those who will cut it, and the
        # first round of a family is usually followed; the higher cards are the real threat.
        return not fam_higher and (not trump_higher or self._family_fresh(led))

    def _family_fresh(self, led: int) -> bool:
        """Few cards of the family are gone: the others can still follow it."""
        gone = (self.played & FAMILY[led]).bit_count()
        return gone + (self.mine & FAMILY[led]).bit_count() <= 3


def _ids(mask: int) -> list[int]:
    return [c for c in range(60) if mask >> c & 1]


def _partners(obs: Mapping[str, JSON], seat: int, hand: Sequence[int]) -> set[int]:
    """The seats `seat` knows play on its side."""
    n = int(obs["players"])
    mode = obs.get("mode")
    if mode == "teams":
        return {(seat + 2) % 4}
    if mode == "individual" or obs.get("taker") is None:
        return set()
    taker = int(obs["taker"])
    if n == 3:
        return set() if seat == taker else {s for s in range(3) if s not in (seat, taker)}
    partner = obs.get("partner")
    alone = obs.get("alone")
    called = obs.get("called")
    if alone:
        return set() if seat == taker else set(range(n)) - {seat, taker}
    if partner is not None:
        camp = {taker, int(partner)}
        side = camp if seat in camp else set(range(n)) - camp
        return side - {seat}
    if called is not None and parse_card(called) in hand:
        return set() if seat == taker else {taker}
    return set()  # the call is not yet public: a defender does not know who is who


class SabiasHeuristic(Bot):
    """Rule-based play (see the module's docstring)."""

    name = "heuristic"

    def __init__(self, seat: int) -> None:
        self.seat = seat

    def choose(self, view: SeatView) -> Action:
        legal = view.legal_actions
        if len(legal) == 1:
            return legal[0]
        obs = view.observation
        texts = list(view.legal_texts)
        phase = obs.get("phase")
        if phase == "taking":
            return legal[texts.index(self._bid(obs))]
        if phase == "call":
            return legal[texts.index(self._call(obs))]
        if phase == "announcements":
            return legal[texts.index(self._announce(obs, texts))]
        cards = [parse_card(t.removeprefix("play ")) for t in texts]
        table = _Table(obs, view.seat)
        card = self._lead(table, cards) if not table.trick else self._follow(table, cards)
        return legal[cards.index(card)]

    # --- before the play
    def _bid(self, obs: Mapping[str, JSON]) -> str:
        n = int(obs["players"])
        value = hand_value(_cards(obs["hand"]))
        return "take" if value >= TAKE_BAR.get(n, 99.0) else "pass"

    def _call(self, obs: Mapping[str, JSON]) -> str:
        held = {_number(c) for c in _cards(obs["hand"]) if _is_trump(c)}
        for k in range(10, 0, -1):
            if k not in held:
                return f"call S{k}"
        return "call S10"

    def _announce(self, obs: Mapping[str, JSON], texts: list[str]) -> str:
        grand = [t for t in texts if t.startswith("grand-conseil")]
        if grand:
            return grand[0]
        conseils = [t for t in texts if t.startswith("conseil")]
        if conseils:
            return conseils[0]  # the lowest five: the high ones stay a surprise
        if "jefa" in texts:
            n = int(obs["players"])
            trumps = sum(1 for c in _cards(obs["hand"]) if _is_trump(c))
            if trumps >= JEFA_TRUMPS.get(n, 99):
                return "jefa"
        return "done"

    # --- leading
    def _lead(self, t: _Table, cards: list[int]) -> int:
        keep = [c for c in cards if c != JEFA] or cards  # the Jefa leads only when alone
        trumps = [c for c in keep if _is_trump(c)]
        plain = [c for c in keep if not _is_trump(c)]
        out_trumps = t.outstanding_trumps()
        my_trumps = [c for c in t.hand if _is_trump(c)]
        # Draw trumps with a long holding (the taker's plan; a defender's too at 4).
        if trumps and out_trumps and len(my_trumps) > len(out_trumps):
            top = max(trumps, key=_number)
            if _number(top) > max(_number(c) for c in out_trumps):
                return top
            if len(my_trumps) >= 2 * len(out_trumps):
                return min(trumps, key=_number)
        # Cash a master family card (richest first).
        masters = [c for c in plain if t.sure(c)]
        if masters:
            return max(masters, key=lambda c: (POINTS[c], -c))
        # The family a partner asked for by discarding.
        for p in t.partners:
            for sig in t.signals[p]:
                fam = [c for c in plain if _family(c) == _family(sig)]
                if fam:
                    return min(fam, key=lambda c: POINTS[c])
        if plain:
            # A low card of the longest family (its high cards will become masters).
            def length(c: int) -> int:
                return sum(1 for x in plain if _family(x) == _family(c))

            return min(plain, key=lambda c: (-length(c), POINTS[c], c))
        if out_trumps and trumps:
            return min(trumps, key=_number)
        return min(cards, key=lambda c: (POINTS[c], c))

    # --- following
    def _follow(self, t: _Table, cards: list[int]) -> int:
        strength, winner, _ = t.best()
        after = t.seats_after()
        last = not after
        partner_wins = winner in t.partners
        opponents_after = [s for s in after if s not in t.partners]
        winners = [c for c in cards if t.beats(c, strength)]
        losers = [c for c in cards if not t.beats(c, strength)]
        points = sum(POINTS[c] for _, c in t.trick)
        if t.jefa_mine and t.tricks_left > 1:
            winners = [c for c in winners if c != JEFA] or winners
            losers = [c for c in losers if c != JEFA] or losers
        if partner_wins:
            safe = not opponents_after or t.sure(t.best()[2])
            if safe and JEFA in losers and not t.jefa_mine:
                return JEFA  # the Jefa saved: her 10 points go to the partner
            if safe and losers:
                return self._load(t, losers)
            if losers:
                return self._cheapest(losers)
            return min(cards, key=lambda c: (STRENGTH[t.led][c], POINTS[c]))
        if winners:
            if last:
                return self._win_last(winners)
            sure = [c for c in winners if t.sure(c)]
            if sure:
                return min(sure, key=lambda c: (STRENGTH[t.led][c], -POINTS[c]))
            trumps = [c for c in winners if _is_trump(c) and _family(c) != t.led]
            if trumps:
                if points >= RICH_TRICK:
                    return max(trumps, key=lambda c: (_number(c) != 1, _number(c)))
                cheap = [c for c in trumps if _number(c) != 1] or trumps
                return min(cheap, key=_number)
            if not losers:
                return min(winners, key=lambda c: (STRENGTH[t.led][c], POINTS[c]))
        if losers:
            return self._shed(t, losers)
        return min(cards, key=lambda c: (STRENGTH[t.led][c], POINTS[c]))

    def _win_last(self, winners: list[int]) -> int:
        """Last to play: the Jefa if she wins, else the richest plain card, else the least trump."""
        if JEFA in winners:
            return JEFA
        plain = [c for c in winners if not _is_trump(c)]
        if plain:
            return max(plain, key=lambda c: POINTS[c])
        return min(winners, key=_number)

    def _load(self, t: _Table, losers: list[int]) -> int:
        """Give a partner who holds the trick the richest card that leaves him master."""
        plain = [c for c in losers if not _is_trump(c)]
        pool = plain or losers
        return max(pool, key=lambda c: (POINTS[c] if not _is_trump(c) else -POINTS[c], -c))

    def _cheapest(self, losers: list[int]) -> int:
        return min(losers, key=lambda c: (_is_trump(c), POINTS[c], c))

    def _shed(self, t: _Table, losers: list[int]) -> int:
        """Lose as little as possible; a discard signals the family the bot wants led."""
        plain = [c for c in losers if not _is_trump(c)]
        led = t.led
        discarding = led != TRUMP_LEAD and not any(_family(c) == led for c in plain)
        if plain and discarding and t.partners:
            strong = [
                c
                for c in plain
                if any(x % 6 == 4 and _family(x) == _family(c) for x in t.hand) and POINTS[c] <= 2
            ]
            if strong:
                return min(strong, key=lambda c: (POINTS[c], c))
        if plain:
            # The lowest card; among equals, from a family where it is not protecting a V.
            def cost(c: int) -> tuple[int, int]:
                guards = FAMILY_PLAIN[_family(c)] & t.mine & ~(1 << c)
                return (POINTS[c], -guards.bit_count())

            return min(plain, key=cost)
        return min(losers, key=lambda c: (_number(c) == 1, _number(c)))


def make(game: Game, seat: int, seed: int) -> Bot:
    """The Sabias heuristic player for `seat`."""
    return SabiasHeuristic(seat)
