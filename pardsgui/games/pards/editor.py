"""Editing Pards positions: pieces, the piece waiting in a tray, the turn's fields, and the grids.

The edited text may be impossible (five Shahs, overlapping grids, a phase
no game reaches); it is read leniently here and judged by `parse` and
`problems()`.  The grid builder works on the board: add a 3×3 grid around a
square, drag a grid by any of its squares, delete it, raise or lower its die.
A few fields follow from others, and the editor keeps them in step where
there is only one sensible answer:

- a piece dropped in a tray starts a sack turn (`phase=vicar`, the other
  side to move the Vicar) and taking it out ends it (`phase=move`);
- in a sack turn the side to move follows from the waiting piece: the
  sacker (its enemy) in `vicar` and `die`, its owner in `place`;
- a sack resets the passes, so any phase but `move` sets `passes=0`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from pardsgui.core.contract import PositionError, Problem
from pardsgui.core.editing import EditError, EditorModel, FieldEditor, PaletteItem, Tool, plain_words
from pardsgui.core.geometry import Geometry, PieceView
from pardsgui.games.pards.board import (
    board_geometry,
    image_of,
    piece_views,
    return_ring,
)
from pardsgui.games.pards.reading import Pards, read_position
from pardsgui.games.pards.rules import (
    COLOURS,
    EMPTY,
    FIELDS,
    GRID_SIZE,
    GRIDS_FIELD,
    PHASES,
    PIECE_LETTERS,
    PLACE_FIELD,
    ROLL_CORNER_SET,
    ROLL_CORNERS,
    SIDE_LETTERS,
    STARTING_GRIDS,
    UNROLLED,
    VICAR,
    VICAR_FROM_FIELD,
    board_text,
    grid_squares,
    grids_text,
    owner_of,
    parse_board,
    piece_words,
)
from pardsgui.games.pards.squares import FILES, HANDS, RANKS, SQUARE_NAMES, SQUARE_OF, SQUARES, squares_of
from pardsgui.i18n import N_, _, isolate, language

PALETTE = "CEPScepsV"
ADD, MOVE, DELETE, RAISE, LOWER, VICAR_FROM = (
    "add-grid",
    "move-grid",
    "delete-grid",
    "die-up",
    "die-down",
    "vicar-from",
)
DIE_KEY = "die-"  # fields "die-a1" ... set the die of each grid
TO_MOVE = N_("To move")
STARTING = STARTING_GRIDS


def _area(corner: int) -> frozenset[int]:
    return frozenset(squares_of(grid_squares(corner)))


def _die_text(die: int) -> str:
    return "?" if die == UNROLLED else str(die)


@dataclass
class Draft:
    """The position's fields, read without judging whether they can stand together."""

    cells: list[str]  # 63 letters, square index order, "." empty
    side: str
    grids: dict[int, int]  # corner -> die (UNROLLED for '?'); may overlap
    phase: str = "move"
    place: str = ""
    vicar_from: str = "-"
    passes: str = "0"

    @classmethod
    def read(cls, text: str) -> Draft:
        (board, side), given = FIELDS.split(text)
        cells = parse_board(board)
        # Only what cannot be drawn is refused: the waiting piece, the grids as written.
        strict = FIELDS.read(given)
        place = strict[PLACE_FIELD]
        grids: list[tuple[int, int]] = strict[GRIDS_FIELD]
        values = FIELDS.lenient(given)
        return cls(
            list(cells),
            side.lower(),
            dict(grids),
            values["phase"].lower(),
            place,
            values["vicar-from"].lower(),
            values["passes"],
        )

    def text(self) -> str:
        return FIELDS.write((board_text("".join(self.cells)), self.side), self.values())

    def values(self) -> dict[str, str]:
        """The fields as the text writes them."""
        return {
            "grids": grids_text(sorted(self.grids.items())),
            "phase": self.phase,
            "place": self.place or "-",
            "vicar-from": self.vicar_from,
            "passes": self.passes,
        }

    # -- what follows from what ----------------------------------------------------------

    def set_waiting(self, letter: str) -> None:
        """A piece waits in its tray (a sack turn), or none does ('')."""
        self.place = letter
        if not letter:
            self.phase, self.vicar_from = "move", "-"
        elif self.phase == "move":
            self.phase, self.vicar_from, self.passes = "vicar", "-", "0"
        self.settle_side()

    def settle_side(self) -> None:
        if not self.place or self.phase not in PHASES[1:]:
            return
        owner = owner_of(self.place)
        self.side = SIDE_LETTERS[owner if self.phase == "place" else 1 - owner]

    def square(self, cell: str) -> int:
        square = SQUARE_OF.get(cell)
        if square is None:
            if cell in HANDS:
                raise EditError(_("a tray holds only a sacked piece: grids and squares are on the board"))
            raise EditError(
                _("{cell} is not a square of the board (a1 to g9)").format(cell=isolate(repr(cell)))
            )
        return square

    def grid_at(self, square: int) -> int:
        """The corner of the grid covering `square`; EditError if none does."""
        for corner in sorted(self.grids):
            if square in _area(corner):
                return corner
        raise EditError(
            _("no grid covers {square}: click a square inside a grid").format(
                square=isolate(SQUARE_NAMES[square])
            )
        )

    def overlapped(self, corner: int, ignore: int | None = None) -> int | None:
        area = _area(corner)
        for other in sorted(self.grids):
            if other != ignore and area & _area(other):
                return other
        return None


def centred_corner(square: int) -> int:
    """The corner of the 3×3 grid around `square`, as centred as the board's edges allow."""
    rank, file = divmod(square, FILES)
    rank0 = min(max(rank - 1, 0), RANKS - GRID_SIZE)
    file0 = min(max(file - 1, 0), FILES - GRID_SIZE)
    return rank0 * FILES + file0


def _span(corner: int) -> str:
    rank, file = divmod(corner, FILES)
    far = (rank + GRID_SIZE - 1) * FILES + file + GRID_SIZE - 1
    return f"{SQUARE_NAMES[corner]}–{SQUARE_NAMES[far]}"


class PardsEditor(EditorModel):
    def __init__(self, game: Pards) -> None:
        self.game = game

    # -- pieces ---------------------------------------------------------------------

    def palette(self, text: str) -> Sequence[PaletteItem]:
        return [
            PaletteItem(letter, image_of(letter), _owner(letter), piece_words(letter)) for letter in PALETTE
        ]

    def piece_at(self, text: str, cell: str) -> str | None:
        draft = Draft.read(text)
        if cell in HANDS:
            waiting = draft.place
            return waiting if waiting and HANDS[owner_of(waiting)] == cell else None
        letter = draft.cells[draft.square(cell)]
        return None if letter == EMPTY else letter

    def place(self, text: str, cell: str, piece: str) -> str:
        if len(piece) != 1 or piece not in PALETTE:
            raise EditError(
                _("{piece} is not a Pards piece (CEPS, ceps or V)").format(piece=isolate(repr(piece)))
            )
        draft = Draft.read(text)
        if cell in HANDS:
            seat = HANDS.index(cell)
            if piece == VICAR:
                raise EditError(_("the Vicar is never sacked, so it never waits in a tray"))
            if owner_of(piece) != seat:
                raise EditError(
                    _("{colour}'s tray holds only a sacked {colour} piece").format(colour=_(COLOURS[seat]))
                )
            draft.set_waiting(piece)
            return draft.text()
        # A square holds one piece: a new one replaces what was there.
        draft.cells[draft.square(cell)] = piece
        return draft.text()

    def remove(self, text: str, cell: str) -> str:
        draft = Draft.read(text)
        if cell in HANDS:
            if self.piece_at(text, cell) is None:
                return text
            draft.set_waiting("")
            return draft.text()
        draft.cells[draft.square(cell)] = EMPTY
        return draft.text()

    # -- fields ---------------------------------------------------------------------

    def fields(self, text: str) -> Sequence[FieldEditor]:
        draft = Draft.read(text)
        empty = [name for name, letter in zip(SQUARE_NAMES, draft.cells, strict=True) if letter == EMPTY]
        sides = tuple((letter, _(colour)) for letter, colour in zip(SIDE_LETTERS, COLOURS, strict=True))
        # Named as the board names the pieces, in the reader's language; the squares are notation.
        given = {
            "place": (("-", N_("none")), *((letter, piece_words(letter)) for letter in PIECE_LETTERS)),
            "vicar-from": (("-", "—"), *((name, name) for name in empty)),
        }
        fields = [
            FieldEditor("side", _(TO_MOVE), draft.side, choices=sides),
            *FIELDS.editors(draft.values(), given),
        ]
        for corner, die in sorted(draft.grids.items()):
            name = SQUARE_NAMES[corner]
            choices = [(str(v), str(v)) for v in range(1, 7)]
            if corner in ROLL_CORNER_SET:
                choices.insert(0, ("?", _("? (to roll)")))
            fields.append(
                FieldEditor(
                    f"{DIE_KEY}{name}",
                    _("Die of grid {grid}").format(grid=isolate(name)),
                    _die_text(die),
                    choices=tuple(choices),
                    tip=_("The grid {span}; only the starting grids ({grids}) may wait for the roll").format(
                        span=isolate(_span(corner)), grids=isolate(STARTING)
                    ),
                )
            )
        return fields

    def set_field(self, text: str, key: str, value: str) -> str:
        draft = Draft.read(text)
        if key == "side":
            if value not in SIDE_LETTERS:
                raise EditError(
                    _("{label}: {value} is not w or b").format(label=_(TO_MOVE), value=isolate(repr(value)))
                )
            draft.side = value
        elif key.startswith(DIE_KEY):
            corner = SQUARE_OF.get(key[len(DIE_KEY) :])
            if corner is None or corner not in draft.grids:
                raise EditError(_("there is no grid at {square}").format(square=isolate(key[len(DIE_KEY) :])))
            if value == "?":
                if corner not in ROLL_CORNER_SET:
                    raise EditError(
                        _("only the starting grids ({grids}) wait for the opening roll").format(
                            grids=isolate(STARTING)
                        )
                    )
                draft.grids[corner] = UNROLLED
            elif value in ("1", "2", "3", "4", "5", "6"):
                draft.grids[corner] = int(value)
            else:
                raise EditError(_("a die shows 1 to 6, not {value}").format(value=repr(value)))
        else:
            if key == "vicar-from" and value != "-":
                draft.square(value)
            values = draft.values()
            FIELDS.set_field(values, key, value)  # an unknown key and a refused value stop here
            draft.phase, draft.vicar_from, draft.passes = (
                values["phase"],
                values["vicar-from"],
                values["passes"],
            )
            if key == "phase":
                if value != "move":
                    draft.passes = "0"  # a sack turn resets the count
                draft.settle_side()
            elif key == "place":
                draft.set_waiting("" if value == "-" else value)
        return draft.text()

    def clear(self, text: str) -> str:
        # The grids are printed on the board: clearing takes the pieces off and keeps them.
        draft = Draft.read(text)
        return Draft([EMPTY] * SQUARES, "w", draft.grids).text()

    def options(self, text: str) -> dict[str, str]:
        return {}

    # -- the grid builder ----------------------------------------------------------------

    def tools(self, text: str) -> Sequence[Tool]:
        return (
            Tool(
                ADD,
                _("Add grid"),
                tip=_(
                    "Click a square: a 3×3 grid is put around it (as centred as the board's edge allows)."
                    " Grids may not overlap."
                ),
            ),
            Tool(
                MOVE,
                _("Move grid"),
                drags=True,
                tip=_("Drag a grid by any of its squares to where it should go."),
            ),
            Tool(DELETE, _("Delete grid"), tip=_("Click a square of a grid to take the grid off the board.")),
            Tool(RAISE, _("Die +"), tip=_("Click a grid to raise its die by one (? → 1 → … → 6).")),
            Tool(
                LOWER,
                _("Die −"),
                tip=_(
                    "Click a grid to lower its die by one"
                    " (6 → … → 1; then '?' on the starting grids {grids})."
                ).format(grids=isolate(STARTING)),
            ),
            Tool(
                VICAR_FROM,
                # The same words as the field it sets, so a person finds one by the other.
                _(VICAR_FROM_FIELD.label),
                tip=_(
                    "Click an empty square: the Vicar stood there before this turn's sack, and the sacked"
                    " piece goes back there. Click it again to clear it."
                ),
            ),
        )

    def apply_tool(self, text: str, tool: str, cell: str, target: str | None = None) -> str:
        draft = Draft.read(text)
        square = draft.square(cell)
        if tool == ADD:
            return self._add_grid(draft, square)
        if tool == MOVE:
            if target is None:
                raise EditError(_("drag the grid by one of its squares to where it should go"))
            return self._move_grid(draft, square, draft.square(target))
        if tool == DELETE:
            del draft.grids[draft.grid_at(square)]
            return draft.text()
        if tool in (RAISE, LOWER):
            return self._step_die(draft, draft.grid_at(square), 1 if tool == RAISE else -1)
        if tool == VICAR_FROM:
            name = SQUARE_NAMES[square]
            if draft.vicar_from == name:
                draft.vicar_from = "-"
            elif draft.cells[square] != EMPTY:
                raise EditError(
                    _("{square} is not empty: the Vicar left a square the sacked piece goes back to").format(
                        square=isolate(name)
                    )
                )
            else:
                draft.vicar_from = name
            return draft.text()
        raise EditError(_("no tool {tool} here").format(tool=isolate(repr(tool))))

    def _add_grid(self, draft: Draft, square: int) -> str:
        for corner in draft.grids:
            if square in _area(corner):
                raise EditError(
                    _("{square} is already in the grid at {corner}").format(
                        square=isolate(SQUARE_NAMES[square]), corner=isolate(SQUARE_NAMES[corner])
                    )
                )
        corner = centred_corner(square)
        other = draft.overlapped(corner)
        if other is not None:
            raise EditError(
                _(
                    "a grid around {square} ({span}) would overlap the grid {other}: grids may not overlap"
                ).format(
                    square=isolate(SQUARE_NAMES[square]),
                    span=isolate(_span(corner)),
                    other=isolate(_span(other)),
                )
            )
        # A starting grid whose partner still waits for the roll waits with it (they are rolled
        # together); any other new grid needs a value, and starts at 1.
        partner = next((p for pair in ROLL_CORNERS if corner in pair for p in pair if p != corner), None)
        draft.grids[corner] = UNROLLED if partner is not None and draft.grids.get(partner) == UNROLLED else 1
        return draft.text()

    def _move_grid(self, draft: Draft, source: int, target: int) -> str:
        corner = draft.grid_at(source)
        rank = corner // FILES + target // FILES - source // FILES
        file = corner % FILES + target % FILES - source % FILES
        if not (0 <= rank <= RANKS - GRID_SIZE and 0 <= file <= FILES - GRID_SIZE):
            raise EditError(
                _("the grid {span} would reach off the board there").format(span=isolate(_span(corner)))
            )
        moved = rank * FILES + file
        if moved == corner:
            return draft.text()
        other = draft.overlapped(moved, ignore=corner)
        if other is not None:
            raise EditError(
                _("the grid would cover {span} and overlap the grid {other}").format(
                    span=isolate(_span(moved)), other=isolate(_span(other))
                )
            )
        draft.grids[moved] = draft.grids.pop(corner)
        return draft.text()

    def _step_die(self, draft: Draft, corner: int, delta: int) -> str:
        name = SQUARE_NAMES[corner]
        die = draft.grids[corner]
        if delta > 0:
            if die == 6:
                raise EditError(_("the die of grid {grid} already shows 6").format(grid=isolate(name)))
            draft.grids[corner] = die + 1  # '?' (0) becomes 1
        elif die == UNROLLED:
            raise EditError(
                _("the die of grid {grid} waits for the opening roll: raise it to give it a value").format(
                    grid=isolate(name)
                )
            )
        elif die > 1:
            draft.grids[corner] = die - 1
        elif corner in ROLL_CORNER_SET:
            draft.grids[corner] = UNROLLED
        else:
            raise EditError(
                _("the die of grid {grid} shows 1; only the starting grids ({grids}) can show '?'").format(
                    grid=isolate(name), grids=isolate(STARTING)
                )
            )
        return draft.text()

    # -- drawing --------------------------------------------------------------------------

    def geometry(self, text: str) -> Geometry:
        draft = Draft.read(text)
        vicar_from = SQUARE_OF.get(draft.vicar_from, -1)
        return board_geometry(
            tuple(sorted(draft.grids.items())), return_ring(vicar_from, draft.place), language()
        )

    def pieces(self, text: str) -> Sequence[PieceView]:
        draft = Draft.read(text)
        return piece_views("".join(draft.cells), draft.place, SQUARE_OF.get(draft.vicar_from, -1))

    # -- where the problems are -----------------------------------------------------------------

    def check(self, text: str) -> list[Problem]:
        """Every problem at once, in plain words, each with the squares to mark."""
        try:
            position, errors = read_position(text)
        except PositionError as error:
            return [Problem(plain_words(error), error.field, self.cells_of_problem(text, error))]
        found = [Problem(plain_words(e), e.field, self.cells_of_problem(text, e)) for e in errors]
        if position.cells.count(VICAR) == 1:  # a game over or without pieces, also beside the rest
            found.extend(
                Problem(plain_words(problem.message), problem.field, problem.cells)
                for problem in position.problems()
            )
        return found


def _owner(letter: str) -> int | None:
    return None if letter == VICAR else owner_of(letter)
