"""The play rules of sabias, each pinned by a scenario built from an explicit deal."""

from __future__ import annotations

import pytest
from sabias_helpers import deal, legal_cards, play, start, to_play

from tapisvert.core.errors import IllegalAction


def refused(state, text: str, *words: str) -> None:  # type: ignore[no-untyped-def]
    before = (state.to_act, list(state.legal_actions()), state.observation(0), state.observation(1))
    with pytest.raises(IllegalAction) as info:
        state.apply_text(text)
    for w in words:
        assert w in str(info.value), str(info.value)
    after = (state.to_act, list(state.legal_actions()), state.observation(0), state.observation(1))
    assert after == before


def test_must_follow_family_and_a_sabia_counts_in_its_family() -> None:
    s = to_play(start(3, deal(3, {0: "6-III", 1: "6-V S6 S3"}, {1: "S 6"})))
    play(s, "6-III")
    assert legal_cards(s) == {"6-V", "S6"}
    refused(s, "play S3", "must follow", "Maya", "6-V", "S6")


def test_a_sabia_following_its_family_loses_its_trump_role() -> None:
    s = to_play(start(3, deal(3, {0: "6-I", 1: "S6", 2: "S2"}, {1: "S 6", 2: "S 6"})))
    play(s, "6-I")
    assert legal_cards(s) == {"S6"}  # its only card of family 6
    play(s, "S6")
    assert legal_cards(s) == {"S2"}  # void in 6: must trump, and any trump beats S6 here
    play(s, "S2")
    trick = s.observation(0)["tricks"][0]
    assert trick["winner"] == 2 and s.to_act == 2  # the winner leads the next trick


def test_the_sabia_is_the_top_card_of_its_family_when_nobody_trumps() -> None:
    s = to_play(start(3, deal(3, {0: "6-V", 1: "S6", 2: "6-IV"}, {1: "S 6", 2: "S"})))
    play(s, "6-V S6 6-IV")
    assert s.observation(0)["tricks"][0]["winner"] == 1
    assert s.observation(0)["trick_points"] == [0, 5 + 6 + 4, 0]


def test_must_trump_when_void() -> None:
    s = to_play(start(3, deal(3, {0: "6-I", 1: "S3 S8 1-I", 2: "S5"}, {1: "S 6", 2: "S 6"})))
    play(s, "6-I")
    assert legal_cards(s) == {"S3", "S8"}
    refused(s, "play 1-I", "couper est obligatoire", "S3", "S8")
    play(s, "S3")
    assert legal_cards(s) == {"S5"}
    play(s, "S5")
    assert s.observation(0)["tricks"][0]["winner"] == 2


def test_must_overtrump_when_able_and_still_trump_when_not() -> None:
    d = deal(3, {0: "6-I 6-II", 1: "S3 S8", 2: "S2 S5"}, {1: "S 6", 2: "S 6"})
    s = to_play(start(3, d))
    play(s, "6-I S3")
    assert legal_cards(s) == {"S5"}
    refused(s, "play S2", "surcouper est obligatoire", "S3", "S5")
    s = to_play(start(3, d))
    play(s, "6-I S8")
    assert legal_cards(s) == {"S2", "S5"}  # cannot overtrump: any trump, no discard


def test_trump_lead_must_be_followed_with_a_higher_trump_when_able() -> None:
    s = to_play(start(3, deal(3, {0: "S4", 1: "S2 S7 1-I", 2: "2-I"}, {1: "S", 2: "S"})))
    play(s, "S4")
    assert legal_cards(s) == {"S7"}
    refused(s, "play S2", "monter est obligatoire", "S7")
    refused(s, "play 1-I", "must play a trump")
    play(s, "S7")
    assert len(legal_cards(s)) == 20  # no trump: any card
    play(s, "2-I")
    assert s.observation(0)["tricks"][0]["winner"] == 1


def test_lower_trump_when_no_higher_one() -> None:
    s = to_play(start(3, deal(3, {0: "S9", 1: "S2 1-I"}, {1: "S"})))
    play(s, "S9")
    assert legal_cards(s) == {"S2"}


def test_discard_when_void_without_trumps_and_a_discard_never_wins() -> None:
    s = to_play(start(3, deal(3, {0: "6-III", 1: "1-V", 2: "6-IV"}, {1: "S 6", 2: "S"})))
    play(s, "6-III")
    assert len(legal_cards(s)) == 20
    play(s, "1-V")
    assert legal_cards(s) == {"6-IV"} | (legal_cards(s) & {"6-I", "6-II", "6-V", "S6"})
    play(s, "6-IV")
    assert s.observation(0)["tricks"][0]["winner"] == 2
    assert s.observation(0)["trick_points"] == [0, 0, 3 + 5 + 4]


def test_you_cannot_play_a_card_you_do_not_hold() -> None:
    s = to_play(start(3, deal(3, {0: "6-III", 1: "6-V"})))
    refused(s, "play 6-V", "you do not hold 6-V")


def test_option_sabia_need_not_follow_its_family() -> None:
    d = deal(3, {0: "6-I", 1: "S6 S2 1-I", 2: "S3"}, {1: "S 6", 2: "S 6"})
    s = to_play(start(3, d))
    play(s, "6-I")
    assert legal_cards(s) == {"S6"}
    s = to_play(start(3, d, sabia_must_follow_family=False))
    play(s, "6-I")
    assert legal_cards(s) == {"S2", "S6"}  # must trump with another Sabia, or follow with S6
    play(s, "S6")  # it follows its family: no trump role
    assert legal_cards(s) == {"S3"}
    play(s, "S3")
    assert s.observation(0)["tricks"][0]["winner"] == 2
    d = deal(3, {0: "6-I", 1: "6-V S6 S2"}, {1: "S 6"})
    s = to_play(start(3, d, sabia_must_follow_family=False))
    play(s, "6-I")
    assert legal_cards(s) == {"6-V", "S6"}
    d = deal(3, {0: "6-I", 1: "S6 1-I"}, {1: "S 6"})
    s = to_play(start(3, d, sabia_must_follow_family=False))
    play(s, "6-I")
    assert len(legal_cards(s)) == 20  # only its own Sabia: it may discard


def test_option_overtrump_partner_exempt() -> None:
    # Taker seat 0 leads; defender 1 trumps with S8; defender 2 holds S3 and S9.
    d = deal(3, {0: "6-I", 1: "S8", 2: "S3 S9"}, {1: "S 6", 2: "S 6"})
    s = to_play(start(3, d))
    play(s, "6-I S8")
    assert legal_cards(s) == {"S9"}
    s = to_play(start(3, d, overtrump_partner_exempt=True))
    play(s, "6-I S8")
    assert legal_cards(s) == {"S3", "S9"}  # his partner holds the trick: any trump
    # The taker is never exempt against a defender's trump.
    d = deal(3, {1: "6-I", 2: "S8", 0: "S3 S9"}, {2: "S 6", 0: "S 6"}, dealer=1)
    s = to_play(start(3, d, overtrump_partner_exempt=True))
    play(s, "6-I S8")
    assert s.to_act == 0 and legal_cards(s) == {"S9"}


def test_teams_partner_exemption_at_four() -> None:
    d = deal(4, {0: "6-I", 1: "S8", 2: "6-II", 3: "S3 S9"}, {1: "S 6", 3: "S 6"})
    s = to_play(start(4, d))
    play(s, "6-I S8 6-II")
    assert legal_cards(s) == {"S9"}
    s = to_play(start(4, d, overtrump_partner_exempt=True))
    play(s, "6-I S8 6-II")
    assert s.to_act == 3 and legal_cards(s) == {"S3", "S9"}
