"""A key under the board: what its coloured rows, regions and study marks mean."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

from pardsgui.i18n import _
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
        self._entries: list[tuple[QWidget, QLabel, QLabel]] = []
        self._swatches: dict[int, QPixmap] = {}  # by colour: a theme's tone may change its colour
        # Room for two rows of keys whatever is shown: the board must not move under the mouse
        # as the key changes (a game's key keeps its entries; tests/games/test_conformance.py).
        margins = self.layout_.contentsMargins()
        self.setMinimumHeight(2 * self.fontMetrics().lineSpacing() + 2 + margins.top() + margins.bottom())
        self.hide()

    def show_keys(self, keys: Sequence[tuple[str, str]]) -> None:
        if tuple(keys) == self._shown:
            return
        self._shown = tuple(keys)
        # The entries are kept and their words changed: a key changes at nearly every step
        # through a Parry game, which made six widgets anew each time.
        while len(self._entries) < len(keys):
            self._entries.append(self._entry())
        for (entry, swatch, label), (tone, key_words) in zip(self._entries, keys, strict=False):
            words = _(key_words)  # a game's key, marked for the catalog where the game defines it
            # The key's name on the board, its explanation on hover: the board keeps its room.
            short, _dash, detail = words.partition(" — ")
            swatch.setPixmap(self._swatch(tone))
            swatch.setAccessibleName(
                _("Colour of {key}").format(key=short)
            )  # not an unnamed image to a screen reader
            label.setText(short)
            label.setToolTip(words if detail else "")
            entry.show()
        for entry, _swatch, _label in self._entries[len(keys) :]:
            entry.hide()  # the flow leaves a hidden entry out
        self.labels = [label for _entry, _swatch, label in self._entries[: len(keys)]]
        self.setVisible(bool(keys))
        self.updateGeometry()

    def _entry(self) -> tuple[QWidget, QLabel, QLabel]:
        entry = QWidget(self)
        row = QHBoxLayout(entry)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(6)
        swatch, label = QLabel(), QLabel()
        label.setTextFormat(Qt.TextFormat.PlainText)
        row.addWidget(swatch)
        row.addWidget(label)
        self.layout_.addWidget(entry)
        return entry, swatch, label

    def _swatch(self, tone: str) -> QPixmap:
        colour = QColor(self.theme.colour(tone))
        colour.setAlpha(255)
        made = self._swatches.get(colour.rgba())
        if made is None:
            made = QPixmap(SWATCH, SWATCH)
            made.fill(QColor("#505050"))  # an edge, so a white swatch shows on a light window
            painter = QPainter(made)
            painter.fillRect(1, 1, SWATCH - 2, SWATCH - 2, colour)
            painter.end()
            self._swatches[colour.rgba()] = made
        return made

    def words(self) -> list[str]:
        """The keys as shown (their short names)."""
        return [label.text() for label in self.labels]
