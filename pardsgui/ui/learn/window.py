"""The Learn window: choose a game and a lesson, read it, and play it on the real board.

The board is the same scene and widget as in play, and its clicks go through the
same click map (pardsgui/table/clicks.py), so a lesson is played exactly as a game
is. The game in the main window is never touched: the lessons have their own board.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, QPoint, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QCursor, QFont, QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from pardsgui.core.contract import Move
from pardsgui.games import GAMES, available_ids
from pardsgui.lessons import LessonError, Progress, Status, lesson_files
from pardsgui.lessons.desk import LessonDesk
from pardsgui.ui import plain
from pardsgui.ui.board.scene import BoardScene, Highlights
from pardsgui.ui.board.view import BoardWidget
from pardsgui.ui.dialogs.rules import has_rules
from pardsgui.ui.learn.rules import rules_at
from pardsgui.ui.panels.dice import DiceFaces
from pardsgui.ui.theme import Theme

REPLY_DELAY = 700  # ms before the other side's scripted reply, so the learner sees it come
SHOW_DELAY = 900  # ms between the moves of "Show me"


def star_text(stars: int) -> str:
    return "★" * stars + "☆" * (3 - stars) if stars else ""


def games_with_lessons() -> list[str]:
    files = {path.stem for path in lesson_files()}
    return [game_id for game_id in available_ids() if game_id in files]


class LearnWindow(QWidget):
    def __init__(self, parent: QWidget | None, game_id: str = "", theme: Theme | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("learn-window")
        self.setWindowTitle("Learn to play")
        self.resize(1100, 760)
        self.reply_delay = REPLY_DELAY
        self.show_delay = SHOW_DELAY
        self.progress = Progress.load()
        self.desk: LessonDesk | None = None
        self.showing = False  # "Show me" is playing the solution
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self._tick)
        self.move_buttons: list[QPushButton] = []

        self.game_box = QComboBox()
        self.game_box.setObjectName("learn-game")
        self.game_box.setAccessibleName("Game")
        with_lessons = set(games_with_lessons())
        for info in GAMES:
            if info.id in available_ids():
                shown = info.name if info.id in with_lessons else f"{info.name} (no lessons yet)"
                self.game_box.addItem(shown, info.id)
        self.game_box.currentIndexChanged.connect(lambda _index: self._use_game())
        self.lesson_list = QListWidget()
        self.lesson_list.setObjectName("learn-lessons")
        self.lesson_list.setAccessibleName("Lessons")
        self.lesson_list.currentRowChanged.connect(self._row_chosen)
        # Enter on a lesson: it is open already (chosen by the arrows); go to its board.
        self.lesson_list.itemActivated.connect(lambda _item: self._focus_board())
        self.progress_label = plain.label()
        self.progress_label.setObjectName("learn-progress")
        self.progress_label.setWordWrap(True)
        game_label = QLabel("&Game:")
        game_label.setBuddy(self.game_box)
        lessons_label = QLabel("&Lessons:")
        lessons_label.setBuddy(self.lesson_list)
        side = QVBoxLayout()
        side.addWidget(game_label)
        side.addWidget(self.game_box)
        side.addWidget(lessons_label)
        side.addWidget(self.lesson_list, 1)
        side.addWidget(self.progress_label)
        side_widget = QWidget()
        side_widget.setLayout(side)
        side_widget.setFixedWidth(280)

        self.title = plain.label()
        self.title.setObjectName("learn-title")
        font = QFont(self.title.font())
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.title.setFont(font)
        self.explain = plain.label()
        self.explain.setObjectName("learn-explain")
        self.explain.setWordWrap(True)
        self.goal = plain.label()
        self.goal.setObjectName("learn-goal")
        self.goal.setWordWrap(True)
        bold = QFont(self.goal.font())
        bold.setBold(True)
        self.goal.setFont(bold)
        self.scene = BoardScene(theme)
        self._colours = self.scene.theme.colours  # the colours the board was drawn in
        self.board = BoardWidget(self.scene, self)
        self.board.setAccessibleName("Lesson board")
        self.board.setMinimumSize(360, 300)
        self.dice = DiceFaces(self)
        self.dice.setFixedWidth(180)
        keep = self.dice.sizePolicy()
        keep.setRetainSizeWhenHidden(True)  # the board keeps its size when the dice go
        self.dice.setSizePolicy(keep)
        self.prompt = plain.label()
        self.prompt.setObjectName("learn-prompt")
        self.prompt.setWordWrap(True)
        self.message = plain.label()
        self.message.setObjectName("learn-message")
        self.message.setWordWrap(True)
        self.message.setFont(bold)
        self.message.setMinimumHeight(self.message.fontMetrics().lineSpacing() * 2 + 4)
        self.message.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self.hint_button = self._button("&Hint", self._hint, "The hint, and the move marked on the board")
        self.again_button = self._button("&Try again", self._try_again, "Start this lesson again")
        self.show_button = self._button("Show &me", self._show_me, "Watch the lesson's solution, slowly")
        self.next_button = self._button("&Next lesson", self._next, "Go on to the next lesson")
        self.rules_button = self._button("&Rules", self._rules, "The rules, at this lesson's section")
        buttons = QHBoxLayout()
        for button in (self.hint_button, self.again_button, self.show_button, self.next_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(self.rules_button)
        self.move_row = QHBoxLayout()  # moves without a square: a pass, a choice
        self.move_row.addStretch(1)
        status = QHBoxLayout()
        under = QVBoxLayout()
        under.addWidget(self.prompt)
        under.addWidget(self.message)
        status.addLayout(under, 1)
        status.addWidget(self.dice)
        lesson = QVBoxLayout()
        lesson.addWidget(self.title)
        lesson.addWidget(self.explain)
        lesson.addWidget(self.goal)
        lesson.addWidget(self.board, 1)
        lesson.addLayout(status)
        lesson.addLayout(self.move_row)
        lesson.addLayout(buttons)
        lesson_page = QWidget()
        lesson_page.setLayout(lesson)
        self.problem = plain.label()
        self.problem.setObjectName("learn-problem")
        self.problem.setWordWrap(True)
        self.problem.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.pages = QStackedWidget()
        self.pages.addWidget(lesson_page)
        self.pages.addWidget(self.problem)
        layout = QHBoxLayout(self)
        layout.addWidget(side_widget)
        layout.addWidget(self.pages, 1)
        for first, second in (
            (self.game_box, self.lesson_list),
            (self.lesson_list, self.board),
            (self.board, self.hint_button),
            (self.hint_button, self.again_button),
            (self.again_button, self.show_button),
            (self.show_button, self.next_button),
            (self.next_button, self.rules_button),
        ):
            QWidget.setTabOrder(first, second)
        close = QAction(self)
        close.setShortcut(QKeySequence.StandardKey.Close)  # Escape is the board's: it lets go of a piece
        close.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        close.triggered.connect(self.close)
        self.addAction(close)

        self.scene.cellClicked.connect(self._clicked)
        self.scene.pieceDropped.connect(self._dropped)
        self.scene.dropRefused.connect(self._refused)
        self.scene.cellRightClicked.connect(lambda _cell: self._select_none())
        self.scene.cancelled.connect(self._select_none)
        self.choose_game(game_id)

    def _focus_board(self) -> None:
        self.board.setFocus(Qt.FocusReason.OtherFocusReason)

    def _button(self, text: str, slot: Callable[[], None], tip: str) -> QPushButton:
        button = QPushButton(text)
        button.setToolTip(tip)
        button.setAutoDefault(True)  # Enter presses the focused button, as Space does
        button.clicked.connect(lambda _checked=False: slot())
        return button

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
        self.setWindowTitle(f"Learn to play {self.game_box.currentText().removesuffix(' (no lessons yet)')}")
        self.lesson_list.blockSignals(True)
        self.lesson_list.clear()
        self.lesson_list.blockSignals(False)
        try:
            self.desk = LessonDesk(str(game_id), self.progress)
        except LessonError as error:
            self.desk = None
            self.problem.setText(f"The lessons of {self.game_box.currentText()} cannot be used:\n\n{error}")
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

    def _clicked(self, cell: str) -> None:
        if self.desk is not None:
            self._after(self.desk.click(cell))

    def _dropped(self, source: str, target: str) -> None:
        if self.desk is not None:
            self._after(self.desk.drop(source, target))

    def _refused(self, source: str, target: str) -> None:
        if self.desk is not None:
            self.desk.refuse(source, target)
            self.refresh()

    def _select_none(self) -> None:
        if self.desk is not None:
            self.desk.table.selected = None
            self.refresh()

    def _after(self, choices: Sequence[Move]) -> None:
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
            self.next_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def choose_move(self, options: Sequence[tuple[str, Move]]) -> Move | None:
        """A small menu at the mouse when one click stands for several moves (as in play)."""
        menu = QMenu(self)
        menu.setObjectName("move-chooser")
        for index, (label, _move) in enumerate(options):
            menu.addAction(label.replace("&", "&&")).setData(index)
        where = QCursor.pos() if self.isVisible() else QPoint(0, 0)
        chosen = menu.exec(where)
        return None if chosen is None else options[int(chosen.data())][1]

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
        desk = self.desk
        if desk is None:
            return
        lesson, position, table = desk.lesson, desk.position, desk.table
        view = table.view
        learners_turn = desk.run.learners_turn() and not desk.shown
        moves = desk.moves()
        selected = table.selected
        highlights = Highlights(
            selected=selected,
            targets=frozenset(moves.targets(selected)),
            last=table.last_cells(),
            sources={source: frozenset(targets) for source, targets in moves.by_source.items()},
            hint=desk.hint_cells(),
            tips=table.tips() if learners_turn else {},
        )
        if self.scene.theme.colours is not self._colours:  # View ▸ Theme changed in the main window
            self._colours = self.scene.theme.colours
            self.scene.geometry = None  # every item drawn again in the new colours
        self.scene.show_board(desk.game_id, view.geometry(position))
        self.scene.show_pieces(view.pieces(position), highlights)
        self.board.setAccessibleDescription(view.describe_position(position, None))
        number = desk.index + 1
        self.title.setText(f"{number}. {lesson.title}")
        self.explain.setText(lesson.explain)
        self.goal.setText(f"Goal: {lesson.goal}")
        status = desk.status()
        if status is Status.DONE:
            done = "Shown." if desk.shown else f"Done! {star_text(desk.earned)}"
            last = "" if desk.has_next() else " That was the last lesson: Game ▸ New game starts a real game."
            self.message.setText(f"{done} {desk.message}{last}")
        elif status is Status.MISSED:
            self.message.setText(f"Not this time. {desk.message} Press Try again.")
        else:
            self.message.setText(desk.message)
        self.prompt.setText(self._prompt())
        dice = view.dice(position) if status is Status.PLAYING else None  # not the next turn's dice
        self.dice.set_dice(dice)
        self.dice.setVisible(dice is not None)
        self.hint_button.setEnabled(learners_turn)
        self.show_button.setEnabled(not self.showing)
        self.next_button.setEnabled(desk.has_next())
        self.rules_button.setEnabled(has_rules(desk.game_id))
        self._show_move_buttons(desk.buttons() if learners_turn else [])
        self._list_progress()

    def _prompt(self) -> str:
        """What happens on the board now: the game's own prompt on the learner's turn."""
        desk = self.desk
        assert desk is not None
        position = desk.position
        if desk.status() is not Status.PLAYING:
            return ""
        if desk.reply_due():  # played by the lesson, after a pause: the learner has nothing to do
            return "The dice are thrown…" if position.is_chance else "The other side moves…"
        if desk.shown:
            return f"Show me: {desk.table.view.prompt(position)}"
        return desk.table.view.prompt(position)

    def _show_move_buttons(self, moves: list[Move]) -> None:
        for button in self.move_buttons:
            self.move_row.removeWidget(button)
            button.deleteLater()
        self.move_buttons = []
        desk = self.desk
        assert desk is not None
        for move in moves:
            button = QPushButton(desk.label(move).replace("&", "&&"))
            button.setAutoDefault(False)
            button.clicked.connect(lambda _checked=False, move=move: self._press_move(move))
            self.move_row.insertWidget(self.move_row.count() - 1, button)
            self.move_buttons.append(button)

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
            tip = f"Done, {stars} star{'s' if stars != 1 else ''}" if stars else "Not done yet"
            if (item.text(), item.toolTip()) != (words, tip):
                item.setText(words)
                item.setToolTip(tip)
        notice = f"\n{self.progress.notice}" if self.progress.notice else ""
        self.progress_label.setText(f"{done} of {len(desk.lessons)} lessons done{notice}")

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.ActivationChange and self.isActiveWindow():
            self.refresh()  # back from the main window, whose theme may have changed

    def closeEvent(self, event: QCloseEvent) -> None:
        self._stop()
        super().closeEvent(event)
