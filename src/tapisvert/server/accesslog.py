"""No credential in the server's logs: invite codes, seat tokens and host tokens are redacted.

Invite links carry their code in the query (`/t/ID?invite=CODE`), and uvicorn writes every
request's path and query to its access log and every websocket's to its error log. `RedactFilter`
replaces the value of every credential-bearing query parameter, and any bearer token, with
`REDACTED` in a record's message, arguments and traceback. `tapisvert serve` installs it on
uvicorn's handlers (`uvicorn_log_config`) and on the root logger's (`install`), so a record is
redacted whichever logger wrote it.
"""

from __future__ import annotations

import copy
import logging
import re
from typing import Any

REDACTED = "REDACTED"
SECRET_PARAMS = ("invite", "token", "host_token", "seat_token", "code")

_QUERY_SECRET = re.compile(
    r"(?P<key>(?:^|[?&;\s])(?:%s)=)[^&;#\s\"'<>]*" % "|".join(SECRET_PARAMS),  # noqa: UP031
    re.IGNORECASE,
)
_BEARER = re.compile(r"(?P<key>\bBearer\s+)[^\s\"',;]+", re.IGNORECASE)


def redact(text: str) -> str:
    """`text` with the values of credential query parameters and bearer tokens replaced."""
    if "=" not in text and "earer" not in text:
        return text
    text = _QUERY_SECRET.sub(lambda m: m.group("key") + REDACTED, text)
    return _BEARER.sub(lambda m: m.group("key") + REDACTED, text)


def _redact_arg(value: Any) -> Any:
    return redact(value) if isinstance(value, str) else value


class RedactFilter(logging.Filter):
    """Redacts a record in place (message, arguments, traceback text); never drops one."""

    def filter(self, record: logging.LogRecord) -> bool:
        if isinstance(record.msg, str):
            record.msg = redact(record.msg)
        if isinstance(record.args, tuple):
            record.args = tuple(_redact_arg(a) for a in record.args)
        elif isinstance(record.args, dict):
            record.args = {k: _redact_arg(v) for k, v in record.args.items()}
        if record.exc_info and not record.exc_text:
            record.exc_text = logging.Formatter().formatException(record.exc_info)
        if record.exc_text:
            record.exc_text = redact(record.exc_text)
        return True


def uvicorn_log_config() -> dict[str, Any]:
    """uvicorn's default logging configuration with `RedactFilter` on each of its handlers."""
    from uvicorn.config import LOGGING_CONFIG

    config: dict[str, Any] = copy.deepcopy(LOGGING_CONFIG)
    config.setdefault("filters", {})["redact"] = {"()": RedactFilter}
    for handler in config["handlers"].values():
        handler.setdefault("filters", []).append("redact")
    return config


def install(logger: logging.Logger | None = None) -> None:
    """Add `RedactFilter` to the handlers of `logger` (default: the root logger)."""
    for handler in (logger or logging.getLogger()).handlers:
        if not any(isinstance(f, RedactFilter) for f in handler.filters):
            handler.addFilter(RedactFilter())


__all__ = ["REDACTED", "RedactFilter", "install", "redact", "uvicorn_log_config"]
