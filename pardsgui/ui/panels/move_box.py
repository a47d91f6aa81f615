"""The move box: type a move by any name the app shows for it, with completion as you type."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QStringListModel, Qt, QTimer, Signal
from PySide6.QtGui import QFocusEvent, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QCompleter, QLineEdit, QWidget

PLACEHOLDER = "Type a move (Ctrl+L)"
HELP = (
    "A move in the game's notation or in the words the move list and the buttons use;"
    " Enter plays it, or the turn panel says why it cannot be played"
)
SELECTING = (
    Qt.FocusReason.TabFocusReason,
    Qt.FocusReason.BacktabFocusReason,
    Qt.FocusReason.ShortcutFocusReason,
)


class MoveBox(QLineEdit):
    entered = Signal(str)  # Enter pressed on a text: play the move it names

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("move-box")
        self.setPlaceholderText(PLACEHOLDER)
        self.setAccessibleName("Type a move")
        self.setAccessibleDescription(HELP)
        self.setToolTip(HELP)
        self.setClearButtonEnabled(True)
        self.names = QStringListModel(self)
        completer = QCompleter(self.names, self)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setFilterMode(Qt.MatchFlag.MatchContains)
        self.setCompleter(completer)
        self._shown: tuple[str, ...] = ()
        self.returnPressed.connect(self._enter)

    def offer(self, names: Sequence[str]) -> None:
        """The moves that may be typed now, for completion."""
        if tuple(names) != self._shown:
            self._shown = tuple(names)
            self.names.setStringList(list(names))
            # An example of what the game's moves look like, from the moves of this very position.
            self.setPlaceholderText(f"{PLACEHOLDER}, e.g. {names[0]}" if names else PLACEHOLDER)

    def _enter(self) -> None:
        completer = self.completer()
        popup = completer.popup()
        if popup is not None and popup.isVisible():
            popup.hide()
            # The one move the list offers is the one meant: Enter took the half-typed "2:2" before.
            if completer.completionCount() == 1:
                only = completer.completionModel().index(0, 0).data()
                if isinstance(only, str):
                    self.setText(only)
        if self.text().strip():
            self.entered.emit(self.text())

    def tell_news(self, words: str) -> None:
        """What just happened and what to do now: the box's description, which Orca 43 speaks when
        it changes while the box has the focus (a typed move was silent: Orca ignores announcements)."""
        self.setAccessibleDescription(words or HELP)

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

    def event(self, event: QEvent) -> bool:
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
