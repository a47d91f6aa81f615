"""How the Pagade board looks: the cross of four 3×8 arms around a large Home.

The grid of docs/rules/pagade.md (19×19, `x` east, `y` north) is drawn with
one board unit per square and y turned to grow downwards, inside a margin.
Cell ids:

- `s8` … `s75`: the 68 squares of the common track, by Red's numbers (the
  diagram's numbering; coordinates show these numbers);
- `R1` … `R7`, `G1` …, `Y1` …, `B1` …: each colour's belly, 1 next to Home;
- `home-R` …: the quarter of Home (a triangle) against each colour's arm;
- `off-R` …: the tray of each colour's cut pawns, in the corner to the right
  of its arm (seen from its own side).

Each arm is tinted by its colour (tones `arm-red` …), the bellies carry a
stronger tone (`belly-red` …) and an outline in the colour, and the castle
squares of cloth boards are crossed: on each arm the outer end of the middle
column and the fourth square from the outer end of each side column (Red's
8, 12 and 72 and their turns).  In these rules castles are decoration only:
there are no safe squares outside the belly.

Pieces: `red.svg` … an upright pawn with its colour's letter; `red-pair.svg`
two upright pawns for a pawn-pair (count 2, flag `pair`); `red-home.svg` a pawn
lying on its side for a homeward pawn (route index 77-83, flag `homeward`).
A belly square may hold upright and lying pawns at once: then it has two
PieceViews, lined up along the cell's `spread`.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from pardsgui.core.contract import Move, Position, PositionError
from pardsgui.core.geometry import BoardView, Cell, Geometry, Mark, PieceView, Point, rectangle
from pardsgui.games.pagade.route import (
    BELLY,
    COLOURS,
    HOME,
    LAP_END,
    LETTERS,
    OFF,
    TRACK,
    belly_square,
    first_pass_index,
    grid_of,
    red_number,
    track_square,
)
from pardsgui.games.pagade.rules import Go, PagadePosition

MARGIN = 0.5
SIZE = 19 + 2 * MARGIN
IMAGES = ("red", "green", "yellow", "black")
TONES = ("red", "green", "yellow", "black")
CASTLES = (8, 12, 72)  # Red's numbers; each arm has its turn of these
TRAY = 3.2
PIECE = 0.86
SMALL = 0.5
CUT, AT_HOME, HOMEWARD, PAIRED = (frozenset({flag}) for flag in ("cut", "home", "homeward", "pair"))


def _corner(x: int, y: int) -> Point:
    """Top-left board point of grid square (x, y)."""
    return (MARGIN + x, MARGIN + 18 - y)


def _centre(x: int, y: int) -> Point:
    left, top = _corner(x, y)
    return (left + 0.5, top + 0.5)


def _arm(x: int, y: int) -> int:
    """The colour whose arm holds grid square (x, y)."""
    if y <= 7:
        return 0
    if x >= 11:
        return 1
    if y >= 11:
        return 2
    return 3


def track_cell(square: int) -> str:
    return f"s{red_number(square)}"


def cell_of(colour: int, index: int) -> str:
    """The cell a colour's pawn on a route index (0 off the board … 84 Home) stands on."""
    if index == OFF:
        return f"off-{LETTERS[colour]}"
    if index == HOME:
        return f"home-{LETTERS[colour]}"
    square = track_square(colour, index)
    if square != BELLY:
        return track_cell(square)
    return f"{LETTERS[colour]}{belly_square(index)}"


def route_cells(colour: int) -> tuple[str, ...]:
    """The cells of a colour's route indices 1..84, in order (for drawing the route)."""
    return tuple(cell_of(colour, index) for index in range(1, HOME + 1))


def index_at_cell(colour: int, cell: str, homeward: bool = False) -> int:
    """The route index of a colour's pawn put on a cell, for an editor placing pawns.

    `homeward` picks route index 76 rather than 8 on the colour's square 8,
    and 77-83 rather than 1-7 in its belly.  A cell the pawn cannot stand on
    (another colour's belly, tray or Home) raises PositionError naming "pawns":
    the position text cannot even say it, as route indices are each colour's own.
    """
    name = COLOURS[colour]
    place, dash, letter = cell.partition("-")
    if dash and place in ("off", "home") and len(letter) == 1 and letter in LETTERS:
        owner = LETTERS.index(letter)
        if owner != colour:
            raise PositionError(f"pawns: a {name} pawn cannot go to {COLOURS[owner]}'s {place}", "pawns")
        return OFF if place == "off" else HOME
    if len(cell) == 2 and cell[0] in LETTERS and cell[1] in "1234567":
        owner = LETTERS.index(cell[0])
        if owner != colour:
            raise PositionError(
                f"pawns: a {name} pawn cannot stand in {COLOURS[owner]}'s belly; bellies are private", "pawns"
            )
        return HOME - int(cell[1]) if homeward else int(cell[1])
    number = cell[1:]
    if cell[:1] == "s" and number.isdigit() and 8 <= int(number) <= 75:
        index = first_pass_index(colour, int(number) - 8)
        return LAP_END if homeward and index == 8 else index
    raise PositionError(f"pawns: {cell!r} is not a square of the Pagade board", "pawns")


def _square_cell(cell_id: str, x: int, y: int, tone: str, label: str, belly: bool) -> Cell:
    left, top = _corner(x, y)
    centre = (left + 0.5, top + 0.5)
    if belly:
        # Upright and lying pawns may share a belly square: two small pictures side by side.
        return Cell(
            cell_id,
            rectangle(left, top, 1.0, 1.0),
            (left + 0.27, top + 0.5),
            tone=tone,
            label=label,
            spread=(0.46, 0.0),
            capacity=2,
            piece_size=SMALL,
        )
    return Cell(cell_id, rectangle(left, top, 1.0, 1.0), centre, tone=tone, label=label, piece_size=PIECE)


def _tray_centre(colour: int) -> Point:
    # The empty corner to the right of each arm, seen from its own side.
    x, y = ((15.0, 15.0), (15.0, 4.0), (4.0, 4.0), (4.0, 15.0))[colour]
    return (MARGIN + x, MARGIN + y)


@cache
def _geometry() -> Geometry:
    cells: list[Cell] = []
    marks: list[Mark] = []
    for square in range(TRACK):
        x, y = grid_of(0, red_number(square))
        number = red_number(square)
        cells.append(
            _square_cell(track_cell(square), x, y, f"arm-{TONES[_arm(x, y)]}", str(number), belly=False)
        )
        marks.append(Mark("coord", _corner(x, y), size=0.26, tone="coord", text=str(number)))
    for colour in range(4):
        letter, tone = LETTERS[colour], TONES[colour]
        corners: list[Point] = []
        for k in range(1, 8):
            x, y = grid_of(colour, k)
            cells.append(_square_cell(f"{letter}{k}", x, y, f"belly-{tone}", f"{letter}{k}", belly=True))
            marks.append(Mark("coord", _corner(x, y), size=0.26, tone="coord", text=f"{letter}{k}"))
            left, top = _corner(x, y)
            corners += [(left, top), (left + 1.0, top + 1.0)]
        low = (min(p[0] for p in corners), min(p[1] for p in corners))
        high = (max(p[0] for p in corners), max(p[1] for p in corners))
        marks.append(
            Mark(
                "outline",
                (low[0], low[1]),
                size=0.08,
                tone=tone,
                polygon=rectangle(low[0], low[1], high[0] - low[0], high[1] - low[1]),
            )
        )
        for castle in CASTLES:
            x, y = grid_of(colour, castle)
            marks.append(Mark("cross", _centre(x, y), size=0.8, tone="castle"))
    # Home: four triangles meeting in the centre, each against its colour's arm.
    left, top = _corner(8, 10)
    right, bottom = left + 3.0, top + 3.0
    middle = (left + 1.5, top + 1.5)
    sides = (
        ((left, bottom), (right, bottom)),  # south: Red
        ((right, bottom), (right, top)),  # east: Green
        ((right, top), (left, top)),  # north: Yellow
        ((left, top), (left, bottom)),  # west: Black
    )
    for colour, (a, b) in enumerate(sides):
        centre = ((a[0] + b[0] + 2 * middle[0]) / 4, (a[1] + b[1] + 2 * middle[1]) / 4)
        cells.append(
            Cell(
                f"home-{LETTERS[colour]}",
                (a, b, middle),
                centre,
                tone=f"home-{TONES[colour]}",
                label=f"{COLOURS[colour]} Home",
                piece_size=0.8,
            )
        )
    marks.append(Mark("text", middle, size=0.4, tone="label", text="HOME"))
    for colour in range(4):
        cx, cy = _tray_centre(colour)
        tx, ty = cx - TRAY / 2, cy - 0.7
        cells.append(
            Cell(
                f"off-{LETTERS[colour]}",
                rectangle(tx, ty, TRAY, 1.4),
                (tx + 0.45, cy),
                tone="tray",
                label=f"{COLOURS[colour]} cut pawns",
                spread=(0.76, 0.0),
                capacity=4,
                piece_size=0.72,
            )
        )
        marks.append(Mark("text", (cx, ty - 0.3), size=0.3, tone="label", text=f"{COLOURS[colour]} cut"))
    return Geometry(width=SIZE, height=SIZE, cells=tuple(cells), marks=tuple(marks))


def _view(colour: int, owner: int, cell: str, homeward: bool, indices: list[int]) -> PieceView:
    """One picture for the pawns of a colour on a cell (upright and lying ones apart)."""
    name, image, count = COLOURS[colour], IMAGES[colour], len(indices)
    pawns = "pawn" if count == 1 else "pawns"
    where = " and ".join(str(i) for i in sorted(set(indices)))
    if indices[0] == OFF:
        return PieceView(cell, image, owner, count, f"{count} {name} {pawns} cut, off the board", CUT)
    if indices[0] == HOME:
        return PieceView(cell, image, owner, count, f"{count} {name} {pawns} Home", AT_HOME)
    if homeward:
        words = f"{count} {name} {pawns} homeward, lying on the side (route index {where})"
        return PieceView(cell, f"{image}-home", owner, count, words, HOMEWARD)
    if count == 2:
        return PieceView(cell, f"{image}-pair", owner, 2, f"{name} pawn-pair (route index {where})", PAIRED)
    return PieceView(cell, image, owner, count, f"{count} {name} {pawns} (route index {where})")


class PagadeBoard(BoardView):
    game_id = "pagade"

    def geometry(self, position: Position) -> Geometry:
        return _geometry()

    def pieces(self, position: Position) -> Sequence[PieceView]:
        assert isinstance(position, PagadePosition)
        views: list[PieceView] = []
        for colour, mine in enumerate(position.pawns):
            groups: dict[tuple[str, bool], list[int]] = {}
            for index in mine:
                groups.setdefault((cell_of(colour, index), 77 <= index <= 83), []).append(index)
            owner = colour & 1 if position.seats == "2" else colour
            for (cell, homeward), indices in groups.items():
                views.append(_view(colour, owner, cell, homeward, indices))
        return views

    def move_cells(self, position: Position, move: Move) -> tuple[str | None, str | None]:
        assert isinstance(position, PagadePosition)
        if type(move) is not Go:
            return None, None
        return cell_of(position.colour, move.src), cell_of(position.colour, move.dst)

    def seat_names(self, position: Position) -> tuple[str, ...]:
        assert isinstance(position, PagadePosition)
        if position.seats == "2":
            return ("Red and Yellow", "Green and Black")
        return COLOURS
