"""The public history of a deal: events as small int codes, shown as short text.

Inside a state an event is one int, `kind | seat << 3 | x << 6 | y << 13`. In an observation it is
a short line of words and card notation, cheap to build and to send:

    1 ask 2 6-V given      seat 1 asked seat 2 for 6-V and was given it
    1 ask 2 6-V refused    ... and was refused
    1 draw 6-V shown       seat 1 drew the card he had asked for, and showed it
    1 draw ? unseen        seat 1 drew after a refusal; the drawer's own view has the card
    1 draw ? empty-hand    seat 1, having no cards, drew one at his turn (own view: the card)
    1 no-draw              seat 1 was refused and the stock is empty
    1 lay 6                seat 1 laid down family 6
    1 sit-out no-cards     seat 1 has no cards and the stock is empty: his turn passes
    1 sit-out nobody       nobody else holds cards: his turn passes

`parse_event` turns a line back into a dict for programs.
"""

from __future__ import annotations

from typing import Any

from tapisvert.core.errors import InvalidNotation
from tapisvert.core.messages import msg
from tapisvert.games.familles.cards import DECK_SIZE, MAX_PLAYERS, NUM_FAMILIES, card_to_str

K_GIVEN = 0  # seat asked x for card y, and was given it
K_REFUSED = 1  # seat asked x for card y, and was refused
K_DRAW_SHOWN = 2  # seat drew x, the card he had asked for, and showed it
K_DRAW_HIDDEN = 3  # seat drew x unseen; y: 0 after a refusal, 1 because his hand was empty
K_STOCK_EMPTY = 4  # seat was refused and the stock is empty: no draw
K_LAY = 5  # seat laid down family x (0-based)
K_SIT_OUT = 6  # seat sat out; x: 0 no cards and an empty stock, 1 nobody else holds cards

DRAW_REASONS = ("unseen", "empty-hand")
SIT_OUT_REASONS = ("no-cards", "nobody")


def code(kind: int, seat: int, x: int = 0, y: int = 0) -> int:
    """The int code of an event."""
    return kind | seat << 3 | x << 6 | y << 13


def _build() -> tuple[dict[int, str], dict[int, str]]:
    public: dict[int, str] = {}
    own: dict[int, str] = {}
    for s in range(MAX_PLAYERS):
        for t in range(MAX_PLAYERS):
            for c in range(DECK_SIZE):
                public[code(K_GIVEN, s, t, c)] = f"{s} ask {t} {card_to_str(c)} given"
                public[code(K_REFUSED, s, t, c)] = f"{s} ask {t} {card_to_str(c)} refused"
        for c in range(DECK_SIZE):
            public[code(K_DRAW_SHOWN, s, c)] = f"{s} draw {card_to_str(c)} shown"
            for y, reason in enumerate(DRAW_REASONS):
                public[code(K_DRAW_HIDDEN, s, c, y)] = f"{s} draw ? {reason}"
                own[code(K_DRAW_HIDDEN, s, c, y)] = f"{s} draw {card_to_str(c)} {reason}"
        public[code(K_STOCK_EMPTY, s)] = f"{s} no-draw"
        for f in range(NUM_FAMILIES):
            public[code(K_LAY, s, f)] = f"{s} lay {f + 1}"
        for x, reason in enumerate(SIT_OUT_REASONS):
            public[code(K_SIT_OUT, s, x)] = f"{s} sit-out {reason}"
    return public, own


PUBLIC_TEXT, OWN_TEXT = _build()
FULL_TEXT = {**PUBLIC_TEXT, **OWN_TEXT}


PUBLIC = -1  # the viewer that sits at no seat (spectators, replays): every unseen card stays "?"


def texts(codes: list[int], seat: int | None) -> list[str]:
    """The lines of `codes` as `seat` sees them (None: every card shown; PUBLIC: none unseen)."""
    if seat is None:
        return [FULL_TEXT[c] for c in codes]
    if seat == PUBLIC:
        return [PUBLIC_TEXT[c] for c in codes]
    own_draw = K_DRAW_HIDDEN | seat << 3
    public = PUBLIC_TEXT
    return [OWN_TEXT[c] if c & 63 == own_draw else public[c] for c in codes]


def parse_event(text: str) -> dict[str, Any]:
    """A history line as a dict: always `seat` and `event`, then the event's own fields.

    `ask`: target, card, given (bool); `draw`: card (None when unseen), reason (shown, unseen,
    empty-hand); `no-draw`; `lay`: family (1..10); `sit-out`: reason (no-cards, nobody).
    """
    words = text.split()
    try:
        seat, kind = int(words[0]), words[1]
        if kind == "ask" and len(words) == 5 and words[4] in ("given", "refused"):
            return {
                "seat": seat,
                "event": "ask",
                "target": int(words[2]),
                "card": words[3],
                "given": words[4] == "given",
            }
        if kind == "draw" and len(words) == 4:
            card = None if words[2] == "?" else words[2]
            return {"seat": seat, "event": "draw", "card": card, "reason": words[3]}
        if kind == "no-draw" and len(words) == 2:
            return {"seat": seat, "event": "no-draw"}
        if kind == "lay" and len(words) == 3:
            return {"seat": seat, "event": "lay", "family": int(words[2])}
        if kind == "sit-out" and len(words) == 3:
            return {"seat": seat, "event": "sit-out", "reason": words[2]}
    except (IndexError, ValueError):
        pass
    raise InvalidNotation(
        f"{text!r} is not a familles history line",
        message=msg("familles-unreadable-history-line", text=text),
    )
