"""Poch bots: the determinizer (honest, consistent, always playable), the heuristic, ISMCTS."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from tapisvert.bots import SeatView
from tapisvert.bots.ismcts import ISMCTSBot
from tapisvert.games.poch import GAME, PochState
from tapisvert.games.poch.cards import SUITS, parse_card
from tapisvert.games.poch.determinize import showdown_chance
from tapisvert.games.poch.scoring import best_set, has_pair, showdown, turn_order
from tapisvert.games.poch.views import PochView

OPTIONS: list[dict[str, Any]] = [
    {},
    {"bet_requires_pair": True},
    {"new_run_other_suit": True},
    {"starting_chips": 12, "new_run_other_suit": True},
]


def observations(
    players: int, seeds: range, every: int = 1
) -> Iterator[tuple[PochState, int, dict[str, Any]]]:
    """(state, seat to act, its observation) along cheap random matches: small bets, so that
    many players reach the showdown and its facts constrain the hidden hands."""
    for seed in seeds:
        state = GAME.new(players, seed, **OPTIONS[seed % len(OPTIONS)])
        assert isinstance(state, PochState)
        rng = random.Random(seed)
        step = 0
        while (seat := state.to_act) is not None and step < 150:
            if step % every == 0:
                yield state, seat, state.observation(seat)
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(min(len(legal), 4))])
            step += 1


def hands_of_deal(world: PochState) -> list[int]:
    deal = world.deals()[-1]
    return [sum(1 << parse_card(c) for c in hand) for hand in deal["hands"]]


@pytest.mark.parametrize("players", [3, 4, 5])
def test_worlds_respect_the_showdown_and_the_pair_rule(players: int) -> None:
    """The winner's best set is the set he showed, every other player in held less; with
    bet_requires_pair every staker holds a pair; the played cards are where they were."""
    rng = random.Random(7)
    showdowns = 0
    for state, seat, obs in observations(players, range(10), every=2):
        result = obs["bet_result"]
        if obs["phase"] != "runs":
            continue
        tsuit = SUITS.index(obs["trump_suit"])
        for _ in range(3):
            world = GAME.determinize(PochView.from_json(obs), rng)
            dealt = hands_of_deal(world)
            assert dealt[seat] & ~sum(1 << parse_card(c) for c in obs["hand"]) == sum(
                1 << parse_card(c) for run in obs["runs"] for s, c in run if s == seat
            )
            for run in obs["runs"]:
                for s, c in run:
                    assert dealt[s] >> parse_card(c) & 1
            if result is None:
                continue
            if result["showdown"]:
                active = [s for s in range(players) if obs["in_match"][s]]
                contenders = [
                    s for s in turn_order(players, active, obs["dealer"]) if not obs["dropped"][s]
                ]
                assert showdown(dealt, contenders, tsuit) == result["winner"]
                _, mask = best_set(dealt[result["winner"]], tsuit)
                assert mask == sum(1 << parse_card(c) for c in result["shown"])
                showdowns += 1
            if obs["options"]["bet_requires_pair"]:
                for s, stake in enumerate(result["stakes"]):
                    if stake:
                        assert has_pair(dealt[s])
        assert state.to_act == seat
    assert showdowns > 20


def test_ismcts_plays_poch() -> None:
    state = GAME.new(3, 5, max_hands=1)
    bots = [ISMCTSBot(GAME, s, iterations=30) for s in range(3)]
    while (seat := state.to_act) is not None:
        view = SeatView.of(state)
        action = bots[seat].choose(view)
        assert action in view.legal_actions
        state.apply(action)


def test_counting_sampler_draws_like_rejection(monkeypatch: pytest.MonkeyPatch) -> None:
    """The rank-by-rank counting sampler and plain rejection of uniform deals (both exact)
    give the same chance to every (seat, card) placement."""
    from tapisvert.games.poch import determinize as det

    found = None
    for _, _, obs in observations(4, range(20)):
        pub = det.parse_public(obs)
        if obs["phase"] == "runs" and sum(b is not None for b in pub.bounds) >= 2:
            found = pub
            break
    assert found is not None
    freq = []
    for threshold in (0, 101):  # 0: always rejection; 101: always counting
        monkeypatch.setattr(det, "_MIN_HIT_PERCENT", threshold)
        sampler = det.HandSampler(found)
        assert sampler.by_rejection == (threshold == 0)
        rng = random.Random(threshold)
        counts = [[0] * 32 for _ in range(4)]
        for _ in range(3000):
            hands = sampler.sample(rng, [0] * 32)
            for s in range(4):
                for c in range(32):
                    counts[s][c] += hands[s] >> c & 1
        freq.append(counts)
    for s in range(4):
        for c in range(32):
            assert abs(freq[0][s][c] - freq[1][s][c]) / 3000 < 0.05


DEAL_A: dict[str, Any] = {
    "dealer": 3,
    "trump": "QH",
    "hands": [
        ["7H", "8H", "9H", "7S", "8S", "9S", "10S", "JS"],
        ["10H", "JH", "7D", "8D", "9D", "10D", "JD", "QD"],
        ["QH", "KH", "QS", "KS", "AS", "KD", "AD", "7C"],
        ["AH", "8C", "9C", "10C", "JC", "QC", "KC", "AC"],
    ],
}


@pytest.mark.parametrize("players", [3, 4, 5])
def test_showdown_chance_is_close_to_monte_carlo(players: int) -> None:
    """The rank-by-rank chance of winning the showdown agrees with dealing the unseen cards at
    random, and more rivals never make it larger."""
    rng = random.Random(players)
    for seed in range(4):
        state = GAME.new(players, seed)
        assert isinstance(state, PochState)
        seat = state.to_act
        assert seat is not None
        hand = sum(1 << c for c in state.hand_of(seat))
        tsuit = parse_card(state.observation(seat)["trump"]) >> 3
        sizes = tuple(len(state.hand_of(s)) for s in range(players) if s != seat)
        unseen = [c for c in range(32) if not hand >> c & 1]
        mine = best_set(hand, tsuit)[0]
        wins = 0
        for _ in range(2000):
            rng.shuffle(unseen)
            i = 0
            top = -1
            for k in sizes:
                top = max(top, best_set(sum(1 << c for c in unseen[i : i + k]), tsuit)[0])
                i += k
            wins += mine > top
        chance = showdown_chance(hand, tsuit, sizes, len(unseen))
        assert abs(chance - wins / 2000) < 0.06
        assert 0.0 <= chance <= showdown_chance(hand, tsuit, sizes[:1], len(unseen)) <= 1.0
    four_aces = sum(1 << parse_card(c) for c in ("AS", "AH", "AD", "AC", "7S", "8S", "9S"))
    assert showdown_chance(four_aces, 0, (8, 8, 8), 24) == 1.0
    assert showdown_chance(four_aces, 0, (), 24) == 1.0


def test_rollout_policy_bets_on_its_set() -> None:
    """In the sheet's deal A the pairs of nines and of jacks check, the three kings open big,
    and the pair of aces drops out against that bet."""
    from tapisvert.games.poch.rollout import rollout_policy

    state = GAME.new(4, 1, deal=DEAL_A)
    assert isinstance(state, PochState)
    rng = random.Random(0)
    texts = []
    while state.phase == "betting":
        action = rollout_policy(state, rng)
        texts.append(state.action_to_str(action))
        state.apply(action)
    assert texts[:2] == ["pass", "pass"]
    assert texts[2].startswith("bet ") and int(texts[2][4:]) > 30
    assert texts[3] == "drop"


def _opener_strength(stake: int, samples: int) -> float:
    """The mean chance of the opener's set in worlds sampled after he opened with `stake`."""

    state = GAME.new(3, 11)
    opener = state.to_act
    assert opener is not None
    state.apply(state.parse_action(f"bet {stake}"))
    seat = state.to_act
    assert seat is not None
    obs = state.observation(seat)
    tsuit = SUITS.index(obs["trump_suit"])
    hand_sizes = obs["hand_sizes"]
    rng = random.Random(stake)
    total = 0.0
    for _ in range(samples):
        world = GAME.determinize(PochView.from_json(obs), rng)
        assert world.observation(seat) == obs
        hand = hands_of_deal(world)[opener]
        sizes = tuple(hand_sizes[s] for s in range(3) if s != opener)
        total += showdown_chance(hand, tsuit, sizes, 32 - hand_sizes[opener])
    return total / samples


def test_worlds_give_a_big_opening_a_strong_set() -> None:
    """The determinizer reads the betting: an opener staking most of his stack is sampled a
    stronger set than one staking a chip (and both a set strong enough to open)."""
    small = _opener_strength(1, 150)
    big = _opener_strength(80, 150)
    assert 0.5 < small < big
    assert big > 0.8


def test_worlds_give_a_check_a_set_too_weak_to_open() -> None:
    """A player who checked is sampled sets whose chance is mostly below the opening chance,
    while the betting claims say nothing once the betting is over."""
    from tapisvert.games.poch.determinize import OPEN_AT, betting_claims, parse_public

    state = GAME.new(3, 4)
    checker = state.to_act
    assert checker is not None
    state.apply(state.parse_action("pass"))
    seat = state.to_act
    assert seat is not None
    obs = state.observation(seat)
    pub = parse_public(obs)
    assert betting_claims(pub) == [(checker, 0.0, OPEN_AT)]
    tsuit = SUITS.index(obs["trump_suit"])
    rng = random.Random(1)
    strong = 0
    for _ in range(100):
        hand = hands_of_deal(GAME.determinize(PochView.from_json(obs), rng))[checker]
        strong += showdown_chance(hand, tsuit, (11, 10), 21) >= OPEN_AT + 0.1
    assert strong < 10
    for _, _, later in observations(3, range(3), every=5):
        if later["phase"] == "runs":
            assert betting_claims(parse_public(later)) == []


def test_search_actions_keep_a_few_legal_bets() -> None:
    """In the betting the search sees pass/match/drop and a few legal amounts, the smallest and
    the largest among them; in the runs every lead."""
    from tapisvert.games.poch.rollout import search_actions

    pruned = 0
    for state, _, _ in observations(3, range(4), every=3):
        legal = state.legal_actions()
        kept = search_actions(state)
        assert set(kept) <= set(legal)
        assert len(kept) == len(set(kept))
        if state.phase == "runs" or len(legal) <= 8:
            assert kept == legal
        else:
            assert len(kept) <= 9
            pruned += 1
            bets = [a for a in legal if state.action_to_str(a).startswith("bet ")]
            assert bets[0] in kept and bets[-1] in kept
            assert all(a in kept for a in legal if not state.action_to_str(a).startswith("bet "))
    assert pruned > 3
