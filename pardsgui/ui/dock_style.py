"""The side panels' docks: their style, with each of its standard icons made once.

Every step through a game changes the panels' words, and every such change lays out the dock
holding them again. Qt's common style asks for the dock's close and float icons at each layout,
to measure its title bar's buttons, and Fusion makes each icon anew from its pictures (a PNG
read and unpacked): some thirteen a step, 6.5 % of all a Parry step did under callgrind. Made
once per palette and direction, an icon measures the same.
"""

from __future__ import annotations

from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QDockWidget, QProxyStyle, QStyle, QStyleOption, QWidget


class DockStyle(QProxyStyle):
    """The application's style, its standard icons kept (for the docks alone: nothing else asks
    for them at each step)."""

    KEPT = 64  # icons × palettes × directions: a handful in practice

    def __init__(self) -> None:
        super().__init__()  # the application's own style underneath
        self._icons: dict[tuple[int, int, int], QIcon] = {}

    def standardIcon(
        self,
        standardIcon: QStyle.StandardPixmap,
        option: QStyleOption | None = None,
        widget: QWidget | None = None,
    ) -> QIcon:
        # The icon may follow the palette (a theme) and the direction (right to left), nothing else.
        if option is not None:
            palette, direction = option.palette, option.direction
        elif widget is not None:
            palette, direction = widget.palette(), widget.layoutDirection()
        else:
            palette, direction = None, None
        key = (
            int(standardIcon.value),
            palette.cacheKey() if palette is not None else 0,
            int(direction.value) if direction is not None else -1,
        )
        icon = self._icons.get(key)
        if icon is None:
            if len(self._icons) >= self.KEPT:
                self._icons.clear()
            icon = self._icons[key] = super().standardIcon(standardIcon, option, widget)
        return icon


def keep_icons(dock: QDockWidget) -> None:
    """Give `dock` a style of its own that makes each standard icon once (its child: a widget
    holds its style weakly, so neither outlives the other badly)."""
    style = DockStyle()
    style.setParent(dock)
    dock.setStyle(style)
