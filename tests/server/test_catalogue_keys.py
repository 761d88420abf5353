"""Every error key the server sends has a translation in the browser client's catalogues."""

from __future__ import annotations

import pytest
from tests.catalogues import missing

from tapisvert.server.errors import MESSAGES


@pytest.mark.parametrize("key", sorted(MESSAGES))
def test_every_server_error_key_is_translated(key: str) -> None:
    assert not missing(f"err.{key}"), missing(f"err.{key}")
