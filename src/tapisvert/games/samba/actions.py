"""Samba action ids and their notation.

Layout (ids are stable; `ACTION_SPACE` bounds them all):

| ids | action | notation |
|---|---|---|
| 0 | draw two from the stock | `draw` |
| 1 | take the pile with a natural pair matching its top card | `take pair` |
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

Melds are numbered from 1 in notation (`m1` is the side's first meld), from 0 in ids.
"""

from __future__ import annotations

from tapisvert.core.errors import InvalidNotation
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

MAX_MELDS = 54  # 162 cards in melds of three at least

DRAW = 0
TAKE_PAIR = 1
ASK = 2
YES = 3
NO = 4
CANCEL = 5
END = 6
TAKE_ADD = 7
GROUP = TAKE_ADD + MAX_MELDS
GROUP_RANKS = 12  # 3 (black threes only) .. 14
GROUP_NATURALS = 11  # 2 .. 12 naturals
WILD_COMBOS: tuple[tuple[int, int], ...] = ((0, 0), (1, 0), (0, 1), (2, 0), (1, 1), (0, 2))
SEQ = GROUP + GROUP_RANKS * GROUP_NATURALS * len(WILD_COMBOS)
SEQUENCES: tuple[tuple[int, int, int], ...] = tuple(
    (suit, low, length)
    for suit in range(4)
    for low in range(4, 13)
    for length in range(3, 8)
    if low + length - 1 <= 14
)
SEQ_INDEX = {s: i for i, s in enumerate(SEQUENCES)}
LAYOFF = SEQ + len(SEQUENCES)
MERGE = LAYOFF + MAX_MELDS * NUM_KINDS
DISCARD = MERGE + MAX_MELDS * MAX_MELDS
ACTION_SPACE = DISCARD + NUM_KINDS

SIMPLE = {DRAW: "draw", TAKE_PAIR: "take pair", ASK: "ask", YES: "yes", NO: "no",
          CANCEL: "cancel", END: "end"}
SIMPLE_BY_TEXT = {v: k for k, v in SIMPLE.items()}


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
    if DISCARD <= action < ACTION_SPACE:
        return f"discard {card_to_str(action - DISCARD)}"
    raise InvalidNotation(f"no such action id: {action}")


def _meld_ref(text: str) -> int:
    t = text.strip().lower()
    if t.startswith("m") and t[1:].isdigit():
        k = int(t[1:])
        if 1 <= k <= MAX_MELDS:
            return k - 1
    raise InvalidNotation(f"{text!r} is not a meld: write m1 .. m{MAX_MELDS}")


def parse(text: str) -> int:
    """The id that `text` denotes, or InvalidNotation (legality not checked); TypeError when
    `text` is not a str."""
    check_text(text)
    t = " ".join(text.strip().lower().split())
    if t in SIMPLE_BY_TEXT:
        return SIMPLE_BY_TEXT[t]
    words = t.split(" ")
    head, args = words[0], words[1:]
    try:
        if head == "take" and len(args) == 1:
            return TAKE_ADD + _meld_ref(args[0])
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
        raise InvalidNotation(f"{text!r}: {exc}") from None
    raise InvalidNotation(
        f"{text!r} is not a samba action: draw, take pair, take m2, group 7x2+jk, seq 4H-7H,"
        " add 7H m2, merge m1 m3, discard 7H, ask, yes, no, cancel, end"
    )


def _parse_group(arg: str) -> int:
    parts = arg.split("+")
    rank_txt, sep, n_txt = parts[0].partition("x")
    if not sep or not n_txt.isdigit():
        raise InvalidNotation("a group is RANKxNATURALS then +jk / +2 per wild (group 7x2+jk)")
    rank = parse_rank(rank_txt)
    n = int(n_txt)
    jokers = sum(1 for p in parts[1:] if p == "jk")
    twos = sum(1 for p in parts[1:] if p == "2")
    if jokers + twos != len(parts) - 1 or (jokers, twos) not in WILD_COMBOS:
        raise InvalidNotation("a group's wilds are written +jk or +2, two at most")
    if rank < 3 or not 2 <= n <= 12:
        raise InvalidNotation("a group is of rank 3..A with 2..12 naturals")
    return group_id(rank, n, jokers, twos)


def _parse_seq(arg: str) -> int:
    lo_txt, sep, hi_txt = arg.partition("-")
    if not sep:
        raise InvalidNotation("a sequence is LOW-HIGH of one suit (seq 4H-7H)")
    lo, hi = parse_card(lo_txt), parse_card(hi_txt)
    if lo == 52 or hi == 52 or suit_of(lo) != suit_of(hi):
        raise InvalidNotation("a sequence's ends are natural cards of one suit")
    key = (suit_of(lo), rank_of(lo), rank_of(hi) - rank_of(lo) + 1)
    if key not in SEQ_INDEX:
        raise InvalidNotation(
            f"a sequence runs 4..A in one suit ({SUITS}), 3 to 7 cards long"
        )
    return SEQ + SEQ_INDEX[key]
