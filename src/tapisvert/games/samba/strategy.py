"""The Samba strategy: a rule-based player, from how good Canasta and Samba players play.

Drawing: take the pile whenever it can be taken by laying its top card on one of the side's melds;
take it with a natural pair when the side has opened, or when the pair, the top card and what the
hand can meld reach the side's initial minimum; otherwise draw. With the stock exhausted, take the
pile when possible, else end the hand.

Opening: plan the largest meld the hand allows (sequences first, then groups of three naturals or
more, lay-offs on the melds of the turn), using wild cards only as far as the minimum needs them
(twos before jokers); meld it step by step when it reaches the minimum, withdraw it when not.

After opening: merge groups of one rank; meld every sequence (a samba is worth 1,500), extend
sequences, lay every natural on the side's groups, meld new groups of three naturals; wild cards
go on a group that completes a canasta with them, on groups of four or more while the side lacks
the two canastas it needs to go out, and anywhere in the endgame (cards left in hand cost
points); a pair with a wild card starts a new group (twos before jokers). Measured in duplicate
self-play, these quick mixed canastas (and going out early) beat holding wild cards back.
Black threes are melded when they let the player go out.

Discarding: the card least useful to the hand and least useful to the next player (an opponent):
never a wild card or a card the next side can lay on a meld (it would take the pile), rarely a
card of a rank the next player is known (from a taken pile) or likely to hold a pair of, preferably
a black three (it stops the next player), an isolated card, a card whose rank is mostly seen. Pairs
and cards next to same-suit cards are kept. The pile is frozen with a two (a joker if need be) when
it is worth a lot and the safe discards run out, or when the side is behind.

"May I go out?": never asked (going out needs no permission); answered yes when the hand would
cost little.

Reasons: `choose(view)` returns the move with why it is played (a `samba-why-...` message,
from the same branch that picks the move), which hints show (`policy.reason`, `Game.reason`).

`strategy(view, rng)` reads only its seat's typed view (`SambaView`, cards in notation, the legal
actions as text) and decides on the notation of the action (what it weighs is in `planning`); it
draws nothing from `rng`. It is the `heuristic` bot (`SambaGame.strategy()`, played by the generic
`StrategyBot`); search rolls out with `rollout.rollout_policy`, a cheaper restatement of these rules
on the state (`rollout` says why).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import NamedTuple

from tapisvert.core.messages import Message, msg
from tapisvert.core.protocol import Action, Strategy
from tapisvert.core.views import View
from tapisvert.games.samba import actions as A
from tapisvert.games.samba.actions import usual_pair
from tapisvert.games.samba.cards import IS_BLACK3, IS_WILD, VALUE, parse_card, parse_rank, rank_of
from tapisvert.games.samba.messages import card_message, ranks_message
from tapisvert.games.samba.planning import (
    SeatTable,
    discard_cost,
    discard_gift,
    discard_keep,
    hand_value,
    naturals_of,
    opening_plan,
    pair_take,
)
from tapisvert.games.samba.rollout import EARLY_WILD_SIZE
from tapisvert.games.samba.views import SambaView

YES_HAND_VALUE = 100  # answer "yes" when the hand left would cost at most this
FREEZE_PILE = 8  # a pile this long is worth freezing when every discard is dangerous
FREEZE_PILE_BEHIND = 5  # ... or this long when the side is behind
FREEZE_DANGER = 40.0  # the expected loss of the safest natural discard that makes freezing worth it
LONE_GIFT = 10.0  # reasons: a discard giving the next player less than this is "safe"

Choice = tuple[str, Message | None]  # an action's notation and why the strategy plays it


@dataclass(frozen=True, slots=True)
class Parameters:
    """The strategy's tunable choices (for experiments: `with_parameters`)."""

    early_wild_size: int = EARLY_WILD_SIZE  # a wild card goes on a group this big (< 2 canastas)
    freeze: bool = True  # freeze a valuable pile with a wild discard (see `_discard`)
    pair_wild: bool = True  # a natural pair and a wild card start a group before the endgame


DEFAULT = Parameters()


def strategy(view: View, rng: random.Random) -> Action:
    """The heuristic's move for the seat of `view`, which must be to act (module docstring)."""
    return _play(view, DEFAULT)


def with_parameters(parameters: Parameters) -> Strategy:
    """The strategy with other `parameters`."""

    def play(view: View, rng: random.Random) -> Action:
        return _play(view, parameters)

    return play


def _play(view: View, parameters: Parameters) -> Action:
    assert isinstance(view, SambaView)
    texts = view.legal_actions
    if len(texts) == 1:
        return A.parse(texts[0])
    return A.parse(decide(view, parameters))


def decide(view: SambaView, parameters: Parameters = DEFAULT) -> str:
    """The notation of the chosen action (one of the view's legal actions)."""
    return choose(view, parameters)[0]


def choose(view: SambaView, parameters: Parameters = DEFAULT) -> Choice:
    """The chosen action's notation and why the strategy plays it (a `samba-why-...` message,
    None where it has nothing to say): one case analysis for the move and its reason."""
    texts = view.legal_actions
    table = SeatTable.of(view)
    phase = view.phase
    if phase == "answer":
        value = hand_value(table.hand)
        if value <= YES_HAND_VALUE and "yes" in texts:
            return "yes", msg("samba-why-answer-yes", points=value)
        return "no", msg("samba-why-answer-no", points=value)
    if phase == "turn":
        return _turn(table, texts)
    return _meld(table, texts, parameters)


def reason(view: View, action: Action) -> Message | None:
    """Why the strategy plays `action` from `view` (a hint's words): its reason when `action` is
    the strategy's own move, None for a forced move or another move."""
    if not isinstance(view, SambaView) or len(view.legal_actions) <= 1:
        return None
    text, why = choose(view, DEFAULT)
    return why if A.parse(text) == action else None


# ------------------------------------------------------------------------ the start of a turn
def _turn(table: SeatTable, texts: Sequence[str]) -> Choice:
    takes = [x for x in texts if x.startswith("take m")]
    pile = len(table.pile)
    if takes:
        return takes[0], msg("samba-why-take-meld", top=card_message(table.pile[-1]), n=pile)
    pair = pair_take(table, texts)
    if pair is not None:
        if table.opened[table.team]:
            return pair, msg("samba-why-take-pair", n=pile)
        top = table.pile[-1]
        counts = list(table.counts)
        for c in usual_pair(counts, rank_of(top)):  # the pair that keeps the most suits
            counts[c] -= 1
        spare = sum(counts) + len(table.pile) - 1 - 2
        value, _ = opening_plan(counts, [], spare, table.initial_minimum - 3 * VALUE[top])
        if 3 * VALUE[top] + value >= table.initial_minimum:
            why = msg(
                "samba-why-take-pair-open",
                points=3 * VALUE[top] + value,
                need=table.initial_minimum,
            )
            return pair, why
    if "draw" in texts:
        if pair is not None:
            return "draw", msg("samba-why-draw-short", need=table.initial_minimum)
        return "draw", msg("samba-why-draw")
    if pair is not None:
        return pair, msg("samba-why-take-stock-out", n=pile)
    if "end" in texts:
        return "end", msg("samba-why-end")
    return next((x for x in texts if x != "ask"), texts[0]), None


# ------------------------------------------------------------------------ melding
def _meld(table: SeatTable, texts: Sequence[str], parameters: Parameters) -> Choice:
    if not table.opened[table.team]:
        legal = set(texts)
        spare = len(table.hand) + (len(table.pile) if table.pending_pile else 0) - 2
        target = table.initial_minimum - table.opening_value
        value, steps = opening_plan(table.counts, table.side_melds, spare, target)
        if table.opening_value + value >= table.initial_minimum:
            for s in steps:
                if s in legal:
                    total = table.opening_value + value
                    return s, msg("samba-why-opening", points=total, need=table.initial_minimum)
        if "cancel" in legal:
            return "cancel", msg("samba-why-cancel", need=table.initial_minimum)
        # no withdrawal while lay-offs can still complete the opening (irregularity 4): lay off
        adds = [x for x in texts if x.startswith("add ")]
        if adds:
            missing = table.initial_minimum - table.opening_value
            return max(adds, key=_add_value), msg("samba-why-opening-add", points=missing)
        return _discard(table, texts, parameters)
    return _meld_or_discard(table, texts, parameters)


def _add_value(text: str) -> int:
    """The points a lay-off (`add 7H m2`) adds to an opening."""
    return VALUE[parse_card(text.split(" ")[1])]


class _Scored(NamedTuple):
    """An action the strategy weighs, by its notation, and its score (ties: the text's order),
    with why (the key of its `samba-why-...` message)."""

    score: float
    text: str
    why: str = ""


def _meld_or_discard(table: SeatTable, texts: Sequence[str], parameters: Parameters) -> Choice:
    merges = [x for x in texts if x.startswith("merge ")]
    if merges:
        return merges[0], msg("samba-why-merge")
    seqs = [x for x in texts if x.startswith("seq ")]
    if seqs:
        return max(seqs, key=_seq_length), msg("samba-why-sequence")
    by_number = {m.number: m for m in table.side_melds}
    endgame = table.endgame()
    adds: list[_Scored] = []
    groups: list[_Scored] = []
    for x in texts:
        if x.startswith("add "):
            _, card_text, meld_text = x.split(" ")
            c = parse_card(card_text)
            m = by_number[int(meld_text[1:])]
            if not IS_WILD[c]:
                if IS_BLACK3[c]:
                    adds.append(_Scored(0.0, x, "black-threes"))
                elif not m.group:
                    adds.append(_Scored(3.0, x, "extend"))  # toward a samba
                elif m.size < 7:
                    adds.append(_Scored(2.0, x, "add-natural"))
                else:
                    adds.append(_Scored(1.0, x, "add-canasta"))
                continue
            if m.size + 1 >= 7 and naturals_of(table.counts, m.rank) == 0:
                adds.append(_Scored(1.5 - VALUE[c] / 100, x, "wild-canasta"))  # completes one
            elif endgame:
                adds.append(_Scored(0.5 - VALUE[c] / 100, x, "wild-endgame"))
            elif m.size >= parameters.early_wild_size and table.canastas() < 2:
                adds.append(_Scored(0.5 - VALUE[c] / 100, x, "wild-early"))
        elif x.startswith("group "):
            rank_part = x.split(" ")[1]
            head, *wild_parts = rank_part.split("+")
            rank = 3 if head.startswith("3x") else parse_rank(head.split("x")[0])
            if rank == 3:
                groups.append(_Scored(4.0, x, "black-threes"))  # legal only to go out
                continue
            big = any(m.group and m.rank == rank and m.size < 7 for m in table.side_melds)
            if not wild_parts and not big:
                groups.append(_Scored(2.0, x, "group"))
            elif wild_parts and (endgame or parameters.pair_wild) and not big:
                cost = sum(50 if p == "jk" else 20 for p in wild_parts)
                groups.append(_Scored(0.5 - cost / 100, x, "group-wild"))
    best = max(((s.score, s.text) for s in adds + groups), default=None)
    if best is not None:
        chosen = next(s for s in adds + groups if (s.score, s.text) == best)
        return chosen.text, _meld_reason(chosen.why, chosen.text)
    return _discard(table, texts, parameters)


def _meld_reason(why: str, text: str) -> Message:
    """The message `samba-why-<why>` of a lay-off (its card and meld number as $card, $meld) or
    of a new group (its rank, plural, as $rank)."""
    parts = text.split(" ")
    if parts[0] == "add":
        card = card_message(parse_card(parts[1]))
        return msg(f"samba-why-{why}", card=card, meld=int(parts[2][1:]))
    head = parts[1].split("+")[0]
    rank = 3 if head.startswith("3x") else parse_rank(head.split("x")[0])
    return msg(f"samba-why-{why}", rank=ranks_message(rank))


def _seq_length(text: str) -> int:
    low, high = text.split(" ")[1].split("-")
    return rank_of(parse_card(high)) - rank_of(parse_card(low)) + 1


# ------------------------------------------------------------------------ discarding
class _Discard(NamedTuple):
    """A legal discard and what it costs (ties: the lower card)."""

    cost: float
    card: int
    text: str


def _discard(table: SeatTable, texts: Sequence[str], parameters: Parameters) -> Choice:
    options = [(parse_card(x.split(" ")[1]), x) for x in texts if x.startswith("discard ")]
    if not options:
        # nothing to discard (an unfinished opening that cannot be completed nor withdrawn
        # is impossible; this is a safety net)
        return next((x for x in texts if x != "ask"), texts[0]), None
    costs = [_Discard(discard_cost(table, c), c, x) for c, x in options]
    best = min(costs)
    side = table.next_seat % table.sides
    wild_held = [_Scored(VALUE[c], x) for c, x in options if IS_WILD[c]]
    naturals = [d.cost for d in costs if not IS_WILD[d.card]]
    pile = table.pile
    freeze = parameters.freeze and bool(wild_held) and len(table.hand) >= 4
    if freeze and not any(IS_WILD[c] for c in pile):
        safest = min(naturals, default=1000.0)
        open_side = not table.pile_frozen[side]
        big = len(pile) >= FREEZE_PILE or (table.behind() and len(pile) >= FREEZE_PILE_BEHIND)
        if big and (safest >= FREEZE_DANGER or (table.behind() and open_side)):
            return min(wild_held).text, msg("samba-why-freeze", n=len(pile))
    return best.text, _discard_reason(table, best.card)


def _discard_reason(table: SeatTable, card: int) -> Message:
    """Why `card` is the discard: a black three stops the next player; a card the hand does not
    need and the next player is unlikely to want; else the least bad of the choices."""
    name = card_message(card)
    if IS_BLACK3[card]:
        return msg("samba-why-discard-black-three", card=name)
    if IS_WILD[card]:
        return msg("samba-why-discard-wild", card=name)
    if discard_keep(table, card) == 0.0 and discard_gift(table, card) < LONE_GIFT:
        return msg("samba-why-discard-lone", card=name)
    return msg("samba-why-discard-least", card=name)


__all__ = [
    "DEFAULT",
    "FREEZE_DANGER",
    "FREEZE_PILE",
    "FREEZE_PILE_BEHIND",
    "YES_HAND_VALUE",
    "Choice",
    "Parameters",
    "choose",
    "decide",
    "reason",
    "strategy",
    "with_parameters",
]
