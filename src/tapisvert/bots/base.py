"""What a bot is: a policy that sees one seat's view and picks a legal action.

A bot never receives the state itself: `SeatView` carries the seat's view (typed, and as its JSON
observation) and its legal actions (with their notation), so a bot can only know what its seat may
know.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from tapisvert.core.protocol import Action, Game, GameState
from tapisvert.core.views import View


@dataclass(frozen=True)
class SeatView:
    """One seat's knowledge at its turn."""

    game: Game
    seat: int
    observation: Mapping[str, Any]
    legal_actions: tuple[Action, ...]
    legal_texts: tuple[str, ...]
    # The typed view (`state.view(seat)`), once the game has one; `observation` is its JSON.
    view: View | None = None

    @staticmethod
    def of(state: GameState, *, with_observation: bool = True) -> SeatView:
        """The view of the seat to act (the observation is skipped when a bot does not need it)."""
        seat = state.to_act
        assert seat is not None, "nobody is to act: the match is over"
        legal = state.legal_actions()
        typed = None
        observation: Mapping[str, Any] = {}
        if with_observation:
            if state.game.view_type is not None:
                typed = state.view(seat)
                observation = typed.to_json()
            else:
                observation = state.observation(seat)
        return SeatView(
            game=state.game,
            seat=seat,
            observation=observation,
            legal_actions=tuple(legal),
            legal_texts=tuple(state.action_to_str(a) for a in legal) if with_observation else (),
            view=typed,
        )


class Bot(ABC):
    """A player program. `needs_observation` lets cheap bots skip building the view."""

    name: str = "bot"
    needs_observation: bool = True

    @abstractmethod
    def choose(self, view: SeatView) -> Action:
        """A legal action for the seat of `view`."""
