"""How Four in a row looks: the squares in a checker of two tones, rank 1 at the bottom.

A move is one click on an empty square: its cells are (None, square).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from pardsgui.core.contract import Move
from pardsgui.core.geometry import BoardView, Cell, Geometry, Mark, PieceView, SeatPanel, rectangle
from tests.toygame.rules import EMPTY, RowsPosition, square_index, square_name

NAMES = ("Crosses", "Noughts")
STONES = ("cross", "nought")
IMAGES = ("x", "o")
MARGIN = 0.5


def geometry_of(size: int) -> Geometry:
    cells = []
    marks = []
    for index in range(size * size):
        row, column = divmod(index, size)
        x, y = MARGIN + column, MARGIN + row
        name = square_name(size, index)
        tone = "light" if (row + column) % 2 == 0 else "dark"
        cells.append(Cell(name, rectangle(x, y, 1, 1), (x + 0.5, y + 0.5), tone, name))
    for column in range(size):
        marks.append(
            Mark("coord", (MARGIN + column + 0.5, MARGIN + size + 0.25), 0.22, text="abcdefg"[column])
        )
    for row in range(size):
        marks.append(Mark("coord", (0.25, MARGIN + row + 0.5), 0.22, text=str(size - row)))
    return Geometry(size + 2 * MARGIN, size + 2 * MARGIN, tuple(cells), marks=tuple(marks))


GEOMETRIES = {size: geometry_of(size) for size in (5, 6, 7)}


def piece_views(size: int, cells: Sequence[int]) -> list[PieceView]:
    """The stones as the board shows them (also for the editor's impossible boards)."""
    return [
        PieceView(
            square_name(size, index),
            IMAGES[value - 1],
            value - 1,
            name=f"{NAMES[value - 1][:-1]} on {square_name(size, index)}",
        )
        for index, value in enumerate(cells)
        if value != EMPTY
    ]


class RowsBoard(BoardView[RowsPosition]):
    def geometry(self, position: RowsPosition) -> Geometry:
        return GEOMETRIES[position.size]

    def pieces(self, position: RowsPosition) -> Sequence[PieceView]:
        return piece_views(position.size, position.cells)

    def move_cells(self, position: RowsPosition, move: Move) -> tuple[str | None, str | None]:
        assert isinstance(move, int)
        return None, square_name(position.size, move)

    plural_names = True

    def seat_names(self, position: RowsPosition) -> tuple[str, ...]:
        return NAMES

    def prompt(self, position: RowsPosition) -> str:
        if position.outcome is not None:
            return self.result(position)
        return f"{NAMES[position.side]} to move: put a {STONES[position.side]} on an empty square"

    def panels(self, position: RowsPosition) -> Sequence[SeatPanel]:
        return [
            SeatPanel(seat, NAMES[seat], IMAGES[seat], score=f"{position.cells.count(seat + 1)} on the board")
            for seat in (0, 1)
        ]

    def describe(self, position: RowsPosition, move: Move, viewer: int | None) -> str:
        assert isinstance(move, int)
        return f"{NAMES[position.side]} put a {STONES[position.side]} on {square_name(position.size, move)}"

    def why_not(self, position: RowsPosition, selected: str | None, cell: str) -> str:
        if position.outcome is not None:
            return "The game is over"
        index = square_index(position.size, cell)
        if index is not None and position.cells[index] != EMPTY:
            return f"{cell} holds a {STONES[position.cells[index] - 1]} already: choose an empty square"
        return ""

    def move_reason(self, position: RowsPosition, move: Move) -> str:
        return "an empty square"

    def why_ended(self, position: RowsPosition) -> str:
        outcome = position.outcome
        if outcome is None:
            return ""
        if outcome[0] == outcome[1]:
            return "the board is full and nobody has four in a row"
        return f"{NAMES[outcome.index(1.0)]} have four in a row"

    def glossary(self) -> Mapping[str, str]:
        return {
            "four in a row": "four of one's own stones next to each other in a line: across, up or diagonally"
        }
