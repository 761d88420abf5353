"""Bot levels (`Game.levels`, docs/bots.md "Levels"): every game offers the four levels at every
player count, each a spec that parses and plays legal moves, resolved by name wherever a bot spec
is accepted; and the beginner's `mistakes` parameter is seeded and is the heuristic at 0."""

from __future__ import annotations

import pytest

from tapisvert.bots import (
    LEVEL_NAMES,
    SeatView,
    check_bots,
    is_level,
    level_of,
    level_spec,
    make_bot,
    parse_bot_list,
    played_spec,
    split_bot_spec,
)
from tapisvert.bots.heuristic import StrategyBot
from tapisvert.bots.ismcts import ISMCTSBot
from tapisvert.core.errors import InvalidOption
from tapisvert.core.protocol import DEFAULT_LEVELS, Game, GameState
from tapisvert.games import all_games, get_game

CONFIGS = [(g.id, n) for g in all_games() for n in g.player_counts]


def first_decision(game: Game, players: int, seed: int = 2) -> GameState:
    """A state at the first decision with more than one legal action (the heuristic plays up to
    it), so that a level's choice is a real one."""
    state = game.new(players, seed, max_hands=1)
    heuristic = make_bot("heuristic", game, 0, seed)
    while state.to_act is not None and len(state.legal_actions()) < 2:
        state.apply(heuristic.choose(SeatView.of(state)))
    assert state.to_act is not None
    return state


def quick(spec: str) -> str:
    """`spec` with a search budget small enough for a test (10 iterations, no time budget); other
    specs unchanged."""
    name, params = split_bot_spec(spec)
    if name != "ismcts":
        return spec
    params.pop("seconds", None)
    params["iterations"] = "10"
    return ":".join([name, *(f"{k}={v}" for k, v in params.items())])


@pytest.mark.parametrize(("game", "players"), CONFIGS)
def test_every_configuration_has_the_four_levels_and_each_parses(game: str, players: int) -> None:
    g = get_game(game)
    levels = g.levels(players)
    assert tuple(levels) == LEVEL_NAMES
    assert levels == g.levels()  # the same at every count
    for name, spec in levels.items():
        assert level_spec(name, g, players) == spec
        check_bots([name, spec], g)
        bot = make_bot(name, g, 1, 7)
        kind = StrategyBot if name in ("beginner", "casual") else ISMCTSBot
        assert isinstance(bot, kind), (name, spec)
    beginner = make_bot("beginner", g, 1, 7)
    assert isinstance(beginner, StrategyBot) and 0 < beginner.mistakes < 1


@pytest.mark.parametrize(("game", "players"), CONFIGS)
def test_each_level_plays_a_legal_move(game: str, players: int) -> None:
    g = get_game(game)
    state = first_decision(g, players)
    view = SeatView.of(state)
    for spec in g.levels(players).values():
        bot = make_bot(quick(spec), g, view.seat, 3)
        assert bot.choose(view) in view.legal_actions, spec


def test_the_expert_caps_its_iterations_and_its_time() -> None:
    g = get_game("poch")
    expert = make_bot("expert", g, 0, 1)
    assert isinstance(expert, ISMCTSBot)
    assert expert.cap and expert.seconds is not None and expert.seconds <= 1.5
    # 25 iterations end the search long before its hour: it stops on the count, not the clock
    # (no wall-clock margin asserted: the count alone shows which limit ended it)
    capped = make_bot("ismcts:iterations=25:seconds=3600", g, 0, 1)
    assert isinstance(capped, ISMCTSBot)
    state = first_decision(g, 3)
    capped.choose(SeatView.of(state))
    assert capped.last_iterations == 25
    timed = make_bot("ismcts:seconds=0.05", g, 0, 1)  # seconds alone: a time budget only
    assert isinstance(timed, ISMCTSBot) and not timed.cap


def test_level_names_resolve_and_raw_specs_pass_through() -> None:
    g = get_game("sabias")
    assert level_spec("expert", g) == g.levels()["expert"]
    assert level_spec(" casual ", g) == "heuristic"
    assert level_spec("ismcts:iterations=5", g) == "ismcts:iterations=5"
    assert is_level("strong") and not is_level("heuristic")
    assert level_of("beginner") == "beginner" and level_of("heuristic") is None
    assert level_of(None) is None
    assert parse_bot_list("expert,casual", 3) == ["expert", "casual", "casual"]
    with pytest.raises(InvalidOption, match="levels: beginner"):
        parse_bot_list("grandmaster", 3)
    with pytest.raises(InvalidOption):
        g.levels(7)
    assert set(DEFAULT_LEVELS) == set(LEVEL_NAMES)


def moves(spec: str, game: str, players: int, seed: int, count: int) -> list[int]:
    """The first `count` actions of a match every seat of which plays `spec`."""
    g = get_game(game)
    state = g.new(players, seed, max_hands=1)
    bots = [make_bot(spec, g, s, seed) for s in range(players)]
    played: list[int] = []
    while state.to_act is not None and len(played) < count:
        action = bots[state.to_act].choose(SeatView.of(state))
        state.apply(action)
        played.append(action)
    return played


@pytest.mark.parametrize(("game", "players"), [("sabias", 3), ("poch", 4), ("familles", 3)])
def test_mistakes_zero_is_the_heuristic_and_mistakes_are_seeded(game: str, players: int) -> None:
    plain = moves("heuristic", game, players, 5, 40)
    assert moves("heuristic:mistakes=0", game, players, 5, 40) == plain
    assert moves("casual", game, players, 5, 40) == plain
    erring = moves("heuristic:mistakes=0.5", game, players, 5, 40)
    assert moves("heuristic:mistakes=0.5", game, players, 5, 40) == erring  # seeded
    assert erring != plain


def test_mistakes_are_drawn_with_the_given_probability() -> None:
    """At p = 0.3 about three decisions in ten (with a choice) leave the heuristic's move: the
    beginner errs, and mostly plays sensibly."""
    g = get_game("sabias")
    state = first_decision(g, 3)
    view = SeatView.of(state)
    heuristic = make_bot("heuristic", g, view.seat, 1)
    wanted = heuristic.choose(view)
    bot = make_bot("heuristic:mistakes=0.3", g, view.seat, 1)
    assert isinstance(bot, StrategyBot)
    others = sum(bot.choose(view) != wanted for _ in range(2000))
    chance_other = 0.3 * (1 - 1 / len(view.legal_actions))
    assert abs(others / 2000 - chance_other) < 0.05


@pytest.mark.parametrize("value", ["-0.1", "1.5", "x", "nan"])
def test_mistakes_out_of_range_is_refused(value: str) -> None:
    with pytest.raises(InvalidOption, match="heuristic parameter mistakes"):
        make_bot(f"heuristic:mistakes={value}", get_game("poch"), 0, 0)


def test_heuristic_takes_no_other_parameter() -> None:
    with pytest.raises(InvalidOption, match="unknown heuristic parameter"):
        make_bot("heuristic:iterations=3", get_game("poch"), 0, 0)


def test_a_played_spec_writes_out_the_level_and_the_search_defaults() -> None:
    """What a bot plays, written out (a tournament's journal names it): a level resolved, a
    search's game defaults under the spec's own parameters, in name order."""
    samba = get_game("samba")
    defaults = samba.search_hooks().defaults
    assert defaults is not None
    strong = played_spec("strong", samba, 6)
    name, *params = strong.split(":")
    assert name == "ismcts" and params == sorted(params)
    assert dict(p.split("=") for p in params) == {
        **defaults,
        "iterations": "1000",
        "seconds": "1.5",
    }
    assert "depth=5" in played_spec("ismcts:depth=5", samba).split(":")
    assert played_spec("casual", samba) == "heuristic"
    assert played_spec("heuristic:mistakes=0.3", samba) == "heuristic:mistakes=0.3"
    assert played_spec("random", get_game("poch")) == "random"
