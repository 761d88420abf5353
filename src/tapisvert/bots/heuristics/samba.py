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

The bot reads only its view: the observation (cards in notation) and the legal actions.

For search (`ismcts`), the module also gives `rollout_policy`, a fast state-based version of these
rules for rollouts in sampled worlds, and `evaluate`, a fitted estimate of each side's hand score
from a state in mid-hand, for rollouts cut at a depth (`ismcts:depth=N`).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from tapisvert.bots.base import Bot, SeatView
from tapisvert.core.protocol import Action, Game, GameState
from tapisvert.games.samba import actions as A
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

JSON = Any

COPIES = 12  # naturals of one rank in the three packs
YES_HAND_VALUE = 100  # answer "yes" when the hand left would cost at most this
FREEZE_PILE = 8  # a pile this long is worth freezing when every discard is dangerous
FREEZE_PILE_BEHIND = 5  # ... or this long when the side is behind
FREEZE_DANGER = 40.0  # the expected loss of the safest natural discard that makes freezing worth it
BEHIND = 1000  # points behind the leading side that count as behind
EARLY_WILD_SIZE = 4  # a wild card goes on a group this big while the side lacks two canastas
ROLLOUT_WILD_MELD = 0.25  # rollouts: the chance of melding a wild card rather than discarding


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


def _meld_info(number: int, data: Mapping[str, JSON]) -> MeldInfo:
    cards = [parse_card(str(c)) for c in data["cards"]]
    points = hand_value(cards) + _BONUS.get(data.get("canasta"), 0)
    if data["kind"] == "group":
        wilds = sum(1 for c in cards if IS_WILD[c])
        rank = parse_rank(str(data["rank"]))
        return MeldInfo(number, True, rank, -1, 0, 0, len(cards), wilds, points)
    ranks = [rank_of(c) for c in cards]
    suit = SUITS.index(str(data["suit"]))
    return MeldInfo(number, False, 0, suit, min(ranks), max(ranks), len(cards), 0, points)


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
    def of(obs: Mapping[str, JSON]) -> Table:
        seat = int(obs["seat"])
        n = int(obs["players"])
        team = int(obs["team"])
        hand = [parse_card(str(c)) for c in obs["hand"]]
        all_melds = [
            [_meld_info(i + 1, m) for i, m in enumerate(ms)] for ms in obs["melds"]
        ]
        pile = [parse_card(str(c)) for c in obs["pile"]]
        known = [[parse_card(str(c)) for c in k] for k in obs["known_cards"]]
        seen = _counts(hand)
        for ms in obs["melds"]:
            for m in ms:
                for c in m["cards"]:
                    seen[parse_card(str(c))] += 1
        for c in pile:
            seen[c] += 1
        for q, k in enumerate(known):
            if q != seat:
                for c in k:
                    seen[c] += 1
        for r in obs["red_threes"]:
            for c in r:
                seen[parse_card(str(c))] += 1
        tent = obs.get("opening_value")
        return Table(
            seat=seat,
            players=n,
            team=team,
            hand=hand,
            counts=_counts(hand),
            melds=all_melds[team],
            all_melds=all_melds,
            pile=pile,
            pile_frozen=[bool(x) for x in obs["pile_frozen"]],
            opened=[bool(x) for x in obs["opened"]],
            need=int(obs["initial_minimum"][team]),
            tentative=int(tent) if tent is not None else 0,
            pending=bool(obs["pending_pile"]),
            stock=int(obs["stock_size"]),
            hand_sizes=[int(x) for x in obs["hand_sizes"]],
            known=known,
            scores=[int(x) for x in obs["scores"]],
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
        opp_low = min(
            self.hand_sizes[q] for q in range(self.players) if q % nt != self.team
        )
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
            fits = m.rank == rank if m.group else (
                m.suit == suit and rank in (m.low - 1, m.high + 1)
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
    def decide(self, obs: Mapping[str, JSON], texts: Sequence[str]) -> str:
        """The notation of the chosen action (one of `texts`)."""
        t = Table.of(obs)
        phase = obs["phase"]
        if phase == "answer":
            return "yes" if hand_value(t.hand) <= YES_HAND_VALUE and "yes" in texts else "no"
        if phase == "turn":
            return self._turn(t, texts)
        return self._play(t, texts)

    def _turn(self, t: Table, texts: Sequence[str]) -> str:
        takes = [x for x in texts if x.startswith("take m")]
        if takes:
            return takes[0]
        if "take pair" in texts:
            if t.opened[t.team]:
                return "take pair"
            top = t.pile[-1]
            h = list(t.counts)
            rank = rank_of(top)
            for _ in range(2):  # the engine takes the pair from the suits held most
                c = max((kind(s, rank) for s in range(4)), key=lambda x: h[x])
                h[c] -= 1
            spare = sum(h) + len(t.pile) - 1 - 2
            value, _ = opening_plan(h, [], spare, t.need - 3 * VALUE[top])
            if 3 * VALUE[top] + value >= t.need:
                return "take pair"
        if "draw" in texts:
            return "draw"
        if "take pair" in texts:
            return "take pair"
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


# ------------------------------------------------------------------------ a rollout policy
# A cheap policy for search rollouts (`ISMCTSBot(game, seed, rollout=rollout_policy)`): it reads
# the legal action ids and a few fields of the (sampled) state, so it costs little more than
# uniform play, but it plays like the heuristic (takes the pile, melds naturals, lays wild cards
# where the heuristic does, keeps the others, discards what the next player cannot use), so
# rollouts end the hand the way real hands end, with canastas and players going out. In duplicate
# play on the true state (100-150 deals, seats 0 and 2 against the heuristic) it scores about as
# well as the heuristic (+95 +-110); with random discards and no wild-card rules it lost by ~500.
_NATURAL_MELD = 0  # merges, sequences, natural lay-offs, groups of naturals: always welcome
_WILD_MELD = 1  # groups and lay-offs using a wild card: see `_rollout_wild_meld`
_DISCARD = 2
_WILD_DISCARD = 3
_OTHER = 4


def _rollout_class(action: int) -> int:
    if A.GROUP <= action < A.SEQ:
        _, _, jokers, twos = A.group_parts(action)
        return _WILD_MELD if jokers + twos else _NATURAL_MELD
    if A.SEQ <= action < A.LAYOFF or A.MERGE <= action < A.DISCARD:
        return _NATURAL_MELD
    if A.LAYOFF <= action < A.MERGE:
        return _WILD_MELD if IS_WILD[(action - A.LAYOFF) % NUM_KINDS] else _NATURAL_MELD
    if A.DISCARD <= action < A.ACTION_SPACE:
        return _WILD_DISCARD if IS_WILD[action - A.DISCARD] else _DISCARD
    return _OTHER


_CLASS: tuple[int, ...] = tuple(_rollout_class(a) for a in range(A.ACTION_SPACE))


# The ismcts parameters measured strongest here (docs/bots.md): heuristic rollouts cut after 10
# actions and scored by `evaluate`, the heuristic playing the other seats, and the score margin
# backed up (the heuristic's edge is denying the pile, which a side's own score does not see).
ISMCTS_DEFAULTS = {
    "rollout": "heuristic",
    "opponents": "heuristic",
    "depth": "10",
    "c": "0.1",
    "reward": "margin",
}


def rollout_policy(state: GameState, rng: random.Random) -> Action:
    """A fast Samba-like move for search rollouts (see above): take the pile, meld naturals, lay
    a wild card where it completes a canasta or grows a big group (or pairs a natural pair with a
    two), discard the non-wild card least useful to the next player; other wild melds are made
    now and then (and when an opening needs them)."""
    legal = state.legal_actions()
    if len(legal) == 1:
        return legal[0]
    first = legal[0]
    if first < A.GROUP:  # start of a turn, or an answer (the ids are sorted)
        if A.YES in legal:
            return A.YES
        takes = [a for a in legal if A.TAKE_ADD <= a < A.GROUP]
        if takes:
            return takes[0]
        if A.TAKE_PAIR in legal:
            return A.TAKE_PAIR
        if A.DRAW in legal:
            return A.DRAW
        if A.END in legal and not any(a >= A.GROUP for a in legal):
            return A.END
    buckets: list[list[int]] = [[], [], [], [], []]
    cls = _CLASS
    for a in legal:
        buckets[cls[a]].append(a)
    nat, wild, disc = buckets[_NATURAL_MELD], buckets[_WILD_MELD], buckets[_DISCARD]
    if nat:
        return nat[rng.randrange(len(nat))]
    if wild:
        good = _rollout_wild_meld(state, wild)
        if good is not None:
            return good
    if wild and (not (disc or buckets[_WILD_DISCARD]) or rng.random() < ROLLOUT_WILD_MELD):
        return wild[rng.randrange(len(wild))]
    if disc:
        return disc[0] if len(disc) == 1 else _rollout_discard(state, disc, rng)
    if A.CANCEL in legal and not buckets[_WILD_DISCARD]:
        return A.CANCEL
    if buckets[_WILD_DISCARD]:
        return buckets[_WILD_DISCARD][rng.randrange(len(buckets[_WILD_DISCARD]))]
    rest = [a for a in legal if a != A.ASK] or legal
    return rest[rng.randrange(len(rest))]




def _rollout_wild_meld(state: GameState, wild: list[int]) -> int | None:
    """A wild meld the heuristic would make: a wild card that completes a canasta, one on a group
    of `EARLY_WILD_SIZE` or more while the side lacks the two canastas it needs to go out (twos
    before jokers), or a new group of a natural pair and a two; None when none is legal."""
    s: Any = state
    team = s._cur % s._nt
    if not s._opened[team]:
        return None
    melds = s._melds[team]
    short = _canastas_of(melds) < 2
    best: int | None = None
    best_key = (0, 0)
    for a in wild:
        if a < A.SEQ:  # a new group: a natural pair and a two
            _, naturals, jokers, twos = A.group_parts(a)
            if naturals == 2 and jokers == 0 and twos == 1 and best_key < (1, 0):
                best, best_key = a, (1, 0)
            continue
        k, c = divmod(a - A.LAYOFF, NUM_KINDS)
        m = melds[k]
        size = len(m[4])
        if m[0] != 0 or m[3] >= 2 or size >= 7:
            continue
        if size == 6:
            key = (2, -VALUE[c])
        elif short and size >= EARLY_WILD_SIZE:
            key = (1, -VALUE[c])
        else:
            continue
        if best is None or key > best_key:
            best, best_key = a, key
    return best


def _rollout_discard(state: GameState, discards: list[int], rng: random.Random) -> int:
    """The rollout's discard among non-wild `discards`: a black three first; never, if avoidable,
    a card the next side can lay on one of its melds (it would take the pile) or the next player
    holds a natural pair of (the rollout plays a sampled world, so it reads that hand); rather
    not a card of a pair or more of the player's own; else the cheapest. Ties at random."""
    s: Any = state
    p: int = s._cur
    nt: int = s._nt
    nxt = (p + 1) % s._n
    side = nxt % nt
    own = s._hands[p]
    theirs = s._hands[nxt]
    open_pile = s._pfrozen == 0 and s._opened[side]
    melds = s._melds[side] if open_pile else ()
    best = discards[0]
    best_cost = float("inf")
    for a in discards:
        c = a - A.DISCARD
        if IS_BLACK3[c]:
            cost = -100.0
        else:
            i = c % 13
            rank = i + 2
            cost = VALUE[c] / 10 + rng.random()
            if theirs[i] + theirs[i + 13] + theirs[i + 26] + theirs[i + 39] >= 2:
                cost += 100
            if own[i] + own[i + 13] + own[i + 26] + own[i + 39] >= 2:
                cost += 20
            for m in melds:
                if m[0] == 0:
                    if m[1] == rank and len(m[4]) < 7:
                        cost += 100
                        break
                elif m[3] < 7 and m[1] == c // 13 and (rank == m[2] - 1 or rank == m[2] + m[3]):
                    cost += 100
                    break
        if cost < best_cost:
            best, best_cost = a, cost
    return best


# ------------------------------------------------------------------------ an evaluator
# `evaluate(state, hand)` estimates each seat's score of the hand from a state inside it, for
# search with a rollout depth (`ismcts:depth=N`): a Samba hand runs to some 120 actions, too many
# to roll out 1,000 times a move. The estimate is linear in a few features of each side (what its
# melds and hands would score now, how far its melds are from canastas and sambas, what its hands
# hold, how much stock is left for it to improve), with weights fitted by least squares to the
# final hand scores of heuristic self-play (see `EVAL_WEIGHTS`).


def side_features(state: GameState, team: int) -> list[float]:
    """The evaluator's features of side `team` in a hand in progress (a sampled world: it may
    read every hand). The first is the constant, the second what the side would score if the
    hand ended now (with nobody out); then the melds' distances to canastas and sambas (counting
    the naturals its members hold for them), what the hands hold, and those features again
    scaled by the share of the stock left (time to improve)."""
    s: Any = state
    n: int = s._n
    nt: int = s._nt
    hands = (s._hands[team], s._hands[team + nt])
    h = [a + b for a, b in zip(hands[0], hands[1], strict=True)]
    melded = bonus = canastas = 0
    gd = [0, 0, 0, 0]  # incomplete groups by natural cards missing: 0, 1, 2, 3+
    qd = [0, 0, 0, 0]  # sequences by cards missing to a samba, after the held extensions
    for m in s._melds[team]:
        cards = m[4]
        for c in cards:
            melded += VALUE[c]
        if m[0] == 0:  # a group
            size = len(cards)
            if size >= 7:
                canastas += 1
                bonus += 300 if m[3] else 500
                continue
            i = m[1] - 2
            held = h[i] + h[i + 13] + h[i + 26] + h[i + 39]
            gd[min(3, max(0, 7 - size - held))] += 1
        else:
            ln = m[3]
            if ln >= 7:
                canastas += 1
                bonus += 1500
                continue
            suit, low = m[1], m[2]
            hi = low + ln - 1
            lo = low
            while lo > 4 and h[kind(suit, lo - 1)]:
                lo -= 1
            while hi < 14 and h[kind(suit, hi + 1)]:
                hi += 1
            qd[min(3, max(0, 7 - (hi - lo + 1)))] += 1
    red = len(s._red3[team]) + len(s._red3[team + nt])
    red_value = 1000 if red == 6 else 100 * red
    in_hand = 0
    for c in range(NUM_KINDS):
        if h[c]:
            in_hand += VALUE[c] * h[c]
    cards_held = s._hsize[team] + s._hsize[team + nt]
    wild = h[0] + h[13] + h[26] + h[39] + h[52]
    pairs = trips = 0
    for i in range(2, 13):
        k = h[i] + h[i + 13] + h[i + 26] + h[i + 39]
        if k >= 3:
            trips += 1
        elif k == 2:
            pairs += 1
    now = melded + bonus + (red_value if canastas >= 2 else -red_value) - in_hand - s._fines[team]
    stock = max(0, len(s._pack) - s._spos)
    f = min(1.0, stock / 100)
    opp_can = max((_canastas_of(s._melds[u]) for u in range(nt) if u != team), default=0)
    opp_min = min(s._hsize[q] for q in range(n) if q % nt != team)
    opened = 1.0 if s._opened[team] else 0.0
    pile = len(s._pile)
    nxt = s._to_act if s._to_act is not None else 0
    mine_next = 1.0 if nxt % nt == team else 0.0
    pot = [
        opened, 1.0 if canastas == 1 else 0.0, 1.0 if canastas >= 2 else 0.0, *gd, *qd, wild,
        pairs, trips, cards_held, in_hand, red_value,
    ]
    return [
        1.0, float(now), float(melded), float(bonus), *pot, *(f * x for x in pot), f,
        pile * mine_next, float(pile), 1.0 if opp_can >= 2 else 0.0, float(opp_min),
    ]


def _canastas_of(melds: Sequence[Any]) -> int:
    """How many canastas and sambas among the engine's meld tuples."""
    k = 0
    for m in melds:
        if (m[0] == 0 and len(m[4]) >= 7) or (m[0] != 0 and m[3] >= 7):
            k += 1
    return k


# Fitted to 96,586 states (every third action, both sides) of 1,500 four-player heuristic
# self-play hands (`GAME.new(4, 10_000 + k, max_hands=1)`, k < 1,500), target the side's final
# hand score, ridge-regularised least squares (lambda 1) on standardised features: on held-out
# hands R² 0.25 (RMSE 746), where the score "if the hand ended now" alone has R² < 0 (early in a
# hand most of the score is still to come). Six players use the same weights (not refitted).
EVAL_WEIGHTS: tuple[float, ...] = (
    1452, 0.19, 1.278, 0.7601, -1810, 348.3, 590.6, 370.1, 112.8, -56.84, -13.59, 2256,
    -81.3, -95.41, -56.35, 31.62, -16.17, 134.3, -7.945, 2.578, 0.1227, 1844, -660.1,
    -1339, -287.4, -82, 57.34, -42.42, -1612, 553.1, 257.2, 8.891, -32.62, -2.234,
    -175.1, -4.595, -0.7309, 0.9942, -399.5, 3.394, 0.5273, -182.3, 37.26,
)


def evaluate(state: GameState, hand: int) -> list[float]:
    """Each seat's estimated score of the hand in progress (its side's), for depth-limited
    search; `hand` is the current hand's index (the estimate is of the hand under way)."""
    s: Any = state
    n: int = s._n
    nt: int = s._nt
    sides = [
        sum(a * b for a, b in zip(EVAL_WEIGHTS, side_features(state, t), strict=True))
        for t in range(nt)
    ]
    return [sides[q % nt] for q in range(n)]
