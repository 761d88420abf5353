"""Samba action ids and their notation.

Layout (ids are stable; `ACTION_SPACE` bounds them all):

| ids | action | notation |
|---|---|---|
| 0 | draw two from the stock | `draw` |
| 1 | take the pile with a natural pair left unnamed: never legal (below) | `take unnamed pair` |
| 2 | ask the partner "may I go out?" | `ask` |
| 3, 4 | the partner's answer | `yes`, `no` |
| 5 | withdraw an unfinished initial meld (and give back the pile) | `cancel` |
| 6 | stock exhausted: decline the pile, the hand ends | `end` |
| 7 + k | take the pile to add its top card to the side's meld k | `take m3` |
| GROUP | meld a group: rank, naturals, jokers, twos | `group 7x2+jk`, `group Kx3` |
| SEQ | meld a sequence: suit, low card, length | `seq 4H-7H` |
| LAYOFF | lay one card on the side's meld k | `add 7H m2` |
| MERGE | merge the side's groups i < j of one rank | `merge m1 m3` |
| DISCARD | discard a card | `discard 7H` |
| TAKE_WITH | take the pile with this natural pair | `take 7C 7H`, `take 7H 7H` |

Melds are numbered from 1 in notation (`m1` is the side's first meld), from 0 in ids.

Taking the pile with a pair is always `take 7C 7H`, the two cards named, however many ways the
hand could form the pair: the action (its id and its text) is public, and the two cards go onto
the table with the top card, so naming them tells the other seats nothing they will not see. A
`take pair` action whose name depended on the hand (it was the action when the pair could be
formed one way only, `take 7C 7H` when the player held that rank in several suits) told them
whether he held the rank in other suits; it is gone from the legal actions.

`take pair` is still read, for the records written while it was an action and for players who
type it: the state reads it (`SambaTable.parse_action`, `only_pair`) as the `take 7C 7H` of the
one pair the mover's hand can form, and as id 1 (`TAKE_PAIR`, never legal: its refusal names the
choices, or says why no pair takes the pile) when it can form several or none. Without a hand
(`parse`), `take pair` is id 1. Id 1 keeps its number (ids are stable) under a text of its own,
`take unnamed pair`, so that its notation reads back as itself in every position.
The TAKE_WITH ids come last so that every older id kept its number.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from tapisvert.core.errors import InvalidNotation
from tapisvert.core.messages import msg
from tapisvert.core.protocol import check_text
from tapisvert.games.samba.cards import (
    NUM_KINDS,
    SUITS,
    card_to_str,
    kind,
    parse_card,
    parse_rank,
    rank_of,
    rank_text,
    suit_of,
)

MAX_MELDS: Final = 54  # 162 cards in melds of three at least

DRAW: Final = 0
TAKE_PAIR: Final = 1
ASK: Final = 2
YES: Final = 3
NO: Final = 4
CANCEL: Final = 5
END: Final = 6
TAKE_ADD: Final = 7
GROUP: Final = TAKE_ADD + MAX_MELDS
GROUP_RANKS: Final = 12  # 3 (black threes only) .. 14
GROUP_NATURALS: Final = 11  # 2 .. 12 naturals
WILD_COMBOS: Final[tuple[tuple[int, int], ...]] = ((0, 0), (1, 0), (0, 1), (2, 0), (1, 1), (0, 2))
SEQ: Final = GROUP + GROUP_RANKS * GROUP_NATURALS * len(WILD_COMBOS)
SEQUENCES: Final[tuple[tuple[int, int, int], ...]] = tuple(
    (suit, low, length)
    for suit in range(4)
    for low in range(4, 13)
    for length in range(3, 8)
    if low + length - 1 <= 14
)
SEQ_INDEX: Final = {s: i for i, s in enumerate(SEQUENCES)}
LAYOFF: Final = SEQ + len(SEQUENCES)
MERGE: Final = LAYOFF + MAX_MELDS * NUM_KINDS
DISCARD: Final = MERGE + MAX_MELDS * MAX_MELDS
TAKE_WITH: Final = DISCARD + NUM_KINDS
# the suits of a natural pair, lower suit first: CC CD CH CS DD DH DS HH HS SS
PAIR_SUITS: Final[tuple[tuple[int, int], ...]] = tuple(
    (s, t) for s in range(4) for t in range(s, 4)
)
PAIR_INDEX: Final = {p: i for i, p in enumerate(PAIR_SUITS)}
ACTION_SPACE: Final = TAKE_WITH + 11 * len(PAIR_SUITS)  # ranks 4..A

SIMPLE: Final = {
    DRAW: "draw",
    TAKE_PAIR: "take unnamed pair",
    ASK: "ask",
    YES: "yes",
    NO: "no",
    CANCEL: "cancel",
    END: "end",
}
SIMPLE_BY_TEXT: Final = {v: k for k, v in SIMPLE.items()}
PAIR_ALIAS: Final = "take pair"  # read, never written: `only_pair` (module docstring)


def group_id(rank: int, naturals: int, jokers: int, twos: int) -> int:
    """The id of melding a group of `rank` from hand."""
    w = WILD_COMBOS.index((jokers, twos))
    return GROUP + ((rank - 3) * GROUP_NATURALS + naturals - 2) * len(WILD_COMBOS) + w


def group_parts(action: int) -> tuple[int, int, int, int]:
    """(rank, naturals, jokers, twos) of a group id."""
    x = action - GROUP
    rest, w = divmod(x, len(WILD_COMBOS))
    r, n = divmod(rest, GROUP_NATURALS)
    j, t = WILD_COMBOS[w]
    return r + 3, n + 2, j, t


def seq_id(suit: int, low: int, length: int) -> int:
    """The id of melding the sequence of `suit` from `low`, `length` cards."""
    return SEQ + SEQ_INDEX[(suit, low, length)]


def layoff_id(meld: int, card: int) -> int:
    """The id of laying `card` on the side's meld number `meld` (0-based)."""
    return LAYOFF + meld * NUM_KINDS + card


def merge_id(i: int, j: int) -> int:
    """The id of merging the side's groups i < j (0-based)."""
    return MERGE + i * MAX_MELDS + j


def take_with_id(rank: int, s: int, t: int) -> int:
    """The id of taking the pile with the natural pair of `rank` in suits `s` and `t`."""
    return TAKE_WITH + (rank - 4) * len(PAIR_SUITS) + PAIR_INDEX[(min(s, t), max(s, t))]


def take_with_cards(action: int) -> tuple[int, int]:
    """The two cards (kinds, lower suit first) of a TAKE_WITH id."""
    r, i = divmod(action - TAKE_WITH, len(PAIR_SUITS))
    s, t = PAIR_SUITS[i]
    return kind(s, r + 4), kind(t, r + 4)


def is_pair_take(action: int) -> bool:
    """Whether `action` takes the pile with a natural pair (`take 7C 7H`, or the unnamed pair of
    id 1, never legal)."""
    return action == TAKE_PAIR or action >= TAKE_WITH


def usual_pair(counts: Sequence[int], rank: int) -> tuple[int, int]:
    """The natural pair of `rank` that keeps the most suits in a hand of `counts` (per kind):
    each card from the suit held most, ties C D H S (what the engine chose before the choice was
    the player's; the bots still take it). Lower suit first."""
    h = list(counts)
    out = []
    for _ in (0, 1):
        best = max(range(4), key=lambda s: (h[kind(s, rank)], -s))
        h[kind(best, rank)] -= 1
        out.append(kind(best, rank))
    a, b = sorted(out)
    return a, b


def pair_choices(counts: Sequence[int], rank: int) -> list[tuple[int, int]]:
    """The natural pairs of `rank` a hand of `counts` (per kind) can form, as (kind, kind), lower
    suit first, in `PAIR_SUITS` order (what the legal pair takes are, when one may take)."""
    out = []
    for s, t in PAIR_SUITS:
        a, b = kind(s, rank), kind(t, rank)
        if counts[a] > (s == t) and counts[b]:
            out.append((a, b))
    return out


def only_pair(counts: Sequence[int], top: int) -> int:
    """What `take pair` denotes for a mover holding `counts` (per kind) under the pile's `top`
    card (-1: no pile): the TAKE_WITH id of the one natural pair matching it that the hand can
    form, else `TAKE_PAIR` (never legal; its refusal says why, naming the choices)."""
    if top < 0 or not 4 <= rank_of(top) <= 14:  # no pile, a wild card or a three on top
        return TAKE_PAIR
    choices = pair_choices(counts, rank_of(top))
    if len(choices) != 1:
        return TAKE_PAIR
    a, b = choices[0]
    return take_with_id(rank_of(top), suit_of(a), suit_of(b))


def pair_take_id(counts: Sequence[int], rank: int, legal: Sequence[int]) -> int | None:
    """The legal action taking the pile with `usual_pair` (`take 7C 7H`), or None."""
    if not 4 <= rank <= 14:  # a wild card (the joker's rank is 0) or a three: no pair takes it
        return None
    a, b = usual_pair(counts, rank)
    action = take_with_id(rank, suit_of(a), suit_of(b))
    return action if action in legal else None


def to_str(action: int) -> str:
    """The notation of any id below ACTION_SPACE."""
    if action in SIMPLE:
        return SIMPLE[action]
    if TAKE_ADD <= action < GROUP:
        return f"take m{action - TAKE_ADD + 1}"
    if GROUP <= action < SEQ:
        rank, n, j, t = group_parts(action)
        return f"group {rank_text(rank)}x{n}" + "+jk" * j + "+2" * t
    if SEQ <= action < LAYOFF:
        suit, low, length = SEQUENCES[action - SEQ]
        lo = card_to_str(kind(suit, low))
        hi = card_to_str(kind(suit, low + length - 1))
        return f"seq {lo}-{hi}"
    if LAYOFF <= action < MERGE:
        meld, card = divmod(action - LAYOFF, NUM_KINDS)
        return f"add {card_to_str(card)} m{meld + 1}"
    if MERGE <= action < DISCARD:
        i, j = divmod(action - MERGE, MAX_MELDS)
        return f"merge m{i + 1} m{j + 1}"
    if DISCARD <= action < TAKE_WITH:
        return f"discard {card_to_str(action - DISCARD)}"
    if TAKE_WITH <= action < ACTION_SPACE:
        a, b = take_with_cards(action)
        return f"take {card_to_str(a)} {card_to_str(b)}"
    raise InvalidNotation(
        f"no such action id: {action}", message=msg("samba-unreadable-action-id", id=action)
    )


def _meld_ref(text: str) -> int:
    t = text.strip().lower()
    if t.startswith("m") and t[1:].isdigit():
        k = int(t[1:])
        if 1 <= k <= MAX_MELDS:
            return k - 1
    raise InvalidNotation(
        f"{text!r} is not a meld: write m1 .. m{MAX_MELDS}",
        message=msg("samba-unreadable-meld", text=text, most=MAX_MELDS),
    )


def parse(text: str, hand: Sequence[int] | None = None, top: int = -1) -> int:
    """The id that `text` denotes, or InvalidNotation (legality not checked); TypeError when
    `text` is not a str. `take pair` is read with the mover's `hand` (counts per kind) and the
    pile's `top` card (-1: none) when given (`only_pair`), else as id 1."""
    check_text(text)
    t = " ".join(text.strip().lower().split())
    if t == PAIR_ALIAS:
        return TAKE_PAIR if hand is None else only_pair(hand, top)
    if t in SIMPLE_BY_TEXT:
        return SIMPLE_BY_TEXT[t]
    words = t.split(" ")
    head, args = words[0], words[1:]
    try:
        if head == "take" and len(args) == 1:
            return TAKE_ADD + _meld_ref(args[0])
        if head == "take" and len(args) == 2:
            return _parse_pair(args[0], args[1])
        if head == "group" and len(args) == 1:
            return _parse_group(args[0])
        if head == "seq" and len(args) == 1:
            return _parse_seq(args[0])
        if head == "add" and len(args) == 2:
            return layoff_id(_meld_ref(args[1]), parse_card(args[0]))
        if head == "merge" and len(args) == 2:
            return merge_id(_meld_ref(args[0]), _meld_ref(args[1]))
        if head == "discard" and len(args) == 1:
            return DISCARD + parse_card(args[0])
    except InvalidNotation as exc:
        raise InvalidNotation(
            f"{text!r}: {exc}",
            message=msg(
                "samba-unreadable-in",
                text=text,
                why=exc.message
                if exc.message is not None
                else msg("samba-unreadable-action", text=text),
            ),
        ) from None
    raise InvalidNotation(
        f"{text!r} is not a samba action: draw, take 7C 7H, take m2, group 7x2+jk,"
        " seq 4H-7H,"
        " add 7H m2, merge m1 m3, discard 7H, ask, yes, no, cancel, end",
        message=msg("samba-unreadable-action", text=text),
    )


def _parse_pair(first: str, second: str) -> int:
    a, b = parse_card(first), parse_card(second)
    if a == 52 or b == 52 or rank_of(a) != rank_of(b) or not 4 <= rank_of(a) <= 14:
        raise InvalidNotation(
            "a pair that takes the pile is two natural cards of one rank 4..A (take 7C 7H)",
            message=msg("samba-unreadable-pair"),
        )
    return take_with_id(rank_of(a), suit_of(a), suit_of(b))


def _parse_group(arg: str) -> int:
    parts = arg.split("+")
    rank_txt, sep, n_txt = parts[0].partition("x")
    if not sep or not n_txt.isdigit():
        raise InvalidNotation(
            "a group is RANKxNATURALS then +jk / +2 per wild (group 7x2+jk)",
            message=msg("samba-unreadable-group"),
        )
    rank = parse_rank(rank_txt)
    n = int(n_txt)
    jokers = sum(1 for p in parts[1:] if p == "jk")
    twos = sum(1 for p in parts[1:] if p == "2")
    if jokers + twos != len(parts) - 1 or (jokers, twos) not in WILD_COMBOS:
        raise InvalidNotation(
            "a group's wilds are written +jk or +2, two at most",
            message=msg("samba-unreadable-group-wilds"),
        )
    if rank < 3 or not 2 <= n <= 12:
        raise InvalidNotation(
            "a group is of rank 3..A with 2..12 naturals",
            message=msg("samba-unreadable-group-size"),
        )
    return group_id(rank, n, jokers, twos)


def _parse_seq(arg: str) -> int:
    lo_txt, sep, hi_txt = arg.partition("-")
    if not sep:
        raise InvalidNotation(
            "a sequence is LOW-HIGH of one suit (seq 4H-7H)", message=msg("samba-unreadable-seq")
        )
    lo, hi = parse_card(lo_txt), parse_card(hi_txt)
    if lo == 52 or hi == 52 or suit_of(lo) != suit_of(hi):
        raise InvalidNotation(
            "a sequence's ends are natural cards of one suit",
            message=msg("samba-unreadable-seq-ends"),
        )
    key = (suit_of(lo), rank_of(lo), rank_of(hi) - rank_of(lo) + 1)
    if key not in SEQ_INDEX:
        raise InvalidNotation(
            f"a sequence runs 4..A in one suit ({SUITS}), 3 to 7 cards long",
            message=msg("samba-unreadable-seq-run"),
        )
    return SEQ + SEQ_INDEX[key]
