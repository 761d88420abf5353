"""The options (house rules) of familles, with their defaults."""

from __future__ import annotations

from tapisvert.core.options import MAX_HANDS, Option

ASK_REQUIRES_FAMILY = Option(
    "ask_requires_family",
    "bool",
    True,
    "The asker must hold at least one card of the family of the card he asks for (the traditional"
    " rule); false lets him ask for any card of a family not yet laid down.",
)

OPTION_SPECS: tuple[Option, ...] = (ASK_REQUIRES_FAMILY, MAX_HANDS)
