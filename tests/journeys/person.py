"""A person at the real main window: menus by their text, dialogs by their widgets, clicks and keys.

Journey tests make every move and every choice through this, never by calling the
window's or the controller's methods. They may *look* at anything (the record, the
banner, a view's cells) to decide where to click and to check what happened.

Modal dialogs run their own event loop, so a test says beforehand how to answer
the dialogs an action opens (`answering`); a watchdog closes any dialog left open
for long and fails the test, so a forgotten question never hangs the suite.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager

from PySide6.QtCore import QCoreApplication, QPoint, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QDialog,
    QGraphicsView,
    QLineEdit,
    QMenu,
    QMessageBox,
    QPushButton,
    QWidget,
)
from pytestqt.qtbot import QtBot

from pardsgui.core.contract import Move
from pardsgui.i18n import _
from pardsgui.ui.main_window import MainWindow

Handler = Callable[[QWidget], None]
DIALOG_PATIENCE = 8.0  # seconds a dialog may stay open unanswered before the watchdog closes it


def plain(text: str) -> str:
    """A menu or button text as a person reads it: no '&' mnemonic, no shortcut."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").split("\t")[0].strip()


def describe(widget: QWidget) -> str:
    words = widget.windowTitle()
    if isinstance(widget, QMessageBox):
        words += f": {widget.text()}"
    return f"{type(widget).__name__} {words!r}"


class Person:
    def __init__(self, qtbot: QtBot, window: MainWindow) -> None:
        self.qtbot = qtbot
        self.window = window
        self.errors: list[BaseException] = []
        self._open_since: dict[int, tuple[QWidget, float]] = {}
        self._answering = 0
        self._watchdog = QTimer()
        self._watchdog.setInterval(100)
        self._watchdog.timeout.connect(self._watch)
        self._watchdog.start()

    # -- the watchdog ------------------------------------------------------------------

    def _watch(self) -> None:
        widget = QApplication.activeModalWidget() or QApplication.activePopupWidget()
        if widget is None:
            self._open_since.clear()
            return
        first = self._open_since.setdefault(id(widget), (widget, time.monotonic()))[1]
        if time.monotonic() - first > DIALOG_PATIENCE:
            self.errors.append(AssertionError(f"a dialog was left unanswered: {describe(widget)}"))
            close(widget)

    def stop(self) -> None:
        self._watchdog.stop()

    def check(self) -> None:
        """Fail with the first problem the watchdog or a dialog handler met."""
        if self.errors:
            raise self.errors[0]

    # -- dialogs ---------------------------------------------------------------------------

    @contextmanager
    def answering(self, *handlers: Handler, optional: bool = False) -> Iterator[None]:
        """Answer the modal dialogs (or popup menus) the block opens, in order, with `handlers`.

        Unless `optional`, each handler must have been used by the end of the block.
        """
        with answering(*handlers, optional=optional):
            yield

    # -- menus -------------------------------------------------------------------------------

    def action(self, *path: str) -> QAction:
        """The menu item at `path` ("Game", "New game…"), as the menus show it now."""
        actions = self.window.menuBar().actions()
        found: QAction | None = None
        for depth, name in enumerate(path):
            matches = [a for a in actions if plain(a.text()) == name]
            assert matches, f"no menu item {name!r} in {[plain(a.text()) for a in actions if a.text()]}"
            found = matches[0]
            if depth < len(path) - 1:
                menu = found.menu()
                assert isinstance(menu, QMenu), f"{name!r} is not a menu"
                menu.aboutToShow.emit()  # menus filled as they open (recent files, computer players)
                actions = menu.actions()
        assert found is not None
        return found

    def menu(self, *path: str, then: Sequence[Handler] = (), optional: bool = False) -> None:
        """Choose a menu item, answering the dialogs it opens with `then`."""
        action = self.action(*path)
        assert action.isEnabled(), f"{' ▸ '.join(path)} is disabled"
        with self.answering(*then, optional=optional):
            action.trigger()
        self.settle()

    def enabled(self, *path: str) -> bool:
        return self.action(*path).isEnabled()

    def checked(self, *path: str) -> bool:
        return self.action(*path).isChecked()

    # -- the board ---------------------------------------------------------------------------

    def point(self, cell: str) -> QPoint:
        return self.window.board.mapFromScene(self.window.scene.cell_center(cell))

    def click(self, cell: str, button: Qt.MouseButton = Qt.MouseButton.LeftButton) -> None:
        self.qtbot.mouseClick(self.window.board.viewport(), button, pos=self.point(cell))
        self.settle()

    def drag(self, source: str, target: str) -> None:
        viewport = self.window.board.viewport()
        start, end = self.point(source), self.point(target)
        self.qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
        middle = QPoint((start.x() + end.x()) // 2, (start.y() + end.y()) // 2)
        for point in (start + QPoint(8, 8), middle, end):
            self.qtbot.mouseMove(viewport, pos=point)
        self.qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)
        self.settle()

    def activate(self) -> None:
        """Bring the window to the front with the board focused, as a click on it would."""
        if QApplication.activeWindow() is not self.window:
            with self.qtbot.waitActive(self.window):
                self.window.activateWindow()
        self.window.board.setFocus()

    def key(self, key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
        if QApplication.activeWindow() is not self.window:
            self.activate()
        target = QApplication.focusWidget() or self.window.board
        self.qtbot.keyClick(target, key, modifier)
        self.settle()

    def shortcut(
        self, sequence: str | QKeySequence.StandardKey, then: Sequence[Handler] = (), optional: bool = False
    ) -> None:
        """Press a shortcut ("Ctrl+Z", "H", or a standard key as this platform binds it) on the board."""
        combination = QKeySequence(sequence)[0]
        self.activate()
        with self.answering(*then, optional=optional):
            self.qtbot.keyClick(self.window.board, combination.key(), combination.keyboardModifiers())
        self.settle()

    # -- buttons in the panels -----------------------------------------------------------------

    def buttons(self) -> list[str]:
        """The texts of the Actions panel's buttons."""
        return [button.text() for button in self.window.actions_panel.buttons]

    def press(self, text: str, then: Sequence[Handler] = ()) -> None:
        """Click the visible push button in the window whose text is `text`."""
        found = [
            b
            for b in self.window.findChildren(QPushButton)
            if plain(b.text()) == text and b.isVisible() and b.isEnabled()
        ]
        assert found, f"no enabled button {text!r}; visible: {self.visible_buttons()}"
        with self.answering(*then):
            self.qtbot.mouseClick(found[0], Qt.MouseButton.LeftButton)
        self.settle()

    def visible_buttons(self) -> list[str]:
        return [plain(b.text()) for b in self.window.findChildren(QPushButton) if b.isVisible()]

    def roll(self) -> None:
        self.press("Roll")

    def set_dice(self, label: str) -> None:
        """Study: Set dice… ▸ `label`."""
        menu = self.window.dice.set_menu
        matches = [a for a in menu.actions() if plain(a.text()) == label]
        assert matches, f"no roll {label!r} in Set dice…: {[plain(a.text()) for a in menu.actions()]}"
        matches[0].trigger()
        self.settle()

    # -- making a move the way its cells say -------------------------------------------------

    def play(self, move: Move, drag: bool = False) -> None:
        """Make `move` by the clicks a person would use, looking only at the board's cells and labels."""
        window = self.window
        controller = window.controller
        position = controller.position
        view = controller.view
        if position.is_chance:
            self.set_dice(view.move_label(position, move))
            return
        source, target = view.move_cells(position, move)
        label = view.move_label(position, move)
        if move in view.secret_moves(position):  # its Actions button opens a cover, then offers it
            seat = view.seat_names(position)[position.current or 0]

            def look_and_play(dialog: QWidget) -> None:
                cover = plain(_("I am {name}: show me").format(name=seat))  # none against the computer
                if any(plain(b.text()) == cover and b.isVisible() for b in dialog.findChildren(QPushButton)):
                    click_button(dialog, cover)
                click_button(dialog, label)

            self.press(f"{label}…", then=[look_and_play])
            return
        if source is not None and source == target:  # an action on a piece: select it, then its button
            if controller.selected != source:
                self.click(source)
            self.press(label, then=self._confirm_if_asked(position, move))
            return
        if source is None and target is None:
            self.press(label, then=self._confirm_if_asked(position, move))
            return
        cells = [c for c in (source, target) if c is not None]
        several = self._same_cells(move)
        then = [choose_in_menu(label)] if several else []
        if len(cells) == 1:
            with self.answering(*then):
                self.click(cells[0])
        elif drag:
            with self.answering(*then):
                self.drag(cells[0], cells[1])
        else:
            if controller.selected != cells[0]:
                self.click(cells[0])
            with self.answering(*then):
                self.click(cells[1])
        self.settle()

    def _same_cells(self, move: Move) -> bool:
        controller = self.window.controller
        position = controller.position
        cells = controller.view.move_cells(position, move)
        return sum(controller.view.move_cells(position, m) == cells for m in position.legal_moves()) > 1

    def _confirm_if_asked(self, position: object, move: Move) -> list[Handler]:
        question = self.window.controller.view.confirm(position, move)  # type: ignore[arg-type]
        return [press_in_box("Yes")] if question else []

    # -- what the person sees ---------------------------------------------------------------------

    def banner(self) -> str:
        return self.window.turn.words()

    def who(self) -> str:
        """The line saying who plays the seat to move (a person's name, or the computer)."""
        return self.window.turn.who.text() if self.window.turn.who.isVisible() else ""

    def note(self) -> str:
        """The line under the prompt: the last move in words, or why the last click did nothing."""
        return self.window.turn.note.text() if self.window.turn.note.isVisible() else ""

    def status(self) -> str:
        return self.window.statusBar().currentMessage()

    def move_list(self) -> list[str]:
        tree = self.window.move_list
        texts = []
        for index in range(tree.topLevelItemCount()):
            item = tree.topLevelItem(index)
            assert item is not None
            texts.append(item.text(0))
        return texts

    def wait(self, condition: Callable[[], bool], seconds: float = 10.0) -> None:
        self.qtbot.waitUntil(condition, timeout=int(seconds * 1000))

    def settle(self) -> None:
        QApplication.processEvents()
        self.check()


# -- answering dialogs -------------------------------------------------------------------------


@contextmanager
def answering(*handlers: Handler, optional: bool = False) -> Iterator[None]:
    """Answer the modal dialogs (or popup menus) the block opens, in order, with `handlers`.

    A handler may itself open a dialog and answer it with a nested `answering`.
    """
    pending = list(handlers)
    seen: list[QWidget] = []
    errors: list[BaseException] = []

    def poll() -> None:
        widget = QApplication.activeModalWidget() or QApplication.activePopupWidget()
        if widget is None or any(widget is old for old in seen) or not pending:
            return
        if isinstance(widget, QDialog) and not widget.isActiveWindow():
            # A person answers a question once it is in front: clicked before Qt activated it,
            # the dialog closed without ever having had the keyboard, and the window was left
            # without it (the next shortcut went nowhere).
            return
        if isinstance(widget, QDialog) and held(widget):
            return  # a question that opened by itself: a person waits for its buttons to wake
        seen.append(widget)
        handler = pending.pop(0)
        try:
            handler(widget)
        except BaseException as error:  # re-raised after the block: the dialog must close first
            errors.append(error)
            close(widget)

    timer = QTimer()
    timer.setInterval(15)
    timer.timeout.connect(poll)
    timer.start()
    try:
        yield
        end = time.monotonic() + 5
        while pending and not optional and time.monotonic() < end:
            QTest.qWait(20)
    finally:
        timer.stop()
    if errors:
        raise errors[0]
    if pending and not optional:
        raise AssertionError(f"{len(pending)} expected dialog(s) never opened")


def held(dialog: QDialog) -> bool:
    """Every button shown is greyed: the dialog takes no answer yet (ui/dialogs/unbidden.py)."""
    shown = [b for b in dialog.findChildren(QAbstractButton) if b.isVisible()]
    return bool(shown) and not any(b.isEnabled() for b in shown)


def board_place(board: QWidget, window: QWidget) -> tuple[object, ...]:
    """Where a board view is in its window and how large it draws the board: what the mouse aims at."""
    QApplication.processEvents()
    assert isinstance(board, QGraphicsView)
    return (board.mapTo(window, QPoint(0, 0)).toTuple(), board.size().toTuple(), board.transform().m11())


def close(widget: QWidget) -> None:
    if isinstance(widget, QDialog):
        widget.reject()
    else:
        widget.close()


def as_shown(text: str) -> set[str]:
    """A button's English words and the words it shows in the window's language: the program's
    catalog's, or Qt's own for a standard button ("Yes": "Ja", "Discard": "Verwerfen")."""
    qt = {plain(QCoreApplication.translate("QPlatformTheme", words)) for words in (text, f"&{text}")}
    return {text, plain(_(text)), *qt}


def button_in(widget: QWidget, text: str) -> QAbstractButton:
    names = as_shown(text)
    found = [b for b in widget.findChildren(QAbstractButton) if plain(b.text()) in names and b.isVisible()]
    shown = [plain(b.text()) for b in widget.findChildren(QAbstractButton)]
    assert found, f"no button {text!r} in {describe(widget)}: {shown}"
    return found[0]


def click_button(widget: QWidget, text: str) -> None:
    button = button_in(widget, text)
    assert button.isEnabled(), f"button {text!r} is disabled in {describe(widget)}"
    button.click()


def press_in_box(text: str, expect: str = "") -> Handler:
    """Answer a message box by clicking its button `text` (checking its words contain `expect`)."""

    def handle(widget: QWidget) -> None:
        if expect:
            words = widget.text() if isinstance(widget, QMessageBox) else widget.windowTitle()
            assert expect in words, f"{expect!r} not in {words!r}"
        click_button(widget, text)

    return handle


def press_any(*texts: str) -> Handler:
    """Answer a dialog by the first of these buttons it has."""

    def handle(widget: QWidget) -> None:
        shown = {plain(b.text()) for b in widget.findChildren(QAbstractButton) if b.isVisible()}
        text = next((t for t in texts if as_shown(t) & shown), None)
        assert text is not None, f"none of {texts} in {describe(widget)}: {sorted(shown)}"
        click_button(widget, text)

    return handle


def choose_in_menu(text: str) -> Handler:
    """Pick `text` in a popup menu (the move chooser)."""

    def handle(widget: QWidget) -> None:
        assert isinstance(widget, QMenu), f"expected a menu, found {describe(widget)}"
        matches = [a for a in widget.actions() if plain(a.text()) == text]
        assert matches, f"no {text!r} in the menu: {[plain(a.text()) for a in widget.actions()]}"
        widget.setActiveAction(matches[0])
        QTest.keyClick(widget, Qt.Key.Key_Return)

    return handle


def pick(combo: QComboBox, text: str) -> None:
    """Choose the item `text` in a combo box, as a person's pick does (current index, then activated)."""
    index = combo.findText(text)
    assert index >= 0, f"no {text!r} in {[combo.itemText(i) for i in range(combo.count())]}"
    combo.setCurrentIndex(index)
    combo.activated.emit(index)


def type_into(qtbot: QtBot, edit: QLineEdit, text: str) -> None:
    edit.setFocus()
    edit.selectAll()
    qtbot.keyClicks(edit, text)


def child(widget: QWidget, kind: type, name: str) -> QWidget:
    found = widget.findChild(kind, name)
    assert found is not None, f"no {kind.__name__} {name!r} in {describe(widget)}"
    return found
