"""Four in a row, the rules: Crosses and Noughts take turns putting a stone on an empty square
of a square board (5 to 7 squares a side); four of one's own in a line — across, up or
diagonally — wins; a full board without a line is a draw.

A game written only to prove that a sixth game plugs in by docs/architecture.md's
checklist; it lives in the tests and is never shipped.

Position text: the rows from the top, `/`-separated, `x`, `o` or `.` for each square,
then the side to move (`x` or `o`), then `first=o` when Noughts started:
`......./......./..x..../ ... o`.
Moves are the square's name, file then rank from the bottom left: `c3`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Self

from pardsgui.core.contract import (
    Game,
    IllegalMove,
    Move,
    MoveSyntaxError,
    OptionSpec,
    Outcome,
    Position,
    PositionError,
    Problem,
    ValuePosition,
    draw,
    win,
)
from pardsgui.core.fields import Field, Fields

EMPTY, CROSS, NOUGHT = 0, 1, 2
MARKS = ".xo"
SIDES = ("x", "o")
SIZES = (5, 6, 7)
LINE = 4
SQUARE = re.compile(r"([a-g])([1-7])")


def square_name(size: int, index: int) -> str:
    row, column = divmod(index, size)
    return f"{'abcdefg'[column]}{size - row}"


def square_index(size: int, name: str) -> int | None:
    """The index of a square's name on a board of `size`; None when it is not on it."""
    found = SQUARE.fullmatch(name)
    if found is None:
        return None
    column, rank = "abcdefg".index(found.group(1)), int(found.group(2))
    if column >= size or rank > size:
        return None
    return (size - rank) * size + column


def lines_of(size: int) -> tuple[tuple[int, ...], ...]:
    """Every line of four squares on the board."""
    lines = []
    for row in range(size):
        for column in range(size):
            for d_row, d_column in ((0, 1), (1, 0), (1, 1), (1, -1)):
                end_row, end_column = row + d_row * (LINE - 1), column + d_column * (LINE - 1)
                if 0 <= end_row < size and 0 <= end_column < size:
                    lines.append(tuple((row + d_row * k) * size + column + d_column * k for k in range(LINE)))
    return tuple(lines)


LINES = {size: lines_of(size) for size in SIZES}


def board_text(size: int, cells: Sequence[int]) -> str:
    """The board field: the rows from the top, `/`-separated."""
    return "/".join("".join(MARKS[v] for v in cells[r * size : (r + 1) * size]) for r in range(size))


def winner_of(size: int, cells: Sequence[int]) -> set[int]:
    """The seats with four in a line (both only in an edited position)."""
    return {
        cells[line[0]] - 1 for line in LINES[size] if cells[line[0]] and len({cells[i] for i in line}) == 1
    }


def read_side(value: str, key: str = "side") -> int:
    if value.lower() not in SIDES:
        raise PositionError(f"{key}: {value!r}; write x or o", key)
    return SIDES.index(value.lower())


SIDE_CHOICES = (("x", "Crosses"), ("o", "Noughts"))
FIRST = Field(
    "first",
    "x",
    lambda value: read_side(value, "first"),
    "Who started",
    SIDE_CHOICES,
    tip="the side that put the first stone down: it is to move when the counts are equal",
)
FIELDS = Fields("Four in a row", FIRST)
HEAD = ("board", "side")


class RowsPosition(ValuePosition):
    __slots__ = ("_outcome", "cells", "first", "side", "size")

    def __init__(self, size: int, cells: tuple[int, ...], side: int, first: int = 0) -> None:
        self.size = size
        self.cells = cells
        self.side = side
        self.first = first
        self._hash = None
        winners = winner_of(size, cells)
        if winners:
            # In a played game only the side that just moved can have a line.
            winner = 1 - side if 1 - side in winners else min(winners)
            self._outcome: Outcome | None = win(winner, 2)
        elif EMPTY not in cells:
            self._outcome = draw(2)
        else:
            self._outcome = None

    def _key(self) -> tuple[object, ...]:
        return (self.size, self.cells, self.side, self.first)

    @property
    def players(self) -> int:
        return 2

    @property
    def current(self) -> int | None:
        return None if self._outcome is not None else self.side

    @property
    def is_chance(self) -> bool:
        return False

    @property
    def outcome(self) -> Outcome | None:
        return self._outcome

    def chance_outcomes(self) -> Sequence[tuple[Move, float]]:
        return ()

    def legal_moves(self) -> Sequence[Move]:
        if self._outcome is not None:
            return ()
        return tuple(index for index, value in enumerate(self.cells) if value == EMPTY)

    def is_legal(self, move: Move) -> bool:
        return (
            self._outcome is None
            and isinstance(move, int)
            and 0 <= move < len(self.cells)
            and self.cells[move] == EMPTY
        )

    def illegal_reason(self, move: Move) -> str:
        if self._outcome is not None:
            return "the game is over"
        if not isinstance(move, int) or not 0 <= move < len(self.cells):
            return "that square is not on the board"
        return f"the square holds a {('cross', 'nought')[self.cells[move] - 1]} already"

    def apply(self, move: Move) -> Self:
        assert isinstance(move, int)
        cells = list(self.cells)
        cells[move] = self.side + 1
        return type(self)(self.size, tuple(cells), 1 - self.side, self.first)

    def move_text(self, move: Move) -> str:
        if not isinstance(move, int) or not 0 <= move < len(self.cells):
            raise IllegalMove(f"{move!r} is not a Four in a row move")
        return square_name(self.size, move)

    def read_move(self, text: str) -> Move:
        written = text.strip().lower()
        if SQUARE.fullmatch(written) is None:
            raise MoveSyntaxError(f"{text!r} is not a square: write its file and rank, like c3")
        index = square_index(self.size, written)
        if index is None:
            raise IllegalMove(f"{written}: that square is not on this {self.size}×{self.size} board")
        return index

    def to_text(self) -> str:
        head = (board_text(self.size, self.cells), SIDES[self.side])
        return FIELDS.write(head, {"first": SIDES[self.first]})

    def problems(self) -> list[Problem]:
        crosses, noughts = self.cells.count(CROSS), self.cells.count(NOUGHT)
        found = []
        counts = (crosses, noughts)
        starter, second = counts[self.first], counts[1 - self.first]
        if not second <= starter <= second + 1:
            starts = ("Crosses", "Noughts")[self.first]
            words = f"board: {crosses} crosses and {noughts} noughts, but {starts} started"
            found.append(Problem(words, "board"))
        elif self.side != (self.first if starter == second else 1 - self.first):
            mover = ("Crosses", "Noughts")[self.side]
            found.append(Problem(f"side: {mover} cannot be to move with these stones down", "side"))
        if len(winner_of(self.size, self.cells)) == 2:
            found.append(Problem("board: both sides have four in a row", "board"))
        if self._outcome is not None:
            found.append(Problem("board: the game is over in this position", "board"))
        return found


def parse_position(text: str) -> RowsPosition:
    (board, side_text), given = FIELDS.split(text, HEAD)
    rows = board.split("/")
    size = len(rows)
    if size not in SIZES:
        raise PositionError(f"board: {size} rows; the board has 5, 6 or 7", "board")
    cells: list[int] = []
    for number, row in enumerate(rows, 1):
        if len(row) != size:
            raise PositionError(f"board: row {number} has {len(row)} squares, not {size}", "board")
        for mark in row:
            if mark not in MARKS:
                raise PositionError(f"board: {mark!r} in row {number} is not x, o or .", "board")
            cells.append(MARKS.index(mark))
    return RowsPosition(size, tuple(cells), read_side(side_text), FIELDS.read(given)[FIRST])


class Rows(Game):
    id = "rows"
    position_type = RowsPosition
    name = "Four in a row"

    def options(self) -> Sequence[OptionSpec]:
        return (
            OptionSpec("size", "Board", tuple((str(n), f"{n}×{n}") for n in SIZES), "7"),
            OptionSpec("first", "Who starts", SIDE_CHOICES, "x"),
        )

    def initial(self, **options: str) -> RowsPosition:
        chosen = self.check_options(options)
        size = int(chosen["size"])
        first = SIDES.index(chosen["first"])
        return RowsPosition(size, (EMPTY,) * size * size, first, first)

    def parse(self, text: str) -> RowsPosition:
        return parse_position(text)

    def options_of(self, position: Position) -> dict[str, str]:
        assert isinstance(position, RowsPosition)
        return {"size": str(position.size), "first": SIDES[position.first]}
