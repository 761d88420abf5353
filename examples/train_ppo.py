"""Masked PPO on a tapisvert game, in the CleanRL single-file style (PyTorch, CPU, one thread).

The agent plays `--num-envs` tables of `tapisvert.rl.VectorEnv` at once: one batched observation
and mask per step, tapisvert's bots playing the other seats inside `step` (`--opponents random`,
the default; `heuristic`; or `mix`, half the tables against each). The tables are shared out evenly
between the learner's seats (and, with `mix`, the two kinds of opponent), so it plays every seat.
It sees the seat's tensor and the action mask; the logits of illegal actions are set to a large
negative number before the softmax, so it only ever samples legal actions (masked PPO, Huang &
Ontañón 2020). Rewards are the seat's hand scores divided by `--reward-scale`. `--workers 2` steps
the tables in two worker processes (VectorEnv's `num_workers`).

    pip install -e '.[rl,train]'
    python examples/train_ppo.py --game sabias --players 3 --minutes 45 --out sabias-ppo.npz
    tapisvert tournament sabias -n 3 --bots policy:path=sabias-ppo.npz,random --games 300

The actor is saved as a numpy policy file (`tapisvert.rl.policy`: the `policy:path=FILE` bot needs
no PyTorch) every `--save-every` updates and at the end; `--out X.npz` also gets `X.pt`, the
torch checkpoint of actor, critic and optimizer (`--resume X.pt` continues from it).
"""

from __future__ import annotations

import argparse
import json
import random
import time
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import torch
from torch import nn
from torch.distributions.categorical import Categorical

from tapisvert.rl.policy import Policy
from tapisvert.rl.vector import VectorEnv


@dataclass
class Args:
    game: str = "sabias"
    players: int = 3
    options: str = "max_hands=1"  # one hand per episode while training: NAME=VALUE,...
    opponents: str = "random"  # the bots at the other seats: random, heuristic, or mix (half each)
    seed: int = 1
    minutes: float = 45.0  # wall-clock budget (the run stops at whichever limit comes first)
    total_steps: int = 10_000_000  # agent decisions
    num_envs: int = 16  # tables stepped together (at least one per learner seat and opponent)
    num_steps: int = 64  # decisions per env per rollout
    lr: float = 3e-4
    gamma: float = 1.0  # episodes are one hand: no discount needed
    gae_lambda: float = 0.95
    minibatches: int = 4
    epochs: int = 4
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
    workers: int = 1  # worker processes stepping the tables (VectorEnv's num_workers)


def parse_args() -> Args:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    for name, value in Args().__dict__.items():
        p.add_argument("--" + name.replace("_", "-"), type=type(value), default=value)
    return Args(**vars(p.parse_args()))


def parse_options(text: str) -> dict[str, str]:
    out = {}
    for part in filter(None, (x.strip() for x in text.split(","))):
        key, _, value = part.partition("=")
        out[key] = value
    return out


class Tables:
    """The learner's tables: one `VectorEnv` per learner seat (and opponent kind with `mix`), the
    tables shared out evenly, stepped together; episodes restart within the step that ends them
    (`autoreset_mode="same_step"`), so every decision the learner sees is a real one."""

    def __init__(self, args: Args) -> None:
        kinds = ("random", "heuristic") if args.opponents == "mix" else (args.opponents,)
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
                opponents=kind,
                reward="hand",
                autoreset_mode="same_step",
                seed=args.seed * 1000 + k,
                copy=False,
                num_workers=min(args.workers, size),
                **options,
            )
            for k, ((seat, kind), size) in enumerate(zip(groups, sizes, strict=True))
        ]
        self.bounds = np.cumsum([0, *sizes])
        self.rows = np.arange(args.num_envs)
        self.seats = np.concatenate(
            [np.full(n, seat) for (seat, _), n in zip(groups, sizes, strict=True)]
        )
        self.episode_return = np.zeros(args.num_envs)
        self.obs_size = self.envs[0].encoder.size
        self.num_actions = self.envs[0].num_actions

    def reset(self) -> tuple[np.ndarray, np.ndarray]:
        return self._gather([env.reset()[0] for env in self.envs])

    def _gather(self, parts: list[dict]) -> tuple[np.ndarray, np.ndarray]:
        if len(parts) == 1:
            return parts[0]["observation"].copy(), parts[0]["action_mask"].copy()
        return (
            np.concatenate([p["observation"] for p in parts]),
            np.concatenate([p["action_mask"] for p in parts]),
        )

    def step(self, actions: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
        """The next observations and masks, the learner's rewards, and which episodes ended."""
        parts, rewards, dones = [], [], []
        for env, lo, hi in zip(self.envs, self.bounds[:-1], self.bounds[1:], strict=True):
            obs, rew, term, trunc, _ = env.step(actions[lo:hi])
            parts.append(obs)
            rewards.append(rew.copy())
            dones.append(term | trunc)
        reward = np.concatenate(rewards)[self.rows, self.seats].astype(np.float64)
        done = np.concatenate(dones)
        self.episode_return += reward
        return *self._gather(parts), reward, done

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
        return self.critic(x)

    def act(self, x: torch.Tensor, mask: torch.Tensor, action: torch.Tensor | None = None):
        logits = self.actor(x).masked_fill(~mask, -1e8)
        dist = Categorical(logits=logits)
        if action is None:
            action = dist.sample()
        return action, dist.log_prob(action), dist.entropy(), self.critic(x)

    def export(self, game: str, players: int, meta: dict) -> Policy:
        linears = [m for m in self.actor if isinstance(m, nn.Linear)]
        layers = tuple(
            (m.weight.detach().numpy().T.copy(), m.bias.detach().numpy().copy()) for m in linears
        )
        return Policy(game, players, "tanh", layers, meta)


def main() -> None:
    args = parse_args()
    torch.set_num_threads(1)
    random.seed(args.seed)
    np.random.seed(args.seed)
    torch.manual_seed(args.seed)
    tables = Tables(args)
    cur_obs, cur_mask = tables.reset()
    obs_size, actions = tables.obs_size, tables.num_actions
    agent = Agent(obs_size, actions, args.hidden)
    optimizer = torch.optim.Adam(agent.parameters(), lr=args.lr, eps=1e-5)
    step = update = 0
    if args.resume:
        ck = torch.load(args.resume)
        agent.load_state_dict(ck["agent"])
        optimizer.load_state_dict(ck["optimizer"])
        step, update = ck["step"], ck["update"]

    T, N = args.num_steps, args.num_envs
    obs = torch.zeros((T, N, obs_size))
    masks = torch.zeros((T, N, actions), dtype=torch.bool)
    acts = torch.zeros((T, N), dtype=torch.long)
    logps = torch.zeros((T, N))
    rewards = torch.zeros((T, N))
    dones = torch.zeros((T, N))
    values = torch.zeros((T, N))
    batch = T * N
    mb = batch // args.minibatches
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

    while step < args.total_steps and time.time() < deadline:
        frac = 1.0 - min(time.time() - start, args.minutes * 60) / (args.minutes * 60)
        optimizer.param_groups[0]["lr"] = max(frac, 0.05) * args.lr
        for t in range(T):
            obs[t] = torch.from_numpy(cur_obs)
            masks[t] = torch.from_numpy(cur_mask)
            with torch.no_grad():
                a, logp, _, v = agent.act(obs[t], masks[t])
            acts[t], logps[t], values[t] = a, logp, v.flatten()
            cur_obs, cur_mask, r, done = tables.step(a.numpy())
            rewards[t] = torch.from_numpy(r / args.reward_scale)
            dones[t] = torch.from_numpy(done.astype(np.float32))
            if done.any():
                returns_seen.extend(tables.episode_return[done].tolist())
                tables.episode_return[done] = 0.0
            step += N
        # GAE over the rollout; `dones[t]` ends the episode after the decision at t.
        with torch.no_grad():
            nxt = agent.value(torch.from_numpy(cur_obs)).flatten()
            adv = torch.zeros_like(rewards)
            last = torch.zeros(N)
            for t in reversed(range(T)):
                next_value = nxt if t == T - 1 else values[t + 1]
                nonterminal = 1.0 - dones[t]
                delta = rewards[t] + args.gamma * next_value * nonterminal - values[t]
                last = delta + args.gamma * args.gae_lambda * nonterminal * last
                adv[t] = last
            ret = adv + values
        b_obs, b_mask = obs.reshape(batch, -1), masks.reshape(batch, -1)
        b_act, b_logp = acts.reshape(-1), logps.reshape(-1)
        b_adv, b_ret = adv.reshape(-1), ret.reshape(-1)
        order = np.arange(batch)
        for _ in range(args.epochs):
            np.random.shuffle(order)
            for s in range(0, batch, mb):
                idx = order[s : s + mb]
                _, new_logp, entropy, new_v = agent.act(b_obs[idx], b_mask[idx], b_act[idx])
                ratio = (new_logp - b_logp[idx]).exp()
                a_ = b_adv[idx]
                a_ = (a_ - a_.mean()) / (a_.std() + 1e-8)
                pg = torch.max(-a_ * ratio, -a_ * ratio.clamp(1 - args.clip, 1 + args.clip)).mean()
                v_loss = 0.5 * ((new_v.flatten() - b_ret[idx]) ** 2).mean()
                loss = pg - args.ent_coef * entropy.mean() + args.vf_coef * v_loss
                optimizer.zero_grad()
                loss.backward()
                nn.utils.clip_grad_norm_(agent.parameters(), args.max_grad_norm)
                optimizer.step()
        update += 1
        recent = returns_seen[-500:]
        line = {
            "update": update,
            "steps": step,
            "seconds": round(time.time() - start, 1),
            "episodes": len(returns_seen),
            "mean_return_last_500": round(float(np.mean(recent)), 2) if recent else None,
            "value_loss": round(v_loss.item(), 4),
            "entropy": round(entropy.mean().item(), 3),
        }
        print(json.dumps(line), flush=True)
        if args.log:
            with open(args.log, "a") as fh:
                fh.write(json.dumps(line) + "\n")
        if update % args.save_every == 0:
            save()
    save()
    tables.close()
    print(f"saved {out} after {step} decisions in {time.time() - start:.0f} s")


if __name__ == "__main__":
    main()
