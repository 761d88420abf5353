"""Scoring as pure functions, with hand-computed numbers (the rules page's worked examples)."""

from __future__ import annotations

from samba_helpers import cards, meld

from tapisvert.games.samba.cards import VALUE, parse_card
from tapisvert.games.samba.scoring import (
    canasta_kind,
    cards_value,
    count_canastas,
    initial_minimum,
    meld_bonus,
    red_three_value,
    team_hand_score,
)


def test_card_values() -> None:
    expect = {
        "JK": 50,
        "2C": 20,
        "AS": 20,
        "KH": 10,
        "8D": 10,
        "10C": 10,
        "7S": 5,
        "4H": 5,
        "3C": 5,
        "3S": 5,
    }
    for text, value in expect.items():
        assert VALUE[parse_card(text)] == value, text
    assert cards_value(cards("JK 2C AS KH 7S")) == 50 + 20 + 20 + 10 + 5


def test_canasta_kinds_and_bonuses() -> None:
    natural = meld("KS KS KH KH KD KC KC")
    mixed = meld("8S 8S 8H 8D 8C JK 2C")
    samba = meld("4H 5H 6H 7H 8H 9H 10H")
    short = meld("9S 9H 9D")
    six_seq = meld("4S 5S 6S 7S 8S 9S")
    assert canasta_kind(natural) == "natural" and meld_bonus(natural) == 500
    assert canasta_kind(mixed) == "mixed" and meld_bonus(mixed) == 300
    assert canasta_kind(samba) == "samba" and meld_bonus(samba) == 1500
    assert canasta_kind(short) is None and meld_bonus(short) == 0
    assert canasta_kind(six_seq) is None
    assert count_canastas([natural, mixed, samba, short, six_seq]) == 3


def test_initial_minimum_by_score() -> None:
    assert initial_minimum(-5) == 15
    assert initial_minimum(0) == 50
    assert initial_minimum(1495) == 50
    assert initial_minimum(1500) == 90
    assert initial_minimum(2995) == 90
    assert initial_minimum(3000) == 120
    assert initial_minimum(6995) == 120
    assert initial_minimum(7000) == 160
    assert initial_minimum(7000, 150) == 150


def test_red_threes() -> None:
    assert red_three_value(0) == 0
    assert red_three_value(2) == 200
    assert red_three_value(5) == 500
    assert red_three_value(6) == 1000


def test_worked_example_one() -> None:
    melds = [
        meld("KS KS KH KH KD KC KC"),
        meld("8S 8S 8H 8D 8C JK 2C"),
        meld("4H 5H 6H 7H 8H 9H 10H"),
    ]
    d = team_hand_score(melds, 2, True, [cards("AS 2C"), []])
    # 70 + 120 + 50 melded, 500 + 300 + 1500 bonuses, 200 out, +200 red threes, -40 in hand
    assert d["melded"] == 240
    assert d["bonuses"] == 2300
    assert d["red_threes"] == 200
    assert d["in_hand"] == -40
    assert d["total"] == 2900
    side2 = team_hand_score([meld("9S 9S 9H")], 1, False, [cards("JK 7D"), cards("3S")])
    assert side2["red_threes"] == -100
    assert side2["total"] == 30 - 100 - 60 == -130


def test_all_six_red_threes_signed_by_canastas() -> None:
    two = [meld("KS KS KH KH KD KC KC"), meld("QS QS QH QH QD QC QC")]
    with_two = team_hand_score(two, 6, False, [[], []])
    assert with_two["red_threes"] == 1000
    assert with_two["total"] == 140 + 1000 + 1000
    one = team_hand_score(two[:1], 6, False, [[], []])
    assert one["red_threes"] == -1000
    assert one["total"] == 70 + 500 - 1000


def test_fines() -> None:
    d = team_hand_score([], 0, False, [[], cards("5H")], unlaid_players=1, fines=100)
    assert d["fines"] == -200
    assert d["total"] == -5 - 200
