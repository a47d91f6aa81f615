"""Game ▸ Review game: a person opens a game, has it reviewed, reads the marks and the chart, and cancels."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QProgressDialog

import pardsgui.ui.review
from pardsgui.core.record import Record
from pardsgui.games import get_game
from tests.ai.test_review import seeded_record
from tests.journeys.conftest import Start
from tests.journeys.person import Person, choose_in_menu, click_button, press_in_box

TINY = "hard:0.01"


def open_game(start: Start, tmp_path: Path, record: Record) -> Person:
    path = tmp_path / "game.pards.json"
    path.write_text(record.to_json(), encoding="utf-8")
    return start(str(path))


def reviewed(person: Person) -> None:
    person.menu("Game", "Review game")
    person.wait(lambda: not person.window.reviewing.runner.busy(), 60)
    person.settle()


def chart_point(person: Person, index: int) -> QPoint:
    chart = person.window.reviewing.panel.chart
    y = int(chart.plot_area().center().y())
    return QPoint(round(chart.x_of(index)), y)


def test_review_shows_marks_chart_and_summary_and_the_chart_leads_to_a_move(
    start: Start, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(pardsgui.ui.review, "REVIEW_LEVEL", TINY)
    person = open_game(start, tmp_path, seeded_record("parry", 30))
    window = person.window
    assert not window.reviewing.dock.isVisible()
    reviewed(person)
    record = window.controller.record
    line = record.main_line()
    review = record.review
    assert review is not None and review.complete and len(review.moves) == len(line)
    assert window.reviewing.dock.isVisible()
    assert " * " in window.windowTitle()  # the review is not saved yet: leaving asks
    chart = window.reviewing.panel.chart
    assert len(chart.points) == len(line) + 1 and all(len(point) == 2 for point in chart.points)
    summary = window.reviewing.panel.summary.text()
    for name in window.controller.view.seat_names(record.start):
        assert f"{name}: " in summary
    assert "luck" not in summary  # a game without dice
    # The marks stand after the moves in the list, with the better move on hover.
    marked = [entry for entry in review.moves if entry.mark]
    assert marked, "a game of the easy level against random moves has mistakes"
    for one in review.summary(len(chart.points[0])):
        marks = f"?! {one.marks['?!']} · ? {one.marks['?']} · ?? {one.marks['??']}"
        assert f"{marks} · loss {one.average_loss:.1f} a decision ({one.decisions})" in summary
    rows = {window.move_list.node_of(item): item for item in _items(window)}
    for node, entry in review.nodes(record.root):
        text = rows[node].text(0)
        assert text.endswith(entry.mark) if entry.mark else "?" not in text
        if entry.better:
            assert f"Better: {entry.better}" in rows[node].toolTip(0)
    # A click on the chart goes to that move, and the chart marks it.
    QTest.mouseClick(chart, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, chart_point(person, 7))
    person.settle()
    assert record.current is line[6] and chart.current == 7
    QTest.mouseClick(chart, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, chart_point(person, 0))
    person.settle()
    assert record.current is record.root and chart.current == 0
    # One click plays the better move as a variation.
    node, entry = next((n, e) for n, e in review.nodes(record.root) if e.better)
    item = rows[node]
    window.move_list.scrollToItem(item)
    centre = window.move_list.visualItemRect(item).center()
    with person.answering(choose_in_menu(f"Play the better move ({entry.better}) as a variation")):
        QApplication.sendEvent(
            window.move_list.viewport(),
            QContextMenuEvent(
                QContextMenuEvent.Reason.Mouse, centre, window.move_list.viewport().mapToGlobal(centre)
            ),
        )
    person.settle()
    assert record.current.parent is node.parent and record.current.text == entry.better
    assert not record.current.is_main_line()
    # A second review of the same game is instant: every position is in the worker's cache.
    person.menu("Game", "Review game")
    person.wait(lambda: not window.reviewing.runner.busy(), 5)


def _items(window: object) -> list[object]:
    from pardsgui.ui.main_window import MainWindow

    assert isinstance(window, MainWindow)
    tree = window.move_list
    found = []
    stack = [tree.topLevelItem(i) for i in range(tree.topLevelItemCount())]
    while stack:
        item = stack.pop()
        if item is None:
            continue
        found.append(item)
        stack.extend(item.child(i) for i in range(item.childCount()))
    return found


def test_cancel_stops_the_review_midway(
    start: Start, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(pardsgui.ui.review, "REVIEW_LEVEL", "medium")
    person = open_game(start, tmp_path, seeded_record("nardshir", 120))
    window = person.window
    person.menu("Game", "Review game")
    dialog = QApplication.activeModalWidget()
    assert isinstance(dialog, QProgressDialog)
    person.wait(lambda: dialog.value() > 0, 30)  # under way
    click_button(dialog, "Cancel")
    person.settle()
    assert not window.reviewing.runner.busy()
    assert window.controller.record.review is None and not window.reviewing.dock.isVisible()
    assert person.status() == "Review cancelled."
    assert QApplication.activeModalWidget() is None
    # Escape closes the dialog and cancels too.
    person.menu("Game", "Review game")
    dialog = QApplication.activeModalWidget()
    assert isinstance(dialog, QProgressDialog)
    person.wait(lambda: dialog.value() > 0, 30)
    QTest.keyClick(dialog, Qt.Key.Key_Escape)
    person.settle()
    assert not window.reviewing.runner.busy() and window.controller.record.review is None
    assert QApplication.activeModalWidget() is None


def test_a_saved_review_comes_back_with_the_game(
    start: Start, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(pardsgui.ui.review, "REVIEW_LEVEL", TINY)
    person = open_game(start, tmp_path, seeded_record("pagade", 30))
    reviewed(person)
    saved = tmp_path / "game.pards.json"  # the file opened: Game ▸ Save writes it back
    person.menu("Game", "Save")
    again = Record.from_json(saved.read_text(encoding="utf-8"), get_game)
    review = person.window.controller.record.review
    assert again.review is not None and review is not None
    assert [e.mark for e in again.review.moves] == [e.mark for e in review.moves]
    other = start(str(saved))
    assert other.window.reviewing.dock.isVisible()
    assert "luck" in other.window.reviewing.panel.summary.text()
    assert len(other.window.reviewing.panel.chart.points) == len(review.moves) + 1


def test_a_game_without_moves_has_nothing_to_review(start: Start) -> None:
    person = start("--game", "parry")
    person.menu("Game", "Review game", then=[press_in_box("OK", expect="There are no moves to review yet.")])
    assert not person.window.reviewing.runner.busy() and not person.window.reviewing.dock.isVisible()


def test_ctrl_r_asks_for_a_review_as_the_menu_does(start: Start) -> None:
    person = start("--game", "parry")
    with person.answering(press_in_box("OK", expect="There are no moves to review yet.")):
        person.shortcut("Ctrl+R")
    assert not person.window.reviewing.runner.busy()
