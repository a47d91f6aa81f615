"""The move list: the record's tree, main line first, variations beneath the move they replace.

Its rows are a table model (panels/moves_model.py) that works out a row's words only when the
row is shown, so a game of a million moves opens, and takes a move, as fast as a short one.
Tests and the window read a row as they read a tree's item (`item_of`, `currentItem`, `text`,
`child`), through `Row`, a handle made when asked for.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, QModelIndex, QPersistentModelIndex, QPoint, QPointF, QRect, Qt, Signal
from PySide6.QtGui import (
    QFont,
    QFontMetrics,
    QKeyEvent,
    QPainter,
    QPalette,
    QResizeEvent,
    QStaticText,
    QTextOption,
    QTransform,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QHeaderView,
    QMenu,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QWidget,
)

from pardsgui.core.record import Node, Record
from pardsgui.core.review_data import MoveReview
from pardsgui.i18n import _, isolate
from pardsgui.ui import plain
from pardsgui.ui.panels.moves_model import Entry, Labeller, MoveRows

INDENT = 20  # pixels per level of the tree, as a tree view indents


class Row:
    """A row of the list read as a tree's item: its text, font, tooltip, the rows beneath it."""

    __slots__ = ("__weakref__", "_row", "entry", "owner")

    def __init__(self, owner: MoveList, entry: Entry, row: int) -> None:
        self.owner = owner
        self.entry = entry
        self._row = row  # where it was: rows move when others are inserted above them

    @property
    def node(self) -> Node | None:
        return self.entry.node

    def row(self) -> int:
        rows = self.owner.rows
        entries = rows.entries
        if self._row < len(entries) and entries[self._row] == self.entry:
            return self._row
        found = rows.row_of(self.entry.node) if self.entry.node is not None else None
        self._row = found if found is not None else entries.index(self.entry)
        return self._row

    def text(self, _column: int = 0) -> str:
        return self.owner.rows.text(self.entry)

    def data(self, _column: int, role: int) -> object:
        return self.owner.rows.entry_data(self.entry, role)

    def toolTip(self, column: int = 0) -> str:
        return str(self.data(column, Qt.ItemDataRole.ToolTipRole) or "")

    def font(self, _column: int = 0) -> QFont:
        font = self.data(0, Qt.ItemDataRole.FontRole)
        return font if isinstance(font, QFont) else QFont()

    def columnCount(self) -> int:
        return 1

    def parent(self) -> Row | None:
        """The row this one is shown beneath (None on the main line)."""
        entries = self.owner.rows.entries
        depth = self.entry.depth
        for at in range(self.row() - 1, -1, -1):
            if entries.depth(at) < depth:
                return self.owner.row_at(at)
        return None

    def children(self) -> list[Row]:
        entries = self.owner.rows.entries
        depth = self.entry.depth
        found = []
        for at in range(self.row() + 1, len(entries)):
            below = entries.depth(at)
            if below <= depth:
                break
            if below == depth + 1 or (depth == -1 and below == 0):
                found.append(self.owner.row_at(at))
        return found

    def childCount(self) -> int:
        return len(self.children())

    def child(self, index: int) -> Row | None:
        children = self.children()
        return children[index] if 0 <= index < len(children) else None


_ENABLED = QStyle.StateFlag.State_Enabled.value
_ACTIVE = QStyle.StateFlag.State_Active.value
_SELECTED = QStyle.StateFlag.State_Selected.value
# What the style draws under a row's words: its selection, its focus, the pointer over it.
_GROUNDED = _SELECTED | QStyle.StateFlag.State_HasFocus.value | QStyle.StateFlag.State_MouseOver.value


class _RowPainter(QStyledItemDelegate):
    """Draws a row in by its depth in the tree, as a tree view would (from the right, right to
    left), its words laid out once and kept while they are shown.

    A jump from one end of a game to the other draws every row on screen anew. The style's own
    drawing of a row asked the model some eight questions, each a call into Python, and shaped
    its words again: 300,000 instructions a row, an eighth of a Parry jump. Here the style draws
    only the ground of a selected, focused or pointed-at row, and the words are a `QStaticText`
    kept by text, font, width and direction, cut and placed as the style cuts and places an
    item's words (`tests/ui/test_move_list.py` compares the two, pixel for pixel).
    """

    KEPT = 1024  # words laid out: a few screens of rows

    def __init__(self, rows: MoveRows, parent: QTableView) -> None:
        super().__init__(parent)
        self._rows = rows
        self._laid_out: dict[tuple[str, str, int, Qt.LayoutDirection], QStaticText] = {}
        self._style: QStyle | None = None
        self._margin = 0
        # The view's font and its key: a font's key() cost a sixth of the list's drawing, asked at
        # every row; the view's font changes seldom, and a row's font is a copy of it but for a
        # side line's italics.
        self._view_font = QFont()
        self._view_font_key = self._view_font.key()

    def paint(
        self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        rows = self._rows
        entry = rows.entries[index.row()]
        direction = option.direction
        rtl = direction == Qt.LayoutDirection.RightToLeft
        state = option.state.value
        rect = option.rect
        if entry.depth:  # in from where the words begin: the right, right to left
            indent = entry.depth * INDENT
            rect = rect.adjusted(0, 0, -indent, 0) if rtl else rect.adjusted(indent, 0, 0, 0)
        widget = option.widget
        style = widget.style() if widget is not None else QApplication.style()
        if state & _GROUNDED:  # a plain row's ground is the list's own: nothing to draw
            ground = QStyleOptionViewItem(option)
            ground.rect = rect
            style.drawControl(QStyle.ControlElement.CE_ItemViewItem, ground, painter, widget)  # no words
        if style is not self._style:  # the words' margin, as the style leaves it
            self._style = style
            self._margin = style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, widget) + 1
        # The words' font and colour as the model gives them (a side line in italics, a
        # variation's header in grey), else the view's. (The state's flags as a number: each
        # operation on them as flags is a call into Python's enum module.)
        given = rows.entry_data(entry, Qt.ItemDataRole.FontRole)
        font = option.font
        if given is not None:
            font = given.resolve(font)
            font_key = font.key()
        else:
            if not font.isCopyOf(self._view_font):  # kept as a copy: the option's own dies with it
                self._view_font, self._view_font_key = QFont(font), font.key()
            font_key = self._view_font_key
        room = rect.adjusted(self._margin, 0, -self._margin, 0)
        words = self._words(rows.text(entry), font, font_key, room.width(), direction)
        if not state & _ENABLED:
            group = QPalette.ColorGroup.Disabled
        elif state & _ACTIVE:
            group = QPalette.ColorGroup.Normal
        else:
            group = QPalette.ColorGroup.Inactive
        if state & _SELECTED:
            colour = option.palette.color(group, QPalette.ColorRole.HighlightedText)
        else:
            brush = rows.entry_data(entry, Qt.ItemDataRole.ForegroundRole)
            colour = (
                brush.color() if brush is not None else option.palette.color(group, QPalette.ColorRole.Text)
            )
        painter.save()
        painter.setFont(font)
        painter.setPen(colour)
        # Placed as the style places an item's words (the line centred in whole pixels, the words
        # at its start: the right, right to left); cut to the room by `_words`, as it cuts them.
        size = words.size()
        top = room.top() + (room.height() - int(size.height())) // 2
        painter.drawStaticText(QPointF(room.right() + 1 - size.width() if rtl else room.left(), top), words)
        painter.restore()

    def _words(
        self, text: str, font: QFont, font_key: str, width: int, direction: Qt.LayoutDirection
    ) -> QStaticText:
        key = (text, font_key, width, direction)
        words = self._laid_out.get(key)
        if words is None:
            if len(self._laid_out) >= self.KEPT:
                self._laid_out.clear()
            shown = QFontMetrics(font).elidedText(text, Qt.TextElideMode.ElideRight, max(0, width))
            words = self._laid_out[key] = QStaticText(shown)
            words.setTextFormat(Qt.TextFormat.PlainText)  # a comment's words are never markup
            option = QTextOption()
            option.setTextDirection(direction)
            words.setTextOption(option)
            words.prepare(QTransform(), font)
        return words


class MoveList(QTableView):
    nodeChosen = Signal(object)
    promoteRequested = Signal(object, bool)
    deleteRequested = Signal(object)
    betterRequested = Signal(object, str)  # a reviewed move's node, the better move's text
    # Shift+arrows are the board's cursor keys wherever the focus is: in the list they walked the
    # game back a move without a word. The key goes to the board instead.
    boardKey = Signal(QKeyEvent)
    currentItemChanged = Signal(object, object)  # the row now current (a Row) or None, the one before

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rows = MoveRows(self.tooltip, self._spoken)
        self.setModel(self.rows)
        self.setItemDelegate(_RowPainter(self.rows, self))
        for header in (self.horizontalHeader(), self.verticalHeader()):
            header.hide()
        self.horizontalHeader().setStretchLastSection(True)
        # One height for every row: Qt then never measures the rows it does not draw.
        vertical = self.verticalHeader()
        vertical.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self._fit_rows()
        # By pixels: scrolled a row at a time, the list's last row was cut by its bottom edge
        # whenever its height was no whole number of rows (the last move, where a game opens).
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setShowGrid(False)
        self.setWordWrap(False)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setTabKeyNavigation(False)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.customContextMenuRequested.connect(self._menu)
        self.clicked.connect(self._clicked)
        self.activated.connect(self._clicked)
        self.selectionModel().currentChanged.connect(self._current_changed)
        self._handles: weakref.WeakValueDictionary[Entry, Row] = weakref.WeakValueDictionary()
        self._shape: tuple[int, ...] = ()
        self._record: Record | None = None
        self._describe: Labeller = lambda _node: ""

    def _fit_rows(self) -> None:
        self.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 2)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:  # a larger font (the desktop's): taller rows
            self._fit_rows()

    # -- the record shown ------------------------------------------------------------------

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
        move extending a line, one row is inserted instead of rebuilding; when it is
        `removed`, moves taken back from a line's end, their rows go. Rows are
        numbered by turn: the moves that continue a turn (a roll's dice) carry no
        number, so a turn reads as one. `describe` gives each row's tooltip.
        """
        rows = self.rows
        self._describe = describe or (lambda _node: "")
        rows.starts_turn = starts_turn or (lambda _node: True)
        rows.label = label
        unchanged = record is self._record and (shape,) == self._shape
        if not unchanged:
            following = record is self._record and self._shape == (shape - 1,)
            appended = following and added is not None and rows.append(added)
            extended = appended or (following and bool(removed) and rows.remove(list(removed)))
            self._record = record
            self._shape = (shape,)
            if not extended:
                self._handles.clear()
                rows.rebuild(record)
            # The words of the rows on screen may read otherwise now (a game over shows its secret
            # choices): Qt asks again for those it draws, and only those. Not at a redraw that
            # changed no move: drawing the rows again cost each click on the board 5 ms.
            self.viewport().update()
        row = rows.row_of(record.current)
        if row is not None and self.currentIndex().row() == row:
            # Nothing to show anew (a click that only selects a piece): selecting and scrolling
            # to the row again would scroll a list the person had scrolled.
            return
        self.blockSignals(True)
        if row is None:
            self.clearSelection()
        else:
            item = self.row_at(row)
            self.setCurrentItem(item)
            self.scrollToItem(item)
        self.blockSignals(False)

    def set_ratings(self, ratings: dict[int, MoveReview]) -> None:
        """Show a review's marks beside its moves (and the better move on hover); {} for none."""
        if ratings == self.rows.ratings:
            return
        self.rows.ratings = ratings
        self.rows.changed_all()

    def rating(self, node: Node) -> MoveReview | None:
        return self.rows.ratings.get(id(node))

    # -- rows read as a tree's items -----------------------------------------------------------

    def row_at(self, row: int) -> Row:
        entry = self.rows.entries[row]
        handle = self._handles.get(entry)
        if handle is None:
            handle = Row(self, entry, row)
            self._handles[entry] = handle
        return handle

    def item_of(self, node: Node) -> Row | None:
        row = self.rows.row_of(node)
        return self.row_at(row) if row is not None else None

    def node_of(self, item: Row | None) -> Node | None:
        return item.node if item is not None else None  # a "variation" header is no move

    def currentItem(self) -> Row | None:
        index = self.currentIndex()
        return self.row_at(index.row()) if index.isValid() else None

    def setCurrentItem(self, item: Row) -> None:
        self.setCurrentIndex(self.rows.index(item.row(), 0))

    def scrollToItem(self, item: Row) -> None:
        self.scrollTo(self.rows.index(item.row(), 0))

    def visualItemRect(self, item: Row) -> QRect:
        return self.visualRect(self.rows.index(item.row(), 0))

    def itemAt(self, point: QPoint) -> Row | None:
        index = self.indexAt(point)
        return self.row_at(index.row()) if index.isValid() else None

    def topLevelItemCount(self) -> int:
        entries = self.rows.entries
        return sum(1 for row in range(len(entries)) if entries.depth(row) == 0)

    def topLevelItem(self, index: int) -> Row | None:
        entries = self.rows.entries
        tops = [row for row in range(len(entries)) if entries.depth(row) == 0]
        return self.row_at(tops[index]) if 0 <= index < len(tops) else None

    def _current_changed(self, current: QModelIndex, previous: QModelIndex) -> None:
        now = self.row_at(current.row()) if current.isValid() else None
        before = (
            self.row_at(previous.row())
            if previous.isValid() and previous.row() < len(self.rows.entries)
            else None
        )
        self.currentItemChanged.emit(now, before)

    # -- words -------------------------------------------------------------------------------

    def _spoken(self, node: Node) -> tuple[str, str]:
        """The move in words and the review's words, for a screen reader."""
        return self.describe(node), self.review_words(node).replace("\n", " ")

    def describe(self, node: Node) -> str:
        """The move in words ('' for the start)."""
        return self._describe(node) if node.parent is not None else ""

    def review_words(self, node: Node) -> str:
        """What the review said of the move ('' if none): for its tooltip and a screen reader."""
        rated = self.rows.ratings.get(id(node))
        return _rating_words(rated) if rated is not None else ""

    def tooltip(self, node: Node) -> str:
        """A row's tooltip: the move in words, the review's rating, the comment."""
        words = self.describe(node)
        review = self.review_words(node)
        # The comment came from a file: shown literally, never as HTML.
        return plain.tooltip("\n\n".join(part for part in (words, review, node.comment) if part))

    # -- a person's clicks and keys ------------------------------------------------------------

    def _clicked(self, index: QModelIndex) -> None:
        node = self.rows.entries.node(index.row()) if index.isValid() else None
        if node is not None:
            self.nodeChosen.emit(node)

    def resizeEvent(self, event: QResizeEvent) -> None:
        # The window lays its panels out after the game is shown: a list made smaller keeps its
        # current move in view (the last one, where a game opens, went below the edge).
        super().resizeEvent(event)
        current = self.currentIndex()
        if current.isValid():
            self.scrollTo(current)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        arrows = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down)
        if event.modifiers() & Qt.KeyboardModifier.ShiftModifier and event.key() in arrows:
            self.boardKey.emit(event)
            return
        if event.key() in (Qt.Key.Key_Home, Qt.Key.Key_End) and not event.modifiers():
            # To the first or last move, as in the tree the list was (a table's Home is its first column).
            row = 0 if event.key() == Qt.Key.Key_Home else self.rows.rowCount() - 1
            self.setCurrentIndex(self.rows.index(row, 0))
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
        rated = self.rows.ratings.get(id(node))
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
