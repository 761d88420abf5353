"""The vector environment: Gymnasium's conventions, pgx's turn-based view, and the same matches as
the PettingZoo environment and `tapisvert simulate`'s records."""

from __future__ import annotations

import json
from typing import Any

import pytest

np = pytest.importorskip("numpy")
pytest.importorskip("gymnasium", reason="needs the rl extra: pip install -e '.[rl]'")

from gymnasium.vector import AutoresetMode  # noqa: E402

import tapisvert.rl  # noqa: E402
from tapisvert import all_games, get_game  # noqa: E402
from tapisvert.bots import SeatView, make_bot  # noqa: E402
from tapisvert.core.chance import match_seed  # noqa: E402
from tapisvert.core.errors import IllegalAction, InvalidOption  # noqa: E402
from tapisvert.core.records import MatchRecord  # noqa: E402
from tapisvert.core.replay import replay  # noqa: E402
from tapisvert.rl.policy import Policy  # noqa: E402
from tapisvert.rl.tensors import encoder  # noqa: E402
from tapisvert.rl.vector import SPIN, VectorEnv, random_actions  # noqa: E402
from tapisvert.sim.simulate import MatchTask, play_match  # noqa: E402

GAMES = [g.id for g in all_games()]


def _steps(env: VectorEnv, count: int, seed: int = 0) -> list[tuple[Any, ...]]:
    rng = np.random.default_rng(seed)
    obs, _ = env.reset()
    out = []
    for _ in range(count):
        acts = random_actions(obs["action_mask"], rng)
        obs, rew, term, trunc, info = env.step(acts)
        out.append((acts, obs, rew, term, trunc, info))
    return out


@pytest.mark.parametrize("game_id", GAMES)
def test_spaces_shapes_and_dtypes(game_id: str) -> None:
    game = get_game(game_id)
    n = game.player_counts[0]
    env = VectorEnv(game_id, n, 4, seed=3, max_hands=1)
    enc = encoder(game_id, n)
    a = game.new(n, 0).action_space()
    assert env.single_observation_space["observation"].shape == (enc.size,)
    assert env.single_action_space.n == a
    assert env.observation_space["observation"].shape == (4, enc.size)
    assert env.observation_space["action_mask"].shape == (4, a)
    obs, info = env.reset()
    assert info == {}
    assert env.observation_space.contains(obs)
    assert obs["observation"].dtype == np.float32 and obs["action_mask"].dtype == np.bool_
    assert obs["seat"].dtype == np.int64 and obs["action_mask"].any(axis=1).all()
    acts, obs, rew, term, trunc, _ = _steps(env, 3)[-1]
    assert env.observation_space.contains(obs)
    assert env.action_space.contains(acts)
    assert rew.shape == (4, n) and rew.dtype == np.float32
    assert term.shape == trunc.shape == (4,) and term.dtype == trunc.dtype == np.bool_
    state = env.state()
    assert state.shape == (4, n * enc.size) and state.dtype == np.float32


@pytest.mark.parametrize("game_id", GAMES)
def test_self_play_steps_as_the_pettingzoo_env(game_id: str) -> None:
    """Every seat a learner: table i plays match i of the seed, step for step as the AEC env
    replaying the same actions (observations, masks, seats and rewards)."""
    game = get_game(game_id)
    n = game.player_counts[0]
    tables = 3
    env = VectorEnv(game_id, n, tables, seed=11, max_hands=2)
    rng = np.random.default_rng(5)
    obs, _ = env.reset()
    aec = []
    for i in range(tables):
        e = tapisvert.rl.raw_env(game_id, n, max_hands=2)
        e.reset(seed=match_seed(11, i))
        assert env.match_seeds[i] == match_seed(11, i)
        aec.append(e)
    live = [True] * tables
    for _ in range(400):
        for i, e in enumerate(aec):
            if not live[i]:
                continue
            agent = e.agent_selection
            view = e.observe(agent)
            assert obs["seat"][i] == int(agent.split("_")[1])
            assert np.array_equal(obs["observation"][i], view["observation"])
            assert np.array_equal(obs["action_mask"][i], view["action_mask"].astype(bool))
        acts = random_actions(obs["action_mask"], rng)
        obs, rew, term, trunc, _ = env.step(acts)
        for i, e in enumerate(aec):
            if not live[i]:
                continue
            e.step(int(acts[i]))
            assert rew[i].tolist() == [e.rewards[a] for a in e.possible_agents]
            assert bool(term[i]) == all(e.terminations.values())
            assert not trunc[i]
            if term[i]:
                live[i] = False
        if not any(live):
            break
    assert not any(live), "every table finished its match"


def test_learner_and_bots_play_the_match_tapisvert_simulate_records() -> None:
    """Learner at seat 0 playing as the random bot would, random opponents: each table's first
    episode is the match `simulate` records from the same seed, and the learner saw exactly
    seat 0's decisions of that record."""
    game = get_game("poch")
    n, tables, seed = 3, 3, 2026
    env = VectorEnv("poch", n, tables, learner_seats=[0], opponents="random", seed=seed)
    obs, _ = env.reset()
    bots = [make_bot("random", game, 0, env.match_seeds[i]) for i in range(tables)]
    decisions: list[list[str]] = [[] for _ in range(tables)]
    returns = np.zeros((tables, n))
    finished = [False] * tables
    for _ in range(5000):
        acts = obs["action_mask"].argmax(axis=1)  # tables past their first episode
        for i in range(tables):
            if not finished[i]:
                state = env.table_state(i)
                assert state.to_act == 0 == obs["seat"][i]
                acts[i] = bots[i].choose(SeatView.of(state, with_observation=False))
                decisions[i].append(state.action_to_str(int(acts[i])))
        obs, rew, term, _, _ = env.step(acts)
        for i in range(tables):
            if not finished[i]:
                returns[i] += rew[i]
                if term[i]:
                    finished[i] = True
                    task = MatchTask(i, "poch", n, match_seed(seed, i), ("random",) * n, (), True)
                    outcome = play_match(task)
                    assert outcome.record_line is not None
                    record = MatchRecord.from_json(json.loads(outcome.record_line))
                    final = replay(game, record)
                    mine = env.table_state(i)
                    assert mine.deals() == final.deals()
                    assert mine.result() == final.result()
                    paid = [sum(float(h.scores[s]) for h in final.hand_results()) for s in range(n)]
                    assert returns[i].tolist() == pytest.approx(paid)
                    seat0 = [text for h in record.hands for s, text in h.actions if s == 0]
                    assert decisions[i] == seat0
        if all(finished):
            break
    assert all(finished)


def test_next_step_autoreset() -> None:
    tables = 4
    env = VectorEnv("sabias", 3, tables, learner_seats=[1], seed=9, max_hands=1)
    rng = np.random.default_rng(1)
    obs, _ = env.reset()
    ended_at: dict[int, int] = {}
    for t in range(300):
        acts = random_actions(obs["action_mask"], rng)
        prev_done = [i for i in ended_at if ended_at[i] == t - 1]
        obs, rew, term, trunc, info = env.step(acts)
        assert info == {}
        for i in prev_done:  # the step after the end: a new episode, nothing paid
            assert not term[i] and not trunc[i]
            assert not rew[i].any()
            assert env.match_seeds[i] == match_seed(9, tables + i)
            assert obs["action_mask"][i].any() and obs["seat"][i] == 1
            fresh = get_game("sabias").new(3, match_seed(9, tables + i), max_hands=1)
            assert env.table_state(i).deals()[0] == fresh.deals()[0]
        for i in np.flatnonzero(term).tolist():
            if i not in ended_at:
                ended_at[i] = t
                assert not obs["action_mask"][i].any(), "a final observation has no action"
                assert obs["seat"][i] == 1
                assert env.table_state(i).is_over()
        if len(ended_at) == tables and t > max(ended_at.values()):
            break  # the step after every table's first end was checked
    assert len(ended_at) == tables


def test_same_step_autoreset() -> None:
    tables = 4
    env = VectorEnv(
        "sabias", 3, tables, learner_seats=[1], seed=9, max_hands=1, autoreset_mode="same_step"
    )
    assert env.metadata["autoreset_mode"] == AutoresetMode.SAME_STEP
    rng = np.random.default_rng(1)
    obs, _ = env.reset()
    seen = set()
    for _ in range(300):
        acts = random_actions(obs["action_mask"], rng)
        obs, _, term, trunc, info = env.step(acts)
        assert obs["action_mask"].any(axis=1).all(), "every table awaits a decision"
        ended = np.flatnonzero(term | trunc).tolist()
        if ended:
            assert info["_final_obs"].tolist() == (term | trunc).tolist()
        for i in ended:
            final = info["final_obs"][i]
            assert not final["action_mask"].any() and final["seat"] == 1
            assert final["observation"].shape == obs["observation"][i].shape
            if i not in seen:
                seen.add(i)
                assert env.match_seeds[i] == match_seed(9, tables + i)
        if len(seen) == tables:
            break
    assert len(seen) == tables


def test_the_same_seed_and_actions_give_the_same_steps() -> None:
    def run(seed: int) -> list[tuple[Any, ...]]:
        env = VectorEnv("seven-seals", 4, 3, learner_seats=[0, 2], seed=seed, max_hands=1)
        return _steps(env, 40)

    a, b, c = run(4), run(4), run(5)
    for x, y in zip(a, b, strict=True):
        for u, v in zip(x[:5], y[:5], strict=True):
            if isinstance(u, dict):
                assert all(np.array_equal(u[k], v[k]) for k in u)
            else:
                assert np.array_equal(u, v)
    assert not np.array_equal(a[0][1]["observation"], c[0][1]["observation"])


def test_opponents_act_inside_step_and_batch_policies_see_whole_batches() -> None:
    calls: list[tuple[int, set[int]]] = []

    def first_legal(observation: Any, action_mask: Any, seat: Any) -> Any:
        assert observation.shape == (len(seat), encoder("sabias", 3).size)
        calls.append((len(seat), set(seat.tolist())))
        return action_mask.argmax(axis=1)

    tables = 6
    env = VectorEnv(
        "sabias", 3, tables, learner_seats=[1], opponents=first_legal, seed=2, max_hands=1
    )
    steps = _steps(env, 30)
    for _, obs, _, _, _, _ in steps:
        assert (obs["seat"] == 1).all()
    assert calls and all(1 not in seats for _, seats in calls)
    assert max(size for size, _ in calls) > 1, "one call serves many tables"
    # Per seat, mixed: a trained policy at seat 0, the random bot at seat 2.
    rng = np.random.default_rng(0)
    d, a = encoder("sabias", 3).size, env.num_actions
    layers = (
        (rng.normal(size=(d, 8)).astype(np.float32), np.zeros(8, np.float32)),
        (rng.normal(size=(8, a)).astype(np.float32), np.zeros(a, np.float32)),
    )
    policy = Policy("sabias", 3, "tanh", layers, {})
    env = VectorEnv(
        "sabias", 3, 3, learner_seats=1, opponents=[policy, None, "random"], seed=2, max_hands=1
    )
    for _, obs, _, _, _, _ in _steps(env, 20):
        assert (obs["seat"] == 1).all()


def test_max_steps_truncates_every_table() -> None:
    # Self-play: one action per step, so every table is cut at step 5.
    env = VectorEnv("familles", 4, 3, seed=1, max_steps=5, reward="match")
    steps = _steps(env, 6)
    for t, (_, _, rew, term, trunc, _) in enumerate(steps[:5]):
        assert not term.any()
        assert trunc.all() == (t == 4)
        assert not rew.any()
    assert not steps[5][4].any() and steps[5][1]["action_mask"].any(axis=1).all()
    # With opponents, max_steps counts their actions too.
    env = VectorEnv("poch", 3, 2, learner_seats=[0], seed=1, max_steps=7)
    for t, (_, _, _, _, trunc, _) in enumerate(_steps(env, 8)):
        for i in np.flatnonzero(trunc).tolist():
            assert not env.table_state(i).is_over()
        if trunc.any():
            assert t + 1 < 7, "the opponents' actions counted"
            break
    else:
        pytest.fail("no table was truncated")


def test_state_is_every_seats_view_from_the_acting_seat() -> None:
    env = VectorEnv("poch", 4, 3, learner_seats=[0, 2], seed=6, max_hands=1)
    *_, (_, obs, _, _, _, _) = _steps(env, 5)
    enc = encoder("poch", 4)
    full = env.state()
    for i in range(3):
        seat = int(obs["seat"][i])
        blocks = full[i].reshape(4, enc.size)
        assert np.array_equal(blocks[0], obs["observation"][i])
        for k in range(4):
            view = env.table_state(i).observation((seat + k) % 4)
            assert np.array_equal(blocks[k], enc.encode(view))


def test_an_illegal_action_refuses_the_whole_step() -> None:
    env = VectorEnv("sabias", 3, 3, seed=1, max_hands=1)
    obs, _ = env.reset()
    acts = obs["action_mask"].argmax(axis=1)
    acts[2] = int(np.flatnonzero(~obs["action_mask"][2])[0])
    before = [env.table_state(i).clone().deals() for i in range(3)]
    to_act = [env.table_state(i).to_act for i in range(3)]
    with pytest.raises(IllegalAction, match="table 2"):
        env.step(acts)
    assert [env.table_state(i).to_act for i in range(3)] == to_act
    assert [env.table_state(i).deals() for i in range(3)] == before
    with pytest.raises(IllegalAction, match="integer action ids"):
        env.step(np.zeros(2, np.int64))


def test_masks_only_leaves_the_observation_empty() -> None:
    env = VectorEnv("sabias", 3, 2, seed=1, tensors=False, max_hands=1)
    for _, obs, _, _, _, _ in _steps(env, 5):
        assert not obs["observation"].any() and obs["action_mask"].any()


def test_bad_arguments_are_refused() -> None:
    cases: tuple[dict[str, Any], ...] = (
        {"num_envs": 0},
        {"learner_seats": [3]},
        {"learner_seats": []},
        {"opponents": "no_such_bot"},
        {"opponents": ["random", None]},
        {"opponents": [None, None, "random"], "learner_seats": [1]},
        {"reward": "trick"},
        {"max_steps": 0},
        {"autoreset_mode": "disabled"},
        {"no_such_option": 1},
    )
    for kwargs in cases:
        args: dict[str, Any] = {"num_envs": 2, **kwargs}
        with pytest.raises(InvalidOption):
            VectorEnv("sabias", 3, **args)
    with pytest.raises(InvalidOption):
        VectorEnv("sabias", 9, 2)
    env = VectorEnv("sabias", 3, 2)
    with pytest.raises(IllegalAction, match="reset"):
        env.step(np.zeros(2, np.int64))


def test_bench_rl_vector_reports_ratios_to_the_raw_engine(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from tapisvert.cli.main import main

    assert (
        main(["bench", "--rl", "--vector", "--seconds", "0.05", "--runs", "1", "--json", "poch"])
        == 0
    )
    (row,) = json.loads(capsys.readouterr().out)["results"]
    assert row["name"] == "poch" and row["num_envs"] == 256
    assert row["raw_actions_per_s"] > 0 and row["vector_masks_actions_per_s"] > 0
    assert row["masks_over_raw"] == pytest.approx(
        row["vector_masks_actions_per_s"] / row["raw_actions_per_s"], abs=2e-3
    )
    assert row["tensors_over_raw"] > 0 and row["masks_over_raw"] > 0


def test_bench_vector_needs_rl(capsys: pytest.CaptureFixture[str]) -> None:
    from tapisvert.cli.main import main

    assert main(["bench", "--vector", "poch"]) == 2
    assert "--vector goes with --rl" in capsys.readouterr().err


def test_random_actions_draws_legal_actions_only() -> None:
    rng = np.random.default_rng(0)
    mask = rng.random((64, 7000)) < 0.001
    mask[3] = False
    seen = set()
    for _ in range(20):
        acts = random_actions(mask, rng)
        rows = np.flatnonzero(mask.any(axis=1))
        assert mask[rows, acts[rows]].all() and acts[3] == 0
        seen.add(int(acts[rows[0]]))
    assert len(seen) > 1 or mask[rows[0]].sum() == 1


def _table(env: VectorEnv, i: int) -> Any:
    st = env.table_state(i)
    return (st.to_act, st.hand_number, st.deals(), [st.observation(s) for s in range(env.players)])


def _trace(env: VectorEnv, count: int) -> list[Any]:
    """Everything an agent sees over `count` random steps, then the critic's state."""
    out: list[Any] = []
    try:
        for acts, obs, rew, term, trunc, info in _steps(env, count, seed=3):
            out.append((acts, obs, rew, term, trunc, info, list(env.match_seeds)))
        out.append(env.state())
        out.append([_table(env, i) for i in range(env.num_envs)])
    finally:
        env.close()
    return out


def _same(a: Any, b: Any) -> None:
    if isinstance(a, dict):
        assert sorted(a) == sorted(b)
        for k in a:
            _same(a[k], b[k])
    elif isinstance(a, (list, tuple)):
        assert len(a) == len(b)
        for x, y in zip(a, b, strict=True):
            _same(x, y)
    elif isinstance(a, np.ndarray):
        assert a.dtype == b.dtype and a.shape == b.shape
        if a.dtype == object:
            _same(a.tolist(), b.tolist())
        else:
            assert np.array_equal(a, b)
    else:
        assert a == b


@pytest.mark.parametrize("mode", ["next_step", "same_step"])
def test_two_worker_processes_step_as_one(mode: str) -> None:
    """Tables split between two worker processes over shared memory play exactly the same."""

    def argmax_first(observation: Any, action_mask: Any, seat: Any) -> Any:
        return action_mask.argmax(axis=1)  # row by row: the same whichever tables it sees

    def run(workers: int, spin: float = SPIN) -> list[Any]:
        env = VectorEnv(
            "sabias",
            3,
            7,  # an odd number: the parts differ in size
            learner_seats=[0],
            opponents=[None, "heuristic", argmax_first],
            autoreset_mode=mode,
            seed=5,
            num_workers=workers,
            spin=spin,
            max_hands=1,
        )
        assert env.num_workers == workers
        return _trace(env, 120)

    one, two = run(1), run(2)
    _same(one, two)
    _same(one, run(2, spin=0))  # waits that sleep at once play the same
    assert any(step[3].any() for step in one[:-2]), "episodes ended and restarted"


def test_workers_refuse_an_illegal_step_before_moving_and_report_errors() -> None:
    env = VectorEnv("seven-seals", 4, 4, seed=2, num_workers=2, max_hands=1)
    try:
        obs, _ = env.reset()
        acts = obs["action_mask"].argmax(axis=1)
        acts[3] = int(np.flatnonzero(~obs["action_mask"][3])[0])
        before = [_table(env, i) for i in range(4)]
        with pytest.raises(IllegalAction, match="table 3"):
            env.step(acts)
        for wild in (-1, env.num_actions, 10**9):  # out of range, at a table of either part
            for i in (0, 3):
                bad_acts = obs["action_mask"].argmax(axis=1)
                bad_acts[i] = wild
                with pytest.raises(IllegalAction, match=f"action {wild} is not legal at table {i}"):
                    env.step(bad_acts)
        assert [_table(env, i) for i in range(4)] == before
        with pytest.raises(IndexError):
            env.table_state(4)
    finally:
        env.close()

    def bad(observation: Any, action_mask: Any, seat: Any) -> Any:
        return np.full(len(seat), -1, np.int64)

    env = VectorEnv("sabias", 3, 2, learner_seats=[0], opponents=bad, seed=1, num_workers=2)
    try:
        with pytest.raises(IllegalAction, match="batch policy chose action -1"):
            env.reset()
    finally:
        env.close()
    for workers in (0, 3, True):
        with pytest.raises(InvalidOption, match="num_workers"):
            VectorEnv("sabias", 3, 2, num_workers=workers)
    for spin in (-0.001, 2, True, "fast", float("nan")):
        with pytest.raises(InvalidOption, match="spin"):
            VectorEnv("sabias", 3, 2, num_workers=2, spin=spin)  # type: ignore[arg-type]


def test_bench_rl_vector_workers_reports_the_ratio_to_one_process(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from tapisvert.cli.main import main

    args = ["bench", "--rl", "--vector", "--seconds", "0.05", "--runs", "1", "--json"]
    assert main([*args, "--workers", "2", "poch"]) == 0
    (row,) = json.loads(capsys.readouterr().out)["results"]
    assert row["workers"] == 2 and row["workers_wall_actions_per_s"] > 0
    assert row["workers_over_one"] == pytest.approx(
        row["workers_wall_actions_per_s"] / row["one_worker_wall_actions_per_s"], abs=2e-3
    )
    assert main(["bench", "--rl", "--workers", "2", "poch"]) == 2
    assert "--workers goes with --rl --vector" in capsys.readouterr().err
