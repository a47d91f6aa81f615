"""The review panel: each seat's winning chance after every move, and the summary per player.

A small QPainter plot (no QtCharts): one line per seat from the start to the
line's last move, the 50 % line, a dot on each marked move, the move looked
at as an upright bar. A click picks the nearest move; the window goes there.
"""

from __future__ import annotations

import html
import re
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPainterPath, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QHBoxLayout, QSizePolicy, QVBoxLayout, QWidget

from pardsgui.i18n import _
from pardsgui.ui import plain

#: One colour per seat, told apart on light and dark backgrounds (and by most colour-blind eyes).
SEAT_COLOURS = ("#3b7dd8", "#d9541e", "#2e9e5b", "#a35fc9", "#c29a00", "#6b7b8c")
MARK_COLOURS = {"?!": "#c9a000", "?": "#e07000", "??": "#d02020"}


class ReviewChart(QWidget):
    plyChosen = Signal(int)  # the index of the point clicked: 0 the start, k after the k-th move

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(200, 110)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.points: list[tuple[float, ...]] = []
        self.marks: list[str] = []
        self.names: tuple[str, ...] = ()
        self.current: int | None = None
        # Each seat's line for a plot area: a step through the game moves only the bar.
        self._lines: tuple[QRectF, list[QPainterPath]] | None = None
        self.setAccessibleName(_("Winning chances over the game"))

    def sizeHint(self) -> QSize:
        return QSize(500, 150)

    def show_series(
        self,
        points: Sequence[tuple[float, ...]],
        marks: Sequence[str],
        names: Sequence[str],
        current: int | None,
    ) -> None:
        """`points[k]`: each seat's chance after move k (0: at the start); `marks[k]` that move's mark."""
        if list(points) != self.points:
            self._lines = None
        self.points, self.marks, self.names, self.current = list(points), list(marks), tuple(names), current
        self.setToolTip(
            _("Each player's winning chance after every move; click to go to a move")
            if points
            else _("Game ▸ Review game draws each player's winning chance here")
        )
        self.update()

    def plot_area(self) -> QRectF:
        height = self.fontMetrics().height()
        return QRectF(self.rect()).adjusted(
            6 + self.fontMetrics().horizontalAdvance("100%"), 6, -8, -height - 8
        )

    def x_of(self, index: int, area: QRectF | None = None) -> float:
        """The x of move `index`; `area`: the plot area, when the caller has it (a paint asks per point)."""
        area = area if area is not None else self.plot_area()
        last = max(1, len(self.points) - 1)
        return area.left() + area.width() * index / last

    def lines(self, area: QRectF) -> list[QPainterPath]:
        """Each seat's line of chances across `area`, made again only when the points or the area change."""
        if self._lines is not None and self._lines[0] == area:
            return self._lines[1]
        paths = []
        for seat in range(len(self.points[0])):
            path = QPainterPath()
            for index, values in enumerate(self.points):
                point = QPointF(self.x_of(index, area), area.bottom() - values[seat] * area.height())
                if index == 0:
                    path.moveTo(point)
                else:
                    path.lineTo(point)
            paths.append(path)
        self._lines = (QRectF(area), paths)
        return paths

    def index_at(self, x: float) -> int | None:
        if not self.points:
            return None
        area = self.plot_area()
        last = max(1, len(self.points) - 1)
        return max(0, min(len(self.points) - 1, round((x - area.left()) / area.width() * last)))

    def mousePressEvent(self, event: QMouseEvent) -> None:
        index = self.index_at(event.position().x())
        if index is not None and event.button() == Qt.MouseButton.LeftButton:
            self.plyChosen.emit(index)

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        text = palette.color(QPalette.ColorRole.WindowText)
        faint = QColor(text)
        faint.setAlpha(70)
        area = self.plot_area()
        painter.fillRect(area, palette.color(QPalette.ColorRole.Base))
        painter.setPen(QPen(faint, 1))
        painter.drawRect(area)
        for share in (0.25, 0.5, 0.75):
            y = area.bottom() - share * area.height()
            painter.setPen(QPen(faint, 1, Qt.PenStyle.DashLine if share != 0.5 else Qt.PenStyle.SolidLine))
            painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
        painter.setPen(text)
        metrics = self.fontMetrics()
        for share, label in ((1.0, "100%"), (0.5, "50%"), (0.0, "0%")):
            y = area.bottom() - share * area.height() + metrics.ascent() / 2 - 1
            painter.drawText(QPointF(area.left() - metrics.horizontalAdvance(label) - 4, y), label)
        if not self.points:
            painter.drawText(area, Qt.AlignmentFlag.AlignCenter, _("No review yet"))
            return
        baseline = area.bottom() + metrics.ascent() + 3
        count = f"{len(self.points) - 1} moves"
        count_left = area.right() - metrics.horizontalAdvance(count)
        start = "start"
        if self.current is not None:
            x = self.x_of(self.current, area)
            painter.setPen(QPen(text, 2))
            painter.drawLine(QPointF(x, area.top()), QPointF(x, area.bottom()))
            painter.setPen(text)
            words = f"move {self.current}" if self.current else ""
            width = metrics.horizontalAdvance(words)
            left = min(max(area.left(), x - width / 2), area.right() - width)
            if words:
                painter.drawText(QPointF(left, baseline), words)
                # The labels at the ends give way to the move shown.
                if left < area.left() + metrics.horizontalAdvance(start) + 8:
                    start = ""
                if left + width + 8 > count_left:
                    count = ""
        for label, at in ((start, area.left()), (count, count_left)):
            if label:
                painter.drawText(QPointF(at, baseline), label)
        for seat, path in reversed(list(enumerate(self.lines(area)))):  # the first seat's line on top
            painter.setPen(QPen(QColor(SEAT_COLOURS[seat % len(SEAT_COLOURS)]), 2))
            painter.drawPath(path)
        for index, mark in enumerate(self.marks):
            if mark and index < len(self.points):
                colour = QColor(MARK_COLOURS[mark])
                painter.setPen(QPen(colour, 1))
                painter.setBrush(colour)
                painter.drawEllipse(QPointF(self.x_of(index, area), area.top() + 4), 3, 3)
        painter.end()


def teams(
    points: Sequence[tuple[float, ...]], names: Sequence[str]
) -> tuple[list[tuple[float, ...]], list[str]]:
    """One line per team: seats whose chances are the same all game long (partners) share a line.

    Only with more than two seats, and once the chances have moved: at a start where
    every seat stands equal, opponents look alike too.
    """
    moved = any(len(set(point)) > 1 for point in points)
    if len(names) <= 2 or not moved:
        return list(points), list(names)
    groups: list[list[int]] = []
    for seat in range(len(names)):
        for group in groups:
            if all(abs(point[seat] - point[group[0]]) < 1e-9 for point in points):
                group.append(seat)
                break
        else:
            groups.append([seat])
    merged = [tuple(point[group[0]] for group in groups) for point in points]
    return merged, [" and ".join(names[seat] for seat in group) for group in groups]


MARK_WORDS = {"?!": "inaccuracies", "?": "mistakes", "??": "blunders"}


def spoken_marks(text: str) -> str:
    """The summary's marks in words, for a screen reader: "?! 0 · ? 1" is read as punctuation."""
    return re.sub(r"(\?\?|\?!|\?) (\d+)", lambda m: f"{MARK_WORDS[m.group(1)]} {m.group(2)}", text)


class ReviewPanel(QWidget):
    """The chart, a key of its colours, and the summary per player."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        self.chart = ReviewChart()
        self.key = plain.label()
        self.key.setTextFormat(Qt.TextFormat.RichText)  # built here from escaped seat names
        self.summary = plain.label()
        self.summary.setWordWrap(True)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        # Selectable, it is a stop for a screen reader: named even before a review fills it.
        self.summary.setAccessibleName(_("Summary of the review"))
        side = QVBoxLayout()
        side.addWidget(self.key)
        side.addWidget(self.summary)
        side.addStretch(1)
        layout.addWidget(self.chart, 3)
        layout.addLayout(side, 2)

    def show_review(
        self,
        points: Sequence[tuple[float, ...]],
        marks: Sequence[str],
        names: Sequence[str],
        current: int | None,
        summary: Sequence[str],
    ) -> None:
        points, names = teams(points, names)
        self.chart.show_series(points, marks, names, current)
        self.key.setText(
            "  ".join(
                f'<span style="color:{SEAT_COLOURS[seat % len(SEAT_COLOURS)]}">━━</span> {html.escape(name)}'
                for seat, name in enumerate(names)
            )
            if points
            else ""
        )
        self.summary.setText("\n".join(summary))
        self.summary.setAccessibleDescription(spoken_marks(self.summary.text()))

    def show_current(self, current: int | None) -> None:
        if current != self.chart.current:
            self.chart.current = current
            self.chart.update()
