"""How the Pards board looks, as plain data (docs/look.md).

White sits at the bottom (rank a), file 1 on the left; rank g is at the top.
The river (rank d) has its own tone and a bank line on each side.  Each grid
is outlined and tinted; its die is drawn in the margin beside the grid, as a
die face with pips (a blank face with `?` before the opening roll): the only
spots on the board are the dice's.  A tray on the right holds a sacked piece
until its placement, and a ring in the owner's colour marks the square it
goes back to.

Moves without a square (the opening rolls, `keep`, `pass`) and the die
changes (`a1+`, `a1-`) have no cells: the app offers them as buttons.
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
    Line,
    Mark,
    PieceView,
    Point,
    SeatPanel,
    piece_on,
    rectangle,
)
from pardsgui.games.pards import words
from pardsgui.games.pards.rules import (
    COLOURS,
    DIE,
    EMPTY,
    KEEP,
    PASS,
    PLACE,
    ROLL_CORNERS,
    SIDE_LETTERS,
    SUIT_LIMITS,
    SUIT_NAMES,
    UNROLLED,
    VICAR,
    DieChange,
    PardsPosition,
    Place,
    Roll,
    Step,
    colour_groups,
    grid_squares,
    owner_of,
    piece_words,
)
from pardsgui.games.pards.squares import (
    FILES,
    HANDS,
    RANK_LETTERS,
    RANKS,
    RIVER,
    SQUARE_NAMES,
    SQUARES,
    squares_of,
)
from pardsgui.i18n import _, language, ngettext

MARGIN = 0.9  # left and right of the board: the rank letters
COORD_GAP = 0.28  # from the board's edge to the middle of a coordinate
COORD_SIZE = 0.3
DIE_SIZE = 0.56
# Above and below the board the file numbers come first, then a lane for the grids' dice:
# a die never stands on or instead of a coordinate.
DIE_AWAY = COORD_GAP + COORD_SIZE / 2 + 0.12 + DIE_SIZE / 2  # from the board's edge to a die's middle
MARGIN_Y = DIE_AWAY + DIE_SIZE / 2 + 0.12
TRAY_GAP = 0.4
TRAY = 1.3
STUDY_TEXT = 0.22  # a group's size beside a piece
IMAGE_OF = {"C": "caesar", "E": "emperor", "P": "pharaoh", "S": "shah"}
SEAT_IMAGES = ("white-caesar", "black-caesar")
RING_TONES = ("seat-white", "seat-black")
FULL_SET = sum(SUIT_LIMITS.values())

# Pips on a unit die face, per value, as an ordinary die shows them.
FACE_PIPS: dict[int, tuple[Point, ...]] = {
    1: ((0.5, 0.5),),
    2: ((0.27, 0.27), (0.73, 0.73)),
    3: ((0.25, 0.25), (0.5, 0.5), (0.75, 0.75)),
    4: ((0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)),
    5: ((0.25, 0.25), (0.75, 0.25), (0.5, 0.5), (0.25, 0.75), (0.75, 0.75)),
    6: ((0.27, 0.22), (0.73, 0.22), (0.27, 0.5), (0.73, 0.5), (0.27, 0.78), (0.73, 0.78)),
}


def square_origin(square: int) -> Point:
    """The top-left corner of a square in board units."""
    rank, file = divmod(square, FILES)
    return (MARGIN + file, MARGIN_Y + (RANKS - 1 - rank))


def _board_right() -> float:
    return MARGIN + FILES


def _board_bottom() -> float:
    return MARGIN_Y + RANKS


@cache
def _cells(grids: frozenset[int], _language: str) -> tuple[Cell, ...]:
    """The squares and the trays, the trays named in the language (made once per language)."""
    cells = []
    for square in range(SQUARES):
        x, y = square_origin(square)
        rank = square // FILES
        # The river keeps its tone inside a grid: it decides die changes; the grid has its outline.
        tone = "river" if rank == RIVER else ("grid" if square in grids else "light")
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
        top = MARGIN_Y + (4.5 if seat == 0 else 1.2)
        cells.append(
            Cell(
                id=cell_id,
                polygon=rectangle(tray_x, top, TRAY, TRAY),
                center=(tray_x + TRAY / 2, top + TRAY / 2),
                tone="tray",
                label=_("{colour} piece to place").format(colour=_(COLOURS[seat])),
                piece_size=0.9,
            )
        )
    return tuple(cells)


def _die_place(corner: int) -> tuple[int, int] | None:
    """For a grid away from the board's corners: (its middle file, 0 below the board or 1 above)."""
    rank0, file0 = divmod(corner, FILES)
    if file0 in (0, FILES - 3) and rank0 in (0, RANKS - 3):
        return None
    return file0 + 1, 0 if rank0 <= RANKS - 3 - rank0 else 1


def die_spot(corner: int) -> tuple[Point, Point | None]:
    """Where a grid's die is drawn, and the point of the grid a leader line on the board joins (None: none).

    Dice stand in a lane above and below the board, beyond the file numbers.
    A grid at a corner of the board has its die in that corner. Any other
    grid's die goes in the lane of the nearer edge (a tie: White's side),
    under or over the grid's middle file; if the grid does not reach that
    edge, a line on the board leads from the edge to the grid.
    """
    rank0, file0 = divmod(corner, FILES)
    place = _die_place(corner)
    if place is None:
        x = MARGIN / 2 if file0 == 0 else _board_right() + MARGIN / 2
        y = _board_bottom() + DIE_AWAY if rank0 == 0 else MARGIN_Y - DIE_AWAY
        return (x, y), None
    file, above = place
    x = MARGIN + file + 0.5
    if not above:
        return (x, _board_bottom() + DIE_AWAY), None if rank0 == 0 else (x, _board_bottom() - rank0)
    return (x, MARGIN_Y - DIE_AWAY), None if rank0 == RANKS - 3 else (x, _board_bottom() - rank0 - 3)


def die_face(centre: Point, die: int, size: float = DIE_SIZE) -> list[Mark]:
    """A die showing `die` as pips (a blank face with '?' before the roll)."""
    cx, cy = centre
    half, cut = size / 2, size * 0.16
    x0, y0, x1, y1 = cx - half, cy - half, cx + half, cy + half
    rounded = (
        (x0 + cut, y0),
        (x1 - cut, y0),
        (x1, y0 + cut),
        (x1, y1 - cut),
        (x1 - cut, y1),
        (x0 + cut, y1),
        (x0, y1 - cut),
        (x0, y0 + cut),
    )
    marks = [
        Mark("polygon", centre, size=size, tone="die", polygon=rounded),
        Mark("outline", centre, size=0.025, tone="grid-line", polygon=rounded),
    ]
    if die == UNROLLED:
        marks.append(Mark("text", centre, size=size * 0.7, tone="die-text", text="?"))
        return marks
    for fx, fy in FACE_PIPS[die]:
        marks.append(Mark("pip", (x0 + fx * size, y0 + fy * size), size=size * 0.09, tone="die-text"))
    return marks


def _grid_marks(corner: int, die: int) -> tuple[list[Mark], list[Line]]:
    x0, y0 = square_origin(corner)
    outline = rectangle(x0, y0 - 2.0, 3.0, 3.0)
    # Outline and tone only: five spots printed in every grid (the seed's pip-spotted board) were
    # read by newcomers as a die showing five, so the only spots are the die's own.
    marks = [Mark("outline", (x0 + 1.5, y0 - 0.5), tone="grid-line", polygon=outline)]
    spot, joined = die_spot(corner)
    marks.extend(die_face(spot, die))
    lines = []
    if joined is not None:  # from the board's edge: the coordinate between it and the die stays clear
        edge = _board_bottom() if spot[1] > joined[1] else MARGIN_Y
        lines.append(Line((spot[0], edge), joined, tone="grid-line", width=0.06))
    return marks, lines


@cache
def board_geometry(
    grids: tuple[tuple[int, int], ...], ring: tuple[int, str] | None = None, language: str = ""
) -> Geometry:
    """The board with these grids (corner, die), and a ring (square, tone) where a sacked piece goes back;
    drawn once per `language` (the trays' names are in it)."""
    covered = frozenset(q for corner, _ in grids for q in squares_of(grid_squares(corner)))
    width = _board_right() + TRAY_GAP + TRAY + 0.3
    height = MARGIN_Y * 2 + RANKS
    marks = [Mark("polygon", (0, 0), tone="frame", polygon=rectangle(MARGIN, MARGIN_Y, FILES, RANKS))]
    river_top = MARGIN_Y + (RANKS - 1 - RIVER)
    lines = [
        Line((MARGIN, river_top), (MARGIN + FILES, river_top), tone="river-bank", width=0.08),
        Line((MARGIN, river_top + 1), (MARGIN + FILES, river_top + 1), tone="river-bank", width=0.08),
    ]
    for corner, die in grids:
        grid_marks, grid_lines = _grid_marks(corner, die)
        marks.extend(grid_marks)
        lines.extend(grid_lines)
    for file in range(FILES):
        x = MARGIN + file + 0.5
        for y in (_board_bottom() + COORD_GAP, MARGIN_Y - COORD_GAP):
            marks.append(Mark("coord", (x, y), size=COORD_SIZE, tone="coord", text=str(file + 1)))
    for rank in range(RANKS):
        y = MARGIN_Y + (RANKS - 1 - rank) + 0.5
        marks.append(
            Mark("coord", (MARGIN - COORD_GAP, y), size=COORD_SIZE, tone="coord", text=RANK_LETTERS[rank])
        )
    cells = _cells(covered, language)
    for seat in range(len(HANDS)):
        cell = cells[SQUARES + seat]
        marks.append(
            Mark(
                "text",
                (cell.center[0], cell.polygon[0][1] - 0.2),
                size=0.22,
                tone="label",
                text=_(COLOURS[seat]),
            )
        )
    if ring is not None:
        square, tone = ring
        x, y = square_origin(square)
        marks.append(Mark("ring", (x + 0.5, y + 0.5), size=0.36, tone=tone))
    return Geometry(width=width, height=height, cells=cells, lines=tuple(lines), marks=tuple(marks))


def image_of(letter: str) -> str:
    if letter == VICAR:
        return "vicar"
    return f"{'white' if letter.isupper() else 'black'}-{IMAGE_OF[letter.upper()]}"


def piece_views(cells: str, place: str, vicar_from: int) -> list[PieceView]:
    """The pieces on the board and the sacked piece waiting in its owner's tray."""
    views = []
    for square, letter in enumerate(cells):
        if letter == EMPTY:
            continue
        owner = None if letter == VICAR else owner_of(letter)
        name = piece_on(piece_words(letter), SQUARE_NAMES[square])
        views.append(PieceView(SQUARE_NAMES[square], image_of(letter), owner, 1, name))
    if place:
        owner = owner_of(place)
        sacked = (
            _("{piece}, sacked, to be placed on {square}").format(
                piece=piece_words(place), square=SQUARE_NAMES[vicar_from]
            )
            if vicar_from >= 0
            else _("{piece}, sacked").format(piece=piece_words(place))
        )
        views.append(PieceView(HANDS[owner], image_of(place), owner, 1, sacked))
    return views


def return_ring(square: int, place: str) -> tuple[int, str] | None:
    """The ring on the square a sacked piece goes back to, in its owner's colour."""
    if square < 0:
        return None
    return (square, RING_TONES[owner_of(place)] if place else "mark")


def _count_of(suit: str, count: int) -> str:
    """'2 Emperors': each suit's own plural, as the language forms it."""
    forms = {
        "C": ngettext("{count} Caesar", "{count} Caesars", count),
        "E": ngettext("{count} Emperor", "{count} Emperors", count),
        "P": ngettext("{count} Pharaoh", "{count} Pharaohs", count),
        "S": ngettext("{count} Shah", "{count} Shahs", count),
    }
    return forms[suit].format(count=count)


class PardsBoard(BoardView[PardsPosition]):
    def geometry(self, position: PardsPosition) -> Geometry:
        return board_geometry(position.grids, self._ring(position), language())

    @staticmethod
    def _ring(position: PardsPosition) -> tuple[int, str] | None:
        if position.phase in (DIE, PLACE) and position.outcome is None:
            return return_ring(position.vicar_from, position.place)
        return None

    def cell_notes(self, position: PardsPosition) -> Mapping[str, str]:
        """The river and the grids, with the die each grid shows: tints and a picture only on the board."""
        river = _("the river")
        notes = {SQUARE_NAMES[square]: river for square in range(SQUARES) if square // FILES == RIVER}
        for corner, die in position.grids:
            squares = squares_of(grid_squares(corner))
            first, last = SQUARE_NAMES[min(squares)], SQUARE_NAMES[max(squares)]
            words = (
                _("in the grid from {first} to {last}, its die not rolled yet")
                if die == UNROLLED
                else _("in the grid from {first} to {last}, its die showing {die}")
            ).format(first=first, last=last, die=die)
            for square in squares:
                name = SQUARE_NAMES[square]
                notes[name] = (
                    _("{note}, {more}").format(note=notes[name], more=words) if name in notes else words
                )
        return notes

    def pieces(self, position: PardsPosition) -> Sequence[PieceView]:
        return piece_views(position.cells, position.place, position.vicar_from)

    def move_cells(self, position: PardsPosition, move: Move) -> tuple[str | None, str | None]:
        if isinstance(move, Step):
            return SQUARE_NAMES[move.src], SQUARE_NAMES[move.dst]
        if isinstance(move, Place):
            return HANDS[owner_of(move.letter)], SQUARE_NAMES[move.square]
        return None, None

    def seat_names(self, position: PardsPosition) -> tuple[str, ...]:
        return tuple(_(colour) for colour in COLOURS)

    # -- the panels ---------------------------------------------------------------------

    def prompt(self, position: PardsPosition) -> str:
        if position.outcome is not None:
            return self.result(position)
        return words.prompt(position)

    def why_ended(self, position: PardsPosition) -> str:
        return words.why_ended(position)

    def acting_seat(self, position: PardsPosition) -> int | None:
        if position.outcome is not None:
            return None
        return position.roller() if position.is_chance else position.side

    def dice(self, position: PardsPosition) -> DiceView | None:
        """The pair being rolled at the start; afterwards the grids' dice (also drawn on the board)."""
        if position.is_chance:
            return DiceView(
                "d6",
                (),
                2,
                caption=_("{colour} rolls two dice for the grids").format(
                    colour=_(COLOURS[position.roller()])
                ),
            )
        if not position.grids or any(die == UNROLLED for _, die in position.grids):
            return None  # no grids, or a game ended before its rolls (an edited position)
        values = tuple(die for _, die in position.grids)
        named = ", ".join(f"{SQUARE_NAMES[corner]} {die}" for corner, die in position.grids)
        return DiceView("d6", values, len(values), caption=_("Grid dice: {dice}").format(dice=named))

    def panels(self, position: PardsPosition) -> Sequence[SeatPanel]:
        panels = []
        for seat in (0, 1):
            letters = "CEPS" if seat == 0 else "ceps"
            on_board = sum(position.cells.count(letter) for letter in letters)
            items: tuple[HandItem, ...] = ()
            waiting = position.place if position.place and owner_of(position.place) == seat else ""
            if waiting:
                # It goes back where the Vicar stood at the sack: its square until it moves.
                back = position.vicar_from if position.vicar_from >= 0 else position.cells.find(VICAR)
                suit = _(SUIT_NAMES[waiting.upper()])
                label = (
                    _("{suit} sacked, to place on {square}").format(suit=suit, square=SQUARE_NAMES[back])
                    if back >= 0
                    else _("{suit} sacked, to place").format(suit=suit)
                )
                items = (HandItem(image_of(waiting), 1, label),)
            notes = [_("{count} of {full} pieces on the board").format(count=on_board, full=FULL_SET)]
            # Sacked pieces always come back, so pieces missing for good were left out when editing.
            counts = {letter: position.cells.count(letter) + (waiting == letter) for letter in letters}
            missing = [
                _count_of(letter.upper(), SUIT_LIMITS[letter.upper()] - count)
                for letter, count in counts.items()
                if count < SUIT_LIMITS[letter.upper()]
            ]
            if missing:
                notes.append(_("not in this game: {pieces}").format(pieces=", ".join(missing)))
            panels.append(SeatPanel(seat, _(COLOURS[seat]), SEAT_IMAGES[seat], items, notes=tuple(notes)))
        return panels

    def move_label(self, position: PardsPosition, move: Move) -> str:
        if isinstance(move, DieChange):
            die = dict(position.grids)[move.grid]
            words = (
                _("Raise the {grid} die to {value}")
                if move.delta > 0
                else _("Lower the {grid} die to {value}")
            )
            return words.format(grid=SQUARE_NAMES[move.grid], value=die + move.delta)
        if move == KEEP:
            return _("Keep the dice")
        if move == PASS:
            return _("Pass")
        if isinstance(move, Roll):
            return self._roll_label(position, move)
        if isinstance(move, Place):
            return _("Place the {suit} on {square}").format(
                suit=_(SUIT_NAMES[move.letter.upper()]), square=SQUARE_NAMES[move.square]
            )
        if isinstance(move, Step):
            src, dst = SQUARE_NAMES[move.src], SQUARE_NAMES[move.dst]
            if move.sack:
                return _("Sack: {source} takes {target}").format(source=src, target=dst)
            if position.cells[move.src] == VICAR:
                return _("Move the Vicar {source} → {target}").format(source=src, target=dst)
            return f"{src} → {dst}"
        return position.move_text(move)

    @staticmethod
    def _roll_label(position: PardsPosition, roll: Roll) -> str:
        low_corner, high_corner = ROLL_CORNERS[SIDE_LETTERS.index(roll.side)]
        present = dict(position.grids)
        gets = [
            f"{SQUARE_NAMES[corner]} {value}"
            for corner, value in ((low_corner, roll.low), (high_corner, roll.high))
            if present.get(corner) == UNROLLED
        ]
        rolled = _("Roll {first} and {second}").format(first=roll.low, second=roll.high)
        return rolled + (f" — {', '.join(gets)}" if gets else "")

    # -- explaining the game ----------------------------------------------------------------

    def describe(self, position: PardsPosition, move: Move, viewer: int | None) -> str:
        return words.describe(position, move)

    def why_not(self, position: PardsPosition, selected: str | None, cell: str) -> str:
        return words.why_not(position, selected, cell)

    def move_reason(self, position: PardsPosition, move: Move) -> str:
        return words.move_reason(position, move)

    def glossary(self) -> Mapping[str, str]:
        return words.GLOSSARY

    def legend(self, position: PardsPosition) -> Sequence[tuple[str, str]]:
        keys = [
            ("river", _("Blue rank d: the river, between White's side (ranks a–c) and Black's (ranks e–g)")),
            (
                "grid",
                _("Outlined 3×3 areas: grids; a piece inside may move exactly its grid's die"),
            ),
            (
                "die",
                _("A die beside a grid, above or below the board: that grid's die, its spots the number"),
            ),
        ]
        # The ring's key is always there (a key that came and went moved the board); after a sack it
        # names the square and the piece.
        ring = self._ring(position)
        if ring is not None:
            suit = _(SUIT_NAMES[position.place.upper()])
            keys.append(
                (
                    ring[1],
                    _("Ring on {square}: where the sacked {suit} goes back").format(
                        square=SQUARE_NAMES[ring[0]], suit=suit
                    ),
                )
            )
        else:
            keys.append(("mark", _("Ring: where a sacked piece goes back — drawn in its owner's colour")))
        return keys

    def places(self, position: PardsPosition) -> Mapping[str, tuple[Point, float]]:
        """Each grid's die, which a lesson points at when it says "grid a1 shows 3": 'die a1'.

        The ring is just wider than the face: its badge must stay inside the lane beyond the board.
        """
        return {
            f"die {SQUARE_NAMES[corner]}": (die_spot(corner)[0], DIE_SIZE * 0.6)
            for corner, _ in position.grids
        }

    def study_marks(self, position: PardsPosition) -> Sequence[Mark]:
        """Each group's size beside its pieces, and a cross on every piece that can be sacked next turn.

        The crosses come from the engine's own sacks, for each side as if it were to move now.
        """
        marks = []
        for mask in position.masks:
            for group in colour_groups(mask).groups:
                size = group.bit_count()
                if size < 2:
                    continue
                for square in squares_of(group):
                    x, y = square_origin(square)
                    # In the strip beside the card, where no piece covers it.
                    marks.append(
                        Mark("text", (x + 0.1, y + 0.24), size=STUDY_TEXT, tone="label", text=str(size))
                    )
        if position.outcome is None:
            targets = {move.dst for side in (0, 1) for move in position.sacks_for(side)}
            for square in sorted(targets):
                x, y = square_origin(square)
                marks.append(Mark("cross", (x + 0.9, y + 0.24), size=0.07, tone="red"))
        return marks

    def study_legend(self, position: PardsPosition) -> Sequence[tuple[str, str]]:
        return (
            (
                "label",
                _("Number beside a piece: the size of its group — a sack from it goes exactly that far"),
            ),
            ("red", _("Red cross: a piece the other side could sack on its next turn")),
        )
