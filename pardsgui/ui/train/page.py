"""The puzzle page of the trainer: the task, its board, the dice, what was said, and the buttons.

It only draws what the desk (pardsgui/train/desk.py) holds; the window decides
what a click or a button does.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from pardsgui.core.contract import Move
from pardsgui.train.attempt import Status
from pardsgui.train.desk import MINE, PuzzleDesk
from pardsgui.ui import plain
from pardsgui.ui.board.scene import BoardScene, Highlights
from pardsgui.ui.board.view import BoardWidget
from pardsgui.ui.discard import discard
from pardsgui.ui.panels.dice import DiceFaces
from pardsgui.ui.theme import Theme


class PuzzlePage(QWidget):
    def __init__(self, theme: Theme | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.move_buttons: list[QPushButton] = []
        self.title = self._label("trainer-title", 1.3)
        self.task = self._label("trainer-task", 1.0)
        self.scene = BoardScene(theme)
        self._colours = self.scene.theme.colours
        self.board = BoardWidget(self.scene, self)
        self.board.setAccessibleName("Puzzle board")
        self.board.setMinimumSize(360, 300)
        self.dice = DiceFaces(self)
        self.dice.setFixedWidth(180)
        keep = self.dice.sizePolicy()
        keep.setRetainSizeWhenHidden(True)  # the board keeps its size when the dice go
        self.dice.setSizePolicy(keep)
        self.prompt = self._label("trainer-prompt")
        self.prompt.setMinimumHeight(self.prompt.fontMetrics().lineSpacing() * 2 + 4)
        self.message = self._label("trainer-message", 1.0)
        self.message.setMinimumHeight(self.message.fontMetrics().lineSpacing() * 3 + 4)
        self.message.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self.hint_button = self._button("&Hint", "Mark the piece to move (or the cell) on the board")
        self.show_button = self._button(
            "Show the &solution", "Play the solution on the board, slowly (an open puzzle counts as failed)"
        )
        self.skip_button = self._button("S&kip", "Leave this puzzle for later, unrated, and open another")
        self.next_button = self._button("&Next puzzle", "Go on to the next puzzle")
        buttons = QHBoxLayout()
        for button in (self.hint_button, self.show_button, self.skip_button, self.next_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        # Moves without a square (a pass, Kerd's reveal) in a row that keeps a button's height
        # when empty: the board must not move under the mouse as the buttons come and go.
        move_row = QWidget(self)
        move_row.setMinimumHeight(QPushButton("Pass").sizeHint().height())
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
        layout.addWidget(self.title)
        layout.addWidget(self.task)
        layout.addWidget(self.board, 1)
        layout.addLayout(status)
        layout.addWidget(move_row)
        layout.addLayout(buttons)
        for first, second in (
            (self.board, self.hint_button),
            (self.hint_button, self.show_button),
            (self.show_button, self.skip_button),
            (self.skip_button, self.next_button),
        ):
            QWidget.setTabOrder(first, second)

    def _label(self, name: str, bold: float = 0.0) -> QLabel:
        label = plain.label()
        label.setObjectName(name)
        label.setWordWrap(True)
        label.setAccessibleName(name.removeprefix("trainer-").capitalize())
        if bold:
            font = QFont(label.font())
            font.setPointSizeF(font.pointSizeF() * bold)
            font.setBold(True)
            label.setFont(font)
        return label

    def _button(self, text: str, tip: str) -> QPushButton:
        button = QPushButton(text)
        button.setToolTip(tip)
        button.setAccessibleName(text.replace("&", ""))
        button.setAccessibleDescription(tip)
        button.setAutoDefault(True)  # Enter presses the focused button, as Space does
        return button

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
        if self.scene.theme.colours is not self._colours:  # View ▸ Theme changed in the main window
            self._colours = self.scene.theme.colours
            self.scene.geometry = None
        self.scene.show_board(desk.game_id, view.geometry(position))
        self.scene.show_pieces(view.pieces(position), highlights, view.cell_notes(position))
        # Kerd: as the deciding seat may know it, never the other seat's secret.
        self.board.setAccessibleDescription(view.describe_position(position, attempt.seat))
        mine = "Your puzzle" if desk.which == MINE else "Puzzle"
        self.title.setText(f"{mine} {desk.number()} of {len(desk.puzzles)}")
        self.task.setText(desk.task())
        self.message.setText(desk.message)
        self.prompt.setText(view.prompt(position) if playing else "")
        said = " ".join(text for text in (self.message.text(), self.prompt.text()) if text)
        self.board.tell_news(self.scene.selection_words() or said)
        dice = view.dice(position) if playing else None
        self.dice.set_dice(dice)
        self.dice.setVisible(dice is not None)
        self.hint_button.setEnabled(playing)
        self.show_button.setEnabled(not desk.shown and not desk.busy())
        self.skip_button.setEnabled(not desk.over() and desk.status() is not Status.JUDGING)
        self.next_button.setEnabled(desk.over() and not desk.busy())
        self._show_move_buttons(desk, desk.buttons(), press)

    def _show_move_buttons(self, desk: PuzzleDesk, moves: list[Move], press: Callable[[Move], None]) -> None:
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
