"""N tables stepped in one call: a Gymnasium-style vector environment with pgx's turn-based view.

    env = tapisvert.rl.VectorEnv("sabias", 3, 256, learner_seats=[0], opponents="heuristic",
                                 seed=7)
    obs, info = env.reset()
    # obs["observation"] (256, D) float32, obs["action_mask"] (256, A) bool, obs["seat"] (256,)
    obs, rewards, terminations, truncations, info = env.step(actions)   # rewards (256, players)

Gymnasium's `VectorEnv` conventions: `num_envs`, `single_observation_space` (a `Dict` of
`observation`, `action_mask` and `seat`), `single_action_space` (`Discrete(A)`, the engine's action
ids), their batched `observation_space` and `action_space`, `reset(seed=...)` and `step(actions)`
returning `(obs, rewards, terminations, truncations, infos)`, and the autoreset modes of
`gymnasium.vector.AutoresetMode`:

- `NEXT_STEP` (the default): the step that ends a table's episode returns its final observation
  (an all-False mask); the next step ignores that table's action, starts its next episode and
  returns its first observation with zero rewards and no termination;
- `SAME_STEP`: the step that ends an episode starts the next one at once and returns its first
  observation; the final one is in `infos["final_obs"]` (an object array of per-table dicts,
  `infos["_final_obs"]` saying which tables have one), as Gymnasium's `SyncVectorEnv` does.

Turn-based, as pgx: at each table one seat acts at a time. `seat[i]` is the seat whose decision
table i awaits, always one of `learner_seats` (all seats by default: self-play); the observation is
that seat's tensor (`tapisvert.rl.encoder`) and the mask its legal actions. Rewards are per seat,
shape `(num_envs, players)`: what every seat was paid during the step (the learner's action and the
opponents' actions it led to), each seat's score of a hand when the hand ends (`reward="hand"`) or
the sum of its hand scores when the episode ends (`reward="match"`), as the PettingZoo environment
pays them. The acting learner's reward is `rewards[np.arange(N), seat]` of the step it acted;
with several learner seats, each seat's return is its column summed over the episode.

Opponents play inside `step` until a learner seat is to act or the episode ends, so the learner
only ever sees its own decisions: a bot spec for every other seat (`"random"`, `"heuristic"`,
`"ismcts:iterations=50"`, `"policy:path=FILE"`: `tapisvert.bots.make_bot`, seeded from the match
seed as in `tapisvert simulate`), a numpy batch policy (`BatchPolicy`: called once per round on
every table waiting for it, with the (M, D) tensors, (M, A) masks and (M,) seats of those tables;
a trained `tapisvert.rl.policy.Policy` plays its argmax), or a list of those, one per seat (None at
learner seats).

Seeding: episode k of table i (k counted from 0 since the last seeded reset) is match number
`k * num_envs + i` of `seed`, i.e. `game.new(players, core.chance.match_seed(seed, k * num_envs +
i), **options)`, the match `tapisvert simulate --seed SEED` plays as match `k * num_envs + i`
(`env.match_seeds[i]` is the current one). A step is deterministic given the seed and the actions.
`max_steps=N` truncates an episode after N actions at its table (every seat's actions counted).

`state()` is a full-information tensor for centralised critics, for training only (it shows every
hand; never serve it to a player): per table, the tensors of every seat's observation, starting
with `seat[i]` and going round to its left, concatenated: shape `(num_envs, players * D)`. It
holds every hand and everything public, but not the cards nobody holds (a stock, undealt cards).

Costs: the engine is stepped table by table, by one compiled loop (`core.batch`: a call into each
state per action, the interpreter's per-table work only where a hand ends); the masks come from
each state's `legal_mask()` (its bytes joined and unpacked in one numpy call) or, for wide action
spaces, set and cleared sparsely from the legal lists; the observations are written with one
compiled loop of each state's `write_features` (`Encoder.write_states`) and one scatter into a
preallocated buffer, never through JSON (`tensors=False` skips them: the observation stays zeros,
for agents and benchmarks that need masks only). `copy=False` returns those buffers themselves
(valid until the next step), as Gymnasium's `SyncVectorEnv(copy=False)` does.

Worker processes: `num_workers=W` (1 by default: all in this process) splits the tables into W
contiguous parts: this process steps the first itself and each of the W - 1 others is stepped by a
worker process that owns its tables' engine states; every part writes its observations, masks,
seats, rewards and flags straight into buffers in shared memory (`multiprocessing`'s shared
ctypes arrays, Gymnasium's `AsyncVectorEnv` pattern). The parent writes the actions there, tells
each worker to step, steps its own part meanwhile, and gathers nothing but the workers' infos.
Every table plays exactly what it plays with one worker (the same seeds, the same bots; batch
policies see each part's tables only, so a policy must treat rows independently, as an argmax
does). `context` names the `multiprocessing` start method (the platform's default when
None; with "spawn" or "forkserver" the opponents must be picklable). `close()` stops the workers.
"""

from __future__ import annotations

import ctypes
import multiprocessing
import time
from collections.abc import Sequence
from multiprocessing.connection import Connection
from typing import Any, Protocol, cast

import gymnasium
import numpy as np
import numpy.typing as npt
from gymnasium.vector import AutoresetMode
from gymnasium.vector.utils import batch_space

from tapisvert.bots import Bot, SeatView, check_bots, make_bot
from tapisvert.core.batch import apply_actions, legal_mask_bytes
from tapisvert.core.chance import match_seed
from tapisvert.core.errors import IllegalAction, InvalidOption
from tapisvert.core.protocol import GameState
from tapisvert.games import get_game
from tapisvert.rl.options import REWARDS, check_max_steps
from tapisvert.rl.policy import Policy
from tapisvert.rl.tensors import encoder

# How long a process waiting on another polls before it sleeps: a sleeping process takes tens of
# microseconds to wake, and over a hundred on a virtual machine whose idle core the host has
# parked, at each of a step's two waits (the worker for the parent's command, the parent for the
# worker's reply). A millisecond covers the gap between two steps of a quick agent.
SPIN = 0.001

FloatArray = npt.NDArray[np.float32]
BoolArray = npt.NDArray[np.bool_]
IntArray = npt.NDArray[np.int64]
Obs = dict[str, npt.NDArray[Any]]

RUNNING, TERMINATED, TRUNCATED = 0, 1, 2
BOOL: Any = np.bool_  # Box takes a bool dtype, though its type hints say floats
# Episodes in a row in which no learner seat got to act before a table gives up.
MAX_SKIPPED = 100
# The widest action space whose masks are read as ints (`legal_mask`): above it a table's mask is
# more bytes to unpack than its few legal actions are list items.
MASK_ACTIONS_MAX = 2048


class BatchPolicy(Protocol):
    """An opponent evaluated on a whole batch: one legal action id per row."""

    def __call__(
        self, observation: FloatArray, action_mask: BoolArray, seat: IntArray
    ) -> npt.ArrayLike: ...


def argmax_policy(policy: Policy) -> BatchPolicy:
    """A trained `Policy` as a batch policy: the legal action with the highest logit."""

    def play(observation: FloatArray, action_mask: BoolArray, seat: IntArray) -> npt.ArrayLike:
        logits = policy.logits(observation)
        return np.asarray(np.where(action_mask, logits, -np.inf).argmax(axis=1), np.int64)

    return play


Opponent = str | BatchPolicy | Policy


def _autoreset(mode: AutoresetMode | str) -> AutoresetMode:
    modes = (AutoresetMode.NEXT_STEP, AutoresetMode.SAME_STEP)
    for m in modes:
        if mode == m or mode == m.value or (isinstance(mode, str) and mode.upper() == m.name):
            return m
    names = " or ".join(m.name for m in modes)
    raise InvalidOption(f"autoreset_mode must be {names}, not {mode!r}")


class VectorEnv(gymnasium.vector.VectorEnv):
    """`num_envs` tables of one game (see the module docstring)."""

    metadata: dict[str, Any] = {"autoreset_mode": AutoresetMode.NEXT_STEP, "render_modes": []}  # noqa: RUF012
    single_observation_space: gymnasium.spaces.Dict
    single_action_space: gymnasium.spaces.Discrete
    observation_space: gymnasium.spaces.Dict
    action_space: gymnasium.spaces.MultiDiscrete

    def __init__(
        self,
        game: str,
        players: int | None = None,
        num_envs: int = 1,
        *,
        learner_seats: int | Sequence[int] | None = None,
        opponents: Opponent | Sequence[Opponent | None] | None = "random",
        reward: str = "hand",
        max_steps: int | None = None,
        autoreset_mode: AutoresetMode | str = AutoresetMode.NEXT_STEP,
        seed: int | None = None,
        tensors: bool = True,
        copy: bool = True,
        num_workers: int = 1,
        context: str | None = None,
        spin: float = SPIN,
        _part: tuple[int, int, Any, Any] | None = None,
        **options: Any,
    ) -> None:
        self.game = get_game(game)
        n = self.game.player_counts[0] if players is None else players
        if isinstance(num_envs, bool) or not isinstance(num_envs, int) or num_envs < 1:
            raise InvalidOption(f"num_envs must be a positive integer, not {num_envs!r}")
        if reward not in REWARDS:
            raise InvalidOption(f"reward must be {' or '.join(REWARDS)}, not {reward!r}")
        probe = self.game.new(n, 0, **options)  # refuses bad counts and options now
        self.players = n
        self.num_envs = num_envs
        self.options = options
        self.reward_mode = reward
        self.max_steps = check_max_steps(max_steps)
        self.autoreset_mode = _autoreset(autoreset_mode)
        self.metadata = {**self.metadata, "autoreset_mode": self.autoreset_mode}
        self.tensors = tensors
        self.copy = copy
        self.learner_seats = self._learners(learner_seats)
        self._is_learner = [s in self.learner_seats for s in range(n)]
        self._specs, self._policies, self._policy_of = self._opponents(opponents)

        self.encoder = encoder(self.game.id, n)
        self.num_actions = a = probe.action_space()
        d = self.encoder.size
        self.single_observation_space = gymnasium.spaces.Dict(
            {
                "observation": gymnasium.spaces.Box(
                    self.encoder.low, self.encoder.high, (d,), np.float32
                ),
                "action_mask": gymnasium.spaces.Box(0, 1, (a,), BOOL),
                "seat": gymnasium.spaces.Discrete(n),
            }
        )
        self.single_action_space = gymnasium.spaces.Discrete(a)
        self.observation_space = cast(
            gymnasium.spaces.Dict, batch_space(self.single_observation_space, num_envs)
        )
        self.action_space = cast(
            gymnasium.spaces.MultiDiscrete, batch_space(self.single_action_space, num_envs)
        )

        self._obs = np.zeros((num_envs, d), np.float32)
        self._mask = np.zeros((num_envs, a), np.bool_)
        self._seat = np.zeros(num_envs, np.int64)
        self._rewards = np.zeros((num_envs, n), np.float32)
        self._carry = np.zeros((num_envs, n), np.float32)
        self._pending = np.zeros((num_envs, n), np.float64)
        self._terminations = np.zeros(num_envs, np.bool_)
        self._truncations = np.zeros(num_envs, np.bool_)
        self._done = np.zeros(num_envs, np.bool_)  # NEXT_STEP: ended, restarts next step

        self.base_seed = int(np.random.default_rng().integers(2**63)) if seed is None else int(seed)
        self._episode = [0] * num_envs
        self.match_seeds = [0] * num_envs
        self._states: list[GameState] = [probe] * num_envs
        self._bots: list[list[Bot | None]] = [[None] * n for _ in range(num_envs)]
        self._steps = [0] * num_envs
        self._scored = [0] * num_envs
        self._status = [RUNNING] * num_envs
        self._last_seat = [self.learner_seats[0]] * num_envs
        self._started = False
        self._set = np.zeros(0, np.intp)  # where the flat mask holds True
        self._rows = np.arange(num_envs, dtype=np.intp)
        self._row_base = self._rows * self.num_actions
        # The masks come from each state's `legal_mask()` (one int a table, expanded in numpy)
        # where the game answers it from its own masks and the action space is small; else
        # from the legal lists (samba's 6,934 actions: a few legal ones, a wide mask).
        self._mask_bytes = (self.num_actions + 7) // 8
        self._by_mask = (
            type(probe).legal_mask is not GameState.legal_mask
            and self.num_actions <= MASK_ACTIONS_MAX
        )
        # Which matches the tables play: table i is table `_offset + i` of `_total` (a worker's
        # part of a larger environment).
        self._offset, self._total = 0, num_envs
        self._log: list[list[int]] | None = None  # a worker's actions per table (table_state)
        if _part is not None:  # a worker's part: tables lo.. of total, in shared memory
            lo, self._total, raw, layout = _part
            self._offset = lo
            self._use(_views(raw, layout), lo, lo + num_envs)
            self._log = [[] for _ in range(num_envs)]
        if isinstance(num_workers, bool) or not isinstance(num_workers, int):
            raise InvalidOption(f"num_workers must be a positive integer, not {num_workers!r}")
        if not 1 <= num_workers <= num_envs:
            raise InvalidOption(
                f"num_workers must be in 1..num_envs ({num_envs}), not {num_workers}"
            )
        self.num_workers = num_workers
        if isinstance(spin, bool) or not isinstance(spin, int | float) or not 0 <= spin <= 1:
            raise InvalidOption(f"spin must be a number of seconds from 0 to 1, not {spin!r}")
        self.spin = float(spin)
        self._pool: _Pool | None = None
        if num_workers > 1:
            args = {
                "game": self.game.id,
                "players": n,
                "learner_seats": self.learner_seats,
                "opponents": opponents,
                "reward": reward,
                "max_steps": max_steps,
                "autoreset_mode": self.autoreset_mode,
                "seed": self.base_seed,
                "tensors": tensors,
                "spin": self.spin,
                **options,
            }
            layout = _layout(num_envs, d, a, n)
            self._pool = _Pool(args, num_envs, num_workers, context, layout, self.spin)
            self._use(self._pool.shared, 0, num_envs)

    def _use(self, shared: dict[str, Any], lo: int, hi: int) -> None:
        """Write into the shared buffers' rows lo..hi-1 instead of this process's own."""
        self._obs, self._mask = shared["observation"][lo:hi], shared["action_mask"][lo:hi]
        self._seat, self._rewards = shared["seat"][lo:hi], shared["rewards"][lo:hi]
        self._terminations = shared["terminations"][lo:hi]
        self._truncations = shared["truncations"][lo:hi]
        self._done = shared["done"][lo:hi]
        self._actions, self._seeds = shared["actions"][lo:hi], shared["seeds"][lo:hi]

    def _serve(self, conn: Connection) -> None:
        """A worker's loop: run the parent's commands on this part of the tables."""
        while True:
            try:
                command, arg = _recv(conn, self.spin)
            except EOFError:  # the parent is gone
                return
            if command == "close":
                conn.send(("ok", None))
                return
            try:
                reply = self._command(command, arg)
            except BaseException as exc:
                try:
                    conn.send(("error", exc))
                except Exception:  # an exception that does not pickle
                    conn.send(("error", RuntimeError(f"{type(exc).__name__}: {exc}")))
                continue
            conn.send(("ok", reply))

    def _command(self, command: str, arg: Any) -> Any:
        """One of the parent's commands, run on this part of the tables (in a worker process,
        or in the parent for the part it steps itself)."""
        reply: Any = None
        if command == "step":
            reply = self.step(self._actions)[4]
        elif command == "reset":
            self.reset(seed=arg)
        elif command == "state":
            reply = self.state()
        elif command == "table":
            assert self._log is not None
            reply = list(self._log[arg])
        self._seeds[:] = self.match_seeds
        return reply

    # --- arguments --------------------------------------------------------------------------------
    def _learners(self, seats: int | Sequence[int] | None) -> tuple[int, ...]:
        if seats is None:
            return tuple(range(self.players))
        chosen = (seats,) if isinstance(seats, int) else tuple(seats)
        if not chosen or any(
            isinstance(s, bool) or not isinstance(s, int) or not 0 <= s < self.players
            for s in chosen
        ):
            raise InvalidOption(
                f"learner_seats must be seats in 0..{self.players - 1}, not {seats!r}"
            )
        return tuple(sorted(set(chosen)))

    def _opponents(
        self, opponents: Opponent | Sequence[Opponent | None] | None
    ) -> tuple[list[str | None], list[BatchPolicy], list[int]]:
        """Per seat: the bot spec (or None), the batch policies, each seat's policy index (-1)."""
        n = self.players
        if opponents is None or isinstance(opponents, (str, Policy)) or callable(opponents):
            per_seat: list[Opponent | None] = [opponents] * n
        else:
            per_seat = list(opponents)
            if len(per_seat) != n:
                raise InvalidOption(f"opponents must name one opponent per seat ({n})")
        specs: list[str | None] = [None] * n
        policies: list[BatchPolicy] = []
        index = [-1] * n
        known: dict[int, int] = {}  # id of the opponent given -> its policy index
        for s, opp in enumerate(per_seat):
            if isinstance(opp, str):
                check_bots([opp], self.game)  # refused even where a learner sits
            if self._is_learner[s]:
                continue
            if opp is None:
                raise InvalidOption(f"seat {s} is no learner seat: it needs an opponent")
            if isinstance(opp, str):
                specs[s] = opp
            elif isinstance(opp, Policy) or callable(opp):
                if id(opp) not in known:
                    known[id(opp)] = len(policies)
                    policies.append(argmax_policy(opp) if isinstance(opp, Policy) else opp)
                index[s] = known[id(opp)]
            else:
                raise InvalidOption(f"an opponent is a bot spec or a batch policy, not {opp!r}")
        return specs, policies, index

    # --- the Gymnasium API ------------------------------------------------------------------------
    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[Obs, dict[str, Any]]:
        """Start a new episode at every table (from episode 0 of `seed` when it is given)."""
        if options:
            raise InvalidOption("reset takes no options")
        if seed is not None:
            super().reset(seed=seed)
            self.base_seed = int(seed)
            self._episode = [0] * self.num_envs
        if self._pool is not None:
            self._pool.call("reset", seed)
            self.match_seeds = self._pool.seeds()
            self._started = True
            return self._out(), {}
        self._rewards.fill(0.0)
        self._carry.fill(0.0)
        self._terminations.fill(False)
        self._truncations.fill(False)
        self._done.fill(False)
        self._start(range(self.num_envs))
        self._started = True
        self._observe()
        return self._out(), {}

    def step(
        self, actions: npt.ArrayLike
    ) -> tuple[Obs, FloatArray, BoolArray, BoolArray, dict[str, Any]]:
        if not self._started:
            raise IllegalAction("reset() the environment before stepping it")
        acts = np.asarray(actions)
        if acts.shape != (self.num_envs,) or not np.issubdtype(acts.dtype, np.integer):
            raise IllegalAction(
                f"actions must be {self.num_envs} integer action ids, got shape {acts.shape}"
            )
        rewards = self._rewards
        infos: dict[str, Any] = {}
        if self._pool is not None:
            # refused here before any worker moves; the workers write into the shared buffers
            self._check(acts)
            self._actions[:] = acts
            infos = self._pool.step()
            self.match_seeds = self._pool.seeds()
            return (
                self._out(),
                rewards.copy() if self.copy else rewards,
                self._terminations.copy() if self.copy else self._terminations,
                self._truncations.copy() if self.copy else self._truncations,
                infos,
            )
        np.copyto(rewards, self._carry)
        self._carry.fill(0.0)
        self._terminations.fill(False)
        self._truncations.fill(False)

        done = self._done.tolist()
        restart = [i for i, d in enumerate(done) if d]
        live = [i for i, d in enumerate(done) if not d] if restart else list(range(len(done)))
        self._check(acts)
        # The hot loop (compiled, `core.batch`): one engine action per live table; bookkeeping
        # here only for the tables whose hand or match ended or that reached `max_steps`.
        chosen = acts.tolist()
        states, status = self._states, self._status
        is_learner = self._is_learner
        ended: list[int] = []
        waiting: list[int] = []
        book: list[int] = []
        apply_actions(
            states,
            live,
            chosen,
            self._steps,
            self._scored,
            self.max_steps or 0,
            is_learner,
            self._log,
            book,
            waiting,
        )
        for i in book:
            self._book(i)
            if status[i] != RUNNING:
                ended.append(i)
                continue
            seat = states[i].to_act
            assert seat is not None
            if not is_learner[seat]:
                waiting.append(i)
        if book and waiting:
            waiting.sort()  # in table order, as one loop over the tables gives them
        if waiting:
            self._settle(waiting)
            ended = [i for i in live if status[i] != RUNNING]
        for i in ended:
            if self._status[i] == TERMINATED:
                self._terminations[i] = True
            else:
                self._truncations[i] = True
        if self.autoreset_mode == AutoresetMode.NEXT_STEP:
            if restart:
                self._done[restart] = False
                self._start(restart)
            self._done[ended] = True
        elif ended:
            infos = self._final(ended)
            self._start(ended)
        self._observe()
        return (
            self._out(),
            rewards.copy() if self.copy else rewards,
            self._terminations.copy() if self.copy else self._terminations,
            self._truncations.copy() if self.copy else self._truncations,
            infos,
        )

    def state(self) -> FloatArray:
        """The full-information tensor of every table (training only: it shows every hand)."""
        n = self.players
        if self._pool is not None:
            return np.concatenate(self._pool.call("state"))
        seats = self._seat.tolist()
        states = [st for st in self._states for _ in range(n)]
        rows = [(seat + k) % n for seat in seats for k in range(n)]
        return self.encoder.encode_states(states, rows).reshape(
            self.num_envs, n * self.encoder.size
        )

    def table_state(self, i: int) -> GameState:
        """The engine's state of table `i` (full information: for tests and debugging only; with
        worker processes, a copy sent by the worker that owns the table)."""
        if self._pool is not None:  # states do not pickle: replayed from the table's actions
            actions = self._pool.table_actions(i)
            state = self.game.new(self.players, self.match_seeds[i], **self.options)
            for action in actions:
                state.apply(action)
            return state
        return self._states[i]

    def close_extras(self, **kwargs: Any) -> None:
        """Stop the worker processes (Gymnasium's `close()` calls this)."""
        if self._pool is not None:
            self._pool.close()
            self._pool = None

    def __del__(self) -> None:
        pool = getattr(self, "_pool", None)
        if pool is not None:  # never closed: the workers end when their pipes close
            pool.close(wait=False)

    # --- episodes ---------------------------------------------------------------------------------
    def _new_episode(self, i: int) -> None:
        k = self._episode[i]
        self._episode[i] = k + 1
        seed = match_seed(self.base_seed, k * self._total + self._offset + i)
        self.match_seeds[i] = seed
        state = self.game.new(self.players, seed, **self.options)
        self._states[i] = state
        self._bots[i] = [
            None if spec is None else make_bot(spec, self.game, s, seed)
            for s, spec in enumerate(self._specs)
        ]
        self._steps[i] = 0
        if self._log is not None:
            self._log[i] = []
        self._scored[i] = 0
        self._status[i] = RUNNING
        self._pending[i] = 0.0

    def _start(self, tables: Sequence[int]) -> None:
        """Start the next episode at `tables` and play the opponents up to a learner's first
        decision. What they are paid before it comes with the table's next step (`_carry`); an
        episode that ends before any learner decision is skipped."""
        rewards = self._rewards
        keep = rewards[tables].copy()
        todo = list(tables)
        for _ in range(MAX_SKIPPED):
            for i in todo:
                self._new_episode(i)
            self._settle(todo)
            todo = [i for i in todo if self._status[i] != RUNNING]
            if not todo:
                break
        else:
            raise InvalidOption(
                f"no learner seat got to act in {MAX_SKIPPED} episodes in a row"
                f" (learner seats {list(self.learner_seats)}, max_steps {self.max_steps})"
            )
        self._carry[tables] += rewards[tables] - keep
        rewards[tables] = keep

    def _count(self, i: int) -> None:
        """After an action at table `i`: pay finished hands, end the episode when it is over."""
        self._steps[i] += 1
        self._book(i)

    def _book(self, i: int) -> None:
        """Pay the hands finished at table `i` since the last payment; end its episode when the
        match is over or `max_steps` is reached."""
        state = self._states[i]
        over = state.is_over()
        if over or state.hand_number != self._scored[i]:
            # one hand's scores at a time (GameState.hand_score_floats), never every hand's result
            finished = state.hands_finished() if over else state.hand_number
            pay = self._rewards[i] if self.reward_mode == "hand" else self._pending[i]
            for h in range(self._scored[i], finished):
                for s, score in enumerate(state.hand_score_floats(h)):
                    pay[s] += score
            self._scored[i] = finished
        if over:
            self._end(i, TERMINATED)
        elif self.max_steps is not None and self._steps[i] >= self.max_steps:
            self._end(i, TRUNCATED)

    def _end(self, i: int, status: int) -> None:
        self._status[i] = status
        if self.reward_mode == "match":
            self._rewards[i] += self._pending[i]
            self._pending[i] = 0.0

    # --- opponents --------------------------------------------------------------------------------
    def _advance(self, i: int) -> bool:
        """Bots play at table `i` until a learner is to act or the episode ends; True when a
        batch policy is to act."""
        state = self._states[i]
        bots = self._bots[i]
        is_learner = self._is_learner
        while self._status[i] == RUNNING:
            seat = state.to_act
            assert seat is not None
            if is_learner[seat]:
                return False
            bot = bots[seat]
            if bot is None:
                return True
            action = bot.choose(SeatView.of(state, with_observation=bot.needs_observation))
            state.apply(action)
            if self._log is not None:
                self._log[i].append(action)
            self._count(i)
        return False

    def _settle(self, tables: Sequence[int]) -> None:
        """Play every opponent at `tables`: bots table by table, batch policies once per round
        on all the tables waiting for them."""
        waiting = [i for i in tables if self._advance(i)]
        while waiting:
            groups: dict[int, list[int]] = {}
            for i in waiting:
                seat = self._states[i].to_act
                assert seat is not None
                groups.setdefault(self._policy_of[seat], []).append(i)
            waiting = []
            for p, group in groups.items():
                self._play_policy(p, group)
                waiting.extend(i for i in group if self._advance(i))

    def _play_policy(self, p: int, tables: list[int]) -> None:
        states = self._states
        seats = np.array([states[i].to_act for i in tables], np.int64)
        mask = np.zeros((len(tables), self.num_actions), np.bool_)
        flat: list[int] = []
        a = self.num_actions
        for row, i in enumerate(tables):
            base = row * a
            flat.extend([base + x for x in states[i].legal_actions()])
        mask.reshape(-1)[flat] = True
        obs = self.encoder.write_states([states[i] for i in tables], seats.tolist())
        chosen = np.asarray(self._policies[p](obs, mask, seats))
        rows = np.arange(len(tables))
        if chosen.shape != (len(tables),) or not np.issubdtype(chosen.dtype, np.integer):
            raise IllegalAction(
                f"a batch policy must return {len(tables)} integer action ids,"
                f" got shape {chosen.shape}"
            )
        bad = (chosen < 0) | (chosen >= a)
        if not bad.any():
            bad = ~mask[rows, chosen]
        if bad.any():
            row = int(np.flatnonzero(bad)[0])
            raise IllegalAction(
                f"a batch policy chose action {int(chosen[row])}, not legal at table"
                f" {tables[row]} (seat {int(seats[row])})"
            )
        for i, x in zip(tables, chosen.tolist(), strict=True):
            states[i].apply(x)
            if self._log is not None:
                self._log[i].append(x)
            self._count(i)

    # --- outputs ----------------------------------------------------------------------------------
    def _check(self, acts: npt.NDArray[Any]) -> None:
        """Refuse the whole step (nothing applied) if a live table's action is not legal: whole-
        batch array operations, no list of the live tables (their conversions cost more)."""
        live = ~self._done
        out = (acts < 0) | (acts >= self.num_actions)
        bad = out & live
        if not bad.any():
            bad = live & ~self._mask[self._rows, np.where(out, 0, acts)]
        if bad.any():
            i = int(np.flatnonzero(bad)[0])
            raise IllegalAction(
                f"action {int(acts[i])} is not legal at table {i}"
                f" (seat {int(self._seat[i])}): nothing was applied"
            )

    def _observe(self) -> None:
        """Seats, masks and tensors of every table, written into the buffers."""
        if self._by_mask:
            self._observe_masks()
        else:
            self._observe_lists()
        if self.tensors:
            self.encoder.write_states(self._states, self._last_seat, self._obs)

    def _observe_masks(self) -> None:
        """Seats and masks from each table's `legal_mask()`: its bytes joined, one unpacking."""
        seats = self._last_seat
        size = self._mask_bytes
        joined = legal_mask_bytes(self._states, self._done.tolist(), seats, size)
        raw = np.frombuffer(joined, np.uint8).reshape(self.num_envs, size)
        bits = np.unpackbits(raw, axis=1, count=self.num_actions, bitorder="little")
        self._mask[:] = bits.view(np.bool_)
        self._seat[:] = seats

    def _observe_lists(self) -> None:
        """Seats and masks from each table's `legal_actions()`: one conversion of the lists."""
        cols: list[int] = []
        counts = [0] * self.num_envs
        seats = self._last_seat
        for i, (state, done) in enumerate(zip(self._states, self._done.tolist(), strict=True)):
            if done:
                continue  # the final view, of the seat that acted last
            seat = state.to_act
            assert seat is not None
            seats[i] = seat
            legal = state.legal_actions()
            cols += legal
            counts[i] = len(legal)
        # One list conversion: flat index = row * A + column, the rows repeated in numpy.
        flat = np.repeat(self._row_base, counts)
        flat += np.array(cols, np.intp)
        mask = self._mask.reshape(-1)
        mask[self._set] = False  # clears what the last step set, not the whole buffer
        mask[flat] = True
        self._set = flat
        self._seat[:] = seats

    def _out(self) -> Obs:
        if self.copy:
            return {
                "observation": self._obs.copy(),
                "action_mask": self._mask.copy(),
                "seat": self._seat.copy(),
            }
        return {"observation": self._obs, "action_mask": self._mask, "seat": self._seat}

    def _final(self, ended: list[int]) -> dict[str, Any]:
        """SAME_STEP: the final observation of each ended table, in Gymnasium's info layout."""
        final = np.full(self.num_envs, None, dtype=object)
        has = np.zeros(self.num_envs, np.bool_)
        for i in ended:
            seat = self._last_seat[i]
            obs = (
                self.encoder.encode_state(self._states[i], seat)
                if self.tensors
                else np.zeros(self.encoder.size, np.float32)
            )
            final[i] = {
                "observation": obs,
                "action_mask": np.zeros(self.num_actions, np.bool_),
                "seat": np.int64(seat),
            }
            has[i] = True
        return {
            "final_obs": final,
            "_final_obs": has,
            "final_info": {},
            "_final_info": has.copy(),
        }


# --- worker processes ----------------------------------------------------------------------------
def _layout(n: int, d: int, a: int, players: int) -> dict[str, tuple[tuple[int, ...], Any]]:
    """The arrays in shared memory: name -> (shape, dtype), the tables along the first axis."""
    return {
        "observation": ((n, d), np.float32),
        "action_mask": ((n, a), np.bool_),
        "seat": ((n,), np.int64),
        "rewards": ((n, players), np.float32),
        "terminations": ((n,), np.bool_),
        "truncations": ((n,), np.bool_),
        "done": ((n,), np.bool_),
        "actions": ((n,), np.int64),
        "seeds": ((n,), np.int64),
    }


def _views(raw: Any, layout: dict[str, tuple[tuple[int, ...], Any]]) -> dict[str, Any]:
    """numpy arrays over the shared block, each starting on a 64-byte boundary."""
    out: dict[str, Any] = {}
    offset = 0
    buf = memoryview(raw).cast("B")
    for name, (shape, dtype) in layout.items():
        size = int(np.prod(shape)) * np.dtype(dtype).itemsize
        out[name] = np.frombuffer(buf, dtype, int(np.prod(shape)), offset).reshape(shape)
        offset += -(-size // 64) * 64
    return out


def _nbytes(layout: dict[str, tuple[tuple[int, ...], Any]]) -> int:
    return sum(
        -(-int(np.prod(sh)) * np.dtype(dt).itemsize // 64) * 64 for sh, dt in layout.values()
    )


def _worker(
    conn: Connection,
    parents: list[Connection],
    args: dict[str, Any],
    lo: int,
    hi: int,
    total: int,
    raw: Any,
    layout: Any,
) -> None:
    """A worker process: steps tables lo..hi-1 of the environment in the shared buffers."""
    for other in parents:  # the parent's ends (inherited by a fork): EOF once the parent closes
        other.close()
    try:
        env = VectorEnv(num_envs=hi - lo, copy=False, _part=(lo, total, raw, layout), **args)
    except BaseException as exc:  # reported to the parent, which raises it
        conn.send(("error", exc))
        return
    conn.send(("ok", None))
    env._serve(conn)  # noqa: SLF001


class _Pool:
    """The parts of a `VectorEnv(num_workers=W)` and their shared buffers: the first part is
    stepped in this process, while each of the W - 1 others is stepped by a worker process.

    Stepping a part here rather than waiting idle for W processes keeps the processes at the
    number of parts (two on two cores, not three), and the round trip to the workers overlaps
    this process's own stepping instead of adding to it."""

    def __init__(
        self,
        args: dict[str, Any],
        n: int,
        workers: int,
        context: str | None,
        layout: Any,
        spin: float = 0.0,
    ) -> None:
        ctx: Any = multiprocessing.get_context(context)
        self.spin = spin
        self.raw = ctx.RawArray(ctypes.c_uint8, _nbytes(layout))
        self.shared = _views(self.raw, layout)
        self.bounds = [n * w // workers for w in range(workers + 1)]
        self.n = n
        self.conns: list[Connection] = []
        self.procs: list[Any] = []
        for w in range(1, workers):
            parent, child = ctx.Pipe()
            lo, hi = self.bounds[w], self.bounds[w + 1]
            proc = ctx.Process(
                target=_worker,
                args=(child, [*self.conns, parent], args, lo, hi, n, self.raw, layout),
                name=f"tapisvert-vector-{w}",
                daemon=True,
            )
            proc.start()
            child.close()
            self.conns.append(parent)
            self.procs.append(proc)
        try:
            self.local: VectorEnv | None = VectorEnv(
                num_envs=self.bounds[1], copy=False, _part=(0, n, self.raw, layout), **args
            )
        finally:
            self._gather(self.conns)

    def _gather(self, conns: Sequence[Connection]) -> list[Any]:
        replies: list[Any] = []
        error: BaseException | None = None
        for conn in conns:
            try:
                status, reply = _recv(conn, self.spin)
            except EOFError:
                status, reply = "error", RuntimeError("a VectorEnv worker process died")
            if status == "error" and error is None:
                error = reply
            replies.append(reply)
        if error is not None:
            raise error
        return replies

    def call(self, command: str, arg: Any = None) -> list[Any]:
        """`command` on every part, the workers' and this process's at once; the parts' replies
        in table order."""
        assert self.local is not None
        for conn in self.conns:
            conn.send((command, arg))
        try:
            mine = self.local._command(command, arg)  # noqa: SLF001
        finally:
            theirs = self._gather(self.conns)  # every reply read, even when this part failed
        return [mine, *theirs]

    def seeds(self) -> list[int]:
        seeds: list[int] = self.shared["seeds"].tolist()
        return seeds

    def step(self) -> dict[str, Any]:
        """Every part steps its tables; their infos merged (SAME_STEP's final observations)."""
        parts: list[dict[str, Any]] = self.call("step")
        if not any(parts):
            return {}
        out: dict[str, Any] = {}
        for lo, hi, part in zip(self.bounds[:-1], self.bounds[1:], parts, strict=True):
            for key, value in part.items():
                if isinstance(value, np.ndarray):
                    if key not in out:
                        out[key] = np.zeros(self.n, value.dtype)
                        if value.dtype == object:
                            out[key].fill(None)
                    out[key][lo:hi] = value
                else:
                    out.setdefault(key, value)
        return out

    def table_actions(self, i: int) -> list[int]:
        if not 0 <= i < self.n:
            raise IndexError(f"no table {i}")
        if i < self.bounds[1]:
            assert self.local is not None and self.local._log is not None  # noqa: SLF001
            return list(self.local._log[i])  # noqa: SLF001
        w = next(w for w in range(1, len(self.bounds) - 1) if i < self.bounds[w + 1])
        conn = self.conns[w - 1]
        conn.send(("table", i - self.bounds[w]))
        actions: list[int] = self._gather([conn])[0]
        return actions

    def close(self, wait: bool = True) -> None:
        """Stop the workers; without `wait`, only close the pipes (each worker then ends)."""
        for conn in self.conns:
            if wait:
                try:
                    conn.send(("close", None))
                    conn.recv()
                except (OSError, EOFError):
                    pass
            conn.close()
        if wait:
            for proc in self.procs:
                proc.join()
        self.conns = []
        self.local = None


def _recv(conn: Connection, spin: float) -> Any:
    """The next message on `conn`, polled for up to `spin` seconds before a sleeping `recv`."""
    if spin > 0 and not conn.poll(0):
        end = time.perf_counter() + spin
        while not conn.poll(0):
            if time.perf_counter() >= end:
                break
    return conn.recv()


def random_actions(mask: BoolArray, rng: np.random.Generator) -> IntArray:
    """One uniformly random legal action per row of `mask` (rows without one get 0): one random
    number per row, whatever the width of the mask (samba's has 6,934 columns)."""
    flat = np.flatnonzero(mask)  # 20 times faster than a 2-D np.nonzero on wide masks
    rows, cols = np.divmod(flat, mask.shape[1])
    counts = np.bincount(rows, minlength=len(mask))
    starts = np.cumsum(counts) - counts
    pick = starts + (rng.random(len(mask)) * counts).astype(np.int64)
    out = np.zeros(len(mask), np.int64)
    has = counts > 0
    out[has] = cols[pick[has]]
    return out


__all__ = ["SPIN", "BatchPolicy", "VectorEnv", "argmax_policy", "random_actions"]
