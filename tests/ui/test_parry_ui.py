"""Parry in the real window: placing by a click, bonus steps by click-click and drag, pass, the editor."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QLabel
from pytestqt.qtbot import QtBot

from pardsgui.games.parry import scores
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
S5 = "board=square-5-ortho"


def test_a_game_by_clicks_drags_and_the_pass_button(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window("parry", board="square-5-ortho")
    assert (
        banner(window) == "White: place a stone on an uncontrolled point (you have power on no empty point)"
    )
    click_cell(qtbot, window, "12")  # a placement is one click on the point
    click_cell(qtbot, window, "13")  # White controls 13: Black cannot place there
    assert moves_played(window) == ["@12"]
    click_cell(qtbot, window, "0")
    assert banner(window) == "White: place a stone on a point where you have power"
    click_cell(qtbot, window, "11")  # next to 12: worth one bonus step
    assert banner(window) == "White: make a bonus step, or pass (1 bonus step left)"
    assert image_on(window, "11") == "white-placed" and image_on(window, "12") == "white"
    click_cell(qtbot, window, "11")  # the stone just placed may not step
    assert window.controller.selected is None
    click_cell(qtbot, window, "12")
    assert window.controller.selected == "12"
    click_cell(qtbot, window, "7")
    assert moves_played(window) == ["@12", "@0", "@11", "12-7"]
    assert image_on(window, "11") == "white"  # the turn is over: no longer the placed stone
    click_cell(qtbot, window, "1")
    drag_cell(qtbot, window, "0", "5")  # a bonus step by drag
    click_cell(qtbot, window, "12")  # between 7 and 11: two bonus steps
    assert banner(window) == "White: make a bonus step, or pass (2 bonus steps left)"
    (button,) = window.actions_panel.buttons
    assert button.text() == "Pass (end the turn)"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert moves_played(window) == ["@12", "@0", "@11", "12-7", "@1", "0-5", "@12", "pass"]
    assert window.controller.position.to_text() == f".2...2.1...11............ 2 {S5} last=1"
    assert banner(window) == "Black: place a stone on a point where you have power"
    assert not window.actions_panel.buttons


def test_three_players_take_turns_and_see_their_scores(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window("parry", seats="3")
    for point, words in (("14", "Black"), ("0", "Red"), ("35", "White")):
        click_cell(qtbot, window, point)
        assert banner(window).startswith(f"{words}: place a stone")
    click_cell(qtbot, window, "15")
    assert banner(window) == "White: make a bonus step, or pass (1 bonus step left)"
    drag_cell(qtbot, window, "14", "21")
    assert moves_played(window) == ["@14", "@0", "@35", "@15", "14-21"]
    position = window.controller.position
    assert banner(window) == "Black: place a stone on a point where you have power"
    # The players panel: each name, and its score beside it.
    grid = window.hands.grid
    rows = {}
    for row in range(grid.rowCount()):
        cells = [grid.itemAtPosition(row, column) for column in (1, 3)]
        widgets = [cell.widget() if cell is not None else None for cell in cells]
        # A seat's row has the name and the score apart; a note spans both columns.
        if all(isinstance(w, QLabel) for w in widgets) and widgets[0] is not widgets[1]:
            name, score = (w.text() for w in widgets if isinstance(w, QLabel))
            rows[name.split()[0]] = score
    assert rows == {
        name: str(score) for name, score in zip(("White", "Black", "Red"), scores(position), strict=True)
    }


def test_build_a_position_fix_its_problems_and_play_from_it(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window("parry")
    window.edit_action.trigger()
    assert window.session is not None
    choose_field(window, "board", "square-5-ortho")  # another board: it starts empty
    assert window.session.text == f"{'.' * 25} 1 {S5}"
    assert window.scene.geometry is not None and len(window.scene.geometry.cells) == 25
    click_cell(qtbot, window, "12")  # White, the palette's first stone
    window.editor_panel.choose("piece:2")
    click_cell(qtbot, window, "0")
    window.editor_panel.choose("piece:1")
    click_cell(qtbot, window, "11")
    click_cell(qtbot, window, "17")
    right_click(qtbot, window, "17")  # right-click takes a stone off
    # Two White stones to one Black with White to move: no game gets there.
    assert problems_shown(window) == [
        "the stone counts (White 2, Black 1) do not fit the turn order: with White to move, every player"
        " should have as many stones as the others (each turn places one stone, White first)"
    ]
    assert not window.editor_panel.play_button.isEnabled()
    choose_field(window, "side", "2")  # Black to move fits (and White placed the last stone)
    assert problems_shown(window) == [] and window.session.text == f"2..........11............ 2 {S5} last=1"
    # Black's stone on 0 as the one placed this turn: it gave no steps, so the turn is over.
    window.editor_panel.choose("tool:placed")
    click_cell(qtbot, window, "0")
    assert problems_shown(window) == ["Placing on point 0 gives Black no bonus steps"]
    assert window.scene.highlights.problems == {"0"}
    click_cell(qtbot, window, "0")  # again: the start of Black's turn
    assert problems_shown(window) == []
    click_cell(qtbot, window, "11")  # White placed on 11 (next to 12): one bonus step to make
    assert window.session.text == f"2..........11............ 1 {S5} turn=11 steps=1 last=1"
    assert image_on(window, "11") == "white-placed"
    assert window.editor_panel.play_button.isEnabled()
    qtbot.mouseClick(window.editor_panel.play_button, Qt.MouseButton.LeftButton)
    assert window.session is None
    assert (
        window.controller.record.start.to_text() == f"2..........11............ 1 {S5} turn=11 steps=1 last=1"
    )
    assert banner(window) == "White: make a bonus step, or pass (1 bonus step left)"
    drag_cell(qtbot, window, "12", "13")
    assert moves_played(window) == ["12-13"]
    assert banner(window) == "Black: place a stone on a point where you have power"


def test_a_stone_of_a_seat_that_does_not_play_brings_it_in(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window("parry", board="hex-3")
    window.open_editor()
    assert window.session is not None
    assert len([key for key in window.editor_panel.palette_buttons if key.startswith("piece:")]) == 6
    window.editor_panel.choose("piece:3")
    click_cell(qtbot, window, "9")
    players = window.editor_panel.field_controls["seats"]
    assert isinstance(players, QComboBox) and players.currentData() == "3"
    assert window.session.text == f"{'.' * 9}3{'.' * 9} 1 board=hex-3 seats=3 last=3"
    assert image_on(window, "9") == "red"
