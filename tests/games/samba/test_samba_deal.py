"""The deal: draw for the first dealer, dealing order, upcard, deal JSON, hidden information."""

from __future__ import annotations

import json
import random

import pytest

from tapisvert.core.errors import InvalidNotation, InvalidOption
from tapisvert.games.samba import GAME
from tapisvert.games.samba.cards import PACK, card_to_str, parse_card
from tapisvert.games.samba.state import SambaState, eldest_from_draw
from tapisvert.words import Words


def new(players: int = 6, seed: int = 3, **kw: object) -> SambaState:
    s = GAME.new(players, seed, **kw)
    assert isinstance(s, SambaState)
    return s


def test_pack_is_162_cards() -> None:
    assert len(PACK) == 162
    assert PACK.count(parse_card("JK")) == 6
    assert PACK.count(parse_card("7H")) == 3
    s = new()
    assert s.card_inventory() == list(PACK)


@pytest.mark.parametrize("players", [4, 6])
def test_hands_of_fifteen_and_teams(players: int) -> None:
    s = new(players)
    # hand sizes: 15 less nothing (red threes are replaced) for all; the eldest may have drawn
    assert all(n == 15 for n in s._hand_sizes)
    assert s.teams() == ((0, 3), (1, 4), (2, 5)) if players == 6 else ((0, 2), (1, 3))
    assert s.partner(1) == (4 if players == 6 else 3)
    s13 = new(players, hand_size=13)
    assert all(n == 13 for n in s13._hand_sizes)
    with pytest.raises(InvalidOption):
        GAME.new(players, 1, hand_size=11)


def test_draw_for_first_dealer() -> None:
    ks, qh, jk = parse_card("KS"), parse_card("QH"), parse_card("JK")
    assert eldest_from_draw(4, [[(0, qh), (1, ks), (2, jk), (3, qh)]]) == 1
    # suits break ties of rank: spades > hearts > diamonds > clubs
    kh = parse_card("KH")
    assert eldest_from_draw(4, [[(0, kh), (1, ks), (2, kh), (3, qh)]]) == 1
    # identical top cards draw again
    assert eldest_from_draw(4, [[(0, ks), (1, ks), (2, kh), (3, qh)], [(0, qh), (1, kh)]]) == 1
    with pytest.raises(InvalidNotation):
        eldest_from_draw(4, [[(0, ks), (1, ks), (2, kh), (3, qh)]])
    s = new()
    deal = s.deals()[0]
    eldest = eldest_from_draw(6, [[(a, parse_card(c)) for a, c in r] for r in deal["draw"]])
    assert deal["dealer"] == (eldest - 1) % 6
    assert s.to_act == eldest or s.hand_number > 0


def crafted_pack(players: int, head: list[str]) -> list[str]:
    """A full pack whose first cards are `head`, the rest in canonical order."""
    rest = list(PACK)
    for t in head:
        rest.remove(parse_card(t))
    return head + [card_to_str(c) for c in rest]


def test_deal_order_upcard_rule_and_deal_json() -> None:
    players = 4
    dealt = [
        f"{r}{s}" for s in "CS" for r in ("4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
    ][: 15 * players]
    head = (dealt * 3)[: 15 * players]  # 4..A of clubs and spades, no red three dealt
    upcards = ["JK", "2D", "3H", "3C", "9H"]
    # build from the canonical pack: the 60 dealt cards, then the upcards, then the stock
    pack = crafted_pack(players, head + upcards)
    deal = {"dealer": 2, "draw": None, "pack": pack}
    s = GAME.new(players, 99, deal=deal, max_hands=1)
    assert isinstance(s, SambaState)
    # the first card goes to the eldest, seat 3
    assert s._deal_records[0][2][0] == parse_card(pack[0])
    assert s.hand_cards(3).count(parse_card(pack[0])) >= 1
    # jokers, 2s and 3s turned stay in the pile; the pile is frozen by them
    assert [card_to_str(c) for c in s._pile] == upcards
    assert s._pile_freezers == 3
    assert s.deals()[0] == deal
    assert s.to_act == 3
    # a deal for another seed reproduces the same hand
    t = GAME.new(players, 5, deal=s.deals()[0], max_hands=1)
    assert t.observation(3) == s.observation(3)


def test_bad_deals_refused() -> None:
    s = new()
    good = s.deals()[0]
    bad_dealer = dict(good, dealer=(good["dealer"] + 1) % 6)
    with pytest.raises(InvalidNotation, match="deals, not P"):
        GAME.new(6, 1, deal=bad_dealer)
    short = dict(good, pack=good["pack"][:-1])
    with pytest.raises(InvalidNotation):
        GAME.new(6, 1, deal=short)
    dup = dict(
        good,
        pack=["AS", *good["pack"][1:]] if good["pack"][0] != "AS" else ["KS", *good["pack"][1:]],
    )
    with pytest.raises(InvalidNotation):
        GAME.new(6, 1, deal=dup)
    with pytest.raises(InvalidNotation):
        GAME.new(6, 1, deal={"dealer": 9, "pack": good["pack"]})


def test_observation_hides_other_hands() -> None:
    s = new()
    rng = random.Random(1)
    for _ in range(40):
        if s.is_over():
            break
        s.apply(rng.choice(s.legal_actions()))
    for seat in range(6):
        obs = s.observation(seat)
        assert json.loads(json.dumps(obs)) == obs
        other = s.resample_hidden(seat, rng)
        assert other.observation(seat) == obs
        assert len(obs["hand"]) == obs["hand_sizes"][seat]
        if seat != s.to_act:
            assert obs["legal_actions"] == []
    assert s.observation(0)["hand"] == [card_to_str(c) for c in s.hand_cards(0)]
    assert s.observation(0)["pile"] == [card_to_str(c) for c in s._pile]


def test_render_plain_and_colour() -> None:
    s = new()
    seat = s.to_act or 0
    plain = GAME.render(s.observation(seat), say=Words("en", me=seat))
    assert "Samba" in plain and "your hand" in plain and "\x1b[" not in plain
    coloured = GAME.render(s.observation(0), say=Words("en", me=0), color=True)
    assert "\x1b[" in coloured


def test_the_draw_for_dealer_samples_as_random_sample() -> None:
    """The draw samples its cards in compiled code: the cards `rng.sample` gives, round by round,
    from the same generator (random.py's algorithm, whatever the number of tied seats)."""
    from tapisvert.core.chance import hand_rng
    from tapisvert.games.samba.hands import draw_for_dealer, draw_key

    for players in GAME.player_counts:
        for seed in range(300):
            rng = hand_rng(seed, 0, "draw")
            contenders = list(range(players))
            rounds = []
            while True:
                rnd = list(zip(contenders, rng.sample(PACK, len(contenders)), strict=True))
                rounds.append(rnd)
                best = max(draw_key(c) for _, c in rnd)
                contenders = [s for s, c in rnd if draw_key(c) == best]
                if len(contenders) == 1:
                    break
            assert draw_for_dealer(players, seed) == rounds
