"""A long file's reading, shown: how many moves are read, and a Cancel that stops it.

A game of a million moves takes from ten seconds to a minute to read (every move is checked
by the rules). Without this the window froze for that long, and nothing said why; with it
the person sees the count go up, and may stop. A short file never shows it.
"""

from __future__ import annotations

import time
from typing import Self

import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QProgressDialog, QWidget

from pardsgui.i18n import _, grouped, ngettext
from pardsgui.storage.loading import Cancelled

#: Seconds of reading before the dialog shows: a file read sooner never flashes it.
SHOW_AFTER = 0.4


class ReadingProgress:
    """The `progress` of a reading (`read_game_file`): shows the count, raises `Cancelled` on Cancel.

    Used as `with ReadingProgress(...) as progress:`, so that the dialog goes however the reading ends.
    """

    def __init__(self, parent: QWidget, name: str) -> None:
        self.parent = parent
        self.name = name
        self.began = time.monotonic()
        self.dialog: QProgressDialog | None = None
        self.focus: QWidget | None = None  # what had the keyboard before the dialog: it gets it back

    def __call__(self, done: int, total: int) -> None:
        dialog = self.dialog
        if dialog is None:
            if time.monotonic() - self.began < SHOW_AFTER:
                return
            self.focus = QApplication.focusWidget()
            dialog = self.dialog = QProgressDialog(self.parent)
            dialog.setWindowTitle(_("Opening a game"))
            dialog.setCancelButtonText(_("Cancel"))
            dialog.setWindowModality(Qt.WindowModality.WindowModal)  # no click on the game being replaced
            dialog.setAutoClose(False)
            dialog.setAutoReset(False)
            dialog.setMinimumDuration(0)
            dialog.setMinimumWidth(420)
        if dialog.wasCanceled():
            raise Cancelled
        dialog.setMaximum(max(total, 1))
        words = ngettext(
            "Reading {file}: {done} of {total} move checked by the rules",
            "Reading {file}: {done} of {total} moves checked by the rules",
            total,
        )
        dialog.setLabelText(words.format(file=self.name, done=grouped(done), total=grouped(total)))
        dialog.setValue(done)  # a modal dialog's value lets the window draw, and Cancel be clicked
        if dialog.wasCanceled():
            raise Cancelled

    def laying_out(self) -> None:
        """The moves are read: say what the window does next (a second or two at a million moves)."""
        if self.dialog is not None:
            self.dialog.setLabelText(_("Showing {file}: laying out its moves").format(file=self.name))
            self.dialog.setCancelButton(None)  # nothing is left to stop
            self.dialog.repaint()

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *_exception: object) -> None:
        self.close()

    def close(self) -> None:
        if self.dialog is not None:
            self.dialog.close()
            self.dialog.deleteLater()
            self.dialog = None
            # The dialog had the keyboard; without a window manager to hand it back (and on
            # some with one), the window stayed inactive and its shortcuts (Left, Right: a
            # step through the game just opened) did nothing.
            window = self.parent.window()
            if window.isVisible():
                window.activateWindow()
                if self.focus is not None and shiboken6.isValid(self.focus) and self.focus.window() is window:
                    self.focus.setFocus(Qt.FocusReason.ActiveWindowFocusReason)
