"""Helpers for the familles tests: build positions from card notation."""

from __future__ import annotations

from typing import Any

from tapisvert.core.sages import cards_of, family_mask, parse_card
from tapisvert.games.familles import GAME, FamillesState


def cards(text: str) -> list[int]:
    """Card ids from space-separated notation ("1-I 1-II S1")."""
    return [parse_card(t) for t in text.split()]


def mask(text: str) -> int:
    out = 0
    for c in cards(text):
        out |= 1 << c
    return out


def family(number: int) -> str:
    """The six cards of family `number` in notation."""
    return " ".join(f"{number}-{r}" for r in ("I", "II", "III", "IV", "V")) + f" S{number}"


def position(
    hands: list[str],
    stock: str = "",
    laid: list[list[int]] | None = None,
    to_act: int = 0,
    asks: int = 1,
    **options: Any,
) -> FamillesState:
    """A mid-deal position: hands, stock (top first) and laid families are given in full."""
    players = len(hands)
    state = GAME.new(players, 0, **options)
    assert isinstance(state, FamillesState)
    laid = laid or [[] for _ in range(players)]
    state._hands = [mask(h) for h in hands]
    state._stock = tuple(cards(stock))
    state._stock_pos = 0
    state._laid_families = [sum(1 << (f - 1) for f in fams) for fams in laid]
    state._laid_cards = sum(family_mask(f) for fams in laid for f in fams)
    state._families_down = sum(len(fams) for fams in laid)
    state._event_log = b""
    state._to_act = to_act
    state._dealer = to_act
    state._asks_left = asks
    assert state.full_mask_check(), "the position must hold each card exactly once"
    return state


def hand_text(state: FamillesState, seat: int) -> list[str]:
    return [GAME.card_to_str(c) for c in cards_of(state.hand_mask(seat))]


def deal_for(players: int, dealer: int, hands: list[str], stock: str) -> dict[str, Any]:
    """A deal JSON from hands and stock in notation."""
    return {
        "dealer": dealer,
        "hands": [h.split() for h in hands],
        "stock": stock.split(),
    }


def remaining(*used: str) -> str:
    """Every card not in `used`, in id order, as notation."""
    taken = set()
    for text in used:
        taken |= set(cards(text))
    return " ".join(GAME.card_to_str(c) for c in range(60) if c not in taken)
