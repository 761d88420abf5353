"""The familles tensor's layout, and its direct writer reading the state (no JSON in between).

The layout (each field's name, size, meaning and range) is the one list both encoders share:
`tapisvert.rl.tensors.familles` fills it from `observation(seat)` (its history's lines),
`write` straight from the state's masks and the deal's event log (its int codes, see `events`),
so the two cannot drift apart; tests/rl/test_features.py proves them equal bit for bit over random
play. `write` reads exactly what `view(seat)` shows (the seat's own hand, the public moves of the
history, the families laid, the counters) and nothing else: of the log only asks and shown draws,
events every seat sees.

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
)
from tapisvert.games.familles.cards import MAX_PLAYERS
from tapisvert.games.familles.events import K_DRAW_SHOWN, K_GIVEN, K_REFUSED
from tapisvert.games.familles.table import NO_MOVES, FamillesTable, PublicMoves, newer_codes

C: Final = 60  # the Jeu des Sages, card ids 0..59 (core.sages)
F: Final = 10  # families
FAMILY: Final = 63  # a family's six cards, family 0's (family f: shifted by 6 f)
ALL_CARDS: Final = (1 << C) - 1
INF: Final = math.inf
# the event kinds read, as constants of this compiled module (`events` is interpreted: each use of
# its names would be a dictionary lookup)
_GIVEN: Final = K_GIVEN
_REFUSED: Final = K_REFUSED
_DRAW_SHOWN: Final = K_DRAW_SHOWN


def layout(n: int) -> list[Layout]:
    """The fields of the tensor at `n` players, in order (seats relative to the observer)."""
    return [
        ("hand", C, "cards in the seat's hand (card id)", 0.0, 1.0),
        (
            "holds",
            n * C,
            "the last public move of the card put it in this relative seat's"
            " hand (given on an ask, or drawn and shown): block per relative seat",
            0.0,
            1.0,
        ),
        (
            "refused",
            n * C,
            "this relative seat was asked for the card and refused it, and the"
            " card has not moved publicly since",
            0.0,
            1.0,
        ),
        (
            "asked",
            n * C,
            "this relative seat asked for the card (so held one of its family"
            " then), and the card has not moved publicly since",
            0.0,
            1.0,
        ),
        ("laid", n * F, "families laid down by each relative seat (family 1..10)", 0.0, 1.0),
        ("hand_sizes", n, "cards in each relative seat's hand / 60", 0.0, 1.0),
        ("stock_size", 1, "cards left in the stock / 60", 0.0, 1.0),
        ("asks_left", 1, "asks the seat to act has left this turn / 3", 0.0, INF),
        ("families_down", 1, "families laid down in this hand / 10", 0.0, 1.0),
        seats_field("dealer", n, "the dealer"),
        seats_field("to_act", n, "the seat to act"),
        ("scores", n, "each relative seat's score in the current manche / 100", -INF, INF),
        ("totals", n, "each relative seat's match total / 100", -INF, INF),
        ("manches_won", n, "manches each relative seat won", 0.0, INF),
        ("progress", 3, "[hand number / 10, manche / 10, match over]", 0.0, INF),
    ]


# each field's start in the row, then the row's size, per player count
offsets: Final = Offsets(layout)


def write(
    state: FamillesTable,
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
    at = base + o[0]
    blocks_of(hands[seat], at, blocks)
    # the public moves of the deal's log, oldest first: asks (given, refused) and shown draws;
    # from those last read (`_public_moves`) when this log grew from theirs
    cached = state._public_moves
    log = state._event_log
    codes: list[int] = []  # oldest first
    start = cached if newer_codes(log, cached.log, codes) else NO_MOVES
    # per seat, the cards its last public move put with it, and those it refused and asked for
    # since (lists of masks: one item stored per event read, a few events a row)
    holds = list(start.holds)
    refused = list(start.refused)
    asked = list(start.asked)
    for code in codes:
        kind = code & 7
        if kind == _REFUSED:
            bit = 1 << (code >> 13)
            r = code >> 6 & 127
            a = code >> 3 & 7
            # `x[s] = x[s] | bit`, not `|=`: compiled, `|=` on a list item is the generic `|=`
            refused[r] = refused[r] | bit
            asked[a] = asked[a] | bit
            continue
        if kind == _GIVEN:
            bit = 1 << (code >> 13)
        elif kind == _DRAW_SHOWN:
            bit = 1 << (code >> 6 & 127)
        else:
            continue
        # the card moved publicly: it leaves every seat's record, then is held by the mover
        for s in range(MAX_PLAYERS):
            if holds[s] & bit:
                holds[s] = holds[s] ^ bit
            if refused[s] & bit:
                refused[s] = refused[s] ^ bit
            if asked[s] & bit:
                asked[s] = asked[s] ^ bit
        h = code >> 3 & 7
        holds[h] = holds[h] | bit
    if codes or start is not cached:
        # built as a plain tuple of its class: a NamedTuple's `__new__` is an interpreted frame
        state._public_moves = tuple.__new__(
            PublicMoves, (log, tuple(holds), tuple(refused), tuple(asked))
        )
    # a card of a family laid down is no longer anyone's
    laid = state._laid_families
    down = 0
    for m in laid:
        down |= m
    gone = 0
    for f in range(F):
        if down >> f & 1:
            gone |= FAMILY << (f * 6)
    keep = ALL_CARDS ^ gone
    at_holds = base + o[1]
    at_refused = base + o[2]
    at_asked = base + o[3]
    at_laid = base + o[4]
    for s in range(n):  # (no lists of masked masks for `per_seat_blocks`: each item a new int)
        rel = (s - seat) % n
        blocks_of(holds[s] & keep, at_holds + rel * C, blocks)
        blocks_of(refused[s] & keep, at_refused + rel * C, blocks)
        blocks_of(asked[s] & keep, at_asked + rel * C, blocks)
        blocks_of(laid[s], at_laid + rel * F, blocks)
    # the counters
    per_seat([h.bit_count() for h in hands], n, seat, base + o[5], 60, idx, val)
    stock = len(state._stock) - state._stock_pos
    if stock:
        idx.append(base + o[6])
        val.append(stock / 60)
    if state._asks_left:
        idx.append(base + o[7])
        val.append(state._asks_left / 3)
    if state._families_down:
        idx.append(base + o[8])
        val.append(state._families_down / 10)
    ones.append(base + o[9] + (state._dealer - seat) % n)
    to_act = state._to_act
    ones.append(base + o[10] + (n if to_act is None else (to_act - seat) % n))
    per_seat(list(state._manche_scores), n, seat, base + o[11], 100, idx, val)
    per_seat(list(state._totals), n, seat, base + o[12], 100, idx, val)
    per_seat(list(state._manches_won), n, seat, base + o[13], 1, idx, val)
    at = base + o[14]
    if state._hand_number:
        idx.append(at)
        val.append(state._hand_number / 10)
    manche = state._manches_finished + (0 if to_act is None else 1)
    if manche:
        idx.append(at + 1)
        val.append(manche / 10)
    if to_act is None:
        idx.append(at + 2)
        val.append(1.0)
