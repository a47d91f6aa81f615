"""Kerd: 12×12 chess with water, land and air regions and secret infiltrators."""

from pardsgui.core.editing import EditorModel
from pardsgui.core.geometry import AnyView
from pardsgui.games.kerd.reading import Kerd
from pardsgui.games.kerd.rules import KerdPosition


def _board_view() -> AnyView:
    from pardsgui.games.kerd.board import KerdBoard  # loaded when a board is drawn, not to play

    return KerdBoard()


def _editor() -> EditorModel:
    from pardsgui.games.kerd.editor import KerdEditor

    return KerdEditor(GAME)


GAME = Kerd(board_view=_board_view, editor=_editor)

__all__ = ["GAME", "Kerd", "KerdPosition"]
