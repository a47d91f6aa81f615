"""The hand panel: what each seat holds off the board, and scores."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QGridLayout, QLabel, QVBoxLayout, QWidget

from pardsgui.core.geometry import SeatPanel
from pardsgui.i18n import _
from pardsgui.ui import plain
from pardsgui.ui.discard import empty
from pardsgui.ui.icons import piece_pixmap


class _SeatRows:
    """One seat's rows of the grid, kept from step to step, with room for `items` held pieces and
    `notes` notes: a step through a game changes words and hides rows, and makes widgets only
    when a seat needs more rows than it had (a Parry step made, polished, laid out and deleted
    seven labels here: docs/robustness.md, "The panels' labels kept from step to step")."""

    def __init__(self, grid: QGridLayout, row: int, items: int, notes: int) -> None:
        self.icon = QLabel()
        self.name = plain.label()
        font = QFont(self.name.font())
        font.setBold(True)
        self.name.setFont(font)
        self.score = plain.label()
        self.score.setFont(font)
        # Words wrap rather than widen the dock: a score growing by a digit must not move the board.
        for label in (self.name, self.score):
            label.setWordWrap(True)
        grid.addWidget(self.icon, row, 0)
        grid.addWidget(self.name, row, 1, 1, 2)
        grid.addWidget(self.score, row, 3)
        for shown in (self.icon, self.name, self.score):
            shown.show()  # now, as the rows below are: the layout would show them a loop later
        row += 1
        self.held: list[tuple[QLabel, QLabel]] = []
        for _index in range(items):
            picture, held_words = QLabel(), plain.label()
            held_words.setWordWrap(True)
            grid.addWidget(picture, row, 1)
            grid.addWidget(held_words, row, 2, 1, 2)
            self.held.append((picture, held_words))
            row += 1
        self.notes: list[QLabel] = []
        for _index in range(notes):
            label = plain.label()
            label.setWordWrap(True)
            grid.addWidget(label, row, 1, 1, 3)
            self.notes.append(label)
            row += 1
        self.rows = row
        self._images: dict[QLabel, tuple[str, str, int]] = {}

    def show(self, game_id: str, panel: SeatPanel, current: int | None) -> None:
        self._picture(self.icon, game_id, panel.image, 24)
        self.icon.setAccessibleName(_("{name}'s pieces").format(name=panel.name))
        self.name.setText(
            _("{name}  ◀ to move").format(name=panel.name) if panel.seat == current else panel.name
        )
        self.score.setText(panel.score)
        # Read alone, a bare "9" says nothing: whose score it is.
        self.score.setAccessibleName(
            _("{name}'s score: {score}").format(name=panel.name, score=panel.score) if panel.score else ""
        )
        for index, (picture, held_words) in enumerate(self.held):
            if index < len(panel.items):
                held = panel.items[index]
                self._picture(picture, game_id, held.image, 18)
                picture.setAccessibleName(f"{panel.name}: {held.label}")
                held_words.setText(f"{held.count} {held.label}")
            # A hidden row takes no room in the grid.
            picture.setVisible(index < len(panel.items))
            held_words.setVisible(index < len(panel.items))
        for index, label in enumerate(self.notes):
            label.setText(panel.notes[index] if index < len(panel.notes) else "")
            label.setVisible(index < len(panel.notes))

    def _picture(self, label: QLabel, game_id: str, image: str, size: int) -> None:
        if self._images.get(label) != (game_id, image, size):  # a pixmap set again is laid out again
            self._images[label] = (game_id, image, size)
            label.setPixmap(piece_pixmap(game_id, image, size))


class HandPanel(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.grid = QGridLayout()
        self.grid.setColumnStretch(2, 1)
        outer = QVBoxLayout(self)
        outer.addLayout(self.grid)
        outer.addStretch(1)
        self._shown: tuple[str, Sequence[SeatPanel], int | None] | None = None
        self._room: tuple[tuple[int, int], ...] = ()  # each seat's rows for held pieces and notes
        self._seats: list[_SeatRows] = []

    def show_panels(self, game_id: str, panels: Sequence[SeatPanel], current: int | None) -> None:
        key = (game_id, tuple(panels), current)
        if key == self._shown:
            return
        self._shown = key
        # Room for the most each seat has needed (with another number of seats, from none).
        had = self._room if len(self._room) == len(panels) else ((0, 0),) * len(panels)
        room = tuple(
            (max(len(panel.items), items), max(len(panel.notes), notes))
            for panel, (items, notes) in zip(panels, had, strict=True)
        )
        if room != self._room:  # made again, with that room
            self._room = room
            empty(self.grid)
            self._seats = []
            row = 0
            for items, notes in self._room:
                self._seats.append(_SeatRows(self.grid, row, items, notes))
                row = self._seats[-1].rows
        for seat, panel in zip(self._seats, panels, strict=True):
            seat.show(game_id, panel, current)
