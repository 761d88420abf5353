"""The PettingZoo environment: PettingZoo's own API and seed tests for every game and count."""

from __future__ import annotations

import functools
import random
import warnings
from typing import Any

import pytest

pytest.importorskip("pettingzoo", reason="needs the rl extra: pip install -e '.[rl]'")
np = pytest.importorskip("numpy")

from pettingzoo.test import api_test, render_test, seed_test  # noqa: E402

import tapisvert.rl  # noqa: E402
from tapisvert import all_games, get_game  # noqa: E402
from tapisvert.core.errors import IllegalAction, InvalidOption  # noqa: E402
from tapisvert.words import Words  # noqa: E402

CASES = [(g.id, n) for g in all_games() for n in g.player_counts]
IDS = [f"{g}-{n}p" for g, n in CASES]


@pytest.mark.parametrize(("game_id", "players"), CASES, ids=IDS)
def test_pettingzoo_api_and_seed_tests_pass(game_id: str, players: int) -> None:
    with warnings.catch_warnings():
        # api_test suggests Box observations; a dict with an action mask is what the classic
        # card games of PettingZoo use too.
        warnings.simplefilter("ignore", UserWarning)
        api_test(tapisvert.rl.env(game_id, players, max_hands=1), num_cycles=60)
        seed_test(lambda: tapisvert.rl.env(game_id, players, max_hands=1), num_cycles=60)


def play(env: Any, rng: random.Random) -> dict[str, float]:
    returns = dict.fromkeys(env.possible_agents, 0.0)
    for agent in env.agent_iter():
        obs, reward, term, trunc, info = env.last()
        returns[agent] += reward
        if term or trunc:
            env.step(None)
        else:
            assert np.array_equal(info["action_mask"], obs["action_mask"])
            env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    return returns


@pytest.mark.parametrize("game_id", [g.id for g in all_games()])
def test_reset_seed_deals_as_the_engine_and_returns_add_up_to_the_hand_scores(game_id: str) -> None:
    game = get_game(game_id)
    players = game.player_counts[0]
    for reward in ("hand", "match"):
        env = tapisvert.rl.raw_env(game_id, players, reward=reward, max_hands=2)
        env.reset(seed=123)
        assert env.state_.deals() == game.new(players, 123, max_hands=2).deals()
        returns = play(env, random.Random(1))
        state = env.state_
        expected = [sum(float(h.scores[s]) for h in state.hand_results()) for s in range(players)]
        assert [returns[a] for a in env.possible_agents] == pytest.approx(expected)
        assert state.deals()[0] == game.new(players, 123, max_hands=2).deals()[0]


def test_hand_rewards_come_when_each_hand_ends() -> None:
    env = tapisvert.rl.raw_env("sabias", 3, max_hands=3)
    env.reset(seed=5)
    rng = random.Random(2)
    paid_at = []
    while not all(env.terminations.values()):
        legal = np.flatnonzero(env.observe(env.agent_selection)["action_mask"])
        before = env.state_.hand_number
        env.step(int(rng.choice(legal)))
        if any(env.rewards.values()):
            paid_at.append(before)
    assert paid_at and paid_at == sorted(set(paid_at)), "one payment per finished hand"


@pytest.mark.parametrize("reward", ["hand", "match"])
def test_max_steps_truncates_and_pays_the_finished_hands(reward: str) -> None:
    # Where the first hand of this match ends under this play: cut two actions later.
    full = tapisvert.rl.raw_env("sabias", 3, max_hands=3)
    full.reset(seed=8)
    rng = random.Random(4)
    first_hand = 0
    while full.state_.hand_number == 0:
        legal = np.flatnonzero(full.action_mask(full.agent_selection))
        full.step(int(rng.choice(legal)))
        first_hand += 1
    cut = first_hand + 2
    env = tapisvert.rl.env("sabias", 3, max_hands=3, reward=reward, max_steps=cut)
    env.reset(seed=8)
    returns = play(env, random.Random(4))
    raw = env.unwrapped
    assert raw.steps == cut and not raw.state_.is_over()
    assert all(raw.truncations.values()) and not any(raw.terminations.values())
    assert not env.agents, "every truncated agent stepped out"
    assert raw.state_.hand_number == 1, "cut within the second hand"
    first = [float(x) for x in raw.state_.hand_scores(0)]
    assert any(first)
    assert [returns[a] for a in env.possible_agents] == pytest.approx(first)


@pytest.mark.parametrize(("game_id", "players"), [("poch", 3), ("familles", 4)])
def test_pettingzoo_api_test_passes_with_truncation(game_id: str, players: int) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", UserWarning)
        api_test(tapisvert.rl.env(game_id, players, max_steps=9), num_cycles=60)
        seed_test(lambda: tapisvert.rl.env(game_id, players, max_steps=9), num_cycles=60)


def test_max_steps_must_be_a_positive_integer() -> None:
    for bad in (0, -3, 2.5, True, "9"):
        with pytest.raises(InvalidOption, match="max_steps"):
            tapisvert.rl.env("poch", 3, max_steps=bad)


def test_unseeded_resets_follow_the_seeded_generator() -> None:
    a, b = tapisvert.rl.raw_env("poch", 3), tapisvert.rl.raw_env("poch", 3)
    a.reset(seed=9)
    b.reset(seed=9)
    a.reset()
    b.reset()
    assert a.match_seed == b.match_seed != 9
    assert a.state_.deals() == b.state_.deals()


def test_illegal_actions_are_refused_and_change_nothing() -> None:
    env = tapisvert.rl.env("sabias", 3)
    env.reset(seed=1)
    agent = env.agent_selection
    obs = env.observe(agent)
    illegal = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    with pytest.raises(IllegalAction, match=r"\w"):
        env.step(illegal)
    with pytest.raises(IllegalAction, match="not an action id"):
        env.step("play")
    assert env.agent_selection == agent
    assert np.array_equal(env.observe(agent)["observation"], obs["observation"])


def test_bad_arguments_are_refused() -> None:
    with pytest.raises(InvalidOption):
        tapisvert.rl.env("sabias", 9)
    with pytest.raises(InvalidOption):
        tapisvert.rl.env("sabias", 3, reward="trick")
    with pytest.raises(InvalidOption):
        tapisvert.rl.env("sabias", 3, no_such_option=1)
    with pytest.raises(InvalidOption):
        tapisvert.rl.env("sabias", 3, render_mode="rgb_array")


@pytest.mark.parametrize("game_id", [g.id for g in all_games()])
def test_pettingzoo_render_test_passes(game_id: str, capsys: pytest.CaptureFixture[str]) -> None:
    players = get_game(game_id).player_counts[0]
    render_test(functools.partial(tapisvert.rl.env, game_id, players, max_hands=1))
    printed = capsys.readouterr().out
    assert printed, "render_mode='human' prints the table"


def test_human_render_prints_the_table_and_returns_none(
    capsys: pytest.CaptureFixture[str],
) -> None:
    env = tapisvert.rl.env("poch", 3, render_mode="human")
    env.reset(seed=4)
    capsys.readouterr()
    assert env.render() is None
    raw = env.unwrapped
    seat = int(env.agent_selection.split("_")[1])
    assert (
        capsys.readouterr().out
        == raw.game.render(raw.state_.observation(seat), say=Words(me=seat)) + "\n"
    )


def test_ansi_render_is_the_terminal_table_of_the_seat_to_act() -> None:
    env = tapisvert.rl.env("familles", 3, render_mode="ansi")
    env.reset(seed=4)
    text = env.render()
    seat = int(env.agent_selection.split("_")[1])
    raw = env.unwrapped
    assert text == raw.game.render(raw.state_.observation(seat), say=Words(me=seat))
    assert isinstance(text, str) and text


def test_bench_rl_reports_env_raw_classic_and_encoding(
    capsys: pytest.CaptureFixture[str],
) -> None:
    import json

    from tapisvert.cli.main import main

    assert main(["bench", "--rl", "--seconds", "0.05", "--runs", "1", "--json", "poch"]) == 0
    rows = {r["name"]: r for r in json.loads(capsys.readouterr().out)["results"]}
    poch = rows["poch"]
    assert poch["raw_actions_per_s"] > 0 and poch["pettingzoo_steps_per_s"] > 0
    assert 0 < poch["pettingzoo_over_raw"] < 1
    assert poch["encode_us"] > 0 and poch["tensor_size"] == 366
    # The API floor (an environment doing nothing) steps faster than any game's environment.
    floor = rows["pettingzoo API floor (NullEnv)"]["pettingzoo_steps_per_s"]
    assert floor > poch["pettingzoo_steps_per_s"]
    assert poch["floor_over_raw"] == pytest.approx(floor / poch["raw_actions_per_s"], abs=1e-3)
    assert "pettingzoo leduc_holdem_v4" in rows or "rlcard" not in _installed()


def _installed() -> set[str]:
    import importlib.util

    return {m for m in ("rlcard", "pygame") if importlib.util.find_spec(m)}
