"""Text from files shown as plain text: labels, message boxes and tooltips.

Qt guesses whether a string is HTML.  A player's name, a comment or a file
name comes from a file or a paste, so it is never allowed to be HTML: a name
like <img src=… width=20000> would load a local image and stretch the window.
"""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget

from pardsgui.ui.dialogs.unbidden import hold_answers

Button = QMessageBox.StandardButton


def label(text: str = "", parent: QWidget | None = None) -> QLabel:
    """A QLabel that shows `text` (and whatever is set later) literally."""
    made = QLabel(parent)
    made.setTextFormat(Qt.TextFormat.PlainText)
    made.setText(text)
    return made


def tooltip(text: str) -> str:
    """A tooltip (always read as HTML when it looks like HTML) that shows `text` literally."""
    return f"<p style='white-space:pre-wrap'>{html.escape(text)}</p>" if text else ""


def message(
    parent: QWidget | None,
    icon: QMessageBox.Icon,
    title: str,
    text: str,
    buttons: Button = Button.Ok,
    default: Button = Button.NoButton,
    *,
    unbidden: bool = False,
) -> Button:
    """A modal message box whose text is plain; the button pressed.

    `unbidden`: the box opens by itself, not at a person's action, so its buttons wait a moment
    before they take an answer (dialogs/unbidden.py).
    """
    box = QMessageBox(icon, title, text, buttons, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    if default != Button.NoButton:
        box.setDefaultButton(default)
    if unbidden:
        hold_answers(box)
    return Button(box.exec())


def warn(parent: QWidget | None, title: str, text: str) -> None:
    message(parent, QMessageBox.Icon.Warning, title, text)


def inform(parent: QWidget | None, title: str, text: str) -> None:
    message(parent, QMessageBox.Icon.Information, title, text)


def ask(
    parent: QWidget | None,
    title: str,
    text: str,
    buttons: Button,
    default: Button = Button.NoButton,
    *,
    unbidden: bool = False,
) -> Button:
    return message(parent, QMessageBox.Icon.Question, title, text, buttons, default, unbidden=unbidden)
