"""Waiting until the widgets stand still, instead of for a fixed time.

A window or dialog lays out what it was given over several passes of the event loop
(size hints, timers of no delay, scroll positions set once shown). A fixed wait of
30–100 ms was long enough on a quiet machine and too short on CI's loaded one.
"""

from __future__ import annotations

import time

from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractSlider, QApplication, QWidget

LOOKS = 3  # alike looks in a row, 20 ms apart, each after the events then due were handled


def _look(roots: tuple[QWidget, ...]) -> tuple[object, ...]:
    seen: list[object] = []
    for root in roots or tuple(QApplication.topLevelWidgets()):
        if not root.isVisible():
            continue
        for widget in (root, *root.findChildren(QWidget)):
            if widget.isVisible():
                seen.append(widget.geometry().getRect())
                if isinstance(widget, QAbstractSlider):
                    seen.append(widget.value())  # a scroll bar: where a view is scrolled to
    return tuple(seen)


def until_still(*roots: QWidget, seconds: float = 10.0) -> None:
    """Handle events until these widgets (else every window) and all they show stand still."""
    looks: list[tuple[object, ...]] = []
    end = time.monotonic() + seconds
    while len(looks) < LOOKS or any(look != looks[-1] for look in looks[-LOOKS:]):
        assert time.monotonic() < end, "the widgets never stood still"
        QTest.qWait(20)
        looks.append(_look(roots))
