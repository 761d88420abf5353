"""Familles bots: the determinizer (no leak, consistent, always playable) and the heuristic."""

from __future__ import annotations

import random
from typing import Any, cast

import pytest
from bot_helpers import positions

from tapisvert.bots import SeatView, make_bot
from tapisvert.games import get_game
from tapisvert.games.familles.cards import FAMILY_MASKS, card_to_str, parse_card
from tapisvert.games.familles.determinize import (
    _match,
    _plan,
    _search,
    infer,
    parse_public,
    sample_layout,
)
from tapisvert.games.familles.determinize import determinize as sample_world
from tapisvert.games.familles.events import parse_event
from tapisvert.games.familles.policy import ask_chance, strategy
from tapisvert.games.familles.rollout import (
    SEARCH_WIDTH,
    _memory,
    evaluate,
    rollout_policy,
    search_actions,
)
from tapisvert.games.familles.state import FamillesState
from tapisvert.games.familles.views import FamillesView

GAME = get_game("familles")

VARIANTS: list[tuple[int, dict[str, Any]]] = [
    (2, {}),
    (3, {}),
    (4, {}),
    (5, {}),
    (6, {}),
    (2, {"ask_requires_family": False}),
    (3, {"ask_requires_family": False}),
]
IDS = [f"{n}p-{'-'.join(f'{k}={v}' for k, v in o.items()) or 'default'}" for n, o in VARIANTS]


def _positions(
    players: int, seed: int, options: dict[str, Any], every: float = 0.1, heuristic: bool = False
) -> list[FamillesState]:
    """Copies of a match (two deals) at random moments, random or heuristic play."""
    return cast(
        list[FamillesState],
        positions(GAME, players, seed, hands=2, every=every, heuristic=heuristic, options=options),
    )


def _hands(state: Any) -> list[int]:
    return [state.hand_mask(s) for s in range(state.num_players)]


@pytest.mark.parametrize(("players", "options"), VARIANTS, ids=IDS)
def test_every_inference_holds_for_the_true_deal(players: int, options: dict[str, Any]) -> None:
    """The real hidden cards satisfy every inference, so no possible world is excluded."""
    excluded = needs = limits = known = 0
    for seed in (1, 2):
        for heuristic in (False, True):
            for state in _positions(players, seed, options, every=0.2, heuristic=heuristic):
                for seat in range(players):
                    k = infer(FamillesView.from_json(state.observation(seat)))
                    for s in range(players):
                        true = state.hand_mask(s)
                        assert k.known[s] & ~true == 0
                        if s == seat:
                            assert k.known[s] == true
                            continue
                        known += k.known[s].bit_count()
                        hidden = true & ~k.known[s]
                        assert hidden.bit_count() == k.rooms[s]
                        assert hidden & ~k.allowed[s] == 0
                        excluded += (k.unknown & ~k.allowed[s]).bit_count() if k.rooms[s] else 0
                        for m, bound in k.limits[s]:
                            assert (hidden & m).bit_count() <= bound
                            limits += 1
                        for m in k.needs[s]:
                            assert hidden & m
                            needs += 1
    assert excluded > 0 and known > 0
    if not options and players <= 4:
        assert needs > 0 and limits > 0


def _public_facts(obs: dict[str, Any]) -> tuple[dict[int, int], dict[int, int]]:
    """Per seat, the cards it publicly holds, and the cards it refused since its last draw."""
    n = obs["players"]
    held = dict.fromkeys(range(n), 0)
    lacks = dict.fromkeys(range(n), 0)
    for line in obs["history"]:
        e = parse_event(line)
        if e["event"] == "ask":
            bit = 1 << parse_card(e["card"])
            if e["given"]:
                held[e["target"]] &= ~bit
                held[e["seat"]] |= bit
                lacks[e["seat"]] &= ~bit
            else:
                lacks[e["target"]] |= bit
        elif e["event"] == "draw":
            if e["reason"] == "shown":
                held[e["seat"]] |= 1 << parse_card(e["card"])
                lacks[e["seat"]] &= ~(1 << parse_card(e["card"]))
            else:
                lacks[e["seat"]] = 0
        elif e["event"] == "lay":
            held[e["seat"]] &= ~FAMILY_MASKS[e["family"] - 1]
    return held, lacks


@pytest.mark.parametrize(("players", "options"), VARIANTS[:4], ids=IDS[:4])
def test_worlds_respect_known_holders_and_refusals(players: int, options: dict[str, Any]) -> None:
    checked = 0
    for state in _positions(players, 31, options, every=0.3, heuristic=True):
        seat = state.to_act if state.to_act is not None else 0
        obs = state.observation(seat)
        held, lacks = _public_facts(obs)
        for k in range(4):
            world = sample_world(FamillesView.from_json(obs), random.Random(k))
            for s in range(players):
                hand = world.hand_mask(s)
                assert held[s] & ~hand == 0  # publicly known cards stay with their holder
                if s != seat:
                    assert lacks[s] & hand == 0  # refused since its last draw: not held
                for fm in FAMILY_MASKS:
                    assert hand & fm != fm  # no complete family left in a hand
            checked += 1
    assert checked > 10


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_the_backup_samplers_meet_the_rules(players: int) -> None:
    """The budgeted search (every rule) and the matching (the hard rules) that back the sampler."""
    searched = 0
    for state in _positions(players, 7, {}, every=0.2, heuristic=True):
        seat = state.to_act if state.to_act is not None else 0
        k = infer(FamillesView.from_json(state.observation(seat)))
        for strict in (True, False):
            rng = random.Random(1)
            found = _search(k, _plan(k), rng, 3000) if strict else _match(k, _plan(k), rng)
            if found is None:
                assert strict  # the matching always succeeds
                continue
            searched += strict
            hidden, stock = found
            assert len(stock) == k.stock_size
            assert sum(h.bit_count() for h in hidden) + len(stock) == k.unknown.bit_count()
            for s in range(players):
                assert hidden[s].bit_count() == k.rooms[s]
                assert hidden[s] & ~k.allowed[s] == 0
                assert all((hidden[s] | k.known[s]) & fm != fm for fm in FAMILY_MASKS)
                if strict:
                    assert all(hidden[s] & m for m in k.needs[s])
                    assert all((hidden[s] & m).bit_count() <= b for m, b in k.limits[s])
    assert searched > 0


def test_sampling_varies_the_hidden_cards() -> None:
    state = GAME.new(4, 3)
    obs = state.observation(0)
    pub = parse_public(FamillesView.from_json(obs))
    layouts = {tuple(sample_layout(pub.knowledge, random.Random(k))[0]) for k in range(20)}
    assert len(layouts) == 20


def _scripted() -> FamillesState:
    """Three players, dealer 0: seat 0 takes 1-III from seat 1, then seat 2 refuses him 1-V."""
    rest = list(range(6, 60))
    hands: list[list[int]] = [[0, 1], [2, 3], []]
    i = 0
    while any(len(h) < 12 for h in hands):
        seat = i % 3
        if len(hands[seat]) < 12:
            hands[seat].append(rest.pop(0))
        i += 1
    stock = [*rest, 4, 5]  # 1-V and S1 at the bottom
    deal = {
        "dealer": 0,
        "hands": [[card_to_str(c) for c in h] for h in hands],
        "stock": [card_to_str(c) for c in stock],
    }
    state = GAME.new(3, 0, deal=deal)
    assert isinstance(state, FamillesState)
    state.apply(state.parse_action("ask 1 1-III"))
    state.apply(state.parse_action("ask 2 1-V"))
    assert state.to_act == 1
    return state


def test_public_knowledge_of_a_scripted_turn() -> None:
    state = _scripted()
    k = infer(FamillesView.from_json(state.observation(1)))
    assert k.holder(parse_card("1-III")) == 0
    assert not k.allowed[2] >> parse_card("1-V") & 1  # seat 2 refused it
    assert not k.allowed[0] >> parse_card("1-V") & 1  # the draw after asking was not 1-V
    assert k.needs[0] == (FAMILY_MASKS[0] & k.allowed[0],)  # seat 0 holds a hidden Ona card
    assert ask_chance(k, 0, parse_card("1-III")) == 1.0
    assert ask_chance(k, 2, parse_card("1-V")) == 0.0
    for r in range(20):
        world = sample_world(FamillesView.from_json(state.observation(1)), random.Random(r))
        assert world.hand_mask(0) >> parse_card("1-III") & 1
        assert world.hand_mask(0) & FAMILY_MASKS[0] & ~(1 << parse_card("1-III"))
        assert not world.hand_mask(2) >> parse_card("1-V") & 1


def test_heuristic_asks_the_known_holder() -> None:
    state = _scripted()
    view = SeatView.of(state)
    ask = strategy(FamillesView.from_json(view.observation), random.Random(0))
    assert ask == state.parse_action("ask 0 1-III")


# --- the fast rollout policy --------------------------------------------------------------------


@pytest.mark.parametrize(("players", "options"), VARIANTS[:4], ids=IDS[:4])
def test_rollout_memory_is_the_public_knowledge(players: int, options: dict[str, Any]) -> None:
    """The policy's memory of who holds what is exactly what `infer` reads from the history."""
    checked = 0
    for state in _positions(players, 41, options, every=0.3, heuristic=True):
        if state.to_act is None:
            continue
        mem = _memory(state)
        for seat in range(players):
            k = infer(FamillesView.from_json(state.observation(seat)))
            for s in range(players):
                if s != seat:
                    assert mem.known[s] == k.known[s]
                    assert mem.lack[s] & state.hand_mask(s) == 0  # a lack is never held
                    assert mem.lack[s] & k.allowed[s] == 0  # ... and infer excludes it too
            checked += 1
    assert checked > 10


@pytest.mark.parametrize(("players", "options"), VARIANTS[:4], ids=IDS[:4])
def test_rollout_policy_cannot_read_the_hidden_cards(players: int, options: dict[str, Any]) -> None:
    """The mover's ask depends on his own hand and the public history only."""
    for state in _positions(players, 43, options, every=0.3, heuristic=True):
        seat = state.to_act
        if seat is None:
            continue
        other = state.resample_hidden(seat, random.Random(9))
        assert rollout_policy(state, random.Random(2)) == rollout_policy(other, random.Random(2))


def test_rollout_policy_asks_the_known_holder() -> None:
    state = _scripted()
    assert rollout_policy(state, random.Random(0)) == state.parse_action("ask 0 1-III")


def test_rollout_policy_follows_a_world_through_a_new_deal() -> None:
    """The memory is rebuilt when the log starts over (a new deal) or the world is another."""
    state = GAME.new(2, 5, max_hands=2)
    rng = random.Random(1)
    copy = None
    while state.to_act is not None:
        if copy is None and state.hand_number == 1:
            copy = state.clone()
        state.apply(rollout_policy(state, rng))
    assert copy is not None
    assert isinstance(copy, FamillesState)
    mem = _memory(copy)
    k = infer(FamillesView.from_json(copy.observation(0)))
    assert mem.known[1] == k.known[1]


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_evaluate_gives_each_seat_a_chance_of_the_deal(players: int) -> None:
    """One value per seat, each within a deal's scores, together at most one winner's 100."""
    checked = 0
    for state in _positions(players, 47, {}, every=0.2, heuristic=True):
        if state.to_act is None:
            continue
        values = evaluate(state, state.hand_number)
        assert len(values) == players
        assert all(-1e-9 <= v <= 100.0 + 1e-9 for v in values)
        assert sum(values) <= 100.0 + 1e-6
        checked += 1
    assert checked > 5


def test_evaluate_favours_the_seat_with_more_families_down() -> None:
    state = GAME.new(2, 3, max_hands=1)
    assert isinstance(state, FamillesState)
    rng = random.Random(4)
    while state.to_act is not None:
        laid = [len(fams) for fams in state.view(None).laid]
        if abs(laid[0] - laid[1]) >= 3:
            values = evaluate(state, 0)
            leader = 0 if laid[0] > laid[1] else 1
            assert values[leader] > values[1 - leader]
            return
        state.apply(rollout_policy(state, rng))
    values = [float(x) for x in state.hand_scores(0)]
    assert evaluate(state, 0) == values  # a finished deal: its real scores


def test_ismcts_with_the_fast_policy_and_evaluator_plays_a_hand() -> None:
    for players in (2, 3):
        state = GAME.new(players, 6, max_hands=1)
        spec = "ismcts:iterations=8:rollout=heuristic:opponents=heuristic:depth=5"
        bots = [make_bot(spec, GAME, s, 1) for s in range(players)]
        while state.to_act is not None:
            view = SeatView.of(state)
            action = bots[view.seat].choose(view)
            assert action in view.legal_actions
            state.apply(action)


@pytest.mark.parametrize("players", [2, 4])
def test_search_actions_narrow_to_the_policys_best_asks(players: int) -> None:
    """`search_actions` returns at most SEARCH_WIDTH legal asks, and the same asks whatever the
    hidden cards (it reads only the mover's knowledge)."""

    game = get_game("familles")
    for seed in range(4):
        state = game.new(players, seed)
        rng = random.Random(seed)
        for _ in range(40):
            if state.to_act is None:
                break
            legal = state.legal_actions()
            chosen = search_actions(state)
            assert chosen and set(chosen) <= set(legal) and len(chosen) <= SEARCH_WIDTH
            twin = state.resample_hidden(state.to_act, random.Random(seed + 100))
            assert search_actions(twin) == chosen
            state.apply(legal[rng.randrange(len(legal))])
