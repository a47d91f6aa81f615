"""A monkey at the real main window: random clicks, drags, keys and menu actions in every game.

Nothing it does may raise or make Qt warn (pytest-qt fails the test on
either).  Modal dialogs and menus are answered or closed by a timer, file
dialogs are refused, so nothing is written outside the test's own folders.
The default run sends EVENTS events per game; `pytest -m long` many more.
"""

from __future__ import annotations

import gc
import random
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtGui import QAction, QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QDialog,
    QFileDialog,
    QMenu,
    QMessageBox,
    QWidget,
)
from pytestqt.qtbot import QtBot

from pardsgui.games import available_ids
from pardsgui.storage import loading
from pardsgui.ui import reading_on
from pardsgui.ui.dialogs.new_game import NewGameDialog
from pardsgui.ui.main_window import MainWindow
from tests.robustness.long_record import record_json as long_line

MakeWindow = Callable[..., MainWindow]
EVENTS = 500  # per game in the default run (the ten-minute budget); the long run sends 60,000
LONG_EVENTS = 20_000
KEYS = [
    Qt.Key.Key_Left,
    Qt.Key.Key_Right,
    Qt.Key.Key_Up,
    Qt.Key.Key_Down,
    Qt.Key.Key_Home,
    Qt.Key.Key_End,
    Qt.Key.Key_Escape,
    Qt.Key.Key_Return,
    Qt.Key.Key_Space,
    Qt.Key.Key_Delete,
    Qt.Key.Key_Tab,
    Qt.Key.Key_R,
    Qt.Key.Key_F,
    Qt.Key.Key_A,
    Qt.Key.Key_1,
]
MODIFIERS = [Qt.KeyboardModifier.NoModifier] * 4 + [
    Qt.KeyboardModifier.ControlModifier,
    Qt.KeyboardModifier.ShiftModifier,
]
# What the monkey leaves alone: quitting ends the test's window, the computer's search runs in
# another process on its own clock (its own tests drive it), and About is a static box.
SKIPPED = {"&Quit", "&Hint", "&About pardsgui"}


class Monkey:
    def __init__(self, window: MainWindow, rng: random.Random) -> None:
        self.window = window
        self.rng = rng
        self.sent = 0
        self.answered = 0
        self.closer = QTimer(window)
        self.closer.setInterval(2)
        self.closer.timeout.connect(self.answer)
        self.closer.start()

    # -- what is asked of it ------------------------------------------------------------------

    def answer(self) -> None:
        """Close the menu or dialog in the way, as a person would: a random button, or Escape."""
        popup = QApplication.activePopupWidget()
        if isinstance(popup, QMenu):
            self.answered += 1
            actions = [a for a in popup.actions() if a.isEnabled() and not a.isSeparator() and not a.menu()]
            if actions and self.rng.random() < 0.7:
                popup.setActiveAction(self.rng.choice(actions))
                # After this slot returns: an action that opens a modal dialog runs its own event
                # loop, and Qt does not fire this timer again while its slot is still running.
                QTimer.singleShot(0, self.closer, self.choose_in_menu)
            else:
                popup.close()
            return
        if popup is not None:
            popup.close()
            return
        modal = QApplication.activeModalWidget()
        if modal is None or modal is self.window:
            return
        self.answered += 1
        if isinstance(modal, QMessageBox):
            buttons = modal.buttons()
            if buttons:
                # After this slot returns, as for a menu: a button may open a modal dialog
                # (Game over ▸ New game…), whose own event loop this timer must answer.
                QTimer.singleShot(0, self.closer, self.click_in_box)
                return
        if isinstance(modal, NewGameDialog) and self.rng.random() < 0.5:
            modal.game_box.setCurrentIndex(self.rng.randrange(modal.game_box.count()))
        if isinstance(modal, QDialog):
            modal.accept() if self.rng.random() < 0.5 else modal.reject()
            return
        modal.close()

    # The two below run from a timer, after the box or menu was found. They look again for what
    # is in the way then, and never keep a widget from before: the box may be gone by then, and
    # an event sent to a deleted widget reaches freed memory (a crash of the test, not of the
    # app). The timers hang on `closer`, so none outlives this monkey's window.

    def choose_in_menu(self) -> None:
        popup = QApplication.activePopupWidget()
        if isinstance(popup, QMenu) and popup.activeAction() is not None:
            QTest.keyClick(popup, Qt.Key.Key_Return)

    def click_in_box(self) -> None:
        modal = QApplication.activeModalWidget()
        if isinstance(modal, QMessageBox) and modal.buttons():
            self.rng.choice(modal.buttons()).click()

    # -- what it does ---------------------------------------------------------------------------

    def step(self) -> None:
        self.sent += 1
        roll = self.rng.random()
        if roll < 0.20:
            self.play()
        elif roll < 0.40:
            self.click_cell()
        elif roll < 0.48:
            self.drag()
        elif roll < 0.62:
            self.key()
        elif roll < 0.82:
            self.action()
        elif roll < 0.94:
            self.button()
        elif roll < 0.95:
            self.window.paste_action.trigger()  # whatever the clipboard holds: a copied game, a position
        else:
            self.click_anywhere()
        QApplication.processEvents()

    def cells(self) -> list[str]:
        return list(self.window.scene._polygons) or ["a1"]

    def point(self, cell: str) -> QPoint:
        return self.window.board.mapFromScene(self.window.scene.cell_center(cell))

    def play(self) -> None:
        """A legal move by its cells, as a person who knows the rules clicks it (dice: Roll)."""
        controller = self.window.controller
        position = controller.position
        if position.is_chance or controller.outcome() is not None:
            self.window.roll_action.trigger() if self.window.roll_action.isEnabled() else self.key()
            return
        moves = list(position.legal_moves())
        if not moves:
            return
        source, target = controller.view.move_cells(position, self.rng.choice(moves))
        viewport = self.window.board.viewport()
        for cell in dict.fromkeys(c for c in (source, target) if c is not None):
            QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=self.point(cell))

    def click_cell(self) -> None:
        button = Qt.MouseButton.RightButton if self.rng.random() < 0.1 else Qt.MouseButton.LeftButton
        QTest.mouseClick(self.window.board.viewport(), button, pos=self.point(self.rng.choice(self.cells())))

    def drag(self) -> None:
        viewport = self.window.board.viewport()
        start, end = self.point(self.rng.choice(self.cells())), self.point(self.rng.choice(self.cells()))
        QTest.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
        for point in (start + QPoint(9, 9), (start + end) / 2, end):
            QTest.mouseMove(viewport, pos=point)
        QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)

    def key(self) -> None:
        target = QApplication.focusWidget()
        if target is None:
            target = self.window.board
        QTest.keyClick(target, self.rng.choice(KEYS), self.rng.choice(MODIFIERS))

    def action(self) -> None:
        actions = [
            a
            for a in self.window.findChildren(QAction)
            if a.isEnabled() and a.text() and not a.isSeparator() and a.text() not in SKIPPED and not a.menu()
        ]
        if actions:
            self.rng.choice(actions).trigger()

    def button(self) -> None:
        buttons = [b for b in self.window.findChildren(QAbstractButton) if b.isVisible() and b.isEnabled()]
        if buttons:
            QTest.mouseClick(self.rng.choice(buttons), Qt.MouseButton.LeftButton)

    def click_anywhere(self) -> None:
        widgets = [w for w in self.window.findChildren(QWidget) if w.isVisible() and w.width() > 2]
        if widgets:
            widget = self.rng.choice(widgets)
            point = QPoint(self.rng.randrange(widget.width()), self.rng.randrange(max(1, widget.height())))
            QTest.mouseClick(widget, Qt.MouseButton.LeftButton, pos=point)


@pytest.fixture(autouse=True)
def no_file_dialogs(monkeypatch: pytest.MonkeyPatch) -> None:
    """File dialogs are refused: the monkey writes nothing outside the test's folders."""
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args, **kwargs: ("", ""))
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kwargs: ("", ""))


def run_monkey(make_window: MakeWindow, game_id: str, events: int, seed: int) -> Monkey:
    window = make_window(game_id)
    window.files.confirm_discard = lambda: True
    QGuiApplication.clipboard().clear()  # what an earlier test copied is not this test's
    monkey = Monkey(window, random.Random(seed))
    began = time.perf_counter()
    for _ in range(events):
        monkey.step()
    monkey.closer.stop()
    print(
        f"monkey {game_id}: {monkey.sent} events, {monkey.answered} dialogs and menus answered,"
        f" {len(window.controller.record.main_line())} moves on the main line,"
        f" {time.perf_counter() - began:.1f} s"
    )
    return monkey


# QTest's own note when a random key lands on a widget that has no use for it: not the app's warning.
IGNORED = pytest.mark.qt_log_ignore("Keyboard event not accepted by receiving widget")


@IGNORED
@pytest.mark.parametrize("game_id", available_ids())
def test_a_monkey_breaks_nothing(qtbot: QtBot, make_window: MakeWindow, game_id: str, tmp_path: Path) -> None:
    monkey = run_monkey(make_window, game_id, EVENTS, seed=16)
    assert monkey.sent == EVENTS


@IGNORED
@pytest.mark.long
@pytest.mark.parametrize("game_id", available_ids())
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_long_monkey_breaks_nothing(qtbot: QtBot, make_window: MakeWindow, game_id: str, seed: int) -> None:
    monkey = run_monkey(make_window, game_id, LONG_EVENTS, seed)
    assert monkey.sent == LONG_EVENTS


@IGNORED
def test_a_monkey_while_a_big_game_is_read_breaks_nothing(
    qtbot: QtBot, make_window: MakeWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The same monkey at a window showing a big game while its moves are read (ui/reading_on.py):
    a few moves read between two of its events, and the game opened again whenever its reading
    ends (all read, or another game shown by the monkey), so that its events fall in readings."""
    monkeypatch.setattr(loading, "SHOWN_WHILE_READ", 300)
    monkeypatch.setattr(reading_on, "SLICE_S", 0.0)
    monkeypatch.setattr(reading_on, "EVERY", 4)
    path = tmp_path / "big.pards.json"
    path.write_text(long_line(3_000), encoding="utf-8")
    window = make_window("parry")
    window.files.confirm_discard = lambda: True
    QGuiApplication.clipboard().clear()
    assert window.files.open_path(path) and window.files.reading_on is not None
    monkey = Monkey(window, random.Random(7))
    during = opened = 0
    for _ in range(EVENTS):
        if window.files.reading_on is None and QApplication.activeModalWidget() is None:
            opened += window.files.open_path(path)
        during += window.files.reading_on is not None
        monkey.step()
    monkey.closer.stop()
    print(f"monkey while read: {during} of {monkey.sent} events during a reading, {opened} opened again")
    assert during > EVENTS * 3 // 4
    qtbot.waitUntil(lambda: window.files.reading_on is None, timeout=60_000)
    assert window.controller.reading == "" and gc.isenabled()
