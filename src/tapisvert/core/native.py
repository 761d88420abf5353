"""Compiled engine modules, used only while they match their sources.

`setup.py` compiles a few hot modules with mypyc; each extension sits beside its `.py` source and
Python imports the extension first. Both run the same code, so the choice is only about speed,
until someone edits a source (or a module it was compiled against) and does not rebuild: the
extension would then run old rules. `use_fresh` runs before such a module is first imported and
puts the source in its place when the extension is older than any of the sources it depends on
(saying so once on stderr), or when `TAPISVERT_PURE=1` asks for pure Python.
"""

from __future__ import annotations

import importlib.machinery
import importlib.util
import os
import sys
from collections.abc import Iterable
from pathlib import Path

PURE_ENV = "TAPISVERT_PURE"
# An installer may write a package's files in any order and stamp each with the time it wrote it:
# a source this much newer than its extension still counts as built with it.
SLACK_S = 2.0


def compiled(module: str) -> bool:
    """Whether `module` (imported) runs from a compiled extension."""
    loaded = sys.modules.get(module)
    return isinstance(getattr(loaded, "__loader__", None), importlib.machinery.ExtensionFileLoader)


def use_fresh(module: str, sources: Iterable[Path]) -> None:
    """Make `module` load from its source when its extension is stale or pure Python is asked for.

    `sources`: the files the extension was compiled from and against. Call it before anything
    imports `module`; it does nothing once the module is imported, or when there is no extension.
    """
    if module in sys.modules:
        return
    spec = importlib.util.find_spec(module)
    if spec is None or not isinstance(spec.loader, importlib.machinery.ExtensionFileLoader):
        return
    assert spec.origin is not None
    extension = Path(spec.origin)
    source = extension.parent / (module.rpartition(".")[2] + ".py")
    if not source.exists():
        return  # an installed build without its sources: nothing else to run
    if os.environ.get(PURE_ENV) != "1":
        built = extension.stat().st_mtime + SLACK_S
        newer = [p for p in sources if p.stat().st_mtime > built]
        if not newer:
            return
        print(
            f"tapisvert: the compiled {module} is older than {newer[0].name}: running its"
            " pure-Python source (rebuild with `make native`)",
            file=sys.stderr,
        )
    loader = importlib.machinery.SourceFileLoader(module, str(source))
    source_spec = importlib.util.spec_from_file_location(module, source, loader=loader)
    assert source_spec is not None
    loaded = importlib.util.module_from_spec(source_spec)
    sys.modules[module] = loaded
    try:
        loader.exec_module(loaded)
    except BaseException:
        del sys.modules[module]
        raise
