"""Sabias bots: the determinizer (no leak, consistent, always playable) and the heuristic."""

from __future__ import annotations

import random
from typing import Any, cast

import pytest
from bot_helpers import positions

from tapisvert.bots import SeatView
from tapisvert.games import get_game
from tapisvert.games.sabias.cards import FAMILY, LED_BY, SABIA_MASK, TRUMP_LEAD, parse_card
from tapisvert.games.sabias.determinize import determinize as sample_world
from tapisvert.games.sabias.determinize import parse_public, sample_hands
from tapisvert.games.sabias.policy import hand_value, strategy
from tapisvert.games.sabias.state import SabiasState
from tapisvert.games.sabias.views import SabiasView

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
    return cast(
        list[SabiasState],
        positions(GAME, players, seed, hands=3, every=every, heuristic=heuristic, options=options),
    )


def _seats(state: SabiasState) -> list[int]:
    return list(range(state.num_players))


@pytest.mark.parametrize(("players", "options"), VARIANTS, ids=IDS)
def test_true_deal_is_among_the_possible_worlds(players: int, options: dict[str, Any]) -> None:
    """Every inference is sound: the real hidden cards satisfy it (so no world is excluded)."""
    restricted = 0
    for seed in (1, 2, 3):
        for heuristic in (False, True):
            for state in _positions(players, seed, options, every=0.3, heuristic=heuristic):
                for seat in _seats(state):
                    pub = parse_public(SabiasView.from_json(state.observation(seat)))
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
            world = sample_world(SabiasView.from_json(obs), random.Random(k))
            for s, mask in voids.items():
                assert not any(mask >> c & 1 for c in world.hand_of(s)), (s, k)
            for s, shown in enumerate(obs["shown"]):
                held = world.hand_of(s)
                assert all(parse_card(c) in held for c in shown)


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
                pub = parse_public(SabiasView.from_json(obs))
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
        to_act=2,
        legal_actions=["play 5-I", "play 5-V"],
    )
    view = SeatView(GAME, 2, obs, (24, 28), ("play 5-I", "play 5-V"))
    assert strategy(SabiasView.from_json(view.observation), random.Random(0)) == 28  # the V
