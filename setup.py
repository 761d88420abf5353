"""Build hook: compile the engine's hottest module with mypyc, or keep it pure Python.

Everything else about the package is in `pyproject.toml`. `src/tapisvert/games/sabias/state.py`
(the sabias rules, the hot path of every sabias bot and simulation) is compiled to a C extension
that sits beside its source and runs about 1.4x faster; the source stays the reference and runs
wherever the extension cannot be built (no C compiler: the build goes on without it) or is older
than its sources (`tapisvert.core.native`). `TAPISVERT_PURE=1` at build time skips compiling.
"""

import os

from setuptools import setup

COMPILED = ["src/tapisvert/games/sabias/state.py"]

ext_modules = []
if os.environ.get("TAPISVERT_PURE") != "1":
    from mypyc.build import mypycify

    ext_modules = mypycify(COMPILED, opt_level="3")
    for ext in ext_modules:
        ext.optional = True  # a failed compile leaves the pure-Python module in use

setup(ext_modules=ext_modules)
