"""The tensors: fixed size, in range, built only from the observation, batched identically."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest

np = pytest.importorskip("numpy", reason="the tensors need the rl extra: pip install -e '.[rl]'")

from tapisvert import all_games, get_game  # noqa: E402
from tapisvert.core.protocol import GameState  # noqa: E402
from tapisvert.rl.tensors import encoder  # noqa: E402

CASES = [(g.id, n) for g in all_games() for n in g.player_counts]
IDS = [f"{g}-{n}p" for g, n in CASES]
DOC = Path(__file__).resolve().parents[2] / "docs" / "rl.md"


def positions(game_id: str, players: int, seed: int, every: int = 5) -> Iterator[GameState]:
    """States along a random playout of two hands (every `every`-th step, and the end)."""
    state = get_game(game_id).new(players, seed, max_hands=2)
    rng = random.Random(seed)
    k = 0
    while state.to_act is not None:
        if k % every == 0:
            yield state
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
        k += 1
    yield state


@pytest.mark.parametrize(("game_id", "players"), CASES, ids=IDS)
def test_tensor_is_fixed_size_in_range_and_leaks_nothing(game_id: str, players: int) -> None:
    enc = encoder(game_id, players)
    rng = random.Random(7)
    batch = []
    states: list[tuple[GameState, int]] = []
    for state in positions(game_id, players, seed=11):
        for seat in range(players):
            obs = state.observation(seat)
            x = enc.encode(obs)
            assert x.shape == enc.shape and x.dtype == np.float32
            assert ((x >= enc.low) & (x <= enc.high)).all()
            assert x[enc.field_slice("to_act")].sum() == 1
            # The leak test: reshuffling what the seat cannot see leaves its tensor unchanged.
            other = state.resample_hidden(seat, rng)
            assert np.array_equal(enc.encode(other.observation(seat)), x), (
                f"seat {seat}'s tensor changes with cards it cannot see"
            )
            # The same on the direct path (the game's writer reading the state, when it has one):
            # the tensor equals the JSON's, and reshuffling hidden cards leaves it unchanged.
            assert np.array_equal(enc.encode_state(state, seat), x)
            assert np.array_equal(enc.encode_state(other, seat), x), (
                f"seat {seat}'s direct tensor changes with cards it cannot see"
            )
            batch.append((obs, x))
            states.append((state.clone(), seat))
    stacked = enc.encode_batch([o for o, _ in batch])
    assert stacked.shape == (len(batch), enc.size)
    assert np.array_equal(stacked, np.stack([x for _, x in batch]))
    direct = enc.encode_states([st for st, _ in states], [s for _, s in states])
    assert np.array_equal(direct, stacked)


@pytest.mark.parametrize(("game_id", "players"), CASES, ids=IDS)
def test_a_determinized_world_gives_the_seat_the_same_tensor(game_id: str, players: int) -> None:
    """A world sampled from a seat's view alone (what search plays in) shows that seat the same
    tensor, on the JSON path and on the direct one: neither reads what the view does not hold."""
    game = get_game(game_id)
    if not game.has_determinizer:
        pytest.skip(f"{game_id} has no determinizer")
    enc = encoder(game_id, players)
    rng = random.Random(5)
    for state in positions(game_id, players, seed=13, every=7):
        if state.to_act is None:
            continue
        for seat in range(players):
            x = enc.encode_state(state, seat, json=True)
            world = game.determinize(state.view(seat), rng)
            assert np.array_equal(enc.encode_state(world, seat, json=True), x)
            assert np.array_equal(enc.encode_state(world, seat), x)


@pytest.mark.parametrize(("game_id", "players"), CASES, ids=IDS)
def test_tensor_tells_seats_their_own_hands(game_id: str, players: int) -> None:
    """The hand field holds exactly the seat's cards (counted per kind in samba)."""
    enc = encoder(game_id, players)
    game = get_game(game_id)
    state = game.new(players, 3)
    for seat in range(players):
        obs = state.observation(seat)
        hand = enc.encode(obs)[enc.field_slice("hand")]
        assert hand.sum() * (3 if game_id == "samba" else 1) == pytest.approx(len(obs["hand"]))
        for card in obs["hand"]:
            assert hand[game.parse_card(card)] > 0


def test_unknown_pairs_are_refused() -> None:
    from tapisvert.core.errors import InvalidOption

    with pytest.raises(InvalidOption):
        encoder("sabias", 7)
    with pytest.raises(InvalidOption):
        encoder("chess", 2)


def test_docs_list_every_field_of_every_encoding() -> None:
    """docs/rl.md is generated from the encoders (`python -m tapisvert.rl.docs`): in sync."""
    from tapisvert.rl.docs import tensor_tables

    assert tensor_tables() in DOC.read_text(encoding="utf-8"), (
        "docs/rl.md is out of date: run python -m tapisvert.rl.docs --write"
    )


def test_encode_batch_into_a_buffer_overwrites_it_whole() -> None:
    enc = encoder("poch", 3)
    states = list(positions("poch", 3, seed=2))[:6]
    views = [s.observation(s.to_act) for s in states if s.to_act is not None]
    out = np.full((len(views), enc.size), 7.0, np.float32)
    assert enc.encode_batch(views, out=out) is out
    assert np.array_equal(out, enc.encode_batch(views))
    with pytest.raises(ValueError, match="C-contiguous float32"):
        enc.encode_batch(views, out=np.zeros((len(views), enc.size), np.float64))
    with pytest.raises(ValueError, match="shape"):
        enc.encode_batch(views, out=np.zeros((len(views) + 1, enc.size), np.float32))
