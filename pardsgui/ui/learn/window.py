"""The Learn window: choose a game and a lesson, read it, and play it on the real board.

The board is the same scene and widget as in play, and its clicks go through the
same click map (pardsgui/table/clicks.py), so a lesson is played exactly as a game
is. The game in the main window is never touched: the lessons have their own board.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QComboBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from pardsgui.core.contract import Move
from pardsgui.games import available_ids, games
from pardsgui.i18n import _, ngettext
from pardsgui.lessons import LessonError, Progress, Status, lesson_files
from pardsgui.lessons.desk import LessonDesk
from pardsgui.ui import plain
from pardsgui.ui.learn.page import LessonPage, star_text
from pardsgui.ui.learn.rules import rules_at
from pardsgui.ui.study import StudyWindow
from pardsgui.ui.theme import Theme

REPLY_DELAY = 700  # ms before the other side's scripted reply, so the learner sees it come
SHOW_DELAY = 900  # ms between the moves of "Show me"


def games_with_lessons() -> list[str]:
    return [path.stem for path in lesson_files()]  # the available games', in the registry's order


class LearnWindow(StudyWindow):
    playRequested = Signal(str)  # Play a game: a real game of this game id in the main window

    def __init__(self, parent: QWidget | None, game_id: str = "", theme: Theme | None = None) -> None:
        super().__init__(parent, "learn-window", _("Learn to play"))
        self.reply_delay = REPLY_DELAY
        self.show_delay = SHOW_DELAY
        self.progress = Progress.load()
        self.desk: LessonDesk | None = None
        self.showing = False  # "Show me" is playing the solution
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self._tick)

        self.game_box = QComboBox()
        self.game_box.setObjectName("learn-game")
        self.game_box.setAccessibleName(_("Game"))
        with_lessons = set(games_with_lessons())
        for info in games():
            if info.id in available_ids():
                shown = info.name if info.id in with_lessons else info.name + _(" (no lessons yet)")
                self.game_box.addItem(shown, info.id)
        self.game_box.currentIndexChanged.connect(lambda _index: self._use_game())
        self.lesson_list = QListWidget()
        self.lesson_list.setObjectName("learn-lessons")
        self.lesson_list.setAccessibleName(_("Lessons"))
        self.lesson_list.currentRowChanged.connect(self._row_chosen)
        # Enter on a lesson: it is open already (chosen by the arrows); go to its board.
        self.lesson_list.itemActivated.connect(lambda _item: self._focus_board())
        self.progress_label = plain.label()
        self.progress_label.setObjectName("learn-progress")
        self.progress_label.setWordWrap(True)
        game_label = QLabel(_("&Game:"))
        game_label.setBuddy(self.game_box)
        lessons_label = QLabel(_("&Lessons:"))
        lessons_label.setBuddy(self.lesson_list)
        side = QVBoxLayout()
        side.addWidget(game_label)
        side.addWidget(self.game_box)
        side.addWidget(lessons_label)
        side.addWidget(self.lesson_list, 1)
        side.addWidget(self.progress_label)
        self.page = LessonPage(theme)
        page = self.page
        self.scene, self.board = page.scene, page.board
        self.assemble(
            side,
            page,
            (
                (page.hint_button, self._hint),
                (page.again_button, self._try_again),
                (page.show_button, self._show_me),
                (page.next_button, self._next),
                (page.rules_button, self._rules),
                (page.play_button, self._play),
            ),
            "learn-problem",
        )
        QWidget.setTabOrder(self.game_box, self.lesson_list)
        QWidget.setTabOrder(self.lesson_list, self.board)  # the page goes on: the board, then its buttons
        self.choose_game(game_id)

    def _focus_board(self) -> None:
        self.board.setFocus(Qt.FocusReason.OtherFocusReason)

    # -- choosing ---------------------------------------------------------------------------------

    def choose_game(self, game_id: str = "") -> None:
        """Show `game_id`'s lessons (or the first game with lessons), at its first lesson not done."""
        with_lessons = games_with_lessons()
        if not game_id or game_id not in with_lessons:
            game_id = with_lessons[0] if with_lessons else game_id
        index = self.game_box.findData(game_id)
        if index >= 0 and index != self.game_box.currentIndex():
            self.game_box.setCurrentIndex(index)  # calls _use_game
        else:
            self._use_game()

    def _use_game(self) -> None:
        self._stop()
        game_id = self.game_box.currentData()
        self.setWindowTitle(
            _("Learn to play {game}").format(
                game=self.game_box.currentText().removesuffix(_(" (no lessons yet)"))
            )
        )
        self.lesson_list.blockSignals(True)
        self.lesson_list.clear()
        self.lesson_list.blockSignals(False)
        try:
            self.desk = LessonDesk(str(game_id), self.progress)
        except LessonError as error:
            self.desk = None
            self.problem.setText(
                _("The lessons of {game} cannot be used:\n\n{reason}").format(
                    game=self.game_box.currentText(), reason=error
                )
            )
            self.pages.setCurrentIndex(1)
            self.progress_label.setText("")
            return
        self.pages.setCurrentIndex(0)
        desk = self.desk
        for number, lesson in enumerate(desk.lessons, 1):
            self.lesson_list.addItem(QListWidgetItem(f"{number}. {lesson.title}"))
        first = next(
            (i for i, lesson in enumerate(desk.lessons) if not self.progress.done(desk.game_id, lesson.id)), 0
        )
        self._list_progress()
        self.lesson_list.setCurrentRow(first)  # opens it
        if first == 0:
            self._open(0)

    def _row_chosen(self, row: int) -> None:
        if row >= 0 and self.desk is not None and (row != self.desk.index or not self.desk.run.steps):
            self._open(row)

    def _open(self, row: int) -> None:
        if self.desk is None:
            return
        self._stop()
        self.desk.open(row)
        self._begin()

    def _begin(self) -> None:
        self.refresh()
        self._schedule()

    # -- the board ----------------------------------------------------------------------------------

    def study_desk(self) -> LessonDesk | None:
        return self.desk

    def after(self, choices: Sequence[Move]) -> None:
        desk = self.desk
        assert desk is not None
        if choices:
            chosen = self.choose_move([(desk.label(move), move) for move in choices])
            if chosen is not None:
                desk.play(chosen)
        self._moved()

    def _moved(self) -> None:
        """After the learner's move: the reply comes later; once done, Enter opens the next lesson."""
        self.refresh()
        self._schedule()
        desk = self.desk
        if desk is not None and desk.status() is Status.DONE and desk.has_next():
            self.page.next_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def _press_move(self, move: Move) -> None:
        if self.desk is not None:
            self.desk.play(move)
            self._moved()

    # -- the buttons -----------------------------------------------------------------------------------

    def _hint(self) -> None:
        if self.desk is not None:
            self.desk.hint()
            self.refresh()

    def _try_again(self) -> None:
        if self.desk is not None:
            self._stop()
            self.desk.try_again()
            self._begin()

    def _show_me(self) -> None:
        if self.desk is not None:
            self._stop()
            self.desk.show_me()
            self.showing = True
            self.refresh()
            self.timer.start(self.show_delay)

    def _next(self) -> None:
        if self.desk is not None and self.desk.has_next():
            self.lesson_list.setCurrentRow(self.desk.index + 1)

    def _play(self) -> None:
        if self.desk is not None:
            self.playRequested.emit(self.desk.game_id)

    def _rules(self) -> None:
        if self.desk is not None:
            rules_at(self, self.desk.game_id, self.desk.lesson.teaches).exec()

    # -- time -------------------------------------------------------------------------------------------

    def _schedule(self) -> None:
        """The script's reply comes after a pause, so the learner sees the move happen."""
        if self.desk is not None and self.desk.reply_due() and not self.timer.isActive():
            self.timer.start(self.reply_delay)

    def _tick(self) -> None:
        desk = self.desk
        if desk is None:
            return
        if self.showing:
            if desk.demo_step() and desk.status() is Status.PLAYING:
                self.timer.start(self.show_delay)
            else:
                self.showing = False
        elif desk.reply_due():
            desk.play_reply()
            self._schedule()
        self.refresh()

    def _stop(self) -> None:
        self.timer.stop()
        self.showing = False

    # -- drawing -------------------------------------------------------------------------------------------

    def refresh(self) -> None:
        if self.desk is not None:
            self.page.draw(self.desk, self.showing, self._press_move)
            self._list_progress()

    def _list_progress(self) -> None:
        desk = self.desk
        if desk is None:
            return
        done = 0
        for row, lesson in enumerate(desk.lessons[: self.lesson_list.count()]):
            stars = self.progress.stars(desk.game_id, lesson.id)
            done += stars > 0
            item = self.lesson_list.item(row)
            words = f"{row + 1}. {lesson.title}" + (f"  {star_text(stars)}" if stars else "")
            tip = (
                ngettext("Done, {count} star", "Done, {count} stars", stars).format(count=stars)
                if stars
                else _("Not done yet")
            )
            if (item.text(), item.toolTip()) != (words, tip):
                item.setText(words)
                item.setToolTip(tip)
        notice = f"\n{self.progress.notice}" if self.progress.notice else ""
        self.progress_label.setText(
            ngettext(
                "{done} of {count} lesson done", "{done} of {count} lessons done", len(desk.lessons)
            ).format(done=done, count=len(desk.lessons))
            + notice
        )

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.ActivationChange and self.isActiveWindow():
            self.refresh()  # back from the main window, whose theme may have changed

    def closeEvent(self, event: QCloseEvent) -> None:
        self._stop()
        super().closeEvent(event)
