"""Helpers for sabias tests: explicit deals, driving a hand to the play, playing cards by name."""

from __future__ import annotations

from typing import Any

from tapisvert.core.sages import card_to_str, is_sabia, parse_card
from tapisvert.games.sabias import GAME, SabiasState


def deal(
    n: int,
    hands: dict[int, str],
    exclude: dict[int, str] | None = None,
    dealer: int = 0,
) -> dict[str, Any]:
    """A deal giving each seat the cards named in `hands`, the rest filled in id order.

    `exclude[seat]` lists what filling must not give that seat: `S` (any Sabia) or family
    numbers, e.g. "S 6" keeps the seat void of trumps and of family 6 except as named.
    """
    size = 60 // n
    held = {s: [parse_card(c) for c in text.split()] for s, text in hands.items()}
    used = {c for cs in held.values() for c in cs}
    assert len(used) == sum(len(cs) for cs in held.values()), "a card is named twice"
    out = [list(held.get(s, [])) for s in range(n)]
    banned = {s: set((exclude or {}).get(s, "").split()) for s in range(n)}

    def eligible(c: int) -> list[int]:
        return [
            s
            for s in range(n)
            if not ("S" in banned[s] and is_sabia(c)) and str(c // 6 + 1) not in banned[s]
        ]

    rest = sorted((c for c in range(60) if c not in used), key=lambda c: (len(eligible(c)), c))
    for c in rest:
        room = [s for s in eligible(c) if len(out[s]) < size]
        assert room, f"nobody can take {card_to_str(c)}"
        out[room[0]].append(c)
    return {"dealer": dealer, "hands": [[card_to_str(c) for c in h] for h in out]}


def start(n: int, d: dict[str, Any], seed: int = 7, **options: Any) -> SabiasState:
    state = GAME.new(n, seed, deal=d, **options)
    assert isinstance(state, SabiasState)
    return state


def to_play(
    state: SabiasState,
    taker: int | None = 0,
    call: str | None = None,
    announce: dict[int, list[str]] | None = None,
) -> SabiasState:
    """Bid (the `taker` takes, everyone before him passes), call, announce, reach the play."""
    if state.phase == "taking":
        while True:
            seat = state.to_act
            if seat == taker:
                state.apply_text("take")
                break
            state.apply_text("pass")
    if state.phase == "call":
        state.apply_text(f"call {call}")
    while state.phase == "announcements":
        seat = state.to_act
        assert seat is not None
        for text in (announce or {}).pop(seat, []):
            state.apply_text(text)
        state.apply_text("done")
    assert state.phase == "play"
    return state


def play(state: SabiasState, cards: str) -> None:
    """Play the named cards in turn."""
    for c in cards.split():
        state.apply_text(f"play {c}")


def legal_cards(state: SabiasState) -> set[str]:
    return {a.removeprefix("play ") for a in state.legal_action_strs()}


def play_out(state: SabiasState, keep: dict[int, str] | None = None) -> None:
    """Finish the hand: each seat plays its first legal card, keeping `keep[seat]` to the last."""
    hno = state.hand_number
    while state.to_act is not None and state.hand_number == hno and state.phase == "play":
        seat = state.to_act
        legal = state.legal_actions()
        last = parse_card(keep[seat]) if keep and seat in keep else None
        choice = next((a for a in legal if a != last), legal[0])
        state.apply(choice)
