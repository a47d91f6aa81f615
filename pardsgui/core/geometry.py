"""How a game's board and pieces look, as plain data (no Qt).

Each game describes its board as cells (polygons in board units, y growing
downwards), lines and marks, and its pieces as pictures standing on cells.
One generic board scene in the UI draws every game from this.
"""

from __future__ import annotations

import re
from abc import ABC, abstractmethod
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, TypeAlias, TypeVar

from pardsgui.core.ending import Ending
from pardsgui.core.position import Move, Outcome, Position
from pardsgui.i18n import _, and_list, pgettext

Point = tuple[float, float]
P = TypeVar("P", bound=Position)


@dataclass(frozen=True, slots=True)
class Cell:
    """A place a piece can stand (a square, a point, a tray)."""

    id: str
    polygon: tuple[Point, ...]
    center: Point
    tone: str = "light"  # a colour role of the theme, e.g. "light", "dark", "water"
    label: str = ""  # the coordinate shown when coordinates are on
    # Several pieces on the cell line up from `center` in this direction, one
    # piece size apart (a tables point); None: one picture and a count.
    spread: Point | None = None
    capacity: int = 1  # pieces drawn along `spread` before a count takes over
    piece_size: float = 1.0  # the size of one piece, in board units


@dataclass(frozen=True, slots=True)
class Line:
    start: Point
    end: Point
    tone: str = "line"
    width: float = 0.04


@dataclass(frozen=True, slots=True)
class Mark:
    """Something printed on the board that is not a cell: a pip, a label, a bar."""

    # "pip", "text", "coord" (a cell's name: hidden with View ▸ Coordinates; with a
    # polygon, printed on that polygon in the board's colour), "ring", "outline",
    # "cross", "polygon"
    kind: str
    at: Point
    size: float = 0.1
    tone: str = "mark"
    text: str = ""
    polygon: tuple[Point, ...] = ()


@dataclass(frozen=True, slots=True)
class Geometry:
    width: float
    height: float
    cells: tuple[Cell, ...]
    lines: tuple[Line, ...] = ()
    marks: tuple[Mark, ...] = ()
    # Marks that belong to the board itself, as its lines do (a Parry point's dot and number):
    # they stand while the board stands, drawn with its cells and lines, under the marks above them.
    # The scene keeps them in the board's fixed picture, so a step never draws them again.
    printed: tuple[Mark, ...] = ()
    _index: dict[str, Cell] = field(default_factory=dict, compare=False, repr=False)

    def __post_init__(self) -> None:
        self._index.update((cell.id, cell) for cell in self.cells)
        if len(self._index) != len(self.cells):
            raise ValueError("cell ids must be unique")

    def cell(self, cell_id: str) -> Cell:
        return self._index[cell_id]


@dataclass(frozen=True, slots=True)
class PieceView:
    """A piece (or a stack of equal pieces) as the board shows it."""

    cell: str
    image: str  # resources/pieces/<game>/<image>.svg
    owner: int | None
    count: int = 1
    name: str = ""  # words for tooltips and screen readers, e.g. "3 White pieces"
    flags: frozenset[str] = frozenset()


def piece_on(piece: str, cell: str) -> str:
    """A piece's name by its place ("White Shah on a2"), in the reader's word order."""
    return _("{piece} on {cell}").format(piece=piece, cell=cell)


def piece_here(name: str, cell: str) -> str:
    """`name` without the place `piece_on` gave it, where the place is said already (the Cells list)."""
    before, _mark, after = _("{piece} on {cell}").partition("{piece}")
    prefix, suffix = before.format(cell=cell), after.format(cell=cell)
    if prefix and name.startswith(prefix):
        name = name[len(prefix) :]
    return name.removesuffix(suffix) if suffix else name


@dataclass(frozen=True, slots=True)
class DiceView:
    """The dice the dice panel draws."""

    kind: str  # "d6", or "stick" (long four-sided dice showing 1, 3, 4, 6)
    values: tuple[int, ...]  # the dice still to play; () while they are to be rolled
    count: int = 2  # how many dice a roll throws
    # What the dice shown are when they are not dice to play ("Grid dice: a1 2, a7 5, ..."); "" for none.
    caption: str = ""


@dataclass(frozen=True, slots=True)
class HandItem:
    """Something a seat holds off the board: pieces in hand, borne off, captured."""

    image: str
    count: int
    label: str


@dataclass(frozen=True, slots=True)
class SeatPanel:
    """What the hand panel shows for one seat."""

    seat: int
    name: str
    image: str  # a picture of the seat's pieces, for the turn banner and the panel
    items: tuple[HandItem, ...] = ()
    score: str = ""
    notes: tuple[str, ...] = ()


class BoardView(ABC, Generic[P]):
    """The Qt-free drawing description of one game.

    The abstract methods are what every game must give; the others have
    plain defaults that a game overrides to speak in its own words. A view
    is typed by its game's position (`BoardView[KerdPosition]`), so it reads
    the position's own fields without downcasts.
    """

    plural_names = False  # are the seats' names plural ("Noughts win"), not colours ("White wins")?

    @abstractmethod
    def geometry(self, position: P) -> Geometry: ...

    @abstractmethod
    def pieces(self, position: P) -> Sequence[PieceView]: ...

    @abstractmethod
    def move_cells(self, position: P, move: Move) -> tuple[str | None, str | None]:
        """The cells a move goes from and to; (None, None) for moves without a square."""

    @abstractmethod
    def seat_names(self, position: P) -> tuple[str, ...]: ...

    def prompt(self, position: P) -> str:
        """What to do now, in words, for the turn banner."""
        names = self.seat_names(position)
        if position.outcome is not None:
            return result_words(position.outcome, names)
        if position.is_chance:
            return _("Roll the dice")
        seat = position.current
        return _("{seat} to move").format(seat=names[seat]) if seat is not None else ""

    def acting_seat(self, position: P) -> int | None:
        """The seat whose turn it is, also while its dice are to be rolled."""
        return position.current if position.outcome is None else None

    def dice(self, position: P) -> DiceView | None:
        """The dice to draw in the dice panel; None for a game without dice there."""
        return None

    def panels(self, position: P) -> Sequence[SeatPanel]:
        """One entry per seat for the hand panel."""
        return [SeatPanel(seat, name, "") for seat, name in enumerate(self.seat_names(position))]

    def move_label(self, position: P, move: Move) -> str:
        """Words for a move on a button or in the chooser."""
        return position.move_text(move)

    def secret(self, position: P) -> bool:
        """True when the seat to move decides something the other seats must not see."""
        return False

    def secret_moves(self, position: P) -> tuple[Move, ...]:
        """Moves whose mere availability is secret: offered only behind a cover, never as buttons."""
        return ()

    def covered_moves(self, position: P) -> tuple[Move, ...]:
        """Secret moves the seat to move is offered as buttons that open a cover, legal now or not.

        A secret move's availability is itself secret (`secret_moves`), so its button is
        offered whenever the move could be legal as far as the other seats can know: its
        presence tells them nothing. Behind the cover the seat sees whether it may play it.
        Every legal secret move is among these.
        """
        return ()

    def secret_words(self, position: P, seat: int) -> str:
        """What `seat` may be told of its own secrets when it peeks behind a cover; "" for none."""
        return ""

    def record_text(self, position: P, move: Move, viewer: int | None) -> str:
        """The move as the move list shows it to `viewer` (None: everyone at the screen).

        It names cells as the board prints them (the notation's names where the
        board prints those), so what the list says can be found on the board.
        """
        return position.move_text(move)

    # -- explaining the game to a newcomer ------------------------------------------------
    #
    # How the board is clicked: a move whose `move_cells` are (a, b) with a != b is
    # made by clicking a, then b (or dragging a to b); (None, b) or (a, None) by one
    # click on that cell; (a, a) is an action on the piece at a, offered as a button
    # while that piece is selected (never by a click, so nothing happens by mistake);
    # (None, None) is a button in the Actions panel.

    def describe(self, position: P, move: Move, viewer: int | None) -> str:
        """The move as one plain sentence for a newcomer, in the board's names.

        "Black entered a piece on point 21 with the 3", "White's Pharaoh sacked the
        Shah on e5; White may now move the Vicar". Secrets stay hidden from `viewer`
        as in `record_text`.
        """
        return self.record_text(position, move, viewer)

    def why_not(self, position: P, selected: str | None, cell: str) -> str:
        """Why a click on `cell` makes no move, in words from the rules.

        `selected` is the cell whose piece is selected, None when nothing is: then the
        question is why no move starts at `cell` ("This Shah is not part of any usable
        pattern", "Point 14 holds two Black pieces"); else why that piece cannot go to
        `cell`. Asked only when the click did nothing; "" lets the window say it plainly.
        """
        return ""

    def forbidden_targets(self, position: P) -> Mapping[str, Collection[str]]:
        """Cells a click asks a selected piece to go to though the rules forbid it: {its cell: cells}.

        Only needed where such a cell holds a piece of the mover's: a click there would
        otherwise pick that piece instead and say nothing (Nardshir: the point a die counts
        to from the hand, full of the mover's own pieces). The click says `why_not` instead.
        """
        return {}

    def move_reason(self, position: P, move: Move) -> str:
        """Which rule allows `move`, in a few words (a tooltip on its target): "sack of 3"."""
        return ""

    def confirm(self, position: P, move: Move) -> str:
        """A question to ask before `move` is played ("" for none), e.g. removing one's own piece."""
        return ""

    def why_ended(self, position: P) -> str:
        """Why the game ended and by how much, after the verdict says who won.

        In the game's words, naming no winner ("Black bore off all 15; White had 5 off"):
        `result` puts the verdict, with the players' names, before it.
        """
        return ""

    def result(self, position: P, players: Sequence[str] = (), ending: Ending | None = None) -> str:
        """Who won (by the players' names where given) and why: 'Ana (White) wins. White bore off all 15'.

        `ending`: the game ended by the players' word there (a resignation, a draw agreed).
        """
        names = self.seat_names(position)
        if ending is not None:
            outcome: Outcome | None = ending.outcome(position.players)
            why = ending.words(names, players)
        else:
            outcome, why = position.outcome, self.why_ended(position)
        if outcome is None:
            return ""
        head = result_words(outcome, names, players, self.plural_names)
        return f"{head}. {sentence(why)}" if why else head

    def glossary(self) -> Mapping[str, str]:
        """The game's own words the turn texts use, each with a one-line definition."""
        return {}

    def legend(self, position: P) -> Sequence[tuple[str, str]]:
        """A key to the board's special marks: (theme tone, words), shown under the board."""
        return ()

    def cell_notes(self, position: P) -> Mapping[str, str]:
        """What the picture shows of a cell besides its pieces, in words, by cell id.

        A ring, a region's colour, a cross: a screen reader's user has only the words,
        so each cell's line (the Cells list, the board's cells) says it too.
        """
        return {}

    def describe_position(self, position: P, viewer: int | None) -> str:
        """The whole position in words, for a screen reader ("Describe the position").

        What to do now, then every piece as its tooltip names it; a secret stays
        hidden as on the screen, since the pieces' names are what the board shows.
        """
        pieces = [view.name for view in self.pieces(position) if view.name]
        lines = [self.prompt(position) + "."]
        lines.append(
            _("On the board: {pieces}.").format(pieces="; ".join(pieces))
            if pieces
            else _("The board is empty.")
        )
        return "\n".join(lines)

    def places(self, position: P) -> Mapping[str, tuple[Point, float]]:
        """Named spots of the board that are not cells, which a lesson may point at (its `marks`).

        Each is its centre and a radius that rings it in board units; Pards names its
        grids' dice, drawn beside the board ("die a1"). {} for none.
        """
        return {}

    def study_marks(self, position: P) -> Sequence[Mark]:
        """Extra marks that help a newcomer see the game (View ▸ Study marks); () for none."""
        return ()

    def study_legend(self, position: P) -> Sequence[tuple[str, str]]:
        """A key to `study_marks`, (theme tone, words), shown with the legend while they are on."""
        return ()


#: A view of whichever game is in play: what the UI and the record hold.
AnyView: TypeAlias = "BoardView[Any]"


def rectangle(x: float, y: float, width: float, height: float) -> tuple[Point, ...]:
    return ((x, y), (x + width, y), (x + width, y + height), (x, y + height))


def sentence(words: str) -> str:
    """Words as a sentence: the first letter capitalised, unless they start with a cell's name ("d5 ...")."""
    if re.match(r"[a-z]\d", words):
        return words
    return words[:1].upper() + words[1:]


def result_words(
    outcome: Sequence[float], names: Sequence[str], players: Sequence[str] = (), plural: bool = False
) -> str:
    """'White wins', 'Ana (White) wins' where the seat has a player, 'Draw', or who shares first place."""
    best = max(outcome)
    seats = [seat for seat, score in enumerate(outcome) if score == best]
    if len(seats) == len(outcome):
        return pgettext("result", "Draw")
    winners = [seat_label(seat, names, players) for seat in seats]
    if len(winners) == 1:
        named = seats[0] < len(players) and bool(players[seats[0]])
        # "Red and Yellow win", "Noughts win"
        many = not named and (plural or " and " in winners[0] or _(" and ") in winners[0])
        return (_("{winners} win") if many else _("{winner} wins")).format(
            winner=winners[0], winners=winners[0]
        )
    if best == 1.0:  # each scores a whole win: partners who won together
        return _("{winners} win").format(winners=and_list(winners))
    return _("{winners} share first place").format(winners=and_list(winners))


def seat_label(seat: int, names: Sequence[str], players: Sequence[str] = ()) -> str:
    """A seat as the people at the table know it: 'Ana (White)', or 'White' when nobody is named."""
    player = players[seat] if seat < len(players) else ""
    return f"{player} ({names[seat]})" if player else names[seat]
