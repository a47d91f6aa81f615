"""The move list: the record's tree, main line first, variations beneath the move they replace."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QPoint, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QKeyEvent
from PySide6.QtWidgets import QMenu, QTreeWidget, QTreeWidgetItem, QWidget

from pardsgui.core.bulk import building
from pardsgui.core.record import Node, Record
from pardsgui.core.review_data import MoveReview
from pardsgui.core.review_text import marked_words
from pardsgui.i18n import _, isolate
from pardsgui.ui import plain

Labeller = Callable[[Node], str]


class _Row(QTreeWidgetItem):
    """A move's row; its tooltip is written when it is asked for (on hover), not at every rebuild.

    Describing every move of a long game when the list was built took longer than the rest of
    opening it (a 10,000-move Kerd game: 0.4 s), and hiding secrets asks who looks *now*.
    """

    def __init__(self, text: str, owner: MoveList, node: Node) -> None:
        super().__init__([text])
        self.owner = owner
        self.node = node

    def data(self, column: int, role: int) -> object:
        if role == Qt.ItemDataRole.ToolTipRole and column == 0:
            return self.owner.tooltip(self.node)
        if role == Qt.ItemDataRole.AccessibleTextRole and column == 0:
            # A screen reader reads the row's accessible text, never its tooltip: the sentence too,
            # and what a review said of the move in words ("?!" alone is read as punctuation).
            words = self.owner.describe(self.node)
            notation = str(super().data(column, Qt.ItemDataRole.DisplayRole))
            review = self.owner.review_words(self.node).replace("\n", " ")
            said = f"{notation}: {words}" if words and words != notation else notation
            return f"{said}. {review}" if review else said
        return super().data(column, role)


class MoveList(QTreeWidget):
    nodeChosen = Signal(object)
    promoteRequested = Signal(object, bool)
    deleteRequested = Signal(object)
    betterRequested = Signal(object, str)  # a reviewed move's node, the better move's text
    # Shift+arrows are the board's cursor keys wherever the focus is: in the list they walked the
    # game back a move without a word. The key goes to the board instead.
    boardKey = Signal(QKeyEvent)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setHeaderHidden(True)
        self.setColumnCount(1)
        self.setHeaderLabels([_("Moves")])  # hidden, but a screen reader reads its column's name ("1")
        self.setUniformRowHeights(True)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.customContextMenuRequested.connect(self._menu)
        self.itemClicked.connect(self._clicked)
        self.itemActivated.connect(self._clicked)
        self._items: dict[int, QTreeWidgetItem] = {}
        self._shape: tuple[int, ...] = ()
        self._record: Record | None = None
        self._turns: dict[int, int] = {}  # id(node) -> the number of the turn it belongs to
        self._describe: Labeller = lambda _node: ""
        self._starts_turn: Callable[[Node], bool] = lambda _node: True
        self._label: Labeller = lambda node: node.text
        self._ratings: dict[int, MoveReview] = {}  # the review's marks, by id(node)

    def show_record(
        self,
        record: Record,
        label: Labeller,
        shape: int,
        added: Node | None = None,
        describe: Labeller | None = None,
        starts_turn: Callable[[Node], bool] | None = None,
        removed: Sequence[Node] = (),
    ) -> None:
        """Bring the list up to date with the tree, then select the current node.

        `shape` counts changes to the tree; when the only change is `added`, a
        move extending a line, one row is appended instead of rebuilding; when it is
        `removed`, moves taken back from a line's end, their rows go. Rows are
        numbered by turn: the moves that continue a turn (a roll's dice) carry no
        number, so a turn reads as one. `describe` gives each row's tooltip.
        """
        self._describe = describe or (lambda _node: "")
        self._starts_turn = starts_turn or (lambda _node: True)
        self._label = label
        unchanged = record is self._record and (shape,) == self._shape
        row = self._items.get(id(record.current))
        if unchanged and row is not None and self.currentItem() is row:
            # Nothing to show anew (a click that only selects a piece): selecting the row again
            # costs Qt a layout of every row after an insertion, 20 ms at 100,000 moves.
            return
        if not unchanged:
            following = record is self._record and self._shape == (shape - 1,)
            appended = following and added is not None and self._append(added, label)
            extended = appended or (following and bool(removed) and self._remove(removed))
            self._record = record
            self._shape = (shape,)
            if not extended:
                self._rebuild(record, label)
        item = self._items.get(id(record.current))
        self.blockSignals(True)
        if item is None:
            self.clearSelection()
        else:
            self.setCurrentItem(item)
            self.scrollToItem(item)
        self.blockSignals(False)

    def set_ratings(self, ratings: dict[int, MoveReview]) -> None:
        """Show a review's marks beside its moves (and the better move on hover); {} for none."""
        if ratings == self._ratings:
            return
        self._ratings = ratings
        if self._record is not None:
            self._rebuild(self._record, self._label)
            item = self._items.get(id(self._record.current))
            if item is not None:
                self.blockSignals(True)
                self.setCurrentItem(item)
                self.blockSignals(False)

    def rating(self, node: Node) -> MoveReview | None:
        return self._ratings.get(id(node))

    def _rebuild(self, record: Record, label: Labeller) -> None:
        with building():  # a row per move, all kept: the collector would only look at them
            self._build(record, label)

    def _build(self, record: Record, label: Labeller) -> None:
        self.clear()
        self._items = {}
        self._turns = {id(record.root): 0}
        start = _Row(_("Start"), self, record.root)
        self._items[id(record.root)] = start
        self.addTopLevelItem(start)
        self._add_line(None, record.root, label)
        self.expandAll()

    def _append(self, node: Node, label: Labeller) -> bool:
        """Add `node` as a row after its parent's, if it is its parent's only child at a line's end."""
        parent = node.parent
        if parent is None or parent.children != [node] or id(parent) not in self._items:
            return False
        parent_item = self._items[id(parent)]
        container = parent_item.parent()
        if parent.parent is None:  # the start: the main line is the top level
            container = None
        elif parent.parent.children[0] is not parent:  # the first move of a variation
            container = parent_item.parent()
        # Only the last row matters: listing every row made each move cost the game's length.
        if self._last_row(container) is not parent_item:
            return False
        row = self._row(node, label, main=container is None)
        if container is None:
            self.addTopLevelItem(row)
        else:
            container.addChild(row)
        return True

    def _remove(self, removed: Sequence[Node]) -> bool:
        """Take away the rows of moves taken back from a line's end, if each is its container's last.

        A move that was one of several from its position (a variation, with its header) is
        left to a rebuild: `removed[0]`'s parent must have no move left after it.
        """
        parent = removed[0].parent
        if parent is None or parent.children:
            return False
        rows = [self._items.get(id(node)) for node in removed]
        for row in reversed(rows):  # the last move's row first: each is then its container's last
            if row is None or row.childCount():
                return False
            container = row.parent()
            if self._last_row(container) is not row:
                return False
            if container is None:
                self.takeTopLevelItem(self.topLevelItemCount() - 1)
            else:
                container.takeChild(container.childCount() - 1)
        for node in removed:
            del self._items[id(node)]
            self._turns.pop(id(node), None)
        return True

    def _last_row(self, container: QTreeWidgetItem | None) -> QTreeWidgetItem | None:
        """The last row of `container` (None: the top level, the main line)."""
        if container is None:
            return self.topLevelItem(self.topLevelItemCount() - 1)
        return container.child(container.childCount() - 1)

    def describe(self, node: Node) -> str:
        """The move in words ('' for the start)."""
        return self._describe(node) if node.parent is not None else ""

    def review_words(self, node: Node) -> str:
        """What the review said of the move ('' if none): for its tooltip and a screen reader."""
        rated = self._ratings.get(id(node))
        return _rating_words(rated) if rated is not None else ""

    def tooltip(self, node: Node) -> str:
        """A row's tooltip: the move in words, the review's rating, the comment."""
        words = self.describe(node)
        review = self.review_words(node)
        # The comment came from a file: shown literally, never as HTML.
        return plain.tooltip("\n\n".join(part for part in (words, review, node.comment) if part))

    def _add_line(self, parent_item: QTreeWidgetItem | None, node: Node, label: Labeller) -> None:
        """Add the line continuing after `node`; alternatives nest under the move they replace."""
        while node.children:
            first, *others = node.children
            # The top level is the main line: asking each node walked to the root (quadratic).
            item = self._row(first, label, main=parent_item is None)
            if parent_item is None:
                self.addTopLevelItem(item)
            else:
                parent_item.addChild(item)
            for number, other in enumerate(others, 1):
                header = QTreeWidgetItem([f"variation {number}"])
                header.setForeground(0, QBrush(QColor("#7a7a7a")))
                header.setFlags(header.flags() & ~Qt.ItemFlag.ItemIsSelectable)
                item.addChild(header)
                header.addChild(self._row(other, label, main=False))
                self._add_line(header, other, label)
            node = first

    def _row(self, node: Node, label: Labeller, main: bool) -> QTreeWidgetItem:
        number = self._turns.get(id(node.parent), 0)
        starts = self._starts_turn(node)
        if starts:
            number += 1
        self._turns[id(node)] = number
        prefix = f"{number}. "
        words = marked_words(label(node), self._ratings.get(id(node)), better=False)  # on hover
        text = prefix + words if starts else " " * (len(prefix) + 1) + words
        if node.comment:
            text += f"  — {node.comment}"
        item = _Row(text, self, node)
        if not main:
            font = QFont(item.font(0))
            font.setItalic(True)
            item.setFont(0, font)
        self._items[id(node)] = item
        return item

    def node_of(self, item: QTreeWidgetItem) -> Node | None:
        return item.node if isinstance(item, _Row) else None  # a "variation" header is no move

    def item_of(self, node: Node) -> QTreeWidgetItem | None:
        return self._items.get(id(node))

    def _clicked(self, item: QTreeWidgetItem, _column: int = 0) -> None:
        node = self.node_of(item)
        if node is not None:
            self.nodeChosen.emit(node)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        arrows = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down)
        if event.modifiers() & Qt.KeyboardModifier.ShiftModifier and event.key() in arrows:
            self.boardKey.emit(event)
            return
        super().keyPressEvent(event)

    def _menu(self, point: QPoint) -> None:
        item = self.itemAt(point)
        node = self.node_of(item) if item is not None else None
        if node is None or node.parent is None:
            return
        menu = QMenu(self)
        main = node.is_main_line()
        menu.addAction(_("Make main line"), lambda: self.promoteRequested.emit(node, True)).setEnabled(
            not main
        )
        menu.addAction(_("Promote variation"), lambda: self.promoteRequested.emit(node, False)).setEnabled(
            not main
        )
        rated = self._ratings.get(id(node))
        if rated is not None and rated.better:
            better = rated.better
            menu.addSeparator()
            menu.addAction(
                _("Play the better move ({move}) as a variation").format(move=isolate(better)),
                lambda: self.betterRequested.emit(node, better),
            )
        menu.addSeparator()
        menu.addAction(_("Delete from here"), lambda: self.deleteRequested.emit(node))
        menu.exec(self.viewport().mapToGlobal(point))


def _rating_words(rated: MoveReview) -> str:
    """What the review says of a move, for its tooltip."""
    if rated.luck is not None:
        luck = ", ".join(f"{value:+.1f}" for value in rated.luck)
        return _("Review: the luck of this roll, player by player: {luck} points of winning chance.").format(
            luck=luck
        )
    if rated.forced:
        return _("Review: the only legal move.")
    if rated.hidden:
        return _("Review: a secret choice, rated once the game is over.")
    if rated.best_value is None:
        return ""
    if not rated.better:
        return _("Review: the best move found ({percent}% for the mover).").format(
            percent=f"{100 * rated.best_value:.0f}"
        )
    names = {"?!": _("An inaccuracy"), "?": _("A mistake"), "??": _("A blunder")}
    kind = names.get(rated.mark, _("Slightly worse than the best move found"))
    return _(
        "Review: {kind} ({mark}): it lost {loss} points of winning chance."
        "\nBetter: {better} ({percent}% for the mover)."
    ).format(
        kind=kind,
        mark=rated.mark or _("unmarked"),
        loss=f"{rated.loss:.1f}",
        better=isolate(rated.better),
        percent=f"{100 * rated.best_value:.0f}",
    )
