"""Files that never get lost: open, save, recent files, autosave, clipboard, export.

Every way in (a file, a paste, an autosave) is checked fully before the
current game is replaced; a bad one gets a message saying what is wrong and
where, and the game on the board stays as it was.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

import shiboken6
from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QObject, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QGuiApplication, QImage, QImageWriter, QPainter
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QMessageBox,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from pardsgui.core import hidden, review_text
from pardsgui.core.bulk import building
from pardsgui.core.record import Record
from pardsgui.i18n import N_, _, english, ngettext
from pardsgui.storage.autosave import Autosave, Rebase, Restorable, modified
from pardsgui.storage.files import path_from_text, write_atomic
from pardsgui.storage.loading import Cancelled, LoadError, Reading, begin_game_file, read_game_text
from pardsgui.storage.sets import GameSet
from pardsgui.ui import plain
from pardsgui.ui.board.scene import BoardScene, Highlights
from pardsgui.ui.dialogs.reading import ReadingProgress
from pardsgui.ui.dialogs.unbidden import hold_answers
from pardsgui.ui.menus_words import placeholder
from pardsgui.ui.reading_on import ReadingOn

if TYPE_CHECKING:
    from PySide6.QtWidgets import QStatusBar

    from pardsgui.storage.settings import Settings
    from pardsgui.ui.controller import GameController

RECORD_FILTER = N_("pardsgui games (*.pards.json);;All files (*)")
RECENT_LIMIT = 10


class FilesHost(Protocol):
    """All the files ask of the window: the game at the table, the settings, and its title bar."""

    @property
    def controller(self) -> GameController: ...

    @property
    def settings(self) -> Settings: ...

    @property
    def scene(self) -> BoardScene: ...

    def close_editor(self) -> None: ...

    def may_replace_game(self) -> bool: ...

    def position_text_for_screen(self) -> str: ...

    def update_title(self) -> None: ...

    def statusBar(self) -> QStatusBar: ...


# How long after the last Back or Forward the place shown is written: a held key writes once.
CURSOR_DELAY_MS = 400
#: From this many moves on, an edit that is not a move writes the autosave's base in a thread:
#: a smaller game's base takes milliseconds (a 100,000-move game's, a tenth of a second).
THREADED_BASE_MOVES = 5_000
#: ... and only once the edits pause this long: Undo held down writes one base, not one a key.
EDIT_BASE_DELAY_MS = 250


class GameFiles(QObject):
    # A base written in a thread is done: put in place by the window's thread (`_rebased`).
    _rebase_written = Signal(object)

    def __init__(self, host: FilesHost, parent: QWidget, autosave: Autosave | None = None) -> None:
        super().__init__(parent)
        self.host = host
        self.widget = parent  # dialogs and messages open over it
        self.path: Path | None = None
        # Changes the undo stack does not hold (a restored game, a set, a review, who plays a seat)
        # not yet saved.
        self.changed_outside_undo = False
        self.autosave = autosave or Autosave()
        self.autosave.claim()  # held while this window runs: no other start restores its game
        self._autosave_timer = QTimer(self)
        self._autosave_timer.setSingleShot(True)
        self._autosave_timer.timeout.connect(self.write_autosave)
        self._last_autosaved: tuple[object, ...] | None = None
        # Changes to the game: every undoable edit moves the undo stack's index (a move, an
        # undo, a redo); every other one passes `changed`. Moving through the game is none.
        self._edits = 0
        host.controller.undo_stack.indexChanged.connect(self._edited)
        # Where the game is shown is written apart, after the keys stop (`write_cursor`):
        # losing it to a crash loses no move.
        self._cursor_timer = QTimer(self)
        self._cursor_timer.setSingleShot(True)
        self._cursor_timer.setInterval(CURSOR_DELAY_MS)
        self._cursor_timer.timeout.connect(self.write_cursor)
        self._cursor_autosaved: int | None = None
        self._rebase_written.connect(self._rebased)
        self._edit_timer = QTimer(self)
        self._edit_timer.setSingleShot(True)
        self._edit_timer.setInterval(EDIT_BASE_DELAY_MS)
        self._edit_timer.timeout.connect(self._write_edit_base)
        # Tests and scripted runs replace this; people get the usual question.
        self.confirm_discard: Callable[[], bool] = self._ask_to_save
        # A big game's moves still being read while the window shows it (ui/reading_on.py).
        self.reading_on: ReadingOn | None = None

    @property
    def settings(self) -> Settings:
        return self.host.settings

    # -- dirty state -----------------------------------------------------------------

    def dirty(self) -> bool:
        return self.changed_outside_undo or not self.host.controller.undo_stack.isClean()

    def _edited(self) -> None:
        self._edits += 1
        self._journal_move()

    def changed(self) -> None:
        """The game changed outside the undo stack: Save keeps it, leaving asks, the autosave has it."""
        self._edits += 1
        self.changed_outside_undo = True
        self.host.update_title()
        self.schedule_autosave()

    def _ask_to_save(self) -> bool:
        """True when the current game may be replaced or closed."""
        if not self.dirty():
            return True
        answer = plain.ask(
            self.widget,
            _("Save the game?"),
            _("The game has changes that are not saved to a file. Save them first?"),
            QMessageBox.StandardButton.Save
            | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel,
        )
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        return answer == QMessageBox.StandardButton.Discard

    # -- open and save -----------------------------------------------------------------

    @property
    def game_set(self) -> GameSet | None:
        """The set of games the record belongs to, if any (the table holds it)."""
        return self.host.controller.game_set

    def start(self, record: Record, path: Path | None, game_set: GameSet | None = None) -> None:
        if self.reading_on is not None and self.reading_on.reading.record is not record:
            self.reading_on.end()  # another game replaces the one being read
        self.host.close_editor()  # an edit of another game's position has no place here
        self.path = path
        self.host.controller.game_set = game_set
        self.changed_outside_undo = False
        self.host.controller.set_record(record)
        self.host.controller.undo_stack.setClean()
        self.host.update_title()

    def open_dialog(self) -> None:
        if not self.host.may_replace_game():
            return
        name, _filter = QFileDialog.getOpenFileName(
            self.widget, _("Open a game"), str(self.folder()), _(RECORD_FILTER)
        )
        if name:
            self.open_path(Path(name))

    def open_path(self, path: Path) -> bool:
        """File ▸ Open, `pardsgui FILE` and the recent files: the game, or a message saying why not.

        A big record is shown as soon as its top is read, and its moves are read on while the
        window shows it (`ReadingOn`): True then says it is shown, not that all of it is good.
        """
        controller = self.host.controller
        before = (controller.record, self.path, self.game_set)
        with ReadingProgress(self.widget, path.name) as progress:
            try:
                with building(settle=True):
                    loaded = begin_game_file(path, progress)
                    if not isinstance(loaded, Reading):
                        progress.laying_out()
                        self.start(loaded.record, path, loaded.game_set)
            except Cancelled:
                self.opening_stopped(path)
                return False
            except LoadError as error:
                progress.close()  # before the message, not over it
                self.cannot_open(path, error)
                if not path.exists():
                    self._forget_recent(path)
                return False
        if isinstance(loaded, Reading):  # shown now, its moves read on (the dialog is gone)
            if self.reading_on is not None:
                self.reading_on.end()  # a game read before, replaced
            self.reading_on = ReadingOn(self, loaded, path, before)
            self.reading_on.start()
            return True
        self.remember_recent(path)
        return True

    def cannot_open(self, path: Path, reason: object) -> None:
        """The box that says why a file cannot be opened (its reading refused, early or late)."""
        plain.warn(
            self.widget,
            _("Cannot open the game"),
            _("{file} cannot be opened:\n\n{reason}").format(file=path.name, reason=reason),
        )

    def opening_stopped(self, path: Path) -> None:
        self.host.statusBar().showMessage(
            _("Opening {file} was stopped: the game shown is as it was").format(file=path.name), 8000
        )

    def still_reading(self) -> bool:
        """Whether the game's moves are still being read; if so the status bar says why nothing was done."""
        if self.reading_on is None:
            return False
        self.host.statusBar().showMessage(self.reading_on.why, 8000)
        return True

    def save(self) -> bool:
        if self.still_reading():
            return False
        if self.path is None:
            return self.save_as()
        return self.save_path(self.path)

    def save_as(self) -> bool:
        if self.still_reading():
            return False
        name, _filter = QFileDialog.getSaveFileName(
            self.widget, _("Save the game"), str(self.folder()), _(RECORD_FILTER)
        )
        if not name:
            return False
        path = Path(name)
        if not path.name.endswith(".pards.json"):
            path = path.with_name(path.name.removesuffix(".json") + ".pards.json")
        return self.save_path(path)

    def save_path(self, path: Path) -> bool:
        if self.still_reading():  # half the game written would be taken for all of it
            return False
        try:
            content = (
                self.game_set.to_json()
                if self.game_set is not None
                else self.host.controller.record.to_json()
            )
            write_atomic(path, content)
        except (OSError, ValueError) as error:  # ValueError: text that cannot be encoded
            reason = error.strerror if isinstance(error, OSError) and error.strerror else str(error)
            plain.warn(
                self.widget,
                _("Cannot save the game"),
                _("{file} could not be written:\n\n{reason}").format(file=path, reason=reason),
            )
            return False
        self.path = path
        self.changed_outside_undo = False
        self.host.controller.undo_stack.setClean()
        self.remember_recent(path)
        self.host.statusBar().showMessage(_("Saved {file}").format(file=path), 4000)
        self.host.update_title()
        self.schedule_autosave()
        return True

    def remember_folder(self, path: Path) -> None:
        """The next file dialog opens where the person last saved, opened or exported a file."""
        self.settings.set("last_folder", str(path.resolve().parent))

    def folder(self) -> Path:
        folder = path_from_text(self.settings.get("last_folder"))
        return folder if folder is not None and folder.is_dir() else Path.home()

    # -- recent files --------------------------------------------------------------------

    def recent(self) -> list[Path]:
        paths = self.settings.get("recent_files", [])
        found = (path_from_text(p) for p in paths) if isinstance(paths, list) else ()
        return [path for path in found if path is not None]

    def remember_recent(self, path: Path) -> None:
        resolved = path.resolve()
        paths = [str(resolved), *[str(p) for p in self.recent() if p != resolved]][:RECENT_LIMIT]
        self.settings.set("recent_files", paths)
        self.remember_folder(resolved)

    def _forget_recent(self, path: Path) -> None:
        self.settings.set("recent_files", [str(p) for p in self.recent() if p != path.resolve()])

    def fill_recent_menu(self, menu: QMenu) -> None:
        menu.clear()
        paths = self.recent()
        for number, path in enumerate(paths, 1):
            action = menu.addAction(f"&{number % 10} {path.name}")
            action.setToolTip(plain.tooltip(str(path)))
            action.triggered.connect(lambda _checked=False, p=path: self.open_recent(p))
        if not paths:
            placeholder(menu, _("No recent games"))
        else:
            menu.addSeparator()
            menu.addAction(_("&Clear the list"), lambda: self.settings.set("recent_files", []))

    def open_recent(self, path: Path) -> None:
        if self.host.may_replace_game():
            self.open_path(path)

    # -- autosave ------------------------------------------------------------------------

    def schedule_autosave(self) -> None:
        """Write soon after a change: after the board is redrawn, at most once per change."""
        self._autosave_timer.start(0)

    def _autosave_state(self) -> tuple[object, ...]:
        """What the autosave holds of the game: when this changes, the autosave is written."""
        controller = self.host.controller
        record = controller.record
        return (
            id(record),
            controller.shape,
            self._edits,
            self.path,
            self.dirty(),
            id(self.game_set),
            tuple(sorted(record.computer.items())),
        )

    def write_autosave(self, at_once: bool = False) -> None:
        """The whole game when it changed; where it is shown, soon, when only that changed.

        A move played at the end of a line is in the autosave already (`_journal_move`). An
        edit of a large game is written in a thread; `at_once` (the app is ending) writes
        it, and waits for one being written, before it returns.
        """
        if at_once:
            self._settle_edit()  # first: a base that failed leaves the state to write here
        if self.reading_on is not None:
            return  # the file holds the game being read; its autosave starts once it is whole
        record = self.host.controller.record
        state = self._autosave_state()
        last = self._last_autosaved
        if state != last:
            self._cursor_timer.stop()
            same_game = last is not None and (state[0], state[5]) == (last[0], last[5])
            threaded = same_game and not at_once and record.grown >= THREADED_BASE_MOVES
            if threaded and self.autosave.journal is not None:
                self._last_autosaved = state
                self._edit_timer.start()  # `_write_edit_base`, in a thread, once the edits pause
                return
            self._edit_timer.stop()  # written whole here, now
            if self.autosave.write(record, self.path, self.dirty(), self.game_set):
                self._last_autosaved = state
                self._cursor_autosaved = id(record.current)
            else:
                self.host.statusBar().showMessage(self.autosave.error, 10000)
        elif id(record.current) != self._cursor_autosaved:
            self._cursor_timer.start()

    def _journal_move(self) -> None:
        """A move just added at the end of a line: one line in the autosave's journal, before it is shown.

        Anything else that changed since the autosave was last written (an undo, a deletion, a
        comment, a new game) leaves the state changed, and the whole game is written
        (`write_autosave`, right after the redraw).
        """
        node = self.host.controller.added
        if node is None or node.parent is None:
            return
        self._settle_edit()  # the journal in place may not take a move while an edit's base is written
        last = self._last_autosaved
        if last is None:
            return
        if not shiboken6.isValid(self.host.controller.undo_stack):  # its index let go as it is deleted
            return
        state = self._autosave_state()
        # Only this move since the last write: the tree's shape and the edits one step on, and
        # the game changed (a journal's moves always are changes to save).
        record, shape, edits, path, _dirty, game_set, computer = last
        assert isinstance(shape, int) and isinstance(edits, int)
        if state != (record, shape + 1, edits + 1, path, True, game_set, computer):
            return
        fresh = not node.children and not node.comment and node.ending is None
        last_child = node.parent.children[-1] is node  # a replay adds it last, as the move did
        if not (fresh and last_child and node is self.host.controller.record.current):
            return
        if not self.autosave.append(node):
            if self.autosave.error:
                self.host.statusBar().showMessage(self.autosave.error, 10000)
            return
        self._last_autosaved = state
        self._cursor_autosaved = id(node)  # the journal's last move is where the game is shown
        self._cursor_timer.stop()
        if self.autosave.rebase_due():
            self._start_rebase()

    def _start_rebase(self, holds_edit: bool = False) -> bool:
        """The base written again in a thread: the journal is long, or (`holds_edit`) a big game changed."""
        rebase = self.autosave.start_rebase(
            self.host.controller.record, self.path, self.dirty(), self.game_set, holds_edit
        )
        if rebase is None:
            self.host.statusBar().showMessage(self.autosave.error, 10000)
            return False

        def run() -> None:
            rebase.run()
            # The window may have closed meanwhile: its autosave is then gone, or kept as it was.
            with contextlib.suppress(RuntimeError):
                self._rebase_written.emit(rebase)

        threading.Thread(target=run, name="autosave-base", daemon=True).start()
        return True

    def _write_edit_base(self) -> None:
        self._edit_timer.stop()
        if not self._start_rebase(holds_edit=True):  # no thread to write it: here, whole, at once
            self._last_autosaved = None
            self.write_autosave()

    def _settle_edit(self) -> None:
        """An edit's base not written yet: write it and put it in place (rare: a move within its second)."""
        if self._edit_timer.isActive():
            self._write_edit_base()
        rebase = self.autosave.rebase
        if rebase is not None and rebase.holds_edit:
            rebase.done.wait()
            self._rebased(rebase)

    def _rebased(self, rebase: Rebase) -> None:
        if rebase.settled:  # put in place already, by a move that waited for it
            return
        rebase.settled = True
        if not self.autosave.finish_rebase(rebase):
            self.host.statusBar().showMessage(self.autosave.error, 10000)
            if rebase.holds_edit:  # the journal in place predates the edit: a whole base, once more
                self._last_autosaved = None
                self.schedule_autosave()
            return
        # The place written for the old base is not applied to the new one: written again,
        # unless the game is shown where a restore would show it anyway.
        journal = self.autosave.journal
        current = self.host.controller.record.current
        if journal is not None and current is journal.last:
            self._cursor_autosaved = id(current)
        else:
            self._cursor_autosaved = None
            self._cursor_timer.start()

    def write_cursor(self) -> None:
        current = self.host.controller.record.current
        if self.autosave.write_cursor(current):
            self._cursor_autosaved = id(current)
        else:
            self.host.statusBar().showMessage(self.autosave.error, 10000)

    def remove_autosave(self) -> None:
        self._autosave_timer.stop()
        self._cursor_timer.stop()
        self._edit_timer.stop()
        if not self.autosave.remove():
            self.host.statusBar().showMessage(self.autosave.error, 10000)

    def offer_restore(self, choose: RestoreChooser | None = None) -> bool:
        """Offer every game earlier runs left behind when they stopped unexpectedly.

        One game: restore it or not (declined, it is removed). Several: the person picks one to
        restore, keeps them all for later, or discards them all. Nothing that was not offered
        and declined is removed.
        """
        choose = choose or self._choose_restore
        self.autosave.clean_temporaries()
        found: list[Restorable] = []
        stopped = 0
        for file in self.autosave.left_behind():
            with ReadingProgress(self.widget, file.name) as progress:  # gone before the question
                try:
                    with building(settle=True):
                        game = Autosave.load(file, progress)
                except Cancelled:  # not offered, so kept as it is for the next start
                    stopped += 1
                    continue
                except LoadError as error:
                    progress.close()  # before the message, not over it
                    try:
                        kept = _("it is kept as {file}").format(file=Autosave.set_aside(file))
                    except OSError as failure:
                        kept = _("it could not be moved aside ({reason})").format(
                            reason=failure.strerror or failure
                        )
                    plain.warn(
                        self.widget,
                        _("Autosave"),
                        _("An autosaved game could not be read ({reason}); {kept}.").format(
                            reason=error, kept=kept
                        ),
                    )
                    continue
            if game.note:  # said with the question; the bad lines kept apart, the game restores the same
                try:
                    aside = Autosave.set_aside_journal(game)
                    game.note += (
                        " " + _("The lines left out are kept in {file}.").format(file=aside) if aside else ""
                    )
                except (OSError, LoadError) as failure:
                    game.note += " " + _("(They could not be moved aside: {reason}.)").format(reason=failure)
            found.append(game)
        if stopped:
            words = ngettext(
                "An autosaved game was not read: it is kept, to be offered at the next start",
                "{count} autosaved games were not read: they are kept, to be offered at the next start",
                stopped,
            )
            self.host.statusBar().showMessage(words.format(count=stopped), 10000)
        if not found:
            return False
        chosen, discard_others = choose(found)
        if chosen is not None:
            self.restore(chosen)
            self.write_autosave()  # in this run's autosave before the old file goes
        for game in found:
            if game is chosen or discard_others:
                try:
                    self.autosave.discard(game.file)
                except OSError as error:
                    self.host.statusBar().showMessage(
                        _("{file} could not be removed: {reason}").format(file=game.file, reason=error), 10000
                    )
        return chosen is not None

    def restore(self, found: Restorable) -> None:
        self.start(found.record, found.saved_as, found.game_set)
        self.changed_outside_undo = found.dirty
        self.host.controller.go_to(found.current)
        self.host.update_title()
        self.schedule_autosave()

    def _choose_restore(self, found: list[Restorable]) -> tuple[Restorable | None, bool]:
        if len(found) == 1:
            answer = plain.ask(
                self.widget,
                _("Restore the game?"),
                _("pardsgui stopped unexpectedly while you were playing {game}.").format(
                    game=found[0].describe()
                )
                + (f"\n\n{found[0].note}" if found[0].note else "")
                + "\n\n"
                + _("Restore it?"),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                QMessageBox.StandardButton.Yes,
                unbidden=True,  # "No" removes the game: no click meant for the reading's Cancel
            )
            yes = answer == QMessageBox.StandardButton.Yes
            return (found[0] if yes else None), not yes
        dialog = RestoreDialog(self.widget, found)
        hold_answers(dialog)  # as the one game's question: "Discard them all" takes no stray click
        dialog.exec()
        return dialog.choice

    # -- clipboard ---------------------------------------------------------------------------

    def copy_position(self) -> None:
        text = self.host.position_text_for_screen()
        QGuiApplication.clipboard().setText(text)
        self.host.statusBar().showMessage(_("Position copied"), 3000)

    def copy_game(self) -> None:
        """The record, or while it would tell a secret (core/hidden.py) the moves as text."""
        if self.still_reading():
            return
        c = self.host.controller
        if hidden.record_secret(c.view, c.record):
            with english():  # text a person pastes anywhere: the same in every language
                text = review_text.game_text(c.view, c.record, c.viewer())
            QGuiApplication.clipboard().setText(text)
            self.host.statusBar().showMessage(
                _("Moves copied as text: the game itself holds secret choices and is copied once it is over"),
                6000,
            )
            return
        QGuiApplication.clipboard().setText(self.host.controller.record.to_json())
        self.host.statusBar().showMessage(_("Game copied"), 3000)

    def paste(self, text: str | None = None) -> bool:
        text = QGuiApplication.clipboard().text() if text is None else text
        controller = self.host.controller
        try:
            with building(settle=True):  # as File ▸ Open reads: a pasted game may be as long
                pasted = read_game_text(text, "the clipboard", controller.game.id, positions=True)
        except LoadError as error:
            reason = str(error).removeprefix("the clipboard: ")
            plain.warn(
                self.widget,
                _("Cannot paste"),
                _("The clipboard cannot be used: {reason}").format(reason=reason),
            )
            return False
        if not self.host.may_replace_game():
            return False
        self.start(pasted.record, None, pasted.game_set)
        self.changed_outside_undo = True
        self.host.update_title()
        return True

    # -- export ----------------------------------------------------------------------------------

    def export_image_dialog(self) -> None:
        dialog = ExportDialog(self.widget)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        name, _filter = QFileDialog.getSaveFileName(
            self.widget,
            _("Export the board"),
            str(self.folder() / "board.png"),
            _("PNG image (*.png);;SVG drawing (*.svg)"),
        )
        if name:
            path = Path(name)
            if path.suffix.lower() not in (".png", ".svg"):
                path = path.with_name(path.name + ".png")
            self.remember_folder(path)
            self.export_image(path, dialog.pixels.value(), dialog.coordinates.isChecked())

    def export_image(self, path: Path, width: int, coordinates: bool) -> bool:
        controller = self.host.controller
        position = controller.position
        scene = BoardScene(self.host.scene.theme)
        scene.show_board(
            controller.game.id, controller.view.geometry(position), controller.flipped, coordinates
        )
        scene.show_pieces(controller.view.pieces(position), Highlights())
        rect = scene.sceneRect()
        height = max(1, round(width * rect.height() / rect.width()))
        # Drawn into memory, then written as every file is (write_atomic): a half-written picture
        # never stands, and a named pipe at the path never makes the app wait for a reader.
        buffer = QBuffer()
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        if path.suffix.lower() == ".svg":
            generator = QSvgGenerator()
            generator.setOutputDevice(buffer)
            generator.setSize(QSize(width, height))
            generator.setViewBox(QRectF(0, 0, width, height))
            record = controller.record
            title = hidden.image_title(
                controller.game.name, controller.view, record, record.current, controller.viewer()
            )
            generator.setTitle(title)
            painter = QPainter(generator)
            scene.render(painter, QRectF(0, 0, width, height), rect)
            ok = painter.end()
        else:
            image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
            image.fill(Qt.GlobalColor.transparent)
            painter = QPainter(image)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            scene.render(painter, QRectF(0, 0, width, height), rect)
            painter.end()
            ok = QImageWriter(buffer, QByteArray(b"png")).write(image)
        if ok:
            try:
                write_atomic(path, bytes(buffer.data().data()))
            except OSError as error:
                reason = error.strerror or str(error)
                plain.warn(
                    self.widget,
                    _("Cannot export"),
                    _("{file} could not be written: {reason}").format(file=path, reason=reason),
                )
                return False
        else:
            plain.warn(self.widget, _("Cannot export"), _("{file} could not be written.").format(file=path))
        return ok

    def export_text_dialog(self) -> None:
        if self.still_reading():
            return
        name, _filter = QFileDialog.getSaveFileName(
            self.widget, _("Export the moves"), str(self.folder() / "game.txt"), _("Text (*.txt)")
        )
        if name:
            self.remember_folder(Path(name))
            self.export_text(Path(name))

    def export_text(self, path: Path) -> bool:
        controller = self.host.controller
        with english():  # a file: the same in every language
            text = review_text.game_text(controller.view, controller.record, controller.viewer())
        try:
            write_atomic(path, text)
        except (OSError, ValueError) as error:
            plain.warn(
                self.widget,
                _("Cannot export"),
                _("{file} could not be written: {reason}").format(file=path, reason=error),
            )
            return False
        return True


RestoreChooser = Callable[[list[Restorable]], tuple[Restorable | None, bool]]


class RestoreDialog(QDialog):
    """Several games left by runs that stopped: restore one, keep them all for later, or discard them all."""

    def __init__(self, parent: QWidget, found: list[Restorable]) -> None:
        super().__init__(parent)
        self.setObjectName("restore-games")
        self.setWindowTitle(_("Restore a game?"))
        self.found = found
        self.choice: tuple[Restorable | None, bool] = (None, False)  # closed: all kept for later
        words = plain.label(
            _(
                "pardsgui stopped unexpectedly while {count} games were open (two windows, or"
                " several runs). Restore one now; the others stay to be restored later unless you"
                " discard them."
            ).format(count=len(found))
        )
        words.setWordWrap(True)
        self.games = QListWidget()
        self.games.setObjectName("restore-list")
        for game in found:
            when = datetime.fromtimestamp(modified(game.file)).strftime("%Y-%m-%d %H:%M")
            item = QListWidgetItem(f"{when}: {game.describe()}")
            if game.note:
                item.setToolTip(plain.tooltip(game.note))
                item.setText(_("{game} (not all: {note})").format(game=item.text(), note=game.note))
            self.games.addItem(item)
        self.games.setCurrentRow(0)
        self.games.itemActivated.connect(lambda _item: self._restore())
        buttons = QDialogButtonBox()
        restore = buttons.addButton(_("Restore the chosen game"), QDialogButtonBox.ButtonRole.AcceptRole)
        later = buttons.addButton(_("Keep them all for later"), QDialogButtonBox.ButtonRole.RejectRole)
        discard = buttons.addButton(_("Discard them all"), QDialogButtonBox.ButtonRole.DestructiveRole)
        restore.clicked.connect(self._restore)
        later.clicked.connect(self.reject)
        discard.clicked.connect(self._discard)
        layout = QVBoxLayout(self)
        layout.addWidget(words)
        layout.addWidget(self.games)
        layout.addWidget(buttons)
        self.setMinimumWidth(520)

    def _restore(self) -> None:
        row = self.games.currentRow()
        if 0 <= row < len(self.found):
            self.choice = (self.found[row], False)
        self.accept()

    def _discard(self) -> None:
        self.choice = (None, True)
        self.accept()


class ExportDialog(QDialog):
    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setWindowTitle(_("Export the board"))
        self.setMinimumWidth(360)  # room for the title in the window's frame
        self.pixels = QSpinBox()
        self.pixels.setRange(100, 8000)
        self.pixels.setValue(1200)
        self.pixels.setSuffix(_(" px wide"))
        self.coordinates = QCheckBox(_("Coordinates"))
        self.coordinates.setChecked(True)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form = QFormLayout(self)
        form.addRow(_("Size"), self.pixels)
        form.addRow("", self.coordinates)
        form.addRow(buttons)
