"""The sheet's irregularities 4 (an insufficient opening) and 9 (a binding "yes"), as RULINGS §4
words them, on tables laid out card by card."""

from __future__ import annotations

import pytest
from samba_helpers import cards, meld, strs, table

from tapisvert.core.errors import IllegalAction
from tapisvert.games.samba.cards import parse_card
from tapisvert.games.samba.legal_melds import opening_correction
from tapisvert.games.samba.table import counts_of

TWO_CANASTAS = ["KS KS KH KH KD KC KC", "QS QS QH QH QD QC QC"]


def counts(text: str) -> list[int]:
    """A hand (counts per card kind) from notation."""
    return counts_of(cards(text))


# ---------------------------------------------------------------- irregularity 4


def test_sixes_taken_with_two_twos_in_hand_are_corrected_not_withdrawn() -> None:
    """RULINGS §4, irregularity 4: "(a) the player corrects it by adding cards from his hand to
    the melds he has just laid; (b) only if he cannot do so (no such additions reach the minimum
    while he keeps two cards ...) does he take back every card laid ... So a withdrawal is
    refused while a correction exists, with a refusal that names one." The pile taken with a pair
    of 6s counts 15 of 50; the two 2s in hand make 55, and the pile then comes to his hand, so
    he keeps cards."""
    s = table(hands={0: "6S 6H 2C 2D"}, pile="KS KS 6C", stock="AS AS")
    s.apply_text("take pair")
    assert "cancel" not in strs(s)
    refusal = s.refusal(s.parse_action("cancel"))
    assert refusal.key == "samba.cancel_correctable"
    assert dict(refusal.args) == {"cards": "2C 2D", "need": 50, "count": 15}
    with pytest.raises(IllegalAction, match=r"can still complete it \(add 2C m1, add 2D m1\)"):
        s.apply_text("cancel")
    s.apply_text("add 2C m1")
    s.apply_text("add 2D m1")  # 55: the opening is made and the pile comes to his hand
    assert s._opened[0] and s.hand_cards(0) == cards("KS KS")


def test_a_sequence_is_corrected_with_the_ace_while_two_cards_are_kept() -> None:
    """RULINGS §4, irregularity 4: the withdrawal is refused while "such additions reach the
    minimum while he keeps two cards: one to discard and one to hold". J-K of diamonds count 30;
    the ace makes 50: with two cards left beside it, he must add it; with one, he may not (he
    would keep a single card), so he takes the sequence back."""
    s = table(hands={0: "JD QD KD AD 7S"}, stock="9C 4H", pile="4C")
    s.apply_text("draw")
    s.apply_text("seq JD-KD")
    assert "cancel" not in strs(s) and "add AD m1" in strs(s)
    with pytest.raises(IllegalAction, match=r"\(add AD m1\): an opening is withdrawn only"):
        s.apply_text("cancel")
    s.apply_text("add AD m1")
    assert s._opened[0]
    s = table(hands={0: "JD QD KD AD"}, stock="9C", pile="4C")
    s.apply_text("draw")  # the last card of the stock
    s.apply_text("seq JD-KD")  # AD and 9C left: adding the ace would leave one card
    assert strs(s) == ["cancel"]
    s.apply_text("cancel")
    assert s._initial_minimum[0] == 60


def test_a_correction_may_run_a_sequence_through_a_card_a_group_could_take() -> None:
    """RULINGS §4, irregularity 4 (a): "adding cards from his hand to the melds he has just
    laid", any of them. Needing 90, a group of 10s and J-K of diamonds count 60: 10D alone would
    add 10 to the group, but laid below the sequence it lets 9D and 8D follow: 90."""
    s = table(
        hands={0: "10C 10C 10C JD QD KD 10D 9D 8D 4C 5S"},
        stock="6H 7C",
        pile="4C",
        scores=[1500, 0, 0],
    )
    s.apply_text("draw")
    s.apply_text("group 10x3")
    s.apply_text("seq JD-KD")
    assert "cancel" not in strs(s)
    refusal = s.refusal(s.parse_action("cancel"))
    assert dict(refusal.args) == {"cards": "10D 9D 8D", "need": 90, "count": 60}
    assert "(add 10D m2, add 9D m2, add 8D m2)" in refusal.text
    for text in ("add 10D m2", "add 9D m2", "add 8D m2"):
        s.apply_text(text)
    assert s._opened[0]


def test_a_correction_respects_the_limits_of_each_meld() -> None:
    """RULINGS §4 (melds): at most 2 wilds in a group, "no wild may be added to a completed
    canasta", a sequence runs "at most 7 cards"; and a card is added once. A correction is only
    what those rules let him add (irregularity 4 (b): else he takes the opening back)."""
    six = [meld("6S 6H 6D 6C 6S 6H")]  # 30: room for one wild card before it is a canasta
    assert opening_correction(counts("JK JK 2C 4C 4D"), six, 3, 50) == [(0, parse_card("JK"))]
    assert opening_correction(counts("JK JK 2C 4C 4D"), six, 3, 60) is None
    one_wild = [meld("6S 6H 2C")]
    assert opening_correction(counts("2D 2H 6C 4C 4D"), one_wild, 3, 25) == [
        (0, parse_card("2D")),
        (0, parse_card("6C")),
    ]
    assert opening_correction(counts("2D 2H 4C 4D"), one_wild, 3, 25) is None
    hearts = [meld("4H 5H 6H"), meld("8H 9H 10H")]  # one 7H fits either, not both
    assert opening_correction(counts("7H 4C 4D"), hearts, 5, 10) is None
    assert opening_correction(counts("7H 7H 4C 4D"), hearts, 5, 10) == [
        (0, parse_card("7H")),
        (1, parse_card("7H")),
    ]
    long = [meld("8S 9S 10S JS QS KS")]  # six cards: the ace makes a samba, nothing more fits
    assert opening_correction(counts("AS 7S 4C 4D"), long, 3, 20) == [(0, parse_card("AS"))]
    assert opening_correction(counts("AS 7S 4C 4D"), long, 3, 25) is None
    assert opening_correction(counts("AS 4C"), long, 0, 20) is None  # he must keep two cards


# ---------------------------------------------------------------- irregularity 9


@pytest.mark.parametrize("stock", ["3H", "5C 3D"])
def test_yes_then_a_red_three_the_stock_cannot_replace_is_fined(stock: str) -> None:
    """RULINGS §4, irregularity 9: "after "yes" the player must go out in that turn; whenever his
    turn or the hand ends without his going out, for whatever reason (..., or the stock's last
    card being a red three that cannot be replaced), his side is fined 100." Asked before
    drawing, answered yes, he draws the red three the stock cannot replace: the hand ends, and
    the breakdown shows the fine (the same table without the question has none)."""
    details = []
    for ask in (True, False):
        s = table(hands={0: "9C 4D", 1: "5D 6D"}, melds={0: TWO_CANASTAS[:1]}, stock=stock)
        if ask:
            s.apply_text("ask")
            s.apply_text("yes")
        s.apply_text("draw")
        assert s.is_over()
        result = s.hand_results()[0]
        assert result.detail["went_out"] is None
        details.append(result.detail["teams"][0])
    asked, not_asked = details
    assert asked["fines"] == -100 and not_asked["fines"] == 0
    assert asked["total"] == not_asked["total"] - 100
