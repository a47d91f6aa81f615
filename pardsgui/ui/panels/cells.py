"""The Cells panel: the board as a list, one line a cell, for a screen reader and the keyboard.

The board is one picture to assistive technology; this list gives every cell
as an item in step with it ("a2: White Shah, can move"). Moving in the list
moves the board's cursor; Enter or a double click on a line clicks that cell.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QAccessible, QAccessibleEvent, QFocusEvent, QKeyEvent, QShowEvent
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QWidget

from pardsgui.i18n import _

if TYPE_CHECKING:
    from pardsgui.ui.board.scene import BoardScene

CELL = Qt.ItemDataRole.UserRole

NEWS = Qt.ItemDataRole.AccessibleDescriptionRole


class CellList(QListWidget):
    cellActivated = Signal(str)  # Enter or a double click: click this cell on the board
    cellCurrent = Signal(str)  # the line a person moved to: show the board's cursor there

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(_("Cells"))
        self.setAccessibleDescription(
            _("Every cell of the board and what stands on it; Enter clicks the cell")
        )
        # A side panel never scrolls sideways: long lines wrap to the dock's width.
        self.setWordWrap(True)
        self.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.itemActivated.connect(lambda item: self.cellActivated.emit(item.data(CELL)))
        self.currentItemChanged.connect(self._current_changed)
        self._filling = False
        self.scene: BoardScene | None = None

    def follow(self, scene: BoardScene) -> None:
        """Keep in step with the board: its pieces, its cursor, and clicks through it."""
        self.scene = scene
        scene.piecesShown.connect(self._redraw)
        scene.cursorMoved.connect(self._cursor_moved)
        self.cellActivated.connect(scene.cellClicked)
        self.cellCurrent.connect(scene.show_cursor)

    def event(self, event: QEvent) -> bool:
        # Home and End are the game's first and last move elsewhere; in the list they are its ends.
        if (
            event.type() == QEvent.Type.ShortcutOverride
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Home, Qt.Key.Key_End)
        ):
            event.accept()
            return True
        return super().event(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        if self.currentRow() < 0 and self.count():
            self.setCurrentRow(0)  # the arrows start from the first cell, not from nowhere

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._redraw()

    def _redraw(self) -> None:
        # Hidden (as it is by default) it costs nothing on every click.
        if self.isVisible() and self.scene is not None and self.scene.geometry is not None:
            self.show_cells(self.scene.cell_ids(), self.scene.cell_words)

    def tell_news(self, words: str) -> None:
        """What just happened (a move played by Enter on a line): the current line's description.

        Orca 43 speaks a change of the focused object's description, and ignores announcements
        (Qt tells the change of a line's description itself); a line's new words, too.
        """
        if self.currentRow() >= 0:
            self.currentItem().setData(NEWS, words)

    def _tell(self, kind: QAccessible.Event) -> None:
        if self.hasFocus() and self.currentRow() >= 0 and QAccessible.isActive():
            event = QAccessibleEvent(self, kind)
            event.setChild(self.currentRow())
            QAccessible.updateAccessibility(event)

    def _cursor_moved(self, cell: str) -> None:
        for row in range(self.count()):
            if self.item(row).data(CELL) == cell:
                self._filling = True  # the cursor is there already
                self.setCurrentRow(row)
                self._filling = False
                return

    def show_cells(self, cells: list[str], words: Callable[[str], str]) -> None:
        """One line a cell, keeping the person's place in the list when the cells stay the same."""
        self._filling = True
        try:
            if [self.item(row).data(CELL) for row in range(self.count())] != cells:
                self.clear()
                for cell in cells:
                    item = QListWidgetItem()
                    item.setData(CELL, cell)
                    self.addItem(item)
            for row, cell in enumerate(cells):
                item = self.item(row)
                text = words(cell)
                if item.text() != text:
                    item.setText(text)
                    if row == self.currentRow():
                        self._tell(QAccessible.Event.NameChanged)
        finally:
            self._filling = False

    def _current_changed(self, current: QListWidgetItem | None, previous: QListWidgetItem | None) -> None:
        if previous is not None:
            previous.setData(NEWS, None)  # told once: not read again with every line the arrows reach
        if current is not None and not self._filling:
            self.cellCurrent.emit(current.data(CELL))
