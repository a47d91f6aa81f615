"""Editing a position: the board's clicks go to an editing session, and the editor panel shows it.

One of the window's two modes (the other plays). The editor takes the game panels'
place, so the board keeps its size; its own undo stack is active while it is open;
leaving it with edits asks what to do with them (play from them, discard, keep editing).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QByteArray, QObject
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from pardsgui.core.contract import GameUnavailable, PositionError
from pardsgui.core.editing import EditError
from pardsgui.core.record import Record
from pardsgui.i18n import _, in_sentence, isolate, ngettext
from pardsgui.storage.files import write_atomic
from pardsgui.ui import plain
from pardsgui.ui.board.scene import Highlights
from pardsgui.ui.editor.session import EditSession
from pardsgui.ui.thinking import Target

if TYPE_CHECKING:
    from PySide6.QtGui import QAction, QUndoGroup
    from PySide6.QtWidgets import QDockWidget, QStatusBar

    from pardsgui.ui.board.legend import BoardLegend
    from pardsgui.ui.board.scene import BoardScene
    from pardsgui.ui.controller import GameController
    from pardsgui.ui.dialogs.cover import CoverScreen
    from pardsgui.ui.editor.panel import EditorPanel
    from pardsgui.ui.files import GameFiles
    from pardsgui.ui.panels.turn import TurnPanel
    from pardsgui.ui.play_mode import PlayMode

MAX_DOCUMENT = 100_000  # characters read from a region map or other editor document


class EditHost(Protocol):
    """All the editor asks of the window: the board and panels it draws on, the game's docks it
    hides while it is open, the undo group, and the files a played position starts."""

    @property
    def controller(self) -> GameController: ...

    @property
    def files(self) -> GameFiles: ...

    @property
    def play_mode(self) -> PlayMode: ...  # told the Dice panel is the game's to show again

    @property
    def scene(self) -> BoardScene: ...

    @property
    def legend(self) -> BoardLegend: ...

    @property
    def turn(self) -> TurnPanel: ...

    @property
    def cover(self) -> CoverScreen: ...

    @property
    def docks(self) -> dict[str, QDockWidget]: ...

    @property
    def editor_panel(self) -> EditorPanel: ...

    @property
    def editor_dock(self) -> QDockWidget: ...

    @property
    def edit_action(self) -> QAction: ...

    @property
    def undo_group(self) -> QUndoGroup: ...

    def position_text_for_screen(self) -> str: ...

    def refresh(self) -> None: ...

    def saveState(self, version: int = 0, /) -> QByteArray: ...

    def restoreState(self, state: QByteArray, version: int = 0, /) -> bool: ...

    def statusBar(self) -> QStatusBar: ...

    def window(self) -> QWidget: ...  # what its dialogs open over


class EditMode(QObject):
    def __init__(self, window: EditHost) -> None:
        super().__init__(window.window())
        self.window = window
        self.session: EditSession | None = None
        self._docks_before: dict[str, bool] = {}
        self._layout_before = QByteArray()
        # Tests and scripted runs replace this; people get the question.
        self.ask_leave: Callable[[bool], str] = self._ask_leave
        panel = window.editor_panel
        panel.playRequested.connect(self.play_from_edited)
        panel.copyRequested.connect(self.copy)
        panel.pasteRequested.connect(self.paste)
        panel.documentSave.connect(self.save_document)
        panel.documentLoad.connect(self.load_document_dialog)
        panel.palette_group.buttonClicked.connect(lambda _b: self._tool_changed())

    # -- in and out ---------------------------------------------------------------------------

    def open(self, text: str | None = None) -> bool:
        w = self.window
        game = w.controller.game
        try:
            model = game.editor()
        except GameUnavailable as error:
            w.edit_action.setChecked(False)
            plain.inform(w.window(), _("Edit position"), str(error))
            return False
        # The editor starts from what the people at the screen may see, never from a secret.
        self.session = EditSession(model, text or w.position_text_for_screen(), self)
        w.cover.hide()
        self.session.changed.connect(w.refresh)
        self.session.refused.connect(self._refused)
        w.undo_group.addStack(self.session.stack)
        w.undo_group.setActiveStack(self.session.stack)
        w.editor_panel.attach(self.session, game.id)
        w.edit_action.setChecked(True)
        self._docks_before = {name: dock.isVisible() for name, dock in w.docks.items()}
        # Sizes too: showing the docks again by hand let the Turn panel take the editor's height.
        self._layout_before = w.saveState()
        for dock in w.docks.values():
            dock.hide()
        w.editor_dock.show()
        w.editor_dock.raise_()
        w.refresh()
        return True

    def close(self) -> None:
        """Leave the editor without a question (the edits, if any, are dropped)."""
        w = self.window
        if self.session is None:
            return
        w.undo_group.setActiveStack(w.controller.undo_stack)
        w.undo_group.removeStack(self.session.stack)
        self.session.deleteLater()
        self.session = None
        w.editor_panel.session = None  # its controls must not reach the closed session
        w.scene.painting = False
        w.edit_action.setChecked(False)
        w.restoreState(self._layout_before)
        w.editor_dock.hide()
        for name, visible in self._docks_before.items():
            if name != "dice":  # the game decides about the dice again
                w.docks[name].setVisible(visible)
        w.play_mode.follow_the_dice()
        w.refresh()

    def leave(self, offer_play: bool = False) -> bool:
        """Close the editor, asking first if it holds edits; False when the person keeps editing.

        With `offer_play` the person may also play from the edited position (when it has
        no problems); otherwise the choice is to discard the edits or keep editing.
        """
        session = self.session
        if session is None:
            return True
        answer = "discard" if session.stack.isClean() else self.ask_leave(offer_play)
        if answer == "discard":
            self.close()
            return True
        if answer == "play":
            return self.play_from_edited()
        return False

    def _ask_leave(self, offer_play: bool) -> str:
        """ "play", "discard" or "keep": what to do with the editor's unplayed edits."""
        assert self.session is not None
        box = QMessageBox(self.window.window())
        box.setObjectName("leave-editor")
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(_("Leave the editor?"))
        box.setText(_("The edited position has changes that are not played or saved."))
        play = None
        if offer_play:
            play = box.addButton(_("Play from the edited position"), QMessageBox.ButtonRole.AcceptRole)
            problems = self.session.problems()
            if problems:
                play.setEnabled(False)
                words = (
                    ngettext(
                        "It cannot be played yet: {problem} (and {count} more)",
                        "It cannot be played yet: {problem} (and {count} more)",
                        len(problems) - 1,
                    )
                    if len(problems) > 1
                    else _("It cannot be played yet: {problem}")
                )
                box.setInformativeText(words.format(problem=problems[0].message, count=len(problems) - 1))
        discard = box.addButton(_("Discard the edits"), QMessageBox.ButtonRole.DestructiveRole)
        keep = box.addButton(_("Keep editing"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(keep)
        box.setEscapeButton(keep)
        box.exec()
        chosen = box.clickedButton()
        if chosen is discard:
            return "discard"
        return "play" if play is not None and chosen is play else "keep"

    def play_from_edited(self) -> bool:
        """Start a game from the edited position; False if it cannot be played or the person cancels."""
        w = self.window
        if self.session is None:
            return False
        position = self.session.model.position(self.session.text)
        if position is None or not w.files.confirm_discard():
            return False
        edited = w.controller.record
        players = list(edited.players)[: position.players]
        players += [""] * (position.players - len(players))
        record = Record(w.controller.game, position, players=players)
        # The same people play on from the position they set up, and the computer its seats.
        record.computer = {seat: level for seat, level in edited.computer.items() if seat < position.players}
        self.close()
        w.files.start(record, None)
        return True

    # -- the board ----------------------------------------------------------------------------------

    def click(self, cell: str) -> None:
        if self.session is not None:
            self.session.click(cell)

    def drop(self, source: str, target: str) -> None:
        if self.session is not None:
            self.session.drop(source, target)

    def refused_drop(self, source: str, target: str) -> None:
        self.drop(source, target)

    def right_click(self, cell: str) -> None:
        if self.session is not None:
            self.session.remove(cell)

    def dropped_off(self, cell: str) -> None:
        if self.session is not None:
            self.session.remove(cell)

    def painted(self, cell: str) -> None:
        if self.session is not None:
            self.session.paint(cell)

    def target(self) -> Target:
        assert self.session is not None
        text = self.session.text
        return Target(("editor", text), self.session.model.position(text), True)

    def draw(self) -> None:
        w, session = self.window, self.session
        assert session is not None
        model, text = session.model, session.text
        problems = session.problems()
        every = frozenset(cell.id for cell in model.geometry(text).cells)
        tools = {tool.id: tool for tool in model.tools(text)}
        tool = tools.get(session.tool)
        if tool is not None and tool.drags:
            sources = {cell: every for cell in every}
        elif tool is None:
            sources = {view.cell: every for view in model.pieces(text)}
        else:
            sources = {}
        c = w.controller
        w.scene.show_board(c.game.id, model.geometry(text), c.flipped, c.coordinates)
        marked = frozenset(cell for problem in problems for cell in problem.cells if cell in every)
        w.scene.show_pieces(model.pieces(text), Highlights(problems=marked, sources=sources))
        w.legend.show_keys(())
        w.turn.show_turn(c.game.id, "", _("Editing the position"))
        w.cover.hide()
        w.editor_panel.update_from_session()

    def _refused(self, words: str) -> None:
        self.window.statusBar().showMessage(words, 5000)
        self.window.editor_panel.update_from_session(force=True)  # a refused choice must not stay shown

    def _tool_changed(self) -> None:
        if self.session is None:
            return
        tools = {tool.id: tool for tool in self.session.model.tools(self.session.text)}
        tool = tools.get(self.session.tool)
        self.window.scene.painting = bool(tool and tool.paints)
        self.window.refresh()

    # -- the clipboard and the editor's documents (region maps) --------------------------------

    def copy(self) -> None:
        if self.session is not None:
            QGuiApplication.clipboard().setText(self.session.text)

    def paste(self) -> None:
        if self.session is None:
            return
        text = QGuiApplication.clipboard().text().strip()
        try:
            self.session.model.fields(text)  # readable as this game's position at all?
        except (PositionError, EditError, ValueError, IndexError) as error:
            name = self.window.controller.game.name
            plain.warn(
                self.window.window(),
                _("Cannot paste"),
                _("Not a {game} position: {reason}").format(game=name, reason=error),
            )
            return
        self.session.replace(text, _("paste"))

    def save_document(self, document: str) -> None:
        if self.session is None:
            return
        w = self.window
        spec = next(d for d in self.session.model.documents() if d.id == document)
        name, _filter = QFileDialog.getSaveFileName(
            w.window(),
            _("Save the {document}").format(document=in_sentence(_(spec.label))),
            str(w.files.folder()),
            f"{_(spec.label)} (*{spec.suffix})",
        )
        if not name:
            return
        path = Path(name if name.endswith(spec.suffix) else name + spec.suffix)
        w.files.remember_folder(path)
        try:
            write_atomic(path, self.session.model.export_document(self.session.text, document))
        except (OSError, EditError) as error:
            plain.warn(
                w.window(),
                _("Cannot save"),
                _("{file} could not be written: {reason}").format(file=path, reason=error),
            )

    def load_document_dialog(self, document: str) -> None:
        if self.session is None:
            return
        w = self.window
        spec = next(d for d in self.session.model.documents() if d.id == document)
        name, _filter = QFileDialog.getOpenFileName(
            w.window(),
            _("Load a {document}").format(document=in_sentence(_(spec.label))),
            str(w.files.folder()),
            f"{_(spec.label)} (*{spec.suffix});;{_('All files (*)')}",
        )
        if name:
            w.files.remember_folder(Path(name))
            self.load_document(Path(name), document)

    def load_document(self, path: Path, document: str) -> bool:
        assert self.session is not None
        try:
            content = path.read_text(encoding="utf-8")[:MAX_DOCUMENT]
            text = self.session.model.import_document(self.session.text, document, content)
        except (OSError, UnicodeDecodeError, EditError) as error:
            plain.warn(
                self.window.window(),
                _("Cannot load"),
                _("{file} cannot be used: {reason}").format(file=path.name, reason=error),
            )
            return False
        return self.session.replace(text, _("load {file}").format(file=isolate(path.name)))
