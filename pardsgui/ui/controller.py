"""Between the board and the game record: the table with Qt's signals and an undo stack.

The table (pardsgui/table) knows what a click does; the controller carries it
out, tells the window through signals, and makes every change to the record an
undoable edit. Undo and Redo undo edits to the record (a move added, a variation
deleted or promoted); Previous and Next only move through it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from pardsgui.core.contract import IllegalMove, Move
from pardsgui.core.dice import pick_outcome
from pardsgui.core.ending import RESIGNED, Ending
from pardsgui.core.record import Node, Record
from pardsgui.i18n import _, isolate, ngettext
from pardsgui.table.clicks import MoveMap, Play, Refuse, Select, react, react_to_drop
from pardsgui.table.table import Table
from pardsgui.ui.board.scene import Highlights

Chooser = Callable[[Sequence[tuple[str, Move]]], Move | None]
Confirmer = Callable[[str], bool]

__all__ = ["GameController", "MoveMap"]


class GameController(Table, QObject):
    changed = Signal()  # the position, the selection or the record changed
    finished = Signal(str)  # a move just played ended the game; the words say how
    message = Signal(str)  # a line for the status bar

    def __init__(self, record: Record, seed: int | None = None, parent: QObject | None = None) -> None:
        QObject.__init__(self, parent)
        Table.__init__(self, record, seed)
        self.undo_stack = QUndoStack(self)
        self.chooser: Chooser = lambda options: options[0][1] if len(options) == 1 else None
        self.confirmer: Confirmer = lambda _question: True
        # Asked before a person's move is played (Moves ▸ Tutor): False holds it back.
        self.vet: Callable[[Move], bool] = lambda _move: True
        self.shape = 0  # counts changes to the tree's shape, so the move list rebuilds only then
        self.added: Node | None = None  # the node the last change added, if that was all it did
        self.removed: tuple[Node, ...] = ()  # the moves the last change took back, if that was all

    def set_record(self, record: Record) -> None:
        self.use_record(record)
        self.undo_stack.clear()
        self.reshaped()
        self.changed.emit()

    def show_set_game(self, record: Record) -> None:
        self.use_set_game(record)
        self.undo_stack.clear()
        self.reshaped()
        self.changed.emit()

    def reshaped(self, added: Node | None = None, removed: tuple[Node, ...] = ()) -> None:
        """The tree changed shape; `added` is the one node added, or `removed` the moves taken back
        (in the order they were played), if that is all that happened."""
        self.shape += 1
        self.added = added
        self.removed = removed

    def highlights(self, study: bool = False) -> Highlights:
        position = self.position
        hint: tuple[str | None, str | None] = (None, None)
        if self.hint is not None and self.hint in position.legal_moves():
            hint = self.view.move_cells(position, self.hint)
        moves = self.moves()
        return Highlights(
            selected=self.selected,
            targets=frozenset(moves.targets(self.selected)),
            last=self.last_cells(),
            sources={source: frozenset(targets) for source, targets in moves.by_source.items()},
            hint=hint,
            tips=self.tips(),
            study=tuple(self.view.study_marks(position)) if study else (),
        )

    # -- clicks ----------------------------------------------------------------------

    def click(self, cell: str) -> None:
        self._do(react(self.moves(), self.selected, cell))

    def drop(self, source: str, target: str) -> None:
        self._do(react_to_drop(self.moves(), source, target))

    def _do(self, reaction: Select | Play | Refuse) -> None:
        if isinstance(reaction, Select):
            self.select(reaction.cell)
        elif isinstance(reaction, Play):
            self._play_one_of(reaction.moves)
        else:
            self.refuse(reaction.selected, reaction.cell)

    def refuse(self, selected: str | None, cell: str) -> None:
        """A click or a drop that makes no move: say why, in the game's own words."""
        self.selected = None
        self.say_why(self.why_not(selected, cell))

    def say_why(self, reason: str) -> None:
        """Nothing was played (a typed move the rules refuse): the reason under the prompt."""
        self.clear_notes()
        self.reason = reason
        self.changed.emit()
        self.message.emit(reason)

    def refused_while_read(self) -> bool:
        """A change asked while a big game's moves are still read (ui/reading_on.py): said why, refused."""
        if self.reading:
            self.say_why(self.reading)
        return bool(self.reading)

    def tell(self, news: str) -> None:
        """What just happened, under the prompt (where it wraps) and in the status bar."""
        self.clear_notes()
        self.news = news
        self.message.emit(news)

    def press(self, move: Move) -> None:
        """A move's button was pressed: ask first where the game wants a confirmation."""
        question = self.view.confirm(self.position, move)
        if question and not self.confirmer(question):
            return
        self.play(move)

    def select(self, cell: str | None) -> None:
        self.selected = cell
        self.clear_notes()
        self.changed.emit()

    def _play_one_of(self, moves: Sequence[Move]) -> None:
        if len(moves) == 1:
            self.play(moves[0])
            return
        chosen = self.chooser(self.labels(moves))
        if chosen is None:
            self.changed.emit()
            return
        self.play(chosen)

    # -- moves and dice -------------------------------------------------------------------

    def play(self, move: Move, by_computer: bool = False, tutored: bool = False) -> None:
        """Play a legal move: follow the existing line or add a move (an undoable edit).

        `by_computer` marks a computer seat's move, which Undo takes back together with
        the person's move it answers. A person's move goes to `vet` first unless `tutored`
        (looked at already, or asked for by the review).
        """
        if self.refused_while_read():
            return
        node = self.record.current
        if self.outcome() is not None or move not in self.position.legal_moves():
            raise IllegalMove(f"{move!r} is not legal here")
        if not (by_computer or tutored) and not self.vet(move):
            return
        existing = next((child for child in node.children if child.move == move), None)
        full = self.record.why_full() if existing is None else ""
        if full:  # said at the move that would pass the limit, not at the next start
            self.say_why(full)
            return
        self.selected = None
        self.hint = None
        self.clear_notes()
        if existing is not None:
            self.record.go_to(existing)
            self.changed.emit()
            return
        self.undo_stack.push(AddMove(self, node, move, by_computer))
        if self.outcome() is not None:
            self.finished.emit(self.result_words())

    def end_game(self, ending: Ending, by_computer: bool = False) -> None:
        """The game ends here by the players' word (an undoable edit, as a move is).

        The computer's resignation, like its replies, is taken back with the person's move.
        """
        if self.refused_while_read():
            return
        node = self.record.current
        if self.outcome() is not None or node.children:
            raise IllegalMove("a game ends by agreement at the end of a line still being played")
        self.selected = None
        self.hint = None
        self.clear_notes()
        self.undo_stack.push(EndGame(self, node, ending, by_computer))
        self.finished.emit(self.result_words())

    def roll(self, by_computer: bool = False) -> None:
        position = self.position
        if not position.is_chance or self.outcome() is not None:
            return
        self.play(pick_outcome(position.chance_outcomes(), self.rng), by_computer)

    # -- moving through the record ------------------------------------------------------

    # The record's cursor keeps the node looked at and the way Forward goes (core/cursor.py).

    def go_to(self, node: Node | None) -> None:
        if node is None or not self.record.holds(node):
            return  # nowhere to go, or a node no longer shown (a late click in the list, a deleted move)
        self.record.go_to(node)
        self.moved()

    def previous(self) -> None:
        if self.record.cursor.back():
            self.moved()

    def next(self) -> None:
        if self.record.cursor.forward():
            self.moved()

    def to_start(self) -> None:
        self.record.cursor.to_start()
        self.moved()

    def to_end(self) -> None:
        self.record.cursor.to_end()
        self.moved()

    def moved(self) -> None:
        """The record is looked at elsewhere: nothing selected, no hint, no reason left over."""
        self.selected = None
        self.hint = None
        self.clear_notes()
        self.changed.emit()

    def delete_variation(self, node: Node) -> None:
        if self.refused_while_read():
            return
        if node.parent is not None:
            self.undo_stack.push(DeleteMoves(self, node))

    def promote(self, node: Node, to_main: bool = False) -> None:
        if self.refused_while_read():
            return
        if not node.is_main_line():
            self.undo_stack.push(Promote(self, node, to_main))

    def flip(self) -> None:
        self.flipped = not self.flipped
        self.changed.emit()


@dataclass
class Added:
    """One move an AddMove put into the tree."""

    parent: Node
    move: Move
    text: str  # as everyone at the screen may read it
    before: Node  # where the record was looked at before
    by_computer: bool
    node: Node | None = None


class AddMove(QUndoCommand):
    """Moves added to the record, undone and redone together.

    A person's move absorbs the computer's replies that follow it (`mergeWith`), so
    one Undo takes back the person's move with those replies and leaves the person
    to move: the computer does not simply play its reply again (a takeback, as on
    lichess). Between people each move is its own step.
    """

    MERGES = 1

    def __init__(self, controller: GameController, parent: Node, move: Move, by_computer: bool) -> None:
        super().__init__()
        self.controller = controller
        # Named as everyone at the screen may read it: Edit ▸ Undo must not show a secret.
        text = controller.view.record_text(parent.position, move, None)
        self.added = [Added(parent, move, text, controller.record.current, by_computer)]
        self.ending: Ending | None = None  # the computer's resignation or agreement after its replies
        self._name()

    def _name(self) -> None:
        first, replies = self.added[0], len(self.added) - 1
        # The move as the turn panel told it, so the person recognises what went.
        words = (self.controller.describe_node(first.node) if first.node else "") or first.text
        if replies:
            words = ngettext(
                "{move} and the computer's reply", "{move} and the computer's {count} replies", replies
            ).format(move=words, count=replies)
        if self.ending is not None:
            words = (
                _("{move} and the computer's resignation")
                if self.ending.how == RESIGNED
                else _("{move} and the computer's draw")
            ).format(move=words)
        self.setText(words)

    def id(self) -> int:
        return self.MERGES

    def mergeWith(self, other: QUndoCommand) -> bool:
        last = self.added[-1]
        answer = isinstance(other, EndGame) and other.by_computer and other.node is last.node
        if answer and self.ending is None:
            assert isinstance(other, EndGame)
            self.ending = other.ending  # the computer resigned (or agreed) in answer: one step
            self._name()
            return True
        if not isinstance(other, AddMove) or not all(added.by_computer for added in other.added):
            return False
        if other.added[0].parent is not last.node or self.ending is not None:  # not a reply to this line
            return False
        self.added.extend(other.added)
        self._name()
        return True

    def redo(self) -> None:
        record = self.controller.record
        for added in self.added:
            if added.node is None:
                record.go_to(added.parent)
                added.node = record.play(added.move)
            else:
                added.parent.attach(added.node)
                record.go_to(added.node)
        if self.ending is not None:
            record.current.end(self.ending)
        self.controller.reshaped(self.added[-1].node if len(self.added) == 1 else None)
        self.controller.changed.emit()

    def undo(self) -> None:
        if self.ending is not None:
            last = self.added[-1].node
            assert last is not None
            last.end(None)
        for added in reversed(self.added):
            assert added.node is not None
            added.parent.detach(added.node)
        self.controller.record.go_to(self.added[0].before)
        removed = tuple(added.node for added in self.added if added.node is not None)
        self.controller.reshaped(removed=removed if self.ending is None else ())
        self.controller.tell(_("Took back: {move}").format(move=self.text()))
        self.controller.changed.emit()


class EndGame(QUndoCommand):
    """The game ended where it stands by the players' word: a resignation or a draw agreed."""

    MERGES = AddMove.MERGES

    def __init__(self, controller: GameController, node: Node, ending: Ending, by_computer: bool) -> None:
        super().__init__()
        self.controller = controller
        self.node = node
        self.ending = ending
        self.by_computer = by_computer
        names = controller.view.seat_names(node.position)
        self.setText(ending.words(names, controller.record.players))

    def id(self) -> int:
        return self.MERGES  # so a person's move may take the computer's resignation into its own step

    def mergeWith(self, other: QUndoCommand) -> bool:
        return False

    def redo(self) -> None:
        self.node.end(self.ending)
        self.controller.record.go_to(self.node)
        self.controller.reshaped()
        self.controller.changed.emit()

    def undo(self) -> None:
        self.node.end(None)
        self.controller.record.go_to(self.node)
        self.controller.reshaped()
        self.controller.tell(_("Took back: {move}").format(move=self.text()))
        self.controller.changed.emit()


class DeleteMoves(QUndoCommand):
    def __init__(self, controller: GameController, node: Node) -> None:
        super().__init__(_("delete from {move}").format(move=isolate(node.text)))
        self.controller = controller
        self.node = node
        assert node.parent is not None
        self.parent = node.parent
        self.index = node.parent.children.index(node)
        self.before = controller.record.current

    def redo(self) -> None:
        self.controller.record.delete(self.node)
        self.controller.reshaped()
        self.controller.changed.emit()

    def undo(self) -> None:
        self.parent.attach(self.node, self.index)
        self.controller.record.go_to(self.before)
        self.controller.reshaped()
        self.controller.changed.emit()


class Promote(QUndoCommand):
    def __init__(self, controller: GameController, node: Node, to_main: bool) -> None:
        super().__init__(_("make main line") if to_main else _("promote variation"))
        self.controller = controller
        self.node = node
        self.to_main = to_main
        self.orders: list[tuple[Node, list[Node]]] = []

    def redo(self) -> None:
        record = self.controller.record
        self.orders = [(n, list(n.children)) for n in self.node.path()]
        if self.to_main:
            record.promote_to_main(self.node)
        else:
            record.promote(self.node)
        self.controller.reshaped()
        self.controller.changed.emit()

    def undo(self) -> None:
        for node, children in self.orders:
            node.reorder(children)
        self.controller.reshaped()
        self.controller.changed.emit()
