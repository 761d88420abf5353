"""Shared test configuration: hypothesis profiles sized for CI (2 cores, a few minutes)."""

import os

import pytest
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


# The modules that take longest, started first: pytest-xdist (`--dist loadscope`) hands modules
# to workers in collection order, so a long module collected last (the browser tests, mostly
# waiting on a page) would run alone at the end while the other workers sit idle. Sorted first,
# they overlap with the CPU-bound modules. Measured with `--durations=0` (make unit).
FIRST = (
    "tests/cli/test_wheel.py",  # compiles the wheel (about two minutes)
    "tests/web/test_follow.py",
    "tests/web/test_browser.py",
    "tests/web/test_learn.py",
)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Longest modules first (FIRST's order), the rest in collection order."""
    rank = {path: i for i, path in enumerate(FIRST)}

    def key(item: pytest.Item) -> int:
        return rank.get(item.nodeid.split("::", 1)[0], len(FIRST))

    items.sort(key=key)  # stable: each module's tests keep their order
