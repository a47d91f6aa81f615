"""A key under the board: what its coloured rows, regions and study marks mean."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

from pardsgui.ui.discard import empty
from pardsgui.ui.theme import Theme

SWATCH = 14


class BoardLegend(QWidget):
    def __init__(self, theme: Theme, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("board-legend")
        self.theme = theme
        self.layout_ = QHBoxLayout(self)
        self.layout_.setContentsMargins(8, 2, 8, 4)
        self.layout_.setSpacing(12)
        self._shown: tuple[tuple[str, str], ...] = ()
        self.labels: list[QLabel] = []
        # Room for two lines of keys whatever is shown: a key that comes and goes with the
        # position (Parry's gold rim, Pards' sack marks) must not move the board under the mouse.
        margins = self.layout_.contentsMargins()
        self.setMinimumHeight(2 * self.fontMetrics().lineSpacing() + margins.top() + margins.bottom())
        self.hide()

    def show_keys(self, keys: Sequence[tuple[str, str]]) -> None:
        if tuple(keys) == self._shown:
            return
        self._shown = tuple(keys)
        empty(self.layout_)
        self.labels = []
        for tone, words in keys:
            swatch = QLabel()
            pixmap = QPixmap(SWATCH, SWATCH)
            colour = QColor(self.theme.colour(tone))
            colour.setAlpha(255)
            pixmap.fill(QColor("#505050"))  # an edge, so a white swatch shows on a light window
            painter = QPainter(pixmap)
            painter.fillRect(1, 1, SWATCH - 2, SWATCH - 2, colour)
            painter.end()
            swatch.setPixmap(pixmap)
            # The key's name on the board, its explanation on hover: the board keeps its room.
            short, _, detail = words.partition(" — ")
            label = QLabel(short)
            label.setTextFormat(Qt.TextFormat.PlainText)
            label.setWordWrap(True)
            label.setToolTip(words if detail else "")
            self.layout_.addWidget(swatch)
            self.layout_.addWidget(label, 1)
            self.labels.append(label)
        self.setVisible(bool(keys))

    def words(self) -> list[str]:
        """The keys as shown (their short names)."""
        return [label.text() for label in self.labels]
