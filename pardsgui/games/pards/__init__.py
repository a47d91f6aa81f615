"""Pards: chess, cards and dice on a pip-spotted 7x9 board, with a neutral Vicar."""

from pardsgui.games.pards.rules import Pards, PardsPosition

GAME = Pards()

__all__ = ["GAME", "Pards", "PardsPosition"]
