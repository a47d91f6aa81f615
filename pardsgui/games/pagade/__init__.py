"""Pagade, the Karnataka cross-board race game with stick dice, for 2 or 4 seats."""

from pardsgui.core.editing import EditorModel
from pardsgui.core.geometry import AnyView
from pardsgui.games.pagade.rules import Pagade, PagadePosition


def _board_view() -> AnyView:
    from pardsgui.games.pagade.board import PagadeBoard  # loaded when a board is drawn, not to play

    return PagadeBoard()


def _editor() -> EditorModel:
    from pardsgui.games.pagade.editor import PagadeEditor

    return PagadeEditor(GAME)


GAME = Pagade(board_view=_board_view, editor=_editor)

__all__ = ["GAME", "Pagade", "PagadePosition"]
