"""The puzzle page of the trainer: the task, its board, the dice, what was said, and the buttons.

It only draws what the desk (pardsgui/train/desk.py) holds; the window decides
what a click or a button does.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QWidget

from pardsgui.core.contract import Move
from pardsgui.i18n import _
from pardsgui.train.attempt import Status
from pardsgui.train.desk import MINE, PuzzleDesk
from pardsgui.ui.board.scene import Highlights
from pardsgui.ui.study import StudyPage
from pardsgui.ui.theme import Theme


class PuzzlePage(StudyPage):
    def __init__(self, theme: Theme | None, parent: QWidget | None = None) -> None:
        super().__init__(theme, "trainer", _("Puzzle board"), 5, parent)
        self.title = self.label("trainer-title", 1.3)
        self.task = self.label("trainer-task", 1.0)
        self.hint_button = self.button(_("&Hint"), _("Mark the piece to move (or the cell) on the board"))
        self.show_button = self.button(
            _("Show the &solution"),
            _("Play the solution on the board, slowly (an open puzzle counts as failed)"),
        )
        self.skip_button = self.button(
            _("S&kip"), _("Leave this puzzle for later, unrated, and open another")
        )
        self.next_button = self.button(_("&Next puzzle"), _("Go on to the next puzzle"))
        self.arrange(
            (self.title, self.task),
            (),
            (self.hint_button, self.show_button, self.skip_button, self.next_button),
        )

    def draw(self, desk: PuzzleDesk, press: Callable[[Move], None]) -> None:
        """Show the desk's puzzle as it stands; `press` plays a move's button."""
        attempt, table = desk.attempt, desk.table
        if attempt is None or table is None:
            return
        position, view = desk.position, table.view
        playing = desk.solvers_turn()
        moves = desk.moves()
        selected = table.selected
        highlights = Highlights(
            selected=selected,
            targets=frozenset(moves.targets(selected)),
            last=table.last_cells(),
            sources={source: frozenset(targets) for source, targets in moves.by_source.items()},
            hint=desk.hint_cells(),
            tips=table.tips() if playing else {},
        )
        self.show_position(desk.game_id, view, position, highlights)
        # Kerd: as the deciding seat may know it, never the other seat's secret.
        self.board.setAccessibleDescription(view.describe_position(position, attempt.seat))
        title = (
            _("Your puzzle {number} of {count}") if desk.which == MINE else _("Puzzle {number} of {count}")
        )
        self.title.setText(title.format(number=desk.number(), count=len(desk.puzzles)))
        self.task.setText(desk.task())
        self.message.setText(desk.message)
        self.prompt.setText(view.prompt(position) if playing else "")
        self.tell(view.dice(position) if playing else None)
        self.hint_button.setEnabled(playing)
        self.show_button.setEnabled(not desk.shown and not desk.busy())
        self.skip_button.setEnabled(not desk.over() and desk.status() is not Status.JUDGING)
        self.next_button.setEnabled(desk.over() and not desk.busy())
        self.show_move_buttons(desk.buttons(), desk.label, press)
