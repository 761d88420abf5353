"""The samba tensor's layout, and its direct writer reading the state (no JSON in between).

The layout (each field's name, size, meaning and range) is the one list both encoders share:
`tapisvert.rl.tensors.samba` fills it from `observation(seat)`, `write` straight from the state's
counts, melds and pile, so the two cannot drift apart; tests/rl/test_features.py proves them equal
bit for bit over random play. `write` reads exactly what `view(seat)` shows (the seat's own hand,
the cards publicly known in each hand, every side's melds, the pile, the counters and the turn's
flags) and nothing else.

Writing follows `core.features` (its docstring says how the lists are filled); this module is
compiled.
"""

from __future__ import annotations

import math
from typing import Final

from tapisvert.core.features import (
    Layout,
    Offsets,
    count_blocks,
    per_seat,
    seats_field,
    tally_blocks,
)
from tapisvert.games.samba.melds import CANASTA_SIZE, GROUP
from tapisvert.games.samba.table import OVER, PHASE_NAMES, SambaTable

K: Final = 53  # card kinds: suit * 13 + rank - 2, joker 52 (games.samba.cards); three packs
PHASES: Final = ("turn", "play", "answer", "over")
CANASTAS: Final = ("natural", "mixed", "samba")
RANKS: Final = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
ANSWERS: Final = ("yes", "no")
INF: Final = math.inf


# The tensor's phase slot of each of the state's phases (table.PHASE_NAMES is in another order).
PHASE_SLOT: Final = tuple([PHASES.index(name) for name in PHASE_NAMES])


def layout(n: int) -> list[Layout]:
    """The fields of the tensor at `n` players, in order (seats and teams relative to the
    observer's)."""
    t = n // 2  # teams of two
    return [
        ("hand", K, "copies of each card kind in the seat's hand / 3 (jokers up to 6)", 0.0, 2.0),
        (
            "known",
            n * K,
            "copies of each kind known to be in each relative seat's hand"
            " (taken from the pile) / 3",
            0.0,
            2.0,
        ),
        (
            "melds",
            t * K,
            "copies of each kind in each relative team's melds / 3 (team 0: the seat's own)",
            0.0,
            INF,
        ),
        (
            "groups",
            t * len(RANKS),
            "size of the relative team's group of each rank / 7",
            0.0,
            INF,
        ),
        (
            "sequences",
            t * 4,
            "cards in the relative team's sequences of each suit (C D H S) / 7",
            0.0,
            INF,
        ),
        (
            "canastas",
            t * len(CANASTAS),
            "canastas of each type per relative team (" + ", ".join(CANASTAS) + ") / 3",
            0.0,
            INF,
        ),
        ("pile", K, "copies of each kind in the discard pile / 3", 0.0, INF),
        ("pile_top", K, "the top card of the pile", 0.0, 1.0),
        ("pending_top", K, "the pile top awaiting the partner's answer", 0.0, 1.0),
        ("pile_size", 1, "cards in the pile / 20", 0.0, INF),
        ("stock_size", 1, "cards in the stock / 100", 0.0, INF),
        ("red_threes", n, "red threes each relative seat has laid / 2", 0.0, INF),
        ("hand_sizes", n, "cards in each relative seat's hand / 15", 0.0, INF),
        ("opened", t, "the relative team has opened", 0.0, 1.0),
        ("pile_frozen", t, "the pile is frozen for the relative team", 0.0, 1.0),
        ("initial_minimum", t, "the relative team's initial meld minimum / 100", 0.0, INF),
        ("team_scores", t, "each relative team's match score / 1000", -INF, INF),
        ("fines", t, "each relative team's fines this hand / 100", 0.0, INF),
        ("phase", len(PHASES), "phase one-hot: " + ", ".join(PHASES), 0.0, 1.0),
        ("answer", 2, "the partner's answer to the pile request: yes, no", 0.0, 1.0),
        (
            "turn",
            5,
            "[drew, melded, pile declined, meld cancelled, asked the partner]",
            0.0,
            1.0,
        ),
        seats_field("dealer", n, "the dealer"),
        seats_field("to_act", n, "the seat to act"),
        ("progress", 3, "[hand number / 10, turns / 100, opening value / 100]", 0.0, INF),
    ]


# each field's start in the row, then the row's size, per player count
offsets: Final = Offsets(layout)


def _per_team(
    values: list[int], t: int, team: int, at: int, scale: int, idx: list[int], val: list[float]
) -> None:
    """A per-team list rotated so that entry 0 is `team`, each value / `scale` (zeros left out)."""
    for s in range(t):
        v = values[s]
        if v:
            idx.append(at + (s - team) % t)
            val.append(v / scale)


def write(
    state: SambaTable,
    seat: int,
    base: int,
    ones: list[int],
    idx: list[int],
    val: list[float],
    blocks: list[int],
) -> None:
    """`seat`'s tensor of `state` into the index lists, as the JSON encoder of `view(seat)`."""
    n = state._config.players
    t = state._sides
    o = offsets(n)
    team = seat % t
    # the seat's hand, the cards known in each hand
    count_blocks(state._hands[seat], base + o[0], 3, blocks)
    at = base + o[1]
    known = state._known_cards
    for s in range(n):
        if known[s]:
            tally_blocks(list(known[s]), at + (s - seat) % n * K, 3, blocks)
    # each side's melds: groups and sequences by size, the cards, the canastas
    for side in range(t):
        rt = (side - team) % t
        cards: list[int] = []
        canastas = [0, 0, 0]  # natural, mixed, samba
        for m in state._melds[side]:
            size = len(m.cards)
            cards.extend(m.cards)
            if m.kind is GROUP:
                idx.append(base + o[3] + rt * 13 + m.rank - 2)
                if size >= CANASTA_SIZE:
                    k = 0 if m.wilds == 0 else 1
                    canastas[k] = canastas[k] + 1
            else:
                idx.append(base + o[4] + rt * 4 + m.suit)
                if size >= CANASTA_SIZE:
                    canastas[2] = canastas[2] + 1
            val.append(size / 7)
        tally_blocks(cards, base + o[2] + rt * K, 3, blocks)
        at = base + o[5] + rt * 3
        for i in range(3):
            if canastas[i]:
                idx.append(at + i)
                val.append(canastas[i] / 3)
    # the pile, its top, the top awaiting the answer, the sizes
    pile = state._pile
    tally_blocks(pile, base + o[6], 3, blocks)
    if pile:
        ones.append(base + o[7] + pile[-1])
    if state._pending_pile:
        ones.append(base + o[8] + state._pending_top)
    if pile:
        idx.append(base + o[9])
        val.append(len(pile) / 20)
    stock = len(state._pack) - state._stock_pos
    if stock:
        idx.append(base + o[10])
        val.append(stock / 100)
    at = base + o[11]
    red = state._red_threes
    for s in range(n):
        k = len(red[s])
        if k:
            idx.append(at + (s - seat) % n)
            val.append(k / 2)
    sizes = state._hand_sizes
    per_seat(sizes, n, seat, base + o[12], 15, idx, val)
    # per side: opened, the pile frozen for it, its minimum, score and fines
    opened = state._opened
    frozen = bool(state._pile_freezers)
    at = base + o[13]
    at_frozen = base + o[14]
    for side in range(t):
        rt = (side - team) % t
        if opened[side]:
            ones.append(at + rt)
        if frozen or not opened[side]:
            ones.append(at_frozen + rt)
    _per_team(state._initial_minimum, t, team, base + o[15], 100, idx, val)
    _per_team(state._scores, t, team, base + o[16], 1000, idx, val)
    _per_team(state._fines, t, team, base + o[17], 100, idx, val)
    # phase, answer, the turn's flags, dealer, to act
    phase = state._phase
    ones.append(base + o[18] + PHASE_SLOT[int(phase)])
    answer = int(state._answer)
    if answer:
        ones.append(base + o[19] + answer - 1)
    at = base + o[20]
    if state._drew:
        ones.append(at)
    if state._melded:
        ones.append(at + 1)
    if state._pile_declined:
        ones.append(at + 2)
    if state._meld_cancelled:
        ones.append(at + 3)
    if state._asked:
        ones.append(at + 4)
    ones.append(base + o[21] + (state._dealer - seat) % n)
    to_act = state._to_act
    ones.append(base + o[22] + (n if to_act is None else (to_act - seat) % n))
    # progress: hand number, turns, what the side to play has toward its opening
    at = base + o[23]
    if state._hand_number:
        idx.append(at)
        val.append(state._hand_number / 10)
    if state._turns:
        idx.append(at + 1)
        val.append(state._turns / 100)
    current_team = state._current % t
    if phase is not OVER and not opened[current_team]:
        value = state._tentative_value(current_team)
        if value:
            idx.append(at + 2)
            val.append(value / 100)
