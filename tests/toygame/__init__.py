"""Four in a row: a sixth game that lives only in the tests.

It plugs in exactly as docs/architecture.md's checklist says a new game does — a
package exporting `GAME`, made with the factories of its board view and editor, and
one `GameInfo` — and `register()` adds it to the registry for the whole test session
(tests/conftest.py), so the conformance suite and the journey tests that walk every
game walk it too, through the real window.
"""

from __future__ import annotations

from pathlib import Path

from pardsgui.core.editing import EditorModel
from pardsgui.core.geometry import AnyView
from pardsgui.games import GameInfo, game_ids
from pardsgui.games import register as register_game
from tests.toygame.rules import Rows, RowsPosition

INFO = GameInfo(
    "rows",
    "Four in a row",
    "a test-only game: four stones in a line on a small board",
    frozenset({"ai"}),
    package="tests.toygame",
    resources=Path(__file__).parent / "resources",
)


def _board_view() -> AnyView:
    from tests.toygame.board import RowsBoard

    return RowsBoard()


def _editor() -> EditorModel:
    from tests.toygame.editor import RowsEditor

    return RowsEditor(GAME)


GAME = Rows(board_view=_board_view, editor=_editor)


def register() -> None:
    """Add the game to the registry once (the test session's conftest calls this)."""
    if INFO.id not in game_ids():
        register_game(INFO)


__all__ = ["GAME", "INFO", "Rows", "RowsPosition", "register"]
