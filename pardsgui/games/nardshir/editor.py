"""Editing Nardshir positions: pieces on points and in the trays, side, dice, variant."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from pardsgui.core.contract import PositionError
from pardsgui.core.editing import EditError, EditorModel, FieldEditor, PaletteItem
from pardsgui.core.geometry import Geometry, PieceView
from pardsgui.games.nardshir.board import IMAGES, NardshirBoard, _geometry, piece_words
from pardsgui.games.nardshir.rules import (
    COLOURS,
    FIELDS,
    HEAD,
    PIECES,
    POINTS,
    CountError,
    Nardshir,
    NardshirPosition,
    dice_choices,
)
from pardsgui.i18n import N_, _

CODES = ("w", "b")
TO_MOVE = N_("To move")


@dataclass
class Draft:
    """The position's fields, read without judging them."""

    board: list[int] = field(default_factory=lambda: [0] * POINTS)
    side: str = "w"
    hand: list[int] = field(default_factory=lambda: [PIECES, PIECES])
    off: list[int] = field(default_factory=lambda: [0, 0])
    # Every field as written; the text writes hand and off from the counts above.
    values: dict[str, str] = field(default_factory=lambda: dict(FIELDS.defaults))

    @classmethod
    def read(cls, text: str) -> Draft:
        (points, side), given = FIELDS.split(text, HEAD)
        values = FIELDS.lenient(given)
        try:
            board = [int(v) for v in points.split(",")]
            hand = [int(v) for v in values["hand"].split(",")]
            off = [int(v) for v in values["off"].split(",")]
        except ValueError:
            raise PositionError(_("the position cannot be edited: its numbers do not read")) from None
        if len(board) != POINTS or len(hand) != 2 or len(off) != 2:
            raise PositionError(_("the position cannot be edited: a field has the wrong length"))
        values["variant"] = values["variant"].lower()
        return cls(board, side.lower(), hand, off, values)

    def text(self) -> str:
        written = {
            **self.values,
            "hand": f"{self.hand[0]},{self.hand[1]}",
            "off": f"{self.off[0]},{self.off[1]}",
        }
        return FIELDS.write((",".join(map(str, self.board)), self.side), written)


def _seat_of_tray(cell: str) -> int:
    return CODES.index(cell[-1])


def _known(cell: str) -> str:
    """`cell` if the board draws it: a cell id from anywhere else is said, not a crash."""
    try:
        _geometry().cell(cell)
    except KeyError:
        raise EditError(_("there is no cell {cell} on the Nardshir board").format(cell=repr(cell))) from None
    return cell


class NardshirEditor(EditorModel):
    def __init__(self, game: Nardshir) -> None:
        self.game = game
        self.view = NardshirBoard()

    def palette(self, text: str) -> Sequence[PaletteItem]:
        return [PaletteItem(CODES[seat], IMAGES[seat], seat, piece_words(seat)) for seat in (0, 1)]

    def piece_at(self, text: str, cell: str) -> str | None:
        draft = Draft.read(text)
        _known(cell)
        if cell.startswith("p"):
            value = draft.board[int(cell[1:])]
            return None if value == 0 else CODES[0 if value > 0 else 1]
        seat = _seat_of_tray(cell)
        counts = draft.hand if cell.startswith("hand") else draft.off
        return CODES[seat] if counts[seat] else None

    def place(self, text: str, cell: str, piece: str) -> str:
        draft = Draft.read(text)
        _known(cell)
        seat = CODES.index(piece)
        if cell.startswith("p"):
            point = int(cell[1:])
            sign = 1 - 2 * seat
            value = draft.board[point]
            # A point holds one colour: placing the other colour replaces what was there.
            draft.board[point] = value + sign if value * sign >= 0 else sign
        else:
            if _seat_of_tray(cell) != seat:
                label = _geometry().cell(cell).label
                raise EditError(
                    _("{tray} holds only {colour} pieces").format(tray=label, colour=_(COLOURS[1 - seat]))
                )
            counts = draft.hand if cell.startswith("hand") else draft.off
            counts[seat] += 1
        return draft.text()

    def remove(self, text: str, cell: str) -> str:
        draft = Draft.read(text)
        _known(cell)
        if cell.startswith("p"):
            point = int(cell[1:])
            value = draft.board[point]
            draft.board[point] = value - 1 if value > 0 else value + 1 if value < 0 else 0
        else:
            seat = _seat_of_tray(cell)
            counts = draft.hand if cell.startswith("hand") else draft.off
            counts[seat] = max(0, counts[seat] - 1)
        return draft.text()

    def fields(self, text: str) -> Sequence[FieldEditor]:
        draft = Draft.read(text)
        sides = tuple((code, _(colour)) for code, colour in zip(CODES, COLOURS, strict=True))
        return (
            FieldEditor("side", _(TO_MOVE), draft.side, choices=sides),
            *FIELDS.editors(draft.values, {"dice": dice_choices()}),
        )

    def set_field(self, text: str, key: str, value: str) -> str:
        draft = Draft.read(text)
        if key == "side":
            draft.side = value
        else:
            FIELDS.set_field(draft.values, key, value)
        return draft.text()

    def clear(self, text: str) -> str:
        draft = Draft.read(text)
        return Draft(side=draft.side, values={**FIELDS.defaults, "variant": draft.values["variant"]}).text()

    def options(self, text: str) -> dict[str, str]:
        variant = Draft.read(text).values["variant"]
        return {"variant": variant if variant in ("ludii2", "historical") else "ludii2"}

    def geometry(self, text: str) -> Geometry:
        return _geometry()

    def pieces(self, text: str) -> Sequence[PieceView]:
        draft = Draft.read(text)
        position = NardshirPosition(
            tuple(draft.board), 0, (draft.hand[0], draft.hand[1]), (draft.off[0], draft.off[1]), (), "ludii2"
        )
        return self.view.pieces(position)

    def cells_of_problem(self, text: str, error: PositionError) -> tuple[str, ...]:
        if isinstance(error, CountError):
            # A wrong piece count: mark where the pieces of that colour are.
            draft = Draft.read(text)
            seat = error.seat
            sign = 1 - 2 * seat
            points = [f"p{i}" for i, v in enumerate(draft.board) if v * sign > 0]
            return (*points, f"hand-{CODES[seat]}", f"off-{CODES[seat]}")
        return ()
