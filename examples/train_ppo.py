"""Masked PPO on a tapisvert game, CleanRL single-file style (PyTorch, CPU, a thread per process).

The agent plays `--num-envs` tables of `tapisvert.rl.VectorEnv` at once: one batched observation
and mask per step, tapisvert's bots playing the other seats inside `step` (`--opponents random`,
the default; `heuristic`; `mix`, half the tables against each; or `league`, half the tables
against the heuristic and half in self-play against frozen snapshots of the actor drawn by
priority: `League`). The tables are shared out evenly between the learner's seats (and, with
`mix` and `league`, the two kinds of opponent), so it plays every seat.
It sees the seat's tensor and the action mask; the logits of illegal actions are set to a large
negative number before the softmax, so it only ever samples legal actions (masked PPO, Huang &
Ontañón 2020). Rewards are the seat's hand scores divided by `--reward-scale`.

Speed: `--actor-process 1` (the default) collects the rollouts in a second process, which owns
the tables and a copy of the actor, while this process trains on the previous rollout: the two
cores work at once, and each rollout is played by the policy one update behind the one that
learns from it (the PPO ratio is taken against the policy that played, so the clipping covers
the lag; `--actor-process 0`: rollout, then update, in one process). `--bf16 1` runs the network's
matrix products in bfloat16 (`torch.autocast`; the weights, the optimizer and the softmax stay in
float32), `--bf16 0` in float32; the default, `-1`, takes bfloat16 only where the CPU computes it
natively (AVX-512 BF16 or AMX: elsewhere it is emulated, several times slower than float32).
`--workers W` splits the tables into W parts stepped at once, W - 1 of them by worker processes
(VectorEnv's `num_workers`), for machines with cores to spare.

    pip install -e '.[rl,train]'
    python examples/train_ppo.py --game sabias --players 3 --minutes 45 --out sabias-ppo.npz
    tapisvert tournament sabias -n 3 --bots policy:path=sabias-ppo.npz,random --games 300

The actor is saved as a numpy policy file (`tapisvert.rl.policy`: the `policy:path=FILE` bot needs
no PyTorch) every `--save-every` updates and at the end; `--out X.npz` also gets `X.pt`, the
torch checkpoint of actor, critic and optimizer (`--resume X.pt` continues from it).
"""

from __future__ import annotations

import argparse
import contextlib
import ctypes
import json
import multiprocessing
import random
import sys
import time
import traceback
from collections.abc import Iterator
from dataclasses import dataclass
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt
import torch
from torch import nn

from tapisvert.core.errors import TapisvertError
from tapisvert.games import get_game
from tapisvert.rl.policy import Policy
from tapisvert.rl.tensors import encoder
from tapisvert.rl.vector import VectorEnv


@dataclass
class Args:
    game: str = "sabias"
    players: int = 3
    options: str = "max_hands=1"  # one hand per episode while training: NAME=VALUE,...
    opponents: str = "random"  # the other seats: random, heuristic, mix (half each), or league
    league_every: int = 10  # league: the actor is frozen into the pool every this many rollouts
    league_size: int = 8  # league: snapshots kept (the first, an anchor, and the newest)
    seed: int = 1
    minutes: float = 45.0  # wall-clock budget (the run stops at whichever limit comes first)
    total_steps: int = 10_000_000  # agent decisions
    num_envs: int = 256  # tables stepped together (at least one per learner seat and opponent)
    num_steps: int = 8  # decisions per env per rollout
    lr: float = 3e-4
    gamma: float = 1.0  # episodes are one hand: no discount needed
    gae_lambda: float = 0.95
    minibatches: int = 2
    epochs: int = 1
    clip: float = 0.2
    ent_coef: float = 0.01
    vf_coef: float = 0.5
    max_grad_norm: float = 0.5
    hidden: int = 256
    reward_scale: float = 100.0
    out: str = "policy.npz"
    save_every: int = 50
    resume: str = ""
    log: str = ""  # append one JSON line per update to this file
    actor_process: int = 1  # 1: collect rollouts in a second process while this one trains
    bf16: int = (
        -1
    )  # 1: the matrix products in bfloat16 (torch.autocast); 0: float32; -1: 1 where native
    threads: int = 1  # torch threads in each process
    workers: int = 1  # worker processes stepping the tables (VectorEnv's num_workers)


def parse_args() -> Args:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    for name, value in Args().__dict__.items():
        p.add_argument("--" + name.replace("_", "-"), type=type(value), default=value)
    args = Args(**vars(p.parse_args()))
    if args.opponents not in ("random", "heuristic", "mix", "league"):
        p.error(f"--opponents takes random, heuristic, mix or league, not {args.opponents!r}")
    if args.opponents == "league" and (
        args.workers != 1 or args.league_every < 1 or args.league_size < 2
    ):
        p.error(
            "--opponents league needs --workers 1 (its pool lives in the playing process),"
            " --league-every 1 or more and --league-size 2 or more"
        )
    try:  # the game, its player count and options, checked here: a usage error, not a traceback
        get_game(args.game).new(args.players, 0, **parse_options(args.options))
    except TapisvertError as e:
        p.error(str(e))
    if args.bf16 not in (-1, 0, 1):
        p.error(
            f"--bf16 takes 1, 0 or -1 (bfloat16 where the CPU has it natively), not {args.bf16}"
        )
    return args


def parse_options(text: str) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for part in filter(None, (x.strip() for x in text.split(","))):
        key, _, value = part.partition("=")
        out[key] = value
    return out


class League:
    """The opponents of `--opponents league`: frozen snapshots of the actor itself (self-play
    against a league, as AlphaStar's prioritized fictitious self-play), on half the tables (the
    heuristic plays the other half). On those tables the first rollout's opponents play at
    random; at its end the actor becomes the pool's first snapshot, and every `every` rollouts
    the playing actor is frozen into it (at most `size` snapshots: the first stays as an anchor,
    the oldest of the rest goes). Each rollout, every opponent seat of the league's tables is
    played by one snapshot drawn by priority, (1 - w)^2 + 0.05, w the learner's win rate against
    it (an episode won: its hand score above 0, a hand scored 0 half; a running mean over the last
    200 episodes that ended while it played; none yet: 0), so the learner meets most the
    snapshots it does not yet beat. A snapshot samples its move from its softmax over the legal
    actions. An episode can span rollouts, so one hand may meet two snapshots; its result counts
    for the one that played its end."""

    def __init__(self, args: Args, rng: np.random.Generator) -> None:
        self.every, self.size, self.rng = args.league_every, args.league_size, rng
        self.game, self.players = args.game, args.players
        self.pool: list[Policy] = []
        self.results: list[list[float]] = []
        self.playing = 0
        self.rollouts = 0

    def __call__(
        self, observation: npt.NDArray[np.float32], action_mask: npt.NDArray[np.bool_], seat: Any
    ) -> npt.NDArray[np.int64]:
        # the first rollout, before any snapshot: uniformly at random; then the snapshot's softmax
        # over the legal actions, sampled (Gumbel-max): a greedy snapshot is one fixed strategy,
        # and in a game where every seat may pass (sabias' bidding) greedy pools fell into
        # all-pass hands, an episode a decision, nothing to learn from
        logits: npt.NDArray[Any] = (
            np.zeros(action_mask.shape)
            if not self.pool
            else self.pool[self.playing].logits(observation).astype(np.float64)
        )
        noise = -np.log(-np.log(self.rng.random(action_mask.shape)))
        return np.asarray(np.where(action_mask, logits + noise, -np.inf).argmax(axis=1), np.int64)

    def win_rate(self, i: int) -> float:
        seen = self.results[i]
        return sum(seen) / len(seen) if seen else 0.0

    def turn(self, actor: nn.Module, finished: list[float]) -> dict[str, Any]:
        """After a rollout: its ended episodes counted for the snapshot that played; the actor
        frozen into the pool when due; the next rollout's snapshot drawn."""
        if self.pool:
            seen = self.results[self.playing]
            seen.extend(1.0 if r > 0 else 0.5 if r == 0 else 0.0 for r in finished)
            del seen[:-200]
        if self.rollouts % self.every == 0:
            self.pool.append(policy_of(actor, self.game, self.players, {"league": len(self.pool)}))
            self.results.append([])
            if len(self.pool) > self.size:  # keep the anchor, drop the oldest of the rest
                del self.pool[1], self.results[1]
        self.rollouts += 1
        weights = np.array([(1.0 - self.win_rate(i)) ** 2 + 0.05 for i in range(len(self.pool))])
        self.playing = int(self.rng.choice(len(self.pool), p=weights / weights.sum()))
        return {
            "pool": len(self.pool),
            "playing": self.playing,
            "win_rates": [round(self.win_rate(i), 3) for i in range(len(self.pool))],
        }


class Tables:
    """The learner's tables: one `VectorEnv` per learner seat (and opponent kind with `mix` and
    `league`), the tables shared out evenly, stepped together; episodes restart within the step
    that ends them (`autoreset_mode="same_step"`), so every decision the learner sees is a real
    one."""

    def __init__(self, args: Args) -> None:
        # a league plays half its tables against the heuristic, so that real hands keep coming
        # (at sabias, a pool of its own snapshots alone settled where every seat passes)
        kinds = {"mix": ("random", "heuristic"), "league": ("heuristic", "league")}.get(
            args.opponents, (args.opponents,)
        )
        self.league = (
            League(args, np.random.default_rng(args.seed + 3))
            if args.opponents == "league"
            else None
        )
        groups = [(seat, kind) for kind in kinds for seat in range(args.players)]
        if args.num_envs < len(groups):
            raise SystemExit(
                f"--num-envs must be at least {len(groups)}: one table per seat"
                f"{' and opponent' if len(kinds) > 1 else ''}"
            )
        g = len(groups)
        sizes = [args.num_envs // g + (k < args.num_envs % g) for k in range(g)]
        options = parse_options(args.options)
        self.envs = [
            VectorEnv(
                args.game,
                args.players,
                size,
                learner_seats=[seat],
                opponents=self.league if kind == "league" else kind,
                reward="hand",
                autoreset_mode="same_step",
                seed=args.seed * 1000 + k,
                copy=False,
                num_workers=min(args.workers, size),
                **options,
            )
            for k, ((seat, kind), size) in enumerate(zip(groups, sizes, strict=True))
        ]
        self.parts = [
            (env, lo, hi, seat)
            for env, lo, hi, (seat, _) in zip(
                self.envs, np.cumsum([0, *sizes[:-1]]), np.cumsum(sizes), groups, strict=True
            )
        ]
        self.episode_return = np.zeros(args.num_envs)
        # the rows of the tables the league's snapshots play (its results are theirs alone)
        self.league_rows = np.zeros(args.num_envs, np.bool_)
        for (_, lo, hi, _), (_, kind) in zip(self.parts, groups, strict=True):
            self.league_rows[lo:hi] = kind == "league"

    def reset(self, obs: np.ndarray, mask: np.ndarray) -> None:
        """The first observations and masks, written into `obs` and `mask`."""
        for env, lo, hi, _ in self.parts:
            first = env.reset()[0]
            obs[lo:hi] = first["observation"]
            mask[lo:hi] = first["action_mask"]

    def step(
        self,
        actions: np.ndarray,
        obs: np.ndarray,
        mask: np.ndarray,
        reward: np.ndarray,
        done: np.ndarray,
    ) -> None:
        """Writes the next observations and masks, the learner's rewards, and which episodes
        ended, into the given rows of the rollout buffers (no other copy)."""
        for env, lo, hi, seat in self.parts:
            out, rew, term, trunc, _ = env.step(actions[lo:hi])
            obs[lo:hi] = out["observation"]
            mask[lo:hi] = out["action_mask"]
            reward[lo:hi] = rew[:, seat]
            np.logical_or(term, trunc, out=done[lo:hi])
        self.episode_return += reward

    def close(self) -> None:
        for env in self.envs:
            env.close()


def layer(i: int, o: int, std: float = np.sqrt(2)) -> nn.Linear:
    lin = nn.Linear(i, o)
    nn.init.orthogonal_(lin.weight, std)
    nn.init.constant_(lin.bias, 0.0)
    return lin


class Agent(nn.Module):
    def __init__(self, obs_size: int, actions: int, hidden: int) -> None:
        super().__init__()
        self.critic = nn.Sequential(
            layer(obs_size, hidden),
            nn.Tanh(),
            layer(hidden, hidden),
            nn.Tanh(),
            layer(hidden, 1, 1.0),
        )
        self.actor = nn.Sequential(
            layer(obs_size, hidden),
            nn.Tanh(),
            layer(hidden, hidden),
            nn.Tanh(),
            layer(hidden, actions, 0.01),
        )

    def value(self, x: torch.Tensor) -> torch.Tensor:
        out: torch.Tensor = self.critic(x)
        return out.float().flatten()

    def log_probs(self, x: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
        """The log-probabilities of every action, the illegal ones at about -1e8."""
        return log_probs(self.actor, x, mask)

    def export(self, game: str, players: int, meta: dict[str, Any]) -> Policy:
        return policy_of(self.actor, game, players, meta)


def policy_of(actor: nn.Module, game: str, players: int, meta: dict[str, Any]) -> Policy:
    """The actor's layers copied into a numpy `Policy` (what the `policy:` bot and the league
    play)."""
    linears = [m for m in actor.modules() if isinstance(m, nn.Linear)]
    layers = tuple(
        (m.weight.detach().float().numpy().T.copy(), m.bias.detach().float().numpy().copy())
        for m in linears
    )
    return Policy(game, players, "tanh", layers, meta)


def log_probs(actor: nn.Module, x: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
    logits: torch.Tensor = actor(x)
    return torch.log_softmax(logits.float().masked_fill(~mask, -1e8), -1)


def native_bf16() -> bool:
    """Whether this CPU multiplies bfloat16 matrices in hardware (AVX-512 BF16 or AMX). Without
    it oneDNN emulates bfloat16, and `--bf16 1` is several times slower than float32 (measured:
    an AMD EPYC with AVX2 only made 250,000 decisions a minute in bfloat16 against 770,000 in
    float32), so `--bf16 -1` (the default) uses it only where it is native."""
    probes = ("_is_avx512_bf16_supported", "_is_amx_tile_supported")
    # private but stable since torch 2.1; a torch without them gets float32
    return any(bool(getattr(torch.cpu, name, lambda: False)()) for name in probes)


def use_bf16(flag: int) -> bool:
    """`--bf16` (checked by `parse_args`): 1 always, 0 never, -1 where the CPU computes bfloat16
    natively."""
    return native_bf16() if flag == -1 else bool(flag)


def precision(bf16: bool) -> contextlib.AbstractContextManager[Any]:
    return torch.autocast("cpu", dtype=torch.bfloat16) if bf16 else contextlib.nullcontext()


class Rollouts:
    """Two rollout buffers (one being played while the other trains), in memory shared with the
    actor process: observations and masks (T + 1 rows: the last is the next rollout's first),
    actions, their log-probabilities under the policy that played them, rewards, ends."""

    def __init__(self, T: int, N: int, D: int, A: int) -> None:
        shapes = {
            "obs": ((2, T + 1, N, D), np.float32),
            "mask": ((2, T + 1, N, A), np.bool_),
            "act": ((2, T, N), np.int64),
            "logp": ((2, T, N), np.float32),
            "reward": ((2, T, N), np.float64),
            "done": ((2, T, N), np.bool_),
        }
        size = sum(int(np.prod(s)) * np.dtype(d).itemsize for s, d in shapes.values())
        self.raw = multiprocessing.RawArray(ctypes.c_uint8, size)
        self.np: dict[str, npt.NDArray[Any]] = {}
        offset = 0
        for name, (shape, dtype) in shapes.items():
            count = int(np.prod(shape))
            raw: Any = self.raw
            self.np[name] = np.frombuffer(raw, dtype, count, offset).reshape(shape)
            offset += count * np.dtype(dtype).itemsize
        self.torch = {name: torch.from_numpy(a) for name, a in self.np.items()}


def collect(
    actor: nn.Module, tables: Tables, buf: Rollouts, slot: int, bf16: bool, gen: torch.Generator
) -> tuple[list[float], dict[str, Any] | None]:
    """Plays one rollout into buffer `slot` (its first row already written); the returns of the
    episodes that ended, and the league's state after its turn (None without a league)."""
    o, m = buf.torch["obs"][slot], buf.torch["mask"][slot]
    act, logp = buf.torch["act"][slot], buf.torch["logp"][slot]
    npo, npm, npa = buf.np["obs"][slot], buf.np["mask"][slot], buf.np["act"][slot]
    npr, npd = buf.np["reward"][slot], buf.np["done"][slot]
    finished: list[float] = []
    against_league: list[float] = []
    for t in range(len(act)):
        with torch.inference_mode(), precision(bf16):
            lp = log_probs(actor, o[t], m[t])
            # Gumbel-max: argmax(log p - log(-log U)), U ~ Uniform[0, 1), samples the softmax
            noise = torch.rand(lp.shape, generator=gen).log_().neg_().log_()
            a = torch.argmax(lp - noise, 1)
            act[t] = a
            logp[t] = lp.gather(1, a[:, None]).squeeze(1)
        tables.step(npa[t], npo[t + 1], npm[t + 1], npr[t], npd[t])
        done = npd[t]
        if done.any():
            finished.extend(tables.episode_return[done].tolist())
            against_league.extend(tables.episode_return[done & tables.league_rows].tolist())
            tables.episode_return[done] = 0.0
    league = None if tables.league is None else tables.league.turn(actor, against_league)
    return finished, league


def next_slot(buf: Rollouts, slot: int) -> int:
    """The other buffer, its first row the last observation of `slot`."""
    other = 1 - slot
    buf.np["obs"][other, 0] = buf.np["obs"][slot, -1]
    buf.np["mask"][other, 0] = buf.np["mask"][slot, -1]
    return other


def actor_process(args: Args, buf: Rollouts, conn: Connection, obs_size: int, A: int) -> None:
    """The second process: owns the tables; plays rollout k with the parameters of update k - 1
    (k >= 2), so that it plays one while the trainer learns from the one before."""
    tables = None
    try:
        torch.set_num_threads(args.threads)
        torch.manual_seed(args.seed + 1)
        gen = torch.Generator().manual_seed(args.seed + 2)
        tables = Tables(args)
        actor = Agent(obs_size, A, args.hidden).actor
        slot = 0
        tables.reset(buf.np["obs"][0, 0], buf.np["mask"][0, 0])
        k = 0
        while True:
            if k != 1:  # rollout 1 is played with the first parameters too
                message = conn.recv()
                if message is None:
                    break
                actor.load_state_dict({k: torch.from_numpy(v) for k, v in message.items()})
            if k > 0:
                slot = next_slot(buf, slot)
            finished, league = collect(actor, tables, buf, slot, use_bf16(args.bf16), gen)
            conn.send(("rollout", slot, finished, league))
            k += 1
    except KeyboardInterrupt:
        pass
    except BaseException:
        with contextlib.suppress(OSError):
            conn.send(("error", traceback.format_exc(), None, None))
    finally:
        if tables is not None:
            tables.close()
        conn.close()


def send_actor(conn: Connection, agent: Agent) -> None:
    """The actor's parameters, copied (a tensor sent as is would move to shared memory)."""
    conn.send({k: v.detach().numpy().copy() for k, v in agent.actor.state_dict().items()})


def rollouts_inline(
    args: Args, buf: Rollouts, agent: Agent
) -> Iterator[tuple[int, list[float], dict[str, Any] | None]]:
    """Rollout, then update, in this process: the policy that plays is the one that learns."""
    gen = torch.Generator().manual_seed(args.seed + 2)
    tables = Tables(args)
    try:
        tables.reset(buf.np["obs"][0, 0], buf.np["mask"][0, 0])
        slot = 0
        while True:
            yield slot, *collect(agent.actor, tables, buf, slot, use_bf16(args.bf16), gen)
            slot = next_slot(buf, slot)
    finally:
        tables.close()


def main() -> None:
    args = parse_args()
    torch.set_num_threads(args.threads)
    random.seed(args.seed)
    np.random.seed(args.seed)
    torch.manual_seed(args.seed)
    obs_size = encoder(args.game, args.players).size
    actions = get_game(args.game).new(args.players, 0, **parse_options(args.options)).action_space()
    agent = Agent(obs_size, actions, args.hidden)
    optimizer = torch.optim.Adam(agent.parameters(), lr=args.lr, eps=1e-5)
    step = update = 0
    if args.resume:
        ck = torch.load(args.resume)
        agent.load_state_dict(ck["agent"])
        optimizer.load_state_dict(ck["optimizer"])
        step, update = ck["step"], ck["update"]

    T, N = args.num_steps, args.num_envs
    buf = Rollouts(T, N, obs_size, actions)
    batch = T * N
    mb = batch // args.minibatches
    bf16 = use_bf16(args.bf16)
    print(
        "precision: "
        + ("bfloat16" if bf16 else "float32")
        + (
            ""
            if args.bf16 != -1
            else " (--bf16 -1: bfloat16 only where the CPU computes it natively)"
        ),
        file=sys.stderr,
    )
    start = time.time()
    deadline = start + args.minutes * 60
    returns_seen: list[float] = []
    out = Path(args.out)

    def save() -> None:
        meta = {
            "trained_steps": step,
            "updates": update,
            "options": args.options,
            "seconds": round(time.time() - start),
            "opponents": args.opponents,
            "algorithm": "masked PPO (examples/train_ppo.py)",
            "seed": args.seed,
        }
        agent.export(args.game, args.players, meta).save(out)
        torch.save(
            {
                "agent": agent.state_dict(),
                "optimizer": optimizer.state_dict(),
                "step": step,
                "update": update,
                "args": args.__dict__,
            },
            out.with_suffix(".pt"),
        )

    proc = conn = None
    if args.actor_process:
        methods = multiprocessing.get_all_start_methods()
        ctx = multiprocessing.get_context("fork" if "fork" in methods else None)
        conn, child = ctx.Pipe()
        proc = ctx.Process(
            target=actor_process,
            args=(args, buf, child, obs_size, actions),
            name="train_ppo-actor",
        )
        proc.start()
        child.close()
        send_actor(conn, agent)

        def rollouts() -> Iterator[tuple[int, list[float], dict[str, Any] | None]]:
            assert conn is not None
            while True:
                kind, slot, finished, league = conn.recv()
                if kind == "error":
                    raise RuntimeError(f"the actor process failed:\n{slot}")
                yield slot, finished, league

        source = rollouts()
    else:
        source = rollouts_inline(args, buf, agent)

    try:
        while step < args.total_steps and time.time() < deadline:
            frac = 1.0 - min(time.time() - start, args.minutes * 60) / (args.minutes * 60)
            optimizer.param_groups[0]["lr"] = max(frac, 0.05) * args.lr
            slot, finished, league = next(source)
            returns_seen.extend(finished)
            step += batch
            b = {name: t[slot] for name, t in buf.torch.items()}
            # Values of the rollout's observations (and the next one's first) by the current
            # critic, then GAE over the rollout; `done[t]` ends the episode after decision t.
            with torch.no_grad(), precision(bf16):
                values = agent.value(b["obs"].reshape((T + 1) * N, -1)).reshape(T + 1, N)
            rewards = b["reward"].float() / args.reward_scale
            nonterminal = 1.0 - b["done"].float()
            adv = torch.zeros(T, N)
            last = torch.zeros(N)
            for t in reversed(range(T)):
                delta = rewards[t] + args.gamma * values[t + 1] * nonterminal[t] - values[t]
                last = delta + args.gamma * args.gae_lambda * nonterminal[t] * last
                adv[t] = last
            ret = adv + values[:T]
            b_obs, b_mask = b["obs"][:T].reshape(batch, -1), b["mask"][:T].reshape(batch, -1)
            b_act, b_logp = b["act"].reshape(-1), b["logp"].reshape(-1)
            b_adv, b_ret = adv.reshape(-1), ret.reshape(-1)
            for _ in range(args.epochs):
                order = torch.randperm(batch)
                for s in range(0, batch, mb):
                    idx = order[s : s + mb]
                    with precision(bf16):
                        lp = agent.log_probs(b_obs[idx], b_mask[idx])
                        new_v = agent.value(b_obs[idx])
                    new_logp = lp.gather(1, b_act[idx, None]).squeeze(1)
                    # exp(-1e8) takes torch's slow path (underflow): clamp first
                    entropy = -(lp.clamp(min=-80.0).exp() * lp).sum(-1)
                    ratio = (new_logp - b_logp[idx]).exp()
                    a_ = b_adv[idx]
                    a_ = (a_ - a_.mean()) / (a_.std() + 1e-8)
                    clipped = ratio.clamp(1 - args.clip, 1 + args.clip)
                    pg = torch.max(-a_ * ratio, -a_ * clipped).mean()
                    v_loss = 0.5 * ((new_v - b_ret[idx]) ** 2).mean()
                    loss = pg - args.ent_coef * entropy.mean() + args.vf_coef * v_loss
                    optimizer.zero_grad()
                    loss.backward()  # type: ignore[no-untyped-call]
                    nn.utils.clip_grad_norm_(agent.parameters(), args.max_grad_norm)
                    optimizer.step()
            if conn is not None:
                send_actor(conn, agent)
            update += 1
            recent = returns_seen[-500:]
            line: dict[str, Any] = {
                "update": update,
                "steps": step,
                "seconds": round(time.time() - start, 1),
                "episodes": len(returns_seen),
                "mean_return_last_500": round(float(np.mean(recent)), 2) if recent else None,
                "value_loss": round(v_loss.item(), 4),
                "entropy": round(entropy.mean().item(), 3),
            }
            if league is not None:  # the pool, the snapshot playing next, the learner's win rates
                line["league"] = league
            print(json.dumps(line), flush=True)
            if args.log:
                with open(args.log, "a") as fh:
                    fh.write(json.dumps(line) + "\n")
            if update % args.save_every == 0:
                save()
    finally:
        if conn is not None and proc is not None:
            with contextlib.suppress(OSError):
                conn.send(None)
            proc.join(10)
            if proc.is_alive():
                proc.terminate()
                proc.join()
            conn.close()
        elif hasattr(source, "close"):
            source.close()
    seconds = time.time() - start
    save()
    print(f"saved {out} after {step} decisions in {seconds:.0f} s")


if __name__ == "__main__":
    main()
