"""The server's health and the games and bots it offers, with how long their matches last."""

from __future__ import annotations

from functools import cache
from typing import Any, Literal, cast

from fastapi import APIRouter, Query, Request

from tapisvert.bots import bot_names
from tapisvert.core.errors import InvalidOption
from tapisvert.core.options import parse_option_args, resolve_options
from tapisvert.core.protocol import Game
from tapisvert.core.version import ENGINE_VERSION
from tapisvert.games import all_games, get_game
from tapisvert.server.errors import ServerError
from tapisvert.server.lengths import estimate, measures
from tapisvert.server.models import (
    GameInfo,
    GameList,
    Health,
    LengthEstimate,
    LevelRating,
    MatchLengths,
    RulesPage,
)
from tapisvert.server.routes.common import ERRORS, hub_of
from tapisvert.server.rules import rules
from tapisvert.sim.ratings import level_ratings as fitted_ratings

Lang = Literal["en", "fr", "pt"]

router = APIRouter(tags=["games"])


@router.get("/api/health", response_model=Health)
async def health(request: Request) -> Health:
    hub = hub_of(request)
    return {
        "ok": True,
        "instance": hub.config.instance,
        "db": hub.store.dialect,
        "version": ENGINE_VERSION,
    }


def card_faces(game: Game) -> list[dict[str, Any]]:
    """`Game.card_face` of every card the game deals at any of its player counts (default
    options), in card id order; none for a game that has no card messages yet."""
    cards: set[int] = set()
    for players in game.player_counts:
        cards.update(game.new(players, 0).card_inventory())
    try:
        return [game.card_face(c) for c in sorted(cards)]
    except NotImplementedError:
        return []


@cache
def game_info(game_id: str) -> GameInfo:
    """A game's listing entry (`Game.describe`) with the keys of its words in the catalogues
    (`name_key`, `summary_key`, each option's `key` and `help_key`), its cards' faces, so that
    a client draws and names every card without parsing notation, and its bot levels (name,
    catalogue key, spec), which a seat's bot may be asked for by name. Built once per game."""
    game = get_game(game_id)
    info: dict[str, Any] = game.describe()
    info["name_key"] = f"{game.id}-name"
    info["summary_key"] = f"{game.id}-summary"
    key = f"{game.id}-option-"
    info["options"] = [
        {**o, "key": key + o["name"], "help_key": key + o["name"] + "-help"}
        for o in info["options"]
    ]
    info["cards"] = card_faces(game)
    info["levels"] = [
        {"name": name, "key": f"level-{name}", "spec": spec, "ratings": level_ratings(game, name)}
        for name, spec in game.levels().items()
    ]
    return info  # type: ignore[return-value]


def level_ratings(game: Game, level: str) -> dict[str, LevelRating | None]:
    """The level's rating at each of the game's player counts (sim/level_ratings.json, fitted by
    `sim.ratings`), rounded to whole points; None at a count where the level was not measured."""
    out: dict[str, LevelRating | None] = {}
    for players in game.player_counts:
        r = fitted_ratings(game.id, players).get(level)
        out[str(players)] = (
            None
            if r is None
            else {"rating": round(r.rating), "low": round(r.low), "high": round(r.high)}
        )
    return out


@router.get("/api/games", response_model=GameList)
async def games() -> GameList:
    return {"games": [game_info(g.id) for g in all_games()], "bots": bot_names()}


@cache
def match_lengths() -> MatchLengths:
    """The committed measures of bench/match_length.py (server/lengths.json)."""
    return cast(MatchLengths, measures())


@router.get("/api/lengths", response_model=MatchLengths)
async def lengths() -> MatchLengths:
    """Each game's expected match length at each player count, in hands and in minutes at a
    human pace (measured by simulation: bench/match_length.py), for the lobby to offer lengths
    that fit an evening."""
    return match_lengths()


@router.get("/api/games/{game_id}/length", response_model=LengthEstimate, responses=ERRORS)
async def length(
    game_id: str,
    players: int,
    option: list[str] = Query(default=[], max_length=32),  # noqa: B008 (FastAPI's idiom)
) -> LengthEstimate:
    """How long a match of the game lasts at `players` and the options given as `option=NAME=VALUE`
    (repeatable, as the CLI's `-o`): measured, estimated from the measures, or unmeasured (the
    whole match's hands unknown) where an option lies outside them (server/lengths.py). The same
    refusals as creating a table with these options."""
    try:
        game = get_game(game_id)
    except InvalidOption as exc:
        raise ServerError("unknown_game", 404, reason=str(exc)) from None
    try:
        game.check_players(players)
    except InvalidOption as exc:
        raise ServerError("bad_players", 422, reason=str(exc)) from None
    specs = {o.name: o for o in game.option_specs}
    try:
        given = parse_option_args(option)
    except InvalidOption as exc:
        raise ServerError("bad_option", 422, reason=str(exc), option=None) from None
    for key, value in given.items():  # each option alone first: the error names it
        if key not in specs:
            reason = f"unknown option {key[:60]!r}; valid options: {', '.join(specs)}"
            raise ServerError("bad_option", 422, reason=reason, option=key[:60])
        try:
            specs[key].coerce(value)
        except InvalidOption as exc:
            raise ServerError("bad_option", 422, reason=str(exc), option=key) from None
    try:
        resolved = resolve_options(game.option_specs, given)
        game.check_options(players, resolved)
    except InvalidOption as exc:
        raise ServerError("bad_option", 422, reason=str(exc), option=None) from None
    found = estimate(game, players, resolved)
    if found is None:
        raise ServerError("no_lengths", 404, reason=f"{game.id} at {players} was not measured")
    return found


@router.get("/api/games/{game_id}/rules", response_model=RulesPage, responses=ERRORS)
async def rules_page(game_id: str, lang: Lang = "en") -> RulesPage:
    """The game's rules page in `lang` (Markdown), its section ids (`<!-- section: id -->`)
    and the section of each phase a view shows; a state frame's `rules_section` names the
    section of the phase it shows."""
    try:
        get_game(game_id)
    except InvalidOption as exc:
        raise ServerError("unknown_game", 404, reason=str(exc)) from None
    try:
        page: RulesPage = rules(game_id, lang)  # type: ignore[assignment]
    except InvalidOption as exc:
        raise ServerError("no_rules", 404, reason=str(exc)) from None
    return page


@router.get("/api/games/{game_id}", response_model=GameInfo, responses=ERRORS)
async def game(game_id: str) -> GameInfo:
    """One game's entry of GET /api/games."""
    try:
        get_game(game_id)
    except InvalidOption as exc:
        raise ServerError("unknown_game", 404, reason=str(exc)) from None
    return game_info(game_id)
