"""Every error key the server sends has a translation in the browser client's catalogue
(web/src/locales/<lang>.ftl, `err-<key>`), and that catalogue has the same keys and arguments in
every language."""

from __future__ import annotations

import pytest
from tests.catalogues import LANGS, browser_text, messages, missing

from tapisvert.server.errors import MESSAGES


@pytest.mark.parametrize("key", sorted(MESSAGES))
def test_every_server_error_key_is_translated(key: str) -> None:
    assert not missing(f"err-{key}"), missing(f"err-{key}")


def test_the_browser_words_have_the_same_keys_and_arguments_in_every_language() -> None:
    en = messages(browser_text("en"))
    for lang in LANGS:
        other = messages(browser_text(lang))
        assert sorted(other) == sorted(en), (lang, set(other) ^ set(en))
        differ = {k: (en[k], other[k]) for k in en if other[k] != en[k]}
        assert not differ, (lang, differ)
