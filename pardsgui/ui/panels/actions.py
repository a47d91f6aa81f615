"""Buttons for the moves that have no square: pass, keep, reveal ..."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from pardsgui.i18n import _


class ActionPanel(QWidget):
    chosen = Signal(int)  # index into the labels last shown
    rebuilt = Signal()  # new buttons made: their place in Tab's way is set again

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.layout_ = QVBoxLayout(self)
        self.empty = QLabel(_("No move without a square here."))
        self.empty.setEnabled(False)
        # As tall as a button: in Parry a pass is there every other move, and the panel (and each
        # panel below it) jumped by a button's height, drawn again, at each step through a game.
        self.empty.setMinimumHeight(QPushButton(self.empty.text()).sizeHint().height())
        self.layout_.addWidget(self.empty)
        self._kept: list[QPushButton] = []  # those made, the shown first
        self.layout_.addStretch(1)
        self._labels: tuple[str, ...] = ()

    @property
    def buttons(self) -> list[QPushButton]:
        """Those shown, one a label."""
        return self._kept[: len(self._labels)]

    def show_actions(self, labels: Sequence[str]) -> None:
        if tuple(labels) == self._labels:
            return
        self._labels = tuple(labels)
        # The buttons are kept, hidden when not needed: Parry offers its pass every other step,
        # and a button made, polished and put in Tab's way again was a good part of that step.
        made = len(self._kept) < len(labels)
        while len(self._kept) < len(labels):
            index = len(self._kept)
            button = QPushButton(self)
            button.clicked.connect(lambda _checked=False, i=index: self.chosen.emit(i))
            self.layout_.insertWidget(index, button)
            self._kept.append(button)
        for index, button in enumerate(self._kept):
            if index < len(labels):
                button.setText(labels[index].replace("&", "&&"))  # a move's '&' is not a shortcut mark
            # Shown or hidden now, so the height below counts it (a new child waits to be shown).
            button.setVisible(index < len(labels))
        self.empty.setVisible(not labels)
        # No taller than its buttons: the room goes to the Players and Moves panels.
        self.layout_.invalidate()  # the hint must count the buttons just shown
        self.setMaximumHeight(self.layout_.totalSizeHint().height())
        if made:
            self.rebuilt.emit()
