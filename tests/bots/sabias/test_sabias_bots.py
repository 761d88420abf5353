"""Sabias bots: the determinizer (no leak, consistent, always playable) and the heuristic."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from bot_helpers import positions

from tapisvert.bots import SeatView, make_bot
from tapisvert.bots.heuristics import has_heuristic
from tapisvert.bots.heuristics.sabias import SabiasHeuristic, hand_value
from tapisvert.games import get_game
from tapisvert.games.sabias.cards import FAMILY, LED_BY, SABIA_MASK, TRUMP_LEAD, parse_card
from tapisvert.games.sabias.determinize import parse_public, sample_hands
from tapisvert.games.sabias.state import SabiasState

GAME = get_game("sabias")

VARIANTS: list[tuple[int, dict[str, Any]]] = [
    (3, {}),
    (4, {}),
    (4, {"four_player_mode": "individual"}),
    (5, {}),
    (3, {"sabia_must_follow_family": False, "overtrump_partner_exempt": True}),
    (5, {"sabia_must_follow_family": False, "overtrump_partner_exempt": True}),
    (5, {"overtrump_partner_exempt": True, "ecart": "difference"}),
]
IDS = [f"{n}p-{'-'.join(f'{k}={v}' for k, v in o.items()) or 'default'}" for n, o in VARIANTS]


def _positions(
    players: int, seed: int, options: dict[str, Any], every: float = 0.15, heuristic: bool = False
) -> list[SabiasState]:
    """Copies of a match (three hands) at random moments (all phases), random or heuristic play."""
    return positions(
        GAME, players, seed, hands=3, every=every, heuristic=heuristic, options=options
    )


def _seats(state: SabiasState) -> list[int]:
    return list(range(state.num_players))


@pytest.mark.parametrize(("players", "options"), VARIANTS, ids=IDS)
def test_determinizer_cannot_read_the_hidden_state(players: int, options: dict[str, Any]) -> None:
    """Same observation, same seed: same world, whatever the true hidden cards are."""
    for state in _positions(players, 11, options)[::2]:
        for seat in _seats(state):
            obs = state.observation(seat)
            other = state.resample_hidden(seat, random.Random(5)).observation(seat)
            assert other == obs
            a = GAME.determinize(obs, random.Random(3))
            b = GAME.determinize(json.loads(json.dumps(other)), random.Random(3))
            assert isinstance(a, SabiasState) and isinstance(b, SabiasState)
            for s in _seats(state):
                assert a.observation(s) == b.observation(s)
                assert a.hand_of(s) == b.hand_of(s)
            assert a.deals() == b.deals()


@pytest.mark.parametrize(("players", "options"), VARIANTS, ids=IDS)
def test_worlds_show_the_seat_exactly_what_it_sees(players: int, options: dict[str, Any]) -> None:
    for heuristic in (False, True):
        for state in _positions(players, 23, options, heuristic=heuristic):
            seat = state.to_act if state.to_act is not None else 0
            obs = state.observation(seat)
            for k in range(3):
                world = GAME.determinize(obs, random.Random(k))
                assert world.observation(seat) == obs
                assert world.to_act == state.to_act
                assert world.legal_actions() == state.legal_actions()
                assert world.card_inventory() == list(range(60))
                assert [len(world.hand_of(s)) for s in _seats(state)] == obs["hand_sizes"]


@pytest.mark.parametrize(("players", "options"), VARIANTS, ids=IDS)
def test_true_deal_is_among_the_possible_worlds(players: int, options: dict[str, Any]) -> None:
    """Every inference is sound: the real hidden cards satisfy it (so no world is excluded)."""
    restricted = 0
    for seed in (1, 2, 3):
        for heuristic in (False, True):
            for state in _positions(players, seed, options, every=0.3, heuristic=heuristic):
                for seat in _seats(state):
                    pub = parse_public(state.observation(seat))
                    index = {s: i for i, s in enumerate(pub.takers)}
                    for card, pattern in zip(pub.unseen, pub.patterns, strict=True):
                        holder = next(s for s in _seats(state) if card in state.hand_of(s))
                        assert pattern >> index[holder] & 1, (seat, card, holder)
                    restricted += not pub.free
    assert restricted > 0


def _voids(obs: dict[str, Any], follow: bool) -> dict[int, int]:
    """Per seat, a mask of cards its failed follows prove it lacks (for the checks below)."""
    n = obs["players"]
    out: dict[int, int] = {}
    tricks = [(t["leader"], t["cards"]) for t in obs["tricks"]]
    if obs["trick"]:
        tricks.append((obs["trick"][0][0], [c for _, c in obs["trick"]]))
    for leader, texts in tricks:
        cards = [parse_card(x) for x in texts]
        led = LED_BY[cards[0]]
        for i, c in enumerate(cards[1:], 1):
            seat = (leader + i) % n
            if led == TRUMP_LEAD and not SABIA_MASK >> c & 1:
                out[seat] = out.get(seat, 0) | SABIA_MASK
            elif follow and led != TRUMP_LEAD and not FAMILY[led] >> c & 1:
                out[seat] = out.get(seat, 0) | FAMILY[led]
    return out


@pytest.mark.parametrize(("players", "options"), VARIANTS[:4], ids=IDS[:4])
def test_worlds_respect_shown_voids_and_shown_cards(players: int, options: dict[str, Any]) -> None:
    for state in _positions(players, 31, options, every=0.3):
        seat = state.to_act if state.to_act is not None else 0
        obs = state.observation(seat)
        voids = _voids(obs, follow=True)
        for k in range(4):
            world = GAME.determinize(obs, random.Random(k))
            for s, mask in voids.items():
                assert not any(mask >> c & 1 for c in world.hand_of(s)), (s, k)
            for s, shown in enumerate(obs["shown"]):
                held = world.hand_of(s)
                assert all(parse_card(c) in held for c in shown)


@pytest.mark.parametrize(("players", "options"), VARIANTS, ids=IDS)
def test_every_world_plays_to_the_end(players: int, options: dict[str, Any]) -> None:
    rng = random.Random(players)
    worlds = 0
    for seed in range(4):
        for state in _positions(players, 100 + seed, options, every=0.25):
            if state.to_act is None:
                continue
            obs = state.observation(state.to_act)
            for k in range(3):
                world = GAME.determinize(obs, random.Random(k))
                while world.to_act is not None:  # the rest of the match (max_hands=3)
                    legal = world.legal_actions()
                    assert legal
                    world.apply(legal[rng.randrange(len(legal))])
                assert len(world.hand_results()) == world.hand_number + 1
                worlds += 1
    assert worlds > 50


def test_the_called_partner_is_sampled_not_read() -> None:
    """At 5 players before the call is public, the called Sabia goes to various seats."""
    found = 0
    for seed in range(40):
        for state in _positions(5, seed, {}, every=0.5):
            obs0 = state.observation(0)
            if obs0["phase"] != "play" or obs0["called"] is None or obs0["partner"] is not None:
                continue
            if obs0["alone"] is not None:
                continue
            for seat in _seats(state):
                obs = state.observation(seat)
                called = parse_card(obs["called"])
                if called in state.hand_of(seat):
                    continue
                pub = parse_public(obs)
                holders = set()
                for k in range(60):
                    hands = sample_hands(pub, random.Random(k))
                    holders.add(next(s for s, h in enumerate(hands) if h >> called & 1))
                assert seat not in holders
                assert len(holders) >= 2
                found += 1
            if found >= 10:
                return
    assert found > 0


@pytest.mark.parametrize(("players", "options"), VARIANTS, ids=IDS)
def test_heuristic_always_plays_a_legal_action(players: int, options: dict[str, Any]) -> None:
    assert has_heuristic("sabias")
    for seed in range(3):
        state = GAME.new(players, seed, max_hands=3, **options)
        bots = [make_bot("heuristic", GAME, s, seed) for s in range(players)]
        while state.to_act is not None:
            view = SeatView.of(state)
            action = bots[view.seat].choose(view)
            assert action in view.legal_actions
            state.apply(action)


def test_hand_value_prefers_trumps_and_grand_peres() -> None:
    weak = [parse_card(c) for c in ("1-I", "1-II", "2-I", "2-II", "3-I", "4-I", "4-II", "S1")]
    strong = [parse_card(c) for c in ("S10", "S9", "S8", "S7", "S6", "1-V", "1-IV", "2-V")]
    assert hand_value(strong) > hand_value(weak)


def test_heuristic_leaves_a_master_partner_and_loads_him() -> None:
    """Seat 2 (a defender at 3) sees its partner holding the trick last: it gives points."""
    obs = GAME.new(3, 0).observation(0)
    obs.update(
        seat=2,
        phase="play",
        taker=0,
        hand=["5-V", "5-I", "6-V", "6-I"],
        trick=[[0, "5-III"], [1, "S5"]],
        tricks=[],
        announcements=[],
    )
    view = SeatView(GAME, 2, obs, (24, 28), ("play 5-I", "play 5-V"))
    assert SabiasHeuristic(2).choose(view) == 28  # under the partner's S5, the V: 5 points
