"""The turn banner: whose turn it is and what to do now, in words."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

from pardsgui.ui import plain
from pardsgui.ui.icons import piece_pixmap


class TurnPanel(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.icon = QLabel(self)
        self.icon.setFixedSize(40, 40)
        self.text = QLabel(self)
        self.text.setTextFormat(Qt.TextFormat.PlainText)  # the words may hold a player's name
        self.text.setWordWrap(True)
        font = QFont(self.text.font())
        font.setPointSizeF(font.pointSizeF() * 1.25)
        font.setBold(True)
        self.text.setFont(font)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.text.setMinimumHeight(self.text.fontMetrics().lineSpacing() * 3)
        layout = QHBoxLayout(self)
        layout.addWidget(self.icon)
        layout.addWidget(self.text, 1)

    def show_turn(self, game_id: str, image: str, words: str) -> None:
        self.icon.setPixmap(piece_pixmap(game_id, image, 36) if image else piece_pixmap(game_id, "", 36))
        self.text.setText(words)
        self.text.setToolTip(plain.tooltip(words))
        self.setAccessibleName(words)
