"""Pards in the real window: the opening rolls, moves by clicks and drags, a sack turn, the editor."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from pardsgui.core.geometry import Geometry
from pardsgui.ui.board.scene import PieceItem
from pardsgui.ui.main_window import MainWindow
from tests.games.pards.util import board
from tests.ui.driver import banner, choose_field, click_cell, drag_cell, moves_played, problems_shown

MakeWindow = Callable[..., MainWindow]


def dice_on_board(geometry: Geometry) -> list[int | str]:
    """The grids' dice as drawn, left to right and bottom first: pips counted on each face, or its '?'."""
    shown: list[int | str] = []
    faces = [m for m in geometry.marks if m.tone == "die" and m.kind == "polygon"]
    for face in sorted(faces, key=lambda m: (m.at[0], -m.at[1])):
        (cx, cy), half = face.at, face.size / 2
        inside = [m for m in geometry.marks if abs(m.at[0] - cx) < half and abs(m.at[1] - cy) < half]
        texts = [m.text for m in inside if m.kind == "text"]
        shown.append(texts[0] if texts else len([m for m in inside if m.kind == "pip"]))
    return shown


def press(qtbot: QtBot, window: MainWindow, label: str) -> None:
    (button,) = [b for b in window.actions_panel.buttons if b.text() == label]
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_rolls_then_a_sack_turn_by_clicks_drags_and_buttons(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window("pards")
    assert banner(window) == "White: roll the dice for your grids a1 (lower) and a7 (higher)"
    assert window.dice.roll_button.isEnabled() and window.dice.faces.isVisible()
    # White sets the dice by hand from the menu, whose words say which grid gets which die.
    (action,) = [a for a in window.dice.set_menu.actions() if a.text() == "Roll 2 and 5 — a1 2, a7 5"]
    action.trigger()
    assert banner(window) == "Black: roll the dice for your grids e7 (lower) and e1 (higher)"
    qtbot.mouseClick(window.dice.roll_button, Qt.MouseButton.LeftButton)
    assert banner(window) == "White: move a piece along a pattern or by its grid's die"
    # The dice panel goes on showing the grids' dice, which the board draws too.
    assert not window.dice.roll_button.isEnabled()
    assert window.dice.faces.dice is not None and window.dice.faces.dice.caption.startswith(
        "Grid dice: a1 2, a7 5"
    )
    geometry = window.scene.geometry
    assert geometry is not None
    a1, e1, a7, e7 = dice_on_board(geometry)
    assert (a1, a7) == (2, 5) and isinstance(e1, int) and isinstance(e7, int) and e7 < e1

    click_cell(qtbot, window, "b2")  # a pattern move by click-click
    assert window.controller.selected == "b2" and "d2" in window.controller.highlights().targets
    click_cell(qtbot, window, "d2")
    drag_cell(qtbot, window, "f2", "d2")  # Black's pair of Shahs sacks the lone White Shah
    assert banner(window) == "Black: after your sack, move the Vicar along a pattern"
    (tray,) = window.scene.piece_items("hand-w")
    assert isinstance(tray, PieceItem) and tray.image == "white-shah"
    drag_cell(qtbot, window, "d5", "c5")  # from the river into White's side: a die may change
    assert banner(window) == (
        "Black: the Vicar crossed into White's side — raise or lower one grid's die by 1, or keep the dice"
    )
    labels = [button.text() for button in window.actions_panel.buttons]
    assert "Raise the a1 die to 3" in labels and "Lower the a1 die to 1" in labels
    assert labels[-1] == "Keep the dice"
    press(qtbot, window, "Raise the a1 die to 3")
    geometry = window.scene.geometry
    assert geometry is not None and dice_on_board(geometry) == [3, e1, 5, e7]
    assert banner(window) == "White: put the sacked Shah back on d5, where the Vicar stood"
    assert window.controller.highlights().sources == {"hand-w": frozenset({"d5"})}
    drag_cell(qtbot, window, "hand-w", "d5")
    assert moves_played(window)[2:] == ["b2-d2", "f2xd2", "d5-c5", "a1+", "S@d5"]
    assert banner(window) == "Black: move a piece along a pattern or by its grid's die"
    assert not window.scene.piece_items("hand-w")


def test_build_a_position_fix_its_problems_and_play_from_it(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window("pards")
    window.edit_action.trigger()
    assert window.session is not None
    qtbot.mouseClick(window.editor_panel.clear_button, Qt.MouseButton.LeftButton)
    assert window.session.text == "9/9/9/9/9/9/9 w"  # the grids stay: they are printed on the board
    window.editor_panel.choose("piece:S")
    click_cell(qtbot, window, "c2")
    click_cell(qtbot, window, "c3")
    window.editor_panel.choose("piece:s")
    click_cell(qtbot, window, "e5")
    click_cell(qtbot, window, "e6")
    assert problems_shown(window) == ["There must be exactly one Vicar (V), found 0"]
    assert not window.editor_panel.play_button.isEnabled()
    window.editor_panel.choose("piece:V")
    click_cell(qtbot, window, "d8")
    click_cell(qtbot, window, "d9")
    assert problems_shown(window) == ["There must be exactly one Vicar (V), found 2"]
    assert window.scene.highlights.problems == {"d8", "d9"}
    qtbot.mouseClick(
        window.board.viewport(),
        Qt.MouseButton.RightButton,
        pos=window.board.mapFromScene(window.scene.cell_center("d9")),
    )
    assert problems_shown(window) == []
    choose_field(window, "die-a1", "3")  # White's two dice are rolled together
    assert problems_shown(window) == [
        "White's dice (a1 and a7) are rolled together: both '?' or both numbers"
    ]
    assert {"a1", "c3", "a7", "c9"} <= window.scene.highlights.problems
    choose_field(window, "die-a7", "4")
    assert problems_shown(window) == [] and window.editor_panel.play_button.isEnabled()
    qtbot.mouseClick(window.editor_panel.play_button, Qt.MouseButton.LeftButton)
    assert window.session is None
    start = f"{board(c2='S', c3='S', e5='s', e6='s', d8='V')} w grids=a1:3,a7:4,e1:?,e7:?"
    assert window.controller.record.start.to_text() == start
    assert banner(window) == "Black: roll the dice for your grids e7 (lower) and e1 (higher)"  # White's set
    qtbot.mouseClick(window.dice.roll_button, Qt.MouseButton.LeftButton)
    assert banner(window) == "White: move a piece along a pattern or by its grid's die"
    drag_cell(qtbot, window, "c3", "d3")  # the pair's pattern: one step along a line
    assert moves_played(window)[1:] == ["c3-d3"]


def test_build_a_grid_in_the_editor_and_see_a_grid_move_appear(qtbot: QtBot, make_window: MakeWindow) -> None:
    # A lone Shah has no pattern and stands in no grid: White can only pass.
    window = make_window("pards", f"{board(c5='S', g1='s', g9='s', d9='V')} w grids=-")
    assert banner(window) == "White: no move is possible — pass"
    assert [button.text() for button in window.actions_panel.buttons] == ["Pass"]
    window.open_editor()
    assert window.session is not None
    window.editor_panel.choose("tool:add-grid")
    click_cell(qtbot, window, "e5")  # a 3×3 grid around e5: d4-f6, its die 1
    assert window.session.text.endswith("grids=d4:1")
    click_cell(qtbot, window, "c5")  # around c5 it would overlap: refused, saying why
    assert window.session.text.endswith("grids=d4:1")
    assert "would overlap the grid d4–f6" in window.statusBar().currentMessage()
    window.editor_panel.choose("tool:move-grid")
    drag_cell(qtbot, window, "e5", "b5")  # grabbed by its middle square: now a4-c6
    assert window.session.text.endswith("grids=a4:1")
    window.editor_panel.choose("tool:die-up")
    click_cell(qtbot, window, "a6")
    geometry = window.scene.geometry
    assert geometry is not None and dice_on_board(geometry) == [2]
    assert window.editor_panel.play_button.isEnabled()
    qtbot.mouseClick(window.editor_panel.play_button, Qt.MouseButton.LeftButton)
    assert banner(window) == "White: move a piece by its grid's die"
    click_cell(qtbot, window, "c5")  # the Shah in the grid moves exactly 2 in a straight line
    assert window.controller.highlights().targets == {"a3", "a5", "a7", "c3", "c7", "e3", "e5", "e7"}
    drag_cell(qtbot, window, "c5", "e7")
    assert moves_played(window) == ["c5-e7"]


def test_the_rules_help_explains_patterns_under_the_board(make_window: MakeWindow) -> None:
    from pardsgui.ui.dialogs.rules import RulesDialog

    window = make_window("pards")
    dialog = RulesDialog(window, "pards", window.controller.game.initial())
    text = dialog.browser.toPlainText()
    assert "{{board}}" not in text and "Groups and patterns" in text and "Add grid" in text
    dialog.close()
