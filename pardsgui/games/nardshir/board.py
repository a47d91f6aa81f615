"""How the Nardshir board looks: a tables board drawn so the track reads as a U.

Points keep Ludii's numbers (bottom row 0-11 left to right, top row 12-23),
but the top row is drawn right to left, so White's track runs along the
bottom to the right, up, and back along the top; Black's runs the other way.
Trays on the left hold each side's hand (where it enters) and borne-off
pieces (where it leaves): White enters bottom left and bears off top left.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from functools import cache
from typing import cast

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
    rectangle,
)
from pardsgui.games.nardshir import words
from pardsgui.games.nardshir.rules import COLOURS, HAND, OFF, PASS, NardshirPosition, Roll, Step
from pardsgui.i18n import _, language, ngettext

IMAGES = ("white", "black")
FRAME_LEFT = 2.2
FRAME_TOP = 0.5
INSET = 0.2
POINT_LENGTH = 4.6
GAP = 1.2
PIECE = 0.9
TRAY_X = 0.3
TRAY_WIDTH = 1.6


def _column_x(column: int) -> float:
    return FRAME_LEFT + INSET + column + (1.0 if column >= 6 else 0.0)


def _point_cell(point: int) -> Cell:
    if point < 12:
        column, base, direction = point, FRAME_TOP + 2 * INSET + 2 * POINT_LENGTH + GAP, -1.0
    else:
        column, base, direction = 23 - point, FRAME_TOP + INSET, 1.0
    x = _column_x(column)
    apex = base + direction * POINT_LENGTH
    polygon: tuple[Point, ...] = ((x, base), (x + 1.0, base), (x + 0.5, apex))
    center = (x + 0.5, base + direction * PIECE / 2)
    return Cell(
        id=f"p{point}",
        polygon=polygon,
        center=center,
        tone="point-a" if point % 2 == 0 else "point-b",
        label=_("point {point}").format(point=point),
        spread=(0.0, direction * PIECE),
        capacity=5,
        piece_size=PIECE,
    )


def _tray(cell_id: str, top: float, height: float, label: str) -> Cell:
    return Cell(
        id=cell_id,
        polygon=rectangle(TRAY_X, top, TRAY_WIDTH, height),
        center=(TRAY_X + TRAY_WIDTH / 2, top + height / 2 + 0.15),
        tone="tray",
        label=label,
        piece_size=PIECE,
    )


def _geometry() -> Geometry:
    return _drawn(language())


@cache
def _drawn(code: str) -> Geometry:
    """The board, its trays named in the language `code` (drawn once per language)."""
    frame_bottom = FRAME_TOP + 2 * INSET + 2 * POINT_LENGTH + GAP
    width = _column_x(11) + 1.0 + INSET + 0.3
    height = frame_bottom + FRAME_TOP
    half = (frame_bottom - FRAME_TOP) / 2
    cells = [_point_cell(point) for point in range(24)]
    trays = (
        ("hand-b", FRAME_TOP, _("Black's hand"), _("Black hand")),
        ("off-w", FRAME_TOP + half / 2, _("White borne off"), _("White off")),
        ("off-b", FRAME_TOP + half, _("Black borne off"), _("Black off")),
        ("hand-w", FRAME_TOP + 1.5 * half, _("White's hand"), _("White hand")),
    )
    for cell_id, top, label, _short in trays:
        cells.append(_tray(cell_id, top + 0.05, half / 2 - 0.1, label))
    bar_x = _column_x(6) - 1.0
    marks = [
        Mark(
            "polygon",
            (0, 0),
            tone="frame",
            polygon=rectangle(FRAME_LEFT, FRAME_TOP, width - FRAME_LEFT - 0.3, frame_bottom - FRAME_TOP),
        ),
        Mark(
            "polygon", (0, 0), tone="bar", polygon=rectangle(bar_x, FRAME_TOP, 1.0, frame_bottom - FRAME_TOP)
        ),
    ]
    for _cell_id, top, _label, short in trays:
        marks.append(
            Mark(
                "text",
                (TRAY_X + TRAY_WIDTH / 2, top + 0.3),
                # smaller where a language's words are longer, so the name stays inside its tray
                size=min(0.24, (TRAY_WIDTH - 0.1) / (0.62 * len(short))),
                tone="label",
                text=short,
            )
        )
    for point in range(24):
        cell = _point_cell(point)
        y = frame_bottom + 0.25 if point < 12 else FRAME_TOP - 0.25
        marks.append(Mark("coord", (cell.center[0], y), size=0.3, tone="coord", text=str(point)))
    return Geometry(width=width, height=height, cells=tuple(cells), marks=tuple(marks))


def piece_words(seat: int) -> str:
    """A piece of `seat` as the board names it, in the reader's language ("White piece")."""
    return _("{colour} piece").format(colour=_(COLOURS[seat]))


def _name(count: int, seat: int, where: str) -> str:
    return ngettext("{count} {colour} piece {where}", "{count} {colour} pieces {where}", count).format(
        count=count, colour=_(COLOURS[seat]), where=where
    )


class NardshirBoard(BoardView[NardshirPosition]):
    def geometry(self, position: NardshirPosition) -> Geometry:
        return _geometry()

    def pieces(self, position: NardshirPosition) -> Sequence[PieceView]:
        views = []
        for point, value in enumerate(position.board):
            if value:
                seat = 0 if value > 0 else 1
                views.append(
                    PieceView(
                        f"p{point}",
                        IMAGES[seat],
                        seat,
                        abs(value),
                        _name(abs(value), seat, _("on point {point}").format(point=point)),
                    )
                )
        for seat in (0, 1):
            letter = "wb"[seat]
            if position.hand[seat]:
                views.append(
                    PieceView(
                        f"hand-{letter}",
                        IMAGES[seat],
                        seat,
                        position.hand[seat],
                        _name(position.hand[seat], seat, _("in hand")),
                    )
                )
            if position.off[seat]:
                views.append(
                    PieceView(
                        f"off-{letter}",
                        IMAGES[seat],
                        seat,
                        position.off[seat],
                        _name(position.off[seat], seat, _("borne off")),
                    )
                )
        return views

    def move_cells(self, position: NardshirPosition, move: Move) -> tuple[str | None, str | None]:
        if move == PASS or isinstance(move, Roll):
            return None, None
        _die, src, dst = cast(Step, move)
        letter = "wb"[position.player]
        return (
            f"hand-{letter}" if src == HAND else f"p{src}",
            f"off-{letter}" if dst == OFF else f"p{dst}",
        )

    def seat_names(self, position: NardshirPosition) -> tuple[str, ...]:
        return tuple(_(colour) for colour in COLOURS)

    def prompt(self, position: NardshirPosition) -> str:
        return self.result(position) if position.outcome is not None else words.prompt(position)

    def why_ended(self, position: NardshirPosition) -> str:
        return words.why_ended(position)

    def describe(self, position: NardshirPosition, move: Move, viewer: int | None) -> str:
        return words.describe(position, move)

    def why_not(self, position: NardshirPosition, selected: str | None, cell: str) -> str:
        return words.why_not(position, selected, cell)

    def forbidden_targets(self, position: NardshirPosition) -> Mapping[str, Collection[str]]:
        return words.forbidden_targets(position)

    def move_reason(self, position: NardshirPosition, move: Move) -> str:
        return words.move_reason(position, move)

    def glossary(self) -> Mapping[str, str]:
        return words.glossary()

    def acting_seat(self, position: NardshirPosition) -> int | None:
        return position.player if position.outcome is None else None

    def dice(self, position: NardshirPosition) -> DiceView:
        return DiceView("d6", position.dice)

    def panels(self, position: NardshirPosition) -> Sequence[SeatPanel]:
        return [
            SeatPanel(
                seat,
                _(COLOURS[seat]),
                IMAGES[seat],
                (
                    HandItem(IMAGES[seat], position.hand[seat], _("in hand")),
                    HandItem(IMAGES[seat], position.off[seat], _("borne off")),
                ),
            )
            for seat in (0, 1)
        ]

    def move_label(self, position: NardshirPosition, move: Move) -> str:
        if move == PASS:
            return _("Pass")
        if isinstance(move, Roll):
            return _("Roll {first} and {second}").format(first=move.first, second=move.second)
        die, src, dst = cast(Step, move)
        if src == HAND:
            return _("{die}: enter on point {point}").format(die=die, point=dst)
        if dst == OFF:
            return _("{die}: bear off from point {point}").format(die=die, point=src)
        return _("{die}: point {source} to {target}").format(die=die, source=src, target=dst)
