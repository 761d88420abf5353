"""Tutorials as data: a fixed deal and the steps of a first hand, each explained.

A game's tutorial (`TUTORIAL` in `games/<id>/tutorial.py`, `Game.tutorial()`) is a match started
from `seed` (or an explicit `deal`) with `options`, the learner at `seat`, and a list of steps in
the order the match plays them. A step names the move of the seat to act, in notation:
- the learner's step (`seat == tutorial.seat`) explains the situation (`say`, a message of the
  game's catalogue), accepts only that move, and answers any other legal move with `wrong` (what
  to do instead, in words); an illegal move gets the game's own refusal;
- another seat's step is played for it, and `say` (optional) tells the learner what it showed.

Every text is a message key of the game's catalogue, so a tutorial reads in the learner's language.
`Tutorial.run` plays it through the engine (tests/conformance/test_tutorials.py): every step's move
must be legal when its turn comes, the steps must cover the hand to its end (`until_hand_end`), and
the messages must exist in every catalogue.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from tapisvert.core.errors import InvalidNotation
from tapisvert.core.messages import Message

if TYPE_CHECKING:
    from tapisvert.core.protocol import Game, GameState

JSON = Any


@dataclass(frozen=True, slots=True)
class Step:
    """One move of the tutorial's hand: who plays it, what it is, what the learner is told."""

    seat: int
    move: str  # the action in notation
    say: Message | None = None  # the explanation (the learner's steps: required)
    wrong: Message | None = None  # the answer to another legal move (the learner's steps)

    def to_json(self) -> dict[str, JSON]:
        out: dict[str, JSON] = {"seat": self.seat, "move": self.move}
        if self.say is not None:
            out["say"] = self.say.to_json()
        if self.wrong is not None:
            out["wrong"] = self.wrong.to_json()
        return out


@dataclass(frozen=True, slots=True)
class Tutorial:
    """A game's interactive first hand (see the module)."""

    game: str
    players: int
    seed: int
    seat: int
    intro: Message  # shown before the first step
    outro: Message  # shown when the last step is played
    steps: tuple[Step, ...]
    options: Mapping[str, object] = field(default_factory=dict)
    deal: JSON | None = None
    until_hand_end: bool = True  # the steps play the whole first hand

    def start(self, game: Game) -> GameState:
        """The tutorial's match, before its first step."""
        options = {"max_hands": 1, **dict(self.options)}
        return game.new(self.players, self.seed, deal=self.deal, **options)

    def run(self, game: Game) -> Iterator[tuple[Step, GameState, int]]:
        """Play the steps through the engine: (step, state before it, its action id), raising
        ValueError at a step that is not the seat to act's or not legal then."""
        state = self.start(game)
        for n, step in enumerate(self.steps, 1):
            if state.to_act != step.seat:
                raise ValueError(
                    f"{self.game} tutorial step {n} ({step.move!r}): seat {state.to_act} is to"
                    f" act, not seat {step.seat}"
                )
            try:
                action = state.parse_action(step.move)
            except InvalidNotation as exc:
                raise ValueError(f"{self.game} tutorial step {n}: {exc}") from None
            if action not in state.legal_actions():
                why = state.explain_illegal(action)
                raise ValueError(f"{self.game} tutorial step {n} ({step.move!r}): {why}")
            if step.seat == self.seat and (step.say is None or step.wrong is None):
                raise ValueError(f"{self.game} tutorial step {n}: a learner's step needs say/wrong")
            yield step, state.clone(), action
            state.apply(action)
        if self.until_hand_end and state.hands_finished() < 1:
            raise ValueError(f"{self.game} tutorial: the steps end before the hand does")

    def messages(self) -> list[Message]:
        """Every message the tutorial shows."""
        out = [self.intro, self.outro]
        for step in self.steps:
            out += [m for m in (step.say, step.wrong) if m is not None]
        return out

    def to_json(self) -> dict[str, JSON]:
        return {
            "game": self.game,
            "players": self.players,
            "seat": self.seat,
            "intro": self.intro.to_json(),
            "outro": self.outro.to_json(),
            "steps": [s.to_json() for s in self.steps],
        }


__all__ = ["Step", "Tutorial"]
