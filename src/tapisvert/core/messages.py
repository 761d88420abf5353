"""Messages and events: what a game says to people, as keys and typed arguments, never sentences.

A game never assembles a sentence. It says `Message("sabias-trick-won", {"p": Who(2), "points":
7, "cards": (...)})` and a catalogue per language (Project Fluent `.ftl` files, read by the
terminal through `tapisvert.words` and by the browser through `@fluent/bundle`) turns it into
"P2 won the trick (…): 7 card points." or "P2 remporte le pli (…) : 7 points de cartes."

Arguments are typed so that both sides render them the same way:
- `int`, `float` and `Fraction`: numbers (counts, points, chips), formatted and pluralised by the
  catalogue (`{ $n -> [one] … *[other] … }`);
- `str`: a selector token (`"hearts"`, `"taker"`), chosen among in the catalogue, never shown as
  it is (a card's notation is never shown to people through a message: cards are messages);
- `Who(seat)`: a seat; the renderer passes the reader's own seat as the token `you` and any other
  as its name (`P3` in the terminal, the player's name in the browser), so that a catalogue writes
  `{ $p -> [you] You lead *[other] { $p } leads }`;
- `Message`: a nested message (a card: `Message("sages-card", {"family": 6, "rank": "mere"})`),
  rendered first;
- a tuple of those: a list, rendered item by item and joined in the reader's language ("a, b
  and c").

An `Event` is one thing a move set off, with its audience: the `message` everyone may know and,
for `seats` only, a `private` message instead (the card you drew). `Event.for_reader(seat)` is
what one reader is told; nothing else of a private part reaches anyone.

This module is the engine's side only: no third-party import, no catalogue (the engine emits keys
and arguments; rendering lives above it, in `tapisvert.words`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, Union

JSON = Any


@dataclass(frozen=True, slots=True)
class Who:
    """A seat, as a message argument: the reader's own seat is rendered `you`."""

    seat: int


Arg = Union[int, float, Fraction, str, Who, "Message", tuple["Arg", ...]]


@dataclass(frozen=True, slots=True)
class Message:
    """A key of the catalogues and its typed arguments (see the module's docstring)."""

    key: str
    args: Mapping[str, Arg] = field(default_factory=dict)

    def to_json(self) -> dict[str, JSON]:
        """`{"key": ..., "args": {...}}` with every argument in its JSON form (`arg_to_json`)."""
        return {"key": self.key, "args": {k: arg_to_json(v) for k, v in self.args.items()}}

    @staticmethod
    def from_json(data: Mapping[str, JSON]) -> Message:
        """The message `to_json` wrote (ValueError when `data` is not one)."""
        if not isinstance(data, Mapping) or not isinstance(data.get("key"), str):
            raise ValueError(f"not a message: {data!r}")
        args = data.get("args", {})
        if not isinstance(args, Mapping):
            raise ValueError(f"not a message's arguments: {args!r}")
        return Message(data["key"], {str(k): arg_from_json(v) for k, v in args.items()})

    def keys(self) -> list[str]:
        """This message's key and every nested message's key (for catalogue checks)."""
        out = [self.key]
        for value in self.args.values():
            _nested_keys(value, out)
        return out


def _nested_keys(value: Arg, out: list[str]) -> None:
    if isinstance(value, Message):
        out.extend(value.keys())
    elif isinstance(value, tuple):
        for item in value:
            _nested_keys(item, out)


def arg_to_json(value: Arg) -> JSON:
    """An argument's JSON form: numbers and tokens as they are (a Fraction that is not whole as a
    float: the scores' halves are exact in binary), `{"seat": n}`, `{"key", "args"}`,
    `{"list": [...]}`."""
    if isinstance(value, bool):
        raise TypeError("a message argument is never a bool")
    if isinstance(value, int | str | float):
        return value
    if isinstance(value, Fraction):
        return value.numerator if value.denominator == 1 else float(value)
    if isinstance(value, Who):
        return {"seat": value.seat}
    if isinstance(value, Message):
        return value.to_json()
    if isinstance(value, tuple):
        return {"list": [arg_to_json(v) for v in value]}
    raise TypeError(f"not a message argument: {value!r}")


def arg_from_json(data: JSON) -> Arg:
    """The argument `arg_to_json` wrote (a float comes back as an exact Fraction)."""
    if isinstance(data, bool):
        raise ValueError("a message argument is never a bool")
    if isinstance(data, int | str):
        return data
    if isinstance(data, float):
        return Fraction(data)
    if isinstance(data, Mapping):
        if "seat" in data and isinstance(data["seat"], int):
            return Who(data["seat"])
        if "list" in data and isinstance(data["list"], list):
            return tuple(arg_from_json(v) for v in data["list"])
        return Message.from_json(data)
    raise ValueError(f"not a message argument: {data!r}")


@dataclass(frozen=True, slots=True)
class Event:
    """One thing a move set off: `message` for everyone, `private` instead for `seats`.

    A card drawn face down is `Event(Message("samba-drew", {"p": Who(2), "n": 2}),
    Message("samba-drew-cards", {"p": Who(2), "cards": (...)}), (2,))`: seat 2 reads which cards,
    everyone else (spectators included) how many.
    """

    message: Message
    private: Message | None = None
    seats: tuple[int, ...] = ()
    # True for the first event of the next hand (its deal, its dealer): a front end shows the
    # finished hand's result before it (`opening`)
    opens: bool = False

    def for_reader(self, seat: int | None) -> Message:
        """What the reader at `seat` (None: a spectator) is told of this event."""
        if self.private is not None and seat is not None and seat in self.seats:
            return self.private
        return self.message

    def to_json(self) -> dict[str, JSON]:
        """The whole event, private part included (records of finished matches, the event log):
        `{"message": {...}}` plus `"private"` and `"seats"` when it has a private part."""
        out: dict[str, JSON] = {"message": self.message.to_json()}
        if self.private is not None:
            out["private"] = self.private.to_json()
            out["seats"] = list(self.seats)
        if self.opens:
            out["opens"] = True
        return out

    @staticmethod
    def from_json(data: Mapping[str, JSON]) -> Event:
        """The event `to_json` wrote (ValueError when `data` is not one)."""
        if not isinstance(data, Mapping) or "message" not in data:
            raise ValueError(f"not an event: {data!r}")
        private = data.get("private")
        seats = data.get("seats", [])
        if not isinstance(seats, list) or not all(
            isinstance(s, int) and not isinstance(s, bool) for s in seats
        ):
            raise ValueError(f"not an event's seats: {seats!r}")
        return Event(
            Message.from_json(data["message"]),
            Message.from_json(private) if private is not None else None,
            tuple(seats),
            data.get("opens") is True,
        )


def public(key: str, **args: Arg) -> Event:
    """An event everyone is told the same way."""
    return Event(Message(key, args))


def opening(key: str, **args: Arg) -> Event:
    """The public event that opens the next hand (its deal): `Event.opens`."""
    return Event(Message(key, args), opens=True)


def msg(key: str, **args: Arg) -> Message:
    """`Message(key, args)`, shorter to write."""
    return Message(key, args)


def events_for(events: list[Event], seat: int | None) -> list[Message]:
    """What the reader at `seat` is told of `events`, in order."""
    return [e.for_reader(seat) for e in events]


__all__ = [
    "Arg",
    "Event",
    "Message",
    "Who",
    "arg_from_json",
    "arg_to_json",
    "events_for",
    "msg",
    "opening",
    "public",
]
