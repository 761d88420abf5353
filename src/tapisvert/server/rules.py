"""Rules pages for the browser: a game's Markdown page in a language, its section ids, and the
section that matches the phase a view shows (docs/server.md, `GET /api/games/{id}/rules`)."""

from __future__ import annotations

import re
from functools import cache
from typing import Any

from tapisvert.core.errors import InvalidOption
from tapisvert.games import get_game

LANGS = ("en", "fr", "pt")
SECTION = re.compile(r"<!--\s*section:\s*([A-Za-z0-9_-]+)\s*-->")

# a view's phase -> the section of the rules page that tells it, where the names differ
PHASE_SECTIONS: dict[str, dict[str, str]] = {
    "sabias": {"taking": "bid", "announcements": "announce"},
    "familles": {"": "turn"},
}


def sections(page: str) -> list[str]:
    """The section ids of a rules page (`<!-- section: id -->`), in order."""
    return SECTION.findall(page)


@cache
def _english_sections(game_id: str) -> frozenset[str]:
    try:
        return frozenset(sections(get_game(game_id).rules_page("en")))
    except InvalidOption:
        return frozenset()


def section_of(game_id: str, phase: object) -> str | None:
    """The section of `game_id`'s rules page for a view in `phase` (None: no such section)."""
    name = phase if isinstance(phase, str) else ""
    section = PHASE_SECTIONS.get(game_id, {}).get(name, name)
    return section if section in _english_sections(game_id) else None


def phase_sections(game_id: str) -> dict[str, str]:
    """Every phase name the game's views show that has a section, and that section."""
    known = _english_sections(game_id)
    out = {p: s for p, s in PHASE_SECTIONS.get(game_id, {}).items() if p and s in known}
    for section in known:
        out.setdefault(section, section)
    return out


@cache
def rules(game_id: str, lang: str) -> dict[str, Any]:
    """The answer of GET /api/games/{id}/rules (InvalidOption: no such game or page)."""
    game = get_game(game_id)
    page = game.rules_page(lang)
    return {
        "game": game.id,
        "lang": lang,
        "markdown": page,
        "sections": sections(page),
        "phases": phase_sections(game.id),
    }


__all__ = ["LANGS", "phase_sections", "rules", "section_of", "sections"]
