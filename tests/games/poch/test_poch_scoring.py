"""Poch: the pure rules (set ranking, dealer draw, piles) and the card notation."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tapisvert.core.bits import cards_of, mask_of
from tapisvert.core.errors import InvalidNotation
from tapisvert.games.poch import GAME
from tapisvert.games.poch.cards import card_to_str, parse_card
from tapisvert.games.poch.scoring import (
    PILE_789,
    PILE_A,
    PILE_K,
    PILE_KQ,
    PILE_Q,
    best_set,
    describe_set,
    has_pair,
    piles_taken,
    piles_won,
    resolve_draw,
    showdown,
)

HEARTS, SPADES = 1, 0


def m(*texts: str) -> int:
    return mask_of([parse_card(t) for t in texts])


def key(*texts: str, trump: int = HEARTS) -> int:
    return best_set(m(*texts), trump)[0]


def test_card_notation_round_trips() -> None:
    assert [card_to_str(c) for c in range(8)] == ["7S", "8S", "9S", "10S", "JS", "QS", "KS", "AS"]
    for c in range(32):
        assert parse_card(card_to_str(c)) == c == GAME.parse_card(GAME.card_to_str(c))
    assert parse_card("th") == parse_card("10H") == parse_card(" 10h ")
    for bad in ("", "1H", "6S", "AX", "10", "S7", "11C"):
        with pytest.raises(InvalidNotation):
            parse_card(bad)
    with pytest.raises(InvalidNotation):
        card_to_str(32)


def test_sheet_ranking_pair_of_aces() -> None:
    # "uma dupla de ases ganhará de todas as outras duplas, mas perderá de qualquer trinca ou
    # quadra e qualquer trinca perderá de qualquer quadra. O maior jogo será a quadra de ases"
    aces = key("AS", "AD", "7C", "9H")
    for other in (("KS", "KD"), ("7S", "7D"), ("QH", "QC", "8S")):
        assert aces > key(*other)
    assert aces < key("7S", "7D", "7C")
    assert key("KS", "KD", "KC") < key("7S", "7D", "7C", "7H")
    four_aces = key("AS", "AH", "AD", "AC")
    assert all(four_aces > key(r + "S", r + "H", r + "D", r + "C") for r in "789JQK")
    assert describe_set(four_aces) == "four aces"


def test_two_pairs_only_the_higher_counts() -> None:
    k, mask = best_set(m("9S", "9D", "JS", "JC", "7H"), HEARTS)
    assert cards_of(mask) == [parse_card("JS"), parse_card("JC")]
    assert describe_set(k) == "pair of jacks"
    # a higher single pair beats two lower pairs
    assert key("QS", "QD") > k


def test_trump_breaks_equal_pairs() -> None:
    assert key("AH", "AS") > key("AD", "AC")
    assert key("8D", "8C", trump=2) > key("8S", "8H", trump=2)
    assert describe_set(key("AH", "AS")) == "pair of aces (with the trump)"


def test_no_pair_high_card_then_trump_then_eldest() -> None:
    assert key("KS", "QS") > key("QH", "JH") > key("JS", "10S")
    assert key("AH", "7S") > key("AS", "KD")  # equal high rank: the trump one wins
    assert any(
        key(*pair) < key("7S", "7D") for pair in (("AH", "KS"), ("AS", "KD"))
    )  # any pair beats a no-pair hand
    hands = [m("AS", "9C"), m("AD", "10C"), m("KH", "QH")]
    # seats 0 and 1 tie exactly (ace high, no trump): the earlier in turn order wins
    assert showdown(hands, [1, 2, 0], HEARTS) == 1
    assert showdown(hands, [0, 1, 2], HEARTS) == 0
    assert describe_set(key("AS", "9C")) == "ace high"


def test_has_pair() -> None:
    assert has_pair(m("7S", "7H"))
    assert not has_pair(m(*(r + "S" for r in ("7", "8", "9", "10", "J", "Q", "K", "A"))))


@settings(max_examples=60, deadline=None)
@given(st.sets(st.integers(0, 31), min_size=1, max_size=11), st.integers(0, 3))
def test_best_set_matches_a_plain_count(cards: set[int], trump: int) -> None:
    k, mask = best_set(mask_of(list(cards)), trump)
    by_rank: dict[int, list[int]] = {}
    for c in cards:
        by_rank.setdefault(c & 7, []).append(c)
    size = max(len(v) for v in by_rank.values())
    rank = max(r for r, v in by_rank.items() if len(v) == size) if size >= 2 else max(by_rank)
    assert k // 32 == size and (k % 32) >> 1 == rank
    assert sorted(by_rank[rank]) == cards_of(mask)
    assert (k & 1) == any(c >> 3 == trump for c in by_rank[rank])
    assert has_pair(mask_of(list(cards))) == (size >= 2)


def test_resolve_draw() -> None:
    assert (
        resolve_draw(3, [(0, parse_card("9S")), (1, parse_card("AS")), (2, parse_card("KS"))]) == 1
    )
    tied = [
        (0, parse_card("AS")),
        (1, parse_card("AH")),
        (2, parse_card("7S")),
        (0, parse_card("8D")),
        (1, parse_card("10D")),
    ]
    assert resolve_draw(3, tied) == 1
    with pytest.raises(InvalidNotation):
        resolve_draw(3, tied[:3])
    with pytest.raises(InvalidNotation):
        resolve_draw(3, [*tied, (0, parse_card("9C"))])
    with pytest.raises(InvalidNotation):
        resolve_draw(3, [(1, parse_card("9S")), (0, parse_card("AS")), (2, parse_card("KS"))])


def test_piles_won_each_pile() -> None:
    owner = [0] * 32

    def h(rank: int) -> int:
        return HEARTS * 8 + rank

    for r in range(8):
        owner[h(r)] = 1
    owner[h(5)] = 2  # queen with seat 2
    played = sum(1 << h(r) for r in range(8))
    assert piles_won(h(7), HEARTS, owner, played) == [PILE_A]
    assert piles_won(h(6), HEARTS, owner, played) == [PILE_K]  # K and Q by different players
    assert piles_won(h(5), HEARTS, owner, played) == [PILE_Q]
    assert piles_won(h(2), HEARTS, owner, played) == [PILE_789]
    assert piles_won(parse_card("AS"), HEARTS, owner, played | 1 << 7) == []
    owner[h(5)] = 1
    assert piles_won(h(6), HEARTS, owner, played) == [PILE_K, PILE_KQ]
    # the K+Q and 7-8-9 piles wait for the last of their cards
    assert piles_won(h(6), HEARTS, owner, 1 << h(6)) == [PILE_K]
    assert piles_won(h(0), HEARTS, owner, 1 << h(0) | 1 << h(1)) == []
    assert len(piles_taken(HEARTS, owner, played)) == 7
