"""Every tapisvert game as an OpenSpiel Python game (`pyspiel`), for OpenSpiel's own algorithms.

Importing `tapisvert.openspiel` registers one game per tapisvert game, named `tapisvert_<id>` with
hyphens turned into underscores (`tapisvert_sabias`, `tapisvert_seven_seals`...):

    import pyspiel, tapisvert.openspiel
    game = pyspiel.load_game("tapisvert_sabias", {"players": 3})

Parameters: `players` (the game's smallest count by default), `max_hands` (1 by default: one hand
is one OpenSpiel episode; 0 plays the whole match), `max_steps` (0 by default: no limit; N ends the
game after N player decisions, chance nodes not counted, if the match is not over by then: a
truncated episode, whose returns are the scores of the hands finished so far) and `options`
(`"NAME=VALUE,..."`, the game's own options).

Chance, as OpenSpiel expects it: explicit chance nodes. The episode opens with four chance nodes of
256 equally likely outcomes each; together they draw the 32-bit match seed, and the engine deals
every hand from it exactly as `game.new(players, seed)` does (so the distribution of deals is the
engine's, and an OpenSpiel history replays a tapisvert match). Nobody observes the seed: players
see only their cards, through their observations.

Views: the information-state string is the seat's observation JSON (sorted keys), which carries
the hand's public history; the information-state and observation tensors are the game's tensor
(`tapisvert.rl.tensors`, docs/rl.md). `resample_from_infostate(player, sampler)` returns a state
drawn by the game's determinizer from that player's observation alone (`Game.determinize`), so
OpenSpiel's ISMCTS searches worlds consistent with what the player knows. Use OpenSpiel's Python
`ISMCTSBot`: the C++ `pyspiel.ISMCTSBot` crashes the process (a segmentation fault) on these games.

Rewards and returns: `rewards()` pays each seat's score of a hand when the hand ends (the engine's
exact scores, as floats), `returns()` their sum so far; the game is zero-sum where the tapisvert
game is (`Game.zero_sum`). A game of one hand (`max_hands=1`) declares terminal rewards, others
rewards along the way (`GameType.reward_model`).
"""

from __future__ import annotations

import json
import pickle
import random
from typing import Any, cast

import numpy as np
import pyspiel

from tapisvert.core.errors import InvalidOption
from tapisvert.core.options import parse_option_args
from tapisvert.core.protocol import Game, GameState
from tapisvert.games import all_games, get_game
from tapisvert.rl.tensors import Encoder, encoder

SEED_BYTES = 4
# Bounds on the length of one hand under any play (decisions; OpenSpiel wants a maximum).
HAND_BOUND = {"sabias": 400, "familles": 20000, "seven-seals": 1000, "samba": 20000, "poch": 400}
MATCH_HANDS_BOUND = 1000
UTILITY_BOUND = 1e6


def short_name(game_id: str) -> str:
    return "tapisvert_" + game_id.replace("-", "_")


def _game_type(game: Game, terminal_rewards: bool = False) -> pyspiel.GameType:
    """The game's OpenSpiel type. Registered with rewards paid per hand (`REWARDS`); a loaded game
    of one hand (`max_hands=1`) declares `TERMINAL` rewards, since its only reward comes with its
    end (OpenSpiel's MCTSBot, AlphaZero and others accept only such games)."""
    zero_sum = game.zero_sum
    return pyspiel.GameType(
        short_name=short_name(game.id),
        long_name=f"tapisvert {game.name}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=(
            pyspiel.GameType.Utility.ZERO_SUM if zero_sum else pyspiel.GameType.Utility.GENERAL_SUM
        ),
        reward_model=(
            pyspiel.GameType.RewardModel.TERMINAL
            if terminal_rewards
            else pyspiel.GameType.RewardModel.REWARDS
        ),
        max_num_players=max(game.player_counts),
        min_num_players=min(game.player_counts),
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification={
            "players": min(game.player_counts),
            "max_hands": 1,
            "max_steps": 0,
            "options": "",
        },
    )


def _game_class(tgame: Game) -> type[pyspiel.Game]:
    game_type = _game_type(tgame)
    one_hand_type = _game_type(tgame, terminal_rewards=True)
    tgame_ = tgame

    class TapisvertGame(pyspiel.Game):  # type: ignore[misc]
        """One tapisvert game for OpenSpiel (see the module docstring)."""

        tgame = tgame_

        def __init__(self, params: dict[str, Any] | None = None) -> None:
            params = dict(params or {})
            players = int(params.get("players", min(tgame.player_counts)))
            max_hands = int(params.get("max_hands", 1))
            max_steps = int(params.get("max_steps", 0))
            if max_steps < 0:
                raise InvalidOption(f"max_steps must be 0 (no limit) or more, not {max_steps}")
            text = str(params.get("options", ""))
            options: dict[str, Any] = parse_option_args(
                [part for part in text.split(",") if part.strip()]
            )
            if max_hands > 0:
                options["max_hands"] = max_hands
            probe = tgame.new(players, 0, **options)  # InvalidOption on bad parameters
            hands = max_hands if max_hands > 0 else MATCH_HANDS_BOUND
            length = HAND_BOUND[tgame.id] * hands
            if max_steps > 0:
                length = min(length, max_steps)
            info = pyspiel.GameInfo(
                num_distinct_actions=probe.action_space(),
                max_chance_outcomes=256,
                num_players=players,
                min_utility=-UTILITY_BOUND,
                max_utility=UTILITY_BOUND,
                utility_sum=0.0 if tgame.zero_sum else None,
                max_game_length=SEED_BYTES + length,
            )
            super().__init__(one_hand_type if max_hands == 1 else game_type, info, params)
            self.players = players
            self.options = options
            self.max_steps = max_steps
            self.encoder = encoder(tgame.id, players)

        def new_initial_state(self) -> TapisvertState:
            return TapisvertState(self)

        def make_py_observer(
            self, iig_obs_type: Any = None, params: dict[str, Any] | None = None
        ) -> Observer:
            if iig_obs_type is not None and not (
                iig_obs_type.public_info
                and iig_obs_type.private_info == pyspiel.PrivateInfoType.SINGLE_PLAYER
            ):
                raise ValueError(
                    "tapisvert games observe one seat's own view (public and its private"
                    " information): other observation types are not provided"
                )
            return Observer(self)

    # A module-level name, so that pickle (random_sim_test, multiprocessing) finds the class.
    name = f"TapisvertGame_{tgame.id.replace('-', '_')}"
    TapisvertGame.__name__ = TapisvertGame.__qualname__ = name
    globals()[name] = TapisvertGame
    return TapisvertGame


class _Engine:
    """The engine's state and the actions applied to it since its seed.

    OpenSpiel clones a Python state with deepcopy (which clones the engine's state) and
    serializes it with pickle (which keeps the game, the seed and the actions, and replays them).
    A world drawn by `resample_from_infostate` has no such history and cannot be pickled.
    """

    __slots__ = ("actions", "last", "paid", "scored", "seed", "state", "steps")

    def __init__(self, state: GameState | None, seed: int | None = None) -> None:
        self.state = state
        self.seed = seed
        self.actions: list[int] = []
        n = 0 if state is None else state.num_players
        self.paid = [0.0] * n  # each seat's hand scores so far
        self.last = [0.0] * n  # what the last action paid
        self.scored = 0  # hands paid
        self.steps = 0  # decisions applied (a resampled world keeps its original's count)
        self.pay()

    def apply(self, action: int) -> None:
        assert self.state is not None
        self.state.apply(action)
        self.actions.append(action)
        self.steps += 1
        self.pay()

    def pay(self) -> None:
        """Pay the hands finished since the last action into `paid` and `last`."""
        state = self.state
        if state is None:
            return
        finished = state.hands_finished() if state.is_over() else state.hand_number
        self.last = [0.0] * state.num_players
        for h in range(self.scored, finished):
            for s, score in enumerate(state.hand_score_floats(h)):
                self.last[s] += score
                self.paid[s] += score
        self.scored = max(self.scored, finished)

    def __deepcopy__(self, memo: dict[int, Any]) -> _Engine:
        out = _Engine.__new__(_Engine)
        out.state = None if self.state is None else self.state.clone()
        out.seed = self.seed
        out.actions = list(self.actions)
        out.paid, out.last, out.scored = list(self.paid), list(self.last), self.scored
        out.steps = self.steps
        return out

    def __reduce__(self) -> tuple[Any, ...]:
        if self.state is None:
            return (_Engine, (None,))
        if self.seed is None:
            raise pickle.PicklingError(
                "a world drawn by resample_from_infostate has no history to serialize"
            )
        s = self.state
        options = tuple(sorted((k, v) for k, v in s.options.items()))
        return (_replay, (s.game.id, s.num_players, options, self.seed, tuple(self.actions)))


def _replay(
    game_id: str,
    players: int,
    options: tuple[tuple[str, Any], ...],
    seed: int,
    actions: tuple[int, ...],
) -> _Engine:
    state = get_game(game_id).new(players, seed, **dict(options))
    engine = _Engine(state, seed)
    for a in actions:
        engine.apply(a)
    return engine


class _Shared:
    """Holds the game every copy of a state shares: deepcopy keeps it, pickle reloads it by name."""

    __slots__ = ("game",)

    def __init__(self, game: Any) -> None:
        self.game = game

    def __deepcopy__(self, memo: dict[int, Any]) -> _Shared:
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        return (_load_shared, (str(self.game),))


def _load_shared(name: str) -> _Shared:
    register()
    return _Shared(pyspiel.load_game(name))


class _Views:
    """The views of one state built so far, per seat: OpenSpiel asks each seat's information
    state and observation, as tensors and as strings, and they are all the same view, so each is
    built once. A clone shares them until it applies an action (which gives it new, empty views);
    pickle drops them."""

    __slots__ = ("obs", "tensor", "text")

    def __init__(self) -> None:
        self.obs: dict[int, dict[str, Any]] = {}
        self.tensor: dict[int, np.ndarray[Any, Any]] = {}
        self.text: dict[int, str] = {}

    def __deepcopy__(self, memo: dict[int, Any]) -> _Views:
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        return (_Views, ())


class TapisvertState(pyspiel.State):  # type: ignore[misc]
    """A match: first the seed's chance nodes, then the engine's state."""

    def __init__(self, game: Any, inner: GameState | None = None) -> None:
        super().__init__(game)
        self._shared = _Shared(game)
        self._bytes: list[int] = []
        self._engine = _Engine(inner)
        self._views = _Views()

    @property
    def _game(self) -> Any:
        return self._shared.game

    @property
    def inner(self) -> GameState | None:
        """The engine's state (None until the seed is drawn)."""
        return self._engine.state

    # --- who acts -------------------------------------------------------------------------------
    def current_player(self) -> int:
        if self.inner is None:
            return int(pyspiel.PlayerId.CHANCE)
        if self.is_terminal():
            return int(pyspiel.PlayerId.TERMINAL)
        seat = self.inner.to_act
        assert seat is not None
        return seat

    def _legal_actions(self, player: int) -> list[int]:
        assert self.inner is not None
        return sorted(self.inner.legal_actions())

    def chance_outcomes(self) -> list[tuple[int, float]]:
        assert self.inner is None
        return [(b, 1 / 256) for b in range(256)]

    def _apply_action(self, action: int) -> None:
        if self.inner is None:
            self._bytes.append(int(action))
            if len(self._bytes) == SEED_BYTES:
                seed = int.from_bytes(bytes(self._bytes), "big")
                g = self._game
                self._engine = _Engine(g.tgame.new(g.players, seed, **g.options), seed)
            return
        self._engine.apply(int(action))
        self._views = _Views()  # a new object: clones made before keep the old state's views

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            return f"seed byte {action}"
        state = self.inner
        if state is None:
            state = self._game.tgame.new(self._game.players, 0, **self._game.options)
        return state.action_to_str(int(action))

    def is_terminal(self) -> bool:
        """The match is over, or `max_steps` decisions were made (truncated)."""
        if self.inner is None:
            return False
        limit = self._game.max_steps
        return self.inner.is_over() or (limit > 0 and self._engine.steps >= limit)

    def is_truncated(self) -> bool:
        """Ended by `max_steps` before the match was over."""
        return self.inner is not None and self.is_terminal() and not self.inner.is_over()

    def returns(self) -> list[float]:
        """Each seat's hand scores so far (the engine's exact scores, as floats)."""
        if self.inner is None:
            return [0.0] * self._game.players
        return list(self._engine.paid)

    def rewards(self) -> list[float]:
        """The scores of the hands that the last action finished (zero within a hand)."""
        if self.inner is None:
            return [0.0] * self._game.players
        return list(self._engine.last)

    # --- hidden information ------------------------------------------------------------------
    def resample_from_infostate(self, player_id: int, probability_sampler: Any) -> TapisvertState:
        """A state drawn by the game's determinizer from `player_id`'s observation only."""
        if self.inner is None:
            return cast(TapisvertState, self.clone())
        try:
            u = float(probability_sampler())
        except TypeError:
            u = random.random()
        rng = random.Random(int(u * 2**53))
        world = self._game.tgame.determinize(self.inner.view(player_id), rng)
        out = TapisvertState(self._game, world)
        # What was paid and how many decisions were made are public: the world keeps them.
        mine, theirs = self._engine, out._engine
        theirs.paid, theirs.last = list(mine.paid), list(mine.last)
        theirs.scored, theirs.steps = mine.scored, mine.steps
        return out

    def observation_json(self, player: int) -> dict[str, Any]:
        """`player`'s observation (built once per state and seat; callers must not mutate it)."""
        assert self.inner is not None
        views = self._views.obs
        obs = views.get(player)
        if obs is None:
            obs = views[player] = self.inner.observation(player)
        return obs

    def observation_tensor_of(self, player: int, enc: Encoder) -> np.ndarray[Any, Any]:
        """`player`'s tensor (encoded once per state and seat, read-only)."""
        views = self._views.tensor
        tensor = views.get(player)
        if tensor is None:
            tensor = views[player] = enc.encode(self.observation_json(player))
            tensor.flags.writeable = False
        return tensor

    def observation_text(self, player: int) -> str:
        """`player`'s observation JSON as a string, sorted keys (built once per state and seat)."""
        views = self._views.text
        text = views.get(player)
        if text is None:
            text = views[player] = json.dumps(self.observation_json(player), sort_keys=True)
        return text

    def __str__(self) -> str:
        if self.inner is None:
            return f"chance: seed bytes {self._bytes}"
        s = self.inner
        return (
            f"{self._game.tgame.id} {self._game.players}p seed {s.seed}, hand {s.hand_number},"
            f" to act {s.to_act}, deals {json.dumps(s.deals()[-1:])}"
        )


class Observer:
    """OpenSpiel's Python observer: the game's tensor and the observation JSON of one seat."""

    def __init__(self, game: Any) -> None:
        self._encoder = game.encoder
        self.tensor = np.zeros(self._encoder.size, np.float32)
        self.dict = {
            f.name: self.tensor[self._encoder.field_slice(f.name)] for f in self._encoder.fields
        }

    def set_from(self, state: TapisvertState, player: int) -> None:
        if state.inner is None:
            self.tensor.fill(0)
            return
        self.tensor[:] = state.observation_tensor_of(player, self._encoder)

    def string_from(self, state: TapisvertState, player: int) -> str:
        if state.inner is None:
            return f"p{player}: the deal is not made yet"
        return state.observation_text(player)


_REGISTERED: dict[str, str] = {}


def register() -> dict[str, str]:
    """Register every game with pyspiel (once); tapisvert id -> OpenSpiel short name."""
    for game in all_games():
        if game.id not in _REGISTERED:
            name = short_name(game.id)
            if name not in pyspiel.registered_names():
                pyspiel.register_game(_game_type(game), _game_class(game))
            _REGISTERED[game.id] = name
    return dict(_REGISTERED)


def load(game_id: str, players: int | None = None, max_hands: int = 1, options: str = "") -> Any:
    """`pyspiel.load_game` of a tapisvert game with its parameters."""
    register()
    game = get_game(game_id)
    params: dict[str, Any] = {
        "players": players or min(game.player_counts),
        "max_hands": max_hands,
        "options": options,
    }
    return pyspiel.load_game(short_name(game_id), params)
