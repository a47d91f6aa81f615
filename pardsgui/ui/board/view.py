"""The widget showing the board scene, scaled to fill its space."""

from __future__ import annotations

import math

from PySide6.QtCore import QEvent, QPoint, QPointF, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QAccessible, QFocusEvent, QKeyEvent, QPainter, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QGraphicsView, QSizePolicy, QWidget

from pardsgui.table.cursor import ARROWS
from pardsgui.ui.board import access
from pardsgui.ui.board.scene import BoardScene

NAVIGATION_KEYS = {
    Qt.Key.Key_Left,
    Qt.Key.Key_Right,
    Qt.Key.Key_Up,
    Qt.Key.Key_Down,
    Qt.Key.Key_Home,
    Qt.Key.Key_End,
}

CURSOR_KEYS = {
    Qt.Key.Key_Left: "left",
    Qt.Key.Key_Right: "right",
    Qt.Key.Key_Up: "up",
    Qt.Key.Key_Down: "down",
}


class BoardWidget(QGraphicsView):
    def __init__(self, scene: BoardScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.board_scene = scene
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
            | QPainter.RenderHint.TextAntialiasing
        )
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(240, 200)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        scene.sceneRectChanged.connect(lambda _rect: self.fit())
        self._news = ""  # what just happened and what to do now: the focused cell's description
        self._heard = ""  # the cursor's cell's words as a screen reader last had them
        scene.cursorMoved.connect(self._cursor_moved)
        scene.piecesShown.connect(self._cell_changed)

    # -- for a screen reader (pardsgui/ui/board/access.py) --------------------------------------

    def cell_words(self, cell: str) -> str:
        return self.board_scene.cell_words(cell) if self.board_scene.geometry is not None else cell

    def news(self) -> str:
        return self._news

    def cell_rect(self, cell: str) -> QRect:
        """The cell's place on the screen, for a screen reader's magnifier and pointer."""
        polygon = self.board_scene.cell_polygon(cell)
        if polygon is None:
            return QRect()
        area = self.mapFromScene(polygon).boundingRect()
        return QRect(self.viewport().mapToGlobal(area.topLeft()), area.size())

    def cell_at_global(self, point: QPoint) -> str | None:
        return self.board_scene.cell_at(self.mapToScene(self.viewport().mapFromGlobal(point)))

    def tell_news(self, words: str) -> None:
        """What just happened: said as the focused cell's new description (Orca speaks that)."""
        if words == self._news:
            return
        self._news = words
        cursor = self.board_scene.cursor
        if self.hasFocus() and cursor is not None:
            access.tell(self, QAccessible.Event.DescriptionChanged, cursor)

    def _cursor_moved(self, cell: str) -> None:
        if self.hasFocus():
            # The news was told; read again with every cell the cursor reaches, it would drown them.
            self._news = ""
            self._heard = self.cell_words(cell)
            access.tell(self, QAccessible.Event.Focus, cell)
            access.tell(self, QAccessible.Event.ActiveDescendantChanged, cell)

    def _cell_changed(self) -> None:
        """A piece came or went under the cursor, or the cell's meaning changed: its new name."""
        cursor = self.board_scene.cursor
        if cursor is None or not self.hasFocus() or cursor not in self.board_scene.cell_ids():
            return
        words = self.cell_words(cursor)
        if words != self._heard:
            self._heard = words
            access.tell(self, QAccessible.Event.NameChanged, cursor)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        cursor = self.board_scene.cursor
        if cursor is not None and cursor in self.board_scene.cell_ids():
            self._cursor_moved(cursor)  # back on the board: on the cell the cursor was left on

    def event(self, event: QEvent) -> bool:
        # Arrow keys, Home and End move through the game (window shortcuts), not the view.
        if (
            event.type() == QEvent.Type.ShortcutOverride
            and isinstance(event, QKeyEvent)
            and event.key() in NAVIGATION_KEYS
            and not event.modifiers() & Qt.KeyboardModifier.ShiftModifier
        ):
            event.ignore()
            return False
        return super().event(event)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:
            # The cached background was filled in the old window colour round the board.
            self.resetCachedContent()
            self.viewport().update()

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        # The view keeps a picture of its background and draws again only the parts the scene
        # says changed, over what was there: each such part starts as the picture itself did,
        # filled with the view's own background, so that a smoothed edge drawn past the board
        # (a ring at its rim) is not blended again onto itself at each step.
        # Within the board, whose ground is opaque, that fill would be drawn over at once: only a
        # part reaching past the board's whole pixels is filled (a Parry jump's parts lie within).
        area = QRectF(rect)
        transform = painter.worldTransform()
        board = transform.mapRect(self.board_scene.sceneRect())
        within = QRectF(
            QPointF(math.ceil(board.left()), math.ceil(board.top())),
            QPointF(math.floor(board.right()), math.floor(board.bottom())),
        )
        if not within.contains(transform.mapRect(area)):
            viewport = self.viewport()
            painter.fillRect(area, viewport.palette().brush(viewport.backgroundRole()))
        super().drawBackground(painter, rect)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Shift+arrows move the keyboard's cursor; Space or Enter clicks its cell; Escape lets go."""
        key, shift = Qt.Key(event.key()), bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        scene = self.board_scene
        if shift and key in CURSOR_KEYS:
            scene.move_cursor(ARROWS[CURSOR_KEYS[key]])
            return
        if key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter) and scene.cursor is not None:
            scene.cellClicked.emit(scene.cursor)
            return
        if key == Qt.Key.Key_Escape:
            scene.cancelled.emit()
            return
        if key in NAVIGATION_KEYS:
            event.ignore()
            return
        super().keyPressEvent(event)

    def sizeHint(self) -> QSize:
        return QSize(760, 560)

    def fit(self) -> None:
        rect = self.board_scene.sceneRect()
        if rect.isEmpty():
            return
        margin = 0.02 * max(rect.width(), rect.height())
        self.fitInView(rect.adjusted(-margin, -margin, margin, margin), Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.fit()


access.install(BoardWidget, lambda widget: access.BoardAccessible(widget, widget))
