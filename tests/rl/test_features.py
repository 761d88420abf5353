"""Tensors straight from the engine: each game's direct writer equals its JSON encoder bit for bit.

`GameState.write_features` (a game's `features.write`) fills the layout the JSON encoder fills from
`observation(seat)`; over random play from several seeds, at every position, the two tensors are
the same float32 array. 10,000 positions per game and player count, each read from one seat, the
seats taken in turn (the acting seat one position in `players`): every seat reads every phase, and
the check costs one observation per position, not one per seat (familles at 6 players read 60,000
observations in 114 s of CI time before).
"""

from __future__ import annotations

import random
from typing import cast

import pytest

np = pytest.importorskip("numpy", reason="the tensors need the rl extra: pip install -e '.[rl]'")

from tapisvert import get_game  # noqa: E402
from tapisvert.core.protocol import GameState  # noqa: E402
from tapisvert.rl.tensors import encoder  # noqa: E402

# the games whose states write their own tensor
DIRECT = ("sabias", "seven-seals", "poch", "familles", "samba")
CASES = [(g, n) for g in DIRECT for n in get_game(g).player_counts]
IDS = [f"{g}-{n}p" for g, n in CASES]
# every other seed plays these options, so that the fields they alone reach are compared too
VARIANTS: dict[str, dict[str, object]] = {"poch": {"new_run_other_suit": True}}
POSITIONS = 10_000  # per game and player count
BATCH = 64  # positions encoded together (the way VectorEnv encodes: one scatter per batch)


def _check(game_id: str, players: int, rows: list[GameState], seats: list[int]) -> None:
    enc = encoder(game_id, players)
    by_json = enc.encode_batch([st.observation(s) for st, s in zip(rows, seats, strict=True)])
    direct = enc.encode_states(rows, seats)
    if not np.array_equal(direct, by_json):
        row, col = (int(x[0]) for x in np.nonzero(direct != by_json))
        field = next(f.name for f in enc.fields if enc.field_slice(f.name).stop > col)
        raise AssertionError(
            f"{game_id} {players}p seat {seats[row]}: field {field!r} entry"
            f" {col - enc.offsets[field]} is {direct[row, col]} direct, {by_json[row, col]} by JSON"
            f" ({rows[row].progress_marker()!r})"
        )


@pytest.mark.parametrize(("game_id", "players"), CASES, ids=IDS)
def test_the_direct_tensor_is_the_json_tensor(game_id: str, players: int) -> None:
    game = get_game(game_id)
    assert game.new(players, 0).write_features(0, 0, [], [], [], [])  # the game has a direct path
    seen = 0
    seed = 0
    batch: list[GameState] = []
    seats: list[int] = []
    while seen < POSITIONS:
        # whole matches (several hands, manches won, the end) from one seed after another
        options = VARIANTS.get(game_id, {}) if seed % 2 else {}
        state = game.new(players, seed, max_hands=4, **options)
        rng = random.Random(seed)
        while True:
            if seen % 3 == 0:
                # a writer may keep what it read on the state (familles: the log's public moves);
                # writing for the live state now and then leaves its copies a cache a few moves
                # old, which their own writing extends
                state.write_features(seen % players, 0, [], [], [], [])
            batch.append(state.clone())
            seats.append((seen + seed) % players)
            seen += 1
            if len(batch) == BATCH:
                _check(game_id, players, batch, seats)
                batch, seats = [], []
            if state.to_act is None or seen >= POSITIONS:
                break
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
        seed += 1
    if batch:
        _check(game_id, players, batch, seats)
    assert seed >= 3, "several seeds"


class _NoWriter:
    """A state of a game without a direct writer: the protocol's default `write_features`, the
    rest (game, players, observation) that of the real state it wraps."""

    def __init__(self, state: GameState) -> None:
        self.game = state.game
        self.num_players = state.num_players
        self._state = state

    def write_features(
        self,
        seat: int,
        base: int,
        ones: list[int],
        idx: list[int],
        val: list[float],
        blocks: list[int],
    ) -> bool:
        return GameState.write_features(self._state, seat, base, ones, idx, val, blocks)

    def observation(self, seat: int) -> object:
        return self._state.observation(seat)


def test_games_without_a_direct_writer_keep_the_json_path() -> None:
    """The protocol's default writes nothing and says so; the encoder then reads the JSON."""
    state = get_game("poch").new(3, 1)
    ones: list[int] = []
    blocks: list[int] = []
    assert GameState.write_features(state, 0, 0, ones, [], [], blocks) is False
    assert ones == blocks == []
    enc = encoder("poch", 3)
    plain = cast("GameState", _NoWriter(state))
    assert np.array_equal(enc.encode_state(plain, 1), enc.encode(state.observation(1)))
    assert np.array_equal(
        enc.encode_states([state, plain], [2, 2]), enc.encode_states([state, state], [2, 2])
    )


def test_encode_states_refuses_a_foreign_state_or_seat() -> None:
    enc = encoder("sabias", 3)
    with pytest.raises(ValueError, match="not sabias at 3"):
        enc.encode_states([get_game("sabias").new(4, 1)], [0])
    with pytest.raises(ValueError, match="seven-seals state, not sabias"):
        enc.encode_states([get_game("seven-seals").new(3, 1)], [0])
    with pytest.raises(TypeError):
        enc.encode_states([get_game("sabias").new(3, 1)], [1.0])  # type: ignore[list-item]
    state = get_game("sabias").new(3, 1)
    assert np.array_equal(enc.encode_state(state, np.int64(2)), enc.encode_state(state, 2))
    with pytest.raises(ValueError, match="no seat -1"):
        enc.encode_states([get_game("sabias").new(3, 1)], [-1])
    with pytest.raises(ValueError, match="2 seats"):
        enc.encode_states([get_game("sabias").new(3, 1)], [0, 1])
