"""Kerd's secrets never leave the app: every export path of a game with both infiltrators chosen.

Only the saved record and the autosave hold them (resuming needs them);
docs/robustness.md states the policy and core/hidden.py applies it.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QTreeWidget, QWidget
from pytestqt.qtbot import QtBot

from pardsgui.core import hidden, review_text
from pardsgui.core.record import Record
from pardsgui.games import get_game
from pardsgui.ui.main_window import MainWindow
from pardsgui.ui.panels.moves import MoveList
from tests.ui.driver import click_cell

MakeWindow = Callable[..., MainWindow]
SECRETS = re.compile(r"\be12\b|\bd1\b")  # White chose the Black piece on e12, Black the White one on d1


def lift_cover(qtbot: QtBot, window: MainWindow) -> None:
    assert window.cover.isVisible()
    qtbot.mouseClick(window.cover.button, Qt.MouseButton.LeftButton)


def both_chosen(qtbot: QtBot, make_window: MakeWindow) -> MainWindow:
    window = make_window("kerd")
    lift_cover(qtbot, window)
    click_cell(qtbot, window, "e12")
    lift_cover(qtbot, window)
    click_cell(qtbot, window, "d1")
    record = window.controller.record
    assert [n.text for n in record.main_line()] == ["choose e12", "choose d1"]
    click_cell(qtbot, window, "f3")  # a public move after the secret ones
    click_cell(qtbot, window, "f5")
    assert not window.cover.isVisible() and len(record.main_line()) == 3
    return window


def screen_texts(window: MainWindow) -> list[str]:
    """Everything the window shows in words: labels, buttons, trees, tooltips, titles, menus."""
    texts = [window.windowTitle(), window.statusBar().currentMessage()]
    for widget in window.findChildren(QWidget):
        texts.append(widget.toolTip())
        if isinstance(widget, QLabel):
            texts.append(widget.text())
        if isinstance(widget, QAbstractButton):
            texts.append(widget.text())
        if isinstance(widget, QTreeWidget):
            items = [widget.topLevelItem(i) for i in range(widget.topLevelItemCount())]
            while items:
                item = items.pop()
                if item is None:
                    continue
                texts.extend(item.text(c) for c in range(item.columnCount()))
                texts.extend(item.toolTip(c) for c in range(item.columnCount()))
                items.extend(item.child(i) for i in range(item.childCount()))
        if isinstance(widget, MoveList):  # a table of rows (panels/moves_model.py), read as shown
            model = widget.model()
            for row in range(model.rowCount() if model is not None else 0):
                index = model.index(row, 0)
                for role in (
                    Qt.ItemDataRole.DisplayRole,
                    Qt.ItemDataRole.ToolTipRole,
                    Qt.ItemDataRole.AccessibleTextRole,
                ):
                    texts.append(str(index.data(role) or ""))
    texts.extend(action.text() for action in window.findChildren(type(window.copy_position_action)))
    texts.append(window.controller.undo_stack.undoText())
    return texts


def test_no_export_path_tells_either_secret(qtbot: QtBot, make_window: MakeWindow, tmp_path: Path) -> None:
    window = both_chosen(qtbot, make_window)
    leaks: dict[str, str] = {}

    def check(where: str, text: str) -> None:
        if SECRETS.search(text):
            leaks[where] = text

    window.copy_position_action.trigger()
    check("copy position", QGuiApplication.clipboard().text())
    window.files.copy_game()
    copied = QGuiApplication.clipboard().text()
    check("copy game", copied)
    assert copied.startswith('[Game "Kerd"]') and "1. choose ? 2. choose ? 3. f3-f5" in copied
    assert "once it is over" in window.statusBar().currentMessage()
    assert window.files.export_text(tmp_path / "moves.txt")
    check("moves text", (tmp_path / "moves.txt").read_text(encoding="utf-8"))
    assert window.files.export_image(tmp_path / "board.svg", 600, True)
    svg = (tmp_path / "board.svg").read_text(encoding="utf-8")
    assert "<title>Kerd: " in svg and "infiltrators=?,?" in svg
    check("svg", svg)
    assert window.files.export_image(tmp_path / "board.png", 300, True)
    check("png", (tmp_path / "board.png").read_bytes().decode("latin-1"))
    QApplication.processEvents()
    for number, text in enumerate(screen_texts(window)):
        check(f"screen text {number}", text)
    assert leaks == {}

    # Only the saved record and the autosave hold them, to resume the game.
    assert window.files.save_path(tmp_path / "game.pards.json")
    saved = Record.from_json((tmp_path / "game.pards.json").read_bytes(), get_game)
    assert [n.text for n in saved.main_line()][:2] == ["choose e12", "choose d1"]
    window.files.write_autosave()
    autosaved = json.loads(window.files.autosave.file.read_text(encoding="utf-8"))
    assert autosaved["record"]["moves"][0] == {"move": "choose e12"}


def test_a_game_without_secrets_is_copied_as_its_record(make_window: MakeWindow) -> None:
    window = make_window("nardshir")
    window.controller.record.play_text("roll 3,5")
    window.files.copy_game()
    copied = Record.from_json(QGuiApplication.clipboard().text(), get_game)
    assert [n.text for n in copied.main_line()] == ["roll 3,5"]


def test_the_policy_without_a_window() -> None:
    from pardsgui.games import get_game

    game = get_game("kerd")
    record = Record(game)
    record.play_text("choose e12")
    record.play_text("choose d1")
    view = game.board_view()
    assert hidden.record_secret(view, record)
    assert hidden.position_text(view, record, record.current, None).endswith("infiltrators=?,?")
    assert hidden.position_text(view, record, record.current, 0).endswith("infiltrators=e12,?")
    assert not SECRETS.search(review_text.game_text(view, record, None))
    assert "choose e12" in review_text.game_text(
        view, record, 0
    ) and "choose d1" not in review_text.game_text(view, record, 0)
    assert hidden.position_text(view, record, record.root, None) == record.start.to_text()
