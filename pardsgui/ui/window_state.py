"""The window's size, its docks and its view toggles, kept between runs in the settings."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, Qt

from pardsgui.storage.settings import Settings

if TYPE_CHECKING:
    from pardsgui.ui.main_window import MainWindow


def restore(window: MainWindow, settings: Settings) -> None:
    # Size and docks are stored plainly rather than as saveGeometry(), whose frame
    # arithmetic differs between platforms; the window manager places the window.
    size = settings.get("window_size")
    if isinstance(size, list) and len(size) == 2 and all(isinstance(v, int) for v in size):
        window.resize(max(400, min(size[0], 10_000)), max(300, min(size[1], 10_000)))
    else:
        window.resize(1200, 800)
    state = settings.get("window_state")
    if isinstance(state, str):
        window.restoreState(QByteArray.fromBase64(state.encode()))
    if settings.get("window_maximized") is True:
        window.setWindowState(window.windowState() | Qt.WindowState.WindowMaximized)


def store(window: MainWindow, settings: Settings) -> None:
    maximized = window.isMaximized()
    settings.set("window_maximized", maximized)
    if not maximized:
        settings.set("window_size", [window.width(), window.height()])
    settings.set("window_state", bytes(window.saveState().toBase64().data()).decode())
    settings.set("flipped", window.controller.flipped)
    settings.set("coordinates", window.controller.coordinates)
    settings.set("study_marks", window.study_action.isChecked())
