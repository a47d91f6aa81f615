"""The one contract every game implements (see docs/engine-contract.md).

A game is a `Game` object; its positions are immutable `Position` values.
Moves are small hashable values private to each game; people, files and the
command line only ever see them through `move_text` / `parse_move`.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

# A position's words live in their own module, which the drawing and the editor import (not this one).
from pardsgui.core.native import mypyc_attr
from pardsgui.core.position import (
    ForeignText,
    IllegalMove,
    Move,
    MoveSyntaxError,
    Outcome,
    Position,
    PositionError,
    Problem,
    ValuePosition,
    draw,
    win,
)

if TYPE_CHECKING:
    from pardsgui.core.editing import EditorModel
    from pardsgui.core.geometry import AnyView

__all__ = [
    "ForeignText",
    "Game",
    "GameUnavailable",
    "IllegalMove",
    "Move",
    "MoveSyntaxError",
    "Notation",
    "OptionError",
    "OptionSpec",
    "Outcome",
    "Position",
    "PositionError",
    "Problem",
    "ValuePosition",
    "draw",
    "win",
]


class OptionError(ValueError):
    """An unknown game option or a value the option does not allow."""


class GameUnavailable(LookupError):
    """A known game whose rules are not built into this version yet."""


@dataclass(frozen=True, slots=True)
class OptionSpec:
    key: str
    label: str
    choices: tuple[tuple[str, str], ...]  # (value, label shown to people)
    default: str

    def check(self, value: str) -> str:
        values = [v for v, _ in self.choices]
        if value not in values:
            raise OptionError(
                f"option {self.key}={value!r} is not allowed; choose one of {', '.join(values)}"
            )
        return value


@dataclass(frozen=True, slots=True)
class Notation:
    """How a game read its texts in an older version of its notation (for record files that say so)."""

    parse: Callable[[str], Position]  # a position text of that version
    parse_move: Callable[[Position, str], Move]  # a move text of that version: a legal move, or IllegalMove


@mypyc_attr(allow_interpreted_subclasses=True)
class Game(ABC):
    id: ClassVar[str]
    name: ClassVar[str]
    #: The class of the game's positions, which takes its `game_id` from here.
    position_type: ClassVar[type[Position]]
    #: The record declares a draw when a position's repetition key occurs this often.
    repetition_draw: ClassVar[int | None] = None
    #: The version of the notation (position and move texts) the game reads and writes; a record
    #: file written in an older one is read with `old_notation`.
    notation: ClassVar[int] = 1

    @abstractmethod
    def options(self) -> Sequence[OptionSpec]: ...

    @abstractmethod
    def initial(self, **options: str) -> Position: ...

    @abstractmethod
    def parse(self, text: str) -> Position: ...

    def __init_subclass__(cls, **kwargs: object) -> None:
        super().__init_subclass__(**kwargs)
        position_type = vars(cls).get("position_type")  # not cls.__dict__: mypyc compiles vars()
        if position_type is not None:
            position_type.game_id = cls.id

    def __init__(
        self,
        board_view: Callable[[], AnyView] | None = None,
        editor: Callable[[], EditorModel] | None = None,
    ) -> None:
        # The game's package declares its parts (games/<id>/__init__.py); the rules never
        # import their own drawing or editor, which import the rules.
        self._board_view = board_view
        self._editor = editor

    def board_view(self) -> AnyView:
        """The board geometry and piece pictures; imported only when a view asks."""
        if self._board_view is None:
            raise GameUnavailable(f"{self.name} has no board drawing yet")
        return self._board_view()

    def editor(self) -> EditorModel:
        """How the position editor changes this game's positions."""
        if self._editor is None:
            raise GameUnavailable(f"{self.name} has no position editor yet")
        return self._editor()

    def check_options(self, options: dict[str, str]) -> dict[str, str]:
        """All options with defaults filled in; OptionError for unknown keys or values."""
        specs = {spec.key: spec for spec in self.options()}
        for key in options:
            if key not in specs:
                known = ", ".join(specs) or "none"
                raise OptionError(f"{self.name} has no option {key!r} (options: {known})")
        return {key: spec.check(options.get(key, spec.default)) for key, spec in specs.items()}

    def options_of(self, position: Position) -> dict[str, str]:
        """The options a position was played with (for the record)."""
        return {}

    def old_notation(self, version: int) -> Notation | None:
        """How texts of an older version of the notation read; None for a version never written."""
        return None

    def __repr__(self) -> str:
        return f"<Game {self.id}>"
