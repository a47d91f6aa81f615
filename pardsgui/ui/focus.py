"""Tab's way through the window: the board, the move box, then the panels as a person reads them.

Qt chains widgets in the order they were made, so buttons made later (a
position's action buttons) would come last, after the move list. The chain is
set again whenever such buttons are made.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from itertools import pairwise

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget


def takes_tab(widget: QWidget) -> bool:
    return bool(widget.focusPolicy() & Qt.FocusPolicy.TabFocus)


def focusable(panel: QWidget) -> Iterator[QWidget]:
    """The panel itself if Tab stops on it, else its widgets that Tab stops on, in their made order."""
    if takes_tab(panel):
        yield panel
        return
    for child in panel.findChildren(QWidget):
        if takes_tab(child):
            yield child


def chain(panels: Iterable[QWidget]) -> list[QWidget]:
    """Tab goes through `panels` in this order (and Shift+Tab back); the widgets it stops on."""
    stops = [widget for panel in panels for widget in focusable(panel)]
    # A floating dock is a window of its own, with a Tab chain of its own.
    for window in dict.fromkeys(widget.window() for widget in stops):
        for before, after in pairwise(widget for widget in stops if widget.window() is window):
            QWidget.setTabOrder(before, after)
    return stops
