"""The position editor in the real window: clicks build a position, problems show, play from it."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QTextDocumentFragment
from PySide6.QtWidgets import QComboBox
from pytestqt.qtbot import QtBot

from pardsgui.ui.main_window import MainWindow
from tests.ui.driver import cell_point, choose_field, click_cell, drag_cell, right_click

MakeWindow = Callable[..., MainWindow]
EMPTY = ",".join(["0"] * 24)


def test_build_a_position_by_clicks_fix_its_problem_and_play_from_it(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make_window()
    window.edit_action.trigger()
    assert window.session is not None and window.editor_dock.isVisible()
    qtbot.mouseClick(window.editor_panel.clear_button, Qt.MouseButton.LeftButton)
    assert window.session.text == f"{EMPTY} w"
    click_cell(qtbot, window, "p20")  # a White piece (the palette's first entry) on point 20
    window.editor_panel.choose("piece:b")
    click_cell(qtbot, window, "p2")
    choose_field(window, "dice", "3,5")
    # Sixteen White and sixteen Black pieces: the problem is named and marked.
    problems = [
        window.editor_panel.problems.item(i).text() for i in range(window.editor_panel.problems.count())
    ]
    assert problems == ["White has 16 pieces (1 on the board, 15 in hand, 0 off); each player has exactly 15"]
    assert not window.editor_panel.play_button.isEnabled()
    assert window.scene.highlights.problems == {"p20", "hand-w", "off-w"}
    right_click(qtbot, window, "hand-w")
    right_click(qtbot, window, "hand-b")
    assert window.editor_panel.problems.count() == 0 and window.editor_panel.play_button.isEnabled()
    qtbot.mouseClick(window.editor_panel.play_button, Qt.MouseButton.LeftButton)
    assert window.session is None and not window.editor_dock.isVisible()
    start = window.controller.record.start
    assert start.to_text() == f"{'0,0,-1' + ',0' * 17 + ',1,0,0,0'} w hand=14,14 dice=3,5"
    # 3:20-23 is closed by the last-point gate (14 in hand); 3:h-2 hits the Black piece.
    assert sorted(start.move_text(m) for m in start.legal_moves()) == ["3:h-2", "5:h-4"]


def test_drag_to_move_and_off_the_board_to_remove(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window("nardshir", f"{'2' + ',0' * 23} w hand=13,15")
    window.open_editor()
    assert window.session is not None
    drag_cell(qtbot, window, "p0", "p9")
    assert window.session.text.startswith("1,0,0,0,0,0,0,0,0,1,")
    viewport = window.board.viewport()
    start = cell_point(window, "p9")
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(viewport, pos=start + QPoint(10, 10))
    qtbot.mouseMove(viewport, pos=QPoint(2, 2))  # the margin around the board
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=QPoint(2, 2))
    assert window.session.text.startswith("1,0,0,0,0,0,0,0,0,0,")


def test_the_editor_has_its_own_undo(make_window: MakeWindow, qtbot: QtBot) -> None:
    window = make_window()
    window.controller.play(window.controller.position.parse_move("roll 1,2"))
    window.open_editor()
    assert window.session is not None
    before = window.session.text
    click_cell(qtbot, window, "p7")
    click_cell(qtbot, window, "p8")
    window.undo_action.trigger()
    window.undo_action.trigger()
    assert window.session.text == before
    window.redo_action.trigger()
    assert window.session.text != before
    window.close_editor()
    assert window.controller.record.current.text == "roll 1,2"  # the game is as it was
    window.undo_action.trigger()  # now the game's undo again
    assert window.controller.record.current.ply == 0


def test_a_refused_edit_says_why(make_window: MakeWindow, qtbot: QtBot) -> None:
    window = make_window()
    window.open_editor()
    window.editor_panel.choose("piece:b")
    before = window.session.text if window.session else ""
    click_cell(qtbot, window, "off-w")
    assert window.session is not None and window.session.text == before
    assert "holds only White pieces" in window.statusBar().currentMessage()


def test_the_palette_follows_the_position(make_window: MakeWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    window = make_window()
    window.open_editor()
    assert window.session is not None
    model = window.session.model
    full = list(model.palette(window.session.text))
    # A model whose palette depends on a field, as Parry's depends on the number of seats.
    monkeypatch.setattr(model, "palette", lambda text: full if "dice=" in text else full[:1])
    window.session.set_text(window.session.text)
    assert list(window.editor_panel.palette_buttons) == ["piece:w"]
    choose_field(window, "dice", "3,5")
    assert list(window.editor_panel.palette_buttons) == ["piece:w", "piece:b"]
    assert window.session.selected == "w"  # the piece in hand stays chosen


def test_a_refused_field_change_does_not_stay_shown(
    make_window: MakeWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    from pardsgui.core.editing import EditError

    window = make_window()
    window.open_editor()
    assert window.session is not None

    def refuse(text: str, key: str, value: str) -> str:
        raise EditError("not now")

    monkeypatch.setattr(window.session.model, "set_field", refuse)
    choose_field(window, "dice", "3,5")
    box = window.editor_panel.field_controls["dice"]
    assert isinstance(box, QComboBox) and box.currentData() == "-"
    assert window.statusBar().currentMessage() == "not now"


def test_the_editor_takes_the_panels_place_and_gives_it_back(make_window: MakeWindow) -> None:
    window = make_window()
    window.docks["moves"].hide()  # a person's own choice
    window.open_editor()
    assert window.editor_dock.isVisible() and not window.docks["hands"].isVisible()
    window.close_editor()
    assert window.docks["hands"].isVisible() and not window.docks["moves"].isVisible()


@pytest.mark.parametrize("game_id", ["pards", "parry", "pagade", "kerd", "nardshir"])
def test_a_choice_cut_short_by_the_narrow_column_is_whole_in_its_tooltip(
    make_window: MakeWindow, game_id: str
) -> None:
    """Every choice of every field, chosen in turn: the box shows the field as the text has it (a
    choice that changes nothing does not stay shown), and its tooltip begins with the whole choice,
    then says what the field is (a long German choice is cut short in the closed box)."""
    window = make_window(game_id)
    window.open_editor()
    panel = window.editor_panel
    for key, box in list(panel.field_controls.items()):
        if not isinstance(box, QComboBox):
            continue
        for value in [box.itemData(i) for i in range(box.count())]:
            choose_field(window, key, str(value))
            box = panel.field_controls[key]
            assert isinstance(box, QComboBox)
            session = window.session
            assert session is not None
            now = {spec.key: spec.value for spec in session.model.fields(session.text)}[key]
            assert box.currentData() == now, (key, value)  # the field as the text has it
            shown = QTextDocumentFragment.fromHtml(box.toolTip()).toPlainText()
            assert shown.startswith(box.currentText()), (key, value, shown)
