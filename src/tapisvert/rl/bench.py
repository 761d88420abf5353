"""The reinforcement-learning benchmark (`tapisvert bench --rl`).

For each game, at its benchmark setup (`Game.bench_config()`), in the same process and on one
pinned core, taking turns run by run as `tapisvert bench` does:

- `raw`: the engine's random play (`legal_actions` + `apply`), actions/s;
- `pettingzoo`: the same matches through `tapisvert.rl.env`, the AEC loop of PettingZoo's docs
  (`agent_iter`, `last()` with its observation tensor and action mask, a random masked action,
  `step`), environment steps/s (dead steps not counted);
- `mask-only`: the same loop with `last(observe=False)`, the mask read from the info: what the
  wrapper costs without building the observation and its tensor;
- `floor`: the same loop over an environment that does no work at all (`NullEnv`: fixed
  arrays, a step that only moves the turn): what PettingZoo's AEC API and its order-enforcing
  wrapper cost per step by themselves. No environment runs faster than this through the API, so
  `floor/raw` bounds `env/raw` from above for every game (on this machine the API alone costs
  several engine actions per step);
- PettingZoo's own classic card games (`leduc_holdem_v4`, `texas_holdem_v4`) in that same loop,
  where the `rl-bench` extra is installed (gin_rummy left PettingZoo in 1.27);
- the encoding: microseconds per observation to build `observation(seat)` (the engine's JSON),
  to encode it (`Encoder.encode`), and to encode it as part of a batch of 256 (`encode_batch`),
  over the observations of random playouts.

Times are CPU time of this process, medians over `runs` runs of about `seconds` each.
"""

from __future__ import annotations

import dataclasses
import functools
import importlib
import random
import statistics
import time
import timeit
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

import gymnasium
import numpy as np
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

from tapisvert.core.protocol import GameState
from tapisvert.games import get_game
from tapisvert.rl.aec import env as make_env
from tapisvert.rl.tensors import encoder
from tapisvert.sim.bench import game_engine, one_core

CLASSIC = ("leduc_holdem_v4", "texas_holdem_v4")


@dataclass(frozen=True)
class RLBenchRow:
    name: str
    players: int
    raw_actions_per_s: float | None
    env_steps_per_s: float
    mask_only_steps_per_s: float | None
    observation_us: float | None
    encode_us: float | None
    batch_encode_us: float | None
    tensor_size: int | None
    floor_steps_per_s: float | None = None

    @property
    def ratio(self) -> float | None:
        if self.raw_actions_per_s is None:
            return None
        return self.env_steps_per_s / self.raw_actions_per_s

    def to_json(self) -> dict[str, Any]:
        def r(x: float | None, d: int = 0) -> float | None:
            return None if x is None else round(x, d)

        return {
            "name": self.name,
            "players": self.players,
            "raw_actions_per_s": r(self.raw_actions_per_s),
            "pettingzoo_steps_per_s": r(self.env_steps_per_s),
            "pettingzoo_over_raw": r(self.ratio, 3),
            "mask_only_steps_per_s": r(self.mask_only_steps_per_s),
            "mask_only_over_raw": (
                None
                if self.mask_only_steps_per_s is None or not self.raw_actions_per_s
                else round(self.mask_only_steps_per_s / self.raw_actions_per_s, 3)
            ),
            "observation_us": r(self.observation_us, 2),
            "encode_us": r(self.encode_us, 2),
            "batch_encode_us": r(self.batch_encode_us, 2),
            "tensor_size": self.tensor_size,
            "floor_over_raw": (
                None
                if self.floor_steps_per_s is None or not self.raw_actions_per_s
                else round(self.floor_steps_per_s / self.raw_actions_per_s, 3)
            ),
        }


def aec_loop(make: Callable[[], Any], observe: bool = True) -> Callable[[int], int]:
    """One episode of random masked play through the AEC API; returns the steps taken.

    `observe=False` calls `last(observe=False)` and reads the mask from the info (no tensor).
    """
    env = make()

    def play(seed: int) -> int:
        env.reset(seed=seed)
        rng = np.random.default_rng(seed)
        steps = 0
        for _agent in env.agent_iter():
            obs, _reward, term, trunc, info = env.last(observe)
            if term or trunc:
                env.step(None)
                continue
            legal = np.flatnonzero(obs["action_mask"] if observe else info["action_mask"])
            env.step(int(legal[rng.integers(len(legal))]))
            steps += 1
        return steps

    return play


class NullEnv(AECEnv):  # type: ignore[misc]
    """An AEC environment that does no work: `players` agents take turns for `length` steps,
    observing fixed arrays (a tensor of `size` zeros, a mask of `actions` ones). Run through the
    same wrapper and loop as the games, it measures what PettingZoo's API costs per step."""

    metadata: ClassVar[dict[str, Any]] = {
        "render_modes": [],
        "name": "null",
        "is_parallelizable": False,
    }

    def __init__(self, players: int = 3, length: int = 120, size: int = 736, actions: int = 78):
        super().__init__()
        self.possible_agents = [f"player_{s}" for s in range(players)]
        self.length = length
        self._obs = {
            "observation": np.zeros(size, np.float32),
            "action_mask": np.ones(actions, np.int8),
        }
        space = gymnasium.spaces.Dict(
            {
                "observation": gymnasium.spaces.Box(0.0, 1.0, (size,), np.float32),
                "action_mask": gymnasium.spaces.Box(0, 1, (actions,), np.int8),
            }
        )
        self.observation_spaces = dict.fromkeys(self.possible_agents, space)
        self.action_spaces = dict.fromkeys(self.possible_agents, gymnasium.spaces.Discrete(actions))
        self._t = 0

    def observation_space(self, agent: str) -> gymnasium.spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> gymnasium.spaces.Space[Any]:
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        self.agents = self.possible_agents[:]
        self._t = 0
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self.agent_selection = self.agents[0]

    def observe(self, agent: str) -> dict[str, Any]:
        return self._obs

    def step(self, action: int | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent]:
            self._was_dead_step(action)
            return
        self._t += 1
        self._cumulative_rewards[agent] = 0.0
        self._clear_rewards()
        if self._t >= self.length:
            for a in self.agents:
                self.terminations[a] = True
        self.agent_selection = self.possible_agents[self._t % len(self.possible_agents)]
        self._accumulate_rewards()


def null_env() -> Any:
    """`NullEnv` in the wrapper `tapisvert.rl.env` uses (PettingZoo's OrderEnforcingWrapper)."""
    return wrappers.OrderEnforcingWrapper(NullEnv())


def classic_available() -> bool:
    try:
        importlib.import_module("pettingzoo.classic.leduc_holdem_v4")
    except ImportError:
        return False
    return True


def classic_env(name: str) -> Callable[[], Any]:
    module = importlib.import_module(f"pettingzoo.classic.{name}")
    return module.env  # type: ignore[no-any-return]


def _env_maker(game_id: str, players: int, options: dict[str, Any]) -> Callable[[], Any]:
    def make() -> Any:
        return make_env(game_id, players, **options)

    return make


def _rate(play: Callable[[int], int], seed: int, seconds: float) -> tuple[float, int]:
    count = 0
    start = time.process_time()
    while True:
        count += play(seed)
        seed += 1
        elapsed = time.process_time() - start
        if elapsed >= seconds:
            return count / elapsed, seed


def sample_observations(game_id: str, players: int, options: dict[str, Any], k: int) -> list[Any]:
    """`k` observations of the seat to act along random playouts (the env's workload)."""
    game = get_game(game_id)
    out: list[Any] = []
    seed = 0
    while len(out) < k:
        state = game.new(players, seed, **options)
        rng = random.Random(seed)
        while state.to_act is not None and len(out) < k:
            out.append(state.observation(state.to_act))
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
        seed += 1
    return out


def encoding_times(
    game_id: str, players: int, options: dict[str, Any], k: int = 512
) -> tuple[float, float, float]:
    """(observation µs, encode µs, batch-encode µs), per observation, best of 3."""
    game = get_game(game_id)
    enc = encoder(game_id, players)
    observations = sample_observations(game_id, players, options, k)
    states: list[GameState] = []
    seed = 0
    while len(states) < 64:
        state = game.new(players, seed, **options)
        rng = random.Random(seed)
        for _ in range(rng.randrange(1, 40)):
            if state.to_act is None:
                break
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
        if state.to_act is not None:
            states.append(state)
        seed += 1

    def observe() -> None:
        for s in states:
            s.observation(s.to_act)

    def encode() -> None:
        for o in observations:
            enc.encode(o)

    def batch() -> None:
        for i in range(0, len(observations), 256):
            enc.encode_batch(observations[i : i + 256])

    cpu = time.process_time
    obs_us = min(timeit.repeat(observe, cpu, number=3, repeat=3)) / (3 * len(states)) * 1e6
    enc_us = min(timeit.repeat(encode, cpu, number=1, repeat=3)) / len(observations) * 1e6
    bat_us = min(timeit.repeat(batch, cpu, number=1, repeat=3)) / len(observations) * 1e6
    return obs_us, enc_us, bat_us


def run_rl_bench(
    game_ids: Sequence[str],
    *,
    seconds: float = 1.0,
    runs: int = 3,
    classic: bool = True,
    progress: Callable[[int, int], None] | None = None,
) -> list[RLBenchRow]:
    with one_core():  # pinned for the run, the process's cores given back after it
        return _run_rl_bench(
            game_ids, seconds=seconds, runs=runs, classic=classic, progress=progress
        )


def _run_rl_bench(
    game_ids: Sequence[str],
    *,
    seconds: float,
    runs: int,
    classic: bool,
    progress: Callable[[int, int], None] | None,
) -> list[RLBenchRow]:
    setups = [(gid, *get_game(gid).bench_config()) for gid in game_ids]
    engines: list[tuple[str, Callable[[int], int]]] = []
    for gid, n, opts in setups:
        engines.append((f"raw:{gid}", game_engine(get_game(gid), n, dict(opts)).play_one))
        engines.append((f"pettingzoo:{gid}", aec_loop(_env_maker(gid, n, dict(opts)))))
        engines.append(
            (f"mask-only:{gid}", aec_loop(_env_maker(gid, n, dict(opts)), observe=False))
        )
    engines.append(("floor", aec_loop(null_env)))
    if classic and classic_available():
        for name in CLASSIC:
            engines.append((f"classic:{name}", aec_loop(classic_env(name))))
    rates: dict[str, list[float]] = {name: [] for name, _ in engines}
    seeds = dict.fromkeys(rates, 0)
    total = runs * len(engines) + len(setups)
    done = 0
    for _ in range(runs):
        for name, play in engines:
            rate, seeds[name] = _rate(play, seeds[name], seconds)
            rates[name].append(rate)
            done += 1
            if progress is not None:
                progress(done, total)
    rows = []
    for gid, n, opts in setups:
        obs_us, enc_us, bat_us = encoding_times(gid, n, dict(opts))
        done += 1
        if progress is not None:
            progress(done, total)
        rows.append(
            RLBenchRow(
                gid,
                n,
                statistics.median(rates[f"raw:{gid}"]),
                statistics.median(rates[f"pettingzoo:{gid}"]),
                statistics.median(rates[f"mask-only:{gid}"]),
                obs_us,
                enc_us,
                bat_us,
                encoder(gid, n).size,
                statistics.median(rates["floor"]),
            )
        )
    rows.append(
        RLBenchRow(
            "pettingzoo API floor (NullEnv)",
            3,
            None,
            statistics.median(rates["floor"]),
            None,
            None,
            None,
            None,
            None,
        )
    )
    for name, _ in engines:
        if name.startswith("classic:"):
            short = name.split(":", 1)[1]
            rows.append(
                RLBenchRow(
                    f"pettingzoo {short}",
                    2,
                    None,
                    statistics.median(rates[name]),
                    None,
                    None,
                    None,
                    None,
                    None,
                )
            )
    return rows


def table(rows: Sequence[RLBenchRow]) -> str:
    lines = [
        f"{'engine':<30} {'raw actions/s':>14} {'env steps/s':>12} {'env/raw':>8}"
        f" {'mask-only/s':>12}"
        f" {'obs µs':>8} {'encode µs':>10} {'batch µs':>9} {'size':>5} {'floor/raw':>9}",
    ]
    for r in rows:
        raw = f"{r.raw_actions_per_s:,.0f}" if r.raw_actions_per_s else "-"
        ratio = f"{r.ratio:.3f}" if r.ratio is not None else "-"
        obs = f"{r.observation_us:.1f}" if r.observation_us is not None else "-"
        enc = f"{r.encode_us:.1f}" if r.encode_us is not None else "-"
        bat = f"{r.batch_encode_us:.1f}" if r.batch_encode_us is not None else "-"
        size = str(r.tensor_size) if r.tensor_size else "-"
        mask = f"{r.mask_only_steps_per_s:,.0f}" if r.mask_only_steps_per_s else "-"
        floor = "-"
        if r.floor_steps_per_s and r.raw_actions_per_s:
            floor = f"{r.floor_steps_per_s / r.raw_actions_per_s:.3f}"
        lines.append(
            f"{r.name + f' {r.players}p':<30} {raw:>14} {r.env_steps_per_s:>12,.0f} {ratio:>8}"
            f" {mask:>12}"
            f" {obs:>8} {enc:>10} {bat:>9} {size:>5} {floor:>9}"
        )
    return "\n".join(lines)


# --- the vector environment (`tapisvert bench --rl --vector`) ------------------------------------
VECTOR_ENVS = 256


@dataclass(frozen=True)
class VectorBenchRow:
    """One game's engine actions/s: raw random play, and through `VectorEnv` (self-play, every
    seat a learner, random legal actions drawn from the masks for the whole batch at once)."""

    name: str
    players: int
    num_envs: int
    raw_actions_per_s: float
    masks_actions_per_s: float
    tensors_actions_per_s: float
    # `--workers W`: with tensors, wall-clock actions/s with one process and with W workers
    workers: int = 1
    one_process_actions_per_s: float | None = None
    workers_actions_per_s: float | None = None

    @property
    def workers_ratio(self) -> float | None:
        if self.one_process_actions_per_s is None or self.workers_actions_per_s is None:
            return None
        return self.workers_actions_per_s / self.one_process_actions_per_s

    def to_json(self) -> dict[str, Any]:
        raw = self.raw_actions_per_s
        extra: dict[str, Any] = {}
        if self.workers_ratio is not None:
            assert self.one_process_actions_per_s is not None
            assert self.workers_actions_per_s is not None
            extra = {
                "workers": self.workers,
                "one_worker_wall_actions_per_s": round(self.one_process_actions_per_s),
                "workers_wall_actions_per_s": round(self.workers_actions_per_s),
                "workers_over_one": round(self.workers_ratio, 3),
            }
        return {
            "name": self.name,
            "players": self.players,
            "num_envs": self.num_envs,
            "raw_actions_per_s": round(raw),
            "vector_masks_actions_per_s": round(self.masks_actions_per_s),
            "vector_tensors_actions_per_s": round(self.tensors_actions_per_s),
            "masks_over_raw": round(self.masks_actions_per_s / raw, 3),
            "tensors_over_raw": round(self.tensors_actions_per_s / raw, 3),
            **extra,
        }


def vector_loop(
    game_id: str,
    players: int,
    options: dict[str, Any],
    num_envs: int,
    tensors: bool,
    *,
    num_workers: int = 1,
    opened: list[Any] | None = None,
) -> Callable[[int], int]:
    """Steps of a `VectorEnv` with random masked actions; each call steps `steps` times and
    returns the engine actions taken (a table restarting after its end takes none that step).
    The environment is appended to `opened` (to close its workers)."""
    from tapisvert.rl.vector import VectorEnv, random_actions

    env = VectorEnv(
        game_id,
        players,
        num_envs,
        seed=0,
        tensors=tensors,
        copy=False,
        num_workers=num_workers,
        **options,
    )
    if opened is not None:
        opened.append(env)
    rng = np.random.default_rng(0)
    obs, _ = env.reset()
    state = {"obs": obs}

    def play(steps: int) -> int:
        actions = 0
        obs = state["obs"]
        for _ in range(steps):
            mask = obs["action_mask"]
            actions += int(mask.any(axis=1).sum())
            obs, *_ = env.step(random_actions(mask, rng))
        state["obs"] = obs
        return actions

    return play


def _vector_rate(
    play: Callable[[int], int], seconds: float, clock: Callable[[], float] = time.process_time
) -> float:
    count = 0
    start = clock()
    while True:
        count += play(4)
        elapsed = clock() - start
        if elapsed >= seconds:
            return count / elapsed


def run_vector_bench(
    game_ids: Sequence[str],
    *,
    seconds: float = 1.0,
    runs: int = 3,
    num_envs: int = VECTOR_ENVS,
    workers: int = 1,
    progress: Callable[[int, int], None] | None = None,
) -> list[VectorBenchRow]:
    """For each game at its benchmark setup, on one pinned core, CPU time, medians of runs taken
    in turn: the raw engine's random play, `VectorEnv` with masks only (`tensors=False`) and
    with tensors, in actions/s (every table's engine actions counted).

    `workers=W` (above 1) then measures, unpinned and in wall-clock time (the work is spread over
    processes), `VectorEnv` with tensors in this process and with `num_workers=W`, runs taken in
    turn, medians: the ratio W workers / one process."""
    rows = _pinned_vector_bench(game_ids, seconds, runs, num_envs, progress)
    if workers <= 1:
        return rows
    out = []
    for row in rows:
        opts = dict(get_game(row.name).bench_config()[1])
        opened: list[Any] = []
        try:
            one = vector_loop(row.name, row.players, opts, num_envs, True, opened=opened)
            many = vector_loop(
                row.name, row.players, opts, num_envs, True, num_workers=workers, opened=opened
            )
            a: list[float] = []
            b: list[float] = []
            for _ in range(runs):
                a.append(_vector_rate(one, seconds, time.perf_counter))
                b.append(_vector_rate(many, seconds, time.perf_counter))
        finally:
            for env in opened:
                env.close()
        out.append(
            dataclasses.replace(
                row,
                workers=workers,
                one_process_actions_per_s=statistics.median(a),
                workers_actions_per_s=statistics.median(b),
            )
        )
    return out


def _pinned_vector_bench(
    game_ids: Sequence[str],
    seconds: float,
    runs: int,
    num_envs: int,
    progress: Callable[[int, int], None] | None,
) -> list[VectorBenchRow]:
    with one_core():
        setups = [(gid, *get_game(gid).bench_config()) for gid in game_ids]
        loops: list[tuple[str, Callable[[], float]]] = []
        for gid, n, opts in setups:
            raw = game_engine(get_game(gid), n, dict(opts)).play_one
            seed = {"next": 0}

            def raw_rate(raw: Callable[[int], int] = raw, seed: dict[str, int] = seed) -> float:
                rate, seed["next"] = _rate(raw, seed["next"], seconds)
                return rate

            masks = vector_loop(gid, n, dict(opts), num_envs, tensors=False)
            full = vector_loop(gid, n, dict(opts), num_envs, tensors=True)
            loops.append((f"raw:{gid}", raw_rate))
            loops.append((f"masks:{gid}", functools.partial(_vector_rate, masks, seconds)))
            loops.append((f"tensors:{gid}", functools.partial(_vector_rate, full, seconds)))
        rates: dict[str, list[float]] = {name: [] for name, _ in loops}
        done = 0
        for _ in range(runs):
            for name, measure in loops:
                rates[name].append(measure())
                done += 1
                if progress is not None:
                    progress(done, runs * len(loops))
        return [
            VectorBenchRow(
                gid,
                n,
                num_envs,
                statistics.median(rates[f"raw:{gid}"]),
                statistics.median(rates[f"masks:{gid}"]),
                statistics.median(rates[f"tensors:{gid}"]),
            )
            for gid, n, _ in setups
        ]


def vector_table(rows: Sequence[VectorBenchRow]) -> str:
    lines = [
        f"{'engine':<18} {'N':>4} {'raw actions/s':>14} {'masks actions/s':>16} {'masks/raw':>9}"
        f" {'tensors actions/s':>18} {'tensors/raw':>11}"
    ]
    for r in rows:
        lines.append(
            f"{r.name + f' {r.players}p':<18} {r.num_envs:>4} {r.raw_actions_per_s:>14,.0f}"
            f" {r.masks_actions_per_s:>16,.0f} {r.masks_actions_per_s / r.raw_actions_per_s:>9.3f}"
            f" {r.tensors_actions_per_s:>18,.0f}"
            f" {r.tensors_actions_per_s / r.raw_actions_per_s:>11.3f}"
        )
    for r in rows:
        if r.workers_ratio is not None:
            assert r.one_process_actions_per_s is not None
            assert r.workers_actions_per_s is not None
            lines.append(
                f"{r.name + f' {r.players}p':<18} tensors, wall clock: one process"
                f" {r.one_process_actions_per_s:,.0f} actions/s, {r.workers} workers"
                f" {r.workers_actions_per_s:,.0f} actions/s:"
                f" {r.workers} workers / 1 = {r.workers_ratio:.2f}"
            )
    return "\n".join(lines)
