"""Pagade in the real window: a pair on a doublet, re-entry from the tray, pass, partners, the editor."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMenu
from pytestqt.qtbot import QtBot

from pardsgui.ui.main_window import MainWindow
from tests.ui.driver import (
    banner,
    choose_field,
    click_cell,
    drag_cell,
    image_on,
    moves_played,
    problems_shown,
    right_click,
)

MakeWindow = Callable[..., MainWindow]
OTHERS = "Green:G6,G7,29,29/Yellow:Y6,Y7,46,46/Black:B6,B7,63,63"
START = f"Red:R6,R7,12,12/{OTHERS}"
PARKED = "Green:G1,G2,G3,G4/Yellow:Y1,Y2,Y3,Y4/Black:B1,B2,B3,B4"


def test_a_pair_moves_on_a_doublet_through_the_chooser(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window("pagade", f"{START} R dice=4,4")
    assert banner(window) == "Red: play 4 and 4 — a pawn for each die, or one pawn by the sum"
    assert image_on(window, "s12") == "red-pair"
    seen: list[str] = []

    def pick_the_pair() -> None:
        menu = QApplication.activePopupWidget()
        assert isinstance(menu, QMenu) and menu.objectName() == "move-chooser"
        seen.extend(action.text() for action in menu.actions())
        (pair,) = [action for action in menu.actions() if "pair" in action.text()]
        qtbot.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(pair).center())

    click_cell(qtbot, window, "s12")
    assert window.scene.highlights.targets == {"s16", "s20"}  # one die, or both (4+4) on one pawn
    QTimer.singleShot(50, pick_the_pair)
    click_cell(qtbot, window, "s16")  # one pawn or the pair: the chooser asks
    assert seen == ["4: pawn on 12 to 16", "4=4: the pair on 12 to 16"]  # Red's numbers are the board's
    assert moves_played(window) == ["4=4:12-16"]
    assert image_on(window, "s16") == "red-pair" and not window.scene.piece_items("s12")
    assert banner(window) == "Green: roll the sticks"  # both dice used


def test_re_entry_from_the_tray_then_a_pass_button(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window("pagade", f"Red:X,20,30,R1h/{PARKED} R seats=4 cut=RG dice=1,3")
    assert banner(window) == "Red: re-enter your cut pawns with 1 and 3 — they come back first"
    click_cell(qtbot, window, "off-R")  # the tray of Red's cut pawns
    assert window.scene.highlights.targets == {"R1", "R3", "R4"}  # 1, 3, or the sum for a lone pawn
    click_cell(qtbot, window, "R3")
    assert moves_played(window) == ["3:X-R3"] and image_on(window, "R3") == "red"
    assert banner(window) == "Red: play the 1"
    drag_cell(qtbot, window, "R1h", "home-R")  # the homeward pawn on 83 goes Home with the 1
    assert moves_played(window) == ["3:X-R3", "1:R1h-H"] and banner(window) == "Green: roll the sticks"
    passing = make_window("pagade", f"Red:R1h,R1h,R1h,H/{PARKED} R seats=4 cut=R dice=3,4")
    assert banner(passing) == "Red cannot use 3 and 4: pass"
    (button,) = passing.actions_panel.buttons
    assert button.text() == "Pass"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert moves_played(passing) == ["pass"] and banner(passing) == "Green: roll the sticks"


def test_partners_are_named_in_the_players_panel(make_window: MakeWindow) -> None:
    window = make_window("pagade", seats="4p")
    assert banner(window) == "Red: roll the sticks"
    grid = window.hands.grid
    names = [
        widget.text()
        for row in range(grid.rowCount())
        if (item := grid.itemAtPosition(row, 1)) is not None
        and isinstance(widget := item.widget(), QLabel)
        and widget.text()
    ]
    assert names[0] == "Red (with Yellow)  ◀ to move"
    assert "Yellow (with Red)" in names


def test_build_a_study_position_fix_it_and_play_from_it(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window("pagade", seats="4")
    window.edit_action.trigger()
    session = window.session
    assert session is not None
    window.editor_panel.choose("piece:G")
    click_cell(qtbot, window, "R3")  # a Green pawn in Red's belly: refused, and why
    assert session.text == f"{START} R seats=4"
    assert "cannot stand in Red's belly" in window.statusBar().currentMessage()
    window.editor_panel.choose("piece:R")
    click_cell(qtbot, window, "R3h")  # the homeward lane of R3, R3h: so Red has cut
    assert session.text == f"Red:R6,R7,12,12,R3h/{OTHERS} R seats=4 cut=R"
    assert problems_shown(window) == ["Red has 5 pawns; each colour has exactly four"]
    assert window.scene.highlights.problems == {"R6", "R7", "s12", "R3h"}
    assert not window.editor_panel.play_button.isEnabled()
    right_click(qtbot, window, "R6")
    drag_cell(qtbot, window, "R7", "s12")  # a third pawn on a track square
    assert problems_shown(window) == [
        "3 Red pawns (12, 12, 12) on square 12; outside a belly at most two pawns share a square"
    ]
    assert window.scene.highlights.problems == {"s12"}
    drag_cell(qtbot, window, "s12", "s8")  # fixed: one of them to Red's square 8, going out
    window.editor_panel.choose("tool:turn")
    click_cell(qtbot, window, "s8")  # ... now homeward: 8h, its lap done
    choose_field(window, "dice", "4,4")
    assert problems_shown(window) == [] and window.editor_panel.play_button.isEnabled()
    qtbot.mouseClick(window.editor_panel.play_button, Qt.MouseButton.LeftButton)
    assert window.session is None
    start = window.controller.record.start
    assert start.to_text() == f"Red:12,12,8h,R3h/{OTHERS} R seats=4 dice=4,4 cut=R"
    assert banner(window) == "Red: play 4 and 4 — a pawn for each die, or one pawn by the sum"
    click_cell(qtbot, window, "s8")
    assert window.scene.highlights.targets == {"R4h", "home-R"}  # 4, or 4+4 to Home
    click_cell(qtbot, window, "R4h")  # 8h and 4 on: into the belly, homeward
    assert moves_played(window) == ["4:8h-R4h"]


def test_the_rules_help_has_the_board_and_the_notation(make_window: MakeWindow) -> None:
    from pardsgui.ui.dialogs.rules import RulesDialog

    window = make_window("pagade")
    dialog = RulesDialog(window, "pagade", window.controller.game.initial())
    text = dialog.browser.toPlainText()
    assert "{{board}}" not in text and "4=4:12-16" in text and "Going out ⇄ homeward" in text
    dialog.close()
