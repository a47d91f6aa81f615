"""What a screen reader is given: names of the panels and the board, the position in words."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QDockWidget

from pardsgui.games import GAME_IDS
from tests.journeys.conftest import Start


def accessible(widget: object, what: QAccessible.Text) -> str:
    interface = QAccessible.queryAccessibleInterface(widget)  # type: ignore[arg-type]
    assert interface is not None
    return str(interface.text(what))


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_board_and_every_panel_have_names_and_the_board_reads_the_position(
    start: Start, game_id: str
) -> None:
    person = start("--game", game_id)
    window = person.window
    if window.cover.isVisible():
        person.press(window.cover.button.text())
    assert accessible(window.board, QAccessible.Text.Name) == "Board"
    description = accessible(window.board, QAccessible.Text.Description)
    assert description.startswith(person.banner().split(" — ")[0].rstrip("."))
    view, position = window.controller.view, window.controller.position
    for piece in view.pieces(position):
        assert piece.name in description
    for dock in window.findChildren(QDockWidget):
        widget = dock.widget()
        assert accessible(widget, QAccessible.Text.Name), dock.windowTitle()
    assert accessible(window.move_box, QAccessible.Text.Name) == "Type a move"


def test_describe_the_position_shows_it_in_words(start: Start) -> None:
    person = start("--game", "pards")
    seen: list[str] = []

    def read(box: object) -> None:
        from PySide6.QtWidgets import QMessageBox

        assert isinstance(box, QMessageBox) and box.objectName() == "describe-position"
        seen.append(box.text())
        box.accept()

    person.menu("View", "Describe the position", then=[read])
    assert seen and "White Shah on a2" in seen[0] and seen[0].startswith("White: roll the dice")
