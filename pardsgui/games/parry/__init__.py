"""Parry (Dale W. Walton, 2023): territory by placement and bonus steps, 26 boards, 2 to 6 seats."""

from pardsgui.core.editing import EditorModel
from pardsgui.core.geometry import AnyView
from pardsgui.games.parry.rules import Parry, ParryPosition, scores, territories


def _board_view() -> AnyView:
    from pardsgui.games.parry.board import ParryBoard  # loaded when a board is drawn, not to play

    return ParryBoard()


def _editor() -> EditorModel:
    from pardsgui.games.parry.editor import ParryEditor

    return ParryEditor(GAME)


GAME = Parry(board_view=_board_view, editor=_editor)

__all__ = ["GAME", "Parry", "ParryPosition", "scores", "territories"]
