"""Which build of a module runs: the compiled extension (a wheel built with mypyc, see setup.py)
or its Python source (the editable development install, or `TAPISVERT_PURE=1` at build time)."""

from __future__ import annotations

import importlib.machinery
import sys


def compiled(module: str) -> bool:
    """Whether `module` (imported) runs from a compiled extension."""
    loaded = sys.modules.get(module)
    return isinstance(getattr(loaded, "__loader__", None), importlib.machinery.ExtensionFileLoader)
