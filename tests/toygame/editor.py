"""Editing Four in a row positions: stones on squares, the side to move, the board's size."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from pardsgui.core.editing import EditError, EditorModel, FieldEditor, PaletteItem
from pardsgui.core.geometry import Geometry, PieceView
from tests.toygame.board import GEOMETRIES, IMAGES, NAMES, piece_views
from tests.toygame.rules import (
    EMPTY,
    FIELDS,
    MARKS,
    SIDE_CHOICES,
    SIDES,
    SIZES,
    Rows,
    board_text,
    square_index,
)


@dataclass
class Draft:
    """The position's parts, read without judging them (an edited board may be impossible)."""

    size: int
    cells: list[int]
    side: str
    values: dict[str, str] = field(default_factory=lambda: dict(FIELDS.defaults))

    @classmethod
    def read(cls, text: str) -> Draft:
        parts = text.split()
        given = dict(
            part.split("=", 1) for part in parts[2:] if "=" in part and part.split("=")[0] in FIELDS.keys
        )
        rows = parts[0].split("/") if parts else []
        size = len(rows) if len(rows) in SIZES else 7
        cells = [EMPTY] * size * size
        for row, written in enumerate(rows[:size]):
            for column, mark in enumerate(written[:size]):
                cells[row * size + column] = MARKS.index(mark) if mark in MARKS else EMPTY
        side = parts[1].lower() if len(parts) > 1 else "x"
        return cls(size, cells, side, FIELDS.lenient(given))

    def text(self) -> str:
        return FIELDS.write((board_text(self.size, self.cells), self.side), self.values)

    def index(self, cell: str) -> int:
        index = square_index(self.size, cell)
        if index is None:
            raise EditError(f"{cell} is not a square of this board")
        return index


class RowsEditor(EditorModel):
    def __init__(self, game: Rows) -> None:
        self.game = game

    def palette(self, text: str) -> Sequence[PaletteItem]:
        return [PaletteItem(mark, IMAGES[seat], seat, NAMES[seat][:-1]) for seat, mark in enumerate(SIDES)]

    def place(self, text: str, cell: str, piece: str) -> str:
        draft = Draft.read(text)
        if piece not in SIDES:
            raise EditError(f"{piece!r} is not a stone of Four in a row")
        draft.cells[draft.index(cell)] = SIDES.index(piece) + 1
        return draft.text()

    def remove(self, text: str, cell: str) -> str:
        draft = Draft.read(text)
        draft.cells[draft.index(cell)] = EMPTY
        return draft.text()

    def piece_at(self, text: str, cell: str) -> str | None:
        draft = Draft.read(text)
        index = square_index(draft.size, cell)
        value = draft.cells[index] if index is not None else EMPTY
        return SIDES[value - 1] if value != EMPTY else None

    def fields(self, text: str) -> Sequence[FieldEditor]:
        draft = Draft.read(text)
        return (
            FieldEditor("side", "To move", draft.side, choices=SIDE_CHOICES),
            FieldEditor("size", "Board", str(draft.size), choices=tuple((str(n), f"{n}×{n}") for n in SIZES)),
            *FIELDS.editors(draft.values),
        )

    def set_field(self, text: str, key: str, value: str) -> str:
        draft = Draft.read(text)
        if key == "side":
            draft.side = value
        elif key == "size" and value in {str(n) for n in SIZES}:
            # A new size keeps the stones that are still on the board, counted from the top left.
            size = int(value)
            cells = [EMPTY] * size * size
            for index, stone in enumerate(draft.cells):
                row, column = divmod(index, draft.size)
                if row < size and column < size:
                    cells[row * size + column] = stone
            draft.size, draft.cells = size, cells
        else:
            FIELDS.set_field(draft.values, key, value)
        return draft.text()

    def clear(self, text: str) -> str:
        draft = Draft.read(text)
        return Draft(draft.size, [EMPTY] * draft.size * draft.size, draft.side, draft.values).text()

    def options(self, text: str) -> dict[str, str]:
        draft = Draft.read(text)
        return {"size": str(draft.size), "first": draft.values["first"]}

    def geometry(self, text: str) -> Geometry:
        return GEOMETRIES[Draft.read(text).size]

    def pieces(self, text: str) -> Sequence[PieceView]:
        draft = Draft.read(text)
        return piece_views(draft.size, draft.cells)
