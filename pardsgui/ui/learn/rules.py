"""Open the rules at the section a lesson teaches."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from pardsgui.games import get_game
from pardsgui.ui.dialogs.rules import RulesDialog


def rules_at(parent: QWidget, game_id: str, heading: str) -> RulesDialog:
    """The rules dialog of `game_id`, which shows the heading `heading` at the top once it opens."""
    return RulesDialog(parent, game_id, get_game(game_id).initial(), heading=heading)
