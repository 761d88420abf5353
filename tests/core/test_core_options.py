from __future__ import annotations

import pytest

from tapisvert.core.errors import InvalidOption
from tapisvert.core.options import MAX_HANDS, Option, parse_option_args, resolve_options

MODE = Option("mode", "str", "teams", "how to play", choices=("teams", "individual"))
FLAG = Option("flag", "bool", True, "a switch")
BONUS = Option("bonus", "int", 50, "a number", minimum=0)
SPECS = (MODE, FLAG, BONUS, MAX_HANDS)


def test_defaults_fill_in() -> None:
    assert resolve_options(SPECS, {}) == {
        "mode": "teams",
        "flag": True,
        "bonus": 50,
        "max_hands": None,
    }


def test_text_values_are_converted() -> None:
    opts = resolve_options(
        SPECS, {"mode": "individual", "flag": "false", "bonus": "20", "max_hands": "3"}
    )
    assert opts == {"mode": "individual", "flag": False, "bonus": 20, "max_hands": 3}
    assert resolve_options(SPECS, {"max_hands": "none"})["max_hands"] is None


@pytest.mark.parametrize(
    ("given", "fragment"),
    [
        ({"nope": "1"}, "unknown option 'nope'; valid options: mode=teams|individual"),
        ({"mode": "solo"}, "bad value 'solo' for mode=teams|individual (default teams)"),
        ({"flag": "maybe"}, "bad value 'maybe' for flag=true|false"),
        ({"bonus": "x"}, "bad value 'x' for bonus=integer >= 0"),
        ({"bonus": "-1"}, "bonus=integer >= 0"),
        ({"max_hands": "0"}, "max_hands=integer >= 1|none"),
        ({"bonus": "none"}, "option bonus needs a value"),
    ],
)
def test_bad_options_name_the_valid_ones(given: dict[str, str], fragment: str) -> None:
    with pytest.raises(InvalidOption) as info:
        resolve_options(SPECS, given)
    assert fragment in str(info.value)


def test_option_arguments() -> None:
    assert parse_option_args(["a=1", " b = x "]) == {"a": "1", "b": "x"}
    with pytest.raises(InvalidOption, match="NAME=VALUE"):
        parse_option_args(["novalue"])


def test_a_game_checks_the_same_options_once_and_refuses_alike() -> None:
    """`Game.new` keeps the options it resolved (a new match per episode or world pays no
    check): the same options give the same match, each with its own copy, and values that are
    equal but of another type are still checked on their own (`True` is no count of hands)."""
    from tapisvert import get_game

    game = get_game("sabias")
    first = game.new(3, 5, max_hands=1)
    again = game.new(3, 5, max_hands=1)
    assert first.options == again.options and first.options is not again.options
    assert first.deals() == again.deals() and first.legal_actions() == again.legal_actions()
    with pytest.raises(InvalidOption):
        game.new(3, 5, max_hands=True)
    with pytest.raises(InvalidOption):
        game.new(3, 5, max_hands=True)  # a refusal is not kept either
    with pytest.raises(InvalidOption):
        game.new(3, 5, max_hands=1.0)
    assert game.new(3, 5, max_hands="1").options == first.options
    with pytest.raises(InvalidOption):
        game.new(3, 5, max_hands=0)
