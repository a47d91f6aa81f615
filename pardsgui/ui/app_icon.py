"""The application's icon and desktop name, shared by the app and its self-test."""

from __future__ import annotations

from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from pardsgui.paths import resource


def set_app_icon(app: QApplication) -> None:
    """The window icon, and the menu entry the desktop matches the window with (packaging/linux)."""
    app.setDesktopFileName("io.github.pardsgui.pardsgui")
    icon = resource("icons", "pardsgui.svg")
    if icon.is_file():
        app.setWindowIcon(QIcon(str(icon)))
