"""Pards: chess, cards and dice on a pip-spotted 7x9 board, with a neutral Vicar."""

from pardsgui.core.editing import EditorModel
from pardsgui.core.geometry import AnyView
from pardsgui.games.pards.reading import Pards
from pardsgui.games.pards.rules import PardsPosition


def _board_view() -> AnyView:
    from pardsgui.games.pards.board import PardsBoard  # loaded when a board is drawn, not to play

    return PardsBoard()


def _editor() -> EditorModel:
    from pardsgui.games.pards.editor import PardsEditor

    return PardsEditor(GAME)


GAME = Pards(board_view=_board_view, editor=_editor)

__all__ = ["GAME", "Pards", "PardsPosition"]
