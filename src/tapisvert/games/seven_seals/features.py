"""The seven-seals tensor's layout, and its direct writer reading the state (no JSON in between).

The layout (each field's name, size, meaning and range) is the one list both encoders share:
`tapisvert.rl.tensors.seven_seals` fills it from `observation(seat)`, `write` straight from the
state's masks and counters, so the two cannot drift apart; tests/rl/test_features.py proves them
equal bit for bit over random play. `write` reads exactly what `view(seat)` shows (the seat's own
hand, the seals, the predictions, the public tricks) and nothing else.

Writing follows `core.features` (its docstring says how the lists are filled); this module is
compiled.
"""

from __future__ import annotations

import math
from typing import Final

from tapisvert.core.features import (
    Layout,
    Offsets,
    blocks_of,
    per_seat,
    seats_field,
    sizes_of,
)
from tapisvert.games.seven_seals.cards import NUM_KINDS
from tapisvert.games.seven_seals.table import (
    GIVE,
    OVER,
    PHASE_NAMES,
    PLAY,
    PREDICT,
    Phase,
    SevenSealsTable,
)

C: Final = 75  # five colours x fifteen ranks (cards.card: colour * 15 + rank - 1)
_SPLIT: Final = 60  # a seat's cards below it in one mask, the rest in another: both machine words
KINDS: Final = ("red", "yellow", "green", "blue", "violet", "white", "black")  # cards.KIND_NAMES
PHASES: Final = ("predict", "give", "play", "over")
INF: Final = math.inf

# The tensor's phase slot of each of the state's phases (table.PHASE_NAMES is in another order).
PHASE_SLOT: Final = tuple([PHASES.index(name) for name in PHASE_NAMES])


def layout(n: int) -> list[Layout]:
    """The fields of the tensor at `n` players, in order (seats relative to the observer)."""
    k = len(KINDS)
    return [
        ("hand", C, "cards in the seat's hand (card id = colour * 15 + rank - 1)", 0.0, 1.0),
        (
            "played",
            n * C,
            "cards each relative seat played to a finished trick of this hand",
            0.0,
            1.0,
        ),
        (
            "trick",
            n * C,
            "cards on the table in the current trick, block per relative seat",
            0.0,
            1.0,
        ),
        (
            "seals",
            n * k,
            "seals each relative seat holds, per kind (" + ", ".join(KINDS) + ") / 6",
            0.0,
            INF,
        ),
        ("centre", k, "seals left in the centre, per kind / 6", 0.0, INF),
        ("done", n, "the relative seat has finished predicting", 0.0, 1.0),
        ("predictions", n, "predictions each relative seat made this hand / 10", 0.0, INF),
        ("phase", len(PHASES), "phase one-hot: " + ", ".join(PHASES), 0.0, 1.0),
        seats_field("saboteur", n, "the saboteur"),
        seats_field("dealer", n, "the dealer"),
        seats_field("to_act", n, "the seat to act"),
        seats_field("leader", n, "the leader of the current trick"),
        ("hand_sizes", n, "cards in each relative seat's hand / 15", 0.0, 1.0),
        ("tricks_won", n, "tricks each relative seat won this hand / 15", 0.0, 1.0),
        ("scores", n, "each relative seat's match score / 20", -INF, INF),
        (
            "progress",
            4,
            "[hand number / 10, rounds / 10, saboteur base / 10, seats that predicted / n]",
            0.0,
            INF,
        ),
    ]


# each field's start in the row, then the row's size, per player count
offsets: Final = Offsets(layout)


def write(
    state: SevenSealsTable,
    seat: int,
    base: int,
    ones: list[int],
    idx: list[int],
    val: list[float],
    blocks: list[int],
) -> None:
    """`seat`'s tensor of `state` into the index lists, as the JSON encoder of `view(seat)`."""
    n = state._players
    o = offsets(n)
    hands = state._hands
    # hand (the seat's own cards), played, trick
    blocks_of(hands[seat], base + o[0], blocks)
    # the finished tricks' cards by the seat that played them, a block per relative seat: per
    # seat a mask of its cards below 60 and one of the rest, shifted (75 cards: one mask would be
    # a big int, a new object at each card), kept in native locals (compiled, a list of masks
    # boxes an int at each card)
    p0 = p1 = p2 = p3 = p4 = q0 = q1 = q2 = q3 = q4 = 0
    won = [0] * n
    for t in state._tricks:
        k = t.leader
        for c in t.cards:
            if c < _SPLIT:
                bit = 1 << c
                if k == 0:
                    p0 |= bit
                elif k == 1:
                    p1 |= bit
                elif k == 2:
                    p2 |= bit
                elif k == 3:
                    p3 |= bit
                else:
                    p4 |= bit
            else:
                bit = 1 << (c - _SPLIT)
                if k == 0:
                    q0 |= bit
                elif k == 1:
                    q1 |= bit
                elif k == 2:
                    q2 |= bit
                elif k == 3:
                    q3 |= bit
                else:
                    q4 |= bit
            k = k + 1 if k + 1 < n else 0
        won[t.winner] = won[t.winner] + 1  # not `+=`: compiled, on a list item that is generic
    low = [p0, p1, p2, p3, p4]
    high = [q0, q1, q2, q3, q4]
    at = base + o[1]
    for s in range(n):
        start = at + (s - seat) % n * C
        blocks_of(low[s], start, blocks)
        blocks_of(high[s], start + _SPLIT, blocks)
    leader = state._leader
    at = base + o[2]
    first = leader - seat
    ones.extend([at + (first + i) % n * C + c for i, c in enumerate(state._trick)])
    # seals per seat and kind, the centre
    at = base + o[3]
    seals = state._seals
    for s in range(n):
        row = at + (s - seat) % n * NUM_KINDS
        first_kind = s * NUM_KINDS
        for kind in range(NUM_KINDS):
            held = seals[first_kind + kind]
            if held:
                idx.append(row + kind)
                val.append(held / 6)
    at = base + o[4]
    centre = state._centre
    for kind in range(NUM_KINDS):
        if centre[kind]:
            idx.append(at + kind)
            val.append(centre[kind] / 6)
    # predictions: who said "done", how many each seat made
    done = base + o[5]
    done_action = state._done_action
    made = [0] * n
    for s, action in state._predictions:
        made[s] = made[s] + 1
        if action == done_action:
            ones.append(done + (s - seat) % n)
    per_seat(made, n, seat, base + o[6], 10, idx, val)
    # phase, saboteur, dealer, to_act, leader: one-hot fields side by side (at most 28 entries),
    # one mask from `o[7]`, a single block (a list item per field, and numpy reading each, cost
    # more), each field at its offset's distance from `o[7]`
    rel = o[7]
    phase = state._phase
    mask = 1 << _phase_slot(phase)
    saboteur = state._saboteur
    mask |= 1 << (o[8] - rel + (n if saboteur < 0 else (saboteur - seat) % n))
    mask |= 1 << (o[9] - rel + (state._dealer - seat) % n)
    to_act = state._to_act
    mask |= 1 << (o[10] - rel + (n if to_act is None else (to_act - seat) % n))
    mask |= 1 << (o[11] - rel + (leader - seat) % n)
    blocks_of(mask, base + rel, blocks)
    # the counters, rotated so that entry 0 is the seat (the encoder's `per_seat`)
    per_seat(sizes_of(hands), n, seat, base + o[12], 15, idx, val)
    per_seat(won, n, seat, base + o[13], 15, idx, val)
    totals = state._totals
    per_seat(totals, n, seat, base + o[14], 20, idx, val)
    at = base + o[15]
    # [hand number, rounds, saboteur base] / 10, seats that predicted / n (each as the JSON
    # encoder divides it), zeros left out
    if state._hand_number:
        idx.append(at)
        val.append(state._hand_number / 10)
    if state._rounds:
        idx.append(at + 1)
        val.append(state._rounds / 10)
    if state._saboteur_base:
        idx.append(at + 2)
        val.append(state._saboteur_base / 10)
    predicted = n if phase is OVER else state._done_count
    if predicted:
        idx.append(at + 3)
        val.append(predicted / n)


def _phase_slot(phase: Phase) -> int:
    """`PHASE_SLOT[int(phase)]` by identity (compiled, `int()` of an IntEnum goes through the
    interpreter)."""
    if phase is PLAY:
        return PHASE_SLOT[1]
    if phase is PREDICT:
        return PHASE_SLOT[0]
    if phase is GIVE:
        return PHASE_SLOT[2]
    return PHASE_SLOT[3]
