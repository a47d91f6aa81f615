"""Moves ▸ Tutor: before a person's move that loses much, the app asks first (as GNU Backgammon's tutor).

With the tutor on, a person's move is held, not played, while a worker process of
its own rates it as the review rates a decision (`pardsgui.ai.worker.tutor_job`):
the move against the best one found, at the review's budget. A move the review
would mark `?` or `??` opens the question — play it anyway, take it back, or see a
better move marked on the board; any other move is played as soon as the answer
comes. The window stays free meanwhile; another move waits until the answer. Secret
choices (Kerd's) are never tutored while the game runs, as the review never rates
them before its end.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from pardsgui.i18n import _, isolate
from pardsgui.ui.computer import Job, Thinker

if TYPE_CHECKING:
    from pardsgui.core.contract import Move, Position
    from pardsgui.core.record import Node
    from pardsgui.core.review_data import MoveReview
    from pardsgui.storage.settings import Settings
    from pardsgui.ui.controller import GameController

#: The review's marks that stop a move: a mistake or a blunder, not an inaccuracy.
STOPPING_MARKS = ("?", "??")
PLAY, TAKE_BACK, BETTER = "play", "take back", "better"


class Tutor(QObject):
    def __init__(self, controller: GameController, settings: Settings, parent: QWidget) -> None:
        super().__init__(parent)
        self.controller = controller
        self.settings = settings
        self.parent_widget = parent
        self.enabled = settings.get("tutor", False) is True
        self.pending: tuple[Node, Move] | None = None  # the move held while it is rated
        self._runner: Thinker | None = None  # its own worker, made when first asked
        # Tests replace this; people get the question: PLAY, TAKE_BACK or BETTER.
        self.ask: Callable[[str], str] = self._ask
        controller.vet = self.vet
        controller.changed.connect(self._moved)

    def set_enabled(self, on: bool) -> None:
        self.enabled = on
        self.settings.set("tutor", on)
        if not on:
            self._drop()

    def watches(self, position: Position) -> bool:
        """Would a person's move here be looked at first?"""
        c = self.controller
        if not self.enabled or position.current is None or c.outcome() is not None:
            return False
        return len(position.legal_moves()) > 1 and not c.view.secret(position)

    def vet(self, move: Move) -> bool:
        """A person's move: True to play it now; False when it is held (or refused) meanwhile."""
        c = self.controller
        if self.pending is not None:
            c.say_why(_("The tutor is still looking at your last move: wait for its answer."))
            return False
        position = c.position
        if not self.watches(position) or move in c.view.secret_moves(position):
            return True
        from pardsgui.ai.worker import tutor_job  # the search loads when the tutor is first used

        text = position.move_text(move)
        self.pending = (c.record.current, move)
        if self._runner is None:
            self._runner = Thinker(self)
            self._runner.finished.connect(self._answered)
            self._runner.failed.connect(self._failed)
        self._runner.run("tutor", c.record.current, tutor_job, c.game.id, position.to_text(), text)
        c.tell(_("The tutor is looking at your move {move}…").format(move=isolate(text)))
        c.changed.emit()
        return False

    def _held(self, job: Job) -> Move | None:
        """The move held for `job`, if the game is still where it was played; let go of it."""
        pending, self.pending = self.pending, None
        c = self.controller
        if pending is None or job.node is not pending[0] or c.record.current is not pending[0]:
            return None
        # Still legal there: the game may have ended meanwhile where it stands (a resignation).
        return pending[1] if c.outcome() is None and pending[1] in c.position.legal_moves() else None

    def _answered(self, job: Job, rated: MoveReview) -> None:
        move = self._held(job)
        if move is None:
            return
        c = self.controller
        if rated.mark not in STOPPING_MARKS or not rated.best:
            c.play(move, tutored=True)
            return
        answer = self.ask(question(rated))
        if answer == PLAY:
            c.play(move, tutored=True)
        elif answer == BETTER:
            c.hint = c.position.parse_move(rated.best)
            c.tell(
                _("The tutor's better move: {move}, marked on the board.").format(move=isolate(rated.best))
            )
            c.changed.emit()
        else:
            c.tell(_("Taken back before it was played: {move}.").format(move=isolate(rated.move)))
            c.changed.emit()

    def _failed(self, job: Job, message: str) -> None:
        move = self._held(job)
        if move is not None:  # never in the person's way: the move is played, and the failure said
            self.controller.play(move, tutored=True)
            self.controller.message.emit(
                _("The tutor could not rate that move ({reason}).").format(reason=message)
            )

    def _moved(self) -> None:
        pending = self.pending
        if pending is not None and self.controller.record.current is not pending[0]:
            self._drop()  # the game moved on (Back, Undo, another game): the answer is for nothing

    def _drop(self) -> None:
        self.pending = None
        if self._runner is not None:
            self._runner.stop()

    def shutdown(self) -> None:
        self.pending = None
        if self._runner is not None:
            self._runner.shutdown()

    def _ask(self, words: str) -> str:
        box = QMessageBox(QMessageBox.Icon.Warning, _("Tutor"), words, parent=self.parent_widget)
        box.setObjectName("tutor-question")
        box.setTextFormat(Qt.TextFormat.PlainText)
        play = box.addButton(_("Play it anyway"), QMessageBox.ButtonRole.AcceptRole)
        back = box.addButton(_("Take it back"), QMessageBox.ButtonRole.RejectRole)
        better = box.addButton(_("Show me a better move"), QMessageBox.ButtonRole.ActionRole)
        box.setDefaultButton(back)
        box.setEscapeButton(back)
        box.exec()
        chosen = box.clickedButton()
        return PLAY if chosen is play else BETTER if chosen is better else TAKE_BACK


def question(rated: MoveReview) -> str:
    """The tutor's words for a move that loses much: how much, and that a better move exists."""
    if rated.mark == "??":
        words = _(
            "{move} looks like a blunder ({mark}): it loses about {loss} % of your winning chance"
            " against the best move found.\n\nPlay it anyway, take it back, or see a better move?"
        )
    else:
        words = _(
            "{move} looks like a mistake ({mark}): it loses about {loss} % of your winning chance"
            " against the best move found.\n\nPlay it anyway, take it back, or see a better move?"
        )
    return words.format(move=isolate(rated.move), mark=rated.mark, loss=f"{rated.loss:.0f}")
