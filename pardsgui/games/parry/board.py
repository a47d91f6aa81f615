"""How a Parry board looks: the board's lines and points, stones, territory rings, scores.

Positions come from the board's own geometry (pardsgui/games/parry/boards.py),
one edge = one board unit, turned so y grows downwards; cell ids are the
point numbers ("0", "1", ...), as in the move notation.

For the generic board scene:
- every point is a small round cell; the board's lines are `lines` (the
  omni squares' diagonals included), a `pip` mark dots each point and a
  `coord` mark gives its number;
- territory (what the score counts) is drawn as `Mark(kind="ring")` on each
  point of it, with `tone` "seat-<colour>" (e.g. "seat-white") and `text` the
  seat number 1-6, so the ring can carry the seat's number or pattern as well
  as its colour: colour is never the only signal;
- the scores are a `text` mark above the board (and `scores(position)` in
  pardsgui.games.parry gives them as numbers for a side panel);
- stones are pictures "white", "black", "red", "green", "blue", "magenta",
  each with its seat number on it; the stone placed this turn (which may not
  step) carries the flag "placed".
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import cache

from pardsgui.core.contract import Move, Position
from pardsgui.core.geometry import BoardView, Cell, Geometry, Line, Mark, PieceView, Point
from pardsgui.games.parry.boards import Topology, topology
from pardsgui.games.parry.rules import (
    COLOURS,
    NO_POINT,
    PASS,
    ParryPosition,
    Place,
    Step,
    scores,
    territories,
)

IMAGES = tuple(colour.lower() for colour in COLOURS)
TONES = tuple(f"seat-{image}" for image in IMAGES)
MARGIN = 0.7
TOP = 1.1  # room for the scores above the board
POINT_RADIUS = 0.4
PIECE = 0.8
RING = 0.46


def _disc(centre: Point, radius: float, sides: int = 12) -> tuple[Point, ...]:
    x, y = centre
    return tuple(
        (x + radius * math.cos(2 * math.pi * k / sides), y + radius * math.sin(2 * math.pi * k / sides))
        for k in range(sides)
    )


@cache
def _layout(slug: str) -> tuple[Geometry, tuple[Point, ...]]:
    """The board without a position, and each point's drawing centre."""
    topo: Topology = topology(slug)
    xs = [x for x, _ in topo.xy]
    ys = [y for _, y in topo.xy]
    left, high = min(xs), max(ys)
    centres = tuple((x - left + MARGIN, high - y + TOP) for x, y in topo.xy)
    width = max(xs) - left + 2 * MARGIN
    height = high - min(ys) + TOP + MARGIN
    cells = tuple(
        Cell(
            id=str(point),
            polygon=_disc(centre, POINT_RADIUS),
            center=centre,
            tone="point",
            label=str(point),
            piece_size=PIECE,
        )
        for point, centre in enumerate(centres)
    )
    lines = tuple(Line(centres[a], centres[b]) for a, b in topo.edges)
    marks = [Mark("pip", centre, size=0.09, tone="line") for centre in centres]
    marks.extend(
        Mark("coord", (x + 0.3, y + 0.3), size=0.22, tone="coord", text=str(point))
        for point, (x, y) in enumerate(centres)
    )
    return Geometry(width=width, height=height, cells=cells, lines=lines, marks=tuple(marks)), centres


def score_line(position: ParryPosition) -> str:
    return "  ·  ".join(f"{COLOURS[seat]} {score}" for seat, score in enumerate(scores(position)))


class ParryBoard(BoardView):
    game_id = "parry"

    def geometry(self, position: Position) -> Geometry:
        assert isinstance(position, ParryPosition)
        base, centres = _layout(position.topo.slug)
        marks = list(base.marks)
        for seat, points in enumerate(territories(position)):
            marks.extend(
                Mark("ring", centres[point], size=RING, tone=TONES[seat], text=str(seat + 1))
                for point in points
            )
        marks.append(
            Mark("text", (base.width / 2, TOP / 2), size=0.4, tone="label", text=score_line(position))
        )
        return Geometry(
            width=base.width, height=base.height, cells=base.cells, lines=base.lines, marks=tuple(marks)
        )

    def pieces(self, position: Position) -> Sequence[PieceView]:
        assert isinstance(position, ParryPosition)
        views = []
        for seat, bits in enumerate(position.bbs):
            for point in position.tables.points(bits):
                placed = point == position.placed != NO_POINT
                views.append(
                    PieceView(
                        str(point),
                        IMAGES[seat],
                        seat,
                        1,
                        f"{COLOURS[seat]} piece on point {point}" + (", placed this turn" if placed else ""),
                        frozenset({"placed"}) if placed else frozenset(),
                    )
                )
        return views

    def move_cells(self, position: Position, move: Move) -> tuple[str | None, str | None]:
        if isinstance(move, Place):
            return None, str(move.point)
        if isinstance(move, Step):
            return str(move.src), str(move.dst)
        if move == PASS:
            return None, None
        raise ValueError(f"{move!r} is not a Parry move")

    def seat_names(self, position: Position) -> tuple[str, ...]:
        return COLOURS[: position.players]
