"""Game ▸ Review game: the computer rates every move of the line shown, in the background.

The review runs in its own worker process (`Thinker`, as the computer's moves
do, so the window never waits), behind a progress dialog with Cancel. Its
result goes into the record (saved with it) and is shown three ways: the
marks in the Moves panel (the better move on hover, playable as a variation
from the right-click menu), and the Review panel's chart of winning chances
(a click goes to that move) with the summary per player.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDockWidget, QProgressDialog, QWidget

from pardsgui.core.contract import IllegalMove
from pardsgui.core.record import Node, Record
from pardsgui.core.review_data import Review
from pardsgui.core.review_text import summary
from pardsgui.i18n import _, ngettext
from pardsgui.ui import plain
from pardsgui.ui.computer import Job, Thinker
from pardsgui.ui.dock_style import keep_icons
from pardsgui.ui.panels.review_chart import ReviewPanel

if TYPE_CHECKING:
    from PySide6.QtWidgets import QStatusBar

    from pardsgui.ui.controller import GameController
    from pardsgui.ui.editor.session import EditSession
    from pardsgui.ui.files import GameFiles
    from pardsgui.ui.panels.moves import MoveList

REVIEW_LEVEL = "review"  # pardsgui.ai.review.DEFAULT_LEVEL (not imported: the search loads in the worker)


class ReviewHost(Protocol):
    """All a review asks of the window: the game, its files, the move list it marks, a place for its dock."""

    @property
    def controller(self) -> GameController: ...

    @property
    def files(self) -> GameFiles: ...

    @property
    def move_list(self) -> MoveList: ...

    @property
    def session(self) -> EditSession | None: ...  # the position editor's: no review while editing

    def addDockWidget(self, area: Qt.DockWidgetArea, dock: QDockWidget, /) -> None: ...

    def statusBar(self) -> QStatusBar: ...

    def window(self) -> QWidget: ...  # what its dock, its action and its dialogs belong to


class Reviewing(QObject):
    trainRequested = Signal(str)  # Train on my mistakes: the trainer on this game's puzzles from your games

    def __init__(self, window: ReviewHost) -> None:
        super().__init__(window.window())
        self.window = window
        self.panel = ReviewPanel()
        self.dock = QDockWidget(_("Review"), window.window())
        self.dock.setObjectName("dock-review")
        keep_icons(self.dock)
        self.dock.setWidget(self.panel)
        self.panel.setAccessibleName(_("Review"))
        # Below the board, as wide as it: a long game's moves need the width.
        window.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.dock)
        self.dock.hide()
        self.runner = Thinker(self)  # its own process: the computer's moves and hints go on beside it
        self.runner.progressed.connect(self._progressed)
        self.runner.finished.connect(self._finished)
        self.runner.failed.connect(self._failed)
        self.action = QAction(_("Re&view game"), window.window())  # in the Game menu (menus.install)
        self.action.setShortcut(QKeySequence("Ctrl+R"))
        self.action.setStatusTip(
            _("The computer rates every move of the line shown: marks, a chart, a summary")
        )
        self.action.triggered.connect(lambda _checked=False: self.start())
        self.train_action = QAction(_("&Train on my mistakes…"), window.window())
        self.train_action.setShortcut(QKeySequence("Ctrl+Shift+R"))
        self.train_action.setStatusTip(
            _("Puzzles from your reviewed games: each of your moves marked ? or ??")
        )
        self.train_action.triggered.connect(
            lambda _checked=False: self.trainRequested.emit(window.controller.game.id)
        )
        self.progress: QProgressDialog | None = None
        self._line: list[Node] = []  # the nodes the running review rates
        self._shown_for: Record | None = None  # the record whose review opened the panel
        self.panel.chart.plyChosen.connect(self._chart_clicked)
        window.move_list.betterRequested.connect(self._play_better)

    # -- starting and cancelling --------------------------------------------------------------

    def start(self) -> None:
        w = self.window
        if w.session is not None:
            w.statusBar().showMessage(_("Leave the position editor to review the game."), 5000)
            return
        if w.controller.reading:  # a review of the moves read so far would be taken for the game's
            w.statusBar().showMessage(w.controller.reading, 8000)
            return
        record = w.controller.record
        end = record.current.line_end()
        line = end.path()[1:]
        if not line:
            plain.inform(w.window(), _("Review game"), _("There are no moves to review yet."))
            return
        self._line = line
        ended = record.outcome(end) is not None
        self.progress = QProgressDialog(
            _("Reviewing the game: the computer rates every move…"), _("Cancel"), 0, 0, w.window()
        )
        self.progress.setWindowTitle(_("Review game"))
        self.progress.setWindowModality(Qt.WindowModality.WindowModal)
        self.progress.setMinimumDuration(0)
        # Cancel, Escape or closing the dialog in any way cancels the review.
        self.progress.canceled.connect(self.cancel)
        self.progress.finished.connect(self._dialog_finished)
        self.progress.show()
        from pardsgui.ai.worker import review_job

        self.runner.run(
            "review",
            record,
            review_job,
            record.game.id,
            record.start.to_text(),
            [node.text for node in line],
            REVIEW_LEVEL,
            0,
            ended,
        )

    def cancel(self) -> None:
        if self.runner.busy():
            self.runner.stop()
            self.window.statusBar().showMessage(_("Review cancelled."), 5000)
        self._close_progress()

    def _dialog_finished(self, _result: int) -> None:
        self.cancel()

    def shutdown(self) -> None:
        self._close_progress()
        self.runner.shutdown()

    def _close_progress(self) -> None:
        if self.progress is not None:
            progress, self.progress = self.progress, None
            progress.canceled.disconnect(self.cancel)
            progress.finished.disconnect(self._dialog_finished)
            progress.close()
            progress.deleteLater()

    # -- answers from the worker ----------------------------------------------------------------

    def _progressed(self, job: Job, done_total: object) -> None:
        if self.progress is not None and isinstance(done_total, tuple):
            done, total = done_total
            self.progress.setMaximum(total)
            self.progress.setValue(min(done, total - 1))  # the dialog closes itself at its maximum

    def _finished(self, job: Job, review: object) -> None:
        self._close_progress()
        record = self.window.controller.record
        if job.node is not record or not isinstance(review, Review):
            return  # another game is shown now
        record.review = review
        record.touch()
        self.window.files.changed()  # the review is kept by Save, and asked about on leaving
        self.dock.show()
        self.dock.raise_()
        self.update()
        marked = sum(1 for entry in review.moves if entry.mark)
        self.window.statusBar().showMessage(
            ngettext(
                "Review done: {count} move, {marked} marked.",
                "Review done: {count} moves, {marked} marked.",
                len(review.moves),
            ).format(count=len(review.moves), marked=marked)
            + keep_mistakes(record),
            8000,
        )

    def _failed(self, job: Job, message: str) -> None:
        self._close_progress()
        plain.warn(
            self.window.window(), _("Review game"), _("The review failed: {reason}").format(reason=message)
        )

    # -- showing it ---------------------------------------------------------------------------------

    def update(self) -> None:
        """Show the review of the record on the board, or nothing (the window's redraw calls it)."""
        c = self.window.controller
        record = c.record
        review = record.review
        pairs = list(review.nodes(record.root)) if review is not None else []  # one walk of the line
        self.window.move_list.set_ratings({id(node): entry for node, entry in pairs})
        if review is None:
            self.panel.show_review([], [], [], None, [])
            if self._shown_for is not None and self._shown_for is not record:
                self.dock.hide()  # opened for another game's review: this one has none to show
            self._shown_for = None
            return
        if self._shown_for is not record:  # a game opened with its review shows it at once
            self._shown_for = record
            self.dock.show()
        nodes = [node for node, _entry in pairs]
        entries = [entry for _node, entry in pairs]
        points = [entries[0].before, *(entry.after for entry in entries)] if entries else []
        marks = ["", *(entry.mark for entry in entries)] if entries else []
        current = None
        if record.current is record.root:
            current = 0
        elif record.current in nodes:
            current = nodes.index(record.current) + 1
        names = c.view.seat_names(record.start)
        self.panel.show_review(
            points, marks, names, current, summary(record, review, c.view, short=True) if entries else []
        )

    def _chart_clicked(self, index: int) -> None:
        record = self.window.controller.record
        if record.review is None:
            return
        nodes = [record.root, *(node for node, _entry in record.review.nodes(record.root))]
        if 0 <= index < len(nodes):
            self.window.controller.go_to(nodes[index])

    def _play_better(self, node: Node, text: str) -> None:
        c = self.window.controller
        parent = node.parent
        if parent is None or self.window.session is not None:
            return
        try:
            move = parent.position.parse_move(text)
        except IllegalMove as error:
            self.window.statusBar().showMessage(
                _("The better move cannot be played: {reason}").format(reason=error), 8000
            )
            return
        c.go_to(parent)
        c.play(move, tutored=True)  # the review's own better move: nothing to ask about


def keep_mistakes(record: Record) -> str:
    """Each ? and ?? of a person's own moves becomes a puzzle of theirs; what to tell them of it."""
    from pardsgui.train.mine import MyPuzzles

    mine = MyPuzzles.load()
    added = mine.add_from_review(record)
    if not added:
        return f" {mine.notice}" if mine.notice else ""
    if not mine.save():
        return f" {mine.notice}"
    words = ngettext(
        "{count} of your moves became a puzzle: Game ▸ Train on my mistakes.",
        "{count} of your moves became puzzles: Game ▸ Train on my mistakes.",
        len(added),
    )
    return " " + words.format(count=len(added))
