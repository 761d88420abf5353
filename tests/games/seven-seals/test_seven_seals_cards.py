"""Pack, notation and trick-winning for seven-seals."""

from __future__ import annotations

import pytest

from tapisvert.core.errors import InvalidNotation
from tapisvert.games.seven_seals import GAME
from tapisvert.games.seven_seals.cards import (
    DECK_SIZE,
    card,
    card_to_str,
    pack,
    parse_card,
    trick_winner,
)


def test_pack_by_player_count() -> None:
    assert len(pack(3)) == 45 and max(c % 15 for c in pack(3)) == 8  # 1..9
    assert len(pack(4)) == 60 and max(c % 15 for c in pack(4)) == 11  # 1..12
    assert len(pack(5)) == 75  # 1..15
    for n in (3, 4, 5):
        assert len(pack(n)) == 15 * n  # 15 cards each


def test_notation_round_trips() -> None:
    for c in range(DECK_SIZE):
        assert parse_card(card_to_str(c)) == c
        assert GAME.parse_card(GAME.card_to_str(c)) == c
    assert card_to_str(card(0, 15)) == "R15"
    assert card_to_str(card(4, 3)) == "V3"
    assert parse_card(" y7 ") == card(1, 7)


@pytest.mark.parametrize("text", ["", "R", "R0", "R16", "X3", "R1.5", "15R", "R01"])
def test_bad_card_text(text: str) -> None:
    with pytest.raises(InvalidNotation):
        parse_card(text)


def ids(*texts: str) -> tuple[int, ...]:
    return tuple(parse_card(t) for t in texts)


def test_highest_of_led_colour_wins_without_red() -> None:
    assert trick_winner(ids("Y3", "Y9", "G15", "Y4")) == 1  # off-colour G15 does not win


def test_red_is_always_trump() -> None:
    assert trick_winner(ids("Y15", "R1", "Y14")) == 1
    assert trick_winner(ids("Y15", "R1", "R2", "V15")) == 2  # highest red
    assert trick_winner(ids("R3", "R9", "Y15")) == 1  # red led: highest red
