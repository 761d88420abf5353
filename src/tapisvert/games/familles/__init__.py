"""familles: the Jeu des Familles Amérindiennes (2 to 6 players) on the Jeu des Sages deck."""

from __future__ import annotations

from tapisvert.games.familles.game import GAME, FamillesGame
from tapisvert.games.familles.render import render
from tapisvert.games.familles.state import FamillesState

__all__ = ["GAME", "FamillesGame", "FamillesState", "render"]
