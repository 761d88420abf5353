"""The compiled engine modules are used only while they match their sources."""

from __future__ import annotations

import importlib.machinery
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tapisvert.core import native
from tapisvert.games import get_game

STATE = "tapisvert.games.sabias.state"


def _probe(tmp_path: Path, name: str, extension_age: float) -> Path:
    """A module `name` with a source and an "extension" file `extension_age` seconds older."""
    source = tmp_path / f"{name}.py"
    source.write_text("WHERE = 'source'\n")
    extension = tmp_path / f"{name}{importlib.machinery.EXTENSION_SUFFIXES[0]}"
    extension.write_bytes(b"not loaded: the test never imports it")
    now = source.stat().st_mtime
    os.utime(extension, (now - extension_age, now - extension_age))
    return source


def test_a_stale_extension_gives_way_to_its_source(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.delenv(native.PURE_ENV, raising=False)
    source = _probe(tmp_path, "tapisvert_probe_stale", 60)
    assert native.SLACK_S < 60
    try:
        native.use_fresh("tapisvert_probe_stale", [source])
        module = sys.modules["tapisvert_probe_stale"]
        assert module.WHERE == "source"
        assert "older than tapisvert_probe_stale.py" in capsys.readouterr().err
    finally:
        sys.modules.pop("tapisvert_probe_stale", None)


def test_a_fresh_extension_is_left_alone_unless_pure_python_is_asked_for(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.syspath_prepend(str(tmp_path))
    source = _probe(tmp_path, "tapisvert_probe_fresh", -60)
    try:
        monkeypatch.delenv(native.PURE_ENV, raising=False)
        native.use_fresh("tapisvert_probe_fresh", [source])
        assert "tapisvert_probe_fresh" not in sys.modules  # the extension would be imported
        monkeypatch.setenv(native.PURE_ENV, "1")
        native.use_fresh("tapisvert_probe_fresh", [source])
        assert sys.modules["tapisvert_probe_fresh"].WHERE == "source"
        assert capsys.readouterr().err == ""
    finally:
        sys.modules.pop("tapisvert_probe_fresh", None)


def test_the_sabias_rules_run_compiled_where_built_and_pure_when_asked() -> None:
    get_game("sabias")
    built = any(
        p.name.startswith("state.") and p.suffix != ".py"
        for p in (Path(native.__file__).parent.parent / "games" / "sabias").iterdir()
    )
    if os.environ.get(native.PURE_ENV) == "1" or not built:
        assert not native.compiled(STATE)
    else:
        assert native.compiled(STATE), "the compiled sabias rules are stale: run `make native`"
    code = (
        "import tapisvert.games.sabias, tapisvert.core.native as n;"
        f" print(n.compiled({STATE!r}))"
    )
    env = {**os.environ, native.PURE_ENV: "1"}
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True)
    assert out.stdout.strip() == "False" and out.stderr == ""
