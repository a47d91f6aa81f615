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
  as its colour: colour is never the only signal.  A ring round an empty
  point is small (it marks the point, not a stone); a ring round a stone is a
  halo just outside it, and leaves out the number when the stone under it is
  of the same seat (the stone shows the number already);
- the scores are a `text` mark above the board, sized to fit its width (and
  `scores(position)` in pardsgui.games.parry gives them for the side panel);
- stones are pictures "white", "black", "red", "green", "blue", "magenta",
  each with its seat number on it; the stone placed this turn (which may not
  step) carries the flag "placed" and is drawn as "<colour>-placed", the
  stone with a gold rim and star, since the scene draws pictures only.

The panel hooks speak in the game's words: the banner says whose turn it is
and whether to place a stone or make bonus steps (with how many are left),
the players panel gives each seat's score, and the end names the scores.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import cache

from pardsgui.core.contract import Move, Position
from pardsgui.core.geometry import (
    BoardView,
    Cell,
    Geometry,
    Line,
    Mark,
    PieceView,
    Point,
    SeatPanel,
    result_words,
)
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
PLACED_IMAGES = tuple(f"{image}-placed" for image in IMAGES)
TONES = tuple(f"seat-{image}" for image in IMAGES)
MARGIN = 0.85  # room for the edge points' numbers outside the board
TOP = 1.3  # room for the scores above the board (and the top row's numbers under them)
POINT_RADIUS = 0.4
# Neighbouring points are one unit apart.  The scene draws a stone at 0.92 of
# the piece size and a ring's pen about 0.11 wide; these sizes keep a stone's
# halo (0.365 to 0.475 from the centre) clear of the stone (0.33) and of the
# next point's halo, so a row of held stones does not run together.
PIECE = 0.72
RING = 0.42  # the halo round a stone
EMPTY_RING = 0.27  # the ring round an empty point of someone's territory
SCORE_SIZE = 0.4
# Each point's number stands in the widest gap between its lines, so it never
# lies on a line: outside the board for a point on the edge, inside a triangle
# or square for the others (among equal gaps, the one nearest up-left, away
# from the ring's seat badge at the lower right).
COORD_DISTANCE = 0.52
COORD_OUTSIDE = 0.62  # clear of a stone's halo: outside the board there is room
PREFERRED = (-0.85, -0.53)
COORD_SIZE = 0.2


def _disc(centre: Point, radius: float, sides: int = 12) -> tuple[Point, ...]:
    x, y = centre
    return tuple(
        (x + radius * math.cos(2 * math.pi * k / sides), y + radius * math.sin(2 * math.pi * k / sides))
        for k in range(sides)
    )


def _label_spot(centres: Sequence[Point], point: int, neighbours: Sequence[int]) -> Point:
    """Where the point's number goes: COORD_DISTANCE out along the bisector of its widest gap."""
    x, y = centres[point]
    angles = sorted(math.atan2(centres[n][1] - y, centres[n][0] - x) for n in neighbours)
    best: tuple[float, float, float] | None = None
    for index, angle in enumerate(angles):
        following = angles[(index + 1) % len(angles)] + (2 * math.pi if index + 1 == len(angles) else 0)
        gap = following - angle
        middle = angle + gap / 2
        # Gaps equal up to drawing precision count as equal; then the up-left one wins.
        key = (round(gap, 3), PREFERRED[0] * math.cos(middle) + PREFERRED[1] * math.sin(middle), middle)
        if best is None or key[:2] > best[:2]:
            best = key
    assert best is not None
    gap, _, middle = best
    distance = COORD_OUTSIDE if gap >= math.pi - 0.01 else COORD_DISTANCE
    return (x + distance * math.cos(middle), y + distance * math.sin(middle))


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
        Mark(
            "coord",
            _label_spot(centres, point, topo.neighbours[point]),
            size=COORD_SIZE,
            tone="coord",
            text=str(point),
        )
        for point in range(len(centres))
    )
    return Geometry(width=width, height=height, cells=cells, lines=lines, marks=tuple(marks)), centres


def score_line(position: Position, gap: str = "  ·  ") -> str:
    return gap.join(f"{COLOURS[seat]} {score}" for seat, score in enumerate(scores(position)))


def _count(number: int, word: str) -> str:
    return f"{number} {word}" if number == 1 else f"{number} {word}s"


class ParryBoard(BoardView):
    game_id = "parry"

    def geometry(self, position: Position) -> Geometry:
        assert isinstance(position, ParryPosition)
        base, centres = _layout(position.topo.slug)
        # Pips, then the rings, then the point numbers on top so rings never hide them.
        marks = [mark for mark in base.marks if mark.kind != "coord"]
        for seat, points in enumerate(territories(position)):
            for point in points:
                owner = position.owner(point)
                marks.append(
                    Mark(
                        "ring",
                        centres[point],
                        size=EMPTY_RING if owner is None else RING,
                        tone=TONES[seat],
                        text="" if owner == seat else str(seat + 1),
                    )
                )
        marks.extend(mark for mark in base.marks if mark.kind == "coord")
        line = score_line(position)
        # A character of the scene's font is about 0.6 of its size wide: shrink
        # the line until it fits the board (4 to 6 seats on a narrow board).
        size = min(SCORE_SIZE, (base.width - 0.4) / (0.6 * len(line)))
        marks.append(Mark("text", (base.width / 2, TOP / 3), size=size, tone="label", text=line))
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
                        PLACED_IMAGES[seat] if placed else IMAGES[seat],
                        seat,
                        1,
                        f"{COLOURS[seat]} stone on point {point}"
                        + (", placed this turn (it may not step)" if placed else ""),
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

    # -- the panels ------------------------------------------------------------------

    def prompt(self, position: Position) -> str:
        assert isinstance(position, ParryPosition)
        colour = COLOURS[position.seat]
        if position.outcome is not None:
            # The result first: the banner may cut the end (why the game ended) short.
            return f"{self._result(position)} ({colour} cannot place)"
        moves = position.legal_moves()
        if position.placed == NO_POINT:
            first = moves[0]
            assert isinstance(first, Place)
            # Placements go where the mover has power, or else anywhere no one controls.
            if position.power(position.seat, first.point) > 0:
                return f"{colour}: place a stone"
            return f"{colour}: place a stone (on an uncontrolled point)"
        # The words that matter come first: a narrow turn banner may cut the end.
        left = _count(position.left, "bonus step")
        if moves == (PASS,):
            return f"{colour}: pass — no stone can step ({left} left)"
        return f"{colour}: step a stone, or pass ({left} left)"

    def _result(self, position: ParryPosition) -> str:
        outcome = position.outcome
        assert outcome is not None
        points = scores(position)
        if position.players == 2:
            if points[0] == points[1]:
                if position.last == NO_POINT:
                    return f"Draw, {points[0]} to {points[1]}"
                name = COLOURS[position.last]
                return f"{name} wins the tie, {points[0]} to {points[1]}, with the last stone"
            winner = 0 if points[0] > points[1] else 1
            return f"{COLOURS[winner]} wins, {points[winner]} to {points[1 - winner]}"
        return f"{result_words(outcome, self.seat_names(position))}: {score_line(position, ' · ')}"

    def panels(self, position: Position) -> Sequence[SeatPanel]:
        assert isinstance(position, ParryPosition)
        points = scores(position)
        panels = []
        for seat, bits in enumerate(position.bbs):
            notes = [_count(bits.bit_count(), "stone") + " on the board"]
            if seat == position.last:
                # With two players this decides a tie; the words stay short for the narrow panel.
                notes.append("placed the last stone")
            panels.append(
                SeatPanel(seat, COLOURS[seat], IMAGES[seat], score=str(points[seat]), notes=tuple(notes))
            )
        return panels

    def move_label(self, position: Position, move: Move) -> str:
        if isinstance(move, Place):
            return f"Place on {move.point}"
        if isinstance(move, Step):
            return f"Step {move.src} → {move.dst}"
        if move == PASS:
            return "Pass (end the turn)"
        return position.move_text(move)
