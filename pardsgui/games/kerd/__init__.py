"""Kerd: 12×12 chess with water, land and air regions and secret infiltrators."""

from pardsgui.games.kerd.rules import Kerd, KerdPosition

GAME = Kerd()

__all__ = ["GAME", "Kerd", "KerdPosition"]
