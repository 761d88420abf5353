"""Samba bots: the determinizer (no leak, consistent, always playable) and the heuristic."""

from __future__ import annotations

import math
import random

import pytest
from bot_helpers import positions

from tapisvert.bots import SeatView, make_bot
from tapisvert.bots.ismcts import ISMCTSBot
from tapisvert.games import get_game
from tapisvert.games.samba import actions as A
from tapisvert.games.samba.cards import IS_RED3, IS_WILD, PACK, parse_card
from tapisvert.games.samba.determinize import parse_public, sample_hidden
from tapisvert.games.samba.planning import (
    MeldInfo,
    SeatTable,
    discard_cost,
    opening_plan,
    pair_take,
)
from tapisvert.games.samba.policy import EVAL_WEIGHTS, evaluate, rollout_policy, side_features
from tapisvert.games.samba.state import SambaState
from tapisvert.games.samba.views import SambaView

GAME = get_game("samba")
FULL = sorted(PACK)


def _positions(
    players: int, seed: int, every: float = 0.04, heuristic: bool = False, hands: int = 1
) -> list[SambaState]:
    """Copies of a match at random moments (random or heuristic play, every phase)."""
    found = positions(GAME, players, seed, hands=hands, every=every, heuristic=heuristic)
    return [s for s in found if isinstance(s, SambaState)]


def _multiset_in(small: list[int], big: list[int]) -> bool:
    rest = list(big)
    for c in small:
        if c not in rest:
            return False
        rest.remove(c)
    return True


@pytest.mark.parametrize("players", [4, 6])
def test_sampled_worlds_match_the_observation(players: int) -> None:
    for seed in range(4):
        for state in _positions(players, seed, heuristic=seed % 2 == 1, hands=2):
            seat = state.to_act if state.to_act is not None else seed % players
            obs = state.observation(seat)
            for k in range(3):
                world = GAME.determinize(SambaView.from_json(obs), random.Random(k))
                assert isinstance(world, SambaState)
                # everything the seat sees: its hand, to_act, legal actions, melds, pile...
                assert world.observation(seat) == obs
                assert world.to_act == state.to_act
                assert world.legal_actions() == state.legal_actions() or world.to_act != seat
                assert world.hand_number == state.hand_number
                assert world.card_inventory() == FULL
                assert world.result().team_totals == state.result().team_totals
                wobs = world.observation(seat)
                for v in range(players):
                    held = world.hand_cards(v)
                    assert len(held) == len(state.hand_cards(v))
                    known = [parse_card(c) for c in wobs["known_cards"][v]]
                    assert _multiset_in(known, held)
                    # a seat that has started a turn has laid its red threes
                    if not state.is_over() and any(IS_RED3[c] for c in held):
                        assert (v - obs["dealer"] - 1) % players >= obs["turns"]


def test_known_cards_are_always_in_the_true_hand() -> None:
    """`known_cards` (cards that came publicly to a hand, not played since) never lies."""
    checked = 0
    for players in (4, 6):
        for seed in range(4):
            for state in _positions(players, 40 + seed, every=0.3, heuristic=seed % 2 == 0):
                obs = state.observation(0)
                for v in range(players):
                    known = [parse_card(c) for c in obs["known_cards"][v]]
                    assert _multiset_in(known, state.hand_cards(v))
                    checked += len(known)
    assert checked > 0


def test_red_threes_only_go_where_they_may_be() -> None:
    for seed in range(6):
        for state in _positions(6, 200 + seed, every=0.1):
            if state.to_act is None:
                continue
            seat = state.to_act
            pub = parse_public(state.observation(seat))
            rng = random.Random(seed)
            for _ in range(10):
                hands, stock = sample_hidden(pub, rng)
                assert len(stock) == pub.stock_size
                for v in range(pub.players):
                    assert len(hands[v]) == pub.hand_sizes[v]
                    if any(IS_RED3[c] for c in hands[v]) and v != seat:
                        assert pub.may_hold_red3[v]


def _meld(number: int, rank: int, size: int, wilds: int = 0) -> MeldInfo:
    return MeldInfo(number, True, rank, -1, 0, 0, size, wilds)


def test_opening_plan_reaches_the_minimum_with_wilds_only_when_needed() -> None:
    hand = [0] * 53
    for text in ("KS", "KH", "KD", "5H", "6H", "7H", "9C", "9D", "2C", "JK", "4S"):
        hand[parse_card(text)] += 1
    value, steps = opening_plan(hand, [], spare=9, target=50)
    # kings (30) and the run 5H-7H (15) make 45: one wild more is needed, a two before a joker
    assert value >= 50
    assert "seq 5H-7H" in steps and "group Kx3" in steps
    assert "group 9x2+2" in steps and not any("+jk" in s for s in steps)
    value, steps = opening_plan(hand, [], spare=9, target=15)
    assert not any("+" in s for s in steps)
    # lay-offs on the side's melds of the turn come first
    value, steps = opening_plan(hand, [_meld(1, 9, 3)], spare=9, target=90)
    assert steps[0] in ("add 9C m1", "add 9D m1")


def test_discard_avoids_feeding_the_next_side() -> None:
    state = GAME.new(4, 7, max_hands=1)
    assert isinstance(state, SambaState)
    table = SeatTable.of(state.view(state.to_act or 0))
    nxt_side = table.next_seat % 2
    # give the next side a group of eights and an open pile: an eight is a gift
    table.melds_by_side[nxt_side] = [_meld(1, 8, 4)]
    table.pile_frozen = [False, False]
    table.counts[parse_card("8C")] = 1
    table.counts[parse_card("4D")] = 1
    assert discard_cost(table, parse_card("8C")) > discard_cost(table, parse_card("4D"))
    assert discard_cost(table, parse_card("3C")) < discard_cost(table, parse_card("4D"))
    assert discard_cost(table, parse_card("2C")) > 500


def test_ismcts_plays_legal_moves() -> None:
    bot = ISMCTSBot(GAME, 1, iterations=10)
    for state in _positions(4, 4, every=0.05)[:8]:
        if state.to_act is None:
            continue
        view = SeatView.of(state)
        assert bot.choose(view) in view.legal_actions


def test_evaluate_gives_each_seat_its_side_estimate() -> None:
    """One finite value per seat, partners equal, from every moment of a hand (4 and 6 players),
    and the features match the fitted weights."""
    for players in (4, 6):
        for state in _positions(players, 8, every=0.1, heuristic=True):
            if state.to_act is None:
                continue
            values = evaluate(state, state.hand_number)
            assert len(values) == players
            nt = players // 2
            for q in range(players):
                assert math.isfinite(values[q])
                assert values[q] == values[q % nt]
            assert len(side_features(state, 0)) == len(EVAL_WEIGHTS)


def test_depth_limited_search_plays_legal_moves() -> None:
    spec = "ismcts:iterations=30:rollout=heuristic:opponents=heuristic:depth=10"
    bot = make_bot(spec, GAME, 0, 1)
    for state in _positions(4, 6, every=0.05)[:6]:
        if state.to_act is not None:
            view = SeatView.of(state)
            assert bot.choose(view) in view.legal_actions


def _pair_held(hand: list[int], card: int) -> bool:
    """Whether `hand` holds two naturals of the rank of natural `card`."""
    return sum(1 for x in hand if not IS_WILD[x] and x % 13 == card % 13) >= 2


def test_rollout_discard_keeps_the_pile_from_the_next_player() -> None:
    """When only discards are left, the rollout does not discard a card the next player holds a
    natural pair of while a safe natural discard exists."""
    checked = 0
    for seed in range(3):
        for state in _positions(4, 20 + seed, every=0.3, heuristic=True):
            if state.to_act is None or state.observation(state.to_act)["phase"] != "play":
                continue
            legal = state.legal_actions()
            if any(a < A.DISCARD for a in legal):
                continue
            nxt = state.hand_cards((state.to_act + 1) % 4)
            naturals = [a - A.DISCARD for a in legal if not IS_WILD[a - A.DISCARD]]
            if any(not _pair_held(nxt, c) for c in naturals):
                chosen = rollout_policy(state, random.Random(seed)) - A.DISCARD
                assert not _pair_held(nxt, chosen)
                checked += 1
    assert checked > 0


def test_no_pair_takes_a_wild_card_on_top() -> None:
    """A joker or a two on top of the pile: the heuristic and the rollout look for no pair (a
    joker's rank is 0, and the pair of rank 0 named card ids -2 and -1)."""
    from tapisvert.games.samba.cards import JOKER

    state = GAME.new(4, 3, max_hands=1)
    assert isinstance(state, SambaState)
    seat = state.to_act
    assert seat is not None
    table = SeatTable.of(state.view(seat))
    for top in (JOKER, parse_card("2C")):
        table.pile = [parse_card("7H"), top]
        assert pair_take(table, ["draw", "take 7C 7H"]) is None
    assert A.pair_take_id(table.counts, 0, [A.DRAW]) is None
    # and the tournament that found it plays through
    from tapisvert.sim.tournament import tournament

    result = tournament("samba", 4, ["random", "heuristic"], 3, 5, {"max_hands": 1}, workers=1)
    assert sum(result.wins.values()) > 0


def test_search_actions_are_the_legal_moves_but_the_question() -> None:
    """The search weighs every legal move but "May I go out?" (never needed, only binding);
    when the question is all there is, it stays; a finished match has none."""
    from tapisvert.games.samba.rollout import search_actions

    asked = 0
    for players in (4, 6):
        for state in _positions(players, 3, every=0.3, heuristic=True):
            legal = state.legal_actions()
            kept = search_actions(state)
            assert kept == [a for a in legal if a != A.ASK] or kept == legal == [A.ASK]
            asked += A.ASK in legal
    assert asked > 3  # the question was offered, and left out


def test_the_default_search_does_not_ask() -> None:
    """Plain `ismcts` (samba's defaults: `actions=search`) never asks where the question is
    offered; over every legal move (`actions=legal`) the same search asks at some of them."""
    assert GAME.search_hooks().defaults is not None
    assert GAME.search_hooks().defaults["actions"] == "search"
    offered = [
        state
        for seed in (5, 6)
        for state in _positions(6, seed, every=0.3, heuristic=True)
        if state.to_act is not None and A.ASK in state.legal_actions()
    ]
    assert len(offered) > 10
    asks = {"ismcts:iterations=60": 0, "ismcts:iterations=60:actions=legal": 0}
    for spec in asks:
        for state in offered:
            assert state.to_act is not None
            bot = make_bot(spec, GAME, state.to_act, 1)
            asks[spec] += bot.choose(SeatView.of(state, with_observation=True)) == A.ASK
    assert asks == {"ismcts:iterations=60": 0, "ismcts:iterations=60:actions=legal": asks[spec]}
    assert asks[spec] > 0
