"""The game protocol: the contract between the games and everything that uses them.

A `Game` is the static description of one game (id, player counts, options, and every other fact
the layers above need: its typed view, its benchmark set-up, its search helpers) and a factory of
matches. A `GameState` is one match in progress, from its first deal to its end, including every
hand of it (as the sheet defines a match; option `max_hands` cuts it short).

Conventions every game follows (docs/implementing-a-game.md says more):
- Seats are ints 0..n-1; play goes to seat+1 ("clockwise", "to the left").
- Actions are small non-negative ints below `action_space()`, so that bots, tensors and records
  can treat them uniformly; their text notation (`action_to_str` / `parse_action`) round-trips.
- `legal_actions()` is the single source of truth; `apply` checks against it and raises
  `IllegalAction` naming the rule, leaving the state untouched. `refusal(action)` says why as a
  `Refusal`: a message key with arguments (what the server sends, for the client to translate)
  and the English sentence (`explain_illegal`).
- A careless caller meets the same errors in every game (`GameState._refuse`, `check_seat`,
  `check_action_id`, `check_text`, used by every game): an action, a seat or a notation of the
  wrong type (`apply(1.0)`, `apply(True)`, `view("0")`, `parse_action(None)`) is a `TypeError`;
  an int out of range is `IllegalAction` for `apply(-1)`, `InvalidNotation` for
  `action_to_str(-1)` and a plain `ValueError` for `view(-1)`. A bool is not an int here: `True`
  is refused, never taken for 1. Nothing is changed by a refusal.
- Chance is never an action: each hand's deal is drawn from the seed (or given explicitly) when the
  hand starts, and recorded in `deals()`.
- `view(seat)` is a typed, frozen `core.views.View` holding only what that seat may know;
  `view(None)` is the public view (spectators, replays): nothing hidden from any seat.
  `observation(seat)` is its JSON, `view(seat).to_json()`.
- Phases are an `enum.IntEnum` named `Phase`; the views carry their lower-case names.
- The match configuration (players, seed, options, read-only) lives once, in `MatchConfig`; the
  seat to act and the hand number are read-only properties of the base class.
"""

from __future__ import annotations

import importlib
import operator
import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from importlib import resources
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, ClassVar, Self

from tapisvert.core.errors import IllegalAction, InvalidNotation, InvalidOption, Refusal
from tapisvert.core.messages import Event, Message
from tapisvert.core.options import Option, OptionValue, resolve_options
from tapisvert.core.results import HandResult, MatchResult

if TYPE_CHECKING:
    from tapisvert.core.tutorial import Tutorial
    from tapisvert.core.views import View

Action = int
Seat = int
JSON = Any
Say = Callable[[Message], str]  # a message in words, for one reader (`tapisvert.words.Words`)


@dataclass(frozen=True, slots=True)
class ActionInfo:
    """One legal action as a front end needs it (`GameState.action_infos`).

    `kind` groups the actions a control offers together (its notation's verb: `play`, `bet`,
    `ask`, `meld`...; the catalogue names it `<game>-kind-<kind>`); `cards` are the cards it uses,
    in notation exactly as the reader's view lists them (to match, never to parse); `amount` a
    number it carries (a bet's chips); `target` a seat it aims at (an ask, a steal).
    """

    id: int
    kind: str
    message: Message
    cards: tuple[str, ...] = ()
    amount: int | None = None
    target: int | None = None

    def to_json(self) -> dict[str, JSON]:
        """JSON-ready, as the server sends it (docs/schema/common.json, `action`)."""
        out: dict[str, JSON] = {
            "id": self.id,
            "kind": self.kind,
            "message": self.message.to_json(),
            "cards": list(self.cards),
        }
        if self.amount is not None:
            out["amount"] = self.amount
        if self.target is not None:
            out["target"] = self.target
        return out


@dataclass(frozen=True, slots=True)
class MatchConfig:
    """What a match is started with and keeps to its end; one object shared by every clone."""

    players: int
    seed: int
    options: Mapping[str, OptionValue]  # every option, defaults filled in; read-only

    @classmethod
    def of(cls, players: int, seed: int, options: Mapping[str, OptionValue]) -> MatchConfig:
        """The configuration, with a read-only copy of `options`."""
        return cls(players, seed, MappingProxyType(dict(options)))

    def with_seed(self, seed: int) -> MatchConfig:
        """The same configuration with another seed (a sampled world draws its later hands)."""
        return MatchConfig(self.players, seed, self.options)


# The bot levels every game offers, weakest first (`Game.levels`): each names a bot spec, so that a
# player chooses an opponent by strength rather than by algorithm (docs/bots.md, "Levels").
LEVEL_NAMES: tuple[str, ...] = ("beginner", "casual", "strong", "expert")

# A level's spec where a game's policy does not name its own (`LEVELS` in `games/<id>/policy.py`):
# the heuristic with three moves in ten played at random, the heuristic, the game's default search,
# and that search given more iterations; both searches stop at 1.5 s (the server's 2 s a move).
DEFAULT_LEVELS: Mapping[str, str] = MappingProxyType(
    {
        "beginner": "heuristic:mistakes=0.3",
        "casual": "heuristic",
        "strong": "ismcts:iterations=1000:seconds=1.5",
        "expert": "ismcts:iterations=4000:seconds=1.5",
    }
)


# A policy plays for the seat to act of a whole state (a sampled world, in search).
Policy = Callable[["GameState", random.Random], Action]
# A strategy picks an action from what one seat sees (its typed view) and a random source.
Strategy = Callable[["View", random.Random], Action]


@dataclass(frozen=True)
class SearchHooks:
    """What search bots may ask a game for, beyond the protocol (`Game.search_hooks()`).

    Each hook lives in the game's package (`HOOKS` in `games/<id>/policy.py`; what reads a sampled
    world's state in the compiled `games/<id>/rollout.py`), because it reads the state's internals;
    bots reach it only through these names.
    - `rollout`: a fast policy for playouts (the game's strategy applied to a whole state).
    - `actions`: the legal actions worth searching at a decision (a subset, never empty).
    - `evaluate(state, hand)`: each seat's estimated score of hand `hand`, from a state inside it
      (lets search stop short of the end of the hand).
    - `defaults`: the ismcts parameters measured strongest for the game (a bot spec overrides).
    - `playout(state, hand, rng)`: search's default random rollout in one call, for a game whose
      compiled rules run the loop faster than a bot's interpreted one can: plays until hand `hand`
      ends (or the match does), each action `legal[r]` of `legal = state.legal_actions()`, where
      `r` is drawn as CPython's `rng.randrange(len(legal))` draws it (`getrandbits(k)` with
      `k = len(legal).bit_length()`, again until below `len(legal)`). The same draws give the same
      actions, so a search chooses exactly as with the loop it replaces (the conformance suite
      checks it).
    - `rollout_playout(state, hand, rng, limit)`: `rollout` played in one call, in the game's
      compiled code: `state.apply(rollout(state, rng))` until hand `hand` ends (or the match
      does), or `limit` actions were played when `limit >= 0`. The same moves from the same draws
      as that loop (the conformance suite checks it).
    """

    rollout: Policy | None = None
    rollout_playout: Callable[[GameState, int, random.Random, int], None] | None = None
    actions: Callable[[GameState], Sequence[Action]] | None = None
    evaluate: Callable[[GameState, int], Sequence[float]] | None = None
    playout: Callable[[GameState, int, random.Random], None] | None = None
    defaults: Mapping[str, str] = field(default_factory=dict)


class GameState(ABC):
    """One match in progress. Subclasses use `__slots__` and keep `clone()` cheap.

    The base holds no storage (a mypyc-compiled subclass cannot extend an interpreted base that
    has slots): each game lists `*GameState.STATE_SLOTS` in its own `__slots__`, sets the three
    fields when a match starts and copies them in `clone()`. Nothing outside the game writes them:
    the properties below have no setters.
    """

    __slots__ = ()
    STATE_SLOTS: ClassVar[tuple[str, str, str]] = ("_config", "_hand_number", "_to_act")

    game: ClassVar[Game]
    _config: MatchConfig
    _hand_number: int
    _to_act: Seat | None

    # --- the match configuration, who acts -----------------------------------------------------
    @property
    def config(self) -> MatchConfig:
        """Players, seed and options of the match."""
        return self._config

    @property
    def num_players(self) -> int:
        """The number of seats at the table."""
        return self._config.players

    @property
    def options(self) -> Mapping[str, OptionValue]:
        """Every option of the match, defaults filled in (read-only)."""
        return self._config.options

    @property
    def seed(self) -> int:
        """The seed every chance event of the match derives from."""
        return self._config.seed

    if TYPE_CHECKING:

        @property
        def hand_number(self) -> int:
            """The 0-based index of the hand being played (the last one once the match is over)."""

        @property
        def to_act(self) -> Seat | None:
            """The seat to act now, or None when the match is over."""

    else:
        # Read-only properties whose getter is C (`operator.attrgetter`), not a Python function:
        # every loop that plays a match reads `to_act` once an action, and a Python getter cost
        # random play about 1% of its instructions (sabias, callgrind).
        hand_number = property(
            operator.attrgetter("_hand_number"),
            doc="The 0-based index of the hand being played (the last one once the match is over).",
        )
        to_act = property(
            operator.attrgetter("_to_act"),
            doc="The seat to act now, or None when the match is over.",
        )

    def is_over(self) -> bool:
        """True when the match has ended (by its own rule or by `max_hands`)."""
        return self.to_act is None

    @abstractmethod
    def legal_actions(self) -> list[Action]:
        """Every action the seat to act may take now, in a stable order; [] when over.

        The list may be cached by the state: callers must not mutate it.
        """

    def legal_mask(self) -> int:
        """`legal_actions()` as one int: bit `a` set for each legal action `a`, 0 when over.

        The batched environment (`rl.VectorEnv`) reads one int per table and expands the batch in
        numpy, where a list would cost a conversion per action. A game whose legal set is a mask
        (or a few table look-ups) answers it without building the list."""
        mask = 0
        for action in self.legal_actions():
            mask |= 1 << action
        return mask

    @abstractmethod
    def apply(self, action: Action) -> None:
        """Play `action` for the seat to act, or raise IllegalAction (state untouched).

        An action that is not an int (`1.0`, `"1"`, `None`, `True`) raises TypeError: games
        refuse with `raise self._refuse(action)`, which tells the two apart.
        """

    @abstractmethod
    def refusal(self, action: Action) -> Refusal:
        """Why `action` is not legal now: the rule's key and arguments, and the English text.

        Keys and argument names follow `Refusal`; the shared keys are `no_such_action` (`last`:
        the highest action id), `match_over`, `legal` (the action is legal after all) and
        `not_held` (`card`: a card the seat to act does not hold).
        """

    def refusal_for_text(self, text: str) -> Refusal | None:
        """For a text that reads as a move but names no action id of this match (`take black`
        in seven-seals, `bet 1000` in poch), the rule refusal to give instead of "cannot read",
        with the real reason and range; None when the text is simply unreadable."""
        return None

    def explain_illegal(self, action: Action) -> str:
        """Why `action` is not legal now, naming the rule and the cards concerned (in English)."""
        return self.refusal(action).text

    @abstractmethod
    def action_space(self) -> int:
        """An upper bound (exclusive) on every action id of this match."""

    # --- notation -----------------------------------------------------------------------------
    @abstractmethod
    def action_to_str(self, action: Action) -> str:
        """The text notation of any action id below `action_space()`.

        Any other int (-1, `action_space()`) raises InvalidNotation (a ValueError), anything not
        an int TypeError: `check_action_id(action, space)`.
        """

    @abstractmethod
    def parse_action(self, text: str) -> Action:
        """The action that `text` denotes, or InvalidNotation; legality is not checked here.

        Text that is not a str (None, 5) raises TypeError: `check_text(text)`.
        """

    # --- copies and views ---------------------------------------------------------------------
    @abstractmethod
    def clone(self) -> Self:
        """An independent copy, cheap enough for tree search."""

    def view(self, seat: Seat | None) -> View:
        """What `seat` may know now, typed (`Game.view_type`); None: the public view.

        The public view (spectators, replays) holds nothing hidden from any seat: no hand, no
        legal actions, no secret derived from hidden cards. A seat outside 0..n-1 raises
        ValueError, a seat that is not an int (or None) TypeError: every game's `view` starts
        with `check_seat(seat, players)` (-1 must never index the last seat's hand).
        """
        raise NotImplementedError(f"{self.game.id} has no typed view yet")

    def observation(self, seat: Seat | None) -> dict[str, JSON]:
        """`view(seat)` as JSON (what records and the server send); None: the public view."""
        return self.view(seat).to_json()

    def write_features(
        self,
        seat: Seat,
        base: int,
        ones: list[int],
        idx: list[int],
        val: list[float],
        blocks: list[int],
    ) -> bool:
        """Write `seat`'s tensor (`tapisvert.rl.encoder`) straight from the state; False: this
        game has no direct writer, the encoder reads `observation(seat)` instead.

        A game that writes one appends, offset by `base` (the row's start), the positions equal to
        1 to `ones` (or, many at once, pairs of a position and a mask of up to 64 bits to
        `blocks`: `core.features.blocks_of`) and the other non-zero entries to `idx` and `val`:
        exactly the tensor its JSON encoder makes of `observation(seat)`, so derived from nothing
        the seat cannot see.
        """
        return False

    @abstractmethod
    def resample_hidden(self, seat: Seat, rng: random.Random) -> Self:
        """A copy in which the cards `seat` cannot see are permuted among the places it cannot see.

        Sizes of hidden hands and stocks are kept; cards that are public (shown, played, melded)
        or in `seat`'s hand stay where they are. The copy need not be consistent with inferences
        (a revealed void); it exists to prove that `observation(seat)` leaks nothing hidden.
        """

    # --- hands, deals, results ----------------------------------------------------------------
    @abstractmethod
    def deals(self) -> list[JSON]:
        """The explicit deal of every hand started so far, each JSON-ready (see the game's docs)."""

    def deal(self, index: int) -> JSON:
        """The deal of hand `index` (a sequence index: -1 is the latest): `deals()[index]`.

        What reads one deal (a replay checking each hand's) must not pay for every deal of the
        match: games override it to build that deal only.
        """
        return self.deals()[index]

    @abstractmethod
    def hand_results(self) -> list[HandResult]:
        """The result of every finished hand, in order."""

    def hands_finished(self) -> int:
        """How many hands have ended: `len(hand_results())`, counted without building them."""
        return len(self.hand_results())

    def hand_result(self, index: int) -> HandResult:
        """The result of finished hand `index` (a sequence index: -1 is the latest; IndexError
        past the end): `hand_results()[index]`.

        What reads one hand's result (a view after every move, a replay checking each hand) must
        cost the same however long the match has run: games override it, keeping each finished
        hand's result once built (a finished hand never changes).
        """
        return self.hand_results()[index]

    def hand_scores(self, index: int) -> tuple[Fraction, ...]:
        """The per-seat scores of finished hand `index`: `hand_result(index).scores`.

        Search reads this once per iteration; games override it when building a HandResult
        would be wasteful.
        """
        return self.hand_result(index).scores

    def hand_score_floats(self, index: int) -> tuple[float, ...]:
        """`hand_scores(index)` as floats, each the float nearest its exact score (what
        `float()` gives): what search and learners add up, once per iteration or hand.

        Games whose scores are Fractions override it to skip building them (a Fraction's
        constructor and its `float()` run in the interpreter, even in the compiled wheel).
        """
        return tuple([score_float(s) for s in self.hand_scores(index)])

    @abstractmethod
    def result(self) -> MatchResult:
        """The match standings: final when over, so far otherwise."""

    @abstractmethod
    def card_inventory(self) -> list[int]:
        """Sorted ids of every card in every place (hands, tricks, stock, melds...): constant."""

    def progress_message(self) -> Message | None:
        """Where the hand stands, in words (`progress_marker` as a message of the game's
        catalogue: "trick 3", "betting"), for `replay --show`; None where the game has none."""
        return None

    def progress_marker(self) -> str:
        """A short label of where the hand stands ("trick 3", "betting"); replay groups by it."""
        return ""

    # --- conveniences -------------------------------------------------------------------------
    def apply_text(self, text: str) -> Action:
        """Parse `text` and apply it; returns the action. InvalidNotation or IllegalAction."""
        action = self.parse_action(text)
        self.apply(action)
        return action

    def action_message(self, action: Action) -> Message:
        """The words of a legal `action` for the seat to act (a button's label, the terminal's
        list of moves): a `Message` of the game's catalogue (`games/<id>/locales/*.ftl`)."""
        raise NotImplementedError(f"{self.game.id} has no action messages")

    def action_infos(self) -> list[ActionInfo]:
        """Every legal action, structured for a front end (`ActionInfo`): its id, kind, the cards
        it uses and its words, so that no client parses notation or computes a rule."""
        return [
            ActionInfo(a, self.action_to_str(a).split(" ", 1)[0], self.action_message(a))
            for a in self.legal_actions()
        ]

    def prompt(self) -> Message | None:
        """What the seat to act is asked to do now ("play a card: you must follow Mères"), or
        None when the match is over."""
        raise NotImplementedError(f"{self.game.id} has no prompts")

    def legal_action_strs(self) -> list[str]:
        """The legal actions in notation, in `legal_actions()` order."""
        return [self.action_to_str(a) for a in self.legal_actions()]

    def _refuse(self, action: object) -> Exception:
        """The error refusing `action`: TypeError when it is not an int (a bool included), else
        IllegalAction naming the rule (`explain_illegal`). Games call it on the refusal path
        only, so that checking an action costs the success path nothing."""
        if type(action) is not int:
            return TypeError(
                f"an action is an int id 0..{self.action_space() - 1}, not"
                f" {_described(action)}; text goes through parse_action or apply_text"
            )
        return IllegalAction.of(self.refusal(action))


def score_float(score: Fraction | int | float) -> float:
    """`float(score)`, without the generic number protocol's detour for a Fraction or an int."""
    if isinstance(score, (Fraction, int)):
        return score.numerator / score.denominator  # int / int: correctly rounded, as float()
    return float(score)


def _described(value: object) -> str:
    """`value` with its type, for a TypeError's message ("float 1.5", "str '0'", "None")."""
    if value is None:
        return "None"
    return f"{type(value).__name__} {value!r}"


def check_seat(seat: object, players: int) -> Seat | None:
    """Refuse a seat that `view` / `observation` cannot show; None (the public view) passes.

    ValueError for an int outside 0..players-1, TypeError for anything else that is not an int
    (a bool, a float, the text "0"). Every game's `view` calls it first: the check lives here once.
    Returns the seat, typed (`seat = check_seat(seat, n)`).
    """
    if seat is None:
        return None
    if type(seat) is int and 0 <= seat < players:
        return seat
    seats = f"0..{players - 1}, or None for the public view"
    if type(seat) is int:
        raise ValueError(f"seat {seat} is not a seat of this {players}-player match: {seats}")
    raise TypeError(f"a seat is an int ({seats}), not {_described(seat)}")


def check_action_id(action: object, space: int) -> int:
    """Refuse an action id that has no notation (`action_to_str`): InvalidNotation for an int
    outside 0..space-1, TypeError for anything that is not an int (a bool included). Returns the
    id, typed."""
    if type(action) is int and 0 <= action < space:
        return action
    if type(action) is int:
        raise InvalidNotation(f"no such action id: {action} (action ids are 0..{space - 1})")
    raise TypeError(f"an action is an int id 0..{space - 1}, not {_described(action)}")


def check_text(text: object) -> str:
    """Refuse a notation that is not text (`parse_action(None)`, `parse_action(5)`): TypeError.
    Text that does not parse is the game's InvalidNotation. Returns the text, typed."""
    if not isinstance(text, str):
        raise TypeError(
            f"parse_action reads text (a str such as the notation action_to_str gives), not"
            f" {_described(text)}"
        )
    return text


def _whole(name: str, value: object) -> int:
    """`value` as an int (numpy integers too), or TypeError: 1.5, None, True and "3" are no seed."""
    if isinstance(value, bool):
        raise TypeError(f"{name} must be an int, not bool")
    try:
        return operator.index(value)  # type: ignore[arg-type]
    except TypeError:
        raise TypeError(f"{name} must be an int, not {type(value).__name__}") from None


# How many option sets a `Game` keeps checked (`Game._resolved`); beyond, it starts afresh.
_OPTIONS_CACHE_SIZE = 256
# The option values whose equal values of one type always resolve alike (a float does not:
# -0.0 == 0.0, but a text option reads them apart).
_PLAIN_OPTION_TYPES = frozenset({str, int, bool, type(None)})


class Game(ABC):
    """The static description of one game and the factory of its matches."""

    id: ClassVar[str]
    name: ClassVar[str]
    player_counts: ClassVar[tuple[int, ...]]
    option_specs: ClassVar[tuple[Option, ...]]
    zero_sum: ClassVar[bool] = False
    summary: ClassVar[str] = ""
    # The record format version since which this game derives its deals from a seed as it does now:
    # older records of it cannot reproduce their seeded deals (replay says so instead of diverging).
    deals_since_record_version: ClassVar[int] = 1
    # What its scores count, as people read them: "points", or "chips" (poch: totals are chip
    # counts, a hand's scores the chips won or lost).
    score_unit: ClassVar[str] = "points"
    # A review's labels (`tapisvert.coach`): the expected score a decision gives up below which it
    # is `good`, `inaccuracy`, `mistake` (at or above the last: `blunder`), in `score_unit`; each
    # game sets its own from the spread of its hand scores (docs/coach.md).
    review_thresholds: ClassVar[tuple[float, float, float]] = (1.0, 3.0, 8.0)
    # How far the coach's rollouts play (`bots.flat.Evaluator`): None to the end of the hand; a
    # number of actions, after which the hand is scored by the game's estimate
    # (`search_hooks().evaluate`, in `score_unit`), for games whose long hands drown a decision's
    # effect in the noise of the rest of the hand (familles, samba; docs/coach.md).
    review_depth: ClassVar[int | None] = None
    # Whether the coach (hints, reviews, the `flat` bot) weighs every legal move rather than the
    # game's search subset (`search_hooks().actions`), a review then measuring the best found
    # against the move played again in fresh worlds (the best of many noisy estimates is lucky):
    # familles (docs/coach.md).
    review_every_move: ClassVar[bool] = False
    # The typed view of its states (`GameState.view`): docs/schema/<id>.json is generated from it.
    view_type: ClassVar[type[View] | None] = None
    # The table `tapisvert bench` plays random matches at: players and options (None: the
    # smallest player count, default options).
    bench_setup: ClassVar[tuple[int, Mapping[str, OptionValue]] | None] = None

    def new(
        self,
        players: int,
        seed: int = 0,
        *,
        deal: JSON | None = None,
        **options: Any,
    ) -> GameState:
        """Start a match for `players` seats from `seed`; `deal` fixes the first hand's deal."""
        seed = _whole("seed", seed)
        players = self.check_players(players)
        return self._new(players, seed, self._resolved(players, options), deal)

    def check_players(self, players: int) -> int:
        """`players` as an int if the game is played by that many (InvalidOption if not; TypeError
        for a value that is no whole number)."""
        players = _whole("players", players)
        if players not in self.player_counts:
            counts = ", ".join(map(str, self.player_counts))
            raise InvalidOption(f"{self.id} is played by {counts} players, not {players}")
        return players

    def _resolved(self, players: int, options: dict[str, Any]) -> dict[str, OptionValue]:
        """Every option's value, checked (`resolve_options`, `check_options`), or InvalidOption.

        A new match is what reinforcement learning, analysis and search pay for each episode or
        world, so the options are checked once per table: what the same given options resolved to
        is kept and each match gets a copy. Only values of the plain types are kept (str, int,
        bool, None; by name, type and value, so that `1` and `True` stay apart as `coerce` tells
        them apart); anything else is checked every time, and a refusal is never kept.
        """
        cache: dict[tuple[Any, ...], dict[str, OptionValue]] | None = self.__dict__.get(
            "_options_cache"
        )
        if cache is None:
            cache = self.__dict__["_options_cache"] = {}
        plain = all(type(v) in _PLAIN_OPTION_TYPES for v in options.values())
        key = (players, *[(k, type(v), v) for k, v in options.items()]) if plain else ()
        known = cache.get(key) if plain else None
        if known is None:
            known = resolve_options(self.option_specs, options)
            self.check_options(players, known)
            if plain:
                if len(cache) >= _OPTIONS_CACHE_SIZE:
                    cache.clear()
                cache[key] = known
        return dict(known)

    def check_options(self, players: int, options: Mapping[str, OptionValue]) -> None:
        """Refuse option combinations that make no sense together (InvalidOption)."""
        return None

    @abstractmethod
    def _new(
        self,
        players: int,
        seed: int,
        options: dict[str, OptionValue],
        deal: JSON | None,
    ) -> GameState:
        """Build the match; `deal` is validated here (InvalidNotation when malformed)."""

    @abstractmethod
    def card_to_str(self, card: int) -> str:
        """A card's notation."""

    @abstractmethod
    def parse_card(self, text: str) -> int:
        """The card that `text` denotes, or InvalidNotation."""

    @abstractmethod
    def render(self, observation: Mapping[str, JSON], *, say: Say, color: bool = False) -> str:
        """The table as one seat sees it, as terminal text (ANSI colour when `color`), its words
        rendered by `say` (`tapisvert.words.Words` in the reader's language and seat)."""

    def events(self, before: GameState, action: Action, after: GameState) -> list[Event]:
        """What the seat to act in `before` set off by playing `action` (reaching `after`): the
        move itself, then a trick completed and who won it, what an automatic sequence laid,
        cards drawn (a private part for the drawer only), piles or seals won, payments, the
        hand's end and the next deal (`events` in `games/<id>/narrate.py`).

        Each event has its audience (`core.messages.Event`): what one reader is told,
        `event.for_reader(seat)`, is the same in every world that reader cannot tell from this
        one (tests/conformance/test_narration.py). `before` is not modified (callers pass a copy
        made before the move).
        """
        module = self._part("narrate")
        if module is None:
            raise NotImplementedError(f"{self.id} does not tell its moves")
        events: Callable[[GameState, Action, GameState], list[Event]] = module.events
        return events(before, action, after)

    def describe_hand(self, result: HandResult) -> list[Message]:
        """A finished hand's breakdown, as the rules page works the scoring out, one message a
        line (`describe_hand` in `games/<id>/narrate.py`), read from `result.detail` and the
        scores. A hand's result is public: every reader is told the same."""
        module = self._part("narrate")
        if module is None:
            raise NotImplementedError(f"{self.id} does not describe its hands")
        describe: Callable[[HandResult], list[Message]] = module.describe_hand
        return describe(result)

    def card_message(self, card: int) -> Message:
        """A card's name as a message of the game's catalogue ("Mère of Maya (6)", "seven of
        hearts"), for every card id of `card_inventory()`."""
        raise NotImplementedError(f"{self.id} has no card messages")

    def card_face(self, card: int) -> dict[str, JSON]:
        """What a front end draws a card from, so that it never parses notation: `code` (the
        notation, as views list the card), `name` (`card_message(card).to_json()`) and the
        game's own drawing fields (suit, rank, colour, value...; docs/schema)."""
        return {"code": self.card_to_str(card), "name": self.card_message(card).to_json()}

    def determinize(self, view: View, rng: random.Random) -> GameState:
        """A whole state consistent with everything one seat's typed view shows, hidden cards
        sampled.

        Used by search bots (ISMCTS). It receives only a seat's view and its own random source,
        so it cannot read the true hidden state. The sampled state must be playable to the end of
        its hand. Games that support search override this (in `games/<id>/determinize.py`,
        building the state with a public constructor of the state such as
        `XState.with_hidden(...)`); `has_determinizer` tells. (Until a game has a `view_type`,
        search passes it the JSON observation instead.)
        """
        raise NotImplementedError(f"{self.id} has no determinizer")

    @property
    def has_determinizer(self) -> bool:
        """True when `determinize` is implemented (search bots need it)."""
        return type(self).determinize is not Game.determinize

    def strategy(self) -> Strategy | None:
        """The game's heuristic strategy (from `games/<id>/policy.py`), or None.

        One function of a seat's typed view: the `heuristic` bot plays it, and search rolls out
        with it (`search_hooks().rollout`, which defaults to it applied to `state.view(to_act)`),
        so that the bot and its rollouts are one strategy written once.
        """
        module = self._part("policy")
        strategy: Strategy | None = getattr(module, "strategy", None)
        return strategy

    def tutorial(self) -> Tutorial | None:
        """The game's interactive first hand (`TUTORIAL` in `games/<id>/tutorial.py`), or None."""
        found: Tutorial | None = getattr(self._part("tutorial"), "TUTORIAL", None)
        return found

    def reason(self, view: View, action: Action) -> Message | None:
        """Why the game's strategy would play `action` from `view`, in words ("your partner wins
        this trick: give him points"), for hints; None when it has nothing to say (`reason` in
        `games/<id>/policy.py`, a function of the seat's view only)."""
        module = self._part("policy")
        explain: Callable[[View, Action], Message | None] | None = getattr(module, "reason", None)
        return None if explain is None else explain(view, action)

    def levels(self, players: int | None = None) -> dict[str, str]:
        """Each level of `LEVEL_NAMES`, weakest first, and the bot spec that plays it: `LEVELS` in
        `games/<id>/policy.py` (a level it leaves out takes `DEFAULT_LEVELS`'s spec). A game's
        levels are the same at every player count (each expert spec caps its time, so it keeps
        the server's deadline at the largest table); `players`, when given, is checked against
        the game's counts (InvalidOption), so that a caller asking for one table is refused as
        creating that table would be."""
        if players is not None:
            self.check_players(players)
        own: Mapping[str, str] = getattr(self._part("policy"), "LEVELS", {})
        return {name: own.get(name, DEFAULT_LEVELS[name]) for name in LEVEL_NAMES}

    def search_hooks(self) -> SearchHooks:
        """The game's own helpers for search bots (see `SearchHooks`): `HOOKS` in
        `games/<id>/policy.py`, or none."""
        hooks: SearchHooks = getattr(self._part("policy"), "HOOKS", SearchHooks())
        return hooks

    def _package(self) -> str:
        """The game's package, `tapisvert.games.<package>` (where its `Game` is defined)."""
        return ".".join(type(self).__module__.split(".")[:3])

    def _part(self, name: str) -> Any:
        """The module `name` of the game's package (`narrate`, `policy`), imported when first
        asked for, or None where the package has none. Late, because a policy or the words of
        narration are not needed to play, and every package has the same parts."""
        module = f"{self._package()}.{name}"
        try:
            return importlib.import_module(module)
        except ModuleNotFoundError as missing:
            if missing.name != module:
                raise  # the part exists, but something it imports does not
            return None

    def rules_page(self, lang: str = "en") -> str:
        """The game's rules page (Markdown) in `lang`: `rules.md` (English) or `rules.<lang>.md`
        in its package (shipped as package data). Every language has the same sections, in the
        same order, each `##` heading preceded by `<!-- section: <id> -->` (the same ids in every
        language: a front end opens the page at one, tests/words/test_rules_pages.py)."""
        name = "rules.md" if lang == "en" else f"rules.{lang}.md"
        try:
            page = resources.files(self._package()).joinpath(name)
            return page.read_text(encoding="utf-8")
        except (OSError, ModuleNotFoundError, TypeError):
            raise InvalidOption(f"no rules page for {self.id} in {lang!r}") from None

    def bench_config(self) -> tuple[int, dict[str, OptionValue]]:
        """The players and options `tapisvert bench` plays at (`bench_setup`)."""
        if self.bench_setup is None:
            return self.player_counts[0], {}
        players, options = self.bench_setup
        return players, dict(options)

    def describe(self) -> dict[str, JSON]:
        """The listing entry: id, name, player counts, options with defaults."""
        return {
            "id": self.id,
            "name": self.name,
            "players": list(self.player_counts),
            "zero_sum": self.zero_sum,
            "summary": self.summary,
            "options": [
                {
                    "name": o.name,
                    "type": o.kind,
                    "default": o.default,
                    "choices": list(o.choices),
                    "doc": o.doc,
                    "players": list(o.players or self.player_counts),
                }
                for o in self.option_specs
            ],
        }
