"""What Learn's lessons and the trainer's puzzles share: a page with a board of its own, and a
window around it with a side column, a page for a problem, and the board's clicks.

The board is the same scene and widget as in play, and its clicks go through the same click map
(pardsgui/table/clicks.py), so a lesson or a puzzle is played exactly as a game is. The page only
draws; the window (LearnWindow, TrainerWindow) decides what a click or a button does.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import pairwise
from typing import Protocol

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAction, QCursor, QFont, QKeySequence
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QScrollArea,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from pardsgui.core.contract import Move
from pardsgui.core.geometry import AnyView, DiceView
from pardsgui.core.position import Position
from pardsgui.i18n import _
from pardsgui.table.table import Table
from pardsgui.ui import plain
from pardsgui.ui.board.scene import BoardScene, Highlights
from pardsgui.ui.board.view import BoardWidget
from pardsgui.ui.discard import discard
from pardsgui.ui.panels.dice import DiceFaces
from pardsgui.ui.theme import Theme


class StudyPage(QWidget):
    """The board, the dice, the prompt and what was said, the row of moves without a square, and
    the buttons; a subclass gives the words above the board and the buttons, then `arrange`s."""

    def __init__(
        self,
        theme: Theme | None,
        prefix: str,
        board_name: str,
        message_lines: int,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.move_buttons: list[QPushButton] = []
        self.scene = BoardScene(theme)
        self._colours = self.scene.theme.colours  # the colours the board was drawn in
        self.board = BoardWidget(self.scene, self)
        self.board.setAccessibleName(board_name)
        self.board.setMinimumSize(360, 300)
        self.dice = DiceFaces(self)
        self.dice.setFixedWidth(180)
        keep = self.dice.sizePolicy()
        keep.setRetainSizeWhenHidden(True)  # the board keeps its size when the dice go
        self.dice.setSizePolicy(keep)
        # Room kept for the prompt and the message, so the board does not move as they change.
        self.prompt = self.label(f"{prefix}-prompt")
        self.prompt.setMinimumHeight(self.prompt.fontMetrics().lineSpacing() * 2 + 4)
        self.message = self.label(f"{prefix}-message", 1.0)
        self.message.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        # A message longer than its room scrolls within it: a puzzle's refutation told in words
        # grew the message by lines and shrank the board under the mouse.
        self.said = QScrollArea(self)
        self.said.setObjectName(f"{prefix}-said")
        self.said.setWidget(self.message)
        self.said.setWidgetResizable(True)
        self.said.setFrameShape(QFrame.Shape.NoFrame)
        self.said.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.said.viewport().setAutoFillBackground(False)
        self.message.setAutoFillBackground(False)
        self.said.setFixedHeight(self.message.fontMetrics().lineSpacing() * message_lines + 4)
        self.said.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes from the board to the buttons

    def arrange(
        self,
        above: Sequence[QWidget],
        under_board: Sequence[QWidget],
        buttons: Sequence[QPushButton],
        right: Sequence[QPushButton] = (),
    ) -> None:
        """Lay the page out: `above` the board, `under_board` beneath it, then the prompt and the
        message beside the dice, the move row, and the `buttons` (`right` at the row's end); Tab
        goes from the board through the buttons in that order."""
        row = QHBoxLayout()
        for button in buttons:
            row.addWidget(button)
        row.addStretch(1)
        for button in right:
            row.addWidget(button)
        # Moves without a square (a pass, a secret choice, Kerd's reveal) in a row that keeps a
        # button's height when empty: the board must not move under the mouse as they come and go.
        move_row = QWidget(self)
        move_row.setMinimumHeight(QPushButton(_("Pass")).sizeHint().height())
        self.move_row = QHBoxLayout(move_row)
        self.move_row.setContentsMargins(0, 0, 0, 0)
        self.move_row.addStretch(1)
        status = QHBoxLayout()
        said = QVBoxLayout()
        said.addWidget(self.prompt)
        said.addWidget(self.said)
        status.addLayout(said, 1)
        status.addWidget(self.dice)
        layout = QVBoxLayout(self)
        for widget in above:
            layout.addWidget(widget)
        layout.addWidget(self.board, 1)
        for widget in under_board:
            layout.addWidget(widget)
        layout.addLayout(status)
        layout.addWidget(move_row)
        layout.addLayout(row)
        chain: list[QWidget] = [self.board, *buttons, *right]
        for first, second in pairwise(chain):
            QWidget.setTabOrder(first, second)

    def label(self, name: str, bold: float = 0.0) -> QLabel:
        """Words of the page; no accessible name of their own, so a screen reader reads the words."""
        label = plain.label()
        label.setObjectName(name)
        label.setWordWrap(True)
        if bold:
            font = QFont(label.font())
            font.setPointSizeF(font.pointSizeF() * bold)
            font.setBold(True)
            label.setFont(font)
        return label

    def button(self, text: str, tip: str) -> QPushButton:
        button = QPushButton(text)
        button.setToolTip(tip)
        button.setAccessibleName(text.replace("&", ""))
        button.setAccessibleDescription(tip)
        button.setAutoDefault(True)  # Enter presses the focused button, as Space does
        return button

    def show_position(self, game_id: str, view: AnyView, position: Position, highlights: Highlights) -> None:
        """The board and its pieces, drawn again from scratch when View ▸ Theme changed the colours
        in the main window."""
        if self.scene.theme.colours is not self._colours:
            self._colours = self.scene.theme.colours
            self.scene.geometry = None  # every item drawn again in the new colours
        self.scene.show_board(game_id, view.geometry(position))
        self.scene.show_pieces(view.pieces(position), highlights, view.cell_notes(position))

    def tell(self, dice: DiceView | None) -> None:
        """After the words are set: the dice shown (or their room kept), and what was said heard by
        Orca as the focused cell's description, as on the main window's board."""
        said = " ".join(text for text in (self.message.text(), self.prompt.text()) if text)
        self.board.tell_news(self.scene.selection_words() or said)
        self.dice.set_dice(dice)
        self.dice.setVisible(dice is not None)

    def show_move_buttons(
        self, moves: Sequence[Move], label: Callable[[Move], str], press: Callable[[Move], None]
    ) -> None:
        for button in self.move_buttons:
            self.move_row.removeWidget(button)
            discard(button)
        self.move_buttons = []
        for move in moves:
            button = QPushButton(label(move).replace("&", "&&"))
            button.setAutoDefault(True)
            button.clicked.connect(lambda _checked=False, move=move: press(move))
            self.move_row.insertWidget(self.move_row.count() - 1, button)
            self.move_buttons.append(button)


class StudyDesk(Protocol):
    """What the window's board asks of a lesson's or a puzzle's desk."""

    @property
    def table(self) -> Table | None: ...

    def click(self, cell: str) -> Sequence[Move]: ...

    def drop(self, source: str, target: str) -> Sequence[Move]: ...

    def refuse(self, selected: str | None, cell: str) -> None: ...


class StudyWindow(QWidget):
    """A window of its own with a side column and a page that is either the board or a problem
    (no lesson, no puzzle, a broken file); its board's clicks go to the desk in use."""

    problem: QLabel
    pages: QStackedWidget

    def __init__(self, parent: QWidget | None, name: str, title: str) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName(name)
        self.setWindowTitle(title)
        self.resize(1100, 760)

    def assemble(
        self,
        side: QVBoxLayout,
        page: StudyPage,
        slots: Sequence[tuple[QPushButton, Callable[[], None]]],
        problem_name: str,
    ) -> QLabel:
        """The side column (280 px) and the page beside it, each button tied to its slot, the close
        key, and the board's clicks; returns the problem's label."""
        side_widget = QWidget()
        side_widget.setLayout(side)
        side_widget.setFixedWidth(280)
        for button, slot in slots:
            button.clicked.connect(lambda _checked=False, slot=slot: slot())
        self.problem = plain.label()
        self.problem.setObjectName(problem_name)
        self.problem.setWordWrap(True)
        self.problem.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.pages = QStackedWidget()
        self.pages.addWidget(page)
        self.pages.addWidget(self.problem)
        layout = QHBoxLayout(self)
        layout.addWidget(side_widget)
        layout.addWidget(self.pages, 1)
        close = QAction(self)
        close.setShortcut(QKeySequence.StandardKey.Close)  # Escape is the board's: it lets go of a piece
        close.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        close.triggered.connect(self.close)
        self.addAction(close)
        scene = page.scene
        scene.cellClicked.connect(self._clicked)
        scene.pieceDropped.connect(self._dropped)
        scene.dropRefused.connect(self._refused)
        scene.cellRightClicked.connect(lambda _cell: self._select_none())
        scene.cancelled.connect(self._select_none)
        return self.problem

    def study_desk(self) -> StudyDesk | None:
        """The desk the board plays on, or None while there is none."""
        raise NotImplementedError

    def refresh(self) -> None:
        raise NotImplementedError

    def after(self, choices: Sequence[Move]) -> None:
        """What a click or a drop chose: none, one move, or several for `choose_move` to ask."""
        raise NotImplementedError

    def _clicked(self, cell: str) -> None:
        desk = self.study_desk()
        if desk is not None:
            self.after(desk.click(cell))

    def _dropped(self, source: str, target: str) -> None:
        desk = self.study_desk()
        if desk is not None:
            self.after(desk.drop(source, target))

    def _refused(self, source: str, target: str) -> None:
        desk = self.study_desk()
        if desk is not None:
            desk.refuse(source, target)
            self.refresh()

    def _select_none(self) -> None:
        desk = self.study_desk()
        if desk is not None and desk.table is not None:
            desk.table.selected = None
            self.refresh()

    def choose_move(self, options: Sequence[tuple[str, Move]]) -> Move | None:
        """A small menu at the mouse when one click stands for several moves (as in play)."""
        menu = QMenu(self)
        menu.setObjectName("move-chooser")
        for index, (label, _move) in enumerate(options):
            menu.addAction(label.replace("&", "&&")).setData(index)
        where = QCursor.pos() if self.isVisible() else QPoint(0, 0)
        chosen = menu.exec(where)
        return None if chosen is None else options[int(chosen.data())][1]
