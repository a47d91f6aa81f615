"""A side panel's scroll area: it scrolls down when the panel is long, never sideways.

Sideways it asks the dock for the width its panel needs (the panel's minimum width
and the vertical scroll bar's), so nothing is cut at the right without a scroll bar
to say so: the editor's palette and fields of Pards were, at 1200×800.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtWidgets import QScrollArea, QWidget


class SideScroll(QScrollArea):
    def __init__(self, panel: QWidget) -> None:
        super().__init__()
        self.setWidget(panel)
        self.setWidgetResizable(True)
        self.setFrameShape(QScrollArea.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        panel.installEventFilter(self)

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        panel = self.widget()
        if panel is None:
            return hint
        needed = panel.minimumSizeHint().width() + self.verticalScrollBar().sizeHint().width()
        return QSize(max(hint.width(), needed + 2 * self.frameWidth()), hint.height())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()  # the panel's content changed (another game's palette): ask again
        return super().eventFilter(watched, event)
