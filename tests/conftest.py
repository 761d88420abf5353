"""Shared test configuration: hypothesis profiles sized for CI (2 cores, a few minutes)."""

import os

from hypothesis import HealthCheck, settings

settings.register_profile(
    "ci",
    max_examples=int(os.environ.get("TAPISVERT_EXAMPLES", "6")),
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
    derandomize=True,
)
settings.register_profile(
    "deep",
    max_examples=int(os.environ.get("TAPISVERT_EXAMPLES", "100")),
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.load_profile(os.environ.get("TAPISVERT_PROFILE", "ci"))
