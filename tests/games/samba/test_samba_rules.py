"""Scenario tests: every rule of the sheet and of RULINGS §4, on tables laid out card by card."""

from __future__ import annotations

import pytest
from samba_helpers import cards, strs, table

from tapisvert.core.errors import IllegalAction, InvalidNotation
from tapisvert.games.samba import GAME
from tapisvert.games.samba import actions as A
from tapisvert.games.samba.cards import PACK, parse_card
from tapisvert.games.samba.state import SambaState
from tapisvert.words import Words

# ---------------------------------------------------------------- drawing


def test_draw_two() -> None:
    s = table(hands={0: "5H 9C"}, stock="KS QS JS")
    assert strs(s) == ["draw"]
    s.apply_text("draw")
    assert s.hand_cards(0) == sorted(cards("5H 9C KS QS"), key=lambda c: (c % 13, c // 13))
    assert s._stock_size() == 1


def test_one_card_stock_draws_one() -> None:
    s = table(hands={0: "5H 9C"}, stock="KS")
    s.apply_text("draw")
    assert s._hand_sizes[0] == 3 and s._stock_size() == 0


def test_red_three_drawn_is_laid_and_replaced() -> None:
    s = table(hands={0: "5H 9C"}, stock="3H KS QS JS")
    s.apply_text("draw")
    assert s._red_threes[0] == (parse_card("3H"),)
    assert s._hand_sizes[0] == 4 and s._hands[0][parse_card("QS")] == 1


def test_red_three_dealt_is_laid_at_first_turn_and_replaced() -> None:
    s = table(hands={0: "3D 3H 9C"}, stock="KS QS JS")
    assert s._red_threes[0] == (parse_card("3D"), parse_card("3H"))
    assert s._hand_sizes[0] == 3 and s._stock_size() == 1


def test_red_three_unreplaceable_ends_the_hand() -> None:
    s = table(hands={0: "5H 9C", 1: "6D 6D"}, stock="KS 3H")
    s.apply_text("draw")
    assert s.is_over()
    assert s.hand_results()[0].detail["went_out"] is None


# ---------------------------------------------------------------- the pile


def test_take_pile_with_natural_pair_even_when_frozen() -> None:
    s = table(hands={0: "7H 7S 2C KD"}, melds={0: ["9S 9S 9H"]}, pile="4C JK 3D 7D", stock="AS AS")
    acts = strs(s)
    assert "take 7H 7S" in acts
    assert not any(a.startswith("take m") for a in acts)
    s.apply_text("take 7H 7S")
    # the red three goes to the table, not replaced; the rest to hand
    assert s._red_threes[0] == (parse_card("3D"),)
    assert s._hand_sizes[0] == 2 + 2  # 2C KD + 4C JK
    assert s._pile == []
    assert s._melds[0][1].cards == tuple(cards("7D 7H 7S"))


def test_the_player_chooses_the_natural_pair_that_takes_the_pile() -> None:
    """Suits matter for sequences: with naturals of the top card's rank in several suits the
    player says which two take the pile (`take 7H 7S`); the engine no longer chooses."""
    s = table(hands={0: "7C 7H 7S 8C 9C KD"}, pile="4C 7D", stock="AS AS")
    pairs = [a for a in strs(s) if a.startswith("take 7")]
    assert pairs == ["take 7C 7H", "take 7C 7S", "take 7H 7S"]
    assert "take pair" not in strs(s)
    with pytest.raises(IllegalAction, match=r"say which pair .*take 7C 7H, take 7C 7S"):
        s.apply_text("take pair")
    s.apply_text("take 7S 7H")  # either order
    assert s._melds[0][0].cards == tuple(cards("7D 7H 7S"))
    assert s._hands[0][parse_card("7C")] == 1  # kept for the 7C 8C 9C sequence
    assert "seq 7C-9C" in strs(s)


def test_a_pair_of_one_suit_and_the_refusals_of_the_long_form() -> None:
    s = table(hands={0: "7H 7H 7H KD"}, pile="4C 7D", stock="AS AS")
    assert [a for a in strs(s) if a.startswith("take")] == ["take 7H 7H"]  # named, one way only
    with pytest.raises(IllegalAction, match="you hold no 7C"):
        s.apply_text("take 7C 7H")
    with pytest.raises(IllegalAction, match=r"must match the top card 7D: .* not 8s"):
        s.apply_text("take 8C 8H")
    s = table(hands={0: "7H 7S 7S KD"}, pile="4C 7D", stock="AS AS")
    assert [a for a in strs(s) if a.startswith("take")] == ["take 7H 7S", "take 7S 7S"]
    s2 = table(hands={0: "7H 7S KD"}, pile="4C 7D", stock="AS AS")
    with pytest.raises(IllegalAction, match="only one 7H, not two"):
        s2.apply_text("take 7H 7H")
    s.apply_text("take 7S 7S")
    assert s._hands[0][parse_card("7H")] == 1
    s3 = table(hands={0: "7H 7H 7H KD"}, pile="4C 7D", stock="AS AS")
    s3.apply_text("take 7H 7H")
    assert s3._hands[0][parse_card("7H")] == 1


def test_a_pair_take_names_its_cards_however_many_ways_the_hand_forms_it() -> None:
    """The action is public: a `take pair` written only when the pair can be formed one way told
    the other seats that the player held no other suit of the rank. Every pair take names its
    two cards (they go onto the table anyway); nothing else of the hand shows in the text."""
    for hand, pairs in (
        ("7H 7S KD", ["take 7H 7S"]),
        ("7H 7H KD", ["take 7H 7H"]),
        ("7H 7H 7H KD", ["take 7H 7H"]),
        ("7C 7H 7S KD", ["take 7C 7H", "take 7C 7S", "take 7H 7S"]),
    ):
        s = table(hands={0: hand}, pile="4C 7D", stock="AS AS")
        assert [a for a in strs(s) if a.startswith("take")] == pairs, hand
        assert A.TAKE_PAIR not in s.legal_actions()


def test_take_pair_is_read_as_the_one_pair_the_hand_can_form() -> None:
    """`take pair` (old records, players who type it) reads as the only pair the mover's hand
    can form; with several it is id 1, never legal, refused with the choices named; with none,
    id 1 refused with the reason (the pile, the top card, the pair missing)."""
    s = table(hands={0: "7H 7S KD"}, pile="4C 7D", stock="AS AS")
    assert s.parse_action("take pair") == s.parse_action("take 7H 7S")
    assert s.parse_action("  Take   PAIR ") == s.parse_action("take 7H 7S")
    s = table(hands={0: "7C 7H 7S 7S KD"}, pile="4C 7D", stock="AS AS")
    assert s.parse_action("take pair") == A.TAKE_PAIR
    refusal = s.refusal(A.TAKE_PAIR)
    assert refusal.key == "samba.say_which_pair"
    assert dict(refusal.args) == {"cards": "7C 7H 7S 7S"}
    assert refusal.text.endswith("(take 7C 7H, take 7C 7S, take 7H 7S, take 7S 7S)")
    for hand, pile, key in (
        ("7H KD", "4C 7D", "samba.take_needs_pair"),
        ("7H 7S KD", "", "samba.pile_empty"),
        ("2H 2S KD", "4C 2D", "samba.wild_on_top"),
    ):
        s = table(hands={0: hand}, pile=pile, stock="AS AS")
        assert s.parse_action("take pair") == A.TAKE_PAIR
        assert s.refusal(A.TAKE_PAIR).key == key
    s = table(hands={0: "7H 7S KD"}, pile="4C 7D", stock="AS AS")
    s.apply_text("draw")  # the pair is still the only one: read, then refused as drawn already
    with pytest.raises(IllegalAction, match="already drawn"):
        s.apply_text("take pair")


def test_pair_notation_round_trips_and_is_checked() -> None:
    s = GAME.new(6, 1)
    for text in ("take 7C 7H", "take AS AS", "take 4C 4D", "take 10H 10S"):
        assert s.action_to_str(s.parse_action(text)) == text
    assert s.parse_action("take 7h 7c") == s.parse_action("take 7C 7H")
    assert s.action_to_str(A.TAKE_PAIR) == "take unnamed pair"  # never legal, still round-trips
    assert s.parse_action("take unnamed pair") == A.TAKE_PAIR == A.parse("take pair")
    for bad in ("take 7H 8H", "take JK 7H", "take 3S 3C", "take 2C 2D", "take 7H", "take 7H 7H 7S"):
        with pytest.raises(InvalidNotation):
            s.parse_action(bad)
    assert s.action_space() == 6824 + 11 * 10


def test_frozen_pile_refusal_names_the_card() -> None:
    s = table(hands={0: "9D KD"}, melds={0: ["9S 9S 9H"]}, pile="4C JK 9C", stock="AS AS")
    with pytest.raises(IllegalAction, match="frozen: it holds JK"):
        s.apply_text("take m1")


def test_take_with_natural_and_wild_refused() -> None:
    s = table(hands={0: "7H 2C KD"}, pile="4C 7D", stock="AS AS")
    with pytest.raises(IllegalAction, match="natural pair of 7s"):
        s.apply_text("take pair")


def test_take_to_add_top_card_needs_meld_below_seven() -> None:
    s = table(
        hands={0: "5C 6D"},
        melds={0: ["9S 9S 9H 9H 9D 9C 9C", "QS QH QD"]},
        pile="4C 9D",
        stock="AS AS",
    )
    with pytest.raises(IllegalAction, match="fewer than 7"):
        s.apply_text("take m1")
    s2 = table(
        hands={0: "5C 6D"},
        melds={0: ["9S 9S 9H 9H 9D 9C", "QS QH QD"]},
        pile="4C 9D",
        stock="AS AS",
    )
    s2.apply_text("take m1")
    assert s2._melds[0][0].size == 7
    assert s2._hand_sizes[0] == 3  # 5C 6D 4C


def test_take_to_extend_sequence() -> None:
    s = table(hands={0: "5C 6D"}, melds={0: ["5H 6H 7H"]}, pile="KC 8H", stock="AS")
    assert "take m1" in strs(s)
    s.apply_text("take m1")
    assert (s._melds[0][0].low, s._melds[0][0].size) == (5, 4)
    s = table(hands={0: "5C 6D"}, melds={0: ["5H 6H 7H"]}, pile="KC 9H", stock="AS")
    with pytest.raises(IllegalAction, match="does not fit"):
        s.apply_text("take m1")


def test_cannot_take_pile_to_form_a_sequence() -> None:
    s = table(hands={0: "8H 9H 5C"}, melds={0: ["KS KH KD"]}, pile="4C 10H", stock="AS")
    assert strs(s) == ["draw"]


def test_wild_or_black_three_on_top_cannot_be_taken() -> None:
    s = table(hands={0: "2C 2D 5C"}, melds={0: ["KS KH KD"]}, pile="4C 2H", stock="AS")
    with pytest.raises(IllegalAction, match="wild card"):
        s.apply_text("take pair")
    s = table(hands={0: "3C 3S 5C"}, melds={0: ["KS KH KD"]}, pile="4C 3C", stock="AS")
    with pytest.raises(IllegalAction, match="black three"):
        s.apply_text("take pair")


def test_black_three_stops_only_the_next_player() -> None:
    s = table(
        hands={0: "3C 5C 6C", 1: "3S 3S KC 9S", 2: "KD KD 5H"}, pile="KH", stock="AS AS QD QD JD JD"
    )
    s.apply_text("draw")
    s.apply_text("discard 3C")
    assert strs(s) == ["draw"]
    with pytest.raises(IllegalAction, match=r"black three \(3C\)"):
        s.apply_text("take pair")
    s.apply_text("draw")
    s.apply_text("discard KC")
    assert "take KD KD" in strs(s)  # the black three is buried: no longer a stop


def test_pile_frozen_for_unopened_side() -> None:
    s = table(hands={0: "9D KD 5C"}, pile="4C 9C", stock="AS AS")
    s._melds[0] = []
    assert "take m1" not in strs(s)
    with pytest.raises(IllegalAction, match="not made its initial meld"):
        s.apply_text("take m1")


# ---------------------------------------------------------------- melds


def opened_table(hand: str, melds: list[str] | None = None, stock: str = "AS AS") -> SambaState:
    s = table(hands={0: hand}, melds={0: melds or ["QS QH QD"]}, stock=stock, pile="4C")
    s.apply_text("draw")
    return s


def test_group_meld_and_wild_limit() -> None:
    s = opened_table("7H 7S 2C JK 2D 9C 9C")
    acts = strs(s)
    assert "group 7x2+jk+2" in acts and "group 7x2+2+2" in acts
    s.apply_text("group 7x2+jk+2")
    with pytest.raises(IllegalAction, match="at most two wild cards"):
        s.apply_text("add 2D m2")


def test_wilds_never_meld_alone_and_group_needs_two_naturals() -> None:
    s = opened_table("7H 2C JK 2D 9C 5D")
    assert not any(a.startswith("group 7") for a in strs(s))
    with pytest.raises(IllegalAction, match="1 natural 7s, not 2"):
        s.apply_text("group 7x2+jk")


def test_no_wild_on_completed_canasta() -> None:
    s = opened_table("JK 9C 5D 6D", melds=["KS KS KH KH KD KC KC"])
    with pytest.raises(IllegalAction, match="completed canasta"):
        s.apply_text("add JK m1")
    s = opened_table("JK 9C 5D 6D", melds=["KS KS KH KH KD KC"])
    s.apply_text("add JK m1")
    assert s._melds[0][0].wilds == 1


def test_sequence_meld_extend_and_samba_closed() -> None:
    s = opened_table("4H 5H 6H 7H 8H 9H 10H JH 2C KC 5D")
    acts = strs(s)
    assert "seq 4H-6H" in acts and "seq 4H-10H" in acts and "seq 5H-JH" in acts
    s.apply_text("seq 5H-7H")
    s.apply_text("add 4H m2")
    s.apply_text("add 8H m2")
    with pytest.raises(IllegalAction, match="no wild cards"):
        s.apply_text("add 2C m2")
    s.apply_text("add 9H m2")
    s.apply_text("add 10H m2")
    assert s._melds[0][1].size == 7
    with pytest.raises(IllegalAction, match="samba"):
        s.apply_text("add JH m2")


def test_sequence_runs_four_to_ace() -> None:
    s = opened_table("QD KD AD 3D 4C 5C 6C 9S")
    acts = strs(s)
    assert "seq QD-AD" in acts and "seq 4C-6C" in acts
    with pytest.raises(InvalidNotation):
        s.parse_action("seq 2C-4C")


def test_merge_groups_of_one_rank() -> None:
    s = opened_table("9S 9S 9H 9H 2C 2D 5C", melds=["QS QH QD"])
    s.apply_text("group 9x2+2")
    s.apply_text("group 9x2+2")
    assert "merge m2 m3" in strs(s)
    s.apply_text("merge m2 m3")
    assert (s._melds[0][1].naturals, s._melds[0][1].wilds) == (4, 2)
    s2 = opened_table("9S 9S 9H 9H 2C 2D JK 5C", melds=["QS QH QD"])
    s2.apply_text("group 9x2+2+2")
    s2.apply_text("group 9x2+jk")
    with pytest.raises(IllegalAction, match="at most two wild cards"):
        s2.apply_text("merge m2 m3")


def test_black_threes_meld_only_going_out() -> None:
    two = ["KS KS KH KH KD KC KC", "QS QS QH QH QD QC QC"]
    s = opened_table("3C 3C 3S 5D 6D", melds=two, stock="AS 8D")
    assert not any(a.startswith("group 3x") for a in strs(s))
    s = opened_table("3C 3C 3S", melds=two, stock="AS")
    assert "group 3x3" in strs(s) and "group 3x4" not in strs(s)
    s.apply_text("group 3x3")  # leaves AS to discard
    s.apply_text("discard AS")
    assert s.is_over()
    d = s.hand_results()[0].detail["teams"][0]
    assert d["going_out"] == 200 and d["melded"] == 70 + 70 + 15


# ---------------------------------------------------------------- initial meld


def test_opening_minimum_and_cancel() -> None:
    s = table(hands={0: "7H 7S 7D 5H 5S 5D KC"}, stock="9C 4D", pile="4C")
    s.apply_text("draw")
    s.apply_text("group 7x3")  # 15 of 50
    assert not any(a.startswith("discard") for a in strs(s))
    with pytest.raises(IllegalAction, match="needs 50 to open; its melds count 15"):
        s.apply_text("discard KC")
    s.apply_text("cancel")
    assert s._melds[0] == [] and s._hand_sizes[0] == 9
    assert all(a.startswith("discard") for a in strs(s))


def test_withdrawing_an_insufficient_opening_raises_the_minimum_by_ten() -> None:
    """The sheet's irregularity 4 b: an opening laid short and taken back raises the side's
    minimum by 10 for the hand (both partners), shown in the view and named in refusals."""
    s = table(
        hands={0: "7H 7S 7D 5H 5S 5D KC", 1: "6C 6C", 2: "6C 6C", 3: "9H 9S 9D 9C 6C 6D 6H 6S QC"},
        stock="9C 4D AS AS KD KD JC JC",
        pile="4C",
    )
    assert s.observation(0)["initial_minimum"][0] == 50
    s.apply_text("draw")
    s.apply_text("group 7x3")  # 15 of 50
    s.apply_text("cancel")
    view = s.observation(0)
    assert view["initial_minimum"][0] == 60 and view["minimum_raised"] == [10, 0, 0]
    assert s.observation(None)["minimum_raised"] == [10, 0, 0]
    assert "needs 60 (+10: opening withdrawn) to open" in GAME.render(view, say=Words("en", me=0))
    s.apply_text("discard KC")
    for _ in (1, 2):  # the other sides draw and discard
        s.apply_text("draw")
        s.apply_text("discard 6C")
    assert s.to_act == 3  # the partner: 50 no longer opens for his side
    s.apply_text("draw")
    s.apply_text("group 9x3")
    s.apply_text("group 6x3")
    s.apply_text("add 6S m2")  # 30 + 20 = 50
    assert not s._opened[0]
    with pytest.raises(IllegalAction, match=r"needs 60 \(raised by 10: an opening withdrawn"):
        s.apply_text("discard QC")
    s.apply_text("add 9S m1")  # 60 (group 9x3 took 9C 9D 9H)
    assert s._opened[0]


def test_withdrawing_twice_raises_twice_and_a_taken_pile_counts_too() -> None:
    s = table(hands={0: "9S 9H 5C"}, pile="KS KS 9C", stock="9D 4H")
    s.apply_text("take pair")
    s.apply_text("cancel")  # the pile goes back; the minimum rises all the same
    assert s._initial_minimum[0] == 60 and s._minimum_raised[0] == 10
    s.apply_text("draw")
    s.apply_text("group 9x3")
    s.apply_text("cancel")
    assert s._initial_minimum[0] == 70 and s.observation(3)["minimum_raised"][0] == 20


def test_the_raise_lasts_one_hand() -> None:
    s = table(hands={0: "7H 7S 7D 5H 5S 5D KC"}, stock="9C 4D", pile="4C")
    s.apply_text("draw")
    s.apply_text("group 7x3")
    s.apply_text("cancel")
    assert s._minimum_raised[0] == 10
    s._deal(0, None, PACK)  # the next hand's deal resets it
    assert s._minimum_raised == [0, 0, 0] and s._initial_minimum[0] == 50


def test_opening_reached_by_several_melds() -> None:
    s = table(hands={0: "AH AS KD KH KS 7C"}, stock="9C 4D", pile="4C")
    s.apply_text("draw")
    s.apply_text("group Kx3")  # 30
    assert not s._opened[0]
    assert "discard 7C" not in strs(s)
    s.apply_text("cancel")
    s2 = table(hands={0: "AH AS AD KD KH KS 7C"}, stock="9C 4D", pile="4C")
    s2.apply_text("draw")
    s2.apply_text("group Kx3")
    s2.apply_text("group Ax3")  # 30 + 60 = 90
    assert s2._opened[0]


@pytest.mark.parametrize(
    ("score", "need"), [(-10, 15), (0, 50), (1500, 90), (3000, 120), (7000, 160)]
)
def test_opening_minimum_from_score(score: int, need: int) -> None:
    s = table(hands={0: "5C"}, stock="AS", scores=[score, 0, 0])
    assert s._initial_minimum[0] == need


def test_opening_with_pile_counts_top_and_hand_only() -> None:
    # need 50: 9C + 9S 9H = 30; the KS in the pile does not count, the hand's KD KH KC does
    s = table(hands={0: "9S 9H KD KH KC 5C"}, pile="KS KS 9C", stock="AS AS")
    s.apply_text("take pair")
    assert s._pending_pile and s._pile == cards("KS KS")
    assert "discard 5C" not in strs(s)
    with pytest.raises(IllegalAction, match="take the pile first"):
        s.apply_text("discard 5C")
    s.apply_text("group Kx3")  # 30 + 30 = 60
    assert s._opened[0] and not s._pending_pile
    assert s._hands[0][parse_card("KS")] == 2


def test_cancel_pile_take_gives_the_pile_back() -> None:
    s = table(hands={0: "9S 9H 5C"}, pile="KS KS 9C", stock="AS AS")
    s.apply_text("take pair")
    s.apply_text("cancel")
    assert s._pile == cards("KS KS 9C") and s._hand_sizes[0] == 3
    assert strs(s) == ["draw"]


# ---------------------------------------------------------------- going out


TWO_CANASTAS = ["KS KS KH KH KD KC KC", "QS QS QH QH QD QC QC"]


def test_going_out_needs_two_canastas() -> None:
    s = opened_table("9C 9D", melds=["KS KS KH KH KD KC KC"], stock="5C")
    # 3 cards: 9C 9D 5C; discarding leaves 2 - fine; but no meld may leave 1
    assert "discard 5C" in strs(s)
    s = table(hands={0: "9C"}, melds={0: ["KS KS KH KH KD KC KC", "9S 9H 9D"]}, stock="5C")
    s.apply_text("draw")
    assert "add 9C m2" not in strs(s)  # it would leave one card to discard: going out
    with pytest.raises(IllegalAction, match="going out needs two canastas"):
        s.apply_text("add 9C m2")


def test_going_out_scores_200() -> None:
    s = table(hands={0: "9C", 3: "JK 4D"}, melds={0: [*TWO_CANASTAS, "9S 9H 9D"]}, stock="5C")
    s.apply_text("draw")
    s.apply_text("add 9C m3")
    s.apply_text("discard 5C")
    assert s.is_over()
    res = s.hand_results()[0]
    d = res.detail["teams"][0]
    # 70 + 70 + 40 melded, 500 + 500, 200 out, -55 in partner's hand
    assert d["total"] == 180 + 1000 + 200 - 55
    assert res.team_scores is not None and res.team_scores[0] == 1325
    assert res.scores[0] == res.scores[3] == 1325


def test_ask_partner_no_forbids_going_out() -> None:
    s = table(hands={0: "9C"}, melds={0: [*TWO_CANASTAS, "9S 9H 9D", "5S 5H 5D"]}, stock="5C 6C")
    assert "ask" in strs(s)
    s.apply_text("ask")
    assert s.to_act == 3 and strs(s) == ["yes", "no"]
    s.apply_text("no")
    assert s.to_act == 0
    s.apply_text("draw")
    assert "discard 5C" in strs(s)
    s.apply_text("add 9C m3")
    with pytest.raises(IllegalAction, match="answered no"):
        s.apply_text("add 5C m4")


def test_ask_partner_yes_then_not_out_is_fined() -> None:
    s = table(hands={0: "9C 4D", 1: "5D 6D"}, melds={0: [*TWO_CANASTAS]}, stock="5C 6C")
    s.apply_text("ask")
    s.apply_text("yes")
    s.apply_text("draw")
    s.apply_text("discard 5C")
    assert s._fines[0] == 100


def test_yes_binds_no_discard_while_a_meld_is_left() -> None:
    """After "yes" the player must go out (the answer binds [S]): a discard that keeps cards is
    not offered while he can still meld or lay off, and is refused naming the rule."""
    s = table(hands={0: "9C 9D", 1: "5D 6D"}, melds={0: [*TWO_CANASTAS]}, stock="9H 5C 7D 8D")
    s.apply_text("ask")
    s.apply_text("yes")
    s.apply_text("draw")  # 9C 9D 9H 5C
    assert not any(a.startswith("discard") for a in strs(s))
    assert "group 9x3" in strs(s)
    with pytest.raises(IllegalAction, match=r"answered yes .* the answer binds: you must go out"):
        s.apply_text("discard 5C")
    s.apply_text("group 9x3")
    assert strs(s) == ["discard 5C"]  # the last card: he goes out
    s.apply_text("discard 5C")
    assert s.is_over() and s.hand_results()[0].detail["went_out"] == 0
    assert s._fines[0] == 0


def test_yes_binds_until_nothing_more_can_be_melded_then_the_fine() -> None:
    s = table(hands={0: "9C 9D 4D", 1: "5D 6D"}, melds={0: [*TWO_CANASTAS]}, stock="9H 6C 7D 8D")
    s.apply_text("ask")
    s.apply_text("yes")
    s.apply_text("draw")  # 9C 9D 9H 4D 6C: 9x3 can be melded, not 4D 6C
    assert not any(a.startswith("discard") for a in strs(s))
    s.apply_text("group 9x3")
    assert sorted(strs(s)) == ["discard 4D", "discard 6C"]  # stuck: he cannot go out
    s.apply_text("discard 4D")
    assert s._fines[0] == 100 and s.to_act == 1


def test_yes_binds_when_the_stock_is_exhausted_too() -> None:
    """With the stock exhausted, "yes" forbids ending the hand while a pair can take the pile;
    ending it after "yes" (nothing to take) costs the fine, as a discard would."""
    s = table(hands={0: "9C 9D 4D", 1: "5D 6D"}, melds={0: [*TWO_CANASTAS]}, pile="5H 9H")
    assert strs(s) == ["take 9C 9D", "ask", "end"]
    s.apply_text("ask")
    s.apply_text("yes")
    assert strs(s) == ["take 9C 9D"]
    with pytest.raises(IllegalAction, match=r"answered yes .* binds: take the pile with your pair"):
        s.apply_text("end")
    s = table(hands={0: "4D 5C", 1: "5D 6D"}, melds={0: [*TWO_CANASTAS]}, pile="9H")
    s.apply_text("ask")
    s.apply_text("yes")
    assert strs(s) == ["end"]
    s.apply_text("end")
    assert s.is_over() and s._fines[0] == 100


def test_ask_not_offered_after_melding_or_before_a_canasta() -> None:
    s = table(hands={0: "9C 9D 9H"}, melds={0: ["KS KH KD"]}, stock="5C 6C")
    assert "ask" not in strs(s)
    s = table(hands={0: "9C 9D 9H"}, melds={0: TWO_CANASTAS}, stock="5C 6C")
    s.apply_text("draw")
    s.apply_text("group 9x3")
    assert "ask" not in strs(s)


# ---------------------------------------------------------------- stock exhausted


def test_stock_exhausted_compulsory_take_or_end() -> None:
    s = table(hands={0: "5C 6D"}, melds={0: ["9S 9H 9D"]}, pile="9C")
    assert strs(s) == ["take m1"]
    s = table(hands={0: "9S 9S 5C 6C"}, melds={0: ["KS KH KD"]}, pile="9C")
    assert strs(s) == ["take 9S 9S", "end"]
    s.apply_text("end")
    assert s.is_over() and s.hand_results()[0].detail["went_out"] is None


# ---------------------------------------------------------------- refusals and notation


def test_illegal_action_leaves_state_unchanged() -> None:
    s = table(hands={0: "5C 6D"}, stock="AS AS")
    before = s.observation(0)
    for text in ("discard 5C", "take pair", "group 5x2", "merge m1 m2", "yes"):
        with pytest.raises(IllegalAction):
            s.apply_text(text)
    assert s.observation(0) == before


@pytest.mark.parametrize(
    "text",
    [
        "",
        "draw two",
        "group 7",
        "seq 4H-9S",
        "add 7H",
        "take",
        "discard 1H",
        "merge m0 m1",
        "group 7x2+3",
    ],
)
def test_bad_notation(text: str) -> None:
    s = table(hands={0: "5C"}, stock="AS")
    with pytest.raises(InvalidNotation):
        s.parse_action(text)


def test_card_notation_round_trip() -> None:
    for c in range(53):
        assert GAME.parse_card(GAME.card_to_str(c)) == c
    assert GAME.parse_card("th") == parse_card("10H")
    for bad in ("1H", "11S", "KX", "", "J"):
        with pytest.raises(InvalidNotation):
            GAME.parse_card(bad)


# ---------------------------------------------------------------- more edges


def test_new_group_takes_two_or_three_naturals() -> None:
    s = opened_table("7H 7S 7D 7C 7C 5D")
    acts = strs(s)
    assert "group 7x3" in acts and "group 7x4" not in acts
    with pytest.raises(IllegalAction, match="two or three naturals"):
        s.apply_text("group 7x4")
    s.apply_text("group 7x3")  # takes 7C (held twice), then 7C and 7D (ties: C D H S)
    assert sorted(s._melds[0][1].cards) == cards("7C 7C 7D")
    s.apply_text("add 7S m2")
    assert s._melds[0][1].naturals == 4


def test_draw_before_melding() -> None:
    s = table(hands={0: "7H 7S 7D 5D"}, melds={0: ["QS QH QD"]}, stock="AS AS")
    with pytest.raises(IllegalAction, match="draw or take the pile first"):
        s.apply_text("group 7x3")


def test_no_wild_merged_into_a_canasta() -> None:
    s = opened_table("9S 9H 2C 5C 6C", melds=["QS QH QD", "9C 9C 9D 9D 9D 9H 9S"])
    s.apply_text("group 9x2+2")
    with pytest.raises(IllegalAction, match="completed canasta"):
        s.apply_text("merge m2 m3")


def test_unlaid_red_three_is_fined_when_a_player_goes_out_first() -> None:
    s = table(hands={0: "9C", 1: "3H 5C"}, melds={0: [*TWO_CANASTAS, "9S 9H 9D"]}, stock="5C")
    s.apply_text("draw")
    s.apply_text("add 9C m3")
    s.apply_text("discard 5C")
    side = s.hand_results()[0].detail["teams"][1]
    assert side["red_threes"] == 0 and side["fines"] == -100 and side["in_hand"] == -5
    assert side["total"] == -105


def test_going_out_by_taking_the_pile() -> None:
    s = table(hands={0: "9S 9H"}, melds={0: TWO_CANASTAS}, pile="9C")
    assert "take 9H 9S" in strs(s)
    s.apply_text("take 9H 9S")
    assert s.is_over() and s.hand_results()[0].detail["went_out"] == 0
    s = table(hands={0: "9S 9H"}, melds={0: TWO_CANASTAS[:1]}, pile="9C")
    assert "take 9H 9S" not in strs(s)


def test_four_players_partner_is_across() -> None:
    s = table(players=4, hands={1: "9C"}, melds={1: TWO_CANASTAS}, stock="5C 6C", cur=1)
    s.apply_text("ask")
    assert s.to_act == 3
    s.apply_text("yes")
    assert s.to_act == 1 and s._answer == 1


def test_stock_exhausted_play_goes_on_after_a_take() -> None:
    s = table(
        hands={0: "5C 6D", 1: "8S 8S 4D"}, melds={0: ["9S 9H 9D"], 1: ["KS KH KD"]}, pile="4H 9C"
    )
    s.apply_text("take m1")
    assert s._hand_sizes[0] == 3
    s.apply_text("discard 4H")
    assert s.to_act == 1 and strs(s) == ["end"]  # seat 1 cannot take a single 4H with one 4
    s.apply_text("end")
    assert s.is_over()
