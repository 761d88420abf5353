"""The browser client's message catalogues (web/src/locales/<lang>.json), read by the tests that
check that every key the engine or the server sends has a translation in every language."""

from __future__ import annotations

import functools
import json
import re
from pathlib import Path

LOCALES = Path(__file__).resolve().parents[1] / "web" / "src" / "locales"
LANGS = ("en", "fr", "pt")


@functools.cache
def catalogue(lang: str) -> dict[str, str]:
    """The catalogue of `lang`: message key -> text with `{name}` placeholders."""
    data = json.loads((LOCALES / f"{lang}.json").read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return {str(k): str(v) for k, v in data.items()}


def placeholders(text: str) -> set[str]:
    """The `{name}` placeholders of a catalogue text (the client's `format` fills them)."""
    return set(re.findall(r"\{(\w+)\}", text))


def missing(key: str) -> list[str]:
    """The languages whose catalogue lacks `key` or holds it empty."""
    return [lang for lang in LANGS if not catalogue(lang).get(key, "").strip()]
