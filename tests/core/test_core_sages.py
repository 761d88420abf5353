from __future__ import annotations

import pytest

from tapisvert.core import sages
from tapisvert.core.errors import InvalidNotation


def test_deck_shape() -> None:
    assert sages.DECK_SIZE == 60
    assert bin(sages.SABIA_MASK).count("1") == 10
    for fam in range(1, 11):
        assert bin(sages.family_mask(fam)).count("1") == 6
        assert sages.family_of(sages.sabia(fam)) == fam


def test_notation_round_trips() -> None:
    assert sages.card_to_str(sages.sabia(7)) == "S7"
    assert sages.card_to_str(sages.card(6, 4)) == "6-V"
    for c in sages.ALL_CARDS:
        assert sages.parse_card(sages.card_to_str(c)) == c
    assert sages.parse_card(" s10 ") == sages.GRANDE_JEFA
    assert sages.parse_card("6-v") == sages.card(6, 4)


@pytest.mark.parametrize("text", ["S0", "S11", "11-I", "6-VI", "X", "", "6V", "S"])
def test_bad_cards_are_refused(text: str) -> None:
    with pytest.raises(InvalidNotation, match="is not a card"):
        sages.parse_card(text)


def test_names_and_draw_values() -> None:
    assert sages.card_name(sages.JEFA) == "Jefa de las Sabias (S1)"
    assert sages.card_name(sages.card(6, 4)) == "Grand-Père Maya (6-V)"
    assert sages.draw_value(sages.sabia(9)) == 9
    assert sages.draw_value(sages.card(3, 2)) == 3
    assert sages.cards_of(sages.mask_of([5, 0, 59])) == [0, 5, 59]
