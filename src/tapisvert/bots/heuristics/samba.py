"""A rule-based Samba player, from how good Canasta and Samba players play.

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

The bot reads only its seat's typed view (`SambaView`, cards in notation) and the legal actions.

For search (`ismcts`), the module also hands over the game's `rollout_policy`, a fast state-based
version of these rules for rollouts in sampled worlds, and `evaluate`, a fitted estimate of each
side's hand score from a state in mid-hand, for rollouts cut at a depth (`ismcts:depth=N`); both
read a state's internals, so they live in `tapisvert.games.samba.policy` (which says why the
rollout policy is a second, cheaper statement of this strategy).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from tapisvert.bots.base import Bot, SeatView
from tapisvert.core.protocol import Action, Game
from tapisvert.games.samba.actions import usual_pair
from tapisvert.games.samba.cards import (
    IS_BLACK3,
    IS_NATURAL,
    IS_WILD,
    JOKER,
    NUM_KINDS,
    PACK_SIZE,
    SUITS,
    TWOS,
    VALUE,
    card_to_str,
    kind,
    parse_card,
    parse_rank,
    rank_of,
    rank_text,
    suit_of,
)
from tapisvert.games.samba.policy import (
    EARLY_WILD_SIZE,
    EVAL_WEIGHTS,
    ISMCTS_DEFAULTS,
    evaluate,
    rollout_policy,
    side_features,
)
from tapisvert.games.samba.views import MeldView, SambaView

JSON = Any

COPIES = 12  # naturals of one rank in the three packs
YES_HAND_VALUE = 100  # answer "yes" when the hand left would cost at most this
FREEZE_PILE = 8  # a pile this long is worth freezing when every discard is dangerous
FREEZE_PILE_BEHIND = 5  # ... or this long when the side is behind
FREEZE_DANGER = 40.0  # the expected loss of the safest natural discard that makes freezing worth it
BEHIND = 1000  # points behind the leading side that count as behind


@dataclass(frozen=True, slots=True)
class MeldInfo:
    """One of the side's melds: a group (rank, wilds) or a sequence (suit, low, high)."""

    number: int  # 1-based, as the notation names it
    group: bool
    rank: int  # groups: the rank; sequences: 0
    suit: int  # sequences: the suit; groups: -1
    low: int
    high: int
    size: int
    wilds: int
    points: int = 0  # its card values and canasta bonus, as it stands


_BONUS = {"samba": 1500, "natural": 500, "mixed": 300, None: 0}


def _meld_info(number: int, data: MeldView) -> MeldInfo:
    cards = [parse_card(c) for c in data.cards]
    points = hand_value(cards) + _BONUS.get(data.canasta, 0)
    if data.kind == "group":
        wilds = sum(1 for c in cards if IS_WILD[c])
        rank = parse_rank(data.rank or "")
        return MeldInfo(number, True, rank, -1, 0, 0, len(cards), wilds, points)
    ranks = [rank_of(c) for c in cards]
    suit = SUITS.index(data.suit or "")
    return MeldInfo(number, False, 0, suit, min(ranks), max(ranks), len(cards), 0, points)


def _pair_take(t: Table, texts: Sequence[str]) -> str | None:
    """The notation of taking the pile with the natural pair that keeps the most suits (`take
    pair` when the hand forms one only, else `take 7C 7H`), or None when no pair take is legal."""
    if "take pair" in texts:
        return "take pair"
    if not t.pile or rank_of(t.pile[-1]) < 3:  # a wild card on top: no pair takes it
        return None
    a, b = usual_pair(t.counts, rank_of(t.pile[-1]))
    text = f"take {card_to_str(a)} {card_to_str(b)}"
    return text if text in texts else None


def _counts(cards: Sequence[int]) -> list[int]:
    h = [0] * NUM_KINDS
    for c in cards:
        h[c] += 1
    return h


def naturals_of(h: Sequence[int], rank: int) -> int:
    """Naturals of `rank` (4..A) held."""
    i = rank - 2
    return h[i] + h[i + 13] + h[i + 26] + h[i + 39]


def hand_value(cards: Sequence[int]) -> int:
    """What the cards would cost left in hand."""
    return sum(VALUE[c] for c in cards)


def _group_text(rank: int, naturals: int, jokers: int, twos: int) -> str:
    return f"group {rank_text(rank)}x{naturals}" + "+jk" * jokers + "+2" * twos


def _seq_text(suit: int, low: int, high: int) -> str:
    return f"seq {card_to_str(kind(suit, low))}-{card_to_str(kind(suit, high))}"


def _add_text(card: int, meld: int) -> str:
    return f"add {card_to_str(card)} m{meld}"


def _runs(h: Sequence[int], suit: int) -> list[tuple[int, int]]:
    """Maximal runs (low, high) of at least three ranks of `suit` held, 4..A; longer than seven
    split into sevens from the top (the rest when three or more)."""
    out: list[tuple[int, int]] = []
    run = 0
    for r in range(4, 16):
        if r <= 14 and h[kind(suit, r)]:
            run += 1
            continue
        hi = r - 1
        while run >= 3:
            length = min(run, 7)
            out.append((hi - length + 1, hi))
            hi -= length
            run -= length
        run = 0
    return out


def opening_plan(
    hand: Sequence[int], melds: Sequence[MeldInfo], spare: int, target: int
) -> tuple[int, list[str]]:
    """The value the hand can add to the side's melds this turn, spending at most `spare` cards
    and wild cards only until `target` is reached, and the actions that start it, best first."""
    h = list(hand)
    value = 0
    used = 0
    steps: list[str] = []
    seqs = [[m.number, m.suit, m.low, m.high, m.size] for m in melds if not m.group]
    groups = {m.rank: m for m in melds if m.group and m.rank >= 4}
    # 1. extend the side's sequences
    for s in seqs:
        grown = True
        while grown and s[4] < 7 and used < spare:
            grown = False
            for r in (s[2] - 1, s[3] + 1):
                if 4 <= r <= 14 and h[kind(s[1], r)] and s[4] < 7 and used < spare:
                    c = kind(s[1], r)
                    h[c] -= 1
                    used += 1
                    value += VALUE[c]
                    steps.append(_add_text(c, s[0]))
                    s[2], s[3], s[4] = min(s[2], r), max(s[3], r), s[4] + 1
                    grown = True
    # 2. naturals on the side's groups
    for rank, m in groups.items():
        for suit in range(4):
            c = kind(suit, rank)
            while h[c] and used < spare:
                h[c] -= 1
                used += 1
                value += VALUE[c]
                steps.append(_add_text(c, m.number))
    # 3. new sequences
    for suit in range(4):
        for low, high in _runs(h, suit):
            if used + high - low + 1 > spare:
                continue
            for r in range(low, high + 1):
                c = kind(suit, r)
                h[c] -= 1
                value += VALUE[c]
            used += high - low + 1
            steps.append(_seq_text(suit, low, high))
    # 4. new groups of three naturals or more
    new_groups: list[int] = []
    for rank in range(14, 3, -1):
        k = naturals_of(h, rank)
        if k >= 3 and used + k <= spare:
            for suit in range(4):
                c = kind(suit, rank)
                value += VALUE[c] * h[c]
                h[c] = 0
            used += k
            steps.append(_group_text(rank, min(k, 3), 0, 0))
            new_groups.append(rank)
    # 5. wild cards, only as far as the target needs them: pairs with a wild, then wilds on groups
    if value < target:
        wilds = [c for c in (*TWOS, JOKER) for _ in range(h[c])]
        for rank in range(14, 3, -1):
            if value >= target or not wilds or used + 3 > spare:
                break
            if naturals_of(h, rank) == 2 and rank not in groups:
                w = wilds.pop(0)
                value += 2 * VALUE[kind(0, rank)] + VALUE[w]
                used += 3
                steps.append(_group_text(rank, 2, int(w == JOKER), int(w != JOKER)))
                for suit in range(4):
                    h[kind(suit, rank)] = 0
        for m in groups.values():
            room = 2 - m.wilds if m.size < 7 else 0
            while room > 0 and wilds and value < target and used < spare:
                w = wilds.pop(0)
                value += VALUE[w]
                used += 1
                room -= 1
                steps.append(_add_text(w, m.number))
        for rank in new_groups:
            room = 2
            while room > 0 and wilds and value < target and used < spare:
                w = wilds.pop(0)
                value += VALUE[w]
                used += 1
                room -= 1
                # laid with the group's first step when it is still to be melded
                steps.append(_group_text(rank, 3, int(w == JOKER), int(w != JOKER)))
    return value, steps


@dataclass
class Table:
    """The parts of an observation the bot uses."""

    seat: int
    players: int
    team: int
    hand: list[int]
    counts: list[int]
    melds: list[MeldInfo]  # the side's
    all_melds: list[list[MeldInfo]]
    pile: list[int]
    pile_frozen: list[bool]
    opened: list[bool]
    need: int
    tentative: int
    pending: bool
    stock: int
    hand_sizes: list[int]
    known: list[list[int]]
    scores: list[int]
    seen: list[int]  # copies of each kind the seat has seen (hand, melds, pile, known cards)

    @staticmethod
    def of(view: SambaView | Mapping[str, JSON]) -> Table:
        """The table one seat's view shows (typed, or as its JSON observation)."""
        if not isinstance(view, SambaView):
            view = SambaView.from_json(view)
        assert view.seat is not None and view.team is not None and view.hand is not None
        seat = view.seat
        team = view.team
        hand = [parse_card(c) for c in view.hand]
        all_melds = [[_meld_info(i + 1, m) for i, m in enumerate(ms)] for ms in view.melds]
        pile = [parse_card(c) for c in view.pile]
        known = [[parse_card(c) for c in k] for k in view.known_cards]
        seen = _counts(hand)
        for ms in view.melds:
            for m in ms:
                for text in m.cards:
                    seen[parse_card(text)] += 1
        for c in pile:
            seen[c] += 1
        for q, k in enumerate(known):
            if q != seat:
                for c in k:
                    seen[c] += 1
        for r in view.red_threes:
            for text in r:
                seen[parse_card(text)] += 1
        return Table(
            seat=seat,
            players=view.players,
            team=team,
            hand=hand,
            counts=_counts(hand),
            melds=all_melds[team],
            all_melds=all_melds,
            pile=pile,
            pile_frozen=list(view.pile_frozen),
            opened=list(view.opened),
            need=view.initial_minimum[team],
            tentative=view.opening_value or 0,
            pending=view.pending_pile,
            stock=view.stock_size,
            hand_sizes=list(view.hand_sizes),
            known=known,
            scores=list(view.scores),
            seen=seen,
        )

    @property
    def next_seat(self) -> int:
        return (self.seat + 1) % self.players

    def canastas(self) -> int:
        return sum(1 for m in self.melds if m.size >= 7)

    def endgame(self) -> bool:
        """Few cards left in the stock, or an opponent close to going out."""
        nt = self.players // 2
        opp_low = min(self.hand_sizes[q] for q in range(self.players) if q % nt != self.team)
        return self.stock <= 2 * self.players or opp_low <= 3

    def behind(self) -> bool:
        """The side trails another by `BEHIND` points, counting the melds on the table."""
        standing = [
            self.scores[t] + sum(m.points for m in self.all_melds[t])
            for t in range(len(self.scores))
        ]
        return max(standing) - standing[self.team] >= BEHIND


def pair_chance(held_known: int, unseen_rank: int, slots: int, pool: int) -> float:
    """The chance that a hand holds two naturals of a rank: `held_known` known there, `slots`
    unknown cards drawn from a `pool` holding `unseen_rank` of the rank (binomial estimate)."""
    if held_known >= 2:
        return 1.0
    if slots <= 0 or pool <= 0 or unseen_rank <= 0:
        return 0.0
    p = min(1.0, unseen_rank / pool)
    miss0 = (1 - p) ** slots
    if held_known == 1:
        return 1 - miss0
    one = slots * p * (1 - p) ** (slots - 1)
    return max(0.0, 1 - miss0 - one)


def discard_cost(t: Table, card: int) -> float:
    """How bad discarding `card` is: what the hand loses plus what the next player may gain."""
    if IS_WILD[card]:
        return 1000.0 + VALUE[card]
    if IS_BLACK3[card]:
        return -10.0  # useless in hand, and it stops the next player
    h = t.counts
    rank = rank_of(card)
    suit = suit_of(card)
    keep = 0.0
    k = naturals_of(h, rank)
    if k >= 2:
        keep += 30 + 10 * (k - 2)
    if h[card] == 1:
        for d, w in ((1, 12.0), (2, 5.0)):
            for r in (rank - d, rank + d):
                if 4 <= r <= 14 and h[kind(suit, r)]:
                    keep += w
    for m in t.melds:
        if (m.group and m.rank == rank) or (
            not m.group and m.suit == suit and m.size < 7 and rank in (m.low - 1, m.high + 1)
        ):
            keep += 15
    # the next player's side
    nxt = t.next_seat
    nt = t.players // 2
    side = nxt % nt
    p_take = 0.0
    if not t.pile_frozen[side]:
        for m in t.all_melds[side]:
            fits = (
                m.rank == rank if m.group else (m.suit == suit and rank in (m.low - 1, m.high + 1))
            )
            if fits and m.size < 7:
                p_take = 1.0
    if p_take < 1.0:
        held_known = sum(1 for c in t.known[nxt] if IS_NATURAL[c] and rank_of(c) == rank)
        seen_rank = sum(t.seen[kind(s, rank)] for s in range(4))
        unseen_rank = max(0, COPIES - seen_rank)
        slots = t.hand_sizes[nxt] - len(t.known[nxt])
        pool = PACK_SIZE - sum(t.seen)  # the cards the seat has not seen
        p_take = max(p_take, pair_chance(held_known, unseen_rank, slots, pool))
    worth = 15.0 + sum(VALUE[c] + 8 for c in t.pile)
    return keep + p_take * worth - VALUE[card] / 20


class SambaHeuristic(Bot):
    """The rule-based Samba player (see the module docstring)."""

    name = "heuristic"
    early_wild_size = EARLY_WILD_SIZE
    freeze = True
    pair_wild = True

    def __init__(self, seat: int, seed: int) -> None:
        self.seat = seat
        self._rng = random.Random(seed)

    def choose(self, view: SeatView) -> Action:
        if len(view.legal_actions) == 1:
            return view.legal_actions[0]
        texts = view.legal_texts
        pick = self.decide(view.observation, texts)
        return view.legal_actions[texts.index(pick)]

    # ---------------------------------------------------------------- decisions
    def decide(self, view: SambaView | Mapping[str, JSON], texts: Sequence[str]) -> str:
        """The notation of the chosen action (one of `texts`), from one seat's view."""
        if not isinstance(view, SambaView):
            view = SambaView.from_json(view)
        t = Table.of(view)
        phase = view.phase
        if phase == "answer":
            return "yes" if hand_value(t.hand) <= YES_HAND_VALUE and "yes" in texts else "no"
        if phase == "turn":
            return self._turn(t, texts)
        return self._play(t, texts)

    def _turn(self, t: Table, texts: Sequence[str]) -> str:
        takes = [x for x in texts if x.startswith("take m")]
        if takes:
            return takes[0]
        pair = _pair_take(t, texts)
        if pair is not None:
            if t.opened[t.team]:
                return pair
            top = t.pile[-1]
            h = list(t.counts)
            for c in usual_pair(h, rank_of(top)):  # the pair that keeps the most suits
                h[c] -= 1
            spare = sum(h) + len(t.pile) - 1 - 2
            value, _ = opening_plan(h, [], spare, t.need - 3 * VALUE[top])
            if 3 * VALUE[top] + value >= t.need:
                return pair
        if "draw" in texts:
            return "draw"
        if pair is not None:
            return pair
        if "end" in texts:
            return "end"
        return next((x for x in texts if x != "ask"), texts[0])

    def _play(self, t: Table, texts: Sequence[str]) -> str:
        legal = set(texts)
        if not t.opened[t.team]:
            spare = len(t.hand) + (len(t.pile) if t.pending else 0) - 2
            value, steps = opening_plan(t.counts, t.melds, spare, t.need - t.tentative)
            if t.tentative + value >= t.need:
                for s in steps:
                    if s in legal:
                        return s
            if "cancel" in legal:
                return "cancel"
            return self._discard(t, texts)
        return self._meld_or_discard(t, texts)

    def _meld_or_discard(self, t: Table, texts: Sequence[str]) -> str:
        merges = [x for x in texts if x.startswith("merge ")]
        if merges:
            return merges[0]
        seqs = [x for x in texts if x.startswith("seq ")]
        if seqs:
            return max(seqs, key=_seq_length)
        by_number = {m.number: m for m in t.melds}
        endgame = t.endgame()
        adds: list[tuple[float, str]] = []
        groups: list[tuple[float, str]] = []
        for x in texts:
            if x.startswith("add "):
                _, ctext, mtext = x.split(" ")
                c = parse_card(ctext)
                m = by_number[int(mtext[1:])]
                if not IS_WILD[c]:
                    if IS_BLACK3[c]:
                        adds.append((0.0, x))
                    elif not m.group:
                        adds.append((3.0, x))  # toward a samba
                    else:
                        adds.append((2.0 if m.size < 7 else 1.0, x))
                    continue
                if m.size + 1 >= 7 and naturals_of(t.counts, m.rank) == 0:
                    adds.append((1.5 - VALUE[c] / 100, x))  # completes a canasta
                elif endgame or (m.size >= self.early_wild_size and t.canastas() < 2):
                    adds.append((0.5 - VALUE[c] / 100, x))
            elif x.startswith("group "):
                rank_part = x.split(" ")[1]
                head, *wild_parts = rank_part.split("+")
                rank = 3 if head.startswith("3x") else parse_rank(head.split("x")[0])
                if rank == 3:
                    groups.append((4.0, x))  # black threes: legal only to go out
                    continue
                big = any(m.group and m.rank == rank and m.size < 7 for m in t.melds)
                if not wild_parts and not big:
                    groups.append((2.0, x))
                elif wild_parts and (endgame or self.pair_wild) and not big:
                    cost = sum(50 if p == "jk" else 20 for p in wild_parts)
                    groups.append((0.5 - cost / 100, x))
        best = max(adds + groups, default=None)
        if best is not None:
            return best[1]
        return self._discard(t, texts)

    def _discard(self, t: Table, texts: Sequence[str]) -> str:
        options = [(parse_card(x.split(" ")[1]), x) for x in texts if x.startswith("discard ")]
        if not options:
            # nothing to discard (an unfinished opening that cannot be completed nor withdrawn
            # is impossible; this is a safety net)
            return next((x for x in texts if x != "ask"), texts[0])
        costs = [(discard_cost(t, c), c, x) for c, x in options]
        best = min(costs)[2]
        nt = t.players // 2
        side = t.next_seat % nt
        wild_held = [(VALUE[c], x) for c, x in options if IS_WILD[c]]
        naturals = [cost for cost, c, _ in costs if not IS_WILD[c]]
        if self.freeze and wild_held and len(t.hand) >= 4 and not any(IS_WILD[c] for c in t.pile):
            safest = min(naturals, default=1000.0)
            open_side = not t.pile_frozen[side]
            big = len(t.pile) >= FREEZE_PILE or (t.behind() and len(t.pile) >= FREEZE_PILE_BEHIND)
            if big and (safest >= FREEZE_DANGER or (t.behind() and open_side)):
                return min(wild_held)[1]
        return best


def _seq_length(text: str) -> int:
    lo, hi = text.split(" ")[1].split("-")
    return rank_of(parse_card(hi)) - rank_of(parse_card(lo)) + 1


def make(game: Game, seat: int, seed: int) -> Bot:
    """The heuristic Samba player for `seat`."""
    return SambaHeuristic(seat, seed)


__all__ = [
    "EVAL_WEIGHTS",
    "ISMCTS_DEFAULTS",
    "SambaHeuristic",
    "evaluate",
    "make",
    "rollout_policy",
    "side_features",
]
