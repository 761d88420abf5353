"""Designers' statistics: `tapisvert analyze`, a report of what the simulations say.

One analyzer per game reads finished match records into figures (`figures`, `common` and the
game's module); `aggregate` folds them with intervals as they stream by (`stats`); `run` gets
the records (simulation pool or file); `report` and `plots` draw the HTML page (matplotlib,
from the `analysis` extra).
"""

from __future__ import annotations

from tapisvert.analysis.figures import GameAnalyzer
from tapisvert.core.errors import InvalidOption


def analyzer_for(game_id: str) -> GameAnalyzer:
    """The analyzer of a game (InvalidOption when it has none)."""
    from tapisvert.analysis import familles, poch, sabias, samba, seven_seals

    analyzers = {
        "sabias": sabias.ANALYZER,
        "seven-seals": seven_seals.ANALYZER,
        "samba": samba.ANALYZER,
        "poch": poch.ANALYZER,
        "familles": familles.ANALYZER,
    }
    try:
        return analyzers[game_id]
    except KeyError:
        raise InvalidOption(f"no analysis for game {game_id!r}") from None
