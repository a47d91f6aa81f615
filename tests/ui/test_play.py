"""Every available game played through the real window by clicks, drags and buttons."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMenu
from pytestqt.qtbot import QtBot

from pardsgui.games import available_ids
from pardsgui.ui.main_window import MainWindow
from tests.ui.driver import click_cell, drag_cell, play_through_view

MakeWindow = Callable[..., MainWindow]


@pytest.mark.parametrize("game_id", available_ids())
def test_a_short_game_through_the_view(qtbot: QtBot, make_window: MakeWindow, game_id: str) -> None:
    window = make_window(game_id)
    controller = window.controller
    rng = random.Random(5)
    for number in range(40):
        position = controller.position
        if controller.outcome() is not None:
            break
        if position.is_chance:
            if number % 2:
                qtbot.mouseClick(window.dice.roll_button, Qt.MouseButton.LeftButton)
            else:
                play_through_view(qtbot, window, rng.choice(list(position.legal_moves())), drag=False)
            assert controller.record.current.parent is not None
            assert controller.record.current.parent.position == position
            continue
        move = rng.choice(list(position.legal_moves()))
        play_through_view(qtbot, window, move, drag=number % 3 == 0)
        assert controller.record.current.move == move, f"move {number} was not played"
        assert controller.record.current.parent is not None
        assert controller.record.current.parent.position == position
    assert controller.record.current.ply >= 20


def test_clicks_only_ever_play_legal_moves(qtbot: QtBot, make_window: MakeWindow) -> None:
    empty = ",".join(["0"] * 24)
    window = make_window("nardshir", f"{empty} w dice=3,5")
    controller = window.controller
    click_cell(qtbot, window, "p7")  # an empty point: nothing happens
    assert controller.record.current.ply == 0 and controller.selected is None
    click_cell(qtbot, window, "hand-w")
    assert controller.selected == "hand-w"
    assert window.controller.highlights().targets == {"p2", "p4"}
    click_cell(qtbot, window, "p9")  # not a target: the selection goes, no move
    assert controller.record.current.ply == 0
    drag_cell(qtbot, window, "hand-w", "p8")  # an illegal drop does nothing
    assert controller.record.current.ply == 0
    drag_cell(qtbot, window, "hand-w", "p4")
    assert controller.record.current.text == "5:h-4"


def test_one_drop_standing_for_several_moves_asks_the_chooser(
    qtbot: QtBot, make_window: MakeWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    empty = ",".join(["0"] * 24)
    window = make_window("nardshir", f"{empty} w dice=3,5")
    # Nardshir never puts two moves on one source and target; pretend it does.
    monkeypatch.setattr(window.controller.view, "move_cells", lambda position, move: ("hand-w", "p1"))
    window.controller._map_node = None
    asked: list[list[str]] = []

    def chooser(options: list[tuple[str, object]]) -> object:
        asked.append([label for label, _ in options])
        return options[1][1]

    window.controller.chooser = chooser  # type: ignore[assignment]
    window.refresh()
    drag_cell(qtbot, window, "hand-w", "p1")
    assert asked == [["3: enter on point 2", "5: enter on point 4"]]
    assert window.controller.record.current.text == "5:h-4"


def test_the_chooser_menu(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window("nardshir")
    seen: list[str] = []

    def pick_second() -> None:
        menu = QApplication.activePopupWidget()
        assert isinstance(menu, QMenu) and menu.objectName() == "move-chooser"
        seen.extend(action.text() for action in menu.actions())
        qtbot.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(menu.actions()[1]).center())

    QTimer.singleShot(50, pick_second)
    assert window.play_mode.choose_move([("first", "a"), ("second", "b")]) == "b"
    assert seen == ["first", "second"]
    QTimer.singleShot(50, lambda: QApplication.activePopupWidget().close())  # type: ignore[union-attr]
    assert window.play_mode.choose_move([("first", "a"), ("second", "b")]) is None
