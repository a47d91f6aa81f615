"""A big game shown at once, its moves read on while a person looks (issue 27: open in ≤ 5 s).

Reading a record checks every move by the rules, some 10 to 50 µs a move here: a million
moves took 10 to 45 s, behind a dialog. A record of more than `SHOWN_WHILE_READ` moves is now
shown as soon as its top is read: the window shows its start, and its moves are read on a
slice at a time between the window's events. Meanwhile a person may look through the moves
read (the keys, the move list), and nothing changes the game: the moves, the dice, the
computer, Save and the review wait, each saying why. When the last move is read the game is
whole, as a reading at once gives it (its review on, the end of its main line shown, unless
the person went elsewhere), and everything works again. A move the rules refuse stops the
reading with the message a whole reading gives, and the game shown before comes back.
Another game shown meanwhile (New game, Open, Paste) ends the reading, which it replaces.
"""

from __future__ import annotations

import time
from contextlib import ExitStack
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtWidgets import QLabel

from pardsgui.core.bulk import building
from pardsgui.i18n import _, grouped, ngettext
from pardsgui.storage.loading import LoadError, Reading

if TYPE_CHECKING:
    from PySide6.QtWidgets import QStatusBar, QWidget

    from pardsgui.core.record import Node, Record
    from pardsgui.storage.sets import GameSet
    from pardsgui.ui.controller import GameController


class _Window(Protocol):
    @property
    def controller(self) -> GameController: ...

    def statusBar(self) -> QStatusBar: ...


class ReadingHost(Protocol):
    """What the reading needs of the window's files (`GameFiles`), and no more."""

    reading_on: ReadingOn | None
    widget: QWidget

    @property
    def host(self) -> _Window: ...

    def start(self, record: Record, path: Path | None, game_set: GameSet | None = None) -> None: ...

    def remember_recent(self, path: Path) -> None: ...

    def cannot_open(self, path: Path, reason: object) -> None: ...

    def opening_stopped(self, path: Path) -> None: ...

    def schedule_autosave(self) -> None: ...


#: Seconds of reading at a turn of the window's event loop: a key or a click waits at most this.
SLICE_S = 0.005
#: Moves read between two looks at the clock.
EVERY = 32
#: Seconds between two updates of the words that say how far the reading is.
TOLD_EVERY_S = 0.25


class ReadingOn(QObject):
    def __init__(
        self,
        files: ReadingHost,
        reading: Reading,
        path: Path,
        before: tuple[Record, Path | None, GameSet | None],
    ) -> None:
        super().__init__(files.widget)
        self.files = files
        self.reading = reading
        self.path = path
        self.before = before  # the game shown before, back if a move cannot be read
        self._steps = reading.steps(EVERY)
        # No cyclic collection while the moves come in (core/bulk.py), one at the end: looking at
        # the whole growing tree several times over would stall the window for as long each time.
        self._collector = ExitStack()
        self._collector.enter_context(building(settle=True))
        self._told = 0.0
        self._shown = 1  # moves read when the window last showed the tree anew (at the start: none)
        # How far it is, at the status bar's end: a message there (why Save did nothing) stays.
        self.label = QLabel()
        self.label.setObjectName("reading-progress")
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        files.host.statusBar().addPermanentWidget(self.label)
        self.timer = QTimer(self)
        self.timer.setInterval(0)
        self.timer.timeout.connect(self._read_on)

    def start(self) -> None:
        """Show the game, saying from its first drawing why nothing changes it yet, and read on."""
        self.files.host.controller.reading = self.why
        self.files.start(self.reading.record, self.path)
        self.label.setText(self.words)
        self.timer.start()

    @property
    def why(self) -> str:
        """Why nothing may change the game now, where a person tried (the Turn panel, a tooltip)."""
        return _(
            "Reading {file}: playing and changes wait until all its moves are read; look through those read"
        ).format(file=self.path.name)

    @property
    def words(self) -> str:
        """How far the reading is (the status bar): the words of the dialog a whole reading shows."""
        total = self.reading.total
        return ngettext(
            "Reading {file}: {done} of {total} move checked by the rules",
            "Reading {file}: {done} of {total} moves checked by the rules",
            total,
        ).format(file=self.path.name, done=grouped(self.reading.done), total=grouped(total))

    def _read_on(self) -> None:
        controller = self.files.host.controller
        if controller.record is not self.reading.record:  # another game shown: this reading is over
            self.end()
            return
        record = self.reading.record
        looked_at = record.current
        until = time.perf_counter() + SLICE_S
        try:
            for _step in self._steps:
                if time.perf_counter() >= until:
                    break
            else:
                self._finished(looked_at)
                return
        except LoadError as error:
            self._failed(error)
            return
        self._tell()

    def _tell(self) -> None:
        now = time.monotonic()
        if now - self._told < TOLD_EVERY_S:
            return
        self._told = now
        done = self.reading.done
        if done >= 2 * self._shown:
            # The move list and the keys show the moves read so far: the window drawn anew as the
            # tree doubles, so that laying out its rows costs twice the last layout at most.
            self._shown = done
            controller = self.files.host.controller
            controller.reshaped()
            controller.changed.emit()
        self.label.setText(self.words)

    def end(self) -> None:
        """The reading is over (read, refused, or another game shown): the window is the game's again."""
        if not self.timer.isActive() and self.files.reading_on is not self:
            return  # ended already
        self.timer.stop()
        self.files.host.statusBar().removeWidget(self.label)
        self.label.deleteLater()
        self._collector.close()
        if self.files.reading_on is self:
            self.files.reading_on = None
        self.files.host.controller.reading = ""
        self.deleteLater()

    def _finished(self, looked_at: Node) -> None:
        record = self.reading.record
        if looked_at is not record.root:  # the person went elsewhere meanwhile: stay there
            record.go_to(looked_at)
        self.end()
        files = self.files
        controller = files.host.controller
        controller.reshaped()
        controller.changed.emit()
        files.remember_recent(self.path)
        files.schedule_autosave()
        total = self.reading.total
        files.host.statusBar().showMessage(
            ngettext("{file}: its {total} move read", "{file}: all {total} moves read", total).format(
                file=self.path.name, total=grouped(total)
            ),
            8000,
        )

    def _failed(self, error: LoadError) -> None:
        self.end()
        files = self.files
        # Back before the message: while it waits for its OK, the half-read game must not be the
        # one shown, nor the one an autosave would write.
        record, path, game_set = self.before
        files.start(record, path, game_set)
        files.cannot_open(self.path, error)
        files.opening_stopped(self.path)
