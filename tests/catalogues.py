"""The catalogues the browser client reads, for the tests that check that what the engine or the
server sends has words in every language: the browser's own words (web/src/locales/<lang>.ftl:
the lobby, the table's frame, the server's error keys `err-<key>`) on top of the engine's (the
shared words and every game's catalogue, `tapisvert.words.catalogue_sources`), one Fluent bundle
per language as web/src/lib/i18n.svelte.ts builds it."""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Any

from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import FluentParser, ast, visitor

from tapisvert.words import catalogue_sources

LOCALES = Path(__file__).resolve().parents[1] / "web" / "src" / "locales"
LANGS = ("en", "fr", "pt")


def browser_text(lang: str) -> str:
    """The browser's own catalogue of `lang` (web/src/locales/<lang>.ftl)."""
    return (LOCALES / f"{lang}.ftl").read_text(encoding="utf-8")


def sources(lang: str) -> list[tuple[str, str]]:
    """Every catalogue the browser reads in `lang`, as (where, text): the engine's, then its own."""
    return [*catalogue_sources(lang), (f"web/src/locales/{lang}.ftl", browser_text(lang))]


class _Variables(visitor.Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.names.add(node.id.name)
        self.generic_visit(node)


def messages(text: str) -> dict[str, set[str]]:
    """Message id -> the variables it uses, for one `.ftl` text (AssertionError on a syntax
    error: Fluent would skip the entry)."""
    resource = FluentParser(with_spans=False).parse(text)
    junk = [e for e in resource.body if isinstance(e, ast.Junk)]
    assert not junk, f"unreadable Fluent: {junk[0].content!r}"
    out: dict[str, set[str]] = {}
    for entry in resource.body:
        if isinstance(entry, ast.Message):
            names = _Variables()
            names.visit(entry)
            out[entry.id.name] = names.names
    return out


@functools.cache
def catalogue(lang: str) -> dict[str, set[str]]:
    """Every message the browser has in `lang`: key -> the variables it uses."""
    out: dict[str, set[str]] = {}
    for _, text in sources(lang):
        out.update(messages(text))
    return out


@functools.cache
def _bundle(lang: str) -> FluentBundle:
    bundle = FluentBundle([lang], use_isolating=False)
    for _, text in sources(lang):
        bundle.add_resource(FluentResource(text))
    return bundle


def say(lang: str, key: str, **args: Any) -> str:
    """The text of `key` in `lang` with `args` (numbers and plain strings), as the page shows it."""
    bundle = _bundle(lang)
    assert bundle.has_message(key), (lang, key)
    pattern = bundle.get_message(key).value
    assert pattern is not None, (lang, key)
    text, errors = bundle.format_pattern(pattern, args)
    assert not errors, (lang, key, errors)
    return str(text)


def placeholders(lang: str, key: str) -> set[str]:
    """The variables the message `key` of `lang` uses."""
    return catalogue(lang).get(key, set())


def missing(key: str) -> list[str]:
    """The languages whose catalogues lack `key`."""
    return [lang for lang in LANGS if key not in catalogue(lang)]
