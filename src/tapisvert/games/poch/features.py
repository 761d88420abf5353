"""The poch tensor's layout, and its direct writer reading the state (no JSON in between).

The layout (each field's name, size, meaning and range) is the one list both encoders share:
`tapisvert.rl.tensors.poch` fills it from `observation(seat)`, `write` straight from the state's
masks, lists and run log, so the two cannot drift apart; tests/rl/test_features.py proves them
equal bit for bit over random play. `write` reads exactly what `view(seat)` shows (the seat's own
hand, the trump, the piles, the betting and its showdown, the runs) and nothing else.

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
    seat_owner_blocks,
    seats_field,
)
from tapisvert.games.poch.scoring import piles_taken
from tapisvert.games.poch.table import LEAD_FLAG, PHASE_RUNS, PochTable

C: Final = 32  # piquet pack: suit * 8 + rank (games.poch.cards)
PHASES: Final = ("betting", "runs", "over")  # table.PHASE_NAMES, in the same order
PILES: Final = ("A", "K", "Q", "J", "10", "K+Q", "7-8-9")  # scoring.PILE_NAMES
SUITS: Final = ("S", "H", "D", "C")  # cards.SUITS
INF: Final = math.inf


def layout(n: int) -> list[Layout]:
    """The fields of the tensor at `n` players, in order (seats relative to the observer)."""
    p = len(PILES)
    return [
        ("hand", C, "cards in the seat's hand (card id = suit * 8 + rank)", 0.0, 1.0),
        ("trump", C, "the turned-up trump card", 0.0, 1.0),
        ("trump_suit", 4, "trump suit one-hot: S H D C", 0.0, 1.0),
        ("played", n * C, "cards each relative seat played in the runs of this hand", 0.0, 1.0),
        ("run", C, "cards of the run in progress", 0.0, 1.0),
        seats_field("run_last", n, "the seat that played the last card of the run in progress"),
        ("shown", C, "cards shown at the betting showdown", 0.0, 1.0),
        ("pile_chips", p, "chips on each pile (" + ", ".join(PILES) + ") / 20", 0.0, INF),
        (
            "pile_won",
            p * (n + 1),
            "who won each pile this hand: per pile, relative seat one-hot, last slot: not won yet",
            0.0,
            1.0,
        ),
        ("chips", n, "each relative seat's chips / 100", 0.0, INF),
        ("stakes", n, "each relative seat's stake in the bet / 100", 0.0, INF),
        ("bet_stakes", n, "the finished bet's stakes per relative seat / 100", 0.0, INF),
        seats_field("bet_winner", n, "the winner of the finished bet"),
        ("bet", 1, "the bet to match / 100", 0.0, INF),
        (
            "flags",
            3 * n,
            "per relative seat: [passed, dropped out of the bet, still in the match]",
            0.0,
            1.0,
        ),
        ("opened", 1, "the bet is opened", 0.0, 1.0),
        seats_field("opener", n, "the seat that opened the bet"),
        ("hand_sizes", n, "cards in each relative seat's hand / 16", 0.0, INF),
        ("phase", len(PHASES), "phase one-hot: " + ", ".join(PHASES), 0.0, 1.0),
        ("lead_suit_barred", 4, "the suit that may not be led (S H D C)", 0.0, 1.0),
        seats_field("dealer", n, "the dealer"),
        seats_field("to_act", n, "the seat to act"),
        ("progress", 2, "[hand number / 10, runs played / 10]", 0.0, INF),
    ]


# each field's start in the row, then the row's size, per player count
offsets: Final = Offsets(layout)


def write(
    state: PochTable,
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
    # hand, trump, trump suit
    blocks_of(hands[seat], base + o[0], blocks)
    ones.append(base + o[1] + state._trump_card)
    ones.append(base + o[2] + state._trump_suit)
    # the runs: every card by its player; the run in progress and who played its last card
    runs = 0
    start = 0  # where the last run starts in the log
    log = state._run_log
    player = [-1] * C  # the seat that played each card: a block per seat
    for i, code in enumerate(log):
        if code & LEAD_FLAG or not runs:
            runs += 1
            start = i
        player[code & 31] = code >> 5 & 7
    seat_owner_blocks(player, n, seat, base + o[3], C, blocks)
    phase = state._phase
    if runs and phase is PHASE_RUNS:
        at = base + o[4]
        ones.extend([at + (code & 31) for code in log[start:]])
        ones.append(base + o[5] + ((log[-1] >> 5 & 7) - seat) % n)
    else:
        ones.append(base + o[5] + n)
    # the finished betting: the set shown, the stakes, the winner
    bet = state._bet_result
    if bet is not None:
        if bet.showdown:
            blocks_of(bet.set_mask, base + o[6], blocks)
        at = base + o[11]
        stakes = bet.stakes
        for s in range(n):
            if stakes[s]:
                idx.append(at + (s - seat) % n)
                val.append(stakes[s] / 100)
        ones.append(base + o[12] + (bet.winner - seat) % n)
    else:
        ones.append(base + o[12] + n)
    # the piles: chips, and who won each this deal
    at = base + o[7]
    piles = state._piles
    for i in range(len(PILES)):
        if piles[i]:
            idx.append(at + i)
            val.append(piles[i] / 20)
    won = [n] * len(PILES)
    for pile, s in piles_taken(state._trump_suit, state._dealt_to, state._played):
        won[pile] = (s - seat) % n
    at = base + o[8]
    for i in range(len(PILES)):
        ones.append(at + i * (n + 1) + won[i])
    # chips, stakes, the bet
    per_seat(state._chips, n, seat, base + o[9], 100, idx, val)
    per_seat(state._stakes, n, seat, base + o[10], 100, idx, val)
    if state._bet:
        idx.append(base + o[13])
        val.append(state._bet / 100)
    # per seat: passed, dropped out of the bet, still in the match
    at = base + o[14]
    passed, in_match, in_betting = state._passed, state._in_match, state._in_betting
    for s in range(n):
        row = at + 3 * ((s - seat) % n)
        if passed >> s & 1:
            ones.append(row)
        if in_match >> s & 1:
            if not in_betting >> s & 1:
                ones.append(row + 1)
            ones.append(row + 2)
    # the opening, hand sizes, phase, the barred suit, dealer, to act
    opened = state._opened
    if opened:
        ones.append(base + o[15])
    ones.append(base + o[16] + ((state._opener - seat) % n if opened else n))
    per_seat([h.bit_count() for h in hands], n, seat, base + o[17], 16, idx, val)
    ones.append(base + o[18] + int(phase))
    if state._barred_suit >= 0:
        ones.append(base + o[19] + state._barred_suit)
    ones.append(base + o[20] + (state._dealer - seat) % n)
    to_act = state._to_act
    ones.append(base + o[21] + (n if to_act is None else (to_act - seat) % n))
    at = base + o[22]
    if state._hand_number:
        idx.append(at)
        val.append(state._hand_number / 10)
    if runs:
        idx.append(at + 1)
        val.append(runs / 10)
