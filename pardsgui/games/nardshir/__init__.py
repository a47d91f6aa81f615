"""Nardshir (Ludii 2), the Sasanian tables game, with its Historical option."""

from pardsgui.core.editing import EditorModel
from pardsgui.core.geometry import AnyView
from pardsgui.games.nardshir.rules import Nardshir, NardshirPosition


def _board_view() -> AnyView:
    from pardsgui.games.nardshir.board import NardshirBoard  # loaded when a board is drawn, not to play

    return NardshirBoard()


def _editor() -> EditorModel:
    from pardsgui.games.nardshir.editor import NardshirEditor

    return NardshirEditor(GAME)


GAME = Nardshir(board_view=_board_view, editor=_editor)

__all__ = ["GAME", "Nardshir", "NardshirPosition"]
