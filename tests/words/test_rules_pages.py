"""Every game's rules page exists in every language, with the same sections in the same order
(`<!-- section: id -->` before each `##` heading), a one-screen "how to play" first, and every
option explained; `tapisvert rules GAME --lang fr|pt` prints it."""

from __future__ import annotations

import re

import pytest

from tapisvert import all_games, get_game
from tapisvert.cli.main import main
from tapisvert.words import LANGS

GAME_IDS = [g.id for g in all_games()]
SECTION = re.compile(r"^<!-- section: ([a-z0-9-]+) -->\n## \S", re.MULTILINE)
SUMMARY_LINES = 40  # "one screen"


def sections(page: str) -> list[str]:
    """The section ids of a rules page, in order."""
    return SECTION.findall(page)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_language_has_the_same_sections(game_id: str) -> None:
    game = get_game(game_id)
    english = sections(game.rules_page("en"))
    assert english and english[0] == "how-to-play", english[:3]
    assert len(set(english)) == len(english), "a section id twice"
    headings = game.rules_page("en").count("\n## ")
    assert headings == len(english), "a ## heading without its section id"
    for lang in LANGS:
        page = game.rules_page(lang)
        assert sections(page) == english, f"{game_id} ({lang})"
        assert page.count("\n## ") == len(english)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_how_to_play_fits_one_screen_and_every_option_is_explained(game_id: str) -> None:
    game = get_game(game_id)
    for lang in LANGS:
        page = game.rules_page(lang)
        start = page.index("<!-- section: how-to-play -->")
        end = page.index("<!-- section:", start + 1)
        summary = page[start:end].strip().splitlines()
        assert 5 <= len(summary) <= SUMMARY_LINES, f"{game_id} ({lang}): {len(summary)} lines"
        for option in game.option_specs:
            assert f"`{option.name}`" in page, f"{game_id} ({lang}) does not explain {option.name}"


def test_rules_command_prints_the_page_in_the_language_asked(
    capsys: pytest.CaptureFixture[str],
) -> None:
    game = get_game("poch")
    assert main(["rules", "poch", "--lang", "fr"]) == 0
    assert capsys.readouterr().out.strip() == game.rules_page("fr").strip()
    assert main(["rules", "poch", "--lang", "pt"]) == 0
    assert capsys.readouterr().out.strip() == game.rules_page("pt").strip()
    assert main(["rules", "poch", "--lang", "xx"]) == 2
    assert "--lang: no words in 'xx'" in capsys.readouterr().err
