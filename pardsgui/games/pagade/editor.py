"""Editing Pagade positions: pawns on squares, belly lanes, trays and Home; every field.

The edited text may be impossible (five Red pawns, three pawns on a track
square, a cut pawn nobody cut); it is read leniently here and judged by the
engine: `rules.pawn_problems` lists every fault of the pawns with the pawns
at fault, so each problem marks its cells, and `parse` the rest.

A pawn's place comes from the cell it is put on (`board.index_at_cell`): on
a belly square the lane says which way it goes — the lane labelled with the
square's name (`R3`) is for pawns going out, the lane labelled `h` for
homeward pawns (`R3h`).  A colour's own end square is both `8` (going out)
and `8h` (the lap done): a pawn put there is going out, and the "Going out /
homeward" tool turns it (or a belly pawn) the other way.

Some fields follow from the pawns, and the editor keeps them in step so a
position built by clicks can be played:

- a pawn homeward in the belly, or Home, is there only after its colour's
  first cut: putting one there adds the colour to `cut`;
- `finished` lists exactly the colours with all four pawns Home: a colour is
  added at the end when its fourth pawn reaches Home and taken out when one
  leaves (the order is set in the field);
- `moved` (the pawn the first die moved) is kept only while one die is left
  and the colour to move has a pawn on it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import permutations

from pardsgui.core.contract import PositionError, Problem
from pardsgui.core.editing import EditError, EditorModel, FieldEditor, PaletteItem, Tool, plain_words
from pardsgui.core.geometry import Geometry, PieceView
from pardsgui.core.position import field_error
from pardsgui.games.pagade import names
from pardsgui.games.pagade.board import IMAGES, PagadeBoard, _geometry, cell_of, index_at_cell
from pardsgui.games.pagade.route import COLOURS, HOME, LAP_END, LETTERS, OFF
from pardsgui.games.pagade.rules import (
    FIELDS,
    HEAD,
    NO_PAWN,
    SEAT_MODES,
    Pagade,
    PagadePosition,
    colour_expected,
    cut_choices,
    dice_choices,
    pawn_problems,
    seats_expected,
)
from pardsgui.i18n import _, isolate, listed, pgettext

TURN_TOOL = "turn"


def _read_colours(value: str, key: str) -> list[int]:
    if value == "-":
        return []
    colours: list[int] = []
    for letter in value.upper():
        colour = LETTERS.find(letter)
        if colour < 0 or colour in colours:
            raise field_error(
                key,
                _("{value} is not a list of colours R, G, Y, B (or -)").format(value=isolate(repr(value))),
            )
        colours.append(colour)
    return colours


def _read_dice(value: str) -> str:
    """The dice field written in order ('6,3' is '3,6'); '-' while they are to be rolled."""
    if value == "-":
        return value
    parts = [part.strip() for part in value.split(",")]
    if len(parts) > 2 or any(len(part) != 1 or part not in "1346" for part in parts):
        raise field_error(
            "dice",
            _("{value} is not one or two stick-die faces (1, 3, 4, 6), or -").format(
                value=isolate(repr(value))
            ),
        )
    return ",".join(sorted(parts))


def _read_moved(value: str, colour: int, old: bool = False) -> str:
    """The `moved` field as the text writes it: '-', or the name of a place of the colour to move."""
    if value.strip() == "-":
        return "-"
    try:
        index = names.old_index(value) if old else names.index(colour, value)
    except names.PlaceError as error:
        raise field_error("moved", str(error)) from None
    return names.name(colour, index)


@dataclass
class Draft:
    """The position's fields, read without judging whether they can stand together."""

    pawns: list[list[int]] = field(default_factory=lambda: [[], [], [], []])
    colour: int = 0
    seats: str = "2"
    dice: str = "-"
    cut: list[int] = field(default_factory=list)
    finished: list[int] = field(default_factory=list)
    moved: str = "-"  # the name of the place, as the text writes it

    @classmethod
    def read(cls, text: str) -> Draft:
        (pawns_text, colour_text), given = FIELDS.split(text, HEAD)
        values = FIELDS.lenient(given)
        pawns, old = names.read_pawns(pawns_text)
        colour = LETTERS.find(colour_text.upper()) if len(colour_text) == 1 else -1
        if colour < 0:
            raise field_error("colour", colour_expected(colour_text))
        seats = values["seats"].lower()
        if seats not in SEAT_MODES:
            raise field_error("seats", seats_expected(values["seats"]))
        return cls(
            pawns,
            colour,
            seats,
            _read_dice(values["dice"]),
            sorted(_read_colours(values["cut"], "cut")),
            _read_colours(values["finished"], "finished"),
            _read_moved(values["moved"], colour, old),
        )

    def text(self) -> str:
        return FIELDS.write((names.pawns_text(self.pawns), LETTERS[self.colour]), self.values())

    def values(self) -> dict[str, str]:
        """The fields as the text writes them."""
        return {
            "seats": self.seats,
            "dice": self.dice,
            "cut": "".join(LETTERS[c] for c in sorted(self.cut)) or "-",
            "finished": "".join(LETTERS[c] for c in self.finished) or "-",
            "moved": self.moved,
        }

    @property
    def cut_mask(self) -> int:
        return sum(1 << c for c in set(self.cut))

    def all_home(self, colour: int) -> bool:
        mine = self.pawns[colour]
        return len(mine) == 4 and all(index == HOME for index in mine)

    def settle(self) -> None:
        """Keep `cut`, `finished` and `moved` in step with the pawns (see the module's notes)."""
        for colour, mine in enumerate(self.pawns):
            if any(index > LAP_END for index in mine) and colour not in self.cut:
                self.cut = sorted([*self.cut, colour])
        done = [c for c in self.finished if self.all_home(c)]
        self.finished = done + [c for c in range(4) if self.all_home(c) and c not in done]
        self.settle_moved()

    def settle_moved(self) -> None:
        if self.moved == "-":
            return
        index = names.index(self.colour, self.moved)
        if "," in self.dice or self.dice == "-" or index not in self.pawns[self.colour]:
            self.moved = "-"


def _then(order: Sequence[int]) -> str:
    """'Red, then Green': an order of finishing, in the reader's language."""
    return listed([_(COLOURS[colour]) for colour in order], _("{first}, then {second}"))


def _colour_of(piece: str) -> int:
    if len(piece) != 1 or piece.upper() not in LETTERS:
        raise EditError(_("{piece} is not a Pagade pawn (R, G, Y or B)").format(piece=isolate(repr(piece))))
    return LETTERS.index(piece.upper())


def _refused(error: PositionError) -> EditError:
    """index_at_cell's refusal, in the words the status bar shows."""
    words = str(error).removeprefix("pawns: ")
    return EditError(words[:1].upper() + words[1:])


class PagadeEditor(EditorModel):
    def __init__(self, game: Pagade) -> None:
        self.game = game
        self.view = PagadeBoard()

    # -- pawns --------------------------------------------------------------------------

    def palette(self, text: str) -> Sequence[PaletteItem]:
        return [
            PaletteItem(
                LETTERS[colour],
                IMAGES[colour],
                self._owner(text, colour),
                _(
                    "{colour} pawn: the cell decides where it stands. In {colour}'s belly the lane"
                    " labelled with the square's name is for pawns going out, the lane labelled h for"
                    " homeward pawns; a tray holds cut pawns."
                ).format(colour=_(COLOURS[colour])),
            )
            for colour in range(4)
        ]

    @staticmethod
    def _owner(text: str, colour: int) -> int:
        try:
            seats = Draft.read(text).seats
        except PositionError:
            seats = "4"
        return colour & 1 if seats == "2" else colour

    def _cell_pawns(self, draft: Draft, cell: str) -> list[tuple[int, int]]:
        """The (colour, route index) of the pawns drawn on `cell`, in drawing order."""
        return [
            (c, index) for c, mine in enumerate(draft.pawns) for index in mine if cell_of(c, index) == cell
        ]

    def piece_at(self, text: str, cell: str) -> str | None:
        standing = self._cell_pawns(Draft.read(text), cell)
        return LETTERS[standing[-1][0]] if standing else None

    def place(self, text: str, cell: str, piece: str) -> str:
        draft = Draft.read(text)
        colour = _colour_of(piece)
        try:
            index = index_at_cell(colour, cell)
        except PositionError as error:
            raise _refused(error) from None
        draft.pawns[colour].append(index)
        draft.settle()
        return draft.text()

    def remove(self, text: str, cell: str) -> str:
        draft = Draft.read(text)
        standing = self._cell_pawns(draft, cell)
        if not standing:
            return text
        # The top picture's colour; of two pawns on one square (8 and 8h), the one further on.
        colour = standing[-1][0]
        index = max(i for c, i in standing if c == colour)
        draft.pawns[colour].remove(index)
        draft.settle()
        return draft.text()

    # -- the tool: going out or homeward ----------------------------------------------------

    def hint(self, text: str) -> str:
        return _(
            "In a belly, the lane labelled with the square's name ({going_out}) holds pawns going out;"
            " the lane labelled h holds homeward pawns ({homeward})."
        ).format(going_out=isolate("R3"), homeward=isolate("R3h"))

    def tools(self, text: str) -> Sequence[Tool]:
        return (
            Tool(
                TURN_TOOL,
                _("Going out ⇄ homeward"),
                tip=_(
                    "Click a pawn on its own end square or in its belly to turn it the other way:"
                    " on {red}'s {out} between {out} (going out) and {lap} (its lap done; {green}'s"
                    " {green_lap}, {yellow}'s {yellow_lap}, {black}'s {black_lap}); in the belly"
                    " from one lane to the other."
                ).format(
                    red=_(COLOURS[0]),
                    green=_(COLOURS[1]),
                    yellow=_(COLOURS[2]),
                    black=_(COLOURS[3]),
                    out=isolate("8"),
                    lap=isolate("8h"),
                    green_lap=isolate("25h"),
                    yellow_lap=isolate("42h"),
                    black_lap=isolate("59h"),
                ),
            ),
        )

    def apply_tool(self, text: str, tool: str, cell: str, target: str | None = None) -> str:
        if tool != TURN_TOOL:
            raise EditError(_("no tool {tool} here").format(tool=isolate(repr(tool))))
        draft = Draft.read(text)
        standing = self._cell_pawns(draft, cell)
        if not standing:
            raise EditError(_("No pawn there: click a pawn on its own end square or in its belly"))
        colour = standing[-1][0]
        mine = draft.pawns[colour]
        indices = [i for c, i in standing if c == colour]
        if indices[0] in (8, LAP_END):
            # Square 8: one pawn more homeward on each click, then all back out.
            if 8 in indices:
                mine[mine.index(8)] = LAP_END
            else:
                for _pawn in indices:
                    mine[mine.index(LAP_END)] = 8
        elif 1 <= indices[0] <= 7 or LAP_END < indices[0] < HOME:
            index = indices[-1]
            mine[mine.index(index)] = HOME - index  # the same belly square, the other lane
        else:
            name = _(COLOURS[colour])
            place = isolate(names.name(colour, indices[0]))
            where = {OFF: _("off the board"), HOME: pgettext("where a pawn is", "Home")}.get(indices[0])
            where = where or _("on {place}").format(place=place)
            end = isolate(str(names.END_SQUARES[colour]))
            raise EditError(
                _(
                    "This {colour} pawn is {where}: only on {colour}'s end square {end} or in"
                    " {colour}'s belly is a pawn going out or homeward"
                ).format(colour=name, where=where, end=end)
            )
        draft.settle()
        return draft.text()

    # -- fields ------------------------------------------------------------------------------

    def fields(self, text: str) -> Sequence[FieldEditor]:
        draft = Draft.read(text)
        home = [c for c in range(4) if draft.all_home(c)]
        orders = [("".join(LETTERS[c] for c in order), _then(order)) for order in permutations(home)]
        moved_choices = [("-", _("no pawn barred"))]
        if draft.dice in ("1", "3", "4", "6"):  # only with one die left
            for index in sorted(set(draft.pawns[draft.colour]) - {OFF}):
                place = names.name(draft.colour, index)
                where = (
                    _("the pawn that went Home")
                    if index == HOME
                    else _("the pawn on {place}").format(place=isolate(place))
                )
                moved_choices.append((place, where))
        return (
            FieldEditor(
                "side",
                _("To move"),
                LETTERS[draft.colour],
                choices=tuple((LETTERS[c], _(COLOURS[c])) for c in range(4)),
            ),
            *FIELDS.editors(
                draft.values(),
                {
                    "dice": dice_choices(),
                    "cut": cut_choices(),
                    "moved": tuple(moved_choices),
                    "finished": tuple(orders) if home else (("-", _("nobody yet")),),
                },
                order=("seats", "dice", "moved", "cut", "finished"),
            ),
        )

    def set_field(self, text: str, key: str, value: str) -> str:
        draft = Draft.read(text)
        if key == "side":
            if len(value) != 1 or value.upper() not in LETTERS:
                raise EditError(
                    _("{label}: {value} is not a colour R, G, Y or B").format(
                        label=_("To move"), value=isolate(repr(value))
                    )
                )
            draft.colour = LETTERS.index(value.upper())
            draft.moved = "-"  # the first die was the other colour's
        else:
            values = draft.values()
            FIELDS.set_field(values, key, value)  # an unknown key and the seats are refused here
            try:
                draft.seats = values["seats"]
                draft.dice = _read_dice(values["dice"])
                draft.cut = sorted(_read_colours(values["cut"], "cut"))
                draft.finished = _read_colours(values["finished"], "finished")
                draft.moved = _read_moved(values["moved"], draft.colour)
            except PositionError as error:
                raise EditError(str(error)) from None
            kept = [c for c in range(4) if c not in draft.cut and max(draft.pawns[c], default=0) > LAP_END]
            if key == "cut" and kept:
                raise EditError(
                    _(
                        "Have cut: {colour} has a pawn homeward or Home, so {colour} has cut"
                        " (turn that pawn back or move it first)"
                    ).format(colour=_(COLOURS[kept[0]]))
                )
            if key == "moved" and draft.moved != "-":
                draft.settle_moved()
                if draft.moved == "-":
                    raise EditError(
                        _(
                            "First die moved: names a {colour} pawn while one die is left;"
                            " set the dice to that die and put a {colour} pawn on {place} first"
                        ).format(colour=_(COLOURS[draft.colour]), place=isolate(value))
                    )
        draft.settle()
        return draft.text()

    def clear(self, text: str) -> str:
        draft = Draft.read(text)
        return Draft(colour=draft.colour, seats=draft.seats).text()

    def options(self, text: str) -> dict[str, str]:
        return {"seats": Draft.read(text).seats}

    # -- drawing and checking -----------------------------------------------------------------

    def geometry(self, text: str) -> Geometry:
        return _geometry()

    def pieces(self, text: str) -> Sequence[PieceView]:
        draft = Draft.read(text)
        shown = PagadePosition(
            tuple(tuple(mine) for mine in draft.pawns),
            draft.colour,
            draft.seats,
            (),
            draft.cut_mask,
            (),
            NO_PAWN,
        )
        views: dict[str, PieceView] = {}
        for view in self.view.pieces(shown):
            below = views.get(view.cell)
            if below is not None:
                # Two colours on one square (a problem the editor marks): one picture, the
                # top colour's, counting every pawn, with every pawn in its words.
                pawns = sum(2 if "pair" in v.flags else v.count for v in (below, view))
                view = PieceView(view.cell, view.image, view.owner, pawns, f"{below.name}; {view.name}")
            views[view.cell] = view
        return list(views.values())

    def check(self, text: str) -> list[Problem]:
        try:
            draft = Draft.read(text)
        except PositionError as error:
            return [Problem(plain_words(error), error.field, ())]
        found = pawn_problems(draft.pawns, draft.cut_mask, draft.seats)
        if found:  # said beside their field, as every game's problems are
            return [
                Problem(
                    plain_words(PositionError(problem.message, problem.field)),
                    problem.field,
                    tuple(dict.fromkeys(cell_of(c, i) for c, i in problem.places)),
                )
                for problem in found
            ]
        return super().check(text)

    def cells_of_problem(self, text: str, error: PositionError) -> tuple[str, ...]:
        draft = Draft.read(text)
        if error.field == "finished":
            home = {c for c in range(4) if draft.all_home(c)}
            wrong = home.symmetric_difference(draft.finished) or home
            return tuple(f"home-{LETTERS[c]}" for c in sorted(wrong))
        if error.field == "colour":
            return (f"home-{LETTERS[draft.colour]}",)
        return ()
