"""The PettingZoo AEC environment of every tapisvert game.

One episode is one match (`-o max_hands=N` cuts it short, as everywhere). Agents are named
`player_0`..`player_{n-1}` after the seats. Each agent observes a dict, as PettingZoo's classic
card games do: `observation`, the game's fixed-size tensor of that seat's view (docs/rl.md), and
`action_mask`, 1 on every action id in `legal_actions()` when the agent is to act (zeros
otherwise); the agent to act also finds its mask in its info (`info["action_mask"]`), so that a
loop calling `last(observe=False)` skips building the tensor. Actions are the engine's action ids
(`Discrete(action_space())`).

Rewards: each agent's score of a hand when the hand ends (`reward="hand"`, the default), or the sum
of its hand scores when the match ends (`reward="match"`); both add up to the same return.
Truncation: `max_steps=N` ends an episode after N actions (dead steps not counted) if the match is
not over by then: every agent is truncated, and `reward="match"` pays the hands finished so far (a
hand cut short pays nothing). Seeding:
`reset(seed=s)` starts exactly the match `game.new(players, seed=s, **options)` starts (same deals);
a reset without a seed draws the next match seed from the generator the last seed started.
An illegal action raises `IllegalAction` (naming the rule) and changes nothing.
"""

from __future__ import annotations

from typing import Any, ClassVar

import gymnasium
import numpy as np
import numpy.typing as npt
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

from tapisvert.core.errors import IllegalAction, InvalidOption
from tapisvert.core.protocol import GameState
from tapisvert.games import get_game
from tapisvert.rl.options import REWARDS, check_max_steps
from tapisvert.rl.tensors import encoder
from tapisvert.words import Words

ObsDict = dict[str, npt.NDArray[Any]]


class TapisvertEnv(AECEnv):  # type: ignore[misc]
    """A tapisvert match as a PettingZoo AEC environment (see the module docstring)."""

    metadata: ClassVar[dict[str, Any]] = {
        "render_modes": ["ansi", "human"],
        "name": "tapisvert",
        "is_parallelizable": False,
    }

    def __init__(
        self,
        game: str,
        players: int | None = None,
        *,
        reward: str = "hand",
        max_steps: int | None = None,
        render_mode: str | None = None,
        **options: Any,
    ) -> None:
        super().__init__()
        self.game = get_game(game)
        n = self.game.player_counts[0] if players is None else players
        if reward not in REWARDS:
            raise InvalidOption(f"reward must be {' or '.join(REWARDS)}, not {reward!r}")
        self.max_steps = check_max_steps(max_steps)
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise InvalidOption(f"render_mode must be ansi or human, not {render_mode!r}")
        self.players = n
        self.options = options
        self.reward_mode = reward
        self.render_mode = render_mode
        probe = self.game.new(n, 0, **options)  # refuses bad counts and options now
        self.encoder = encoder(self.game.id, n)
        self.num_actions = probe.action_space()
        self.possible_agents = [f"player_{s}" for s in range(n)]
        self._seat = {a: s for s, a in enumerate(self.possible_agents)}
        obs_space = gymnasium.spaces.Dict(
            {
                "observation": gymnasium.spaces.Box(
                    self.encoder.low, self.encoder.high, self.encoder.shape, np.float32
                ),
                "action_mask": gymnasium.spaces.Box(0, 1, (self.num_actions,), np.int8),
            }
        )
        act_space = gymnasium.spaces.Discrete(self.num_actions)
        self.observation_spaces = dict.fromkeys(self.possible_agents, obs_space)
        self.action_spaces = dict.fromkeys(self.possible_agents, act_space)
        self._rng = np.random.default_rng()
        self.state_: GameState = probe
        self._scored = 0
        self._pending = [0.0] * n
        self.steps = 0  # actions applied in this episode
        self.match_seed = 0

    # --- the PettingZoo API ---------------------------------------------------------------------
    def observation_space(self, agent: str) -> gymnasium.spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> gymnasium.spaces.Space[Any]:
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        if seed is not None:
            self._rng = np.random.default_rng(seed)
            match_seed = int(seed)
        else:
            match_seed = int(self._rng.integers(2**31))
        self.match_seed = match_seed
        self.state_ = self.game.new(self.players, match_seed, **self.options)
        self._scored = 0
        self._pending = [0.0] * self.players
        self.steps = 0
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self.agent_selection = self._agent_to_act()
        self._mask_info(None)

    def observe(self, agent: str) -> ObsDict:
        seat = self._seat[agent]
        state = self.state_
        return {
            "observation": self.encoder.encode_state(state, seat),
            "action_mask": self.action_mask(agent),
        }

    def action_mask(self, agent: str) -> npt.NDArray[np.int8]:
        """1 on each legal action id when `agent` is to act, zeros otherwise (no tensor built)."""
        mask = np.zeros(self.num_actions, dtype=np.int8)
        if self.state_.to_act == self._seat[agent]:
            mask[self.state_.legal_actions()] = 1
        return mask

    def step(self, action: int | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if action is None:
            raise IllegalAction(f"{agent} is to act: None is only for agents whose match is over")
        state = self.state_
        try:
            action = int(action)
        except (TypeError, ValueError):
            raise IllegalAction(f"{action!r} is not an action id") from None
        state.apply(action)  # IllegalAction naming the rule, state untouched
        self.steps += 1
        self._cumulative_rewards[agent] = 0.0
        self._clear_rewards()
        over = state.is_over()
        cut = not over and self.max_steps is not None and self.steps >= self.max_steps
        self._score_hands(final=over or cut)
        if over:
            for a in self.agents:
                self.terminations[a] = True
        elif cut:
            for a in self.agents:
                self.truncations[a] = True
        self.agent_selection = self._agent_to_act()
        self._mask_info(agent)
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def render(self) -> str | None:
        """`ansi`: the terminal table of the seat to act, returned; `human`: that table printed
        (and None returned, as Gymnasium and PettingZoo's `render_test` require)."""
        if self.render_mode is None:
            gymnasium.logger.warn("render() needs render_mode='ansi' (or 'human')")
            return None
        seat = self._seat[self.agent_selection] if self.agents else 0
        text = self.game.render(self.state_.observation(seat), say=Words(me=seat))
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        pass

    # --- helpers ----------------------------------------------------------------------------------
    def _agent_to_act(self) -> str:
        seat = self.state_.to_act
        if seat is None or any(self.truncations.values()):  # the dead step out in seat order
            return self.agents[0]
        return self.possible_agents[seat]

    def _mask_info(self, previous: str | None) -> None:
        """The agent to act finds its action mask in its info too, so that a loop may call
        `last(observe=False)` and skip the tensor (PettingZoo reads masks from either place)."""
        if previous is not None and previous in self.infos:
            self.infos[previous] = {}
        agent = self.agent_selection
        if agent in self.infos and not (self.terminations[agent] or self.truncations[agent]):
            self.infos[agent] = {"action_mask": self.action_mask(agent)}

    def _score_hands(self, final: bool) -> None:
        """Pay the scores of every hand finished since the last step (`final`: the episode ends
        here, so `reward="match"` pays what it holds)."""
        state = self.state_
        finished = state.hands_finished() if state.is_over() else state.hand_number
        for h in range(self._scored, finished):
            for s, score in enumerate(state.hand_score_floats(h)):
                self._pending[s] += score
        self._scored = max(self._scored, finished)
        if self.reward_mode == "hand" or final:
            for s, a in enumerate(self.possible_agents):
                self.rewards[a] = self._pending[s]
            self._pending = [0.0] * self.players


def raw_env(game: str, players: int | None = None, **kwargs: Any) -> TapisvertEnv:
    """The environment without PettingZoo's checking wrapper."""
    return TapisvertEnv(game, players, **kwargs)


def env(game: str, players: int | None = None, **kwargs: Any) -> Any:
    """`raw_env` wrapped in PettingZoo's OrderEnforcingWrapper (reset before step, and so on)."""
    return wrappers.OrderEnforcingWrapper(raw_env(game, players, **kwargs))
