"""Build hook: compile the rules modules with mypyc in built wheels, as black ships itself.

Everything else about the package is in `pyproject.toml`. `COMPILED` is the one list of modules
compiled to C extensions (the hot path of random play and search); each runs about 1.4x faster
compiled (docs/implementing-a-game.md, "Speed"). Only real builds compile: `pip install .` and
`pip wheel .` (or `make wheel`) make the fast build; the editable development install
(`pip install -e .`, what `make` does) runs the sources, so a compiled module can never be older
than the source beside it. `TAPISVERT_PURE=1` at build time builds a pure-Python wheel; without a
C compiler the build goes on in pure Python too (`tapisvert bench` says which build runs).
`TAPISVERT_OPT_LEVEL` sets the C compiler's optimisation level (mypyc's `opt_level`, 3 by default):
the wheel test builds at 0, the same compiled semantics in a fraction of the compile time.
"""

import os
import sys

from setuptools import setup

# The one list of compiled modules. A game's rules join it once they compile with mypyc (construct
# states by calling the class, never `object.__new__`) and the bench shows a gain. A state split
# over modules lists each one defining a class of its chain (mypyc compiles a class hierarchy
# across modules compiled together), and the modules of the constants and functions they use; the
# search's parts that read the compiled state join with them (`_SEARCH`; samba's `policy.py` too).
_SABIAS = "src/tapisvert/games/sabias/"
_SEVEN_SEALS = "src/tapisvert/games/seven_seals/"
_FAMILLES = "src/tapisvert/games/familles/"
_POCH = "src/tapisvert/games/poch/"
_SAMBA = "src/tapisvert/games/samba/"
# Every game's search parts, which read its state: the rollout policy (`rollout.py`, with its loop)
# and the determinizer.
_SEARCH = ("rollout", "determinize")
COMPILED = [
    # Search's hot loop (the tree and one iteration) and the draws it and the determinizers make.
    "src/tapisvert/bots/tree.py",
    "src/tapisvert/core/draws.py",
    # seeded chance: every hand start derives its generators and deals through it
    "src/tapisvert/core/chance.py",
    # what the games' tensor writers share (layout offsets, per-seat counts)
    "src/tapisvert/core/features.py",
    # the batched environment's loops over its tables (rl.VectorEnv)
    "src/tapisvert/core/batch.py",
    *(
        _SABIAS + name + ".py"
        for name in (
            "cards",
            "table",
            "legal",
            "hands",
            "moves",
            "explain",
            "features",
            "state",
            "actions",
            "deal",
            *_SEARCH,
        )
    ),
    *(
        _SEVEN_SEALS + name + ".py"
        for name in (
            "cards",
            "table",
            "legal",
            "rounds",
            "moves",
            "explain",
            "seen",
            "features",
            "state",
            *_SEARCH,
        )
    ),
    *(
        _FAMILLES + name + ".py"
        for name in (
            "cards",
            "table",
            "legal",
            "deals",
            "moves",
            "explain",
            "seen",
            "features",
            "state",
            *_SEARCH,
        )
    ),
    *(
        _POCH + name + ".py"
        for name in (
            "table",
            "hands",
            "betting",
            "runs",
            "legal",
            "explain",
            "seen",
            "features",
            "state",
            "deal",
            "scoring",
            *_SEARCH,
        )
    ),
    *(
        _SAMBA + name + ".py"
        for name in (
            "table",
            "hands",
            "legal",
            "moves",
            "explain",
            "seen",
            "features",
            "state",
            "cards",
            "actions",
            "melds",
            "legal_melds",
            "scoring",
            "policy",
            *_SEARCH,
        )
    ),
]

ext_modules = []
# Only the commands that build a wheel or the extensions compile: not the editable install, and
# not the metadata steps (`egg_info`, which pip runs to ask for requirements) either.
building = any(cmd in sys.argv for cmd in ("bdist_wheel", "build_ext", "build", "install"))
if os.environ.get("TAPISVERT_PURE") != "1" and building:
    from mypyc.build import mypycify

    ext_modules = mypycify(COMPILED, opt_level=os.environ.get("TAPISVERT_OPT_LEVEL", "3"))
    for ext in ext_modules:
        ext.optional = True  # a failed compile leaves the pure-Python module in use

setup(ext_modules=ext_modules)
