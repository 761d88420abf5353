"""Familles' words as messages (`core.messages`): its cards, its families, its seats, its asks.

Every text the game gives people is a key of its catalogues (`locales/<lang>.ftl`) with typed
arguments; these are the small builders the narration, the table, the refusals and the actions
share. A family is named by `familles-family` (its number: the name is the catalogue's); a message
that speaks of a family carries that name as `family` and the number as `number`. A card is
`familles-card` with its family, its number and its rank token (`RANKS`): the catalogue names it
as the Jeu des Sages does ("Grand-Père of the Maya (6-V)", "Jefa de las Sabias de Ona (S1)").
"""

from __future__ import annotations

from tapisvert.core.messages import Message, Who
from tapisvert.core.sages import FAMILY_SIZE, ROMAN

# A card's rank as a token of the catalogues, by rank index (0..4: I..V, 5: the Sabia).
RANKS = ("fils", "fille", "pere", "mere", "grand-pere", "sabia")


def card_message(card: int) -> Message:
    """A card's name: `familles-card` with `family` (its family's name, `family_message`),
    `number` (the family's, 1..10) and `rank` (a token of `RANKS`)."""
    family, rank = divmod(card, FAMILY_SIZE)
    return Message(
        "familles-card",
        {"family": family_message(family + 1), "number": family + 1, "rank": RANKS[rank]},
    )


def card_fields(card: int) -> dict[str, int | str]:
    """A card's drawing fields (`Game.card_face`): `family` 1..10, `rank` (a `RANKS` token) and
    `numeral`, the roman numeral printed on a family card ("" for a Sabia)."""
    family, rank = divmod(card, FAMILY_SIZE)
    return {"family": family + 1, "rank": RANKS[rank], "numeral": ROMAN[rank] if rank < 5 else ""}


def family_message(family: int) -> Message:
    """The name of family 1..10 ("Maya"): `familles-family`."""
    return Message("familles-family", {"number": family})


def numbered_family(family: int) -> Message:
    """A family with its number, "Maya (6)": `familles-family-numbered`."""
    return Message("familles-family-numbered", {"family": family_message(family), "number": family})


def seat_message(seat: int) -> Message:
    """A seat, as an item of a list (the shared `seat`: `you` in the reader's language, or P3)."""
    return Message("seat", {"p": Who(seat)})


def ask_message(target: int, card: int) -> Message:
    """The words of an ask, "Ask P2 for Grand-Père Maya (6-V)": `familles-action-ask`."""
    return Message("familles-action-ask", {"target": Who(target), "card": card_message(card)})


__all__ = [
    "RANKS",
    "ask_message",
    "card_fields",
    "card_message",
    "family_message",
    "numbered_family",
    "seat_message",
]
