"""The Analysis panel: the estimated chances of each seat and the best moves found.

It always speaks of the position on the board: it is cleared the moment the
position changes, says whether it is thinking or has finished, and stops by itself.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from pardsgui.i18n import N_, _, grouped
from pardsgui.ui.discard import discard

if TYPE_CHECKING:  # the search itself loads only when the computer first thinks
    from pardsgui.ai import Analysis


TOP_MOVES = 8
START_WORDS = N_("Analyse")
STOP_WORDS = N_("Stop analysing")
IDLE_WORDS = N_("Press Analyse to let the computer estimate the chances and the best moves.")


class AnalysisPanel(QWidget):
    toggled = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.button = QPushButton(_(START_WORDS))
        self.button.setObjectName("analyse")
        self.button.setCheckable(True)
        self.button.setToolTip(
            _("Let the computer estimate the chances and best moves of each position shown")
        )
        self.button.toggled.connect(self._toggled)
        self.note = QLabel(_(IDLE_WORDS))
        self.note.setObjectName("analysis-note")
        self.note.setTextFormat(Qt.TextFormat.PlainText)
        self.note.setWordWrap(True)
        self.bars_box = QVBoxLayout()
        self.bars: list[tuple[QLabel, QProgressBar]] = []
        self.moves = QTreeWidget()
        self.moves.setAccessibleName(_("Best moves"))
        self.moves.setObjectName("analysis-moves")
        self.moves.setHeaderLabels([_("Move"), _("Chance"), _("Tries")])
        self.moves.setRootIsDecorated(False)
        self.moves.setMinimumHeight(90)
        self.moves.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.moves.setTextElideMode(Qt.TextElideMode.ElideRight)
        header = self.moves.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in (1, 2):  # fixed widths: the columns never jump as the numbers change
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Fixed)
            header.resizeSection(column, self.fontMetrics().horizontalAdvance("888,888") + 16)
        self.moves.headerItem().setToolTip(1, _("The moving side's expected score after this move"))
        self.moves.headerItem().setToolTip(2, _("How often the computer tried the move"))
        layout = QVBoxLayout(self)
        layout.addWidget(self.button)
        layout.addWidget(self.note)
        layout.addLayout(self.bars_box)
        layout.addWidget(self.moves, 1)

    @property
    def active(self) -> bool:
        return self.button.isChecked()

    def _toggled(self, on: bool) -> None:
        self.button.setText(_(STOP_WORDS) if on else _(START_WORDS))
        if not on:
            self.note.setText(_("Stopped. Press Analyse to go on."))
        self.toggled.emit(on)

    def clear(self, note: str) -> None:
        self.note.setText(note)
        self.moves.clear()
        for label, bar in self.bars:
            discard(label)
            discard(bar)
        self.bars = []

    def show_analysis(
        self, found: Analysis, names: Sequence[str], labels: Sequence[str], budget: float, done: bool
    ) -> None:
        """`labels` are the words for `found.moves`, in order; `budget` the seconds it may take."""
        if len(self.bars) != len(found.values):
            self.clear("")
            for _value in found.values:
                label, bar = QLabel(), QProgressBar()
                label.setTextFormat(Qt.TextFormat.PlainText)
                bar.setRange(0, 1000)
                bar.setTextVisible(True)
                self.bars_box.addWidget(label)
                self.bars_box.addWidget(bar)
                self.bars.append((label, bar))
        for seat, value in enumerate(found.values):
            label, bar = self.bars[seat]
            label.setText(names[seat] if seat < len(names) else _("Seat {number}").format(number=seat + 1))
            bar.setValue(round(value * 1000))
            bar.setFormat(_("{percent} expected score").format(percent=f"{value:.0%}"))
        self.moves.clear()
        for stat, words in list(zip(found.moves, labels, strict=False))[:TOP_MOVES]:
            # A bound is said as one: the search proved the move no better than this and
            # stopped looking (alpha-beta), so a bare figure would overstate what it knows.
            chance = f"≤ {stat.value:.0%}" if stat.bound else f"{stat.value:.0%}"
            item = QTreeWidgetItem([words, chance, grouped(stat.visits)])
            item.setToolTip(0, words)
            if stat.bound:
                item.setToolTip(
                    1,
                    _("At most {percent}: found no better than the best, not worked out further").format(
                        percent=f"{stat.value:.0%}"
                    ),
                )
            item.setTextAlignment(1, Qt.AlignmentFlag.AlignRight)
            item.setTextAlignment(2, Qt.AlignmentFlag.AlignRight)
            self.moves.addTopLevelItem(item)
        if not found.iterations:
            self.note.setText(
                {"end": _("The game is over."), "forced": _("Only one move is possible.")}.get(
                    found.stopped, ""
                )
            )
        elif done:
            how = (
                _("Analysis stopped: {searches} searches in {seconds} s.")
                if found.stopped == "stop"
                else _("Analysis finished: {searches} searches in {seconds} s.")
            )
            self.note.setText(how.format(searches=grouped(found.iterations), seconds=f"{found.seconds:.0f}"))
        else:
            self.note.setText(
                _("Thinking… {seconds} s of {budget}, {searches} searches so far.").format(
                    seconds=f"{found.seconds:.0f}", budget=f"{budget:.0f}", searches=grouped(found.iterations)
                )
            )

    def shown_moves(self) -> list[str]:
        return [self.moves.topLevelItem(i).text(0) for i in range(self.moves.topLevelItemCount())]  # type: ignore[union-attr]
