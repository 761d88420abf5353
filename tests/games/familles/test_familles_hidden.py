"""What each seat may know; clones, resampling and the invariants of random play."""

from __future__ import annotations

import json
import random

from familles_helpers import family, position, remaining
from hypothesis import given, settings
from hypothesis import strategies as st

from tapisvert.core.errors import IllegalAction
from tapisvert.core.sages import FAMILY_NAMES, cards_of
from tapisvert.games.familles import GAME, FamillesState
from tapisvert.words import Words


def advance(players: int, seed: int, steps: int) -> FamillesState:
    s = GAME.new(players, seed)
    assert isinstance(s, FamillesState)
    rng = random.Random(seed)
    for _ in range(steps):
        if s.to_act is None:
            break
        s.apply(rng.choice(s.legal_actions()))
    return s


def test_an_unseen_draw_is_hidden_from_the_others_and_known_to_the_drawer() -> None:
    laid = [[7, 8], [9, 10]]
    rest = remaining("6-I", "6-II", "3-IV", *(family(f) for f in (7, 8, 9, 10)))
    s = position(["6-I", "6-II"], f"3-IV {rest}", laid)
    s.apply_text("ask 1 6-III")
    other = json.dumps(s.observation(1))
    assert "3-IV" not in other
    assert "3-IV" in json.dumps(s.observation(0))
    assert s.observation(1)["hand_sizes"] == [2, 1]


def test_the_observation_holds_the_public_facts() -> None:
    s = advance(4, 3, 40)
    seat = (s.to_act + 1) % 4 if s.to_act is not None else 0
    obs = s.observation(seat)
    assert set(obs) >= {
        "seat",
        "to_act",
        "hand_number",
        "legal_actions",
        "hand",
        "hand_sizes",
        "stock_size",
        "laid",
        "history",
        "scores",
        "totals",
        "manches_won",
        "asks_left",
        "dealer",
    }
    assert obs["legal_actions"] == []
    assert obs["hand"] == [GAME.card_to_str(c) for c in cards_of(s.hand_mask(seat))]
    assert sum(obs["hand_sizes"]) + obs["stock_size"] + 6 * obs["families_down"] == 60
    assert json.loads(json.dumps(obs)) == obs
    acting = s.observation(s.to_act)
    assert acting["legal_actions"] == s.legal_action_strs()


@given(players=st.integers(2, 6), seed=st.integers(0, 10**6), steps=st.integers(0, 300))
@settings(max_examples=25, deadline=None)
def test_resampling_hidden_cards_leaves_every_observation_unchanged(
    players: int, seed: int, steps: int
) -> None:
    s = advance(players, seed, steps)
    rng = random.Random(seed)
    for seat in range(players):
        r = s.resample_hidden(seat, rng)
        assert r.observation(seat) == s.observation(seat)
        assert r.card_inventory() == list(range(60)) and r.full_mask_check()
        assert r.hand_mask(seat) == s.hand_mask(seat)
        for t in range(players):
            assert bin(r.hand_mask(t)).count("1") == bin(s.hand_mask(t)).count("1")
            for f in range(1, 11):
                fm = 0b111111 << (6 * (f - 1))
                assert r.hand_mask(t) & fm != fm
        if r.to_act is not None:  # the resampled position plays on
            r.apply(random.Random(seat).choice(r.legal_actions()))


def test_resampling_moves_the_cards_of_other_hands_and_the_stock() -> None:
    s = advance(3, 1, 10)
    moved = any(
        s.resample_hidden(0, random.Random(k)).hand_mask(1) != s.hand_mask(1) for k in range(5)
    )
    assert moved
    assert any(s.resample_hidden(0, random.Random(k)).stock() != s.stock() for k in range(5))


@given(players=st.integers(2, 6), seed=st.integers(0, 10**6), steps=st.integers(0, 400))
@settings(max_examples=15, deadline=None)
def test_the_legal_list_is_exactly_what_apply_accepts(players: int, seed: int, steps: int) -> None:
    s = advance(players, seed, steps)
    legal = set(s.legal_actions())
    before = json.dumps([s.observation(k) for k in range(players)])
    for a in range(s.action_space()):
        c = s.clone()
        try:
            c.apply(a)
        except IllegalAction as err:
            assert a not in legal, a
            assert str(err) == s.explain_illegal(a)
        else:
            assert a in legal, a
            assert c.card_inventory() == list(range(60))
    assert json.dumps([s.observation(k) for k in range(players)]) == before


def test_clones_are_independent() -> None:
    s = advance(4, 2, 30)
    c = s.clone()
    before = json.dumps([s.observation(k) for k in range(4)])
    for _ in range(50):
        if c.to_act is None:
            break
        c.apply(c.legal_actions()[0])
    assert json.dumps([s.observation(k) for k in range(4)]) == before


def test_random_matches_conserve_cards_and_always_offer_an_action() -> None:
    for players in (2, 4, 6):
        s = GAME.new(players, 77)
        rng = random.Random(players)
        steps = 0
        while s.to_act is not None:
            legal = s.legal_actions()
            assert legal
            s.apply(rng.choice(legal))
            steps += 1
            if steps % 97 == 0:
                assert s.card_inventory() == list(range(60))
        assert s.result().over and s.legal_actions() == []


def test_render_draws_the_table() -> None:
    s = advance(3, 6, 20)
    seat = s.to_act
    assert seat is not None
    text = GAME.render(s.observation(seat), say=Words("en", me=seat))
    assert "your hand:" in text and "your turn" in text and "\033" not in text
    fam = GAME.parse_card(s.observation(seat)["hand"][0]) // 6
    assert FAMILY_NAMES[fam] in text
    coloured = GAME.render(s.observation(seat), say=Words("en", me=seat), color=True)
    assert "\033[" in coloured
    other = GAME.render(s.observation((seat + 1) % 3), say=Words("en", me=(seat + 1) % 3))
    assert f"P{seat} to ask" in other
    french = GAME.render(s.observation(seat), say=Words("fr", me=seat))
    assert "votre main :" in french and "à vous :" in french


def test_every_history_line_parses() -> None:
    from tapisvert.core.errors import InvalidNotation
    from tapisvert.games.familles.events import FULL_TEXT, PUBLIC_TEXT, parse_event

    kinds = set()
    for line in list(FULL_TEXT.values()) + list(PUBLIC_TEXT.values()):
        event = parse_event(line)
        kinds.add(event["event"])
        assert 0 <= event["seat"] < 6
    assert kinds == {"ask", "draw", "no-draw", "lay", "sit-out"}
    assert parse_event("3 lay 10") == {"seat": 3, "event": "lay", "family": 10}
    for bad in ("", "x ask 1 S1 given", "1 ask 2 S1 maybe", "1 jump"):
        try:
            parse_event(bad)
        except InvalidNotation:
            continue
        raise AssertionError(bad)
