"""A question that opens by itself takes no answer in its first moments.

At a start the restore question opens where the reading dialog was a moment before, or
over the window a person is already clicking in. A click or an Escape meant for what was
there (the reading's Cancel) would land on the question's "No", and "No" removes the game.
Firefox holds its install buttons for the same reason; here the buttons wake after a short
hold, greyed until then, so a person sees why a click did nothing.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QAbstractButton, QDialog, QWidget

#: Long enough for a click or key already on its way to arrive and be refused; short enough
#: that a person reading the question never waits for its buttons.
HOLD_SECONDS = 0.6


class _KeysHeld(QObject):
    """Eats the keys a held dialog or any of its widgets is sent: Escape, Return, a letter's mnemonic."""

    KEYS = (QEvent.Type.KeyPress, QEvent.Type.KeyRelease, QEvent.Type.ShortcutOverride)

    def eventFilter(self, _watched: QObject, event: QEvent) -> bool:
        return event.type() in self.KEYS


def hold_answers(dialog: QDialog) -> None:
    """Take no click and no key in the dialog for HOLD_SECONDS, then wake it.

    Its buttons are greyed meanwhile (a disabled button ignores a click, and the click() a
    message box's Escape makes), and every key its widgets are sent is dropped, so Escape or
    Return meant for the dialog before cannot answer this one either.
    """
    held = [button for button in dialog.findChildren(QAbstractButton) if button.isEnabled()]
    for button in held:
        button.setEnabled(False)
    keys = _KeysHeld(dialog)
    watched = [dialog, *dialog.findChildren(QWidget)]
    for widget in watched:
        widget.installEventFilter(keys)

    def wake() -> None:
        for button in held:
            button.setEnabled(True)
        for widget in watched:
            widget.removeEventFilter(keys)
        keys.deleteLater()

    QTimer.singleShot(round(1000 * HOLD_SECONDS), dialog, wake)
