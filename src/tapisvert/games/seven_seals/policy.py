"""The Seven Seals strategy, from how good players play Die Sieben Siegel.

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

`strategy(view, rng)` plays these rules from the seat's typed view alone (the `heuristic` bot).
`rollout_policy(state, rng)` plays the same rules, simplified, inside a sampled world for search,
reading that world's state directly so that a move costs a few microseconds. Why the play is
written twice: the strategy reads the history for the colours each seat has shown void in and the
cards unseen, which costs more than a whole rollout move; inside a sampled world the rollout reads
the hands themselves as bitmasks (the world is a guess already), so it judges a card sure or a lead
safe against the sampled hands instead. Both predict with `estimate` and the numbers below.
"""

from __future__ import annotations

import math
import random

from tapisvert.core.messages import Arg, Message, Who, msg
from tapisvert.core.protocol import Action, GameState, SearchHooks
from tapisvert.core.views import View
from tapisvert.games.seven_seals.cards import (
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
from tapisvert.games.seven_seals.rollout import (
    ROUND_UP,
    SCALE,
    STEAL_CONFIDENCE,
    estimate,
    play_rollout,
    rollout_policy,
)
from tapisvert.games.seven_seals.speech import card_message, colour_message
from tapisvert.games.seven_seals.state import SevenSealsState
from tapisvert.games.seven_seals.table import STEAL as _STEAL
from tapisvert.games.seven_seals.table import TAKE as _TAKE
from tapisvert.games.seven_seals.table import parse_action_text
from tapisvert.games.seven_seals.views import SevenSealsView


# --- the strategy: the heuristic, over the seat's typed view ----------------------------------
class _Table:
    """The public facts of one seat's view, read for the rules below."""

    def __init__(self, view: SevenSealsView, seat: int, count_masters: bool = True) -> None:
        self.count_masters = count_masters
        self.n: int = view.players
        self.seat: int = seat
        self.top = MAX_RANK[self.n]
        self.hand = [parse_card(t) for t in view.hand]
        self.seals = [list(s.counts()) for s in view.seals]
        self.mine = self.seals[self.seat]
        self.centre = list(view.centre.counts())
        self.saboteur: int | None = view.saboteur
        self.trick = [parse_card(t) for t in view.trick]
        self.leader = view.leader
        self.tricks_done = len(view.tricks)
        n = self.n
        played: set[int] = set()
        self.voids = [0] * n
        groups = [(t.leader, [parse_card(x) for x in t.cards]) for t in view.tricks]
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
        self.saboteur_base = view.saboteur_base

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


# The strategy's knobs (chosen in self-play, over duplicate deals at 3 to 5 players).
SABOTEUR_FIRST = True  # take the saboteur whenever it is free
COUNT_MASTERS = True  # a seal is spoken for by each master card of its colour still held
FOLLOW_HIGH = True  # wanting an unsure trick, not last: the highest winning card
LEAD_CAP = 3  # leading to lose: a card with this many higher cards out is safe enough...
LEAD_RANK = 1.0  # ...and among the safe ones, the highest goes first (shed while it loses)


def strategy(view: View, rng: random.Random) -> Action:
    """The heuristic's move for the seat of `view`, which must be to act (module docstring)."""
    return decide(view)[0]


def reason(view: View, action: Action) -> Message | None:
    """Why the strategy plays `action` from `view`, in words (for hints): the message of the
    branch of the rules above that chose it. None for a forced move, for a seat not to act, and
    for an action the strategy would not play (it has no reason for that one). A function of the
    seat's view only."""
    if not isinstance(view, SevenSealsView) or view.seat is None or view.to_act != view.seat:
        return None
    chosen, why = decide(view)
    return why if chosen == action else None


Choice = tuple[Action, Message | None]


def _why(name: str, **args: Arg) -> Message:
    return msg(f"seven-seals-why-{name}", **args)


def decide(view: View) -> Choice:
    """The strategy's move and its reason (None for a forced move): `strategy` and `reason` share
    this one case analysis."""
    assert isinstance(view, SevenSealsView)
    seat = view.seat
    assert seat is not None and view.to_act == seat, "the strategy plays for the seat to act"
    n = view.players
    legal = [parse_action_text(t, n) for t in view.legal_actions]
    if len(legal) == 1:
        return legal[0], None
    table = _Table(view, seat, COUNT_MASTERS)
    if view.phase == "predict":
        return _predict(table, legal)
    if view.phase == "give":
        return _give(table, legal, view)
    return _play(table, legal)


# --- prediction -------------------------------------------------------------------------------
def _predict(t: _Table, legal: list[Action]) -> Choice:
    n = t.n
    saboteur = _STEAL + NUM_COLOURS * n
    if saboteur in legal and SABOTEUR_FIRST:
        return saboteur, _why("saboteur", base=t.saboteur_base)
    expected = estimate(t.hand, n, SCALE[n])
    order = sorted(range(NUM_COLOURS), key=lambda c: expected[c] - t.mine[c], reverse=True)
    for colour in order:
        want = math.floor(expected[colour] + ROUND_UP)
        held = t.mine[colour]
        if held >= want:
            continue
        if _TAKE + colour in legal:
            return _TAKE + colour, _why("take", colour=colour_message(colour), want=want, held=held)
        if expected[colour] - held >= STEAL_CONFIDENCE:
            first = _STEAL + colour * n
            steals = [a for a in legal if first <= a < first + n]
            if steals:
                # rob the player holding the most of the colour (he has seals to spare)
                robbed = max(steals, key=lambda a: t.seals[a - first][colour])
                return robbed, _why(
                    "steal", colour=colour_message(colour), p=Who(robbed - first), want=want
                )
    return saboteur + 1, _why("done", seals=sum(t.mine[:WHITE]))  # done


# --- giving a seal back -----------------------------------------------------------------------
def _give(t: _Table, legal: list[Action], view: SevenSealsView) -> Choice:
    give = _STEAL + NUM_COLOURS * t.n + 2
    kinds = [a - give for a in legal]
    held = sum(t.mine[: WHITE + 1])
    left = HAND_SIZE - t.tricks_done
    if WHITE in kinds and held - 1 >= left:
        return give + WHITE, _why("give-spare", held=held, left=left)
    led = parse_card(view.tricks[-1].cards[0]) // RANKS
    for k in (led, RED, WHITE):
        if k in kinds:
            name = "give-led" if k == led else "give-red" if k == RED else "give-white"
            return give + k, _why(name, colour=colour_message(k))
    return legal[0], None


# --- card play ----------------------------------------------------------------------------
def _play(t: _Table, cards: list[int]) -> Choice:
    if not t.trick:
        return _lead(t, cards)
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
            c = min(sure)
            return c, _why("win-sure", card=card_message(c), trumped=_yes(trumped_by[c]))
        if last or not FOLLOW_HIGH:
            c = min(good)
            return c, _why("win-low", card=card_message(c), trumped=_yes(trumped_by[c]))
        c = max(good)
        return c, _why("win-high", card=card_message(c), trumped=_yes(trumped_by[c]))
    if losers:
        c = _shed(t, losers)
        return c, _duck_reason(t, led, c, bool(winners))
    # every card wins: last to play sheds the highest, otherwise hope to be overtaken
    if last:
        c = max(cards)
        return c, _why("all-win-last", card=card_message(c))
    c = min(cards)
    return c, _why("all-win", card=card_message(c))


def _yes(flag: bool) -> str:
    return "yes" if flag else "no"


def _duck_reason(t: _Table, led: int, card: int, could_win: bool) -> Message:
    """Why the trick is let go (no winning card is welcome, or none at all), and `card` shed."""
    shown = card_message(card)
    follows = _yes(card // RANKS == led)
    if t.saboteur == t.seat:
        return _why("duck-saboteur", card=shown, follows=follows)
    if not could_win:
        return _why("duck-cannot", card=shown, follows=follows)
    if not t.black_left:
        return _why("duck-free", card=shown, follows=follows)
    if t.mine[led] + t.mine[WHITE] == 0:
        return _why("duck-black", card=shown, colour=colour_message(led), follows=follows)
    return _why("duck-kept", card=shown, follows=follows)


def _danger(t: _Table, card: int) -> float:
    """How likely `card` is to win an unwanted trick later (higher: shed it first)."""
    colour = card // RANKS
    out = t.higher_unseen(card)
    risk = 1.0 / (1 + out)
    if colour == RED:
        risk += 0.3
    if t.saboteur != t.seat and (t.mine[colour] or t.mine[WHITE]):
        risk -= 0.8  # a colour the hand wants tricks in: keep its winners
    return risk + (card % RANKS) / 100


def _shed(t: _Table, losers: list[int]) -> int:
    return max(losers, key=lambda c: _danger(t, c))


def _lead(t: _Table, cards: list[int]) -> Choice:
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
            c = best[1]
            colour = c // RANKS
            kind = colour if t.mine[colour] else WHITE
            return c, _why("lead-master", card=card_message(c), colour=colour_message(kind))

    def lose_score(c: int) -> float:
        colour = c // RANKS
        out = t.higher_unseen(c)
        s = float(min(out, LEAD_CAP))
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
        return s + LEAD_RANK * (c % RANKS) / 100

    c = max(cards, key=lose_score)
    out = t.higher_unseen(c)
    if me_sab:
        short = [
            Who(v)
            for v in range(t.n)
            if v != t.seat and not (t.seals[v][c // RANKS] or t.seals[v][WHITE])
        ]
        if short:
            return c, _why("lead-saboteur-short", card=card_message(c), seats=tuple(short))
        return c, _why("lead-saboteur", card=card_message(c))
    if out:
        return c, _why("lead-lose", card=card_message(c), n=out)
    return c, _why("lead-least", card=card_message(c))


def _play_randomly(state: GameState, hand: int, rng: random.Random) -> None:
    """Search's random rollout (`SearchHooks.playout`), run by the (compiled) state itself."""
    assert isinstance(state, SevenSealsState)
    state.play_randomly(hand, rng)


# --- what search asks the game for (`Game.search_hooks`) ----------------------------------------
# The ismcts parameters measured strongest here (docs/bots.md): random rollouts misjudge the
# predictions, these rollouts do not.
HOOKS = SearchHooks(
    rollout=rollout_policy,
    rollout_playout=play_rollout,
    playout=_play_randomly,
    defaults={"rollout": "heuristic"},
)


# --- levels (`Game.levels`, docs/bots.md "Levels") ------------------------------------------------
# beginner: the heuristic erring at random three moves in ten; casual: the heuristic; strong: the
# default search, 1,000 iterations as plain `ismcts` but never more than 1.5 s (plain `ismcts` would
# take some 5 s at a bet of poch at 6 players); expert: the same search with up to 3,000 iterations,
# its time capped at 1.5 s a move so that it keeps the server's 2 s deadline (pure Python it runs
# some 1,400-2,000 iterations a second at 5 players).
LEVELS: dict[str, str] = {  # the others as `core.protocol.DEFAULT_LEVELS`
    "expert": "ismcts:iterations=3000:seconds=1.5",
}
