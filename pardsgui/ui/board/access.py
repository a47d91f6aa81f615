"""The board as a screen reader meets it: a list whose items are the cells.

To assistive technology a QGraphicsView is one picture. Orca 43 (Debian 12) speaks
what gets the focus and what changes on the focused object, and ignores
announcement events; so the board is given to it as a list of cells, the
keyboard's cursor moves the focus from cell to cell (a focus event carrying the
cell's words, as a chess board in a good accessible GUI does), and what just
happened (a selection, a move played) becomes the focused cell's description.

Qt builds these interfaces through the factory installed by `install()`; a cell's
interface lives as long as the board (Qt's cache holds it by id, so it is never
made twice for one cell).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol, TypeVar

from PySide6.QtCore import QObject, QPoint, QRect
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAccessibleInterface, QWindow
from PySide6.QtWidgets import QAccessibleWidget, QWidget

if TYPE_CHECKING:
    from pardsgui.ui.board.scene import BoardScene

Role = QAccessible.Role
Text = QAccessible.Text
Widget = TypeVar("Widget", bound=QWidget)


class Board(Protocol):
    """What a screen reader's list asks of the board widget (view.BoardWidget, which installs it)."""

    @property
    def board_scene(self) -> BoardScene: ...

    def cell_words(self, cell: str) -> str: ...

    def news(self) -> str: ...

    def cell_rect(self, cell: str) -> QRect: ...

    def cell_at_global(self, point: QPoint) -> str | None: ...

    def hasFocus(self) -> bool: ...

    def isVisible(self) -> bool: ...


class CellAccessible(QAccessibleInterface):
    """One cell of the board: named by its words ("13: White stone, can move")."""

    def __init__(self, board: BoardAccessible, cell: str) -> None:
        super().__init__()
        self.board = board
        self.cell = cell

    def isValid(self) -> bool:
        return self.cell in self.board.cells()

    def object(self) -> QObject | None:  # type: ignore[override]
        return None

    def window(self) -> QWindow | None:  # type: ignore[override]
        return self.board.window()

    def relations(
        self, _match: QAccessible.RelationFlag = QAccessible.RelationFlag.AllRelations
    ) -> list[tuple[QAccessibleInterface, QAccessible.RelationFlag]]:
        return []

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def childAt(self, _x: int, _y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def parent(self) -> QAccessibleInterface:
        return self.board

    def child(self, _index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def childCount(self) -> int:
        return 0

    def indexOfChild(self, _child: QAccessibleInterface) -> int:
        return -1

    def text(self, kind: QAccessible.Text) -> str:
        if kind == Text.Name:
            return self.board.widget_.cell_words(self.cell)
        if kind == Text.Description:
            return self.board.widget_.news()
        return ""

    def setText(self, _kind: QAccessible.Text, _text: str) -> None:
        """A cell's words are the board's: nothing sets them from outside."""

    def rect(self) -> QRect:
        return self.board.widget_.cell_rect(self.cell)

    def role(self) -> QAccessible.Role:
        return Role.ListItem

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        state.focusable = True
        state.selectable = True
        widget = self.board.widget_
        state.focused = widget.hasFocus() and widget.board_scene.cursor == self.cell
        state.selected = widget.board_scene.highlights.selected == self.cell
        state.invisible = not widget.isVisible()
        return state


class BoardAccessible(QAccessibleWidget):
    """The board widget: a list of its cells, the cursor's cell being the focused one."""

    def __init__(self, widget: QWidget, board: Board) -> None:
        super().__init__(widget, Role.List, "Board")
        self.widget_ = board  # the same widget, as a board
        self._cells: dict[str, CellAccessible] = {}

    def cells(self) -> list[str]:
        return self.widget_.board_scene.cell_ids()

    def cell(self, cell: str) -> CellAccessible:
        if cell not in self._cells:
            self._cells[cell] = CellAccessible(self, cell)
        return self._cells[cell]

    def childCount(self) -> int:
        return len(self.cells())

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        cells = self.cells()
        return self.cell(cells[index]) if 0 <= index < len(cells) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        if isinstance(child, CellAccessible) and child.cell in self.cells():
            return self.cells().index(child.cell)
        return -1

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        cursor = self.widget_.board_scene.cursor
        if self.widget_.hasFocus() and cursor is not None and cursor in self.cells():
            return self.cell(cursor)
        return None

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        cell = self.widget_.cell_at_global(QPoint(x, y))
        return self.cell(cell) if cell is not None else None


def tell(widget: QWidget, kind: QAccessible.Event, cell: str | None = None) -> None:
    """Send an event about the board (or one of its cells) to the screen reader, if one listens."""
    if not QAccessible.isActive():
        return
    event = QAccessibleEvent(widget, kind)
    if cell is not None:
        iface = QAccessible.queryAccessibleInterface(widget)
        if not isinstance(iface, BoardAccessible) or cell not in iface.cells():
            return
        event.setChild(iface.cells().index(cell))
    QAccessible.updateAccessibility(event)


def install(board_class: type[Widget], make: Callable[[Widget], QAccessibleInterface]) -> None:
    """Let Qt build `make(widget)` as the accessible interface of every `board_class` widget."""

    def factory(class_name: str, obj: QObject) -> QAccessibleInterface | None:
        if class_name == board_class.__name__ and isinstance(obj, board_class):
            return make(obj)
        return None

    QAccessible.installFactory(factory)
