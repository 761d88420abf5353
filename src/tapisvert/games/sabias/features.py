"""The sabias tensor's layout, and its direct writer reading the state (no JSON in between).

The layout (each field's name, size, meaning and range) is the one list both encoders share:
`tapisvert.rl.tensors.sabias` fills it from `observation(seat)`, `write` straight from the state's
masks and counters, so the two cannot drift apart; tests/rl/test_features.py proves them equal bit
for bit over random play. `write` reads exactly what `SabiasState.view(seat)` shows (the seat's own
hand, the shown cards, the public history) and nothing else.

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
    per_seat_blocks,
    seats_field,
    sizes_of,
)
from tapisvert.games.sabias.cards import GRANDE_JEFA, JEFA
from tapisvert.games.sabias.table import ANNOUNCE, BID, CALL, PLAY, Phase, SabiasTable

C: Final = 60  # the Jeu des Sages, card ids 0..59 (core.sages)
PHASES: Final = ("taking", "call", "announcements", "play", "over")  # table.PHASE_NAMES
MODES: Final = ("camp", "teams", "individual")
ANNOUNCEMENTS: Final = ("jefa", "chelem", "conseil", "grand-conseil")
BIDS: Final = ("take", "pass")
INF: Final = math.inf


def layout(n: int) -> list[Layout]:
    """The fields of the tensor at `n` players, in order (seats relative to the observer)."""
    a = len(ANNOUNCEMENTS)
    return [
        ("hand", C, "cards in the seat's hand (card id)", 0.0, 1.0),
        (
            "played",
            n * C,
            "cards each seat played to a finished trick of this hand"
            " (block per relative seat, card id)",
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
            "shown",
            n * C,
            "cards shown with an announcement (Conseil), block per relative seat",
            0.0,
            1.0,
        ),
        ("called", C, "the Sabia the taker called (5 players)", 0.0, 1.0),
        ("phase", len(PHASES), "phase one-hot: " + ", ".join(PHASES), 0.0, 1.0),
        ("mode", len(MODES), "scoring mode one-hot: " + ", ".join(MODES), 0.0, 1.0),
        seats_field("dealer", n, "the dealer"),
        seats_field("to_act", n, "the seat to act"),
        seats_field("leader", n, "the leader of the current trick"),
        ("bids", n * 2, "each relative seat's bid so far: [took, passed]", 0.0, 1.0),
        seats_field("taker", n, "the taker"),
        seats_field("partner", n, "the revealed partner"),
        ("alone", 2, "the taker is known to play [alone, with a partner]", 0.0, 1.0),
        seats_field("chelem", n, "the seat that announced CHELEM"),
        seats_field("grande_jefa", n, "the seat that played both JEFA and Grande JEFA"),
        (
            "announcements",
            n * a,
            "announcements made, per relative seat: " + ", ".join(ANNOUNCEMENTS),
            0.0,
            1.0,
        ),
        ("hand_sizes", n, "cards in each relative seat's hand / 20", 0.0, 1.0),
        ("tricks_won", n, "tricks each relative seat won this hand / 20", 0.0, 1.0),
        ("trick_points", n, "card points each relative seat won this hand / 100", 0.0, INF),
        (
            "manche_scores",
            n,
            "each relative seat's score in the current manche / 200",
            -INF,
            INF,
        ),
        ("manches", n, "manches each relative seat won", 0.0, INF),
        ("totals", n, "each relative seat's match total / 200", -INF, INF),
        ("progress", 2, "[hand number / 10, tricks finished / 20]", 0.0, INF),
    ]


# each field's start in the row, then the row's size, per player count
offsets: Final = Offsets(layout)


def write(
    state: SabiasTable,
    seat: int,
    base: int,
    ones: list[int],
    idx: list[int],
    val: list[float],
    blocks: list[int],
) -> None:
    """`seat`'s tensor of `state` into the index lists, as the JSON encoder of `view(seat)`."""
    n = state._rules.players
    o = offsets(n)
    hands = state._hands
    # hand (the seat's own cards), played, trick, shown, called
    blocks_of(hands[seat], base + o[0], blocks)
    # the finished tricks' cards by the seat that played them (a mask per seat, native locals:
    # a list of masks would box an int at each card), a block per relative seat
    p0 = p1 = p2 = p3 = p4 = 0
    won = [0] * n
    for leader, cards, winner in state._tricks:
        k = leader
        for c in cards:
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
            k = k + 1 if k + 1 < n else 0
        won[winner] = won[winner] + 1  # not `+=`: compiled, on a list item that is generic
    played = [p0, p1, p2, p3, p4]
    per_seat_blocks(played, n, seat, base + o[1], C, blocks)
    leader = state._leader
    at = base + o[2]
    first = leader - seat
    ones.extend([at + (first + i) % n * C + c for i, c in enumerate(state._trick)])
    public = state._shown
    if public:
        at = base + o[3]
        for s in range(n):
            blocks_of(hands[s] & public, at + (s - seat) % n * C, blocks)
    if state._called >= 0:
        ones.append(base + o[4] + state._called)
    # the one-hot fields from phase to grande_jefa, with the bids, lie together (at most 62
    # entries, at 5 players): one mask from `o[5]`, a single block (a list item per field, and
    # numpy reading each, cost more), each field at its offset's distance from `o[5]`
    rel = o[5]
    phase = state._phase
    mask = 1 << _phase_slot(phase)
    mask |= 1 << (o[6] - rel + _mode_slot(state._rules.mode))
    mask |= 1 << (o[7] - rel + (state._dealer - seat) % n)
    turn = state._turn
    mask |= 1 << (o[8] - rel + (n if turn < 0 else (turn - seat) % n))
    mask |= 1 << (o[9] - rel + ((leader - seat) % n if phase is PLAY else n))
    at = o[10] - rel
    for s, took in state._bids:
        mask |= 1 << (at + 2 * ((s - seat) % n) + (0 if took else 1))
    taker = state._taker
    mask |= 1 << (o[11] - rel + (n if taker < 0 else (taker - seat) % n))
    partner = state._partner
    if partner < 0 and state._called >= 0:  # `_partner_seat()`, from the masks above
        partner = _played_by(state, played, state._called)
    revealed = partner >= 0
    shown_partner = revealed and partner != taker
    mask |= 1 << (o[12] - rel + ((partner - seat) % n if shown_partner else n))
    if revealed:
        mask |= 1 << (o[13] - rel + (0 if partner == taker else 1))
    chelem = state._chelem_seat
    mask |= 1 << (o[14] - rel + (n if chelem < 0 else (chelem - seat) % n))
    # `_grande_jefa_seat()`: the seat that played both the Grande Jefa and the Jefa, if one did
    grande = _played_by(state, played, GRANDE_JEFA)
    if grande >= 0 and grande != _played_by(state, played, JEFA):
        grande = -1
    mask |= 1 << (o[15] - rel + (n if grande < 0 else (grande - seat) % n))
    blocks_of(mask, base + rel, blocks)
    at = base + o[16]
    a = len(ANNOUNCEMENTS)
    for s, name, _ in state._announcements:
        ones.append(at + a * ((s - seat) % n) + _announcement_slot(name))
    # the counters, rotated so that entry 0 is the seat (the encoder's `per_seat`)
    per_seat(sizes_of(hands), n, seat, base + o[17], 20, idx, val)
    per_seat(won, n, seat, base + o[18], 20, idx, val)
    points = state._card_points
    per_seat(points, n, seat, base + o[19], 100, idx, val)
    # scores are kept in quarter points; the JSON's exact x/4 as a float, then / 200
    at = base + o[20]
    manche_scores = state._manche_scores
    for s in range(n):
        if manche_scores[s]:
            idx.append(at + (s - seat) % n)
            val.append(manche_scores[s] / 4 / 200)
    at = base + o[21]
    manches = state._manches
    for s in range(n):
        if manches[s]:
            idx.append(at + (s - seat) % n)
            val.append(float(manches[s]))
    at = base + o[22]
    totals = state._totals
    for s in range(n):
        if totals[s]:
            idx.append(at + (s - seat) % n)
            val.append(totals[s] / 4 / 200)
    at = base + o[23]
    if state._hand_number:
        idx.append(at)
        val.append(state._hand_number / 10)
    if state._tricks:
        idx.append(at + 1)
        val.append(len(state._tricks) / 20)


def _phase_slot(phase: Phase) -> int:
    """`int(phase)` by identity (compiled, `int()` of an IntEnum goes through the interpreter)."""
    if phase is PLAY:
        return 3
    if phase is BID:
        return 0
    if phase is CALL:
        return 1
    if phase is ANNOUNCE:
        return 2
    return 4


def _mode_slot(mode: str) -> int:
    """`MODES.index(mode)` without the method call."""
    return 0 if mode == "camp" else 1 if mode == "teams" else 2


def _announcement_slot(name: str) -> int:
    """`ANNOUNCEMENTS.index(name)` without the method call."""
    if name == "jefa":
        return 0
    if name == "chelem":
        return 1
    return 2 if name == "conseil" else 3


def _played_by(state: SabiasTable, played: list[int], card: int) -> int:
    """`state._who_played(card)` from the finished tricks' masks per seat (`played`): the seat
    that played `card` this hand, to a finished trick or the current one, or -1."""
    bit = 1 << card
    for s in range(state._rules.players):
        if played[s] & bit:
            return s
    trick = state._trick
    if card in trick:
        return (state._leader + trick.index(card)) % state._rules.players
    return -1
