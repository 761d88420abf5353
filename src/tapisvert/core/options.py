"""House rules as named, typed parameters with defaults (OpenSpiel's habit).

Each game declares its options as a tuple of `Option`; `resolve_options` checks a user's choice
against them and returns a plain dict holding every option, defaults filled in.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from tapisvert.core.errors import InvalidOption

OptionValue = bool | int | str | None


@dataclass(frozen=True)
class Option:
    """One named house rule.

    `kind` is "bool", "int" or "str"; `choices` restricts a str (or int) option; `minimum` bounds an
    int option from below; `nullable` lets the value be None (written "none"); `players`: the
    player counts at which the option means something (empty: every count), so that a lobby
    offers it only there.
    """

    name: str
    kind: str
    default: OptionValue
    doc: str
    choices: tuple[OptionValue, ...] = ()
    minimum: int | None = None
    nullable: bool = False
    players: tuple[int, ...] = ()

    def applies_at(self, players: int) -> bool:
        """Whether the option means something at `players` players."""
        return not self.players or players in self.players

    def describe(self) -> str:
        """The option's accepted values, for error messages and listings."""
        if self.choices:
            values = "|".join(format_value(c) for c in self.choices)
        elif self.kind == "bool":
            values = "true|false"
        elif self.kind == "int":
            values = f"integer >= {self.minimum}" if self.minimum is not None else "integer"
        else:
            values = "text"
        if self.nullable:
            values += "|none"
        return f"{self.name}={values} (default {format_value(self.default)})"

    def coerce(self, value: Any) -> OptionValue:
        """Convert text or a Python value to the option's type, or raise InvalidOption."""
        if value is None or (isinstance(value, str) and value.strip().lower() in ("none", "null")):
            if self.nullable:
                return None
            raise InvalidOption(f"option {self.name} needs a value: {self.describe()}")
        out: OptionValue
        if self.kind == "bool":
            if isinstance(value, bool):
                out = value
            elif isinstance(value, str) and value.strip().lower() in ("true", "yes", "on", "1"):
                out = True
            elif isinstance(value, str) and value.strip().lower() in ("false", "no", "off", "0"):
                out = False
            else:
                raise InvalidOption(f"bad value {value!r} for {self.describe()}")
        elif self.kind == "int":
            if not isinstance(value, int | str) or isinstance(value, bool):
                # 2.5 or True is no count: refused rather than truncated
                raise InvalidOption(f"bad value {value!r} for {self.describe()}")
            try:
                out = int(value)
            except (TypeError, ValueError):
                raise InvalidOption(f"bad value {value!r} for {self.describe()}") from None
            if self.minimum is not None and out < self.minimum:
                raise InvalidOption(f"bad value {value!r} for {self.describe()}")
        else:
            out = str(value).strip()
        if self.choices and out not in self.choices:
            raise InvalidOption(f"bad value {value!r} for {self.describe()}")
        return out


def format_value(value: OptionValue) -> str:
    """An option value as it is typed on the command line (true, none, 50)."""
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


MAX_HANDS = Option(
    "max_hands",
    "int",
    None,
    "Stop the match after this many hands (standings at that point); none plays the whole match.",
    minimum=1,
    nullable=True,
)


def resolve_options(declared: Sequence[Option], given: Mapping[str, Any]) -> dict[str, OptionValue]:
    """Every declared option's value: the given ones checked and converted, the rest defaults."""
    by_name = {o.name: o for o in declared}
    unknown = [k for k in given if k not in by_name]
    if unknown:
        valid = "; ".join(o.describe() for o in declared)
        raise InvalidOption(f"unknown option {unknown[0]!r}; valid options: {valid}")
    out: dict[str, OptionValue] = {o.name: o.default for o in declared}
    for key, value in given.items():
        out[key] = by_name[key].coerce(value)
    return out


def parse_option_args(args: Sequence[str]) -> dict[str, str]:
    """Turn `NAME=VALUE` strings (the CLI's `-o`) into a dict; values stay text."""
    out: dict[str, str] = {}
    for arg in args:
        name, sep, value = arg.partition("=")
        if not sep or not name.strip():
            raise InvalidOption(f"option {arg!r} is not of the form NAME=VALUE")
        out[name.strip()] = value.strip()
    return out
