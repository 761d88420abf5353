"""Every option of every game has its name and help in every catalogue the browser reads.

The lobby shows `<game>-option-<option>` as the option's name and `<game>-option-<option>-help` as
its description (the keys GET /api/games gives as `key` and `help_key`), in English, French and
Portuguese, from the game's own catalogue (src/tapisvert/games/<id>/locales/<lang>.ftl); a choice
of a text option is named by `<game>-option-<option>-<choice>` where the catalogue has it.
"""

from __future__ import annotations

import pytest
from tests.catalogues import missing, say

from tapisvert import all_games
from tapisvert.core.protocol import Game


def option_keys(game: Game) -> set[str]:
    keys = set()
    for option in game.option_specs:
        base = f"{game.id}-option-{option.name}"
        keys |= {base, f"{base}-help"}
    return keys


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.id)
def test_every_option_is_translated(game: Game) -> None:
    lacking = {key: missing(key) for key in sorted(option_keys(game)) if missing(key)}
    assert not lacking, lacking
    for option in game.option_specs:  # a translation, not the engine's identifier
        assert say("fr", f"{game.id}-option-{option.name}") != option.name
