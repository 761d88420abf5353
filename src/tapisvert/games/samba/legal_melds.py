"""Which melds a player may make now: new groups, black threes, new sequences, lay-offs and
merges (the rules are in docs/rules/samba.md).

Every meld must leave the player two cards (one to discard, one to keep), unless it lets him go
out: his side then holds two canastas and his partner did not answer "no". Before his side has
opened, a meld that cannot leave him two cards is still allowed when it does not complete the
initial minimum (the opening is only tentative then, and can be withdrawn).

Each function appends the ids it finds to `out`. This is the hot path of random play and search,
hence the tables of action ids computed once below, and plain functions given what the caller
already computed (`free`: the cards the player holds; `may_out`: he may go out now; `grow_out`:
he may go out by completing a canasta; `tent`, `need`: his side's tentative opening and minimum).
"""

from __future__ import annotations

from itertools import product
from typing import Final

from tapisvert.games.samba import actions as A
from tapisvert.games.samba.cards import IS_WILD, JOKER, NUM_KINDS, TWOS, VALUE, rank_of
from tapisvert.games.samba.melds import GROUP, Meld

# (wild-combo index, wild count, wild value) usable with min(jokers, 2) and min(twos, 2) held
WILD_OPTIONS: Final[tuple[tuple[tuple[tuple[int, int, int], ...], ...], ...]] = tuple(
    tuple(
        tuple(
            (w, j + t, 50 * j + 20 * t)
            for w, (j, t) in enumerate(A.WILD_COMBOS)
            if j <= jmax and t <= tmax
        )
        for tmax in range(3)
    )
    for jmax in range(3)
)
# the id of the first group of rank index i (rank - 2)
GROUP_BASE: Final = tuple(A.GROUP + (i - 1) * A.GROUP_NATURALS * 6 for i in range(13))
# SEQ_IDS[suit][low][length]: the id of that sequence
SEQ_IDS: Final[tuple[tuple[dict[int, int], ...], ...]] = tuple(
    tuple(
        {ln: A.seq_id(suit, low, ln) for ln in range(3, 8) if low + ln - 1 <= 14}
        if 4 <= low <= 12
        else {}
        for low in range(15)
    )
    for suit in range(4)
)
# the ids of every new group of rank index i with jm jokers and tm twos at most, with two
# naturals held (False) or three or more (True)
GROUP_IDS: Final[tuple[tuple[tuple[tuple[tuple[int, ...], ...], ...], ...], ...]] = tuple(
    tuple(
        tuple(
            tuple(
                tuple(
                    GROUP_BASE[i] + (n - 2) * 6 + w
                    for n in ((2, 3) if three else (2,))
                    for w, nw, _ in WILD_OPTIONS[jm][tm]
                    if n + nw >= 3
                )
                for three in (False, True)
            )
            for tm in range(3)
        )
        for jm in range(3)
    )
    if i >= 2
    else ()
    for i in range(13)
)
# by jm and tm: for each rank 4..A, the ids of its four naturals and its GROUP_IDS entries
GROUP_RANKS: Final[
    tuple[tuple[tuple[tuple[int, int, int, int, tuple[tuple[int, ...], ...]], ...], ...], ...]
] = tuple(
    tuple(
        tuple((i, i + 13, i + 26, i + 39, GROUP_IDS[i][jm][tm]) for i in range(2, 13))
        for tm in range(3)
    )
    for jm in range(3)
)
# RUN_IDS[suit][lo][hi]: the ids of every sequence within a run of one suit from rank lo to hi
RUN_IDS: Final[tuple[tuple[tuple[tuple[int, ...], ...], ...], ...]] = tuple(
    tuple(
        tuple(
            tuple(
                A.seq_id(suit, low, ln)
                for low in range(lo, hi - 1)
                for ln in range(3, min(7, hi - low + 1) + 1)
            )
            if lo >= 4 and hi <= 14 and hi - lo >= 2
            else ()
            for hi in range(15)
        )
        for lo in range(15)
    )
    for suit in range(4)
)
# each suit with suit * 13 - 2 (the id of its rank 0) and the ids of its 6, 9 and Q
SEQ_PIVOTS: Final = tuple((s, s * 13 - 2, s * 13 + 4, s * 13 + 7, s * 13 + 10) for s in range(4))
WILD_KINDS: Final = (*TWOS, JOKER)
_LAYOFF: Final = A.LAYOFF


def new_groups(
    h: list[int],
    jm: int,
    tm: int,
    free: int,
    may_out: bool,
    grow_out: bool,
    opened: bool,
    tent: int,
    need: int,
    out: list[int],
) -> None:
    """New groups of naturals 4..A: two or three naturals (more are laid off) and up to two
    wild cards (`jm` jokers and `tm` twos usable at most). With seven cards or more, every one
    is legal: the caller then takes them all from `GROUP_RANKS`."""
    combos = WILD_OPTIONS[jm][tm]
    for i in range(2, 13):
        nat = h[i] + h[i + 13] + h[i + 26] + h[i + 39]
        if nat < 2:
            continue
        v = VALUE[i]
        base = GROUP_BASE[i]
        for n in range(2, 4 if nat >= 3 else 3):
            b2 = base + (n - 2) * 6
            for w, nw, wv in combos:
                size = n + nw
                if size < 3:
                    continue
                if (
                    free - size >= 2
                    or (may_out or (size >= 7 and grow_out))
                    or not (opened or tent + n * v + wv >= need)
                ):
                    out.append(b2 + w)


def black_threes(
    h: list[int], free: int, opened: bool, tent: int, need: int, out: list[int]
) -> None:
    """A group of black threes, only as the meld that lets the player go out (the caller checks
    that he may)."""
    for n in range(3, h[1] + h[40] + 1):
        if free - n <= 1 and (opened or tent + 5 * n >= need):
            out.append(A.group_id(3, n, 0, 0))


def new_sequences(
    h: list[int],
    free: int,
    may_out: bool,
    grow_out: bool,
    opened: bool,
    tent: int,
    need: int,
    out: list[int],
) -> None:
    """New sequences: every run of three to seven naturals of one suit held, 4..A."""
    for suit, sb, a, b, c in SEQ_PIVOTS:
        # every run of three within 4..A holds a 6, a 9 or a Q: look around those first
        if not (
            (h[a] and ((h[a - 1] and (h[a + 1] or h[a - 2])) or (h[a + 1] and h[a + 2])))
            or (h[b] and ((h[b - 1] and (h[b + 1] or h[b - 2])) or (h[b + 1] and h[b + 2])))
            or (h[c] and ((h[c - 1] and (h[c + 1] or h[c - 2])) or (h[c + 1] and h[c + 2])))
        ):
            continue
        run = 0
        for r in range(4, 16):
            if r <= 14 and h[sb + r]:
                run += 1
                continue
            if run >= 3:
                top = r - 1
                if free >= 9:  # no sequence can leave fewer than two cards
                    out.extend(RUN_IDS[suit][top - run + 1][top])
                    run = 0
                    continue
                for low in range(top - run + 1, top - 1):
                    v = 0
                    for length in range(1, min(7, top - low + 1) + 1):
                        v += VALUE[sb + low + length - 1]
                        if length < 3:
                            continue
                        if (
                            free - length >= 2
                            or (may_out or (length == 7 and grow_out))
                            or not (opened or tent + v >= need)
                        ):
                            out.append(SEQ_IDS[suit][low][length])
            run = 0


def layoffs(
    h: list[int],
    melds: list[Meld],
    wild: bool,
    free: int,
    may_out: bool,
    grow_out: bool,
    opened: bool,
    tent: int,
    need: int,
    out: list[int],
) -> bool:
    """Cards laid on the side's melds: naturals of a group's rank, wild cards on a group of
    fewer than seven with fewer than two, a sequence's next card at either end. Returns whether
    two of the side's groups share a rank (then they may merge)."""
    lb = _LAYOFF - NUM_KINDS
    seen = 0  # ranks of the side's groups, as bits
    dup = 0  # 1 once two of them share a rank
    if free - 1 >= 2 or may_out:  # every lay-off keeps two cards or lets the player go out
        for m in melds:
            lb += NUM_KINDS
            size = len(m.cards)
            if m.kind is GROUP:
                r = m.rank
                dup |= seen >> r & 1
                seen |= 1 << r
                if r == 3:
                    if free - 1 <= 1 and may_out:
                        if h[1]:
                            out.append(lb + 1)
                        if h[40]:
                            out.append(lb + 40)
                    continue
                c = r - 2
                if h[c]:
                    out.append(lb + c)
                if h[c + 13]:
                    out.append(lb + c + 13)
                if h[c + 26]:
                    out.append(lb + c + 26)
                if h[c + 39]:
                    out.append(lb + c + 39)
                if wild and m.wilds < 2 and size < 7:
                    if h[0]:
                        out.append(lb)
                    if h[13]:
                        out.append(lb + 13)
                    if h[26]:
                        out.append(lb + 26)
                    if h[39]:
                        out.append(lb + 39)
                    if h[52]:
                        out.append(lb + 52)
            elif size < 7:
                low = m.low
                c = m.suit * 13 - 3 + low  # the card below the low end
                if low > 4 and h[c]:
                    out.append(lb + c)
                c += size + 1  # the card above the high end
                if low + size <= 14 and h[c]:
                    out.append(lb + c)
        return dup == 1
    # the player would keep fewer than two cards: only a lay-off that completes a canasta
    # he may go out with, or one that leaves an opening short of its minimum
    for m in melds:
        lb += NUM_KINDS
        size = len(m.cards)
        if m.kind is GROUP:
            r = m.rank
            dup |= seen >> r & 1
            seen |= 1 << r
            if r == 3:
                if free - 1 <= 1 and may_out:
                    if h[1]:
                        out.append(lb + 1)
                    if h[40]:
                        out.append(lb + 40)
                continue
            ok = size == 6 and grow_out
            c0 = r - 2
            if ok or not (opened or tent + VALUE[c0] >= need):
                for c in (c0, c0 + 13, c0 + 26, c0 + 39):
                    if h[c]:
                        out.append(lb + c)
            if wild and m.wilds < 2 and size < 7:
                for c in WILD_KINDS:
                    if h[c] and (ok or not (opened or tent + VALUE[c] >= need)):
                        out.append(lb + c)
        elif size < 7:
            ok = size == 6 and grow_out
            sb = m.suit * 13 - 2
            c = sb + m.low - 1  # the card below the low end
            if m.low > 4 and h[c] and (ok or not (opened or tent + VALUE[c] >= need)):
                out.append(lb + c)
            c = sb + m.low + size  # the card above the high end
            if m.low + size <= 14 and h[c] and (ok or not (opened or tent + VALUE[c] >= need)):
                out.append(lb + c)
    return dup == 1


def merges(
    melds: list[Meld], opened: bool, keeps_two: bool, can: int, no_no: bool, out: list[int]
) -> None:
    """Merges of two of the side's groups of one rank (at most two wild cards together, none
    added to a completed canasta)."""
    seen = dup = 0  # ranks of a group, of two groups or more (as bits)
    for m in melds:
        if m.kind is GROUP:
            bit = 1 << m.rank
            if seen & bit:
                dup |= bit
            seen |= bit
    if not dup:
        return
    ks = [k for k, m in enumerate(melds) if m.kind is GROUP and dup >> m.rank & 1]
    x = 0
    for i in ks:
        x += 1
        mi = melds[i]
        for j in ks[x:]:
            mj = melds[j]
            if mj.rank != mi.rank or mi.wilds + mj.wilds > 2:
                continue
            si, sj = len(mi.cards), len(mj.cards)
            if (si >= 7 and mj.wilds) or (sj >= 7 and mi.wilds):
                continue
            after = can - (si >= 7) - (sj >= 7) + (si + sj >= 7)
            if opened and not (keeps_two or (after >= 2 and no_no)):
                continue
            out.append(A.MERGE + i * A.MAX_MELDS + j)


def opening_correction(
    h: list[int], melds: list[Meld], room: int, short: int
) -> list[tuple[int, int]] | None:
    """A correction of an unfinished opening (the sheet's irregularity 4 a): lay-offs (meld
    index, card), in an order they can be made, of at most `room` cards of the hand `h` on the
    side's melds of the turn `melds` that add `short` points or more; None when there is none
    (4 b: only then may the opening be withdrawn).

    Cards go to a group of their rank (naturals, any number) or, wild ones, to a group of fewer
    than seven holding fewer than two (laid before its naturals, so that a wild card never goes
    on a completed canasta); to a sequence, only as the next cards at either end, up to seven.
    Every choice of how far each sequence grows is tried (a short opening has few sequences and
    short runs beside them), and the rest is filled with the best free cards: exact, whichever
    cards a sequence and a group could both take."""
    if room <= 0:
        return None
    group_of: dict[int, int] = {}  # the first group of each rank 4..A
    slots: list[tuple[int, int]] = []  # (meld index, wild cards it may still take)
    seqs: list[tuple[int, list[int], list[int], int]] = []  # (index, below, above, room)
    for k, m in enumerate(melds):
        size = len(m.cards)
        if m.kind is GROUP:
            if m.rank >= 4:
                if m.rank not in group_of:
                    group_of[m.rank] = k
                if m.wilds < 2 and size < 7:
                    slots.append((k, min(2 - m.wilds, 7 - size)))
        elif size < 7:
            sb = m.suit * 13 - 2
            below: list[int] = []
            r = m.low - 1
            while r >= 4 and h[sb + r] and len(below) < 7 - size:
                below.append(sb + r)
                r -= 1
            above: list[int] = []
            r = m.low + size
            while r <= 14 and h[sb + r] and len(above) < 7 - size:
                above.append(sb + r)
                r += 1
            if below or above:
                seqs.append((k, below, above, 7 - size))
    # the free cards, best first: wild cards (jokers first) up to the groups' room for them,
    # then the naturals of the groups' ranks
    wild_room = 0
    for _, n in slots:
        wild_room += n
    free: list[int] = []
    for c in (JOKER, *TWOS):
        n = min(h[c], wild_room - len(free))
        if n > 0:
            free.extend([c] * n)
    naturals: list[int] = []
    for rank in group_of:
        for c in (rank - 2, rank + 11, rank + 24, rank + 37):
            if h[c]:
                naturals.extend([c] * h[c])
    naturals.sort(key=_minus_value)
    free.extend(naturals)
    total = 0
    for c in free:
        total += VALUE[c]
    for _, below, above, _ in seqs:
        for c in below:
            total += VALUE[c]
        for c in above:
            total += VALUE[c]
    if total < short:  # not even every card that fits somewhere is enough
        return None
    # how far each sequence grows: (cards below, cards above), fewest cards first
    choices: list[list[tuple[int, int]]] = []
    for _, below, above, cap in seqs:
        pairs = [
            (a, b) for a in range(len(below) + 1) for b in range(len(above) + 1) if a + b <= cap
        ]
        pairs.sort(key=sum)
        choices.append(pairs)
    for grown in product(*choices):
        used: dict[int, int] = {}
        ext: list[tuple[int, int]] = []
        value = 0
        for (k, below, above, _), (a, b) in zip(seqs, grown, strict=True):
            for c in below[:a] + above[:b]:
                used[c] = used.get(c, 0) + 1
                ext.append((k, c))
                value += VALUE[c]
        if len(ext) > room or any(n > h[c] for c, n in used.items()):
            continue
        fill: list[int] = []
        for c in free:
            if value >= short or len(ext) + len(fill) >= room:
                break
            if used.get(c, 0):  # this copy went to a sequence
                used[c] -= 1
                continue
            fill.append(c)
            value += VALUE[c]
        if value >= short:
            return _in_order(ext, fill, slots, group_of)
    return None


def _minus_value(c: int) -> int:
    return -VALUE[c]


def _in_order(
    ext: list[tuple[int, int]],
    fill: list[int],
    slots: list[tuple[int, int]],
    group_of: dict[int, int],
) -> list[tuple[int, int]]:
    """The lay-offs of a correction: wild cards first, each on the next group with room for
    one, then the sequences' cards, then the naturals on the first group of their rank."""
    out: list[tuple[int, int]] = []
    rooms = [n for _, n in slots]
    i = 0
    for c in fill:
        if IS_WILD[c]:
            while rooms[i] == 0:
                i += 1
            rooms[i] -= 1
            out.append((slots[i][0], c))
    out.extend(ext)
    for c in fill:
        if not IS_WILD[c]:
            out.append((group_of[rank_of(c)], c))
    return out
