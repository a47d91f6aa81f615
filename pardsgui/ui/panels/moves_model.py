"""The move list's rows as a flat table model: what the Moves panel shows, computed when it is shown.

A `QTreeWidget` made an item per move and Qt laid out every row again whenever one was
inserted: a game of a million moves took seconds to open and each move played cost 20 to 60
ms at 100,000. Here a row is a small entry in a Python list, in the order the tree shows them
(main line first, each variation beneath the move it replaces, under its "variation N"
header); its text, tooltip and font are worked out only for the rows Qt asks about (those on
screen). A `QTableView` with rows of one fixed height never lays out the rows it does not
draw, so a row added or taken away at the end costs the same at any size.
"""

from __future__ import annotations

from array import array
from collections.abc import Callable, Sequence
from typing import Any, NamedTuple, overload

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QFont

from pardsgui.core.bulk import building
from pardsgui.core.record import Node, Record
from pardsgui.core.review_data import MoveReview
from pardsgui.core.review_text import marked_words
from pardsgui.i18n import _

Labeller = Callable[[Node], str]
AnyIndex = QModelIndex | QPersistentModelIndex

STRETCH = 256  # rows of a side line whose places are worked out from the row of the first
_GREY = QBrush(QColor("#7a7a7a"))
# The roles a row answers. A drawn row is asked some eight, most of them none of these (its
# check state, icon, alignment, background...): those are answered before the row is looked up.
_ANSWERED = frozenset(
    int(role)
    for role in (
        Qt.ItemDataRole.DisplayRole,
        Qt.ItemDataRole.ForegroundRole,
        Qt.ItemDataRole.FontRole,
        Qt.ItemDataRole.ToolTipRole,
        Qt.ItemDataRole.AccessibleTextRole,
    )
)


class Entry(NamedTuple):
    """One row, as asked for: a move (its node) or the header of a variation (no node, its number).

    Made when asked, never kept: the rows are two flat arrays (`Rows`). Two entries of one row
    are equal; a header is told from another by the first move of its variation (`first`).
    """

    node: Node | None
    depth: int  # 0: the main line; a variation's header one more than its move, its moves two
    number: int  # a move's turn number; a header's variation number
    starts: bool = True  # whether the move begins its turn (a roll's dice continue it: no number)
    first: Node | None = None  # a header's: the first move of its variation


_DEPTH_BITS = 24  # variations nest thousands deep, not millions
_HEADER = 1  # the low bit: a header's row
_STARTS = 2  # the next: a move that begins its turn


def _packed(depth: int, number: int, starts: bool, header: bool) -> int:
    return ((number << _DEPTH_BITS | depth) << 2) | (_STARTS if starts else 0) | (_HEADER if header else 0)


class Rows(Sequence[Entry]):
    """The rows in the order shown: per row a node and one packed integer, 16 bytes in all.

    An object per row (its node, depth, turn number and whether it starts its turn) was some
    100 bytes, 100 MB at a million moves. A header's row holds the first move of its variation.
    """

    __slots__ = ("info", "nodes")

    def __init__(self) -> None:
        self.nodes: list[Node] = []
        self.info = array("q")

    def add(self, node: Node, depth: int, number: int, starts: bool = True, header: bool = False) -> None:
        self.nodes.append(node)
        self.info.append(_packed(depth, number, starts, header))

    def insert(self, at: int, node: Node, depth: int, number: int, starts: bool) -> None:
        self.nodes.insert(at, node)
        self.info.insert(at, _packed(depth, number, starts, False))

    def delete(self, first: int, end: int) -> None:
        del self.nodes[first:end]
        del self.info[first:end]

    def __len__(self) -> int:
        return len(self.nodes)

    @overload
    def __getitem__(self, row: int) -> Entry: ...
    @overload
    def __getitem__(self, row: slice) -> list[Entry]: ...
    def __getitem__(self, row: int | slice) -> Entry | list[Entry]:
        if isinstance(row, slice):
            return [self[at] for at in range(*row.indices(len(self)))]
        info = self.info[row]
        node = self.nodes[row]
        if info & _HEADER:
            return Entry(None, self.depth(row), info >> (_DEPTH_BITS + 2), bool(info & _STARTS), node)
        return Entry(node, self.depth(row), info >> (_DEPTH_BITS + 2), bool(info & _STARTS))

    def depth(self, row: int) -> int:
        return (self.info[row] >> 2) & ((1 << _DEPTH_BITS) - 1)

    def node(self, row: int) -> Node | None:
        """The row's move (None for a header)."""
        return None if self.info[row] & _HEADER else self.nodes[row]


class MoveRows(QAbstractTableModel):
    """The rows of one record's tree; the list (panels/moves.py) says what changed."""

    def __init__(self, tooltip: Labeller, spoken: Callable[[Node], tuple[str, str]]) -> None:
        super().__init__()
        self.entries = Rows()
        # Where each move's row is: a main line move's by its ply (`_main`, 8 bytes a move), any
        # other's from the row of the first move of its stretch of rows (`_rows`, by id(node)):
        # the moves of a stretch follow each other row by row, so a dictionary entry per move
        # (some 100 MB at a million) is not needed. A stretch is cut every `STRETCH` rows, so
        # finding a row walks back at most that many moves. Rows after an insertion or removal
        # inside the list are renumbered only when one is asked for (`row_of`), so a move at the
        # end of a line costs no walk.
        self._main = array("q")
        self._rows: dict[int, int] = {}
        self._valid = 0  # rows before this one are where `_main` and `_rows` say
        self.starts_turn: Callable[[Node], bool] = lambda _node: True
        self.label: Labeller = lambda node: node.text
        self.ratings: dict[int, MoveReview] = {}
        self._tooltip = tooltip
        self._spoken = spoken  # a node -> the move in words and the review's words, for a screen reader

    # -- Qt's questions --------------------------------------------------------------------

    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008 (Qt's signature)
        return 0 if parent.isValid() else len(self.entries)

    def columnCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 1

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = 0) -> Any:
        # Hidden, but a screen reader reads the column's name ("1" without one).
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return _("Moves")
        return None

    def flags(self, index: AnyIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        if self.entries.node(index.row()) is None:  # a variation's header is no move to go to
            return Qt.ItemFlag.ItemIsEnabled
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role not in _ANSWERED or not index.isValid():
            return None
        return self.entry_data(self.entries[index.row()], role)

    def entry_data(self, entry: Entry, role: int) -> Any:
        node = entry.node
        if role == Qt.ItemDataRole.DisplayRole:
            return self.text(entry)
        if node is None:
            return _GREY if role == Qt.ItemDataRole.ForegroundRole else None
        if role == Qt.ItemDataRole.FontRole and entry.depth:
            font = QFont()
            font.setItalic(True)  # a side line
            return font
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tooltip(node)
        if role == Qt.ItemDataRole.AccessibleTextRole:
            # A screen reader reads the row's accessible text, never its tooltip: the sentence too,
            # and what a review said of the move in words ("?!" alone is read as punctuation).
            words, review = self._spoken(node)
            notation = self.text(entry)
            said = f"{notation}: {words}" if words and words != notation else notation
            return f"{said}. {review}" if review else said
        return None

    def text(self, entry: Entry) -> str:
        """A row's text: 'variation 2', 'Start', or the turn's number, the move, its mark and comment."""
        node = entry.node
        if node is None:
            return _("variation {number}").format(number=entry.number)
        if node.parent is None:
            return _("Start")
        prefix = f"{entry.number}. "
        words = marked_words(self.label(node), self.ratings.get(id(node)), better=False)  # on hover
        text = prefix + words if entry.starts else " " * (len(prefix) + 1) + words
        if node.comment:
            text += f"  — {node.comment}"
        return text

    # -- the rows of a record --------------------------------------------------------------

    def row_of(self, node: Node) -> int | None:
        """The row of `node`'s move; None if it has none (not in the tree shown)."""
        row = self._known_row(node)
        if row is None and self._valid < len(self.entries):
            self._renumber()
            row = self._known_row(node)
        return row

    def _known_row(self, node: Node) -> int | None:
        main, entries = self._main, self.entries
        nodes = entries.nodes
        # A row is the node's if its entry is the node's: an out-of-date number is never believed.
        row = main[node.ply] if node.ply < len(main) else None
        if row is not None and row < len(nodes) and entries.node(row) is node:
            return row
        # The stretch it is in: back along the line to a move whose row is noted, then as many rows
        # on as moves; a noted row out of date fails the check and the walk goes on back.
        starts = self._rows
        walk: Node | None = node
        for _step in range(STRETCH + 1):
            if walk is None:
                return None
            start = starts.get(id(walk))
            if start is not None:
                row = start + node.ply - walk.ply
                if row < len(nodes) and entries.node(row) is node:
                    return row
            walk = walk.parent
        return None

    def _renumber(self) -> None:
        """Note where the rows from the first one not known are."""
        main, starts, entries = self._main, self._rows, self.entries
        before = entries.node(self._valid - 1) if 0 < self._valid <= len(entries) else None
        noted = -STRETCH  # the row last noted in `starts`
        for number in range(self._valid, len(entries)):
            node = entries.node(number)
            if node is not None and entries.depth(number):
                # The first move of a stretch: after a header, after a variation shown beneath the
                # move before, or `STRETCH` rows on.
                if node.parent is not before or number - noted >= STRETCH:
                    starts[id(node)] = noted = number
            elif node is not None:
                if node.ply < len(main):
                    main[node.ply] = number
                else:
                    main.append(number)  # the main line's rows come in the order of their plies
            before = node
        self._valid = len(entries)

    def rebuild(self, record: Record) -> None:
        """Every row anew, from the tree (a change that is not a move added or taken back at a line's end)."""
        self.beginResetModel()
        with building():  # a row per move, all kept: the collector would only look at them
            self.entries = _flatten(record, self.starts_turn)
        self._main = array("q")
        self._rows = {}
        self._valid = 0
        self.endResetModel()

    def append(self, node: Node) -> bool:
        """A row for `node`, its parent's only child, after its parent's row and what hangs below it."""
        parent = node.parent
        if parent is None or parent.children != [node]:
            return False
        row = self.row_of(parent)
        if row is None:
            return False
        entries = self.entries
        above = entries[row]
        at = row + 1
        # The variations of the parent's move are shown beneath it: the new move comes after them.
        while at < len(entries) and entries.depth(at) > above.depth:
            at += 1
        starts = self.starts_turn(node)
        self.beginInsertRows(QModelIndex(), at, at)
        entries.insert(at, node, above.depth, above.number + starts, starts)
        if at == len(self.entries) - 1 and self._valid == at:
            self._renumber()  # this row only
        else:
            self._valid = min(self._valid, at)
        self.endInsertRows()
        return True

    def remove(self, removed: list[Node]) -> bool:
        """Take away the rows of moves taken back from a line's end, if they are rows next to each other."""
        parent = removed[0].parent
        if parent is None or parent.children:
            return False
        rows = [self.row_of(node) for node in removed]
        if any(row is None for row in rows):
            return False
        first = rows[0]
        assert first is not None
        if rows != list(range(first, first + len(rows))):
            return False
        end = first + len(rows)
        if end < len(self.entries) and self.entries.depth(end) > self.entries.depth(first):
            return False  # a row that was no move's end had variations beneath it: rebuild
        self.beginRemoveRows(QModelIndex(), first, end - 1)
        self.entries.delete(first, end)
        for node in removed:
            self._rows.pop(id(node), None)
        self._valid = min(self._valid, first)
        self.endRemoveRows()
        return True

    def changed_all(self) -> None:
        """Every row's words may read differently (a review's marks): Qt asks the rows it shows again."""
        if self.entries:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self.entries) - 1, 0))


def _flatten(record: Record, starts_turn: Callable[[Node], bool]) -> Rows:
    """The rows in the order the tree shows them, with no recursion (variations nest thousands deep)."""
    root = record.root
    entries = Rows()
    entries.add(root, 0, 0)
    numbers: dict[int, int] = {id(root): 0}  # a branching node's turn, for its variations
    # What is left to show, last first: ("line", node, depth) continues the line after `node`;
    # ("variation", node, depth, number) shows a variation's header, its first move and its line.
    todo: list[tuple[str, Node, int, int]] = [("line", root, 0, 0)]
    while todo:
        kind, node, depth, number = todo.pop()
        turn = numbers.pop(id(node)) if kind == "line" else numbers[id(node.parent)]
        if kind == "variation":
            entries.add(node, depth - 1, number, header=True)
            starts = starts_turn(node)
            turn += starts
            entries.add(node, depth, turn, starts)
        while node.children:
            first, *others = node.children
            if others:
                numbers[id(node)] = turn  # each variation counts its turns on from here
            starts = starts_turn(first)
            turn += starts
            entries.add(first, depth, turn, starts)
            if others:
                numbers[id(first)] = turn
                todo.append(("line", first, depth, 0))
                todo.extend(
                    ("variation", other, depth + 2, k) for k, other in reversed(list(enumerate(others, 1)))
                )
                break
            node = first
    return entries
