"""How a Parry board looks: the board's lines and points, stones, territory rings, scores.

Positions come from the board's own geometry (pardsgui/games/parry/boards.py),
one edge = one board unit, turned so y grows downwards; cell ids are the
point numbers ("0", "1", ...), as in the move notation.

For the generic board scene:
- every point is a small round cell; the board's lines are `lines` (the
  omni squares' diagonals included), a `pip` mark dots each point and a
  `coord` mark prints its number on the point itself, on a disc of the
  board's colour that keeps the lines off the digits (a number beside its
  point sat in the next triangle and was read as that one's); a stone on
  the point covers the number and says it in its tooltip. Dots and numbers
  are the board's own (`Geometry.printed`): drawn once with the lines, and
  never again at a step, under the rings, which stop short of the numbers;
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
from collections.abc import Mapping, Sequence
from dataclasses import replace
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
)
from pardsgui.games.parry import words
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
from pardsgui.i18n import _, isolate, ngettext

IMAGES = tuple(colour.lower() for colour in COLOURS)
PLACED_IMAGES = tuple(f"{image}-placed" for image in IMAGES)
TONES = tuple(f"seat-{image}" for image in IMAGES)
MARGIN = 0.5  # room round the edge points' stones and rings
TOP = 1.1  # room for the scores above the board
POINT_RADIUS = 0.4
# Neighbouring points are one unit apart.  The scene draws a stone at 0.92 of
# the piece size and a ring's pen about 0.11 wide; these sizes keep a stone's
# halo (0.365 to 0.475 from the centre) clear of the stone (0.33) and of the
# next point's halo, so a row of held stones does not run together.
PIECE = 0.72
RING = 0.42  # the halo round a stone
EMPTY_RING = 0.27  # the ring round an empty point of someone's territory: round its number
SCORE_SIZE = 0.4
COORD_SIZE = 0.26  # a point's number, inside the empty ring
COORD_BACKING = 0.2  # the disc under the number, inside the ring's pen
POWER_SIZE = 0.17  # the study marks' power figures
POWER_AT = (0.3, -0.3)  # up-right of the point, clear of the ring's seat badge (down-right)


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
            polygon=_disc(centre, POINT_RADIUS, 24),  # round enough to read as a point when tinted
            center=centre,
            tone="point",
            label=str(point),
            piece_size=PIECE,
        )
        for point, centre in enumerate(centres)
    )
    lines = tuple(Line(centres[a], centres[b]) for a, b in topo.edges)
    printed = [Mark("pip", centre, size=0.09, tone="line") for centre in centres]
    printed.extend(
        Mark(
            "coord",
            centre,
            # A three-digit number (the largest boards) shrinks to stay on its backing.
            size=min(COORD_SIZE, 1.96 * COORD_BACKING / (0.6 * len(str(point)))),
            tone="coord",
            text=str(point),
            polygon=_disc(centre, COORD_BACKING),
        )
        for point, centre in enumerate(centres)
    )
    return Geometry(width=width, height=height, cells=cells, lines=lines, printed=tuple(printed)), centres


def stone_name(seat: int) -> str:
    """A seat's stone in the reader's words ("White stone"): the board's tooltips and the editor's
    palette say it so."""
    return _("{colour} stone").format(colour=_(COLOURS[seat]))


def score_line(position: Position, gap: str = "  ·  ") -> str:
    return gap.join(f"{_(COLOURS[seat])} {score}" for seat, score in enumerate(scores(position)))


class ParryBoard(BoardView[ParryPosition]):
    def geometry(self, position: ParryPosition) -> Geometry:
        base, centres = _layout(position.topo.slug)
        # The dots and numbers are the board's own, under the rings: a number's backing lies inside
        # its point's ring, so no ring hides it (tests/games/parry/test_board.py).
        marks = []
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
        line = score_line(position)
        # A character of the scene's font is about 0.6 of its size wide: shrink
        # the line until it fits the board (4 to 6 seats on a narrow board).
        size = min(SCORE_SIZE, (base.width - 0.4) / (0.6 * len(line)))
        marks.append(Mark("text", (base.width / 2, TOP / 3), size=size, tone="label", text=line))
        return replace(base, marks=tuple(marks))

    def describe_position(self, position: ParryPosition, viewer: int | None) -> str:
        """The stones, then each seat's territory: the rings said, as the score counts them."""
        lines = [super().describe_position(position, viewer)]
        for seat, points in enumerate(territories(position)):
            where = ", ".join(map(str, points)) if points else _("none")
            lines.append(
                _("{colour}'s territory ({count}): {points}.").format(
                    colour=_(COLOURS[seat]), count=len(points), points=where
                )
            )
        return "\n".join(lines)

    def cell_notes(self, position: ParryPosition) -> Mapping[str, str]:
        """Whose territory each point is (the rings) and each seat's power on an empty point."""
        owners: dict[int, list[str]] = {}
        for seat, points in enumerate(territories(position)):
            for point in points:
                owners.setdefault(point, []).append(_("{colour}'s territory").format(colour=_(COLOURS[seat])))
        notes = {}
        for point in range(position.topo.size):
            parts = owners.get(point, [])
            if position.owner(point) is None and position.outcome is None:
                powers = ", ".join(
                    f"{_(COLOURS[seat])} {'0' if power == 0 else isolate(f'{power:+d}'.replace('-', '−'))}"
                    for seat in range(position.seats)
                    for power in [position.power(seat, point)]
                )
                parts = [*parts, _("power {powers}").format(powers=powers)]
            if parts:
                notes[str(point)] = "; ".join(parts)
        return notes

    def pieces(self, position: ParryPosition) -> Sequence[PieceView]:
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
                        (
                            _("{stone} on point {point}, placed this turn (it may not step)")
                            if placed
                            else _("{stone} on point {point}")
                        ).format(stone=stone_name(seat), point=point),
                        frozenset({"placed"}) if placed else frozenset(),
                    )
                )
        return views

    def move_cells(self, position: ParryPosition, move: Move) -> tuple[str | None, str | None]:
        if isinstance(move, Place):
            return None, str(move.point)
        if isinstance(move, Step):
            return str(move.src), str(move.dst)
        if move == PASS:
            return None, None
        raise ValueError(f"{move!r} is not a Parry move")

    def seat_names(self, position: ParryPosition) -> tuple[str, ...]:
        return tuple(_(colour) for colour in COLOURS[: position.players])

    # -- the panels ------------------------------------------------------------------

    def prompt(self, position: ParryPosition) -> str:
        return self.result(position) if position.outcome is not None else words.prompt(position)

    def why_ended(self, position: ParryPosition) -> str:
        return words.why_ended(position)

    def describe(self, position: ParryPosition, move: Move, viewer: int | None) -> str:
        return words.describe(position, move)

    def why_not(self, position: ParryPosition, selected: str | None, cell: str) -> str:
        return words.why_not(position, selected, cell)

    def move_reason(self, position: ParryPosition, move: Move) -> str:
        return words.move_reason(position, move)

    def glossary(self) -> Mapping[str, str]:
        return words.glossary()

    def legend(self, position: ParryPosition) -> Sequence[tuple[str, str]]:
        seats = position.players
        key = [
            (
                TONES[seat],
                _(
                    "{colour}'s territory — a ring in {colour}'s colour marks a point where"
                    " {colour} has power above 0, or {colour}'s stone no one else has power"
                    " over; each counts one point of the score"
                ).format(colour=_(COLOURS[seat])),
            )
            for seat in range(seats)
        ]
        numbers = ", ".join(f"{seat + 1} {_(COLOURS[seat])}" for seat in range(seats))
        key.append(
            (
                "label",
                _(
                    "Number on a stone: its player — {numbers}: every stone carries its player's number"
                    " (the Players panel shows each player's stone), so colour is never the only sign"
                ).format(numbers=numbers),
            )
        )
        key.append(
            (
                "label",
                _(
                    "Corner badge: whose territory — the number in the small disc at a ring's corner is the"
                    " player whose territory the point is; round a stone of that same player it is left out,"
                    " so a badge on a stone says it stands in another player's territory and counts for them"
                ),
            )
        )
        # Always in the key, whether a gold rim shows now or not: a key that came and went moved the board.
        key.append(("yellow", _("Gold rim: placed this turn — that stone may not make a bonus step")))
        return key

    def study_marks(self, position: ParryPosition) -> Sequence[Mark]:
        _shape, centres = _layout(position.topo.slug)
        return tuple(
            Mark(
                "text",
                (centres[point][0] + POWER_AT[0], centres[point][1] + POWER_AT[1]),
                size=POWER_SIZE,
                tone="label",
                text="0" if power == 0 else f"{power:+d}".replace("-", "−"),
            )
            for point, power in words.power_marks(position)
        )

    def study_legend(self, position: ParryPosition) -> Sequence[tuple[str, str]]:
        colour = _(COLOURS[position.current or 0])
        return (("label", _("+2, −1: {colour}'s power at each empty point").format(colour=colour)),)

    def panels(self, position: ParryPosition) -> Sequence[SeatPanel]:
        points = scores(position)
        panels = []
        for seat, bits in enumerate(position.bbs):
            stones = bits.bit_count()
            notes = [
                ngettext("{count} stone on the board", "{count} stones on the board", stones).format(
                    count=stones
                )
            ]
            if seat == position.last:
                # With two players this decides a tie; the words stay short for the narrow panel.
                notes.append(_("placed the last stone"))
            panels.append(
                SeatPanel(seat, _(COLOURS[seat]), IMAGES[seat], score=str(points[seat]), notes=tuple(notes))
            )
        return panels

    def move_label(self, position: ParryPosition, move: Move) -> str:
        if isinstance(move, Place):
            return _("Place on {point}").format(point=move.point)
        if isinstance(move, Step):
            return _("Step {source} → {target}").format(source=move.src, target=move.dst)
        if move == PASS:
            return _("Pass (end the turn)")
        return position.move_text(move)
