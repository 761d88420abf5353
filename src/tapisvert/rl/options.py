"""The arguments the PettingZoo environment and the vector environment share."""

from __future__ import annotations

from tapisvert.core.errors import InvalidOption

# How rewards are paid: each hand's scores when it ends, or their sum when the episode ends.
REWARDS = ("hand", "match")


def check_max_steps(max_steps: int | None) -> int | None:
    """`max_steps` as given (None: no limit), or InvalidOption unless it is a positive integer."""
    if max_steps is None:
        return None
    if isinstance(max_steps, bool) or not isinstance(max_steps, int) or max_steps < 1:
        raise InvalidOption(f"max_steps must be a positive integer or None, not {max_steps!r}")
    return max_steps
