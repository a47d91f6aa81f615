"""The lesson page of the Learn window: the lesson's words, its board, the dice and the buttons.

It only draws what the desk (pardsgui/lessons/desk.py) holds; the window decides
what a click or a button does.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QWidget

from pardsgui.core.contract import Move
from pardsgui.i18n import N_, _
from pardsgui.lessons import Status
from pardsgui.lessons.desk import LessonDesk
from pardsgui.ui.board.legend import BoardLegend
from pardsgui.ui.board.scene import Highlights
from pardsgui.ui.dialogs.rules import has_rules
from pardsgui.ui.study import StudyPage
from pardsgui.ui.theme import Theme

LAST = N_("That was the last lesson: Play a game starts a real one.")


def star_text(stars: int) -> str:
    return "★" * stars + "☆" * (3 - stars) if stars else ""


class LessonPage(StudyPage):
    def __init__(self, theme: Theme | None, parent: QWidget | None = None) -> None:
        super().__init__(theme, "learn", _("Lesson board"), 3, parent)
        self.title = self.label("learn-title", 1.3)
        self.explain = self.label("learn-explain")
        self.goal = self.label("learn-goal", 1.0)
        self.legend = BoardLegend(self.scene.theme, self)  # what the study marks and the lesson's rings mean
        self.hint_button = self.button(_("&Hint"), _("The hint, and the move marked on the board"))
        self.again_button = self.button(_("&Try again"), _("Start this lesson again"))
        self.show_button = self.button(_("Show &me"), _("Watch the lesson's solution, slowly"))
        self.next_button = self.button(_("&Next lesson"), _("Go on to the next lesson"))
        self.rules_button = self.button(_("&Rules"), _("The rules, at this lesson's section"))
        self.play_button = self.button(_("&Play a game"), _("A real game of this game in the main window"))
        self.arrange(
            (self.title, self.explain, self.goal),
            (self.legend,),
            (self.hint_button, self.again_button, self.show_button, self.next_button),
            (self.rules_button, self.play_button),
        )

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
        self.show_position(desk.game_id, view, position, highlights)
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
        self.tell(view.dice(position) if status is Status.PLAYING else None)  # not the next turn's dice
        self.hint_button.setEnabled(learners_turn)
        self.show_button.setEnabled(not showing)
        self.next_button.setEnabled(desk.has_next())
        self.rules_button.setEnabled(has_rules(desk.game_id))
        self.show_move_buttons(desk.buttons() if learners_turn else [], desk.label, press)


def prompt(desk: LessonDesk) -> str:
    """What happens on the board now: the game's own prompt on the learner's turn."""
    position = desk.position
    if desk.status() is not Status.PLAYING:
        return ""
    if desk.reply_due():  # played by the lesson, after a pause: the learner has nothing to do
        return _("The dice are thrown…") if position.is_chance else _("The other side moves…")
    words = desk.table.view.prompt(position)
    return _("Show me: {prompt}").format(prompt=words) if desk.shown else words
