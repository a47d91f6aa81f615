"""A key under the board: what its coloured rows, regions and study marks mean."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

from pardsgui.i18n import _
from pardsgui.ui.discard import empty
from pardsgui.ui.flow import FlowLayout
from pardsgui.ui.theme import Theme

SWATCH = 14


class BoardLegend(QWidget):
    def __init__(self, theme: Theme, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("board-legend")
        self.theme = theme
        self.layout_ = FlowLayout(self)
        self.layout_.setContentsMargins(8, 2, 8, 4)
        self._shown: tuple[tuple[str, str], ...] = ()
        self.labels: list[QLabel] = []
        # Room for two rows of keys whatever is shown: the board must not move under the mouse
        # as the key changes (a game's key keeps its entries; tests/games/test_conformance.py).
        margins = self.layout_.contentsMargins()
        self.setMinimumHeight(2 * self.fontMetrics().lineSpacing() + 2 + margins.top() + margins.bottom())
        self.hide()

    def show_keys(self, keys: Sequence[tuple[str, str]]) -> None:
        if tuple(keys) == self._shown:
            return
        self._shown = tuple(keys)
        empty(self.layout_)
        self.labels = []
        for tone, key_words in keys:
            words = _(key_words)  # a game's key, marked for the catalog where the game defines it
            entry = QWidget(self)
            row = QHBoxLayout(entry)
            row.setContentsMargins(0, 0, 0, 0)
            row.setSpacing(6)
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
            short, _dash, detail = words.partition(" — ")
            label = QLabel(short)
            label.setTextFormat(Qt.TextFormat.PlainText)
            label.setToolTip(words if detail else "")
            swatch.setAccessibleName(
                _("Colour of {key}").format(key=short)
            )  # not an unnamed image to a screen reader
            row.addWidget(swatch)
            row.addWidget(label)
            self.layout_.addWidget(entry)
            self.labels.append(label)
        self.setVisible(bool(keys))
        self.updateGeometry()

    def words(self) -> list[str]:
        """The keys as shown (their short names)."""
        return [label.text() for label in self.labels]
