"""Playing moves through the real board view, as a person would."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QComboBox
from pytestqt.qtbot import QtBot

from pardsgui.core.contract import Move
from pardsgui.ui.board.scene import PieceItem
from pardsgui.ui.main_window import MainWindow


def cell_point(window: MainWindow, cell: str) -> QPoint:
    return window.board.mapFromScene(window.scene.cell_center(cell))


def click_cell(qtbot: QtBot, window: MainWindow, cell: str) -> None:
    qtbot.mouseClick(window.board.viewport(), Qt.MouseButton.LeftButton, pos=cell_point(window, cell))


def drag_cell(qtbot: QtBot, window: MainWindow, source: str, target: str) -> None:
    viewport = window.board.viewport()
    start, end = cell_point(window, source), cell_point(window, target)
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    middle = QPoint((start.x() + end.x()) // 2, (start.y() + end.y()) // 2)
    for point in (start + QPoint(8, 8), middle, end):
        qtbot.mouseMove(viewport, pos=point)
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)


def play_through_view(qtbot: QtBot, window: MainWindow, move: Move, drag: bool) -> None:
    """Make `move` with the mouse: a button, a click on a cell, click-click or a drag."""
    controller = window.controller
    position = controller.position
    if position.is_chance:
        labels = [label for label, candidate in controller.chance_choices() if candidate == move]
        assert labels, "not a chance move"
        window.dice.setRequested.emit([m for _, m in controller.chance_choices()].index(move))
        return
    source, target = controller.view.move_cells(position, move)
    if source is not None and source == target and controller.selected != source:
        click_cell(qtbot, window, source)  # an action on a piece: select it, then its button
    buttons = controller.buttons()
    if move in buttons:
        button = window.actions_panel.buttons[buttons.index(move)]
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        return
    choice = [move]

    def choose(options: object) -> Move:
        return choice[0]

    controller.chooser = choose  # the chooser has its own test; here pick the move asked for
    if source is None or target is None:
        click_cell(qtbot, window, target or source or "")
    elif drag and source != target:
        drag_cell(qtbot, window, source, target)
    else:
        click_cell(qtbot, window, source)
        assert controller.selected == source
        click_cell(qtbot, window, target)
    QApplication.processEvents()


def right_click(qtbot: QtBot, window: MainWindow, cell: str) -> None:
    qtbot.mouseClick(window.board.viewport(), Qt.MouseButton.RightButton, pos=cell_point(window, cell))


def choose_field(window: MainWindow, key: str, value: str) -> None:
    """Pick `value` in the editor's field `key` as a person would (activated, not only set)."""
    box = window.editor_panel.field_controls[key]
    assert isinstance(box, QComboBox)
    box.setCurrentIndex(box.findData(value))
    box.activated.emit(box.currentIndex())


def problems_shown(window: MainWindow) -> list[str]:
    shown = window.editor_panel.problems
    return [shown.item(i).text() for i in range(shown.count())]


def banner(window: MainWindow) -> str:
    """The turn banner's words: whose turn it is and what to do."""
    return window.turn.words()


def image_on(window: MainWindow, cell: str) -> str:
    (item,) = window.scene.piece_items(cell)
    assert isinstance(item, PieceItem)
    return item.image


def moves_played(window: MainWindow) -> list[str]:
    """The moves from the start to the current position, as the record writes them."""
    return [node.text for node in window.controller.record.current.path()[1:]]
