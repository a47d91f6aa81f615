"""The move box: type a move by any name the app shows for it, with completion as you type."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import (
    QEvent,
    QModelIndex,
    QPersistentModelIndex,
    QPoint,
    QSortFilterProxyModel,
    QStringListModel,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QFocusEvent, QKeyEvent, QKeySequence, QMoveEvent, QResizeEvent
from PySide6.QtWidgets import QAbstractItemView, QLineEdit, QListView, QWidget

from pardsgui.i18n import N_, _

PLACEHOLDER = N_("Type a move (Ctrl+L)")

HELP = N_(
    "A move in the game's notation or in the words the move list and the buttons use;"
    " Enter plays it, or the turn panel says why it cannot be played"
)
ROWS_SHOWN = 8  # the completion list's height, in moves; more scroll
LIST_KEYS = (Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Escape)
SELECTING = (
    Qt.FocusReason.TabFocusReason,
    Qt.FocusReason.BacktabFocusReason,
    Qt.FocusReason.ShortcutFocusReason,
)


class Completions(QListView):
    """The moves whose names contain what is typed, drawn over the window just under the box.

    A child of the box's window, not a window of its own: Qt's completer opens a popup window,
    and each time it opened or closed Qt told a screen reader the main window was activated
    again, so Orca heard the window's title while a move was typed (issue 31). It never takes
    the focus: the keys stay in the box, which moves through the list with Up and Down.
    """

    picked = Signal(str)  # a move clicked in the list

    def __init__(self, names: QStringListModel, box: QWidget) -> None:
        super().__init__(box)  # the box's until it is first shown: then its window's
        self.matching = QSortFilterProxyModel(self)
        self.matching.setSourceModel(names)
        self.matching.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.setModel(self.matching)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setUniformItemSizes(True)
        self.setAccessibleName(_("Moves matching what is typed"))
        self.clicked.connect(self._click)
        self.hide()

    def _click(self, index: QModelIndex | QPersistentModelIndex) -> None:
        text = index.data()
        if isinstance(text, str):
            self.picked.emit(text)

    def count(self) -> int:
        return self.matching.rowCount()

    def text_at(self, row: int) -> str:
        text = self.matching.index(row, 0).data()
        return text if isinstance(text, str) else ""

    def show_under(self, box: QWidget, typed: str) -> None:
        """Filter by `typed` and show the moves that match under `box` (above it if there is no room)."""
        self.matching.setFilterFixedString(typed)
        top = box.window()
        if not typed.strip() or self.count() == 0 or top is box:
            self.hide()
            return
        if self.parentWidget() is not top:
            self.setParent(top)
        frame = 2 * self.frameWidth()
        height = min(self.count(), ROWS_SHOWN) * max(self.sizeHintForRow(0), 1) + frame
        width = min(max(box.width(), self.sizeHintForColumn(0) + frame + 20), top.width())
        corner = box.mapTo(top, QPoint(0, box.height()))
        if corner.y() + height > top.height():
            corner = box.mapTo(top, QPoint(0, -height))
        self.setGeometry(max(0, min(corner.x(), top.width() - width)), max(0, corner.y()), width, height)
        self.setCurrentIndex(QModelIndex())
        self.show()
        self.raise_()

    def step(self, by: int) -> str | None:
        """Move the current row by `by` (first or last from none); its text, or None when empty."""
        if self.count() == 0:
            return None
        row = self.currentIndex().row()
        row = (0 if by > 0 else self.count() - 1) if row < 0 else max(0, min(self.count() - 1, row + by))
        self.setCurrentIndex(self.matching.index(row, 0))
        return self.text_at(row)


class MoveBox(QLineEdit):
    entered = Signal(str)  # Enter pressed on a text: play the move it names

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("move-box")
        self.setPlaceholderText(_(PLACEHOLDER))
        self.setAccessibleName(_("Type a move"))
        self.setAccessibleDescription(_(HELP))
        self.setToolTip(_(HELP))
        self.setClearButtonEnabled(True)
        self.names = QStringListModel(self)
        self.completions = Completions(self.names, self)
        self.completions.picked.connect(self._picked)
        self._shown: tuple[str, ...] = ()
        self.returnPressed.connect(self._enter)
        self.textEdited.connect(self._complete)

    def offer(self, names: Sequence[str]) -> None:
        """The moves that may be typed now, for completion."""
        if tuple(names) != self._shown:
            self._shown = tuple(names)
            self.names.setStringList(list(names))
            self.completions.hide()  # what was typed was for the moves of the position before
            # An example of what the game's moves look like, from the moves of this very position.
            self.setPlaceholderText(
                _("{prompt}, e.g. {move}").format(prompt=_(PLACEHOLDER), move=names[0])
                if names
                else _(PLACEHOLDER)
            )

    def _complete(self, typed: str) -> None:
        self.completions.show_under(self, typed)

    def _picked(self, text: str) -> None:
        """A move clicked in the list: it is in the box, for Enter to play, as a completer does."""
        self.setText(text)
        self.completions.hide()
        self.setFocus(Qt.FocusReason.OtherFocusReason)

    def _enter(self) -> None:
        if self.text().strip():
            self.entered.emit(self.text())

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.completions.isVisible() and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.completions.hide()
            # The one move the list offers is the one meant: Enter took the half-typed "2:2" before.
            if self.completions.count() == 1:
                self.setText(self.completions.text_at(0))
            # The list takes Enter, as Qt's completer did, and the move is played once the key is
            # done with: a question it asks (Kerd's execution) opened inside the key press did not
            # take the keyboard, and once answered left the window without it.
            event.accept()
            QTimer.singleShot(0, self, self._enter)
            return
        if self.completions.isVisible() and event.key() in LIST_KEYS:
            if event.key() == Qt.Key.Key_Escape:
                self.completions.hide()
            else:
                # The move gone to is in the box, as Qt's completer put it: what a reader says.
                chosen = self.completions.step(1 if event.key() == Qt.Key.Key_Down else -1)
                if chosen is not None:
                    self.setText(chosen)
            event.accept()
            return
        super().keyPressEvent(event)

    # The list is placed by the box in the window's coordinates: when the box moves, it goes.
    def resizeEvent(self, event: QResizeEvent) -> None:
        self.completions.hide()
        super().resizeEvent(event)

    def moveEvent(self, event: QMoveEvent) -> None:
        self.completions.hide()
        super().moveEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        self.completions.hide()
        super().focusOutEvent(event)

    def tell_news(self, words: str) -> None:
        """What just happened and what to do now: the box's description, which Orca 43 speaks when
        it changes while the box has the focus (a typed move was silent: Orca ignores announcements)."""
        self.setAccessibleDescription(words or _(HELP))

    def focusInEvent(self, event: QFocusEvent) -> None:
        # Qt selects the text inside its focus-in, before it tells a screen reader of the focus: the
        # selection's events came first and Orca took them for the focus, saying nothing of the box.
        if event.reason() in SELECTING:
            super().focusInEvent(QFocusEvent(QEvent.Type.FocusIn, Qt.FocusReason.OtherFocusReason))
            QTimer.singleShot(0, self, self.selectAll)
            return
        super().focusInEvent(event)

    def done(self) -> None:
        """The typed move was played: an empty box with nothing of it left to undo (Ctrl+Z takes back)."""
        self.setText("")
        self.completions.hide()

    def event(self, event: QEvent) -> bool:
        # Escape, Up and Down are the list's while it is open: no shortcut of the window takes them.
        if (
            event.type() == QEvent.Type.ShortcutOverride
            and isinstance(event, QKeyEvent)
            and self.completions.isVisible()
            and event.key() in LIST_KEYS
        ):
            event.accept()
            return True
        # Undo and Redo are the game's when the box has no typing of its own to undo: the box ate
        # Ctrl+Z, and a person taking back a move from it saw nothing happen.
        if (
            event.type() == QEvent.Type.ShortcutOverride
            and isinstance(event, QKeyEvent)
            and (
                (event.matches(QKeySequence.StandardKey.Undo) and not self.isUndoAvailable())
                or (event.matches(QKeySequence.StandardKey.Redo) and not self.isRedoAvailable())
            )
        ):
            event.ignore()
            return True
        return super().event(event)
