"""The Jeu des Sages: the 60-card Amerindian deck shared by sabias and familles.

Ten families numbered 1..10; each holds its Sabia (Grand-Mère, numbered like the family) and five
family cards V Grand-Père, IV Mère, III Père, II Fille, I Fils. Card ids are 0..59:
`id = (family - 1) * 6 + rank`, rank 0..4 for I..V and 5 for the Sabia, so a family is six
consecutive ids and a hand fits a 60-bit mask.

Notation: `S7` is Sabia 7; `6-V` is the Grand-Père of family 6 (Maya). Roman numerals I..V.
"""

from __future__ import annotations

from tapisvert.core.bits import cards_of as cards_of  # re-exported: one bitmask module
from tapisvert.core.bits import mask_of as mask_of
from tapisvert.core.errors import InvalidNotation
from tapisvert.core.messages import msg

NUM_FAMILIES = 10
FAMILY_SIZE = 6
DECK_SIZE = NUM_FAMILIES * FAMILY_SIZE
SABIA = 5  # rank index of the Sabia within its family
ROMAN = ("I", "II", "III", "IV", "V")
RANK_NAMES = ("Fils", "Fille", "Père", "Mère", "Grand-Père")

FAMILY_NAMES = (
    "Ona",
    "Manekenk",
    "Alakaluf",
    "Picunche",
    "Chinchorro",
    "Maya",
    "Zapoteca",
    "Azteca",
    "Olmeca",
    "Chichimeca",
)

ALL_CARDS = tuple(range(DECK_SIZE))
FULL_MASK = (1 << DECK_SIZE) - 1


def card(family: int, rank: int) -> int:
    """The id of `rank` (0..4 for I..V, 5 for the Sabia) of family 1..10."""
    return (family - 1) * FAMILY_SIZE + rank


def sabia(number: int) -> int:
    """The id of Sabia `number` (1..10)."""
    return card(number, SABIA)


def family_of(card_id: int) -> int:
    """The family number 1..10 of a card."""
    return card_id // FAMILY_SIZE + 1


def rank_of(card_id: int) -> int:
    """The rank index 0..5 of a card (5: the Sabia)."""
    return card_id % FAMILY_SIZE


def is_sabia(card_id: int) -> bool:
    """True for the ten Sabias (the trumps of sabias)."""
    return card_id % FAMILY_SIZE == SABIA


def family_mask(family: int) -> int:
    """The bitmask of the six cards of family 1..10."""
    return 0b111111 << ((family - 1) * FAMILY_SIZE)


SABIA_MASK = sum(1 << sabia(n) for n in range(1, NUM_FAMILIES + 1))

JEFA = sabia(1)
GRANDE_JEFA = sabia(10)


def card_to_str(card_id: int) -> str:
    """`S7` for Sabia 7, `6-V` for the Maya Grand-Père."""
    if not 0 <= card_id < DECK_SIZE:
        raise InvalidNotation(
            f"no such card id: {card_id}", message=msg("notation-no-card-id", id=card_id)
        )
    fam, rank = divmod(card_id, FAMILY_SIZE)
    if rank == SABIA:
        return f"S{fam + 1}"
    return f"{fam + 1}-{ROMAN[rank]}"


def card_name(card_id: int) -> str:
    """A card's full name: "Sabia Maya (6)", "Grand-Père Maya (6-V)"."""
    fam, rank = divmod(card_id, FAMILY_SIZE)
    family = FAMILY_NAMES[fam]
    if rank == SABIA:
        if fam == 0:
            return "Jefa de las Sabias (S1)"
        if fam == 9:
            return "Grande Jefa de las Sabias (S10)"
        return f"Sabia {family} (S{fam + 1})"
    return f"{RANK_NAMES[rank]} {family} ({card_to_str(card_id)})"


def parse_card(text: str) -> int:
    """The card that `text` denotes (`S7`, `s7`, `6-V`, `6-v`), or InvalidNotation."""
    t = text.strip().upper()
    try:
        if t.startswith("S") and t[1:].isdigit():
            number = int(t[1:])
            if 1 <= number <= NUM_FAMILIES:
                return sabia(number)
        else:
            fam_text, sep, roman = t.partition("-")
            if sep and fam_text.isdigit() and roman in ROMAN:
                fam = int(fam_text)
                if 1 <= fam <= NUM_FAMILIES:
                    return card(fam, ROMAN.index(roman))
    except ValueError:
        pass
    raise InvalidNotation(
        f"{text!r} is not a card: write S1..S10 for a Sabia, or FAMILY-RANK such as 6-V (Maya"
        " Grand-Père), with families 1..10 and ranks I..V",
        message=msg("notation-sages-card", text=text),
    )


def draw_value(card_id: int) -> int:
    """The value of a card in the draw for dealer: a Sabia its number, a family card its numeral."""
    fam, rank = divmod(card_id, FAMILY_SIZE)
    return fam + 1 if rank == SABIA else rank + 1
