"""Masked PPO on a tapisvert game, in the CleanRL single-file style (PyTorch, CPU, one thread).

The agent plays one seat (drawn at random every match) of the PettingZoo environment
`tapisvert.rl.raw_env`; tapisvert's bots play the other seats (`--opponents random`, the default;
`heuristic`; or `mix`, one or the other per match). It sees the seat's tensor
and the action mask; the logits of illegal actions are set to a large negative number before the
softmax, so it only ever samples legal actions (masked PPO, Huang & Ontañón 2020). Rewards are the
seat's hand scores divided by `--reward-scale`.

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

import tapisvert.rl
from tapisvert.bots import Bot, make_bot
from tapisvert.bots.base import SeatView
from tapisvert.rl.policy import Policy


@dataclass
class Args:
    game: str = "sabias"
    players: int = 3
    options: str = "max_hands=1"  # one hand per episode while training: NAME=VALUE,...
    opponents: str = "random"  # the bots at the other seats: random, heuristic, or mix (per match)
    seed: int = 1
    minutes: float = 45.0  # wall-clock budget (the run stops at whichever limit comes first)
    total_steps: int = 10_000_000  # agent decisions
    num_envs: int = 16
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


class VsBots:
    """One env in which the learner holds one seat and tapisvert bots hold the others."""

    def __init__(self, args: Args, index: int) -> None:
        self.env = tapisvert.rl.raw_env(args.game, args.players, **parse_options(args.options))
        self.rng = random.Random(args.seed * 1000 + index)
        self.opponents = args.opponents
        self.me = ""
        self.bots: dict[str, Bot] = {}
        self.episode_return = 0.0

    def reset(self) -> None:
        seed = self.rng.randrange(2**31)
        self.env.reset(seed=seed)
        self.me = self.rng.choice(self.env.possible_agents)
        kind = self.opponents
        if kind == "mix":
            kind = self.rng.choice(("random", "heuristic"))
        self.bots = {
            agent: make_bot(kind, self.env.game, seat, seed)
            for seat, agent in enumerate(self.env.possible_agents) if agent != self.me
        }
        self.episode_return = 0.0
        self._others()

    def _others(self) -> float:
        """The bots play until the learner is to act or the match is over; the learner's reward."""
        env, reward = self.env, 0.0
        while not env.terminations[self.me] and env.agent_selection != self.me:
            bot = self.bots[env.agent_selection]
            env.step(bot.choose(SeatView.of(env.state_, with_observation=bot.needs_observation)))
            reward += env.rewards[self.me]
        return reward

    def observe(self) -> tuple[np.ndarray, np.ndarray]:
        obs = self.env.observe(self.me)
        return obs["observation"], obs["action_mask"].astype(bool)

    def step(self, action: int) -> tuple[float, bool]:
        self.env.step(action)
        reward = self.env.rewards[self.me] + self._others()
        self.episode_return += reward
        return reward, self.env.terminations[self.me]


def layer(i: int, o: int, std: float = np.sqrt(2)) -> nn.Linear:
    lin = nn.Linear(i, o)
    nn.init.orthogonal_(lin.weight, std)
    nn.init.constant_(lin.bias, 0.0)
    return lin


class Agent(nn.Module):
    def __init__(self, obs_size: int, actions: int, hidden: int) -> None:
        super().__init__()
        self.critic = nn.Sequential(
            layer(obs_size, hidden), nn.Tanh(), layer(hidden, hidden), nn.Tanh(),
            layer(hidden, 1, 1.0),
        )
        self.actor = nn.Sequential(
            layer(obs_size, hidden), nn.Tanh(), layer(hidden, hidden), nn.Tanh(),
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
    envs = [VsBots(args, i) for i in range(args.num_envs)]
    for e in envs:
        e.reset()
    obs_size = envs[0].env.encoder.size
    actions = envs[0].env.num_actions
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
        meta = {"trained_steps": step, "updates": update, "options": args.options,
                "seconds": round(time.time() - start), "opponents": args.opponents,
                "algorithm": "masked PPO (examples/train_ppo.py)", "seed": args.seed}
        agent.export(args.game, args.players, meta).save(out)
        torch.save({"agent": agent.state_dict(), "optimizer": optimizer.state_dict(),
                    "step": step, "update": update, "args": args.__dict__}, out.with_suffix(".pt"))

    while step < args.total_steps and time.time() < deadline:
        frac = 1.0 - min(time.time() - start, args.minutes * 60) / (args.minutes * 60)
        optimizer.param_groups[0]["lr"] = max(frac, 0.05) * args.lr
        for t in range(T):
            cur = [e.observe() for e in envs]
            obs[t] = torch.from_numpy(np.stack([o for o, _ in cur]))
            masks[t] = torch.from_numpy(np.stack([m for _, m in cur]))
            with torch.no_grad():
                a, logp, _, v = agent.act(obs[t], masks[t])
            acts[t], logps[t], values[t] = a, logp, v.flatten()
            for i, e in enumerate(envs):
                r, done = e.step(int(a[i]))
                rewards[t, i] = r / args.reward_scale
                dones[t, i] = float(done)
                if done:
                    returns_seen.append(e.episode_return)
                    e.reset()
            step += N
        # GAE over the rollout; `dones[t]` ends the episode after the decision at t.
        with torch.no_grad():
            nxt = agent.value(torch.from_numpy(np.stack([e.observe()[0] for e in envs]))).flatten()
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
        line = {"update": update, "steps": step, "seconds": round(time.time() - start, 1),
                "episodes": len(returns_seen),
                "mean_return_last_500": round(float(np.mean(recent)), 2) if recent else None,
                "value_loss": round(v_loss.item(), 4), "entropy": round(entropy.mean().item(), 3)}
        print(json.dumps(line), flush=True)
        if args.log:
            with open(args.log, "a") as fh:
                fh.write(json.dumps(line) + "\n")
        if update % args.save_every == 0:
            save()
    save()
    print(f"saved {out} after {step} decisions in {time.time() - start:.0f} s")


if __name__ == "__main__":
    main()
