"""How a game's board and pieces look, as plain data (no Qt).

Each game describes its board as cells (polygons in board units, y growing
downwards), lines and marks, and its pieces as pictures standing on cells.
One generic board scene in the UI draws every game from this.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass, field

from pardsgui.core.contract import Move, Position

Point = tuple[float, float]


@dataclass(frozen=True, slots=True)
class Cell:
    """A place a piece can stand (a square, a point, a tray)."""

    id: str
    polygon: tuple[Point, ...]
    center: Point
    tone: str = "light"  # a colour role of the theme, e.g. "light", "dark", "water"
    label: str = ""  # the coordinate shown when coordinates are on
    # Several pieces on the cell line up from `center` in this direction, one
    # piece size apart (a tables point); None: one picture and a count.
    spread: Point | None = None
    capacity: int = 1  # pieces drawn along `spread` before a count takes over
    piece_size: float = 1.0  # the size of one piece, in board units


@dataclass(frozen=True, slots=True)
class Line:
    start: Point
    end: Point
    tone: str = "line"
    width: float = 0.04


@dataclass(frozen=True, slots=True)
class Mark:
    """Something printed on the board that is not a cell: a pip, a label, a bar."""

    kind: str  # "pip", "text", "ring", "outline", "cross", "polygon"
    at: Point
    size: float = 0.1
    tone: str = "mark"
    text: str = ""
    polygon: tuple[Point, ...] = ()


@dataclass(frozen=True, slots=True)
class Geometry:
    width: float
    height: float
    cells: tuple[Cell, ...]
    lines: tuple[Line, ...] = ()
    marks: tuple[Mark, ...] = ()
    _index: dict[str, Cell] = field(default_factory=dict, compare=False, repr=False)

    def __post_init__(self) -> None:
        self._index.update((cell.id, cell) for cell in self.cells)
        if len(self._index) != len(self.cells):
            raise ValueError("cell ids must be unique")

    def cell(self, cell_id: str) -> Cell:
        return self._index[cell_id]


@dataclass(frozen=True, slots=True)
class PieceView:
    """A piece (or a stack of equal pieces) as the board shows it."""

    cell: str
    image: str  # resources/pieces/<game>/<image>.svg
    owner: int | None
    count: int = 1
    name: str = ""  # words for tooltips and screen readers, e.g. "3 White pieces"
    flags: frozenset[str] = frozenset()


class BoardView(ABC):
    """The Qt-free drawing description of one game."""

    game_id: str

    @abstractmethod
    def geometry(self, position: Position) -> Geometry: ...

    @abstractmethod
    def pieces(self, position: Position) -> Sequence[PieceView]: ...

    @abstractmethod
    def move_cells(self, position: Position, move: Move) -> tuple[str | None, str | None]:
        """The cells a move goes from and to; (None, None) for moves without a square."""

    @abstractmethod
    def seat_names(self, position: Position) -> tuple[str, ...]: ...


def rectangle(x: float, y: float, width: float, height: float) -> tuple[Point, ...]:
    return ((x, y), (x + width, y), (x + width, y + height), (x, y + height))
