"""Parry (Dale W. Walton, 2023): territory by placement and bonus steps, 26 boards, 2 to 6 seats."""

from pardsgui.games.parry.rules import Parry, ParryPosition, scores, territories

GAME = Parry()

__all__ = ["GAME", "Parry", "ParryPosition", "scores", "territories"]
