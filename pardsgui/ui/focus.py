"""Tab's way through the window: the board, the move box, then the panels as a person reads them.

Qt chains widgets in the order they were made, so buttons made later (a
position's action buttons) would come last, after the move list. The chain is
set again whenever such buttons are made.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from itertools import pairwise

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

_TAB = Qt.FocusPolicy.TabFocus.value


def takes_tab(widget: QWidget) -> bool:
    return bool(widget.focusPolicy().value & _TAB)  # as integers: the enum's & is ten times slower


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


def chain_into(before: Sequence[QWidget], panel: QWidget) -> list[QWidget]:
    """`panel`'s widgets, made anew, put back in Tab's way after the last stop of the panels
    `before` it in its window; the chain goes on after them as it went on before. Each widget is
    moved in after the one before it, so what followed that stop follows `panel`'s last widget.
    For one panel's new buttons at a step: `chain` walks every panel's widgets (7 ms a step in
    Parry, where a pass comes and goes)."""
    stops = list(focusable(panel))
    window = panel.window()
    earlier = [widget for other in before for widget in focusable(other) if widget.window() is window]
    for before_it, widget in pairwise(earlier[-1:] + stops):
        QWidget.setTabOrder(before_it, widget)
    return stops
