"""How the Pards board looks, as plain data (docs/look.md).

White sits at the bottom (rank a), file 1 on the left; rank g is at the top.
The river (rank d) has its own tone and a bank line on each side.  Each grid
is outlined, carries five pips in the die-five pattern, and its die is drawn
beside its outer corner showing its value (`?` before the opening roll).  A
tray on the right holds a sacked piece until its placement.

Moves without a square (the opening rolls, `keep`, `pass`) and the die
changes (`a1+`, `a1-`) have no cells: the app offers them as buttons.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from pardsgui.core.contract import Move, Position
from pardsgui.core.geometry import BoardView, Cell, Geometry, Line, Mark, PieceView, Point, rectangle
from pardsgui.games.pards.rules import (
    COLOURS,
    SUIT_NAMES,
    UNROLLED,
    PardsPosition,
    Place,
    Step,
    grid_squares,
)
from pardsgui.games.pards.squares import FILES, RANK_LETTERS, RANKS, RIVER, SQUARE_NAMES, SQUARES, squares_of

MARGIN = 0.9
TRAY_GAP = 0.4
TRAY = 1.3
DIE = 0.6
HANDS = ("hand-w", "hand-b")
IMAGE_OF = {"C": "caesar", "E": "emperor", "P": "pharaoh", "S": "shah"}


def square_origin(square: int) -> Point:
    """The top-left corner of a square in board units."""
    rank, file = divmod(square, FILES)
    return (MARGIN + file, MARGIN + (RANKS - 1 - rank))


def _board_right() -> float:
    return MARGIN + FILES


@cache
def _cells(grids: frozenset[int]) -> tuple[Cell, ...]:
    cells = []
    for square in range(SQUARES):
        x, y = square_origin(square)
        rank = square // FILES
        tone = "grid" if square in grids else ("river" if rank == RIVER else "light")
        cells.append(
            Cell(
                id=SQUARE_NAMES[square],
                polygon=rectangle(x, y, 1.0, 1.0),
                center=(x + 0.5, y + 0.5),
                tone=tone,
                label=SQUARE_NAMES[square],
                piece_size=0.9,
            )
        )
    tray_x = _board_right() + TRAY_GAP
    for seat, cell_id in enumerate(HANDS):
        # White's tray near White's side (bottom), Black's near the top.
        top = MARGIN + (4.5 if seat == 0 else 1.2)
        cells.append(
            Cell(
                id=cell_id,
                polygon=rectangle(tray_x, top, TRAY, TRAY),
                center=(tray_x + TRAY / 2, top + TRAY / 2),
                tone="tray",
                label=f"{COLOURS[seat]} piece to place",
                piece_size=0.9,
            )
        )
    return tuple(cells)


def _die_spot(corner: int) -> Point:
    """Beside the grid's outer corner: the corner nearest the board's edge, pushed outwards."""
    x, y = square_origin(corner)  # top-left of the grid's lowest-rank, lowest-file square
    left, right = x, x + 3.0
    top, bottom = y - 2.0, y + 1.0
    board_left, board_right = MARGIN, _board_right()
    board_top, board_bottom = MARGIN, MARGIN + RANKS
    near_left = left - board_left <= board_right - right
    near_top = top - board_top < board_bottom - bottom
    cx = left - DIE / 2 - 0.1 if near_left else right + DIE / 2 + 0.1
    cy = top - DIE / 2 - 0.1 if near_top else bottom + DIE / 2 + 0.1
    return (cx, cy)


def _grid_marks(corner: int, die: int) -> list[Mark]:
    area = squares_of(grid_squares(corner))
    x0, y0 = square_origin(corner)
    outline = rectangle(x0, y0 - 2.0, 3.0, 3.0)
    marks = [Mark("outline", (x0 + 1.5, y0 - 0.5), tone="grid-line", polygon=outline)]
    rank0, file0 = divmod(corner, FILES)
    for square in area:
        rank, file = divmod(square, FILES)
        dr, df = rank - rank0, file - file0
        if (dr, df) in ((0, 0), (0, 2), (2, 0), (2, 2), (1, 1)):  # the five of a die
            x, y = square_origin(square)
            marks.append(Mark("pip", (x + 0.5, y + 0.5), size=0.12, tone="pip"))
    cx, cy = _die_spot(corner)
    half = DIE / 2
    marks.append(
        Mark("polygon", (cx, cy), size=DIE, tone="die", polygon=rectangle(cx - half, cy - half, DIE, DIE))
    )
    marks.append(Mark("text", (cx, cy), size=0.4, tone="die-text", text=str(die) if die != UNROLLED else "?"))
    return marks


@cache
def _geometry(grids: tuple[tuple[int, int], ...]) -> Geometry:
    covered = frozenset(q for corner, _ in grids for q in squares_of(grid_squares(corner)))
    width = _board_right() + TRAY_GAP + TRAY + 0.3
    height = MARGIN * 2 + RANKS
    marks = [Mark("polygon", (0, 0), tone="frame", polygon=rectangle(MARGIN, MARGIN, FILES, RANKS))]
    for corner, die in grids:
        marks.extend(_grid_marks(corner, die))
    for file in range(FILES):
        x = MARGIN + file + 0.5
        marks.append(Mark("coord", (x, MARGIN + RANKS + 0.3), size=0.3, tone="coord", text=str(file + 1)))
        marks.append(Mark("coord", (x, MARGIN - 0.3), size=0.3, tone="coord", text=str(file + 1)))
    for rank in range(RANKS):
        y = MARGIN + (RANKS - 1 - rank) + 0.5
        marks.append(Mark("coord", (MARGIN - 0.3, y), size=0.3, tone="coord", text=RANK_LETTERS[rank]))
    for seat in range(len(HANDS)):
        cell = _cells(covered)[SQUARES + seat]
        marks.append(
            Mark(
                "text",
                (cell.center[0], cell.polygon[0][1] - 0.2),
                size=0.22,
                tone="label",
                text=COLOURS[seat],
            )
        )
    river_top = MARGIN + (RANKS - 1 - RIVER)
    lines = (
        Line((MARGIN, river_top), (MARGIN + FILES, river_top), tone="river-bank", width=0.08),
        Line((MARGIN, river_top + 1), (MARGIN + FILES, river_top + 1), tone="river-bank", width=0.08),
    )
    return Geometry(width=width, height=height, cells=_cells(covered), lines=lines, marks=tuple(marks))


def image_of(letter: str) -> str:
    if letter == "V":
        return "vicar"
    return f"{'white' if letter.isupper() else 'black'}-{IMAGE_OF[letter.upper()]}"


def piece_name(letter: str) -> str:
    if letter == "V":
        return "the Vicar (neutral)"
    return f"{COLOURS[0 if letter.isupper() else 1]} {SUIT_NAMES[letter.upper()]}"


class PardsBoard(BoardView):
    game_id = "pards"

    def geometry(self, position: Position) -> Geometry:
        assert isinstance(position, PardsPosition)
        return _geometry(position.grids)

    def pieces(self, position: Position) -> Sequence[PieceView]:
        assert isinstance(position, PardsPosition)
        views = []
        for square, letter in enumerate(position.cells):
            if letter == ".":
                continue
            owner = None if letter == "V" else (0 if letter.isupper() else 1)
            views.append(
                PieceView(
                    SQUARE_NAMES[square],
                    image_of(letter),
                    owner,
                    1,
                    f"{piece_name(letter)} on {SQUARE_NAMES[square]}",
                )
            )
        if position.place:
            owner = 0 if position.place.isupper() else 1
            where = (
                f", to be placed on {SQUARE_NAMES[position.vicar_from]}" if position.vicar_from >= 0 else ""
            )
            views.append(
                PieceView(
                    HANDS[owner],
                    image_of(position.place),
                    owner,
                    1,
                    f"{piece_name(position.place)}, sacked{where}",
                )
            )
        return views

    def move_cells(self, position: Position, move: Move) -> tuple[str | None, str | None]:
        assert isinstance(position, PardsPosition)
        if isinstance(move, Step):
            return SQUARE_NAMES[move.src], SQUARE_NAMES[move.dst]
        if isinstance(move, Place):
            return HANDS[0 if move.letter.isupper() else 1], SQUARE_NAMES[move.square]
        return None, None

    def seat_names(self, position: Position) -> tuple[str, ...]:
        return COLOURS
