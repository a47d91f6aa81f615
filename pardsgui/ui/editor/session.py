"""An editing session: the edited position text, its checks and its own undo stack."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from pardsgui.core.contract import PositionError, Problem
from pardsgui.core.editing import EditError, EditorModel
from pardsgui.i18n import _, isolate


class SetText(QUndoCommand):
    def __init__(self, session: EditSession, before: str, after: str, what: str) -> None:
        super().__init__(what)
        self.session, self.before, self.after = session, before, after

    def redo(self) -> None:
        self.session.set_text(self.after)

    def undo(self) -> None:
        self.session.set_text(self.before)


class EditSession(QObject):
    changed = Signal()
    refused = Signal(str)  # an edit that could not be made, and why

    def __init__(self, model: EditorModel, text: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.text = text
        self.stack = QUndoStack(self)
        self.selected = model.palette(text)[0].piece if model.palette(text) else ""
        self.tool = ""  # a tool id, or "" when the palette piece is placed
        self._problems: list[Problem] | None = None

    def set_text(self, text: str) -> None:
        self.text = text
        self._problems = None
        self.changed.emit()

    def problems(self) -> list[Problem]:
        if self._problems is None:
            self._problems = self.model.check(self.text)
        return self._problems

    def edit(self, what: str, change: object) -> bool:
        """Apply `change` (a function of the text) as one undoable step."""
        try:
            after = change(self.text)  # type: ignore[operator]
        except (EditError, PositionError) as error:
            self.refused.emit(str(error))
            return False
        if after == self.text:
            return False
        self.stack.push(SetText(self, self.text, after, what))
        return True

    # -- what the board asks --------------------------------------------------------

    def click(self, cell: str) -> None:
        if self.tool:
            self.edit(self._tool_words(cell), lambda t: self.model.apply_tool(t, self.tool, cell))
        elif self.selected:
            self.edit(
                _("place {piece} on {cell}").format(piece=isolate(self.selected), cell=isolate(cell)),
                lambda t: self.model.place(t, cell, self.selected),
            )

    def paint(self, cell: str) -> None:
        """A drag with a painting tool passing over `cell`."""
        self.click(cell)

    def remove(self, cell: str) -> None:
        self.edit(_("remove from {cell}").format(cell=isolate(cell)), lambda t: self.model.remove(t, cell))

    def drop(self, source: str, target: str) -> None:
        if self.tool:
            self.edit(
                self._tool_words(f"{source}-{target}"),
                lambda t: self.model.apply_tool(t, self.tool, source, target),
            )
        else:
            self.edit(
                _("move {cells}").format(cells=isolate(f"{source}-{target}")),
                lambda t: self.model.move(t, source, target),
            )

    def set_field(self, key: str, value: str) -> None:
        self.edit(
            _("set {field}").format(field=isolate(f"{key}={value}")),
            lambda t: self.model.set_field(t, key, value),
        )

    def _tool_words(self, cells: str) -> str:
        """The Undo menu's words for a tool's edit: the tool as its button names it, and where."""
        tools = {tool.id: tool.label for tool in self.model.tools(self.text)}
        return _("{tool} on {cells}").format(tool=tools.get(self.tool, self.tool), cells=isolate(cells))

    def clear(self) -> None:
        self.edit(_("clear the board"), self.model.clear)

    def start(self) -> None:
        self.edit(_("start position"), self.model.start)

    def replace(self, text: str, what: str) -> bool:
        return self.edit(what, lambda _t: text)
