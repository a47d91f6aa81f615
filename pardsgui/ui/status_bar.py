"""The status bar, whose passing messages are shortened with '…' rather than cut mid-word.

Beside the permanent words (the game, its options, its players) a long message ran
under them and was cut ("…and the computer's"). Where a message matters in full
(a takeback, a game's end) the Turn panel or a box holds it too; here it ends with
an ellipsis that says there is more, and its whole text is the bar's tooltip.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QStatusBar, QWidget

from pardsgui.ui import plain


class StatusBar(QStatusBar):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.permanent: list[QWidget] = []

    def addPermanentWidget(self, widget: QWidget, stretch: int | None = 0) -> None:
        self.permanent.append(widget)
        super().addPermanentWidget(widget, stretch or 0)

    def removeWidget(self, widget: QWidget) -> None:
        """A widget taken away (a big game's reading count, once it is read) no longer takes room."""
        if widget in self.permanent:
            self.permanent.remove(widget)
        super().removeWidget(widget)

    def showMessage(self, text: str, timeout: int | None = 0) -> None:
        room = self.width() - sum(w.width() for w in self.permanent if w.isVisible()) - 40
        shown = self.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, max(room, 100))
        self.setToolTip(plain.tooltip(text) if shown != text else "")
        super().showMessage(shown, timeout or 0)
