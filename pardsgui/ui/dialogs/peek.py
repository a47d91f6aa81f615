"""Peeking at one's own secret behind a cover, and the secret moves that go with it."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QDialog, QLabel, QPushButton, QStackedWidget, QVBoxLayout, QWidget

from pardsgui.core.contract import Move
from pardsgui.i18n import _
from pardsgui.ui import plain


@dataclass(frozen=True)
class Secret:
    """What one seat may be shown: its words, and the secret moves it may play now."""

    name: str
    words: str
    moves: Sequence[tuple[str, Move]] = ()


class PeekDialog(QDialog):
    """First a cover with one "I am …" button per seat, then that seat's secret and moves.

    Not `covered` (one person at the screen, against the computer): the secret at once.
    """

    def __init__(self, parent: QWidget, secrets: Sequence[Secret], covered: bool = True) -> None:
        super().__init__(parent)
        self.setObjectName("peek")
        self.setWindowTitle(
            _("A secret") if len(secrets) > 1 else _("{name}'s secret").format(name=secrets[0].name)
        )
        self.setModal(True)
        self.resize(max(480, parent.width() // 2), max(300, parent.height() // 2))
        self.chosen: Move | None = None
        self.pages = QStackedWidget()
        cover = QWidget()
        whom = secrets[0].name if len(secrets) == 1 else _("the player who looks")
        title = plain.label(_("Pass the computer to {name}").format(name=whom))
        font = QFont(title.font())
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        title.setFont(font)
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        cover_layout = QVBoxLayout(cover)
        cover_layout.addStretch(1)
        cover_layout.addWidget(title)
        cover_layout.addWidget(
            QLabel(_("Only you should see the next page.")), 0, Qt.AlignmentFlag.AlignCenter
        )
        self.show_buttons: list[QPushButton] = []
        for secret in secrets:
            button = QPushButton(_("I am {name}: show me").format(name=secret.name))
            button.clicked.connect(lambda _c=False, s=secret: self._show(s))
            cover_layout.addWidget(button, 0, Qt.AlignmentFlag.AlignCenter)
            self.show_buttons.append(button)
        self.show_buttons[0].setDefault(len(secrets) == 1)
        cover_layout.addStretch(2)
        self.secret_page = QWidget()
        self.secret_layout = QVBoxLayout(self.secret_page)
        self.words = plain.label()
        self.words.setWordWrap(True)
        self.words.setObjectName("peek-words")
        self.secret_layout.addWidget(self.words)
        self.move_buttons: list[QPushButton] = []
        self.hide_button = QPushButton(_("Hide it again") if covered else _("Back to the board"))
        self.hide_button.clicked.connect(self.accept)
        self.pages.addWidget(cover)
        self.pages.addWidget(self.secret_page)
        layout = QVBoxLayout(self)
        layout.addWidget(self.pages)
        if not covered:
            self._show(secrets[0])

    def _show(self, secret: Secret) -> None:
        self.words.setText(secret.words)
        for label, move in secret.moves:
            button = QPushButton(label)
            button.clicked.connect(lambda _c=False, m=move: self._choose(m))
            self.secret_layout.addWidget(button)
            self.move_buttons.append(button)
        self.secret_layout.addStretch(1)
        self.secret_layout.addWidget(self.hide_button)
        self.pages.setCurrentIndex(1)

    def _choose(self, move: Move) -> None:
        self.chosen = move
        self.accept()
