"""The errors a user can meet, kept few and distinct.

python-chess separates "this text is not a move" from "this move is not allowed now"; we do the
same, so a front end can say "I don't understand" differently from "you may not do that".
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace

from tapisvert.core.messages import Message

RefusalArg = str | int


@dataclass(frozen=True, slots=True)
class Refusal:
    """Why an action is not allowed now, as a message key with arguments and as English text.

    `text` is the engine's sentence (the terminal, logs and tests read it); `key` and `args` let a
    front end say the same in its own language (the browser's catalogues hold `rule.<key>`). The
    keys are `<game id>.<name>` for a game's rules and bare names for the few every game shares.
    Argument names say how a front end renders a value: a name ending in `card` holds one card in
    the game's notation, `cards` several (space-separated, possibly none), `seat` a seat number,
    `colour` / `colours` seven-seals seal colours (space-separated), `family` a Sages family
    (1..10), `suit` a French suit letter (S H D C), `rank` a French rank (2..10 J Q K A); any
    other is a number shown as it is (docs/server.md, "Refusals").
    """

    key: str
    args: Mapping[str, RefusalArg] = field(default_factory=dict)
    text: str = ""
    # The same refusal with typed arguments (cards as card messages, seats as `Who`), for the
    # catalogues (`tapisvert.words.Words.refusal`); None: `args` are rendered as they are.
    message: Message | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "args", dict(self.args))  # a copy: the caller's dict may change

    @staticmethod
    def no_such_action(action: object, space: int) -> Refusal:
        """The refusal every game gives what is no action id of its match (not an int, a bool, or
        an int outside 0..space-1), in the same words."""
        return Refusal(
            "no_such_action",
            {"last": space - 1},
            f"no action {action!r}: no such action id (ids run from 0 to {space - 1})",
        )

    def prefixed(self, prefix: str) -> Refusal:
        """The same refusal with `prefix` before its text ("play 7S: ...")."""
        return replace(self, text=f"{prefix}{self.text}")

    def to_json(self) -> dict[str, object]:
        """`{"key", "args", "text"}`, JSON-ready."""
        out: dict[str, object] = {"key": self.key, "args": dict(self.args), "text": self.text}
        if self.message is not None:
            out["message"] = self.message.to_json()
        return out


class TapisvertError(Exception):
    """Base of every error tapisvert raises on purpose; its message is meant for a user."""


class InvalidNotation(TapisvertError, ValueError):
    """Text that does not parse as a card, an action or a record field.

    Its string is the English explanation (logs, tests, records); a game's parser also gives
    `message`, the same explanation as a message of its catalogue (`<game id>-unreadable-<name>`),
    which the terminal and the server render in the reader's language.
    """

    def __init__(self, text: str = "", message: Message | None = None) -> None:
        super().__init__(text)
        self.message = message

    def __reduce__(self) -> tuple[type[InvalidNotation], tuple[str, Message | None]]:
        return (type(self), (str(self), self.message))


class IllegalAction(TapisvertError):
    """A well-formed action that the rules forbid in the current state.

    The message names the rule it breaks ("must overtrump: you hold Sabia 7"). The state that
    refused it is left exactly as it was. A refusal from a game's rules also carries the rule as a
    message key and its arguments (`refusal`, see `Refusal`); other refusals have none.
    """

    def __init__(self, message: str = "", refusal: Refusal | None = None) -> None:
        super().__init__(message)
        self.refusal = refusal

    @classmethod
    def of(cls, refusal: Refusal) -> IllegalAction:
        """The error for `refusal`: its text as the message, its key and arguments kept."""
        return cls(refusal.text, refusal)

    def __reduce__(self) -> tuple[type[IllegalAction], tuple[str, Refusal | None]]:
        return type(self), (str(self), self.refusal)

    @property
    def key(self) -> str | None:
        """The rule's message key, or None for a refusal that names no rule of a game."""
        return None if self.refusal is None else self.refusal.key

    @property
    def rule_args(self) -> Mapping[str, RefusalArg]:
        """The rule's message arguments (empty without a key)."""
        return {} if self.refusal is None else self.refusal.args


class InvalidOption(TapisvertError, ValueError):
    """An unknown game option, or a value outside what the option accepts."""


class ReplayMismatch(TapisvertError):
    """A record that does not re-execute to what it claims."""
