"""A cover over the window (all but its menus), so a secret decision is made unseen.

Before a seat decides something the others must not see, the window is
covered; the seat lifts the cover when only they look at the screen. After
the decision the next position covers it again.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent
from PySide6.QtWidgets import QApplication, QPushButton, QVBoxLayout, QWidget
from shiboken6 import Shiboken

from pardsgui.i18n import N_, _
from pardsgui.ui import plain


class CoverScreen(QWidget):
    lifted = Signal(int)

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("cover-screen")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.seat = 0
        self._before: QWidget | None = None  # where the keyboard was: it goes back there after
        self.title = plain.label("", self)  # names come from files
        font = QFont(self.title.font())
        font.setPointSizeF(font.pointSizeF() * 1.8)
        font.setBold(True)
        self.title.setFont(font)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.text = plain.label("", self)
        self.text.setWordWrap(True)
        self.text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.button = QPushButton(self)
        self.button.setDefault(True)
        self.button.clicked.connect(lambda: self.lifted.emit(self.seat))
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        layout.addWidget(self.title)
        layout.addWidget(self.text)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignCenter)
        layout.addStretch(3)

    def show_for(self, name: str, seat: int, reason: str = N_("a secret choice")) -> None:
        self.seat = seat
        self.title.setText(_("Pass the computer to {name}").format(name=name))
        self.text.setText(
            _(
                "{name} now makes {reason} that the other player must not see.\n"
                "{name}: click when only you can see the screen."
            ).format(name=name, reason=_(reason))
        )
        self.button.setText(_("I am {name}: show me the board").format(name=name))
        # The button has the keyboard, so a screen reader says it alone: it must say what the
        # cover is and how to go on by keys, or a blind player hears only "I am White".
        self.button.setAccessibleDescription(
            _("{title}. {text}\nSpace or Enter on this button shows the board.").format(
                title=self.title.text(), text=self.text.text()
            )
        )
        before = QApplication.focusWidget()
        if not self.isVisible() and before is not None and not self.isAncestorOf(before):
            self._before = before
        self.show()
        self.raise_()
        self.button.setFocus()

    def setVisible(self, visible: bool) -> None:
        # Hiding the button that had the keyboard, Qt passes the focus on down the Tab chain
        # (the Players panel) and a screen reader's user loses their place: back where it was.
        focused = QApplication.focusWidget()
        had_focus = focused is not None and (focused is self or self.isAncestorOf(focused))
        super().setVisible(visible)
        if visible:
            return
        before, self._before = self._before, None
        if had_focus and before is not None and Shiboken.isValid(before) and before.isVisible():
            before.setFocus(Qt.FocusReason.OtherFocusReason)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor(self.palette().window().color()))
        painter.end()
        super().paintEvent(event)
