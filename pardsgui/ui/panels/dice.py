"""The dice panel: the dice still to play, drawn as dice, and the Roll button."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from pardsgui.core.geometry import DiceView
from pardsgui.i18n import N_, _

# Pip positions on a unit square for each face of an ordinary die.
D6_PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((0.5, 0.5),),
    2: ((0.27, 0.27), (0.73, 0.73)),
    3: ((0.25, 0.25), (0.5, 0.5), (0.75, 0.75)),
    4: ((0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)),
    5: ((0.25, 0.25), (0.75, 0.25), (0.5, 0.5), (0.25, 0.75), (0.75, 0.75)),
    6: ((0.27, 0.22), (0.73, 0.22), (0.27, 0.5), (0.73, 0.5), (0.27, 0.78), (0.73, 0.78)),
}


ROLL_HELP = N_("Roll the dice (R)")
SET_HELP = N_("Study: choose the dice by hand instead of rolling")


class DiceFaces(QWidget):
    """Paints the dice of a DiceView; empty dice while they are to be rolled."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.dice: DiceView | None = None
        self.setMinimumHeight(56)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        return QSize(200, 60)

    def set_dice(self, dice: DiceView | None) -> None:
        self.dice = dice
        self.setToolTip(self.describe())
        # A painting to a screen reader otherwise: the dice in words are its name.
        self.setAccessibleName(self.describe() or _("No dice"))
        self.update()

    def describe(self) -> str:
        if self.dice is None:
            return ""
        if self.dice.caption:
            return self.dice.caption
        if not self.dice.values:
            return _("Dice to roll")
        return _("Dice to play: {dice}").format(dice=", ".join(map(str, self.dice.values)))

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.dice is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        values: list[int | None] = list(self.dice.values) or [None] * self.dice.count
        stick = self.dice.kind == "stick"
        height = float(self.height() - 8)
        if stick:  # long, thin four-sided sticks, as the rules describe them
            height *= 0.5
        width = height * (4.0 if stick else 1.0)
        gap = 8.0
        total = len(values) * width + (len(values) - 1) * gap
        scale = min(1.0, (self.width() - 8) / total) if total > 0 else 1.0
        width, height, gap = width * scale, height * scale, gap * scale
        x = (self.width() - (len(values) * width + (len(values) - 1) * gap)) / 2
        y = (self.height() - height) / 2
        for value in values:
            self._die(painter, QRectF(x, y, width, height), value, stick)
            x += width + gap
        painter.end()

    def _die(self, painter: QPainter, rect: QRectF, value: int | None, stick: bool) -> None:
        painter.setPen(QPen(QColor("#333333"), 2))
        painter.setBrush(QColor("#fbf7ec") if value is not None else QColor("#d8d2c4"))
        painter.drawRoundedRect(rect, rect.height() * 0.15, rect.height() * 0.15)
        if value is None:
            painter.setPen(QColor("#6b6b6b"))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, "?")
            return
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#222222"))
        radius = rect.height() * 0.09
        if stick:
            # A stick shows its value as a row of pips along its length (1, 3, 4 or 6).
            radius = rect.height() * 0.16
            for i in range(value):
                px = rect.left() + rect.width() * (i + 1) / (value + 1)
                painter.drawEllipse(QPointF(px, rect.center().y()), radius, radius)
            return
        for fx, fy in D6_PIPS.get(value, ()):
            painter.drawEllipse(
                QPointF(rect.left() + fx * rect.width(), rect.top() + fy * rect.height()), radius, radius
            )


class DicePanel(QWidget):
    rollRequested = Signal()
    setRequested = Signal(int)  # index into the controller's chance choices

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.faces = DiceFaces(self)
        self.roll_button = QPushButton(_("&Roll"), self)
        self.roll_button.setToolTip(_(ROLL_HELP))
        self.roll_button.clicked.connect(self.rollRequested)
        self.set_button = QToolButton(self)
        self.set_button.setText(_("Set dice…"))
        self.set_button.setToolTip(_(SET_HELP))
        self.set_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        # The menu's arrow is drawn over the text's end by some styles: the text says it all.
        self.set_button.setStyleSheet("QToolButton::menu-indicator { image: none; width: 0px; }")
        self.set_menu = QMenu(self.set_button)
        self.set_button.setMenu(self.set_menu)
        self.caption = QLabel(self)
        self.caption.setObjectName("dice-caption")
        self.caption.setTextFormat(Qt.TextFormat.PlainText)
        self.caption.setWordWrap(True)
        self.caption.hide()
        buttons = QHBoxLayout()
        buttons.addWidget(self.roll_button, 1)
        buttons.addWidget(self.set_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.faces)
        layout.addWidget(self.caption)
        layout.addLayout(buttons)
        layout.addStretch(1)

    def tell_news(self, words: str) -> None:
        """What just happened, as the buttons' description: Orca 43 speaks a change of the focused
        button's description (it ignores announcements), so a throw set or rolled here is heard."""
        for button, help_words in ((self.roll_button, ROLL_HELP), (self.set_button, SET_HELP)):
            button.setAccessibleDescription(
                _("{words} ({help})").format(words=words, help=_(help_words)) if words else _(help_words)
            )

    def update_dice(self, dice: DiceView | None, choices: list[str]) -> None:
        self.faces.set_dice(dice)
        self.faces.setVisible(dice is not None)
        # What the dice shown are, when they are not dice to play (Pards' grid dice).
        self.caption.setText(dice.caption if dice is not None else "")
        self.caption.setVisible(bool(self.caption.text()))
        self.set_menu.clear()
        for index, label in enumerate(choices):
            action = self.set_menu.addAction(label)
            action.triggered.connect(lambda _checked=False, i=index: self.setRequested.emit(i))
