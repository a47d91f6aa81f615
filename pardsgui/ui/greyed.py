"""A greyed control says why: on hover (its tooltip) and when clicked (the Turn panel's note).

A disabled widget takes no clicks, so a person pressing a greyed Roll button saw
nothing happen and could not tell why. While a watched widget is disabled its
tooltip is the reason, and a click on it hands the reason to `say`.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget


class Greyed(QObject):
    def __init__(self, say: Callable[[str], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.say = say
        self._tips: dict[QObject, str] = {}  # each watched widget's tooltip while it is enabled
        self._why: dict[QObject, str] = {}

    def watch(self, widget: QWidget) -> None:
        self._tips[widget] = widget.toolTip()
        widget.installEventFilter(self)

    def set(self, widget: QWidget, why: str, action: QAction | None = None) -> None:
        """Enable `widget` (and its menu `action`) when `why` is empty, else grey it with `why` the reason."""
        self._why[widget] = why
        widget.setEnabled(not why)
        widget.setToolTip(why or self._tips.get(widget, ""))
        if action is not None:
            self.set_action(action, why)

    def set_action(self, action: QAction, why: str) -> None:
        """A menu item greyed with `why` as its status tip (shown on hover), or enabled with its own."""
        tip = self._tips.setdefault(action, action.statusTip())
        action.setEnabled(not why)
        action.setStatusTip(why or tip)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.MouseButtonRelease
            and isinstance(watched, QWidget)
            and not watched.isEnabled()
            and self._why.get(watched)
        ):
            self.say(self._why[watched])
        return False
