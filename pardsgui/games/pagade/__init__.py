"""Pagade, the Karnataka cross-board race game with stick dice, for 2 or 4 seats."""

from pardsgui.games.pagade.rules import Pagade, PagadePosition

GAME = Pagade()

__all__ = ["GAME", "Pagade", "PagadePosition"]
