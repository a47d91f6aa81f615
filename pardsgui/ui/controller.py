"""Between the board and the game record: clicks become legal moves.

The controller holds the record (nothing else holds game state), the
selection, the dice RNG and the undo stack of edits to the record. It knows
no rule: it sorts `legal_moves()` by the cells `move_cells` gives them, so a
click can only ever pick a legal move.

Undo and Redo undo edits to the record (a move added, a variation deleted or
promoted); Previous and Next only move through it.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from pardsgui.core.contract import Game, IllegalMove, Move, Position
from pardsgui.core.dice import pick_outcome
from pardsgui.core.geometry import BoardView
from pardsgui.core.record import Node, Record
from pardsgui.ui.board.scene import Highlights

Chooser = Callable[[Sequence[tuple[str, Move]]], Move | None]
Confirmer = Callable[[str], bool]


@dataclass
class MoveMap:
    """The legal moves of a position sorted by where they are clicked."""

    by_source: dict[str, dict[str, list[Move]]] = field(default_factory=dict)
    direct: dict[str, list[Move]] = field(default_factory=dict)  # a click on the cell alone
    on_piece: dict[str, list[Move]] = field(default_factory=dict)  # buttons while that piece is selected
    buttons: list[Move] = field(default_factory=list)  # moves without a square

    @classmethod
    def of(cls, position: Position, view: BoardView) -> MoveMap:
        moves = cls()
        if position.is_chance:
            return moves
        secret = set(view.secret_moves(position))
        for move in position.legal_moves():
            source, target = view.move_cells(position, move)
            if source is not None and source == target:
                moves.on_piece.setdefault(source, []).append(move)
            elif source is not None and target is not None:
                moves.by_source.setdefault(source, {}).setdefault(target, []).append(move)
            elif target is not None or source is not None:
                moves.direct.setdefault(target or source or "", []).append(move)
            elif move not in secret:  # a secret move is offered behind a cover, never as a button
                moves.buttons.append(move)
        return moves


class GameController(QObject):
    changed = Signal()  # the position, the selection or the record changed
    finished = Signal(str)  # a move just played ended the game; the words say how
    message = Signal(str)  # a line for the status bar

    def __init__(self, record: Record, seed: int | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.undo_stack = QUndoStack(self)
        self.chooser: Chooser = lambda options: options[0][1] if len(options) == 1 else None
        self.confirmer: Confirmer = lambda _question: True
        self.flipped = False
        self.coordinates = True
        self.seed = seed if seed is not None else random.SystemRandom().randrange(2**31)
        self.rng = random.Random(self.seed)
        self.record = record
        self.view = record.game.board_view()
        self.selected: str | None = None
        self._map_node: Node | None = None
        self._map = MoveMap()
        self._forward: dict[int, Node] = {}  # id(node) -> the child last stepped back from
        self.shape = 0  # counts changes to the tree's shape, so the move list rebuilds only then
        self.added: Node | None = None  # the node the last change added, if that was all it did
        self.computer: dict[int, str] = {}  # seat -> the level the computer plays it at
        self.hint: Move | None = None  # a suggested move to mark on the board
        self.reason = ""  # why the last click made no move, until something else happens

    # -- the game -------------------------------------------------------------------

    @property
    def game(self) -> Game:
        return self.record.game

    @property
    def position(self) -> Position:
        return self.record.position

    def set_record(self, record: Record) -> None:
        self.record = record
        self.hint = None
        self.view = record.game.board_view()
        self.selected = None
        self._map_node = None
        self._forward.clear()
        self.undo_stack.clear()
        self.reshaped()
        self.changed.emit()

    def reshaped(self, added: Node | None = None) -> None:
        """The tree changed shape; `added` is the one node added, if that is all that happened."""
        self.shape += 1
        self.added = added

    def computer_seat(self) -> int | None:
        """The seat the computer plays, when it is that seat's turn here."""
        if self.outcome() is not None:
            return None
        seat = self.view.acting_seat(self.position)
        return seat if seat is not None and seat in self.computer else None

    def moves(self) -> MoveMap:
        if self.computer_seat() is not None:
            return MoveMap()  # the computer's turn: the board offers the person nothing
        if self._map_node is not self.record.current:
            self._map = MoveMap.of(self.position, self.view) if self.outcome() is None else MoveMap()
            self._map_node = self.record.current
        return self._map

    def outcome(self) -> tuple[float, ...] | None:
        return self.record.outcome()

    def highlights(self, study: bool = False) -> Highlights:
        moves = self.moves()
        position = self.position
        # Nothing selected: the cells one click plays on (Parry's placements, Kerd's choices).
        choices = moves.by_source.get(self.selected, {}) if self.selected is not None else moves.direct
        tips = {cell: self._reasons(choices[cell]) for cell in choices}
        sources = {source: frozenset(targets_) for source, targets_ in moves.by_source.items()}
        hint: tuple[str | None, str | None] = (None, None)
        if self.hint is not None and self.hint in position.legal_moves():
            hint = self.view.move_cells(position, self.hint)
        return Highlights(
            selected=self.selected,
            targets=frozenset(choices),
            last=self.last_cells(),
            sources=sources,
            hint=hint,
            tips=tips,
            study=tuple(self.view.study_marks(position)) if study else (),
        )

    def _reasons(self, moves: Sequence[Move]) -> str:
        """What a target's moves are, for its tooltip: the rule that allows each."""
        position = self.position
        words = []
        for move in moves:
            reason = self.view.move_reason(position, move) or self.view.move_label(position, move)
            if reason not in words:
                words.append(reason)
        return "\n".join(words)

    def last_cells(self) -> tuple[str | None, str | None]:
        """The cells of the last move made on the board, kept marked until the next one.

        A roll has no cells: the move before it stays marked (the other side's last
        move while this side rolls). A secret move is never marked, nor what came before it.
        """
        node = self.record.current
        while node.parent is not None and node.move is not None:
            parent = node.parent.position
            if self.view.secret(parent):
                break
            cells = self.view.move_cells(parent, node.move)
            if cells != (None, None):
                return cells
            if not parent.is_chance:
                break  # a button move (pass, keep): the last move, with nothing to mark
            node = node.parent
        return (None, None)

    # -- clicks ----------------------------------------------------------------------

    def click(self, cell: str) -> None:
        moves = self.moves()
        selected = self.selected
        if selected is not None:
            targets = moves.by_source.get(selected, {})
            if cell in targets:
                self._play_one_of(targets[cell])
                return
            if cell == selected:
                self.select(None)
                return
        if cell in moves.by_source or cell in moves.on_piece:
            self.select(cell)
        elif cell in moves.direct:
            self._play_one_of(moves.direct[cell])
        else:
            self.refuse(selected, cell)

    def refuse(self, selected: str | None, cell: str) -> None:
        """A click or a drop that makes no move: say why, in the game's own words."""
        self.selected = None
        self.reason = self.why_not(selected, cell)
        self.changed.emit()
        self.message.emit(self.reason)

    def why_not(self, selected: str | None, cell: str) -> str:
        position = self.position
        names = self.view.seat_names(position)
        seat = self.computer_seat()
        if seat is not None:
            return f"It is the computer's turn ({names[seat]}): wait for its move"
        if self.outcome() is not None:
            return "The game is over: step back (←) or start a new game to play on"
        words = self.view.why_not(position, selected, cell)
        if words:
            return words
        if position.is_chance:
            return "Roll the dice first (R)"
        return "That piece cannot go there" if selected is not None else "No move starts there"

    def buttons(self) -> list[Move]:
        """The moves offered as buttons now: those without a square, then the selected piece's."""
        moves = self.moves()
        return moves.buttons + (moves.on_piece.get(self.selected, []) if self.selected else [])

    def press(self, move: Move) -> None:
        """A move's button was pressed: ask first where the game wants a confirmation."""
        question = self.view.confirm(self.position, move)
        if question and not self.confirmer(question):
            return
        self.play(move)

    def drop(self, source: str, target: str) -> None:
        moves = self.moves().by_source.get(source, {}).get(target)
        if moves:
            self._play_one_of(moves)
        else:
            self.refuse(source, target)

    def select(self, cell: str | None) -> None:
        self.selected = cell
        self.reason = ""
        self.changed.emit()

    def _play_one_of(self, moves: Sequence[Move]) -> None:
        if len(moves) == 1:
            self.play(moves[0])
            return
        options = [(self.view.move_label(self.position, move), move) for move in moves]
        chosen = self.chooser(options)
        if chosen is None:
            self.changed.emit()
            return
        self.play(chosen)

    # -- moves and dice -------------------------------------------------------------------

    def play(self, move: Move, by_computer: bool = False) -> None:
        """Play a legal move: follow the existing line or add a move (an undoable edit).

        `by_computer` marks a computer seat's move, which Undo takes back together with
        the person's move it answers.
        """
        node = self.record.current
        if self.outcome() is not None or move not in self.position.legal_moves():
            raise IllegalMove(f"{move!r} is not legal here")
        existing = next((child for child in node.children if child.move == move), None)
        self.selected = None
        self.hint = None
        self.reason = ""
        if existing is not None:
            self.record.go_to(existing)
            self.changed.emit()
            return
        self.undo_stack.push(AddMove(self, node, move, by_computer))
        if self.outcome() is not None:
            self.finished.emit(self.result_words())

    def result_words(self) -> str:
        """How the game ended, in the game's words (a repetition draw is the record's)."""
        if self.position.outcome is None:
            return "Draw by repetition: the same position came up again"
        return self.view.result(self.position)

    def roll(self, by_computer: bool = False) -> None:
        position = self.position
        if not position.is_chance or self.outcome() is not None:
            return
        self.play(pick_outcome(position.chance_outcomes(), self.rng), by_computer)

    def chance_choices(self) -> list[tuple[str, Move]]:
        """Every roll, for setting the dice by hand."""
        position = self.position
        if not position.is_chance or self.outcome() is not None:
            return []
        return [(self.view.move_label(position, move), move) for move, _ in position.chance_outcomes()]

    # -- moving through the record ------------------------------------------------------

    def go_to(self, node: Node) -> None:
        if node.path()[0] is not self.record.root:
            return  # a node of a record no longer shown (a late click in the move list)
        self.record.go_to(node)
        self.selected = None
        self.hint = None
        self.reason = ""
        self.changed.emit()

    def previous(self) -> None:
        node = self.record.current
        if node.parent is not None:
            self._forward[id(node.parent)] = node
            self.go_to(node.parent)

    def next(self) -> None:
        node = self.record.current
        hint = self._forward.get(id(node))
        child = hint if hint is not None and hint in node.children else node.main_child()
        if child is not None:
            self.go_to(child)

    def to_start(self) -> None:
        self.go_to(self.record.root)

    def to_end(self) -> None:
        node = self.record.current
        while True:
            hint = self._forward.get(id(node))
            child = hint if hint is not None and hint in node.children else node.main_child()
            if child is None:
                break
            node = child
        self.go_to(node)

    def delete_variation(self, node: Node) -> None:
        if node.parent is not None:
            self.undo_stack.push(DeleteMoves(self, node))

    def promote(self, node: Node, to_main: bool = False) -> None:
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
        self._name()

    def _name(self) -> None:
        first, replies = self.added[0], len(self.added) - 1
        words = f"move {first.parent.ply + 1}. {first.text}"
        if replies:
            words += " and the computer's " + ("reply" if replies == 1 else f"{replies} replies")
        self.setText(words)

    def id(self) -> int:
        return self.MERGES

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not isinstance(other, AddMove) or not all(added.by_computer for added in other.added):
            return False
        last = self.added[-1]
        if other.added[0].parent is not last.node:  # not a reply to this line
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
                added.parent.children.append(added.node)
                record.go_to(added.node)
                record.touch()
        self.controller.reshaped(self.added[-1].node if len(self.added) == 1 else None)
        self.controller.changed.emit()

    def undo(self) -> None:
        for added in reversed(self.added):
            assert added.node is not None
            added.parent.children.remove(added.node)
        self.controller.record.go_to(self.added[0].before)
        self.controller.record.touch()
        self.controller.reshaped()
        self.controller.message.emit(f"Took back {self.text()}")
        self.controller.changed.emit()


class DeleteMoves(QUndoCommand):
    def __init__(self, controller: GameController, node: Node) -> None:
        super().__init__(f"delete from {node.text}")
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
        self.parent.children.insert(self.index, self.node)
        self.controller.record.go_to(self.before)
        self.controller.record.touch()
        self.controller.reshaped()
        self.controller.changed.emit()


class Promote(QUndoCommand):
    def __init__(self, controller: GameController, node: Node, to_main: bool) -> None:
        super().__init__("make main line" if to_main else "promote variation")
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
            node.children[:] = children
        self.controller.record.touch()
        self.controller.reshaped()
        self.controller.changed.emit()
