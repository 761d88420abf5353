"""Import first in this package: the compiled rules (`state`) only while they match the sources."""

from __future__ import annotations

from pathlib import Path

from tapisvert.core.native import use_fresh

_HERE = Path(__file__).parent
# The sources the extension was compiled from and against: this package and the core.
SOURCES = (*sorted(_HERE.glob("*.py")), *sorted((_HERE.parent.parent / "core").glob("*.py")))

use_fresh("tapisvert.games.sabias.state", SOURCES)
