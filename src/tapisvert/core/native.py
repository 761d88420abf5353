"""Which build of a module runs: the compiled extension (a wheel built with mypyc, see setup.py)
or its Python source (the editable development install, or `TAPISVERT_PURE=1` at build time)."""

from __future__ import annotations

import importlib.machinery
import sys
from collections.abc import Callable
from types import FunctionType


def compiled(module: str) -> bool:
    """Whether `module` (imported) runs from a compiled extension."""
    loaded = sys.modules.get(module)
    return isinstance(getattr(loaded, "__loader__", None), importlib.machinery.ExtensionFileLoader)


def native(function: Callable[..., object]) -> bool:
    """Whether `function` runs compiled: a module chooses with it, once at import, between a loop
    that mypyc turns into native code and the interpreter's own C helper (`compress`, `in` on a
    list), which is faster than the loop when the module runs from its source."""
    return not isinstance(function, FunctionType)
