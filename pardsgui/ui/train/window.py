"""The trainer's window (Help ▸ Puzzles): one puzzle at a time on the real board, as Learn shows a lesson.

The board is the same scene and widget as in play, and its clicks go through the
same click map (pardsgui/table/clicks.py), so a puzzle is played exactly as a game
is. A wrong move is judged in the computer's worker process (`Thinker`, as the
Hint and the tutor are), so the window never waits: its loss, in the tutor's words,
and its refutation, played out slowly on the board. The game in the main window is
never touched.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QComboBox, QLabel, QVBoxLayout, QWidget

from pardsgui.core.contract import Move
from pardsgui.games import game_info
from pardsgui.i18n import N_, _, isolate, ngettext
from pardsgui.train.attempt import Status
from pardsgui.train.desk import MINE, SHIPPED, PuzzleDesk
from pardsgui.train.mine import MyPuzzles, games_with_puzzles
from pardsgui.train.progress import TrainerProgress
from pardsgui.train.puzzles import puzzle_files, threshold
from pardsgui.train.work import Judgement
from pardsgui.ui import plain
from pardsgui.ui.computer import Job, Thinker
from pardsgui.ui.study import StudyWindow
from pardsgui.ui.theme import Theme
from pardsgui.ui.train.page import PuzzlePage

STEP_DELAY = 900  # ms between the moves of a refutation or of the solution shown
SETS = ((SHIPPED, N_("Puzzles from the computer's games")), (MINE, N_("From my games")))


def games_for_trainer(mine: MyPuzzles) -> list[str]:
    """Games with puzzles to offer: shipped ones, or the player's own."""
    return games_with_puzzles((path.stem for path in puzzle_files()), mine)


class TrainerWindow(StudyWindow):
    def __init__(
        self, parent: QWidget | None, game_id: str = "", which: str = SHIPPED, theme: Theme | None = None
    ) -> None:
        super().__init__(parent, "trainer-window", _("Puzzles"))
        self.step_delay = STEP_DELAY
        self.judge_steps = 0  # the search's budget for a judgement; 0: the review's (tests ask for less)
        self.desk = PuzzleDesk(TrainerProgress.load(), MyPuzzles.load())
        self.thinker = Thinker(self)
        self.thinker.finished.connect(self._judged)
        self.thinker.failed.connect(self._judge_failed)
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self._tick)

        self.game_box = QComboBox()
        self.game_box.setObjectName("trainer-game")
        self.game_box.setAccessibleName(_("Game"))
        self.set_box = QComboBox()
        self.set_box.setObjectName("trainer-set")
        self.set_box.setAccessibleName(_("Puzzles"))
        for key, words in SETS:
            self.set_box.addItem(_(words), key)
        self.fill_games()
        self.game_box.currentIndexChanged.connect(lambda _index: self._use())
        self.set_box.currentIndexChanged.connect(lambda _index: self._use())
        self.rating_label = self._side_label("trainer-rating", _("Rating"))
        self.streak_label = self._side_label("trainer-streak", _("Streak"))
        self.counts_label = self._side_label("trainer-counts", _("Puzzles done"))
        self.notice_label = self._side_label("trainer-notice", _("Notice"))
        game_label = QLabel(_("&Game:"))
        game_label.setBuddy(self.game_box)
        set_label = QLabel(_("&Puzzles:"))
        set_label.setBuddy(self.set_box)
        side = QVBoxLayout()
        for widget in (game_label, self.game_box, set_label, self.set_box):
            side.addWidget(widget)
        side.addSpacing(12)
        for widget in (self.rating_label, self.streak_label, self.counts_label):
            side.addWidget(widget)
        side.addStretch(1)
        side.addWidget(self.notice_label)
        self.page = PuzzlePage(theme)
        page = self.page
        self.scene, self.board = page.scene, page.board
        problem = self.assemble(
            side,
            page,
            (
                (page.hint_button, self._hint),
                (page.show_button, self._show_solution),
                (page.skip_button, self._skip),
                (page.next_button, self._next),
            ),
            "trainer-problem",
        )
        problem.setAccessibleName(_("No puzzle"))
        QWidget.setTabOrder(self.game_box, self.set_box)
        QWidget.setTabOrder(self.set_box, self.board)  # the page goes on: the board, then its buttons
        self.choose(game_id, which)

    def _side_label(self, name: str, accessible: str) -> QLabel:
        label = plain.label()
        label.setObjectName(name)
        label.setAccessibleName(accessible)
        label.setWordWrap(True)
        return label

    # -- choosing -----------------------------------------------------------------------------------

    def fill_games(self) -> None:
        """The games with puzzles, shipped or the player's own (a review may have added some)."""
        current = self.game_box.currentData()
        self.game_box.blockSignals(True)
        self.game_box.clear()
        for game_id in games_for_trainer(self.desk.mine):
            self.game_box.addItem(game_info(game_id).name, game_id)
        index = self.game_box.findData(current)
        self.game_box.setCurrentIndex(max(0, index))
        self.game_box.blockSignals(False)

    def choose(self, game_id: str = "", which: str = SHIPPED) -> None:
        """Show `game_id`'s puzzles of the set `which` (or the first game's), at the puzzle chosen next."""
        self.fill_games()
        for box, data in ((self.game_box, game_id), (self.set_box, which)):
            index = box.findData(data)
            if index >= 0:
                box.blockSignals(True)
                box.setCurrentIndex(index)
                box.blockSignals(False)
        self._use()

    def reload_mine(self) -> None:
        """A review added puzzles from the player's games: read them again."""
        self.desk.mine = MyPuzzles.load()

    def _use(self) -> None:
        self._stop()
        game_id = self.game_box.currentData()
        if game_id is None:
            self.desk.problem = _("No game has puzzles yet.")
            self._show_problem()
            return
        self.setWindowTitle(_("Puzzles: {game}").format(game=self.game_box.currentText()))
        self.desk.use(str(game_id), str(self.set_box.currentData()))
        self.refresh()

    def _show_problem(self) -> None:
        self.problem.setText(self.desk.problem)
        self.pages.setCurrentIndex(1)
        self._side()

    # -- the board ------------------------------------------------------------------------------------

    def study_desk(self) -> PuzzleDesk:
        return self.desk

    def after(self, choices: Sequence[Move]) -> None:
        if len(choices) > 1:
            chosen = self.choose_move([(self.desk.label(move), move) for move in choices])
            choices = [chosen] if chosen is not None else []
        if choices:
            self._play(choices[0])
        else:
            self.refresh()

    def _press_move(self, move: Move) -> None:
        self._play(move)

    def _play(self, move: Move) -> None:
        desk = self.desk
        attempt = desk.attempt
        assert attempt is not None
        before = desk.position
        status = desk.play(move)
        if status in (Status.FAILED, Status.JUDGING):
            from pardsgui.train.work import judge_job  # the search loads in the worker only

            steps, seed, best = desk.judge_terms(before, self.judge_steps)
            self.thinker.run(
                "judge",
                attempt,
                judge_job,
                desk.game_id,
                before.to_text(),
                before.move_text(move),
                steps,
                threshold(desk.game_id) if attempt.puzzle.personal else 0.0,  # good enough: no refutation
                seed,
                best,
            )
        self.refresh()
        if desk.over() and not desk.busy():
            self.page.next_button.setFocus(Qt.FocusReason.OtherFocusReason)

    # -- the worker's answers -----------------------------------------------------------------------------

    def _judged(self, job: Job, judgement: object) -> None:
        if job.node is not self.desk.attempt or not isinstance(judgement, Judgement):
            return  # another puzzle is open now
        self.desk.judged(judgement)
        self.refresh()
        self.timer.start(self.step_delay)  # the refutation, slowly

    def _judge_failed(self, job: Job, message: str) -> None:
        desk = self.desk
        if job.node is not desk.attempt or desk.attempt is None:
            return
        if desk.attempt.status is Status.JUDGING:
            desk.attempt.status = Status.FAILED  # over, but not rated: nobody judged the move
        desk.message = _(
            "The computer could not judge that move ({reason}). Press Show the solution."
        ).format(reason=message)
        self.refresh()

    # -- the buttons ---------------------------------------------------------------------------------------

    def _hint(self) -> None:
        self.desk.hint()
        self.refresh()

    def _show_solution(self) -> None:
        self._stop()
        self.desk.show_solution()
        self.refresh()
        self.timer.start(self.step_delay)

    def _skip(self) -> None:
        self._stop()
        self.desk.skip()
        self.refresh()

    def _next(self) -> None:
        self._stop()
        self.desk.next()
        self.refresh()
        self.board.setFocus(Qt.FocusReason.OtherFocusReason)

    # -- time ------------------------------------------------------------------------------------------------

    def _tick(self) -> None:
        desk = self.desk
        if desk.refute_step() or desk.show_step():
            self.timer.start(self.step_delay)
        self.refresh()
        if desk.over() and not desk.busy() and not self.timer.isActive():
            self.page.next_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def _stop(self) -> None:
        self.timer.stop()
        self.thinker.stop()

    # -- drawing ---------------------------------------------------------------------------------------

    def refresh(self) -> None:
        if self.desk.attempt is None:
            self._show_problem()
            return
        self.pages.setCurrentIndex(0)
        self.page.draw(self.desk, self._press_move)
        self._side()

    def _side(self) -> None:
        desk = self.desk
        game_id = desk.game_id
        if not game_id:
            return
        game = desk.progress.of(game_id)
        rating = game.rating
        result = desk.result
        if result is not None and result.rated:
            words = _("Rating: {rating} ± {deviation} ({change})")
        else:
            words = _("Rating: {rating} ± {deviation}")
        change = isolate(f"{result.change:+d}") if result is not None else ""  # "+12", never "12+"
        self.rating_label.setText(
            words.format(rating=rating.rounded(), deviation=round(rating.deviation), change=change)
        )
        self.streak_label.setText(
            _("Streak: {streak} (best {best})").format(streak=game.streak, best=game.best_streak)
        )
        ids = {p.id for p in desk.puzzles}
        solved, failed, skipped = (
            sum(i in ids for i in kept) for kept in (game.solved, game.failed, game.skipped)
        )
        self.counts_label.setText(
            ngettext(
                "Of {count} puzzle here: {solved} solved, {failed} failed, {skipped} skipped",
                "Of {count} puzzles here: {solved} solved, {failed} failed, {skipped} skipped",
                len(ids),
            ).format(count=len(ids), solved=solved, failed=failed, skipped=skipped)
        )
        notices = [n for n in (desk.progress.notice, desk.mine.notice) if n]
        self.notice_label.setText("\n".join(notices))
        self.notice_label.setVisible(bool(notices))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.ActivationChange and self.isActiveWindow() and self.desk.attempt:
            self.refresh()  # back from the main window, whose theme may have changed

    def closeEvent(self, event: QCloseEvent) -> None:
        self._stop()
        self.thinker.shutdown()
        super().closeEvent(event)
