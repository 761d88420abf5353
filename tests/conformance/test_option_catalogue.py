"""Every option of every game has its name, description and choices in the browser's catalogues.

The lobby shows `opt.<game>.<option>` as the option's name, `opt.<game>.<option>.doc` as its
description and `opt.<game>.<option>.<choice>` for each choice of a text option (numbers are shown
as they are), in English, French and Portuguese (web/src/locales).
"""

from __future__ import annotations

import pytest
from tests.catalogues import catalogue, missing

from tapisvert import all_games
from tapisvert.core.protocol import Game


def option_keys(game: Game) -> set[str]:
    keys = set()
    for option in game.option_specs:
        base = f"opt.{game.id}.{option.name}"
        keys |= {base, f"{base}.doc"}
        if option.kind == "str":
            keys |= {f"{base}.{choice}" for choice in option.choices}
    return keys


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.id)
def test_every_option_is_translated(game: Game) -> None:
    lacking = {key: missing(key) for key in sorted(option_keys(game)) if missing(key)}
    assert not lacking, lacking
    for option in game.option_specs:  # a translation, not the engine's identifier
        assert catalogue("fr")[f"opt.{game.id}.{option.name}"] != option.name


def test_no_translation_of_an_option_that_is_gone() -> None:
    known = set().union(*(option_keys(g) for g in all_games()))
    stale = {k for k in catalogue("en") if k.startswith("opt.")} - known
    assert not stale, stale
