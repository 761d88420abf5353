"""The policy bot: a saved network plays legal actions through the bot registry."""

from __future__ import annotations

from pathlib import Path

import pytest

np = pytest.importorskip("numpy", reason="the policy bot needs the rl extra")

from tapisvert import get_game  # noqa: E402
from tapisvert.bots import make_bot  # noqa: E402
from tapisvert.bots.base import SeatView  # noqa: E402
from tapisvert.core.errors import InvalidOption  # noqa: E402
from tapisvert.rl.policy import Policy, load_policy  # noqa: E402
from tapisvert.rl.tensors import encoder  # noqa: E402
from tapisvert.sim.tournament import tournament  # noqa: E402


def random_policy(path: Path, game_id: str = "poch", players: int = 3, seed: int = 0) -> str:
    enc = encoder(game_id, players)
    actions = get_game(game_id).new(players, 0).action_space()
    rng = np.random.default_rng(seed)
    layers = (
        (rng.normal(size=(enc.size, 16)).astype(np.float32), np.zeros(16, np.float32)),
        (rng.normal(size=(16, actions)).astype(np.float32), np.zeros(actions, np.float32)),
    )
    file = path / f"{game_id}.npz"
    Policy(game_id, players, "tanh", layers, {"note": "test"}).save(file)
    return str(file)


def test_saved_policy_loads_and_plays_legal_actions(tmp_path: Path) -> None:
    file = random_policy(tmp_path)
    policy = load_policy(file)
    assert policy.game == "poch" and policy.players == 3 and policy.meta["note"] == "test"
    game = get_game("poch")
    for spec in (f"policy:path={file}", f"policy:path={file}:sample=1"):
        state = game.new(3, 2, max_hands=1)
        bots = [make_bot(spec, game, s, 2) for s in range(3)]
        while state.to_act is not None:
            state.apply(bots[state.to_act].choose(SeatView.of(state)))  # IllegalAction if not


def test_greedy_policy_plays_the_top_legal_logit(tmp_path: Path) -> None:
    file = random_policy(tmp_path)
    game = get_game("poch")
    state = game.new(3, 5)
    view = SeatView.of(state)
    bot = make_bot(f"policy:path={file}", game, view.seat, 0)
    logits = load_policy(file).logits(encoder("poch", 3).encode(view.observation))
    best = max(view.legal_actions, key=lambda a: logits[a])
    assert bot.choose(view) == best


def test_policy_bot_in_a_tournament(tmp_path: Path) -> None:
    file = random_policy(tmp_path)
    result = tournament(
        "poch", 3, [f"policy:path={file}", "random"], 2, 0, {"max_hands": 1}, workers=1
    )
    assert result.matches == 2 * 3


def test_bad_policy_files_are_refused_clearly(tmp_path: Path) -> None:
    game = get_game("sabias")
    with pytest.raises(InvalidOption, match="no policy file"):
        make_bot(f"policy:path={tmp_path / 'none.npz'}", game, 0, 0)
    junk = tmp_path / "junk.npz"
    junk.write_bytes(b"not a policy")
    with pytest.raises(InvalidOption, match="not a tapisvert policy"):
        make_bot(f"policy:path={junk}", game, 0, 0)
    with pytest.raises(InvalidOption, match="path=FILE"):
        make_bot("policy", game, 0, 0)
    with pytest.raises(InvalidOption, match="trained on poch"):
        make_bot(f"policy:path={random_policy(tmp_path)}", game, 0, 0)
    with pytest.raises(InvalidOption, match="sample"):
        make_bot(f"policy:path={random_policy(tmp_path)}:sample=yes", get_game("poch"), 0, 0)
