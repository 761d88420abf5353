"""The sabias strategy, written from how good Tarot players play Les 10 Grand-Mères.

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

`strategy(view, rng)` plays this plan from the seat's typed view alone (the `heuristic` bot);
`reason(view, action)` says why in words (a `sabias-why-*` message, for hints), from the same
case analysis (`_decide`: each branch returns its move and its reason), and for another legal move
the branch of that analysis it falls in.
`rollout_policy(state, rng)` plays the same plan for search rollouts, straight from a sampled
world's state (hand masks, the trick in progress), far cheaper. Why the plan is
written twice: the strategy reads the history for what it shows (the families a seat is void in,
the family a partner signalled by a discard), which costs more than a whole rollout move; the
rollout keeps only what the state holds ready (its own hand, the cards still out, the camps it
knows) and leaves the voids and signals out. Both take, call, announce and value hands with the
same numbers below; `HOOKS` hands the rollout to search.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from tapisvert.core.messages import Message, Who, msg
from tapisvert.core.protocol import Action, GameState, SearchHooks
from tapisvert.core.views import View
from tapisvert.games.sabias.actions import (
    ANNOUNCE_JEFA,
    CALL_FIRST,
    CONSEIL_FIRST,
    DONE,
    PASS,
    TAKE,
    parse_action_text,
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
from tapisvert.games.sabias.rollout import (
    HIGH_TRUMP_BONUS,
    JEFA_TRUMPS,
    JEFA_VALUE,
    RICH_TRICK,
    TAKE_BAR,
    TRUMP_VALUE,
    V_GUARDED_BONUS,
    V_VALUE,
    VOID_VALUE,
    play_rollout,
    rollout_policy,
)
from tapisvert.games.sabias.state import SabiasState
from tapisvert.games.sabias.views import SabiasView, card_id, card_ids
from tapisvert.games.sabias.wording import card_message, family_message


# --- the strategy: the heuristic, over the seat's typed view ----------------------------------
def _cards(texts: Sequence[str]) -> list[int]:
    return card_ids(texts)


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
    """The trick situation, read from the seat's view."""

    def __init__(self, view: SabiasView, seat: int) -> None:
        self.seat = seat
        self.players = n = view.players
        self.hand = _cards(view.hand)
        self.trick = [(s, card_id(c)) for s, c in view.trick]
        self.partners = _partners(view, seat, self.hand)
        played = 0
        # Families a seat has shown void in (played another card to them), and discards.
        self.void = [0] * n
        self.no_trump = [False] * n
        self.signals: list[list[int]] = [[] for _ in range(n)]
        tricks = [(t.leader, _cards(t.cards)) for t in view.tricks]
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
            a.seat == seat and a.announcement == "jefa" for a in view.announcements
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
        n = self.players
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
            else [(self.seat + i) % self.players for i in range(1, self.players)]
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


def _partners(view: SabiasView, seat: int, hand: Sequence[int]) -> set[int]:
    """The seats `seat` knows play on its side."""
    n = view.players
    if view.mode == "teams":
        return {(seat + 2) % 4}
    taker = view.taker
    if view.mode == "individual" or taker is None:
        return set()
    if n == 3:
        return set() if seat == taker else {s for s in range(3) if s not in (seat, taker)}
    partner = view.partner
    called = view.called
    if view.alone:
        return set() if seat == taker else set(range(n)) - {seat, taker}
    if partner is not None:
        camp = {taker, partner}
        side = camp if seat in camp else set(range(n)) - camp
        return side - {seat}
    if called is not None and card_id(called) in hand:
        return set() if seat == taker else {taker}
    return set()  # the call is not yet public: a defender does not know who is who


def strategy(view: View, rng: random.Random) -> Action:
    """The heuristic's move for the seat of `view`, which must be to act (module docstring)."""
    return _decide(view)[0]


def reason(view: View, action: Action) -> Message | None:
    """Why `action` is worth playing from `view`, in words: the heuristic's own branch when it is
    the heuristic's move; for another legal move (a hint's search may prefer one), the branch of
    the same case analysis that move falls in. None for a forced move or an illegal one, or a
    view not to act. Reads the view only."""
    if not isinstance(view, SabiasView) or view.seat is None or view.to_act != view.seat:
        return None
    legal = [parse_action_text(t) for t in view.legal_actions]
    if len(legal) <= 1 or action not in legal:
        return None
    choice, why = _decide(view)
    if choice == action:
        return why
    return _other(view, legal, action)


def _other(view: SabiasView, legal: list[Action], action: Action) -> Message | None:
    """Why a legal move the heuristic would not play may still be played (`reason`)."""
    phase = view.phase
    hand = _cards(view.hand)
    trumps = sum(1 for c in hand if _is_trump(c))
    fathers = sum(1 for c in hand if not _is_trump(c) and c % 6 == 4)
    if phase == "taking":
        key = "sabias-why-take-bold" if action == TAKE else "sabias-why-pass-safe"
        return msg(key, trumps=trumps, fathers=fathers)
    if phase == "call":
        return msg("sabias-why-call-other", card=_card(6 * (action - CALL_FIRST) + 5))
    if phase == "announcements":
        if action >= CONSEIL_FIRST:
            grand = is_grand(CONSEIL_SETS[action - CONSEIL_FIRST])
            return msg("sabias-why-grand-conseil" if grand else "sabias-why-conseil-other")
        if action == ANNOUNCE_JEFA:
            return msg("sabias-why-jefa-bold", trumps=trumps)
        if action == DONE:
            return msg("sabias-why-done-keep")
        return msg("sabias-why-chelem")
    t = _Table(view, view.seat if view.seat is not None else 0)
    return _other_lead(t, action) if not t.trick else _other_follow(t, legal, action)


def _other_lead(t: _Table, card: int) -> Message:
    out_trumps = t.outstanding_trumps()
    if _is_trump(card):
        if not out_trumps:
            return msg("sabias-why-lead-master", card=_card(card))
        if _number(card) > max(_number(c) for c in out_trumps):
            mine = sum(1 for c in t.hand if _is_trump(c))
            return msg(
                "sabias-why-draw-master", card=_card(card), mine=mine, theirs=len(out_trumps)
            )
        return msg("sabias-why-lead-sabia", card=_card(card))
    if t.sure(card):
        return msg("sabias-why-lead-master", card=_card(card))
    for p in t.partners:
        if any(_family(sig) == _family(card) for sig in t.signals[p]):
            return msg("sabias-why-lead-signal", p=Who(p), family=_fam(card))
    if POINTS[card] <= 2:
        return msg("sabias-why-lead-probe", card=_card(card), family=_fam(card))
    return msg("sabias-why-lead-force", card=_card(card), family=_fam(card))


def _other_follow(t: _Table, cards: list[int], card: int) -> Message:
    strength, winner, top = t.best()
    after = t.seats_after()
    wins = t.beats(card, strength)
    if winner in t.partners:
        p = Who(winner)
        if wins:
            if all(t.beats(c, strength) for c in cards):
                return msg("sabias-why-over-partner", p=p, card=_card(card))
            return msg("sabias-why-overtake", p=p, card=_card(card))
        opponents_after = [s for s in after if s not in t.partners]
        if not opponents_after or t.sure(top):
            if card == JEFA:
                return msg("sabias-why-save-jefa", p=p)
            if POINTS[card] >= 3 and not _is_trump(card):
                return msg("sabias-why-load", p=p, card=_card(card))
            return msg("sabias-why-partner-little", p=p, card=_card(card))
        if POINTS[card] <= 2:
            return msg("sabias-why-partner-unsafe", p=p, card=_card(card))
        return msg("sabias-why-load-risky", p=p, card=_card(card))
    if wins:
        if not after:
            if card == JEFA:
                return msg("sabias-why-last-jefa")
            return msg("sabias-why-last-win", card=_card(card))
        if t.sure(card):
            return msg("sabias-why-win-sure", card=_card(card))
        if _is_trump(card) and _family(card) != t.led:
            points = sum(POINTS[c] for _, c in t.trick)
            if points >= RICH_TRICK:
                return msg("sabias-why-cut-high", card=_card(card), points=points)
            return msg("sabias-why-cut-low", card=_card(card))
        return msg("sabias-why-win-try", card=_card(card))
    if _is_trump(card):
        return msg("sabias-why-shed-sabia", card=_card(card))
    led = t.led
    discard = led != TRUMP_LEAD and _family(card) != led and bool(t.partners)
    guarded = any(x % 6 == 4 and _family(x) == _family(card) for x in t.hand)
    if discard and guarded and POINTS[card] <= 2:
        return msg("sabias-why-signal", card=_card(card), family=_fam(card))
    if POINTS[card] <= 2:
        return msg("sabias-why-shed-other", card=_card(card))
    return msg("sabias-why-shed-rich", card=_card(card))


def _decide(view: View) -> tuple[Action, Message | None]:
    """The heuristic's move and why (None when forced): the one case analysis of `strategy`
    and `reason`."""
    assert isinstance(view, SabiasView)
    seat = view.seat
    assert seat is not None and view.to_act == seat, "the strategy plays for the seat to act"
    legal = [parse_action_text(t) for t in view.legal_actions]
    if len(legal) == 1:
        return legal[0], None
    phase = view.phase
    if phase == "taking":
        return _bid(view)
    if phase == "call":
        return _call(view)
    if phase == "announcements":
        return _announce(view, legal)
    table = _Table(view, seat)
    return _lead(table, legal) if not table.trick else _follow(table, legal)


Why = tuple[int, Message]


def _card(card: int) -> Message:
    return card_message(card)


def _fam(card: int) -> Message:
    return family_message(_family(card) + 1)


# --- before the play
def _bid(view: SabiasView) -> Why:
    hand = _cards(view.hand)
    value = hand_value(hand)
    trumps = sum(1 for c in hand if _is_trump(c))
    fathers = sum(1 for c in hand if not _is_trump(c) and c % 6 == 4)
    if value >= TAKE_BAR.get(view.players, 99.0):
        return TAKE, msg("sabias-why-take", trumps=trumps, fathers=fathers)
    return PASS, msg("sabias-why-pass", trumps=trumps, fathers=fathers)


def _call(view: SabiasView) -> Why:
    """The highest Sabia the hand lacks (Sabia 10 when it holds all)."""
    held = {_number(c) for c in _cards(view.hand) if _is_trump(c)}
    for k in range(10, 0, -1):
        if k not in held:
            return CALL_FIRST + k - 1, msg("sabias-why-call", card=_card(6 * k - 1))
    return CALL_FIRST + 9, msg("sabias-why-call-all", card=_card(59))


def _announce(view: SabiasView, legal: list[Action]) -> Why:
    conseils = [a for a in legal if a >= CONSEIL_FIRST]
    grand = [a for a in conseils if is_grand(CONSEIL_SETS[a - CONSEIL_FIRST])]
    if grand:
        return grand[0], msg("sabias-why-grand-conseil")
    if conseils:
        # the lowest five: the high ones stay a surprise
        return conseils[0], msg("sabias-why-conseil")
    trumps = sum(1 for c in _cards(view.hand) if _is_trump(c))
    if ANNOUNCE_JEFA in legal:
        need = JEFA_TRUMPS.get(view.players, 99)
        if trumps >= need:
            return ANNOUNCE_JEFA, msg("sabias-why-jefa", trumps=trumps)
        return DONE, msg("sabias-why-no-jefa", trumps=trumps, need=need)
    return DONE, msg("sabias-why-done")


# --- leading
def _lead(t: _Table, cards: list[int]) -> Why:
    keep = [c for c in cards if c != JEFA] or cards  # the Jefa leads only when alone
    trumps = [c for c in keep if _is_trump(c)]
    plain = [c for c in keep if not _is_trump(c)]
    out_trumps = t.outstanding_trumps()
    my_trumps = [c for c in t.hand if _is_trump(c)]
    # Draw trumps with a long holding (the taker's plan; a defender's too at 4).
    if trumps and out_trumps and len(my_trumps) > len(out_trumps):
        top = max(trumps, key=_number)
        mine, theirs = len(my_trumps), len(out_trumps)
        if _number(top) > max(_number(c) for c in out_trumps):
            return top, msg("sabias-why-draw-master", card=_card(top), mine=mine, theirs=theirs)
        if len(my_trumps) >= 2 * len(out_trumps):
            low = min(trumps, key=_number)
            return low, msg("sabias-why-draw-low", card=_card(low), mine=mine, theirs=theirs)
    # Cash a master family card (richest first).
    masters = [c for c in plain if t.sure(c)]
    if masters:
        best = max(masters, key=lambda c: (POINTS[c], -c))
        return best, msg("sabias-why-lead-master", card=_card(best))
    # The family a partner asked for by discarding.
    for p in t.partners:
        for sig in t.signals[p]:
            fam = [c for c in plain if _family(c) == _family(sig)]
            if fam:
                low = min(fam, key=lambda c: POINTS[c])
                return low, msg("sabias-why-lead-signal", p=Who(p), family=_fam(sig))
    if plain:
        # A low card of the longest family (its high cards will become masters).
        def length(c: int) -> int:
            return sum(1 for x in plain if _family(x) == _family(c))

        low = min(plain, key=lambda c: (-length(c), POINTS[c], c))
        return low, msg("sabias-why-lead-long", card=_card(low), family=_fam(low))
    if out_trumps and trumps:
        low = min(trumps, key=_number)
        return low, msg("sabias-why-lead-trump", card=_card(low))
    least = min(cards, key=lambda c: (POINTS[c], c))
    return least, msg("sabias-why-lead-least", card=_card(least))


# --- following
def _follow(t: _Table, cards: list[int]) -> Why:
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
        p = Who(winner)
        safe = not opponents_after or t.sure(t.best()[2])
        if safe and JEFA in losers and not t.jefa_mine:
            # the Jefa saved: her 10 points go to the partner
            return JEFA, msg("sabias-why-save-jefa", p=p)
        if safe and losers:
            load = _load(t, losers)
            return load, msg("sabias-why-load", p=p, card=_card(load))
        if losers:
            cheap = _cheapest_loser(losers)
            return cheap, msg("sabias-why-partner-unsafe", p=p, card=_card(cheap))
        least = min(cards, key=lambda c: (STRENGTH[t.led][c], POINTS[c]))
        return least, msg("sabias-why-over-partner", p=p, card=_card(least))
    if winners:
        if last:
            return _win_last(winners)
        sure = [c for c in winners if t.sure(c)]
        if sure:
            best = min(sure, key=lambda c: (STRENGTH[t.led][c], -POINTS[c]))
            return best, msg("sabias-why-win-sure", card=_card(best))
        trumps = [c for c in winners if _is_trump(c) and _family(c) != t.led]
        if trumps:
            if points >= RICH_TRICK:
                high = max(trumps, key=lambda c: (_number(c) != 1, _number(c)))
                return high, msg("sabias-why-cut-high", card=_card(high), points=points)
            cheapest = [c for c in trumps if _number(c) != 1] or trumps
            low = min(cheapest, key=_number)
            return low, msg("sabias-why-cut-low", card=_card(low))
        if not losers:
            least = min(winners, key=lambda c: (STRENGTH[t.led][c], POINTS[c]))
            return least, msg("sabias-why-win-least", card=_card(least))
    if losers:
        return _shed(t, losers, bool(winners))
    least = min(cards, key=lambda c: (STRENGTH[t.led][c], POINTS[c]))
    return least, msg("sabias-why-win-least", card=_card(least))


def _win_last(winners: list[int]) -> Why:
    """Last to play: the Jefa if she wins, else the richest plain card, else the least trump."""
    if JEFA in winners:
        return JEFA, msg("sabias-why-last-jefa")
    plain = [c for c in winners if not _is_trump(c)]
    if plain:
        rich = max(plain, key=lambda c: POINTS[c])
        return rich, msg("sabias-why-last-rich", card=_card(rich))
    low = min(winners, key=_number)
    return low, msg("sabias-why-last-trump", card=_card(low))


def _load(t: _Table, losers: list[int]) -> int:
    """Give a partner who holds the trick the richest card that leaves him master."""
    plain = [c for c in losers if not _is_trump(c)]
    pool = plain or losers
    return max(pool, key=lambda c: (POINTS[c] if not _is_trump(c) else -POINTS[c], -c))


def _cheapest_loser(losers: list[int]) -> int:
    return min(losers, key=lambda c: (_is_trump(c), POINTS[c], c))


def _shed(t: _Table, losers: list[int], could_win: bool) -> Why:
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
            low = min(strong, key=lambda c: (POINTS[c], c))
            return low, msg("sabias-why-signal", card=_card(low), family=_fam(low))
    risky = "yes" if could_win else "no"
    if plain:
        # The lowest card; among equals, from a family where it is not protecting a V.
        def cost(c: int) -> tuple[int, int]:
            guards = FAMILY_PLAIN[_family(c)] & t.mine & ~(1 << c)
            return (POINTS[c], -guards.bit_count())

        low = min(plain, key=cost)
        return low, msg("sabias-why-shed", card=_card(low), risky=risky)
    low = min(losers, key=lambda c: (_number(c) == 1, _number(c)))
    return low, msg("sabias-why-shed-trump", card=_card(low), risky=risky)


# --- what search asks the game for (`Game.search_hooks`) ----------------------------------------
def _play_randomly(state: GameState, hand: int, rng: random.Random) -> None:
    """Search's random rollout, run by the (compiled) state itself."""
    assert isinstance(state, SabiasState)
    state.play_randomly(hand, rng)


HOOKS = SearchHooks(rollout=rollout_policy, rollout_playout=play_rollout, playout=_play_randomly)


# --- levels (`Game.levels`, docs/bots.md "Levels") ------------------------------------------------
# beginner: the heuristic erring at random three moves in ten; casual: the heuristic; strong: the
# search with heuristic rollouts, 1,000 iterations but never more than 1.5 s (measured stronger than
# random ones at 3 and 5 players, docs/bots.md); expert: the same search with up to 5,000
# iterations, its time capped at 1.5 s a move so that it keeps the server's 2 s deadline (pure
# Python it runs some 3,000-4,500 iterations a second at 5 players, 3,000-13,000 at 3).
LEVELS: dict[str, str] = {  # beginner and casual as `core.protocol.DEFAULT_LEVELS`
    "strong": "ismcts:rollout=heuristic:iterations=1000:seconds=1.5",
    "expert": "ismcts:rollout=heuristic:iterations=5000:seconds=1.5",
}
