"""How the Pagade board looks: the cross of four 3×8 arms around a large Home.

The grid of docs/rules/pagade.md (19×19, `x` east, `y` north) is drawn with
one board unit per square and y turned to grow downwards, inside a margin.
Every place is labelled with its name in the notation (names.py), and no
pawn or cross covers a label. Cell ids:

- `s8` … `s75`: the 68 squares of the common track, labelled with their
  numbers `8` … `75` in the top-left corner;
- `R1` … `R7`, `G1` …, `Y1` …, `B1` …: each colour's belly, 1 next to Home.
  Each belly square is drawn as two lanes: `R3` for pawns on their way out
  (route index 3), labelled `R3`, and `R3h` for homeward pawns (route index
  81), labelled `h`, so the upright and the lying pawns of one square never
  hide each other;
- `home-R` …: the quarter of Home (a triangle) against each colour's arm;
  `H` is printed where they meet;
- `off-R` …: the tray of each colour's cut pawns (`X`), in the corner to the
  right of its arm (seen from its own side).

Each arm is tinted by its colour, the bellies carry a stronger tint and an
outline in the colour, and the castle squares of cloth boards are crossed:
on each arm the outer end of the middle column and the fourth square from
the outer end of each side column (Red's 8, 12 and 72 and their turns).  In
these rules castles are decoration only: there are no safe squares outside
the belly.  The tints are written as colours (`#rrggbb`), which the theme
takes as they are, as it has no roles for Pagade's arms yet.

Pieces, as large as each cell allows beside its label: `red.svg` … an
upright pawn with its colour's letter; `red-pair.svg` two upright pawns for a
pawn-pair (one picture, count 1, flag `pair`: a count badge would hide the
second pawn); `red-home.svg` a pawn lying on its side for a homeward pawn
(route index 76-83, flag `homeward`: in the belly's homeward lane, or on its
end square with its lap done, `8h`); `red-mixed.svg` one upright and one
lying pawn, for a pawn going out and one with its lap done on the same end
square (flags `pair` and `homeward`).  No two PieceViews ever share a cell.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache

from pardsgui.core.contract import Move
from pardsgui.core.geometry import (
    BoardView,
    Cell,
    DiceView,
    Geometry,
    HandItem,
    Mark,
    PieceView,
    Point,
    SeatPanel,
    piece_on,
    rectangle,
)
from pardsgui.core.position import field_error
from pardsgui.games.pagade import names, words
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
from pardsgui.i18n import N_, _, isolate, language, ngettext

MARGIN = 0.5
SIZE = 19 + 2 * MARGIN
IMAGES = ("red", "green", "yellow", "black")
TONES = ("red", "green", "yellow", "black")  # theme roles: the belly outlines
ARM_TINTS = ("#f3cdc6", "#cde6d4", "#f6e9b8", "#d4d4d4")
BELLY_TINTS = ("#e39488", "#8fcaa1", "#ecd172", "#a3a3a3")
HOME_TINTS = ("#d9705f", "#5fae78", "#e3bf45", "#767676")
CASTLES = (8, 12, 72)  # Red's numbers; each arm has its turn of these
TRAY = 2.6  # a small tray in the empty corner: cut pawns are also listed under Players
LANE = 0.5  # a belly lane is half a square
# Labels are a third of a square high: at least 10 pixels in a 1200×800 window, with the key under
# the board; the pictures below are placed to leave them free.
LABEL = 0.32
# Piece sizes and places, as large as each cell allows once its label is clear.
# The scene draws a picture in a box of 0.92 × piece_size about the cell's
# centre.  A square's number takes its top-left corner (up to 0.43 across and
# 0.32 down); in its box an upright pawn is narrow at the top (its head at the
# middle), a pawn-pair's left pawn stands lower, and a lying pawn keeps to the
# lower right, so a track square's pawn has a box of 0.86 centred at PIECE_AT
# and still leaves the number free.  A castle's cross lies under the pawn,
# clear of the number too.  A belly lane's label takes its top 0.34 (a
# north-south lane, half a square wide) or its left 0.45 (an east-west lane,
# half a square high); its pawn fills the rest, its outline overhanging the
# lane's edge a little, which reads better than a smaller pawn.
PIECE = 0.94
PIECE_AT = (0.57, 0.55)
CROSS_AT = (0.62, 0.62)
CROSS = 0.24  # half the cross's width
UPRIGHT_IN_NARROW_LANE = 0.78
LYING_IN_NARROW_LANE = 0.76
NARROW_LANE_PIECE_AT = 0.66
UPRIGHT_IN_LOW_LANE = 0.67
LYING_IN_LOW_LANE = 0.68
LOW_LANE_PIECE_AT = 0.74
HOME_PIECE = 1.1
TRAY_PIECE = 0.8
CUT, AT_HOME, HOMEWARD, PAIRED = (frozenset({flag}) for flag in ("cut", "home", "homeward", "pair"))
MIXED = PAIRED | HOMEWARD  # two pawns on a colour's end square, one going out and one homeward


def _corner(x: int, y: int) -> Point:
    """Top-left board point of grid square (x, y)."""
    return (MARGIN + x, MARGIN + 18 - y)


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
    lane = "h" if index > LAP_END else ""
    return f"{LETTERS[colour]}{belly_square(index)}{lane}"


def route_cells(colour: int) -> tuple[str, ...]:
    """The cells of a colour's route indices 1..84, in order (for drawing the route)."""
    return tuple(cell_of(colour, index) for index in range(1, HOME + 1))


def index_at_cell(colour: int, cell: str, homeward: bool = False) -> int:
    """The route index of a colour's pawn put on a cell, for an editor placing pawns.

    `homeward` picks route index 76 rather than 8 on the colour's square 8
    (the belly's lanes say it themselves).  A cell the pawn cannot stand on
    (another colour's belly, tray or Home) raises PositionError naming "pawns":
    the position text cannot even say it, as route indices are each colour's own.
    """
    name = _(COLOURS[colour])
    place, dash, letter = cell.partition("-")
    if dash and place in ("off", "home") and len(letter) == 1 and letter in LETTERS:
        owner = LETTERS.index(letter)
        if owner != colour:
            refusal = (
                _("a {colour} pawn cannot go to {owner}'s tray of cut pawns")
                if place == "off"
                else _("a {colour} pawn cannot go to {owner}'s Home")
            )
            raise field_error("pawns", refusal.format(colour=name, owner=_(COLOURS[owner])))
        return OFF if place == "off" else HOME
    if len(cell) in (2, 3) and cell[0] in LETTERS and cell[1] in "1234567" and cell[2:] in ("", "h"):
        owner = LETTERS.index(cell[0])
        if owner != colour:
            raise field_error(
                "pawns",
                _("a {colour} pawn cannot stand in {owner}'s belly; bellies are private").format(
                    colour=name, owner=_(COLOURS[owner])
                ),
            )
        return HOME - int(cell[1]) if cell[2:] else int(cell[1])
    number = cell[1:]
    if cell[:1] == "s" and number.isdigit() and 8 <= int(number) <= 75:
        index = first_pass_index(colour, int(number) - 8)
        return LAP_END if homeward and index == 8 else index
    raise field_error(
        "pawns", _("{cell} is not a square of the Pagade board").format(cell=isolate(repr(cell)))
    )


def _track_cell(square: int) -> Cell:
    number = red_number(square)
    x, y = grid_of(0, number)
    left, top = _corner(x, y)
    return Cell(
        track_cell(square),
        rectangle(left, top, 1.0, 1.0),
        (left + PIECE_AT[0], top + PIECE_AT[1]),  # the piece keeps clear of the number
        tone=ARM_TINTS[_arm(x, y)],
        label=str(number),
        piece_size=PIECE,
    )


def _belly_cells(colour: int, k: int) -> tuple[Cell, Cell]:
    """The outward and the homeward lane of belly square k, side by side along the belly.

    Each lane's label (the square's name in the lane going out, `h` in the
    homeward one) is at the lane's top or left end, and its pawn beyond it.
    """
    x, y = grid_of(colour, k)
    left, top = _corner(x, y)
    # The homeward lane lies to the right of the way home: east of Red's belly, north of Green's, …
    if colour % 2 == 0:
        west, east = rectangle(left, top, LANE, 1.0), rectangle(left + LANE, top, LANE, 1.0)
        outward, homeward = (west, east) if colour == 0 else (east, west)
        upright, lying = UPRIGHT_IN_NARROW_LANE, LYING_IN_NARROW_LANE
    else:
        north, south = rectangle(left, top, 1.0, LANE), rectangle(left, top + LANE, 1.0, LANE)
        outward, homeward = (south, north) if colour == 1 else (north, south)
        upright, lying = UPRIGHT_IN_LOW_LANE, LYING_IN_LOW_LANE
    letter, tone = LETTERS[colour], BELLY_TINTS[colour]
    name = f"{letter}{k}"
    return (
        Cell(
            name,
            outward,
            _lane_piece(colour, outward),
            tone=tone,
            label=_("{lane} going out").format(lane=name),
            piece_size=upright,
        ),
        Cell(
            f"{name}h",
            homeward,
            _lane_piece(colour, homeward),
            tone=tone,
            label=_("{cell}, {lane} homeward").format(cell=f"{name}h", lane=name),
            piece_size=lying,
        ),
    )


def _lane_piece(colour: int, lane: tuple[Point, ...]) -> Point:
    """Where a lane's pawn stands: beyond its label, down a north-south lane, right in an east-west one."""
    left, top = lane[0]
    if colour % 2 == 0:
        return (left + LANE / 2, top + NARROW_LANE_PIECE_AT)
    return (left + LOW_LANE_PIECE_AT, top + LANE / 2)


def _lane_label(colour: int, lane: Cell, text: str) -> Mark:
    """A lane's label at its top (a north-south lane) or its left end (an east-west one)."""
    left, top = lane.polygon[0]
    at = (left + LANE / 2, top + 0.19) if colour % 2 == 0 else (left + 0.24, top + LANE / 2)
    return Mark("coord", at, size=LABEL, tone="square-number", text=text)


def _coord(corner: Point, text: str) -> Mark:
    """A square's number, small in its top-left corner."""
    # "square-number": dark in every theme, as the arms keep their light tints in every theme.
    return Mark("coord", (corner[0] + 0.24, corner[1] + 0.19), size=LABEL, tone="square-number", text=text)


def _middle(polygon: tuple[Point, ...]) -> Point:
    return (sum(p[0] for p in polygon) / len(polygon), sum(p[1] for p in polygon) / len(polygon))


def _tray_centre(colour: int) -> Point:
    # The empty corner to the right of each arm, seen from its own side.
    x, y = ((15.0, 15.0), (15.0, 4.0), (4.0, 4.0), (4.0, 15.0))[colour]
    return (MARGIN + x, MARGIN + y)


def _geometry() -> Geometry:
    return _drawn(language())


@cache
def _drawn(code: str) -> Geometry:
    """The board, its trays named in the language `code` (drawn once per language)."""
    cells: list[Cell] = []
    marks: list[Mark] = []
    for square in range(TRACK):
        cell = _track_cell(square)
        cells.append(cell)
        marks.append(_coord(cell.polygon[0], cell.label))
    for colour in range(4):
        corners: list[Point] = []
        for k in range(1, 8):
            outward, homeward = _belly_cells(colour, k)
            cells += [outward, homeward]
            x, y = grid_of(colour, k)
            left, top = _corner(x, y)
            marks += [_lane_label(colour, outward, outward.id), _lane_label(colour, homeward, "h")]
            corners += [(left, top), (left + 1.0, top + 1.0)]
        low = (min(p[0] for p in corners), min(p[1] for p in corners))
        high = (max(p[0] for p in corners), max(p[1] for p in corners))
        marks.append(
            Mark(
                "outline",
                (low[0], low[1]),
                size=0.08,
                tone=TONES[colour],
                polygon=rectangle(low[0], low[1], high[0] - low[0], high[1] - low[1]),
            )
        )
        for castle in CASTLES:
            x, y = grid_of(colour, castle)
            left, top = _corner(x, y)
            # On the arm's light square whatever the theme, as the square numbers are; under the
            # pawn and clear of the number, as the pawn is.
            at = (left + CROSS_AT[0], top + CROSS_AT[1])
            marks.append(Mark("cross", at, size=CROSS, tone="square-number"))
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
    # "H", Home in the notation, where the quarters meet: on a backing, as it lies on four colours.
    backing = rectangle(middle[0] - 0.17, middle[1] - 0.19, 0.34, 0.38)
    marks.append(Mark("coord", middle, size=LABEL, tone="coord", text="H", polygon=backing))
    for colour, (a, b) in enumerate(sides):
        centre = ((a[0] + b[0] + 2 * middle[0]) / 4, (a[1] + b[1] + 2 * middle[1]) / 4)
        cells.append(
            Cell(
                f"home-{LETTERS[colour]}",
                (a, b, middle),
                centre,
                tone=HOME_TINTS[colour],
                label=_("{colour} Home").format(colour=_(COLOURS[colour])),
                piece_size=HOME_PIECE,
            )
        )
    for colour in range(4):
        cx, cy = _tray_centre(colour)
        tx, ty = cx - TRAY / 2, cy - 0.7
        cells.append(
            Cell(
                f"off-{LETTERS[colour]}",
                rectangle(tx, ty + 0.2, TRAY, 1.0),
                (tx + 0.4, cy),
                tone="tray",
                label=_("{colour} cut pawns").format(colour=_(COLOURS[colour])),
                spread=(0.6, 0.0),
                capacity=4,
                piece_size=TRAY_PIECE,
            )
        )
        tray = _("{colour} cut (X)").format(colour=_(COLOURS[colour]))
        marks.append(Mark("text", (cx, ty - 0.3), size=LABEL, tone="label", text=tray))
    return Geometry(width=SIZE, height=SIZE, cells=tuple(cells), marks=tuple(marks))


def _view(colour: int, owner: int, cell: str, indices: list[int]) -> PieceView:
    """One picture for the pawns of a colour on a cell.

    Homeward pawns lie on their side: in the belly's homeward lane, and on the
    colour's end square once their lap is done (8h) — where a pawn going out
    (8) may stand beside one, drawn together as one upright and one lying pawn.
    """
    name, image, count = _(COLOURS[colour]), IMAGES[colour], len(indices)
    where = words.name(colour, indices[0])  # the place as the board names it
    if indices[0] == OFF:
        said = ngettext(
            "{count} {colour} pawn cut, off the board", "{count} {colour} pawns cut, off the board", count
        )
        return PieceView(cell, image, owner, count, said.format(count=count, colour=name), CUT)
    if indices[0] == HOME:
        said = ngettext("{count} {colour} pawn Home", "{count} {colour} pawns Home", count)
        return PieceView(cell, image, owner, count, said.format(count=count, colour=name), AT_HOME)
    lying = [index for index in indices if index >= LAP_END]
    if lying and len(lying) < count:
        both = _("{colour} pawns on {place} (going out) and {done} (its lap done)").format(
            colour=name, place=where, done=words.name(colour, LAP_END)
        )
        return PieceView(cell, f"{image}-mixed", owner, 1, both, MIXED)
    if lying:
        said = ngettext(
            "{count} {colour} pawn on {place}, homeward, lying on the side",
            "{count} {colour} pawns on {place}, homeward, lying on the side",
            count,
        )
        return PieceView(
            cell, f"{image}-home", owner, count, said.format(count=count, colour=name, place=where), HOMEWARD
        )
    if count == 2:
        # One picture of both pawns: a count badge on it would only hide the second pawn.
        pair = _("{colour} pawn-pair").format(colour=name)
        return PieceView(cell, f"{image}-pair", owner, 1, piece_on(pair, where), PAIRED)
    pawns = ngettext("{count} {colour} pawn", "{count} {colour} pawns", count).format(
        count=count, colour=name
    )
    return PieceView(cell, image, owner, count, piece_on(pawns, where))


RING_AT, RING = (0.63, 0.64), 0.32  # a ring round a track square's pawn, clear of its number
LANE_RING = 0.2  # a ring round a lane's pawn, clear of the lane's label and of its neighbour's


@cache
def _places() -> dict[str, tuple[Point, float]]:
    """Every place by its name in the texts (`12`, `8h`, `R3`, `R3h`, `Red Home`), ringed round its pawn.

    A lesson points at a place by its name; the ring goes round where the pawn
    stands, clear of the label, as the pawn is (a ring round the whole cell
    would cross the square's number).
    """
    geometry = _geometry()
    found: dict[str, tuple[Point, float]] = {}
    for square in range(TRACK):
        left, top = geometry.cell(track_cell(square)).polygon[0]
        spot = ((left + RING_AT[0], top + RING_AT[1]), RING)
        found[str(red_number(square))] = spot
        if red_number(square) in names.END_SQUARES:
            found[f"{red_number(square)}h"] = spot
    for cell in geometry.cells:
        if cell.id[0] in LETTERS:  # a belly lane: its pawn's place, within the lane
            found[cell.id] = (cell.center, LANE_RING)
        elif cell.id.startswith("home-"):  # the quarter's pawns, clear of the H where they meet
            # By its name in the lessons' notation ("Red Home"), never the label's words, which
            # are the reader's language: a German window refused every Pagade lesson.
            found[f"{COLOURS[LETTERS.index(cell.id[-1])]} Home"] = (cell.center, 0.45)
    return found


LEGEND = (
    (
        BELLY_TINTS[0],
        N_(
            "h: homeward — in a belly the lane marked h holds pawns coming home (R3h); on a colour's end"
            " square a pawn lying on its side has done its lap (Red's 8h, Green's 25h, Yellow's 42h,"
            " Black's 59h)"
        ),
    ),
    ("tray", N_("X: cut, in the tray — H: Home, in the centre")),
)


def seat_of(position: PagadePosition, colour: int) -> int:
    return colour & 1 if position.seats == "2" else colour


@cache
def _castle_notes(_language: str) -> dict[str, str]:
    """The crossed squares, found where the geometry draws their crosses (one reckoning of them)."""
    notes = {}
    geometry = _geometry()
    for mark in geometry.marks:
        if mark.kind != "cross":
            continue
        x, y = mark.at
        for cell in geometry.cells:
            xs, ys = [p[0] for p in cell.polygon], [p[1] for p in cell.polygon]
            if min(xs) <= x <= max(xs) and min(ys) <= y <= max(ys):
                notes[cell.id] = _("a castle, crossed (decoration only in these rules)")
    return notes


class PagadeBoard(BoardView[PagadePosition]):
    def geometry(self, position: PagadePosition) -> Geometry:
        return _geometry()

    def cell_notes(self, position: PagadePosition) -> Mapping[str, str]:
        """The crosses of the castle squares, which only the picture shows."""
        return _castle_notes(language())

    def pieces(self, position: PagadePosition) -> Sequence[PieceView]:
        views: list[PieceView] = []
        for colour, mine in enumerate(position.pawns):
            groups: dict[str, list[int]] = {}
            for index in mine:
                groups.setdefault(cell_of(colour, index), []).append(index)
            owner = seat_of(position, colour)
            views += [_view(colour, owner, cell, indices) for cell, indices in groups.items()]
        return views

    def move_cells(self, position: PagadePosition, move: Move) -> tuple[str | None, str | None]:
        if type(move) is not Go:
            return None, None
        return cell_of(position.colour, move.src), cell_of(position.colour, move.dst)

    def seat_names(self, position: PagadePosition) -> tuple[str, ...]:
        if position.seats == "2":
            return (_("Red and Yellow"), _("Green and Black"))
        return tuple(_(colour) for colour in COLOURS)

    def prompt(self, position: PagadePosition) -> str:
        return self.result(position) if position.outcome is not None else words.prompt(position)

    def why_ended(self, position: PagadePosition) -> str:
        return words.why_ended(position)

    def describe(self, position: PagadePosition, move: Move, viewer: int | None) -> str:
        return words.describe(position, move)

    def record_text(self, position: PagadePosition, move: Move, viewer: int | None) -> str:
        return words.record_text(position, move)

    def why_not(self, position: PagadePosition, selected: str | None, cell: str) -> str:
        return words.why_not(position, selected, cell)

    def move_reason(self, position: PagadePosition, move: Move) -> str:
        return words.move_reason(position, move)

    def glossary(self) -> Mapping[str, str]:
        return words.glossary()

    def legend(self, position: PagadePosition) -> Sequence[tuple[str, str]]:
        return LEGEND

    def places(self, position: PagadePosition) -> Mapping[str, tuple[Point, float]]:
        return _places()

    def acting_seat(self, position: PagadePosition) -> int | None:
        return seat_of(position, position.colour) if position.outcome is None else None

    def dice(self, position: PagadePosition) -> DiceView:
        return DiceView("stick", position.dice)

    def panels(self, position: PagadePosition) -> Sequence[SeatPanel]:
        # One line per colour (its pawns Home, and whether it may go home yet) and a
        # line for cut pawns only while there are some: four seats fit the dock.
        names = self.seat_names(position)
        seats: list[list[int]] = [[0, 2], [1, 3]] if position.seats == "2" else [[c] for c in range(4)]
        panels = []
        for seat, colours in enumerate(seats):
            items: list[HandItem] = []
            notes: list[str] = []
            for colour in colours:
                mine, image, name = position.pawns[colour], IMAGES[colour], _(COLOURS[colour])
                waiting = not position.cut >> colour & 1
                if len(colours) > 1:
                    home = _("{colour} Home (must cut first)") if waiting else _("{colour} Home")
                    off = _("{colour} cut, off the board")
                else:
                    home = _("Home (must cut first)") if waiting else _("Home")
                    off = _("cut, off the board")
                items.append(HandItem(image, mine.count(HOME), home.format(colour=name)))
                if mine.count(OFF):
                    items.append(HandItem(image, mine.count(OFF), off.format(colour=name)))
                if colour in position.finished:
                    place = _(words.PLACE_WORDS[position.finished.index(colour)])
                    notes.append(_("{colour} finished {place}").format(colour=name, place=place))
            name = names[seat]
            if position.seats == "4p":
                name = _("{seat} (with {partner})").format(seat=name, partner=_(COLOURS[seat ^ 2]))
            # The banner shows the colour to move when the seat plays two.
            shown = position.colour if position.colour in colours else colours[0]
            panels.append(SeatPanel(seat, name, IMAGES[shown], tuple(items), notes=tuple(notes)))
        return panels

    def move_label(self, position: PagadePosition, move: Move) -> str:
        return words.move_label(position, move)
