"""The errors a user can meet, kept few and distinct.

python-chess separates "this text is not a move" from "this move is not allowed now"; we do the
same, so a front end can say "I don't understand" differently from "you may not do that".
"""

from __future__ import annotations


class TapisvertError(Exception):
    """Base of every error tapisvert raises on purpose; its message is meant for a user."""


class InvalidNotation(TapisvertError, ValueError):
    """Text that does not parse as a card, an action or a record field."""


class IllegalAction(TapisvertError):
    """A well-formed action that the rules forbid in the current state.

    The message names the rule it breaks ("must overtrump: you hold Sabia 7"). The state that
    refused it is left exactly as it was.
    """


class InvalidOption(TapisvertError, ValueError):
    """An unknown game option, or a value outside what the option accepts."""


class ReplayMismatch(TapisvertError):
    """A record that does not re-execute to what it claims."""
