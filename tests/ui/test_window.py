"""The main window around the board: move list, variations, undo, files, settings."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from pardsgui.core.record import Record
from pardsgui.games import get_game
from pardsgui.storage.settings import Settings
from pardsgui.ui import plain
from pardsgui.ui.main_window import MainWindow
from tests.ui.driver import click_cell
from tests.ui.test_move_list import rows as list_rows

MakeWindow = Callable[..., MainWindow]
OPENING = ["roll 3,5", "3:h-2", "5:h-4", "roll 6,5"]


def play_texts(window: MainWindow, *texts: str) -> None:
    for text in texts:
        window.controller.play(window.controller.position.parse_move(text))


def main_line(window: MainWindow) -> list[str]:
    return [node.text for node in window.controller.record.main_line()]


def test_the_turn_banner_says_what_to_do(make_window: MakeWindow) -> None:
    window = make_window()
    assert window.turn.words() == "White: roll the dice"
    play_texts(window, "roll 3,5")
    assert window.turn.words() == "White: play 3 and 5 — enter from the hand or move a piece along your track"
    assert window.dice.faces.describe() == "Dice to play: 3, 5"
    assert not window.dice.roll_button.isEnabled()


def test_a_different_move_from_an_earlier_position_starts_a_variation(make_window: MakeWindow) -> None:
    window = make_window()
    play_texts(window, *OPENING)
    window.controller.go_to(window.controller.record.main_line()[0])
    play_texts(window, "5:h-4")
    assert main_line(window) == OPENING
    first = window.controller.record.main_line()[0]
    assert [child.text for child in first.children] == ["3:h-2", "5:h-4"]
    item = window.move_list.item_of(first.children[1])
    assert item is not None and item.parent() is not None  # shown under the move it replaces
    assert window.move_list.currentItem() is item


def test_undo_and_redo_edit_the_record(make_window: MakeWindow) -> None:
    window = make_window()
    play_texts(window, *OPENING[:3])
    window.undo_action.trigger()
    assert main_line(window) == OPENING[:2]
    assert window.controller.record.current.text == "3:h-2"
    window.undo_action.trigger()
    assert main_line(window) == OPENING[:1]
    window.redo_action.trigger()
    window.redo_action.trigger()
    assert main_line(window) == OPENING[:3]
    assert window.controller.record.current.text == "5:h-4"
    assert window.windowTitle().startswith("untitled *")


def test_previous_next_and_the_arrow_keys(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window()
    play_texts(window, *OPENING)
    with qtbot.waitActive(window):
        window.activateWindow()
    window.board.setFocus()
    qtbot.keyClick(window.board, Qt.Key.Key_Left)
    qtbot.keyClick(window.board, Qt.Key.Key_Left)
    assert window.controller.record.current.text == "3:h-2"
    qtbot.keyClick(window.board, Qt.Key.Key_Right)
    assert window.controller.record.current.text == "5:h-4"
    qtbot.keyClick(window.board, Qt.Key.Key_Home)
    assert window.controller.record.current is window.controller.record.root
    qtbot.keyClick(window.board, Qt.Key.Key_End)
    assert window.controller.record.current.text == "roll 6,5"
    # Stepping back into a variation and forward again stays in it.
    window.controller.go_to(window.controller.record.main_line()[0])
    play_texts(window, "5:h-4", "3:h-2")
    window.controller.previous()
    window.controller.previous()
    window.controller.next()
    assert window.controller.record.current.text == "5:h-4"


def test_clicking_the_move_list_goes_there(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window()
    play_texts(window, *OPENING)
    node = window.controller.record.main_line()[1]
    item = window.move_list.item_of(node)
    assert item is not None
    rect = window.move_list.visualItemRect(item)
    qtbot.mouseClick(window.move_list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert window.controller.record.current is node
    assert window.controller.position == node.position


def test_promote_and_delete_variations_undoably(make_window: MakeWindow) -> None:
    window = make_window()
    play_texts(window, *OPENING)
    first = window.controller.record.main_line()[0]
    window.controller.go_to(first)
    play_texts(window, "5:h-4")
    side = window.controller.record.current
    window.move_list.promoteRequested.emit(side, True)
    assert main_line(window) == ["roll 3,5", "5:h-4"]
    window.undo_action.trigger()
    assert main_line(window) == OPENING
    window.move_list.deleteRequested.emit(side)
    assert len(first.children) == 1
    window.undo_action.trigger()
    assert len(first.children) == 2


def test_flip_mirrors_the_board(make_window: MakeWindow) -> None:
    window = make_window()
    before = window.scene.cell_center("p0")
    window.flip_action.trigger()
    after = window.scene.cell_center("p0")
    rect = window.scene.sceneRect()
    assert after.x() == pytest.approx(rect.width() - before.x())
    assert after.y() == pytest.approx(rect.height() - before.y())


def test_save_and_open_a_game(make_window: MakeWindow, tmp_path: Path) -> None:
    window = make_window()
    play_texts(window, *OPENING)
    path = tmp_path / "game.pards.json"
    assert window.files.save_path(path)
    assert window.windowTitle().startswith("game.pards.json —")
    other = make_window()
    assert other.files.open_path(path)
    assert main_line(other) == OPENING
    assert other.controller.position == window.controller.position


def test_a_bad_file_says_what_is_wrong_and_keeps_the_game(
    make_window: MakeWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_window()
    play_texts(window, *OPENING)
    record = Record.from_json(window.controller.record.to_json(), get_game)
    data = record.to_dict()
    data["moves"][2]["move"] = "6:h-5"
    path = tmp_path / "bad.pards.json"
    path.write_text(json.dumps(data))
    warnings: list[str] = []
    monkeypatch.setattr(plain, "warn", lambda _parent, _title, text: warnings.append(text))
    assert not window.files.open_path(path)
    assert len(warnings) == 1 and "move 3 of the main line: '6:h-5' is not legal" in warnings[0]
    assert main_line(window) == OPENING
    assert not window.files.open_path(tmp_path / "missing.pards.json")
    assert "No such file" in warnings[1]


def test_window_layout_and_board_choices_are_remembered(qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    game = get_game("nardshir")
    window = MainWindow(Record(game), Settings(path=path))
    window.files.confirm_discard = lambda: True
    qtbot.addWidget(window)
    window.show()
    window.resize(900, 640)
    window.flip_action.trigger()
    window.close()
    saved = Settings.load(path)
    assert saved.get("flipped") is True and saved.get("window_size") == [900, 640]
    again = MainWindow(Record(game), saved)
    again.files.confirm_discard = lambda: True
    qtbot.addWidget(again)
    assert again.controller.flipped and again.size().width() == 900


def test_a_corrupt_settings_file_is_set_aside(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text("{ not json")
    settings = Settings.load(path)
    assert settings.values == {} and "could not be read" in settings.notice
    assert not path.exists() and len(list(tmp_path.glob("settings.json.broken-*"))) == 1


def test_the_new_game_dialog_lists_games_options_and_names(make_window: MakeWindow) -> None:
    from pardsgui.ui.dialogs.new_game import NewGameDialog

    window = make_window()
    dialog = NewGameDialog(window, "nardshir", {"variant": "historical"})
    assert dialog.game_id() == "nardshir"
    assert dialog.options() == {"variant": "historical"}
    assert len(dialog.name_edits) == 2
    dialog.name_edits[0].setText("Ann")
    assert dialog.players() == ["Ann", ""]


def test_a_cover_hides_the_board_before_a_secret_choice(
    qtbot: QtBot, make_window: MakeWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_window()
    play_texts(window, "roll 3,5")
    # Nardshir has no secrets; pretend this decision is secret to see the cover work.
    monkeypatch.setattr(window.controller.view, "secret", lambda position: position.current is not None)
    window.refresh()
    assert window.cover.isVisible() and "Pass the computer to White" in window.cover.title.text()
    qtbot.mouseClick(window.cover.button, Qt.MouseButton.LeftButton)
    assert not window.cover.isVisible()
    click_cell(qtbot, window, "hand-w")
    click_cell(qtbot, window, "p2")
    assert window.cover.isVisible()  # the next secret decision is covered again


def test_screenshot_from_the_command_line(tmp_path: Path) -> None:
    out = tmp_path / "shot.png"
    done = subprocess.run(
        [sys.executable, "-m", "pardsgui", "--screenshot", "nardshir", str(out), "--size", "800x600"],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        env={**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    assert done.returncode == 0, done.stderr
    image = QImage(str(out))
    assert image.width() == 800 and image.height() == 600
    bad = subprocess.run(
        [sys.executable, "-m", "pardsgui", "--screenshot", "chess", str(out)],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        env={**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    assert bad.returncode == 2 and "unknown game 'chess'" in bad.stderr


def test_the_end_of_a_game_is_announced(qtbot: QtBot, make_window: MakeWindow) -> None:
    text = ",".join(["0"] * 23 + ["1"]) + " w hand=0,15 off=14,0 dice=1,3"
    window = make_window("nardshir", text)
    won = "White wins. White bore off all 15 pieces first; Black had borne off none"
    with qtbot.waitSignal(window.controller.finished) as blocker:
        window.controller.play(window.controller.position.parse_move("1:23-off"))
    assert blocker.args == [won]
    assert window.turn.words() == won
    box = window.findChild(QMessageBox, "game-over")
    assert box is not None and box.isVisible() and box.text() == won
    box.close()
    assert not window.roll_action.isEnabled() and window.actions_panel.buttons == []


def test_the_rules_help_shows_the_rules_and_the_board(make_window: MakeWindow) -> None:
    from pardsgui.ui.dialogs.rules import RulesDialog, board_image

    window = make_window()
    dialog = RulesDialog(window, "nardshir", window.controller.game.initial())
    text = dialog.browser.toPlainText()
    assert "Bearing off" in text and "{{board}}" not in text
    from PySide6.QtCore import QUrl
    from PySide6.QtGui import QTextDocument

    shown = dialog.browser.document().resource(QTextDocument.ResourceType.ImageResource, QUrl("board:start"))
    assert isinstance(shown, QImage) and shown.width() == 560
    image = board_image("nardshir", window.controller.game.initial(), 300)
    assert image.width() == 300 and not image.isNull()
    dialog.close()


def test_the_move_list_matches_the_tree_after_every_kind_of_change(make_window: MakeWindow) -> None:
    window = make_window()

    def rows() -> list[str]:
        return list_rows(window.move_list)

    def rebuilt() -> list[str]:
        window.move_list._record = None  # force a full rebuild to compare with
        window.refresh()
        return rows()

    play_texts(window, *OPENING)
    incremental = rows()
    assert incremental == rebuilt() and len(incremental) == 5
    first = window.controller.record.main_line()[0]
    window.controller.go_to(first)
    play_texts(window, "5:h-4", "3:h-2")  # a variation, then a move extending it
    incremental = rows()
    assert incremental == rebuilt()
    # Numbered by turn: White's roll begins turn 1, its dice continue it.
    assert incremental[1:6] == ["1. roll 3,5", "    3:h-2", "  variation 1", "        5:h-4", "        3:h-2"]
    window.move_list.deleteRequested.emit(first.children[1])
    window.controller.go_to(window.controller.record.main_line()[-1])
    play_texts(window, "6:h-18")
    assert rows() == rebuilt()
    window.undo_action.trigger()
    window.undo_action.trigger()
    assert rows() == rebuilt()
