"""The hand panel: what each seat holds off the board, and scores."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QGridLayout, QLabel, QVBoxLayout, QWidget

from pardsgui.core.geometry import SeatPanel
from pardsgui.i18n import _
from pardsgui.ui import plain
from pardsgui.ui.discard import empty
from pardsgui.ui.icons import piece_pixmap


class HandPanel(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.grid = QGridLayout()
        self.grid.setColumnStretch(2, 1)
        outer = QVBoxLayout(self)
        outer.addLayout(self.grid)
        outer.addStretch(1)
        self._shown: tuple[str, Sequence[SeatPanel], int | None] | None = None

    def show_panels(self, game_id: str, panels: Sequence[SeatPanel], current: int | None) -> None:
        key = (game_id, tuple(panels), current)
        if key == self._shown:
            return
        self._shown = key
        empty(self.grid)
        row = 0
        for panel in panels:
            icon = QLabel()
            icon.setPixmap(piece_pixmap(game_id, panel.image, 24))
            icon.setAccessibleName(_("{name}'s pieces").format(name=panel.name))
            name = plain.label(
                _("{name}  ◀ to move").format(name=panel.name) if panel.seat == current else panel.name
            )
            font = QFont(name.font())
            font.setBold(True)
            name.setFont(font)
            score = plain.label(panel.score)
            score.setFont(font)
            # Read alone, a bare "9" says nothing: whose score it is.
            score.setAccessibleName(
                _("{name}'s score: {score}").format(name=panel.name, score=panel.score) if panel.score else ""
            )
            # Words wrap rather than widen the dock: a score growing by a digit must not move the board.
            for label in (name, score):
                label.setWordWrap(True)
            self.grid.addWidget(icon, row, 0)
            self.grid.addWidget(name, row, 1, 1, 2)
            self.grid.addWidget(score, row, 3)
            row += 1
            for held in panel.items:
                picture = QLabel()
                picture.setPixmap(piece_pixmap(game_id, held.image, 18))
                picture.setAccessibleName(f"{panel.name}: {held.label}")
                self.grid.addWidget(picture, row, 1)
                held_words = plain.label(f"{held.count} {held.label}")
                held_words.setWordWrap(True)
                self.grid.addWidget(held_words, row, 2, 1, 2)
                row += 1
            for note in panel.notes:
                label = plain.label(note)
                label.setWordWrap(True)
                self.grid.addWidget(label, row, 1, 1, 3)
                row += 1
