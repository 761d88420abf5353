"""The REST API's bodies, typed: request models (Pydantic, validated) and the answers' shapes.

Requests are `BaseModel`s: their validation is the API's validation, and `/openapi.json` (`/docs`)
describes them. A refusal keeps its stable key (docs/server.md): a validator that knows the key
raises `PydanticCustomError(key, ...)` with the key's arguments, and `refusal` turns the first
error of a `ValidationError` into a `ServerError`, choosing the key of the field for the plain
type errors (`players` -> `bad_players`, `clock` -> `bad_clock`, ...).

Answers are `TypedDict`s: the owner builds them as plain dicts (the same objects go out on the
websockets, written by orjson), mypy checks their keys, and FastAPI validates and describes them
as the routes' response models. The websocket frames' own shapes are described in docs/server.md.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar, Literal, TypeVar

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    RootModel,
    StrictBool,
    StrictFloat,
    StrictInt,
    ValidationError,
    ValidationInfo,
    field_validator,
)
from pydantic_core import PydanticCustomError
from typing_extensions import TypedDict

from tapisvert.bots import check_bots
from tapisvert.bots.heuristic import has_heuristic
from tapisvert.core.errors import InvalidOption
from tapisvert.core.options import OptionValue
from tapisvert.core.protocol import Game
from tapisvert.games import get_game
from tapisvert.server.errors import MESSAGES, ServerError

MAX_SEATS_NAME = 40
M = TypeVar("M", bound="RequestModel")
Number = StrictFloat  # a JSON number, integer or not (true and "3" are refused)


def _refuse(key: str, reason: str, **args: Any) -> PydanticCustomError:
    """A validation error that carries a server error key (its type) and its arguments."""
    return PydanticCustomError(key, "{reason}", {**args, "reason": reason})


def _game(info: ValidationInfo) -> Game | None:
    """The game of the body being validated, once its `game` field passed (fields validate in
    order, so later fields' checks can depend on it)."""
    game_id = info.data.get("game")
    return get_game(game_id) if isinstance(game_id, str) else None


def default_bot(game: Game) -> str:
    return "heuristic" if has_heuristic(game.id) else "random"


# --- requests -------------------------------------------------------------------------------------
class RequestModel(BaseModel):
    """A request body. `FIELD_KEYS`: the error key of a plain type error in a top-level field."""

    FIELD_KEYS: ClassVar[dict[str, str]] = {}
    FIELD_ARGS: ClassVar[dict[str, dict[str, Any]]] = {}

    @classmethod
    def error_key(cls, loc: Sequence[int | str]) -> str:
        """The key of a plain type error at `loc` (a path into the body)."""
        return cls.FIELD_KEYS.get(str(loc[0]), "bad_request") if loc else "bad_request"


class SeatRequest(BaseModel):
    """One seat of a new table: a human (who joins with an invite) or a bot (any `--bots` spec;
    the game's heuristic, or random, when `bot` is left out)."""

    model_config = ConfigDict(extra="ignore")

    kind: Literal["human", "bot"]
    bot: str | None = Field(default=None, max_length=200)


class ClockRequest(BaseModel):
    """A chess clock per seat: `bank` seconds each, plus `increment` seconds after each move."""

    model_config = ConfigDict(extra="forbid")

    bank: Number = Field(ge=1, le=86400)
    increment: Number = Field(0, ge=0, le=3600)


class OnLeaveRequest(BaseModel):
    """What happens to the seat of a human who leaves or disconnects: `wait` for them, or let a
    `bot` play it after `after` seconds."""

    model_config = ConfigDict(extra="ignore")

    policy: Literal["wait", "bot"]
    after: Number = Field(30, ge=0, le=86400)
    bot: str | None = None


class CreateTable(RequestModel):
    """The body of `POST /api/tables`. Only `game` is required; after validation `players`,
    `options` (every option, defaults filled in) and `seats` hold the table's values."""

    model_config = ConfigDict(extra="forbid")
    FIELD_KEYS = {
        "game": "unknown_game",
        "players": "bad_players",
        "options": "bad_option",
        "seats": "bad_seats",
        "clock": "bad_clock",
    }
    FIELD_ARGS = {"options": {"option": None}}

    game: str = Field(description="a game id, as in GET /api/games")
    # (validated when left out too: their validators fill in the game's defaults)
    players: StrictInt | None = Field(
        default=None, validate_default=True, description="default: the game's first count"
    )
    options: dict[str, Any] | None = Field(
        default=None, validate_default=True, description="the CLI's -o options"
    )
    seats: list[SeatRequest] | None = Field(
        default=None,
        validate_default=True,
        description="default: one human (seat 0), bots in the other seats",
    )
    spectators: StrictBool = True
    clock: ClockRequest | None = None
    on_leave: OnLeaveRequest | None = None
    bot_deadline: Number = Field(10, ge=0.05, le=600, description="seconds a bot may think")
    hints: StrictBool = Field(False, description="a seat to act may ask for a hint")
    hand_pause: Number = Field(
        30,
        ge=0,
        le=3600,
        description="seconds the table waits after a hand for every human's next_hand (0: none)",
    )
    spectator_chat: StrictBool = Field(True, description="spectators may write in the chat")
    seed: StrictInt | None = Field(
        None,
        ge=0,
        lt=2**63,
        description="refused (seed_not_allowed) unless the server runs with --fixed-seeds",
    )
    name: str | None = Field("", max_length=100)

    @field_validator("game")
    @classmethod
    def _known_game(cls, value: str) -> str:
        try:
            return get_game(value).id
        except InvalidOption as exc:
            raise _refuse("unknown_game", str(exc)) from None

    @field_validator("players")
    @classmethod
    def _player_count(cls, value: int | None, info: ValidationInfo) -> int | None:
        game = _game(info)
        if game is None:
            return value
        if value is None:
            return game.player_counts[0]
        if value not in game.player_counts:
            counts = ", ".join(map(str, game.player_counts))
            raise _refuse("bad_players", f"{game.id} is played by {counts} players, not {value}")
        return value

    @field_validator("options")
    @classmethod
    def _resolve_options(
        cls, value: dict[str, Any] | None, info: ValidationInfo
    ) -> dict[str, Any] | None:
        game, players = _game(info), info.data.get("players")
        if game is None or players is None:
            return value
        options = value or {}
        specs = {o.name: o for o in game.option_specs}
        for key, option in options.items():  # each option alone first: the error names it
            if key not in specs:
                reason = f"unknown option {key[:60]!r}; valid options: {', '.join(specs)}"
                raise _refuse("bad_option", reason, option=key[:60])
            try:
                specs[key].coerce(option)
            except InvalidOption as exc:
                raise _refuse("bad_option", str(exc), option=key) from None
        try:
            return dict(game.new(players, 0, **options).options)
        except InvalidOption as exc:
            raise _refuse("bad_option", str(exc), option=None) from None

    @field_validator("seats")
    @classmethod
    def _check_seats(
        cls, value: list[SeatRequest] | None, info: ValidationInfo
    ) -> list[SeatRequest] | None:
        game, players = _game(info), info.data.get("players")
        if game is None or players is None:
            return value
        bot = default_bot(game)
        if value is None:
            value = [SeatRequest(kind="human")] + [SeatRequest(kind="bot", bot=bot)] * (players - 1)
        if len(value) != players:
            raise _refuse("bad_seats", f"seats must list {players} seats")
        out = []
        for i, seat in enumerate(value):
            if seat.kind == "human":
                out.append(SeatRequest(kind="human"))
                continue
            spec = seat.bot if "bot" in seat.model_fields_set else bot
            if spec is None:
                raise _refuse("bad_bot", f"seat {i}: bot must be a bot spec")
            try:
                check_bots([spec], game)
            except (InvalidOption, ValueError) as exc:
                raise _refuse("bad_bot", f"seat {i}: {exc}") from None
            out.append(SeatRequest(kind="bot", bot=spec))
        return out

    @field_validator("on_leave")
    @classmethod
    def _check_on_leave(
        cls, value: OnLeaveRequest | None, info: ValidationInfo
    ) -> OnLeaveRequest | None:
        game = _game(info)
        if value is None or value.policy == "wait" or game is None:
            return value
        spec = value.bot or default_bot(game)
        try:
            check_bots([spec], game)
        except (InvalidOption, ValueError) as exc:
            raise _refuse("bad_bot", f"on_leave: {exc}") from None
        return OnLeaveRequest(policy="bot", after=float(value.after), bot=spec)

    @classmethod
    def error_key(cls, loc: Sequence[int | str]) -> str:
        if len(loc) >= 2 and loc[0] == "seats" and loc[-1] == "bot":
            return "bad_bot"
        return super().error_key(loc)


class JoinTable(RequestModel):
    """The body of `POST /api/tables/{id}/join`: an invite code and the player's name."""

    model_config = ConfigDict(extra="ignore")

    invite: str = Field(description="a seat's invite code, or the table's `any` code")
    name: str = Field("player", description="spaces collapsed, at most 40 characters")

    @field_validator("name")
    @classmethod
    def _clean(cls, value: str) -> str:
        """Spaces collapsed, cut to MAX_SEATS_NAME characters."""
        if not value.strip():
            raise _refuse("bad_request", "name must be non-empty text")
        return " ".join(value.split())[:MAX_SEATS_NAME]


def refusal(model: type[RequestModel], exc: ValidationError) -> ServerError:
    """The ServerError (status 422) of the first error of `exc`, in the order of the model's
    fields: an unknown field first, then the fields as they are declared."""
    errors = exc.errors()
    order = list(model.model_fields)

    def rank(error: Any) -> tuple[int, int]:
        loc = error["loc"]
        if error["type"] == "extra_forbidden" and len(loc) == 1:
            return (0, 0)
        return (1, order.index(loc[0]) if loc and loc[0] in order else len(order))

    first = min(errors, key=rank)
    loc: tuple[int | str, ...] = first["loc"]
    ctx = dict(first.get("ctx") or {})
    if first["type"] in MESSAGES:
        return ServerError(first["type"], 422, **ctx)
    if not loc:
        return ServerError("bad_request", 422, reason="the body must be a JSON object")
    where = ".".join(str(p) for p in loc)
    if first["type"] == "extra_forbidden" and len(loc) == 1:
        return ServerError("bad_request", 422, reason=f"unknown field {str(loc[0])!r}")
    key = model.error_key(loc)
    args = model.FIELD_ARGS.get(str(loc[0]), {}) if key != "bad_bot" else {}
    return ServerError(key, 422, **args, reason=f"{where}: {first['msg']}")


def parse(model: type[M], payload: object) -> M:
    """`payload` validated as `model` (an instance of it), or its ServerError."""
    try:
        return model.model_validate(payload)
    except ValidationError as exc:
        raise refusal(model, exc) from None


# --- answers --------------------------------------------------------------------------------------
class Health(TypedDict):
    ok: bool
    instance: str
    db: str
    version: str


class OptionInfo(TypedDict):
    """One option of a game (`Game.describe`) and the catalogue keys of its words."""

    name: str
    type: str
    default: Any
    choices: list[Any]
    doc: str
    players: list[int]  # the player counts at which it means something (a lobby offers it there)
    key: str  # `<game>-option-<name>`: the option's name in the reader's language
    help_key: str  # `<game>-option-<name>-help`


class LevelRating(TypedDict):
    """A level's rating at one player count (Elo scale, random play at 0; docs/bots.md,
    "Ratings"): Bradley–Terry fitted to duplicate tournaments' deals, with its 95% interval."""

    rating: int
    low: int
    high: int


class LevelInfo(TypedDict):
    """One bot level of a game (`Game.levels`): a seat's bot may be asked for by this name."""

    name: str  # `beginner`, `casual`, `strong` or `expert` (`core.protocol.LEVEL_NAMES`)
    key: str  # `level-<name>`: the level's name in the reader's language
    spec: str  # the bot spec the level plays (docs/bots.md, "Levels")
    # per player count (`"3"`), its rating there; null where it was not measured at that count
    ratings: dict[str, LevelRating | None]


class GameInfo(TypedDict):
    """A game as GET /api/games lists it: `Game.describe`, the catalogue keys of its name and
    summary, and the face of every card it deals (`Game.card_face`: code, name as a message, and
    the game's drawing fields), so that a client never parses notation."""

    id: str
    name: str
    players: list[int]
    zero_sum: bool
    summary: str
    options: list[OptionInfo]
    name_key: str
    summary_key: str
    cards: list[dict[str, Any]]
    levels: list[LevelInfo]  # weakest first


class LengthFigures(TypedDict):
    """One game at one player count, measured by bench/match_length.py."""

    matches: int  # matches simulated
    capped: int  # of them, stopped before their end (their hands are a floor)
    hands: float  # hands in a whole match, on average
    hands_min: int
    hands_max: int
    decisions_per_hand: float
    minutes_per_hand: float  # at the human pace of `MatchLengths.pace`
    minutes: int  # a whole match at that pace
    hands_each: list[int]  # each measured match's hands


class MatchLengths(TypedDict):
    """`GET /api/lengths`: each game's expected length at its default options, per player count
    (`games[game][players]`), and at each option's other values alone
    (`variants[game][players][option][value]`), with the pace the minutes assume and the options
    that cut a match after a number of hands (`caps[game]`), applied without playing
    (docs/server.md)."""

    pace: dict[str, float]  # decision_s: seconds a decision; hand_s: seconds a hand
    bot: str  # the bot that played every seat
    options: str
    games: dict[str, dict[str, LengthFigures]]
    variants: dict[str, dict[str, dict[str, dict[str, LengthFigures]]]]
    caps: dict[str, list[str]]


class LengthEstimate(TypedDict):
    """`GET /api/games/{id}/length`: one game's expected match length at chosen options
    (server/lengths.py says how each `basis` is reached)."""

    game: str
    players: int
    basis: Literal["measured", "estimated", "unmeasured"]
    options: dict[str, OptionValue]  # the options off their defaults the figures account for
    unmeasured: list[str]  # the options whose value lies outside the measures
    hands: float | None  # hands in a whole match, on average (null: unmeasured)
    hands_min: int | None
    hands_max: int | None
    decisions_per_hand: float
    minutes_per_hand: float  # at the human pace of `MatchLengths.pace`
    minutes: int | None  # a whole match at that pace (null: unmeasured)


class GameList(TypedDict):
    games: list[GameInfo]
    bots: list[str]


class ClockSettings(TypedDict):
    bank: float
    increment: float


class OnLeaveWait(TypedDict):
    policy: Literal["wait"]


class OnLeaveBot(TypedDict):
    policy: Literal["bot"]
    after: float
    bot: str


OnLeave = OnLeaveWait | OnLeaveBot


SeatKind = Literal["human", "bot"]
TableStatus = Literal["open", "playing", "finished", "closed"]


class TableSettings(TypedDict):
    """A table's settings as stored (`tables.settings`) and shown in TableInfo."""

    spectators: bool
    clock: ClockSettings | None
    on_leave: OnLeave
    bot_deadline: float
    hints: bool
    hand_pause: float
    spectator_chat: bool
    tutorial: str | None  # the game whose tutorial the table plays (a private table)


class SeatInfo(TypedDict):
    seat: int
    kind: SeatKind
    name: str | None
    bot: str | None
    taken: bool
    connected: bool | None  # None: another process owns the table, and knows
    standin: str | None
    level: str | None  # the level `bot` names (`expert`...), None for a raw spec or a human


class MatchRef(TypedDict):
    match_id: int
    number: int
    move: int
    over: bool


class TableInfo(TypedDict):
    id: str
    name: str
    game: str
    players: int
    options: dict[str, Any]
    status: TableStatus
    spectators: bool
    clock: ClockSettings | None
    on_leave: OnLeave
    bot_deadline: float
    hints: bool
    hand_pause: float
    spectator_chat: bool
    tutorial: str | None
    seats: list[SeatInfo]
    free_seats: int
    spectators_connected: int | None
    match: MatchRef | None
    created_at: float
    url: str
    last_activity: float  # server time (s) of the last move, join, connection or departure
    abandoned: bool  # no human connected (or none known) and no activity for `idle_after`
    hidden: bool  # abandoned and idle for `hide_after`: listed only on request (`?idle=1`)


class Invite(TypedDict):
    seat: int
    code: str
    url: str
    taken: bool


class AnyInvite(TypedDict):
    code: str
    url: str


class Invites(TypedDict):
    invites: list[Invite]
    any: AnyInvite


class TableCreated(TableInfo):
    host_token: str
    invites: list[Invite]
    any: AnyInvite


class TableList(TypedDict):
    tables: list[TableInfo]


class CheckInvite(RequestModel):
    """The body of `POST /api/tables/{id}/invite`: an invite code, checked before a name is
    asked."""

    model_config = ConfigDict(extra="ignore")

    invite: str = Field(description="a seat's invite code, or the table's `any` code")


class InviteCheck(TypedDict):
    """An invite that would seat its bearer now: the seat it claims and the table it opens."""

    table_id: str
    seat: int
    game: str
    players: int
    name: str
    status: TableStatus


class Joined(TypedDict):
    table_id: str
    seat: int
    token: str
    name: str


class TutorialCreated(TypedDict):
    """The answer of `POST /api/tutorials/{game}`: the learner's seat at a new private table
    that plays the game's tutorial (connect with its token as at any table)."""

    table_id: str
    seat: int
    token: str
    name: str
    game: str
    url: str
    steps: int


class TutorialList(TypedDict):
    """`GET /api/tutorials`: the games that have a tutorial."""

    games: list[str]


class RulesPage(TypedDict):
    """`GET /api/games/{id}/rules`: the rules page (Markdown) in `lang`, its section ids in
    order, and the section that tells each phase a view shows (`observation.phase`)."""

    game: str
    lang: str
    markdown: str
    sections: list[str]
    phases: dict[str, str]


class ReviewAnswer(TypedDict):
    """`POST /api/matches/{id}/review`: `coach.Review.to_json()` (every decision of the seat
    rated, counts per label, the three costliest explained)."""

    game: str
    seat: int
    counts: dict[str, int]
    forced: int
    decisions: list[dict[str, Any]]
    costliest: list[dict[str, Any]]


class Ok(TypedDict):
    ok: bool


class MatchSummary(TypedDict):
    match_id: int
    number: int
    seed: int | None  # once the match is over (it tells every deal)
    moves: int
    over: bool
    result: dict[str, Any] | None
    started_at: float | None
    finished_at: float | None


class MatchList(TypedDict):
    matches: list[MatchSummary]


class ReplayFrame(TypedDict):
    move: int
    hand: int
    seat: int | None
    action: str | None
    observations: list[dict[str, Any]]


class Replay(TypedDict):
    match_id: int
    game: str
    players: int
    seats: list[str]
    frames: list[ReplayFrame]
    # per hand, its breakdown messages (`Game.describe_hand`) as the table's result panel shows
    # them; None for a hand not finished or a game that cannot describe one
    breakdowns: list[list[dict[str, Any]] | None]


class Record(RootModel[dict[str, Any]]):
    """A tapisvert record (docs/records.md), with the server's `server` and `notes` keys."""


class SeatClock(TypedDict):
    """One seat's clock in a view's `clocks`."""

    seat: int
    remaining_ms: int
    running: bool


class MoveEvent(TypedDict):
    """A move as every connection sees it (a view's `event`, a `missed` frame's events)."""

    move: int
    seat: int
    action: str
    by: str


class ErrorDetail(TypedDict):
    key: str
    args: dict[str, Any]
    message: str


class ErrorBody(TypedDict):
    error: ErrorDetail


__all__ = [
    "CreateTable",
    "ErrorBody",
    "JoinTable",
    "TableCreated",
    "TableInfo",
    "parse",
    "refusal",
]
