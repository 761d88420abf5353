"""The games' messages in words: one Project Fluent catalogue per language, shared with the browser.

A game emits `core.messages.Message`s (a key and typed arguments) and `Event`s; this layer, above
the engine, turns them into text through the `.ftl` catalogues that the browser's `@fluent/bundle`
reads too (web/src/lib/words.ts):

- `tapisvert/words/locales/<lang>.ftl`: what every game and the terminal share (seats, lists,
  the shared refusals, the terminal's own words);
- `tapisvert/games/<id>/locales/<lang>.ftl`: each game's words, its cards, its options, its
  refusals, its actions, its events and its hand breakdown. Keys start with the game's id
  (`sabias-`, `seven-seals-`), so that the catalogues of the five games and the shared one make
  one bundle per language without clashing.

Arguments are rendered by type before Fluent sees them (see `core.messages`): a `Who` is `you`
for the reader's own seat (the catalogues select on it: `{ $p -> [you] … *[other] … }`) and its
name otherwise; a nested message is rendered first; a tuple is joined in the reader's language
(CLDR's list patterns, as the browser's `Intl.ListFormat` does); numbers stay numbers, so that
Fluent picks plurals and formats them for the locale. `fluent.runtime` is a dependency of the
package, not of the engine: nothing under `tapisvert.core` or `tapisvert.games` imports it.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from importlib import resources
from typing import Any

from babel.lists import format_list
from fluent.runtime import FluentBundle, FluentResource

from tapisvert.core.errors import Refusal
from tapisvert.core.messages import Arg, Event, Message, Who
from tapisvert.core.protocol import Game, GameState
from tapisvert.core.results import HandResult

LANGS = ("en", "fr", "pt")
DEFAULT_LANG = "en"
YOU = "you"  # the token a `Who` of the reader's own seat is passed as


class MissingWords(LookupError):
    """A message key that no catalogue of the language has, or a catalogue error (a missing
    argument, a bad reference): a bug caught by tests/words/test_catalogues.py."""


def pick_language(requested: str | None = None, env: Mapping[str, str] | None = None) -> str:
    """The language to speak: `requested` (`--lang`) when given, else the environment's
    `LC_ALL`, `LC_MESSAGES` or `LANG` (`fr_FR.UTF-8` is French), else English.

    A requested language the catalogues lack raises ValueError (the command line says which
    exist); one from the environment that they lack falls back to English, as programs do."""
    if requested is not None:
        lang = requested.strip().lower().replace("_", "-").split("-")[0]
        if lang not in LANGS:
            raise ValueError(f"no words in {requested!r}: the languages are {', '.join(LANGS)}")
        return lang
    environ = os.environ if env is None else env
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(name, "")
        if value:
            lang = value.split(".")[0].split("_")[0].lower()
            return lang if lang in LANGS else DEFAULT_LANG
    return DEFAULT_LANG


def catalogue_sources(lang: str) -> list[tuple[str, str]]:
    """Every catalogue of `lang` as (where, text): the shared one, then each game's."""
    from tapisvert.games import game_ids, get_game

    out: list[tuple[str, str]] = []
    shared = resources.files("tapisvert.words").joinpath("locales", f"{lang}.ftl")
    out.append((f"tapisvert/words/locales/{lang}.ftl", shared.read_text(encoding="utf-8")))
    for game_id in game_ids():
        package = ".".join(type(get_game(game_id)).__module__.split(".")[:3])
        path = resources.files(package).joinpath("locales", f"{lang}.ftl")
        if path.is_file():
            where = package.replace(".", "/") + f"/locales/{lang}.ftl"
            out.append((where, path.read_text(encoding="utf-8")))
    return out


@cache
def _bundle(lang: str) -> FluentBundle:
    bundle = FluentBundle([lang], use_isolating=False)
    for _, text in catalogue_sources(lang):
        bundle.add_resource(FluentResource(text))
    return bundle


def refusal_key(key: str) -> str:
    """The catalogue key of a refusal key: `sabias.must_follow` is `sabias-refusal-must_follow`,
    a shared one (`match_over`) `refusal-match_over` (Fluent ids have no dots)."""
    game, dot, name = key.partition(".")
    return f"{game}-refusal-{name}" if dot else f"refusal-{key}"


@dataclass(frozen=True)
class Words:
    """Messages in one language for one reader: `words(message)` is its text.

    `me` is the reader's seat (None: a spectator); `names` names the other seats (`P3` by
    default, the notation's way; the browser passes the players' names)."""

    lang: str = DEFAULT_LANG
    me: int | None = None
    names: Callable[[int], str] | None = None

    def __call__(self, message: Message) -> str:
        return self.render(message.key, message.args)

    def text(self, key: str, **args: Arg) -> str:
        """The message `key` with `args` (the terminal's own words)."""
        return self.render(key, args)

    def has(self, key: str) -> bool:
        """True when the catalogue of this language has `key`."""
        return _bundle(self.lang).has_message(key)

    def render(self, key: str, args: Mapping[str, Arg]) -> str:
        bundle = _bundle(self.lang)
        if not bundle.has_message(key):
            raise MissingWords(f"no message {key!r} in the {self.lang} catalogue")
        pattern = bundle.get_message(key).value
        if pattern is None:
            raise MissingWords(f"message {key!r} has no value in the {self.lang} catalogue")
        values = {name: self._value(value) for name, value in args.items()}
        text, errors = bundle.format_pattern(pattern, values)
        if errors:
            raise MissingWords(f"{self.lang} {key}: {errors[0]}")
        return str(text)

    def seat(self, seat: int) -> str:
        """A seat's name for this reader, capitalised as a sentence's start would not need:
        `you` (in the reader's language) or `P3`."""
        return self.text("seat", p=Who(seat))

    def _value(self, value: Arg) -> Any:
        if isinstance(value, Who):
            if value.seat == self.me:
                return YOU
            return self.names(value.seat) if self.names is not None else f"P{value.seat}"
        if isinstance(value, Message):
            return self(value)
        if isinstance(value, tuple):
            return self.join(str(self._value(v)) for v in value)
        if isinstance(value, Fraction):
            return value.numerator if value.denominator == 1 else float(value)
        return value

    def join(self, items: Iterable[str]) -> str:
        """`a, b and c` in this language (CLDR's pattern); the catalogue's `nothing` when empty."""
        listed = list(items)
        if not listed:
            return self.text("list-nothing")
        return str(format_list(listed, locale=self.lang))

    def event(self, event: Event) -> str:
        """What this reader is told of `event`."""
        return self(event.for_reader(self.me))

    def refusal(self, refusal: Refusal) -> str:
        """A refusal in this language (its key through `refusal_key`; its arguments as they are,
        cards and seats already typed by the game when it gives `message`)."""
        if refusal.message is not None:
            return self(refusal.message)
        return self.render(refusal_key(refusal.key), dict(refusal.args))


def tell(game: Game, before: GameState, action: int, after: GameState, words: Words) -> list[str]:
    """What `words`' reader is told of a move: `game.events(...)` as that reader sees them."""
    return [words.event(e) for e in game.events(before, action, after)]


def breakdown(game: Game, result: HandResult, words: Words) -> list[str]:
    """A finished hand's breakdown (`game.describe_hand`), one line a message."""
    return [words(m) for m in game.describe_hand(result)]


__all__ = [
    "DEFAULT_LANG",
    "LANGS",
    "YOU",
    "MissingWords",
    "Words",
    "breakdown",
    "catalogue_sources",
    "pick_language",
    "refusal_key",
    "tell",
]
