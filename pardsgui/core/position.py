"""A game's positions and moves: the words of the contract (pardsgui/core/contract.py) that the
board's drawing, the position editor and the endings share with every game.

Here, apart from `Game`, because a game names its board view and its editor, which speak of
positions: with both in one module the contract, the drawing and the editor imported each other.
`contract` exports all of these too; games and callers import them from there.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Hashable, Iterable, Sequence
from dataclasses import dataclass
from typing import ClassVar, Self

from pardsgui.core.native import mypyc_attr
from pardsgui.i18n import _, isolate

Move = Hashable
Outcome = tuple[float, ...]


class PositionError(ValueError):
    """A position text (or an edited position) that cannot stand.

    `field` names the part of the text that is wrong (``"board"``,
    ``"dice"``, ...) so an editor can point at it, and `cells` the cells it
    is about, for the editor to mark: named where the fault is found, since
    its words are in the reader's language and nothing can be read back out
    of them.
    """

    def __init__(self, message: str, field: str | None = None, cells: Iterable[str] = ()) -> None:
        super().__init__(message)
        self.field = field
        self.cells = tuple(cells)


def field_error(field: str, words: str, cells: Iterable[str] = ()) -> PositionError:
    """A field of a position text that does not read: `words` (already in the reader's language)
    after the field's key, which is notation and is never translated ("board: rank 3 has 11
    squares, not 12"); the editor shows the words beside its own label for the field."""
    return PositionError(f"{field}: {words}", field, cells)


class ForeignText(PositionError):
    """A text not written in this game's shape at all (a field it has no name for): another game's."""


class IllegalMove(ValueError):
    """A move that is not legal in the position it was offered to."""


class MoveSyntaxError(IllegalMove):
    """Text that names no move of the game at all, legal or not (python-chess's InvalidMoveError).

    A subclass of IllegalMove, so a caller that only wants "not playable" catches both.
    """


@dataclass(frozen=True, slots=True)
class Problem:
    """One reason an edited position cannot be played, with where it is."""

    message: str
    field: str | None = None  # the position-text field at fault
    cells: tuple[str, ...] = ()  # board cells to mark


def draw(players: int = 2) -> Outcome:
    return (0.5,) * players


def win(winner: int, players: int) -> Outcome:
    return tuple(1.0 if seat == winner else 0.0 for seat in range(players))


# A compiled build (scripts/build_compiled.py) still lets games from outside it subclass these.
@mypyc_attr(allow_interpreted_subclasses=True)
class Position(ABC):
    """An immutable game position.

    Subclasses define `players`, `current`, `is_chance` and `outcome` as
    attributes or properties.  At a chance node `legal_moves()` returns the
    chance moves (the same ones `chance_outcomes()` weighs), so a person may
    set the dice by hand and perft counts rolls as moves.
    """

    __slots__ = ()
    game_id: ClassVar[str]  # set by the game's Game class (its position_type): the id is written once

    @property
    @abstractmethod
    def players(self) -> int:
        """The number of seats."""

    @property
    @abstractmethod
    def current(self) -> int | None:
        """The seat to decide; None at a chance node and at the end."""

    @property
    @abstractmethod
    def is_chance(self) -> bool:
        """True when dice must be rolled."""

    @property
    @abstractmethod
    def outcome(self) -> Outcome | None:
        """None while the game runs, else a score per seat (1 win, 0 loss, ½ draw)."""

    @abstractmethod
    def chance_outcomes(self) -> Sequence[tuple[Move, float]]:
        """The chance moves with their probabilities; empty when not a chance node."""

    @abstractmethod
    def legal_moves(self) -> Sequence[Move]:
        """The moves allowed here; empty at the end of the game."""

    def play(self, move: Move) -> Self:
        """The position after `move`, checked (OpenSpiel's ApplyActionWithLegalityCheck).

        Raises IllegalMove with the rules' reason when `move` is not legal here.
        """
        if not self.is_legal(move):
            raise IllegalMove(self.why_illegal(move))
        return self.apply(move)

    @abstractmethod
    def apply(self, move: Move) -> Self:
        """The position after a move known to be legal, unchecked (OpenSpiel's ApplyAction).

        For the search and perft, which play only moves `legal_moves()` gave; anything
        else must call `play`.
        """

    def is_legal(self, move: Move) -> bool:
        """Whether `move` may be played here (games may answer faster than a scan)."""
        return move in self.legal_moves()

    def why_illegal(self, move: Move) -> str:
        """Why `move` may not be played here, in the rules' words, starting with the move's text."""
        try:
            shown = self.move_text(move)
        except (IllegalMove, LookupError, TypeError, ValueError):
            return f"{move!r} is not a {self.game_id.capitalize()} move"
        return _("{move}: {reason}").format(move=isolate(shown), reason=self.illegal_reason(move))

    def illegal_reason(self, move: Move) -> str:
        """Why `move` is not legal here, in the rules' words (without the move's notation)."""
        return _("not a legal move here")

    @abstractmethod
    def to_text(self) -> str: ...

    @abstractmethod
    def move_text(self, move: Move) -> str: ...

    @abstractmethod
    def read_move(self, text: str) -> Move:
        """The move the text names, legal here or not; MoveSyntaxError (or IllegalMove) if none."""

    def parse_move(self, text: str) -> Move:
        """The legal move the text names: syntax, then legality, then the reason.

        MoveSyntaxError when the text names no move of the game; IllegalMove with
        the rules' reason when it names one that is not legal here.
        """
        try:
            move = self.read_move(text)
        except MoveSyntaxError:
            raise
        except IllegalMove as error:
            raise MoveSyntaxError(str(error)) from None
        if not self.is_legal(move):
            raise IllegalMove(self.why_illegal(move))
        self.check_written(text, move)
        return move

    def check_written(self, text: str, move: Move) -> None:
        """A legal move written in a way the notation does not allow (Kerd's 'x'): IllegalMove."""
        return None

    def redacted(self, seat: int | None) -> str:
        """The position text as `seat` may see it; None: what every seat may see.

        Games without secrets show all of it.
        """
        return self.to_text()

    def repetition_key(self) -> Hashable | None:
        """What must be equal for positions to count as repeated; None: no such rule."""
        return None

    def problems(self) -> list[Problem]:
        """Reasons an edited position is not a sensible place to play from."""
        return []

    def __str__(self) -> str:
        return self.to_text()

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.to_text()!r}>"


@mypyc_attr(allow_interpreted_subclasses=True)
class ValuePosition(Position):
    """A position compared and hashed by `_key()`, the fields that make it what it is.

    Subclasses set `_hash` to None when they are made; the hash is computed
    once when first needed: positions are hashed often and never change.
    """

    __slots__ = ("_hash",)
    _hash: int | None

    @abstractmethod
    def _key(self) -> tuple[object, ...]: ...

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        assert isinstance(other, ValuePosition)
        return self._key() == other._key()

    def __hash__(self) -> int:
        if self._hash is None:
            self._hash = hash(self._key())
        return self._hash
