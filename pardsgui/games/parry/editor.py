"""Editing Parry positions: stones on points, board and players, the seat to move, the turn.

The edited text may be impossible (stones of a seat that does not play, a
turn that could not have happened); it is read leniently here and judged by
`parse` and `problems()`.  A few fields follow from others, and the editor
keeps them in step so that a position built by clicks can be played:

- `last` (who placed the last stone, the two-player tie-break) is the seat
  before the mover at the start of a turn, and nobody on an empty board: it
  is set again after every change of stones or of the seat to move;
- `steps` (bonus steps left) is the placed point's power before the
  placement minus the steps made: setting the turn works it out;
- a new board starts empty: the same point number is another place on
  another board, so no stone is carried over;
- fewer players take the stones of the seats that leave off the board, and
  a stone of a seat that does not play brings the players up to that seat.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from pardsgui.core.contract import PositionError
from pardsgui.core.editing import EditError, EditorModel, FieldEditor, PaletteItem, Tool
from pardsgui.core.geometry import Geometry, PieceView
from pardsgui.core.position import field_error
from pardsgui.core.text import parse_int
from pardsgui.games.parry.board import IMAGES, ParryBoard, stone_name
from pardsgui.games.parry.boards import SPEC_BY_SLUG
from pardsgui.games.parry.rules import (
    COLOURS,
    FIELDS,
    HEAD,
    MAX_SEATS,
    MAX_STEPS,
    MIN_SEATS,
    Parry,
    ParryPosition,
    parse_position,
    points_count_error,
    seats_choices,
    tables,
)
from pardsgui.i18n import N_, _, isolate

SEAT_CHARS = "123456"
PLACED_TOOL = "placed"
_TURN_POINT = re.compile(r"(\d{1,3})(?::|$)", re.ASCII)
_NUMBERS = re.compile(r"\d{1,3}", re.ASCII)


@dataclass
class Draft:
    """The position's fields, read without judging whether they can stand together."""

    points: list[str]  # "." or a seat digit, per point
    seat: str  # the seat to move, "1".."6" (may be above `seats`: parse says so)
    board: str
    seats: int
    turn: str = "-"
    steps: str = "0"
    last: str = "-"

    @classmethod
    def read(cls, text: str) -> Draft:
        (points, seat), given = FIELDS.split(text, HEAD)
        values = FIELDS.lenient(given)
        board = values["board"].lower()
        if board not in SPEC_BY_SLUG:
            raise field_error(
                "board", _("{value} is not a Parry board").format(value=isolate(repr(values["board"])))
            )
        seats = parse_int(values["seats"], "seats", MIN_SEATS, MAX_SEATS)
        size = tables(board).topo.size
        if len(points) != size:
            raise points_count_error(board, len(points))
        for point, char in enumerate(points):
            if char != "." and char not in SEAT_CHARS:
                raise field_error(
                    "points",
                    _("{char} at point {point} is not '.' or a seat 1 to 6").format(
                        char=isolate(repr(char)), point=point
                    ),
                )
        parse_int(seat, "seat", 1, MAX_SEATS)
        return cls(
            list(points), str(int(seat)), board, seats, values["turn"], values["steps"], values["last"]
        )

    def text(self) -> str:
        return FIELDS.write(("".join(self.points), self.seat), self.values())

    def values(self) -> dict[str, str]:
        """The fields as the text writes them."""
        return {
            "board": self.board,
            "seats": str(self.seats),
            "turn": self.turn,
            "steps": self.steps,
            "last": self.last,
        }

    @property
    def size(self) -> int:
        return len(self.points)

    def point(self, cell: str) -> int:
        if not (cell.isascii() and cell.isdigit() and int(cell) < self.size):
            raise EditError(
                _("{cell} is not a point of this board (points 0 to {last})").format(
                    cell=isolate(repr(cell)), last=self.size - 1
                )
            )
        return int(cell)

    def placed(self) -> int | None:
        """The point the turn in progress placed on, if the turn field names one on this board."""
        match = _TURN_POINT.match(self.turn)
        if match is None or int(match.group(1)) >= self.size:
            return None
        return int(match.group(1))

    def start_turn(self) -> None:
        self.turn, self.steps = "-", "0"
        self.settle_last()

    def settle_last(self) -> None:
        """At the start of a turn the seat before the mover placed the last stone (none: nobody)."""
        if self.turn != "-":
            return
        if any(char != "." for char in self.points):
            self.last = str((int(self.seat) - 2) % self.seats + 1)
        else:
            self.last = "-"

    def begin_turn(self, point: int) -> None:
        """The mover placed on `point` this turn: the last placer is the mover, and the steps follow."""
        self.turn = str(point)
        self.last = self.seat
        self.fit_steps()

    def fit_steps(self) -> None:
        # The steps left are fixed by the turn; the engine's own check finds them.
        for left in range(1, MAX_STEPS + 1):
            self.steps = str(left)
            try:
                parse_position(self.text())
            except PositionError:
                continue
            return
        self.steps = "1"  # the turn itself cannot stand: check() says why


class ParryEditor(EditorModel):
    def __init__(self, game: Parry) -> None:
        self.game = game
        self.view = ParryBoard()

    # -- pieces ---------------------------------------------------------------------

    def palette(self, text: str) -> Sequence[PaletteItem]:
        # Every seat's stone, not only those that play: the editor panel builds its
        # palette once, when the editor opens, so a palette of the playing seats would
        # not grow when Players is raised.  A stone of a seat that does not play yet
        # brings that seat into the game (see `place`).
        seats = Draft.read(text).seats
        return [
            PaletteItem(
                SEAT_CHARS[seat],
                IMAGES[seat],
                seat,
                stone_name(seat)
                if seat < seats
                else _("{stone} (makes it a {count}-player position)").format(
                    stone=stone_name(seat), count=seat + 1
                ),
            )
            for seat in range(MAX_SEATS)
        ]

    def piece_at(self, text: str, cell: str) -> str | None:
        draft = Draft.read(text)
        char = draft.points[draft.point(cell)]
        return None if char == "." else char

    def place(self, text: str, cell: str, piece: str) -> str:
        draft = Draft.read(text)
        point = draft.point(cell)
        if len(piece) != 1 or piece not in SEAT_CHARS:
            raise EditError(
                _("{piece} is not a Parry stone (seats 1 to 6)").format(piece=isolate(repr(piece)))
            )
        # A point holds one stone: another colour replaces what was there.
        draft.points[point] = piece
        # A stone of a seat that does not play yet brings the seats up to it.
        draft.seats = max(draft.seats, int(piece))
        draft.settle_last()
        return draft.text()

    def remove(self, text: str, cell: str) -> str:
        draft = Draft.read(text)
        point = draft.point(cell)
        if draft.points[point] == ".":
            return text
        draft.points[point] = "."
        if point == draft.placed():
            draft.start_turn()  # the stone placed this turn is gone: back to the start of the turn
        draft.settle_last()
        return draft.text()

    def move(self, text: str, source: str, target: str) -> str:
        draft = Draft.read(text)
        src, dst = draft.point(source), draft.point(target)
        piece = draft.points[src]
        if piece == "." or src == dst:
            return text
        moved = self.place(self.remove(text, source), target, piece)
        if src == draft.placed() and draft.turn == str(src):
            # The stone placed this turn carries the turn with it.
            after = Draft.read(moved)
            after.begin_turn(dst)
            return after.text()
        return moved

    # -- fields ---------------------------------------------------------------------

    def fields(self, text: str) -> Sequence[FieldEditor]:
        draft = Draft.read(text)
        seat_choices = tuple((SEAT_CHARS[s], _(COLOURS[s])) for s in range(draft.seats))
        mover = draft.seat
        turn_choices = [("-", _("start of the turn (to place)"))]
        turn_choices.extend(
            (str(point), _("placed on {point}").format(point=point))
            for point, char in enumerate(draft.points)
            if char == mover
        )
        if draft.turn not in {value for value, _words in turn_choices}:
            point, _colon, steps = draft.turn.partition(":")
            turn_choices.append(
                (
                    draft.turn,
                    _("placed {point}, then {steps}").format(point=isolate(point), steps=isolate(steps))
                    if steps
                    else _("placed {point}").format(point=isolate(point)),
                )
            )
        values = draft.values()
        return (
            *FIELDS.editors(values, {"seats": seats_choices()}, order=("board", "seats")),
            FieldEditor("side", _("To move"), draft.seat, choices=seat_choices),
            *FIELDS.editors(
                values,
                {"turn": tuple(turn_choices), "last": (("-", _("nobody yet")), *seat_choices)},
                order=("turn", "steps", "last"),
            ),
        )

    def set_field(self, text: str, key: str, value: str) -> str:
        draft = Draft.read(text)
        if key != "side":
            # An unknown key, and a board that is not Parry's, are refused here; each field
            # changes others with it, below.
            FIELDS.set_field(draft.values(), key, value)
        if key == "board":
            if value == draft.board:
                return text
            return Draft(["."] * tables(value).topo.size, "1", value, draft.seats).text()
        if key == "seats":
            seats = self._number(value, N_("Players"), MIN_SEATS, MAX_SEATS)
            draft.seats = seats
            draft.points = [char if char == "." or int(char) <= seats else "." for char in draft.points]
            if int(draft.seat) > seats:
                draft.seat = "1"
                draft.start_turn()  # the mover left the game, and the turn with them
            if draft.last.isdigit() and int(draft.last) > seats:
                draft.last = "-"
            draft.settle_last()
            return draft.text()
        if key == "side":
            self._number(value, N_("To move"), 1, draft.seats)
            if value != draft.seat:
                draft.seat = value
                draft.start_turn()  # the turn in progress was the other seat's
            draft.settle_last()
            return draft.text()
        if key == "turn":
            if value == "-":
                draft.start_turn()
                return draft.text()
            match = _TURN_POINT.match(value)
            if match is None:
                raise EditError(
                    _("{value}: the turn is '-' or the point placed on, like '12' or '{steps}'").format(
                        value=isolate(repr(value)), steps=isolate("12:5-6")
                    )
                )
            draft.turn = value  # the point placed on, and any steps made after it
            draft.last = draft.seat
            draft.fit_steps()
            return draft.text()
        if key == "steps":
            draft.steps = str(self._number(value, N_("Bonus steps left"), 0, MAX_STEPS))
            return draft.text()
        if key == "last":
            if value != "-":
                self._number(value, N_("Last stone by"), 1, draft.seats)
            draft.last = value
        return draft.text()

    @staticmethod
    def _number(value: str, label: str, low: int, high: int) -> int:
        if not (value.isascii() and value.isdigit() and low <= int(value) <= high):
            raise EditError(
                _("{field}: {value} is not a number from {low} to {high}").format(
                    field=_(label), value=isolate(repr(value)), low=low, high=high
                )
            )
        return int(value)

    def clear(self, text: str) -> str:
        draft = Draft.read(text)
        return Draft(["."] * draft.size, "1", draft.board, draft.seats).text()

    def options(self, text: str) -> dict[str, str]:
        draft = Draft.read(text)
        return {"board": draft.board, "seats": str(draft.seats)}

    # -- the tool: which stone was placed this turn --------------------------------------

    def tools(self, text: str) -> Sequence[Tool]:
        return (
            Tool(
                PLACED_TOOL,
                _("Placed this turn"),
                tip=_(
                    "Click a stone: its player placed it this turn and is making bonus steps."
                    " Click it again for the start of a turn."
                ),
            ),
        )

    def apply_tool(self, text: str, tool: str, cell: str, target: str | None = None) -> str:
        if tool != PLACED_TOOL:
            raise EditError(_("no tool {tool} here").format(tool=isolate(repr(tool))))
        draft = Draft.read(text)
        point = draft.point(cell)
        owner = draft.points[point]
        if owner == ".":
            raise EditError(_("point {point} is empty: click the stone placed this turn").format(point=point))
        if point == draft.placed():
            draft.start_turn()
            return draft.text()
        if int(owner) > draft.seats:
            raise EditError(
                _("{colour} does not play in a {seats}-player position").format(
                    colour=_(COLOURS[int(owner) - 1]), seats=draft.seats
                )
            )
        draft.seat = owner
        draft.begin_turn(point)
        return draft.text()

    # -- drawing --------------------------------------------------------------------------

    def _shown(self, text: str) -> ParryPosition:
        """A position with the text's stones (even of seats that do not play), to draw them."""
        draft = Draft.read(text)
        t = tables(draft.board)
        seats = max([draft.seats, *(int(char) for char in draft.points if char != ".")])
        bbs = [0] * seats
        for point, char in enumerate(draft.points):
            if char != ".":
                bbs[int(char) - 1] |= t.bit[point]
        base = ParryPosition.from_pieces(t, tuple(bbs), 0)
        placed = draft.placed()
        if placed is None or draft.points[placed] != draft.seat:
            return base
        # Drawn as in play: the stone placed this turn has its own picture.
        seat = int(draft.seat) - 1
        return ParryPosition(
            t, seats, base.bbs, base.occ, base.wocc, base.counts, base.total, seat, placed, (), 1, seat
        )

    def geometry(self, text: str) -> Geometry:
        return self.view.geometry(self._shown(text))

    def pieces(self, text: str) -> Sequence[PieceView]:
        return self.view.pieces(self._shown(text))

    def cells_of_problem(self, text: str, error: PositionError) -> tuple[str, ...]:
        try:
            draft = Draft.read(text)
        except PositionError:
            return ()
        if error.field == "points":
            # Stones of seats that do not play in this position.
            return tuple(
                str(point)
                for point, char in enumerate(draft.points)
                if char != "." and int(char) > draft.seats
            )
        if error.field in ("turn", "steps", "last") and draft.turn != "-":
            # The turn's placed point and the points its steps name.
            numbers = [int(n) for n in _NUMBERS.findall(draft.turn)]
            return tuple(dict.fromkeys(str(n) for n in numbers if n < draft.size))
        return ()
