"""Seven Seals bots: the determinizer (no leak, consistent, always playable) and the heuristic."""

from __future__ import annotations

import random

import pytest
from bot_helpers import positions

from tapisvert.bots import SeatView, make_bot
from tapisvert.bots.ismcts import ISMCTSBot
from tapisvert.games import get_game
from tapisvert.games.seven_seals.cards import RANKS, cards_of, pack, parse_card
from tapisvert.games.seven_seals.determinize import determinize as sample_world
from tapisvert.games.seven_seals.determinize import parse_public, sample_hands
from tapisvert.games.seven_seals.rollout import estimate
from tapisvert.games.seven_seals.state import SevenSealsState
from tapisvert.games.seven_seals.views import SevenSealsView

GAME = get_game("seven-seals")


def _random_positions(
    players: int, seed: int, every: float = 0.12, heuristic: bool = False, hands: int = 2
) -> list[SevenSealsState]:
    """Copies of a match of `hands` rounds at random moments (random or heuristic play, every
    phase, the end of the match included)."""
    return positions(GAME, players, seed, hands=hands, every=every, heuristic=heuristic)


def _voids(obs: dict[str, object]) -> list[int]:
    """The colours each seat has shown it lacks this round (bit per colour)."""
    n = int(obs["players"])  # type: ignore[call-overload]
    voids = [0] * n
    groups = [(t["leader"], t["cards"]) for t in obs["tricks"]]  # type: ignore[attr-defined]
    groups.append((obs["leader"], obs["trick"]))
    for leader, cards in groups:
        if cards:
            led = parse_card(cards[0]) // RANKS
            for i, text in enumerate(cards):
                if parse_card(text) // RANKS != led:
                    voids[(leader + i) % n] |= 1 << led
    return voids


@pytest.mark.parametrize("players", [3, 4, 5])
def test_sampled_worlds_match_the_observation(players: int) -> None:
    full = sorted(pack(players))
    for seed in range(8):
        for state in _random_positions(players, seed, every=0.04, hands=6):
            seat = state.to_act if state.to_act is not None else seed % players
            obs = state.observation(seat)
            voids = _voids(obs)
            for k in range(3):
                world = sample_world(SevenSealsView.from_json(obs), random.Random(k))
                assert isinstance(world, SevenSealsState)
                # everything the seat sees, its hand, to_act and legal actions included
                assert world.observation(seat) == obs
                assert world.to_act == state.to_act
                assert world.legal_actions() == state.legal_actions() or world.to_act != seat
                assert world.hand_number == state.hand_number
                assert world.card_inventory() == full
                for v in range(players):
                    held = [parse_card(c) for c in world.hand_of(v)]
                    assert len(held) == len(state.hand_of(v))
                    if v != seat:
                        assert not any(voids[v] >> (c // RANKS) & 1 for c in held)


def test_worlds_keep_the_saboteur_base_option() -> None:
    state = GAME.new(3, 9, max_hands=1, saboteur_base_3p=5)
    rng = random.Random(9)
    for _ in range(20):
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    seat = state.to_act
    assert seat is not None
    obs = state.observation(seat)
    world = sample_world(SevenSealsView.from_json(obs), random.Random(0))
    assert world.observation(seat) == obs
    assert world.options["saboteur_base_3p"] == 5
    assert world.options["max_hands"] == 1


def test_void_constraints_are_always_satisfiable() -> None:
    """Heavy voids (random play shows many): every sample places every card legally."""
    for seed in range(30):
        for state in _random_positions(3 + seed % 3, 100 + seed, every=0.3):
            if state.to_act is None:
                continue
            seat = state.to_act
            pub = parse_public(SevenSealsView.from_json(state.observation(seat)))
            rng = random.Random(seed)
            for _ in range(20):
                hands = sample_hands(pub, rng)
                for v in range(pub.players):
                    if v == seat:
                        assert hands[v] == pub.hand
                        continue
                    cards = cards_of(hands[v])
                    assert len(cards) == pub.hand_sizes[v]
                    assert not any(pub.voids[v] >> (c // RANKS) & 1 for c in cards)


def test_heuristic_takes_the_saboteur_and_predicts_from_high_cards() -> None:
    state = GAME.new(3, 5, max_hands=1)
    view = SeatView.of(state)
    bot = make_bot("heuristic", GAME, view.seat, 0)
    assert view.legal_texts[view.legal_actions.index(bot.choose(view))] == "saboteur"
    # a hand of every top card of four colours expects at least a trick in each
    hand = [parse_card(t) for t in ("Y9", "Y8", "G9", "G8", "B9", "B8", "V9", "V8")]
    expected = estimate(hand, 3)
    assert all(e >= 1.0 for e in expected[1:])
    assert expected[0] == 0.0


def test_ismcts_plays_legal_moves() -> None:
    bot = ISMCTSBot(GAME, 1, iterations=30)
    for state in _random_positions(3, 4, every=0.2):
        if state.to_act is None:
            continue
        view = SeatView.of(state)
        assert bot.choose(view) in view.legal_actions
