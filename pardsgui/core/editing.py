"""Editing positions, as plain data and text (no Qt).

The editor works on position text: an edited position may be impossible
(nine Kings, sixteen pieces ...), so it cannot always be a Position value.
Each game gives an `EditorModel` that changes the text leniently — placing
and removing pieces on cells, setting fields, applying its tools (Pards
grids, Kerd regions) — and draws it; `check()` says in words what is wrong,
with the field and the cells, from the game's `parse` and `problems()`.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from pardsgui.core.geometry import Geometry, PieceView, sentence
from pardsgui.core.position import Position, PositionError, Problem
from pardsgui.i18n import _, isolate


def plain_words(message: PositionError | str) -> str:
    """A problem as a sentence for the person editing: without the text field's name in front.

    Parse errors name their field first ("board: White has 2 Kings ...") for people who
    type position texts; the editor shows the field beside the problem instead.
    """
    words = str(message)
    field = message.field if isinstance(message, PositionError) else None
    if field and words.startswith(f"{field}: "):
        words = words[len(field) + 2 :]
    return sentence(words)


class EditError(ValueError):
    """An edit that cannot be made (the message says why); the text is unchanged."""


@dataclass(frozen=True, slots=True)
class PaletteItem:
    """A piece the user can put on the board."""

    piece: str  # the game's code for it, passed back to `place`
    image: str
    owner: int | None
    label: str


@dataclass(frozen=True, slots=True)
class Tool:
    """Something other than a piece that a click (or a drag) applies to cells."""

    id: str
    label: str
    paints: bool = False  # dragging applies it to every cell passed over
    drags: bool = False  # a drag from one cell to another is one action (move a grid)
    tip: str = ""


@dataclass(frozen=True, slots=True)
class FieldEditor:
    """One field of the position the editor panel shows as a control."""

    key: str  # a key=value key, or "side"
    label: str
    value: str
    kind: str = "choice"  # "choice", or "text" for free text checked by the game
    choices: tuple[tuple[str, str], ...] = ()  # (value, label)
    tip: str = ""


@dataclass(frozen=True, slots=True)
class Document:
    """A part of the position that can be saved to and loaded from a file of its own."""

    id: str
    label: str  # "Region map"
    suffix: str  # ".kerdmap"


class EditedGame(Protocol):
    """All an editor asks of its game (a contract `Game`): its start, and a text read as a position."""

    def initial(self, **options: str) -> Position: ...

    def parse(self, text: str) -> Position: ...


class EditorModel(ABC):
    """How one game's positions are edited. Every method takes and returns position text."""

    game: EditedGame

    @abstractmethod
    def palette(self, text: str) -> Sequence[PaletteItem]: ...

    @abstractmethod
    def place(self, text: str, cell: str, piece: str) -> str:
        """Put one `piece` on `cell`; EditError if the cell cannot hold it."""

    @abstractmethod
    def remove(self, text: str, cell: str) -> str:
        """Take one piece (the top of a stack) off `cell`; unchanged if it is empty."""

    def move(self, text: str, source: str, target: str) -> str:
        """Move one piece; the default takes it off `source` and places it on `target`."""
        piece = self.piece_at(text, source)
        if piece is None:
            return text
        return self.place(self.remove(text, source), target, piece)

    @abstractmethod
    def piece_at(self, text: str, cell: str) -> str | None:
        """The code of the (top) piece on `cell`, or None."""

    @abstractmethod
    def fields(self, text: str) -> Sequence[FieldEditor]: ...

    @abstractmethod
    def set_field(self, text: str, key: str, value: str) -> str: ...

    @abstractmethod
    def clear(self, text: str) -> str:
        """An empty board, keeping the options."""

    def start(self, text: str) -> str:
        """The game's start position with the options of `text`."""
        return self.game.initial(**self.options(text)).to_text()

    @abstractmethod
    def options(self, text: str) -> dict[str, str]: ...

    @abstractmethod
    def geometry(self, text: str) -> Geometry: ...

    @abstractmethod
    def pieces(self, text: str) -> Sequence[PieceView]: ...

    def tools(self, text: str) -> Sequence[Tool]:
        return ()

    def hint(self, text: str) -> str:
        """A line of help shown under the palette (how this game's cells are edited)."""
        return ""

    def apply_tool(self, text: str, tool: str, cell: str, target: str | None = None) -> str:
        """Apply a tool to `cell` (or drag it from `cell` to `target`); EditError if it cannot."""
        raise EditError(_("no tool {tool} here").format(tool=isolate(repr(tool))))

    def documents(self) -> Sequence[Document]:
        return ()

    def export_document(self, text: str, document: str) -> str:
        raise EditError(_("no {document} to save").format(document=isolate(repr(document))))

    def import_document(self, text: str, document: str, content: str) -> str:
        raise EditError(_("no {document} to load").format(document=isolate(repr(document))))

    def check(self, text: str) -> list[Problem]:
        """What is wrong with the edited position, in words; [] when it can be played."""
        try:
            position = self.game.parse(text)
        except PositionError as error:
            return [Problem(plain_words(error), error.field, self.cells_of_problem(text, error))]
        return list(position.problems())

    def cells_of_problem(self, text: str, error: PositionError) -> tuple[str, ...]:
        """Cells to mark for a parse error: those the error names; games override where they can
        tell more."""
        return error.cells

    def position(self, text: str) -> Position | None:
        """The playable position, or None while there are problems."""
        if self.check(text):
            return None
        return self.game.parse(text)
