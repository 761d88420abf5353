"""What the Samba strategy weighs: the table as one seat sees it, an opening plan, a discard's cost.

`strategy` decides; this module holds what its decisions rest on, read from the seat's typed view
only (cards in notation, turned into card ids here): `SeatTable` (the parts of the view the
strategy uses, hands as counts per card kind), `opening_plan` (the value a hand can add to its
side's melds this turn, and the actions that start it), `discard_cost` (what a discard loses the
hand and may give the next player, with `pair_chance` estimating the pairs a hand may hold) and
`pair_take` (the notation of taking the pile with a natural pair).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

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
from tapisvert.games.samba.melds import CANASTA_SIZE
from tapisvert.games.samba.views import MeldView, SambaView

COPIES = 12  # naturals of one rank in the three packs
BEHIND = 1000  # points behind the leading side that count as behind


@dataclass(frozen=True, slots=True)
class MeldInfo:
    """One of a side's melds: a group (rank, wilds) or a sequence (suit, low, high)."""

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


def meld_info(number: int, meld: MeldView) -> MeldInfo:
    """The meld `meld` of the view, numbered `number` (1-based)."""
    cards = [parse_card(c) for c in meld.cards]
    points = hand_value(cards) + _BONUS.get(meld.canasta, 0)
    if meld.kind == "group":
        wilds = sum(1 for c in cards if IS_WILD[c])
        rank = parse_rank(meld.rank or "")
        return MeldInfo(number, True, rank, -1, 0, 0, len(cards), wilds, points)
    ranks = [rank_of(c) for c in cards]
    suit = SUITS.index(meld.suit or "")
    return MeldInfo(number, False, 0, suit, min(ranks), max(ranks), len(cards), 0, points)


def card_counts(cards: Sequence[int]) -> list[int]:
    """Copies held of each card kind."""
    counts = [0] * NUM_KINDS
    for c in cards:
        counts[c] += 1
    return counts


def naturals_of(counts: Sequence[int], rank: int) -> int:
    """Naturals of `rank` (4..A) held."""
    i = rank - 2
    return counts[i] + counts[i + 13] + counts[i + 26] + counts[i + 39]


def hand_value(cards: Sequence[int]) -> int:
    """What the cards would cost left in hand."""
    return sum(VALUE[c] for c in cards)


@dataclass
class SeatTable:
    """The parts of one seat's view the strategy uses, cards as ids (hands also as counts)."""

    seat: int
    players: int
    team: int
    hand: list[int]
    counts: list[int]  # the hand, copies per card kind
    side_melds: list[MeldInfo]  # the seat's side's
    melds_by_side: list[list[MeldInfo]]
    pile: list[int]  # bottom to top
    pile_frozen: list[bool]  # per side
    opened: list[bool]  # per side
    initial_minimum: int  # the seat's side's
    opening_value: int  # what the side's opening under way is worth so far
    pending_pile: bool  # the pile waits for an opening that takes it
    stock_size: int
    hand_sizes: list[int]
    known_cards: list[list[int]]  # per seat, cards publicly known in its hand
    scores: list[int]  # per side
    seen: list[int]  # copies of each kind the seat has seen (hand, melds, pile, known cards)

    @staticmethod
    def of(view: SambaView) -> SeatTable:
        """The table the view of a seat shows."""
        assert view.seat is not None and view.team is not None and view.hand is not None
        seat = view.seat
        team = view.team
        hand = [parse_card(c) for c in view.hand]
        melds_by_side = [[meld_info(i + 1, m) for i, m in enumerate(ms)] for ms in view.melds]
        pile = [parse_card(c) for c in view.pile]
        known_cards = [[parse_card(c) for c in k] for k in view.known_cards]
        seen = card_counts(hand)
        for ms in view.melds:
            for m in ms:
                for text in m.cards:
                    seen[parse_card(text)] += 1
        for c in pile:
            seen[c] += 1
        for q, k in enumerate(known_cards):
            if q != seat:
                for c in k:
                    seen[c] += 1
        for r in view.red_threes:
            for text in r:
                seen[parse_card(text)] += 1
        return SeatTable(
            seat=seat,
            players=view.players,
            team=team,
            hand=hand,
            counts=card_counts(hand),
            side_melds=melds_by_side[team],
            melds_by_side=melds_by_side,
            pile=pile,
            pile_frozen=list(view.pile_frozen),
            opened=list(view.opened),
            initial_minimum=view.initial_minimum[team],
            opening_value=view.opening_value or 0,
            pending_pile=view.pending_pile,
            stock_size=view.stock_size,
            hand_sizes=list(view.hand_sizes),
            known_cards=known_cards,
            scores=list(view.scores),
            seen=seen,
        )

    @property
    def sides(self) -> int:
        return self.players // 2

    @property
    def next_seat(self) -> int:
        return (self.seat + 1) % self.players

    def canastas(self) -> int:
        """The side's canastas."""
        return sum(1 for m in self.side_melds if m.size >= CANASTA_SIZE)

    def endgame(self) -> bool:
        """Few cards left in the stock, or an opponent close to going out."""
        sides = self.sides
        fewest = min(self.hand_sizes[q] for q in range(self.players) if q % sides != self.team)
        return self.stock_size <= 2 * self.players or fewest <= 3

    def behind(self) -> bool:
        """The side trails another by `BEHIND` points, counting the melds on the table."""
        standing = [
            self.scores[t] + sum(m.points for m in self.melds_by_side[t])
            for t in range(len(self.scores))
        ]
        return max(standing) - standing[self.team] >= BEHIND


def pair_take(table: SeatTable, texts: Sequence[str]) -> str | None:
    """The notation of taking the pile with the natural pair that keeps the most suits (`take
    7C 7H`), or None when no pair take is legal (`texts`: the legal actions)."""
    if not table.pile or not 4 <= rank_of(table.pile[-1]) <= 14:  # a wild card or a three
        return None
    a, b = usual_pair(table.counts, rank_of(table.pile[-1]))
    text = f"take {card_to_str(a)} {card_to_str(b)}"
    return text if text in texts else None


# ------------------------------------------------------------------------ the opening plan
def group_text(rank: int, naturals: int, jokers: int, twos: int) -> str:
    return f"group {rank_text(rank)}x{naturals}" + "+jk" * jokers + "+2" * twos


def seq_text(suit: int, low: int, high: int) -> str:
    return f"seq {card_to_str(kind(suit, low))}-{card_to_str(kind(suit, high))}"


def add_text(card: int, meld: int) -> str:
    return f"add {card_to_str(card)} m{meld}"


def runs(counts: Sequence[int], suit: int) -> list[tuple[int, int]]:
    """Maximal runs (low, high) of at least three ranks of `suit` held, 4..A; longer than seven
    split into sevens from the top (the rest when three or more)."""
    out: list[tuple[int, int]] = []
    run = 0
    for r in range(4, 16):
        if r <= 14 and counts[kind(suit, r)]:
            run += 1
            continue
        high = r - 1
        while run >= 3:
            length = min(run, 7)
            out.append((high - length + 1, high))
            high -= length
            run -= length
        run = 0
    return out


@dataclass(slots=True)
class _GrowingSequence:
    """One of the side's sequences as the plan extends it."""

    number: int
    suit: int
    low: int
    high: int
    size: int


def opening_plan(
    hand: Sequence[int], melds: Sequence[MeldInfo], spare: int, target: int
) -> tuple[int, list[str]]:
    """The value the hand (counts per kind) can add to the side's melds this turn, spending at
    most `spare` cards and wild cards only until `target` is reached, and the actions that start
    it, best first."""
    counts = list(hand)
    value = 0
    used = 0
    steps: list[str] = []
    sequences = [
        _GrowingSequence(m.number, m.suit, m.low, m.high, m.size) for m in melds if not m.group
    ]
    groups = {m.rank: m for m in melds if m.group and m.rank >= 4}
    # 1. extend the side's sequences
    for s in sequences:
        grown = True
        while grown and s.size < 7 and used < spare:
            grown = False
            for r in (s.low - 1, s.high + 1):
                if 4 <= r <= 14 and counts[kind(s.suit, r)] and s.size < 7 and used < spare:
                    c = kind(s.suit, r)
                    counts[c] -= 1
                    used += 1
                    value += VALUE[c]
                    steps.append(add_text(c, s.number))
                    s.low, s.high, s.size = min(s.low, r), max(s.high, r), s.size + 1
                    grown = True
    # 2. naturals on the side's groups
    for rank, m in groups.items():
        for suit in range(4):
            c = kind(suit, rank)
            while counts[c] and used < spare:
                counts[c] -= 1
                used += 1
                value += VALUE[c]
                steps.append(add_text(c, m.number))
    # 3. new sequences
    for suit in range(4):
        for low, high in runs(counts, suit):
            if used + high - low + 1 > spare:
                continue
            for r in range(low, high + 1):
                c = kind(suit, r)
                counts[c] -= 1
                value += VALUE[c]
            used += high - low + 1
            steps.append(seq_text(suit, low, high))
    # 4. new groups of three naturals or more
    new_groups: list[int] = []
    for rank in range(14, 3, -1):
        k = naturals_of(counts, rank)
        if k >= 3 and used + k <= spare:
            for suit in range(4):
                c = kind(suit, rank)
                value += VALUE[c] * counts[c]
                counts[c] = 0
            used += k
            steps.append(group_text(rank, min(k, 3), 0, 0))
            new_groups.append(rank)
    # 5. wild cards, only as far as the target needs them: pairs with a wild, then wilds on groups
    if value < target:
        wilds = [c for c in (*TWOS, JOKER) for _ in range(counts[c])]
        for rank in range(14, 3, -1):
            if value >= target or not wilds or used + 3 > spare:
                break
            if naturals_of(counts, rank) == 2 and rank not in groups:
                w = wilds.pop(0)
                value += 2 * VALUE[kind(0, rank)] + VALUE[w]
                used += 3
                steps.append(group_text(rank, 2, int(w == JOKER), int(w != JOKER)))
                for suit in range(4):
                    counts[kind(suit, rank)] = 0
        for m in groups.values():
            room = 2 - m.wilds if m.size < 7 else 0
            while room > 0 and wilds and value < target and used < spare:
                w = wilds.pop(0)
                value += VALUE[w]
                used += 1
                room -= 1
                steps.append(add_text(w, m.number))
        for rank in new_groups:
            room = 2
            while room > 0 and wilds and value < target and used < spare:
                w = wilds.pop(0)
                value += VALUE[w]
                used += 1
                room -= 1
                # laid with the group's first step when it is still to be melded
                steps.append(group_text(rank, 3, int(w == JOKER), int(w != JOKER)))
    return value, steps


# ------------------------------------------------------------------------ the cost of a discard
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


def discard_cost(table: SeatTable, card: int) -> float:
    """How bad discarding `card` is: what the hand loses plus what the next player may gain."""
    if IS_WILD[card]:
        return 1000.0 + VALUE[card]
    if IS_BLACK3[card]:
        return -10.0  # useless in hand, and it stops the next player
    return discard_keep(table, card) + discard_gift(table, card) - VALUE[card] / 20


def discard_keep(table: SeatTable, card: int) -> float:
    """What discarding the natural `card` loses the hand: a pair or more of its rank, same-suit
    neighbours (a sequence to come), a meld of the side it fits."""
    counts = table.counts
    rank = rank_of(card)
    suit = suit_of(card)
    keep = 0.0
    k = naturals_of(counts, rank)
    if k >= 2:
        keep += 30 + 10 * (k - 2)
    if counts[card] == 1:
        for distance, weight in ((1, 12.0), (2, 5.0)):
            for r in (rank - distance, rank + distance):
                if 4 <= r <= 14 and counts[kind(suit, r)]:
                    keep += weight
    for m in table.side_melds:
        if (m.group and m.rank == rank) or (
            not m.group and m.suit == suit and m.size < 7 and rank in (m.low - 1, m.high + 1)
        ):
            keep += 15
    return keep


def discard_gift(table: SeatTable, card: int) -> float:
    """What discarding the natural `card` may give the next player: the chance that he takes the
    pile with it (laid on his side's meld, or with a pair), times what the pile is worth."""
    rank = rank_of(card)
    suit = suit_of(card)
    nxt = table.next_seat
    side = nxt % table.sides
    p_take = 0.0
    if not table.pile_frozen[side]:
        for m in table.melds_by_side[side]:
            fits = (
                m.rank == rank if m.group else (m.suit == suit and rank in (m.low - 1, m.high + 1))
            )
            if fits and m.size < 7:
                p_take = 1.0
    if p_take < 1.0:
        known = table.known_cards[nxt]
        held_known = sum(1 for c in known if IS_NATURAL[c] and rank_of(c) == rank)
        seen_rank = sum(table.seen[kind(s, rank)] for s in range(4))
        unseen_rank = max(0, COPIES - seen_rank)
        slots = table.hand_sizes[nxt] - len(known)
        pool = PACK_SIZE - sum(table.seen)  # the cards the seat has not seen
        p_take = max(p_take, pair_chance(held_known, unseen_rank, slots, pool))
    worth = 15.0 + sum(VALUE[c] + 8 for c in table.pile)
    return p_take * worth


__all__ = [
    "BEHIND",
    "COPIES",
    "MeldInfo",
    "SeatTable",
    "card_counts",
    "discard_cost",
    "discard_gift",
    "discard_keep",
    "hand_value",
    "meld_info",
    "naturals_of",
    "opening_plan",
    "pair_chance",
    "pair_take",
]
