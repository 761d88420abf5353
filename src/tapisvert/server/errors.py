"""Errors the server reports to a client: a stable key, arguments, and an English message."""

from __future__ import annotations

from typing import Any

MESSAGES: dict[str, str] = {
    "bad_json": "The message is not a JSON object.",
    "bad_message": "Malformed message: {reason}.",
    "unknown_type": "Unknown message type {type!r}.",
    "hello_first": "Send a hello message first.",
    "bad_token": "This token does not hold a seat at this table.",
    "no_spectators": "This table does not admit spectators.",
    "not_seated": "Only a seated player can do that.",
    "not_your_turn": "It is seat {to_act}'s turn, not seat {seat}'s.",
    "stale_move": "Your view is out of date (move {got}, the table is at move {expected});"
    " here is the current one.",
    "bad_notation": "{action!r} is not an action of this game: {reason}.",
    "illegal_move": "{action} is not allowed: {rule}.",
    "match_over": "The match is over.",
    "match_not_over": "The match is not over yet.",
    "too_big": "The message is larger than {limit} bytes.",
    "rate_limited": "Too many messages: at most {limit} a second.",
    "table_closed": "This table is closed.",
    "unknown_table": "There is no table {table_id!r}.",
    "not_owner": "This table is served by another server process ({owner}).",
    "internal": "Internal server error.",
    "unknown_game": "{reason}",
    "bad_players": "{reason}",
    "bad_option": "{reason}",
    "bad_bot": "{reason}",
    "bad_seats": "{reason}",
    "bad_clock": "{reason}",
    "bad_request": "{reason}",
    "bad_invite": "This invite is not valid for this table.",
    "seat_taken": "Seat {seat} is already taken.",
    "table_full": "Every seat of this table is taken.",
    "bad_host_token": "This needs the table's host token.",
    "unknown_match": "There is no match {match_id}.",
    "seed_not_allowed": "This server chooses the seeds: a fixed seed would tell the deals in"
    " advance.",
    "too_deep": "The JSON is nested more than {limit} levels deep.",
    "bad_text": "{field} holds {reason}, which text may not contain.",
    "bad_content_type": "The body must be JSON, sent with Content-Type: application/json.",
    "bad_origin": "Requests from a web page at {origin} are not allowed.",
    "too_many_connections": "Too many connections from your address: at most {limit} at once.",
    "hints_off": "The host does not allow hints at this table.",
    "stale_hint": "The table has moved on (move {expected}, you asked at move {got}).",
    "unknown_hand": "Hand {hand} has not been played to its end ({finished} finished).",
    "review_busy": "Your review is still being computed.",
    "review_not_allowed": "Until the match is over, only a seat may review its own play.",
    "waiting_next_hand": "The next hand starts when every player is ready.",
    "tutorial_move": "{action} is not the move this step teaches.",
    "no_tutorial": "{game} has no tutorial.",
    "no_rules": "{reason}",
    "no_lengths": "{reason}",
    "chat_off": "The host does not allow spectators to chat.",
    "chat_too_long": "A chat message has at most {limit} characters.",
    "chat_rate_limited": "Too many chat messages: wait a moment.",
}


class ServerError(Exception):
    """A refusal with a stable key (see docs/server.md), its arguments and an HTTP status."""

    def __init__(self, key: str, status: int = 400, **args: Any) -> None:
        self.key = key
        self.args_ = args
        self.status = status
        template = MESSAGES.get(key, key)
        try:
            self.message = template.format(**args)
        except (KeyError, IndexError):
            self.message = template
        super().__init__(self.message)

    def to_json(self) -> dict[str, Any]:
        return {"key": self.key, "args": self.args_, "message": self.message}

    def frame(self, *, fatal: bool = False) -> dict[str, Any]:
        out: dict[str, Any] = {"type": "error", **self.to_json()}
        if fatal:
            out["fatal"] = True
        return out
