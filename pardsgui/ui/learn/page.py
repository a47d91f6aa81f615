"""The lesson page of the Learn window: the lesson's words, its board, the dice and the buttons.

It only draws what the desk (pardsgui/lessons/desk.py) holds; the window decides
what a click or a button does.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from pardsgui.core.contract import Move
from pardsgui.i18n import N_, _
from pardsgui.lessons import Status
from pardsgui.lessons.desk import LessonDesk
from pardsgui.ui import plain
from pardsgui.ui.board.legend import BoardLegend
from pardsgui.ui.board.scene import BoardScene, Highlights
from pardsgui.ui.board.view import BoardWidget
from pardsgui.ui.dialogs.rules import has_rules
from pardsgui.ui.discard import discard
from pardsgui.ui.panels.dice import DiceFaces
from pardsgui.ui.theme import Theme

LAST = N_("That was the last lesson: Play a game starts a real one.")


def star_text(stars: int) -> str:
    return "★" * stars + "☆" * (3 - stars) if stars else ""


class LessonPage(QWidget):
    def __init__(self, theme: Theme | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.move_buttons: list[QPushButton] = []
        self.title = self._label("learn-title", 1.3)
        self.explain = self._label("learn-explain")
        self.goal = self._label("learn-goal", 1.0)
        self.scene = BoardScene(theme)
        self._colours = self.scene.theme.colours  # the colours the board was drawn in
        self.board = BoardWidget(self.scene, self)
        self.board.setAccessibleName(_("Lesson board"))
        self.board.setMinimumSize(360, 300)
        self.legend = BoardLegend(self.scene.theme, self)  # what the study marks and the lesson's rings mean
        self.dice = DiceFaces(self)
        self.dice.setFixedWidth(180)
        keep = self.dice.sizePolicy()
        keep.setRetainSizeWhenHidden(True)  # the board keeps its size when the dice go
        self.dice.setSizePolicy(keep)
        self.prompt = self._label("learn-prompt")
        self.prompt.setMinimumHeight(self.prompt.fontMetrics().lineSpacing() * 2 + 4)  # room kept
        self.message = self._label("learn-message", 1.0)
        self.message.setMinimumHeight(self.message.fontMetrics().lineSpacing() * 2 + 4)
        self.message.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self.hint_button = self._button(_("&Hint"), _("The hint, and the move marked on the board"))
        self.again_button = self._button(_("&Try again"), _("Start this lesson again"))
        self.show_button = self._button(_("Show &me"), _("Watch the lesson's solution, slowly"))
        self.next_button = self._button(_("&Next lesson"), _("Go on to the next lesson"))
        self.rules_button = self._button(_("&Rules"), _("The rules, at this lesson's section"))
        self.play_button = self._button(_("&Play a game"), _("A real game of this game in the main window"))
        buttons = QHBoxLayout()
        for button in (self.hint_button, self.again_button, self.show_button, self.next_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(self.rules_button)
        buttons.addWidget(self.play_button)
        # Moves without a square (a pass, a secret choice) in a row that keeps a button's height
        # when empty: the board must not move under the mouse as the buttons come and go.
        move_row = QWidget(self)
        move_row.setMinimumHeight(QPushButton(_("Pass")).sizeHint().height())
        self.move_row = QHBoxLayout(move_row)
        self.move_row.setContentsMargins(0, 0, 0, 0)
        self.move_row.addStretch(1)
        status = QHBoxLayout()
        under = QVBoxLayout()
        under.addWidget(self.prompt)
        under.addWidget(self.message)
        status.addLayout(under, 1)
        status.addWidget(self.dice)
        layout = QVBoxLayout(self)
        for widget in (self.title, self.explain, self.goal):
            layout.addWidget(widget)
        layout.addWidget(self.board, 1)
        layout.addWidget(self.legend)
        layout.addLayout(status)
        layout.addWidget(move_row)
        layout.addLayout(buttons)
        for first, second in (
            (self.board, self.hint_button),
            (self.hint_button, self.again_button),
            (self.again_button, self.show_button),
            (self.show_button, self.next_button),
            (self.next_button, self.rules_button),
            (self.rules_button, self.play_button),
        ):
            QWidget.setTabOrder(first, second)

    def _label(self, name: str, bold: float = 0.0) -> QLabel:
        label = plain.label()
        label.setObjectName(name)
        label.setWordWrap(True)
        if bold:
            font = QFont(label.font())
            font.setPointSizeF(font.pointSizeF() * bold)
            font.setBold(True)
            label.setFont(font)
        return label

    def _button(self, text: str, tip: str) -> QPushButton:
        button = QPushButton(text)
        button.setToolTip(tip)
        button.setAutoDefault(True)  # Enter presses the focused button, as Space does
        return button

    def draw(self, desk: LessonDesk, showing: bool, press: Callable[[Move], None]) -> None:
        """Show the desk's lesson as it stands; `press` plays a move's button."""
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
            study=tuple(desk.marks()),
        )
        if self.scene.theme.colours is not self._colours:  # View ▸ Theme changed in the main window
            self._colours = self.scene.theme.colours
            self.scene.geometry = None  # every item drawn again in the new colours
        self.scene.show_board(desk.game_id, view.geometry(position))
        self.scene.show_pieces(view.pieces(position), highlights, view.cell_notes(position))
        self.legend.show_keys(desk.mark_keys())
        marked = "".join(f"\n{words}." for _tone, words in desk.pointed())
        self.board.setAccessibleDescription(view.describe_position(position, None) + marked)
        self.title.setText(f"{desk.index + 1}. {lesson.title}")
        self.explain.setText(lesson.explain)
        self.goal.setText(_("Goal: {goal}").format(goal=lesson.goal))
        status = desk.status()
        if status is Status.DONE:
            done = _("Shown.") if desk.shown else _("Done! {stars}").format(stars=star_text(desk.earned))
            self.message.setText(f"{done} {desk.message}{'' if desk.has_next() else ' ' + _(LAST)}")
        elif status is Status.MISSED:
            self.message.setText(_("Not this time. {why} Press Try again.").format(why=desk.message))
        else:
            self.message.setText(desk.message)
        self.prompt.setText(prompt(desk))
        # Heard by Orca as the focused cell's description, as on the main window's board.
        said = " ".join(text for text in (self.message.text(), self.prompt.text()) if text)
        self.board.tell_news(self.scene.selection_words() or said)
        dice = view.dice(position) if status is Status.PLAYING else None  # not the next turn's dice
        self.dice.set_dice(dice)
        self.dice.setVisible(dice is not None)
        self.hint_button.setEnabled(learners_turn)
        self.show_button.setEnabled(not showing)
        self.next_button.setEnabled(desk.has_next())
        self.rules_button.setEnabled(has_rules(desk.game_id))
        self._show_move_buttons(desk, desk.buttons() if learners_turn else [], press)

    def _show_move_buttons(self, desk: LessonDesk, moves: list[Move], press: Callable[[Move], None]) -> None:
        for button in self.move_buttons:
            self.move_row.removeWidget(button)
            discard(button)
        self.move_buttons = []
        for move in moves:
            button = QPushButton(desk.label(move).replace("&", "&&"))
            button.setAutoDefault(True)
            button.clicked.connect(lambda _checked=False, move=move: press(move))
            self.move_row.insertWidget(self.move_row.count() - 1, button)
            self.move_buttons.append(button)


def prompt(desk: LessonDesk) -> str:
    """What happens on the board now: the game's own prompt on the learner's turn."""
    position = desk.position
    if desk.status() is not Status.PLAYING:
        return ""
    if desk.reply_due():  # played by the lesson, after a pause: the learner has nothing to do
        return _("The dice are thrown…") if position.is_chance else _("The other side moves…")
    words = desk.table.view.prompt(position)
    return _("Show me: {prompt}").format(prompt=words) if desk.shown else words
