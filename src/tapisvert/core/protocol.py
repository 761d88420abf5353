"""The game protocol: the contract between the games and everything that uses them.

A `Game` is the static description of one game (id, player counts, options) and a factory of
matches. A `GameState` is one match in progress, from its first deal to its end, including every
hand of it (as the sheet defines a match; option `max_hands` cuts it short).

Conventions every game follows:
- Seats are ints 0..n-1; play goes to seat+1 ("clockwise", "to the left").
- Actions are small non-negative ints below `action_space()`, so that bots, tensors and records
  can treat them uniformly; their text notation (`action_to_str` / `parse_action`) round-trips.
- `legal_actions()` is the single source of truth; `apply` checks against it and raises
  `IllegalAction` naming the rule, leaving the state untouched.
- Chance is never an action: each hand's deal is drawn from the seed (or given explicitly) when the
  hand starts, and recorded in `deals()`.
- `observation(seat)` is JSON-ready and holds only what that seat may know; `observation(None)`
  is the public view, which holds no hidden card of any seat.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Mapping
from fractions import Fraction
from typing import Any, ClassVar, Self

from tapisvert.core.errors import IllegalAction, InvalidOption
from tapisvert.core.options import Option, OptionValue, resolve_options
from tapisvert.core.results import HandResult, MatchResult

Action = int
Seat = int
JSON = Any


class GameState(ABC):
    """One match in progress. Subclasses use `__slots__` and keep `clone()` cheap."""

    __slots__ = ()

    game: ClassVar[Game]

    # --- who acts, and what they may do -------------------------------------------------------
    @property
    @abstractmethod
    def num_players(self) -> int:
        """The number of seats at the table."""

    @property
    @abstractmethod
    def options(self) -> Mapping[str, OptionValue]:
        """Every option of the match, defaults filled in."""

    @property
    @abstractmethod
    def seed(self) -> int:
        """The seed every chance event of the match derives from."""

    @property
    @abstractmethod
    def to_act(self) -> Seat | None:
        """The seat to act now, or None when the match is over."""

    def is_over(self) -> bool:
        """True when the match has ended (by its own rule or by `max_hands`)."""
        return self.to_act is None

    @abstractmethod
    def legal_actions(self) -> list[Action]:
        """Every action the seat to act may take now, in a stable order; [] when over.

        The list may be cached by the state: callers must not mutate it.
        """

    @abstractmethod
    def apply(self, action: Action) -> None:
        """Play `action` for the seat to act, or raise IllegalAction (state untouched)."""

    @abstractmethod
    def explain_illegal(self, action: Action) -> str:
        """Why `action` is not legal now, naming the rule and the cards concerned."""

    @abstractmethod
    def action_space(self) -> int:
        """An upper bound (exclusive) on every action id of this match."""

    # --- notation -----------------------------------------------------------------------------
    @abstractmethod
    def action_to_str(self, action: Action) -> str:
        """The text notation of any action id below `action_space()`."""

    @abstractmethod
    def parse_action(self, text: str) -> Action:
        """The action that `text` denotes, or InvalidNotation; legality is not checked here."""

    # --- copies and views ---------------------------------------------------------------------
    @abstractmethod
    def clone(self) -> Self:
        """An independent copy, cheap enough for tree search."""

    @abstractmethod
    def observation(self, seat: Seat | None) -> dict[str, JSON]:
        """What `seat` may know now, as JSON-ready data; nothing of others' hidden cards.

        `seat=None` is the public view (spectators, the server's lobby): what everyone at the
        table may know, no hand at all.
        """

    @abstractmethod
    def resample_hidden(self, seat: Seat, rng: random.Random) -> Self:
        """A copy in which the cards `seat` cannot see are permuted among the places it cannot see.

        Sizes of hidden hands and stocks are kept; cards that are public (shown, played, melded)
        or in `seat`'s hand stay where they are. The copy need not be consistent with inferences
        (a revealed void); it exists to prove that `observation(seat)` leaks nothing hidden.
        """

    # --- hands, deals, results ----------------------------------------------------------------
    @property
    @abstractmethod
    def hand_number(self) -> int:
        """The 0-based index of the hand being played (the last one once the match is over)."""

    @abstractmethod
    def deals(self) -> list[JSON]:
        """The explicit deal of every hand started so far, each JSON-ready (see the game's docs)."""

    @abstractmethod
    def hand_results(self) -> list[HandResult]:
        """The result of every finished hand, in order."""

    def hand_scores(self, index: int) -> tuple[Fraction, ...]:
        """The per-seat scores of finished hand `index`: `hand_results()[index].scores`.

        Search reads this once per iteration; games override it when building every HandResult
        would be wasteful.
        """
        return self.hand_results()[index].scores

    @abstractmethod
    def result(self) -> MatchResult:
        """The match standings: final when over, so far otherwise."""

    @abstractmethod
    def card_inventory(self) -> list[int]:
        """Sorted ids of every card in every place (hands, tricks, stock, melds...): constant."""

    def progress_marker(self) -> str:
        """A short label of where the hand stands ("trick 3", "betting"); replay groups by it."""
        return ""

    # --- conveniences -------------------------------------------------------------------------
    def apply_text(self, text: str) -> Action:
        """Parse `text` and apply it; returns the action. InvalidNotation or IllegalAction."""
        action = self.parse_action(text)
        self.apply(action)
        return action

    def legal_action_strs(self) -> list[str]:
        """The legal actions in notation, in `legal_actions()` order."""
        return [self.action_to_str(a) for a in self.legal_actions()]

    def _refuse(self, action: Action) -> IllegalAction:
        return IllegalAction(self.explain_illegal(action))


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

    def new(
        self,
        players: int,
        seed: int = 0,
        *,
        deal: JSON | None = None,
        **options: Any,
    ) -> GameState:
        """Start a match for `players` seats from `seed`; `deal` fixes the first hand's deal."""
        if players not in self.player_counts:
            counts = ", ".join(map(str, self.player_counts))
            raise InvalidOption(f"{self.id} is played by {counts} players, not {players}")
        resolved = resolve_options(self.option_specs, options)
        self.check_options(players, resolved)
        return self._new(players, int(seed), resolved, deal)

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
    def render(self, observation: Mapping[str, JSON], *, color: bool = False) -> str:
        """The table as one seat sees it, as terminal text (ANSI colour when `color`)."""

    def determinize(self, observation: Mapping[str, JSON], rng: random.Random) -> GameState:
        """A whole state consistent with everything `observation` shows, hidden cards sampled.

        Used by search bots (ISMCTS). It receives only a seat's observation and its own random
        source, so it cannot read the true hidden state. The sampled state must be playable to
        the end of its hand. Games that support search override this; `has_determinizer` tells.
        """
        raise NotImplementedError(f"{self.id} has no determinizer")

    @property
    def has_determinizer(self) -> bool:
        """True when `determinize` is implemented (search bots need it)."""
        return type(self).determinize is not Game.determinize

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
                }
                for o in self.option_specs
            ],
        }

