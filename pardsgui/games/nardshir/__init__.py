"""Nardshir (Ludii 2), the Sasanian tables game, with its Historical option."""

from pardsgui.games.nardshir.rules import Nardshir, NardshirPosition

GAME = Nardshir()

__all__ = ["GAME", "Nardshir", "NardshirPosition"]
