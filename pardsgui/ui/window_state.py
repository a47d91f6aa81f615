"""The window's size, its docks and its view toggles, kept between runs in the settings."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QByteArray, Qt

from pardsgui.storage.settings import Settings

if TYPE_CHECKING:
    from PySide6.QtGui import QAction

    from pardsgui.ui.controller import GameController


class StateHost(Protocol):
    """All that is kept of the window: its size and docks (a QMainWindow's own), its view toggles."""

    @property
    def controller(self) -> GameController: ...

    @property
    def study_action(self) -> QAction: ...

    def resize(self, width: int, height: int, /) -> None: ...

    def width(self) -> int: ...

    def height(self) -> int: ...

    def isMaximized(self) -> bool: ...

    def windowState(self) -> Qt.WindowState: ...

    def setWindowState(self, state: Qt.WindowState, /) -> None: ...

    def saveState(self, version: int = 0, /) -> QByteArray: ...

    def restoreState(self, state: QByteArray, version: int = 0, /) -> bool: ...

    def layoutDirection(self) -> Qt.LayoutDirection: ...


def state_key(window: StateHost) -> str:
    """The docks' places are kept per direction: a right-to-left window mirrors them, and an
    arrangement saved left to right would put Persian's panels back on the English side."""
    right_to_left = window.layoutDirection() == Qt.LayoutDirection.RightToLeft
    return "window_state_rtl" if right_to_left else "window_state"


def restore(window: StateHost, settings: Settings) -> None:
    # Size and docks are stored plainly rather than as saveGeometry(), whose frame
    # arithmetic differs between platforms; the window manager places the window.
    size = settings.get("window_size")
    if isinstance(size, list) and len(size) == 2 and all(isinstance(v, int) for v in size):
        window.resize(max(400, min(size[0], 10_000)), max(300, min(size[1], 10_000)))
    else:
        window.resize(1200, 800)
    state = settings.get(state_key(window))
    if isinstance(state, str):
        window.restoreState(QByteArray.fromBase64(state.encode()))
    if settings.get("window_maximized") is True:
        window.setWindowState(window.windowState() | Qt.WindowState.WindowMaximized)


def store(window: StateHost, settings: Settings) -> None:
    maximized = window.isMaximized()
    settings.set("window_maximized", maximized)
    if not maximized:
        settings.set("window_size", [window.width(), window.height()])
    settings.set(state_key(window), bytes(window.saveState().toBase64().data()).decode())
    settings.set("flipped", window.controller.flipped)
    settings.set("coordinates", window.controller.coordinates)
    settings.set("study_marks", window.study_action.isChecked())
