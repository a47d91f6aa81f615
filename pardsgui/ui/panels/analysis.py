"""The Analysis panel: the estimated chances of each seat and the best moves found."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QLabel,
    QProgressBar,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from pardsgui.ai import Analysis
from pardsgui.ui import plain

TOP_MOVES = 8


class AnalysisPanel(QWidget):
    toggled = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.button = QPushButton("&Analyse this position")
        self.button.setCheckable(True)
        self.button.toggled.connect(self.toggled)
        self.note = QLabel("Press Analyse to let the computer estimate the chances and the best moves.")
        self.note.setWordWrap(True)
        self.bars_box = QVBoxLayout()
        self.bars: list[tuple[QLabel, QProgressBar]] = []
        self.moves = QTreeWidget()
        self.moves.setObjectName("analysis-moves")
        self.moves.setHeaderLabels(["Move", "Tries", "Score"])
        self.moves.setRootIsDecorated(False)
        self.moves.setMinimumHeight(90)
        layout = QVBoxLayout(self)
        layout.addWidget(self.button)
        layout.addWidget(self.note)
        layout.addLayout(self.bars_box)
        layout.addWidget(self.moves, 1)

    def clear(self, note: str) -> None:
        self.note.setText(note)
        self.moves.clear()
        for label, bar in self.bars:
            label.deleteLater()
            bar.deleteLater()
        self.bars = []

    def show_analysis(self, found: Analysis, names: Sequence[str], labels: Sequence[str]) -> None:
        """`labels` are the words for `found.moves`, in order."""
        if len(self.bars) != len(found.values):
            self.clear("")
            for _ in found.values:
                label, bar = plain.label(), QProgressBar()
                bar.setRange(0, 1000)
                bar.setTextVisible(True)
                self.bars_box.addWidget(label)
                self.bars_box.addWidget(bar)
                self.bars.append((label, bar))
        for seat, value in enumerate(found.values):
            label, bar = self.bars[seat]
            label.setText(names[seat] if seat < len(names) else f"Seat {seat + 1}")
            bar.setValue(round(value * 1000))
            bar.setFormat(f"{value:.0%} expected score")
        self.moves.clear()
        for stat, words in list(zip(found.moves, labels, strict=False))[:TOP_MOVES]:
            item = QTreeWidgetItem([words, str(stat.visits), f"{stat.value:.0%}"])
            item.setTextAlignment(1, Qt.AlignmentFlag.AlignRight)
            item.setTextAlignment(2, Qt.AlignmentFlag.AlignRight)
            self.moves.addTopLevelItem(item)
        self.moves.resizeColumnToContents(0)
        state = {"stop": "stopped", "budget": "done", "time": "done"}.get(found.stopped, "thinking…")
        self.note.setText(
            f"{found.iterations:,} searches, {found.seconds:.1f} s — {state}"
            if found.iterations
            else {"end": "The game is over.", "forced": "Only one move is possible."}.get(found.stopped, "")
        )
