"""How the Kerd board looks: 12×12 squares tinted by region, White at the bottom.

Cells are the squares, named like the notation ("e4"), one board unit each,
rank 12 at the top.  Each square's tone names its region and its checker
shade ("water-light", "land-dark", "air-light" ...); promotion squares carry
an outline mark ("promotion-white" red, "promotion-black" yellow in the
themes).  The region map is part of the position, so the geometry follows it.

Clicks: a move is clicked as (from, to).  Ordinary moves and promotions use
the piece's squares; a Commander's move with a Pawn uses the Commander's
squares (several moves share them, so the app offers a chooser); castling
uses the King's squares.  `choose` and `execute` name one square, and are
clicked as that square twice (from = to = the piece), so a from/to controller
finds them by clicking the piece and then the piece again.  `choose -` and
`reveal` have no square: (None, None), shown as buttons.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from pardsgui.core.contract import Move, Position
from pardsgui.core.geometry import BoardView, Cell, Geometry, Mark, PieceView, rectangle
from pardsgui.games.kerd.rules import KerdPosition
from pardsgui.games.kerd.tables import (
    CASTLE_LONG,
    CASTLE_SHORT,
    CASTLES,
    COLOURS,
    FILES,
    KIND_NAMES,
    PROMOTION_SQUARES,
    REGION_NAMES,
    SIZE,
    SQUARES,
    Choose,
    Execute,
    Joint,
    Step,
    file_of,
    rank_of,
    square_name,
)

MARGIN = 0.6  # room for the coordinates
IMAGE_NAMES = ("", "tower", "jumper", "scout", "hussar", "bishop", "queen", "king", "commander", "pawn")
SEAT_IMAGES = ("white", "black")


def _origin(sq: int) -> tuple[float, float]:
    return MARGIN + file_of(sq), MARGIN + (SIZE - 1 - rank_of(sq))


@cache
def _geometry(regions: str) -> Geometry:
    cells = []
    for sq in range(SQUARES):
        x, y = _origin(sq)
        shade = "dark" if (file_of(sq) + rank_of(sq)) % 2 == 0 else "light"
        cells.append(
            Cell(
                id=square_name(sq),
                polygon=rectangle(x, y, 1.0, 1.0),
                center=(x + 0.5, y + 0.5),
                tone=f"{REGION_NAMES[regions[sq]]}-{shade}",
                label=square_name(sq),
            )
        )
    marks = []
    for seat, squares in enumerate(PROMOTION_SQUARES):
        for sq in sorted(squares):
            x, y = _origin(sq)
            inset = 0.06
            marks.append(
                Mark(
                    "outline",
                    (x + 0.5, y + 0.5),
                    size=0.06,
                    tone=f"promotion-{SEAT_IMAGES[seat]}",
                    polygon=rectangle(x + inset, y + inset, 1 - 2 * inset, 1 - 2 * inset),
                )
            )
    for file in range(SIZE):
        x = MARGIN + file + 0.5
        marks.append(Mark("coord", (x, MARGIN + SIZE + 0.3), size=0.3, tone="coord", text=FILES[file]))
    for rank in range(SIZE):
        y = MARGIN + (SIZE - 1 - rank) + 0.5
        marks.append(Mark("coord", (MARGIN / 2, y), size=0.3, tone="coord", text=str(rank + 1)))
    side = 2 * MARGIN + SIZE
    return Geometry(width=side, height=side, cells=tuple(cells), marks=tuple(marks))


class KerdBoard(BoardView):
    game_id = "kerd"

    def geometry(self, position: Position) -> Geometry:
        assert isinstance(position, KerdPosition)
        return _geometry(position.regions)

    def pieces(self, position: Position) -> Sequence[PieceView]:
        assert isinstance(position, KerdPosition)
        views = []
        for sq, value in enumerate(position.board):
            if value:
                seat = 0 if value > 0 else 1
                kind = abs(value)
                views.append(
                    PieceView(
                        square_name(sq),
                        f"{SEAT_IMAGES[seat]}-{IMAGE_NAMES[kind]}",
                        seat,
                        1,
                        f"{COLOURS[seat]} {KIND_NAMES[kind]} on {square_name(sq)}",
                    )
                )
        return views

    def move_cells(self, position: Position, move: Move) -> tuple[str | None, str | None]:
        assert isinstance(position, KerdPosition)
        if isinstance(move, (Step, Joint)):  # a joint move is clicked as its Commander Pawn's
            return square_name(move.src), square_name(move.dst)
        if move in (CASTLE_SHORT, CASTLE_LONG):
            castle = CASTLES[position.side][move == CASTLE_LONG]
            return square_name(castle.king_from), square_name(castle.king_to)
        if isinstance(move, (Choose, Execute)) and move.square >= 0:
            return square_name(move.square), square_name(move.square)
        return None, None  # reveal, choose -

    def seat_names(self, position: Position) -> tuple[str, ...]:
        return COLOURS
