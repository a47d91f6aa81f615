"""One generic board scene that draws every game from its geometry and pieces.

The scene knows no rule. It draws cells, lines and marks from a `Geometry`,
pieces from `PieceView`s, and the highlights the controller asks for; it
reports clicks on cells and drags from one cell to another. Like Cute
Chess's board scene it lets a piece be dragged only from a cell the
controller marked as a source, and only reports drops on that source's
targets, so nothing but legal moves can come out of it.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Generic, TypeVar, cast

from PySide6.QtCore import QPointF, QRect, QRectF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPaintEngine,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
    QTransform,
)
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsItemGroup,
    QGraphicsLineItem,
    QGraphicsPathItem,
    QGraphicsPolygonItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
)

from pardsgui.core.geometry import Cell, Geometry, Mark, PieceView, Point
from pardsgui.games import game_resource
from pardsgui.i18n import _
from pardsgui.table.cells import cell_name, cell_words
from pardsgui.table.cursor import step
from pardsgui.ui.theme import MARKS_CONTRAST, Theme, contrast

SCALE = 100.0  # scene pixels per board unit: fonts and pens stay in sensible sizes
EDGE = 0.05 * SCALE  # how far past an item's rectangle its antialiased edge may draw
# A ring's contrasting edge, in board units, and a halo's, where the board would hide the ring.
# Inside, both stop short of a Parry point's number (its backing's radius is 0.2, an empty
# point's ring 0.27, its edge from 0.215); a halo is wider outwards only.
RING_EDGE, HALO_EDGE = 0.11, 0.14
DRAG_START = 0.12 * SCALE  # how far the mouse must travel before a press becomes a drag

Z_BACKGROUND, Z_CELL, Z_LINE, Z_MARK, Z_HIGHLIGHT, Z_PIECE, Z_BADGE, Z_DRAG = range(8)
T = TypeVar("T")


@dataclass
class Highlights:
    """What the controller wants marked on the board."""

    selected: str | None = None
    targets: frozenset[str] = frozenset()
    last: tuple[str | None, str | None] = (None, None)
    problems: frozenset[str] = frozenset()
    hint: tuple[str | None, str | None] = (None, None)  # a suggested move's cells
    # source cell -> cells a piece may be dragged to from there
    sources: Mapping[str, frozenset[str]] = field(default_factory=dict)
    tips: Mapping[str, str] = field(default_factory=dict)  # target cell -> the rule that allows it
    study: Sequence[Mark] = ()  # marks that help a newcomer see the game, drawn over the board


class SvgCache:
    """One renderer per picture, and its renderings per pixel size, shared by every item."""

    def __init__(self) -> None:
        self._renderers: dict[str, QSvgRenderer] = {}
        self._pixmaps: dict[tuple[str, int], QPixmap] = {}

    def pixmap(self, game_id: str, image: str, pixels: int) -> QPixmap:
        key = (f"{game_id}/{image}", pixels)
        pixmap = self._pixmaps.get(key)
        if pixmap is None:
            if len(self._pixmaps) > 400:  # many window sizes seen: start again
                self._pixmaps.clear()
            pixmap = QPixmap(pixels, pixels)
            pixmap.fill(Qt.GlobalColor.transparent)
            painter = QPainter(pixmap)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            self.renderer(game_id, image).render(painter, QRectF(0, 0, pixels, pixels))
            painter.end()
            self._pixmaps[key] = pixmap
        return pixmap

    def renderer(self, game_id: str, image: str) -> QSvgRenderer:
        key = f"{game_id}/{image}"
        renderer = self._renderers.get(key)
        if renderer is None:
            path = game_resource(game_id, "pieces", game_id, f"{image}.svg")
            renderer = QSvgRenderer(str(path))
            if not renderer.isValid():
                raise FileNotFoundError(f"piece picture {path} is missing or not valid SVG")
            self._renderers[key] = renderer
        return renderer


def joined(parts: list[QRect]) -> list[QRect]:
    """The rectangles round each group of `parts` that overlap or touch: no two share or touch a
    pixel.

    A region is kept as horizontal bands, so the parts round twenty changed rings came to sixty
    and more rectangles, a ring's split over several, each drawn on its own.
    """
    groups: list[QRect] = []
    for part in parts:
        whole = QRect(part)
        grown = True
        while grown:
            grown = False
            for index, group in enumerate(groups):
                if group.adjusted(-1, -1, 1, 1).intersects(whole):
                    whole = whole.united(groups.pop(index))
                    grown = True
                    break
        groups.append(whole)
    return groups


_SCALED = QTransform.TransformationType.TxScale.value
_IDENTITY = QTransform()


def whole_pixel_copy(
    painter: QPainter, transform: QTransform, left: float, top: float, picture: QPixmap, ratio: float
) -> bool:
    """Copy `picture`, made for the box whose corner is (`left`, `top`) in the item's units at the
    painter's scale, with its corner on a whole pixel; `transform` is the painter's world transform.

    Placed at a fraction of a pixel (or scaled), a picture is resampled, which costs as much as
    drawing what it shows; a copy shifted by less than half a pixel looks the same. False when
    the painter turns or shears (a copy would not fit), and the caller draws it as it may.
    Each call into Qt here is counted: a Parry board draws some seventy such pictures at a jump.
    """
    if transform.type().value > _SCALED:
        return False
    x = round((transform.m11() * left + transform.dx()) * ratio)
    y = round((transform.m22() * top + transform.dy()) * ratio)
    painter.setWorldTransform(_IDENTITY)
    if ratio == 1.0:
        painter.drawPixmap(x, y, picture)
    else:
        painter.drawPixmap(
            QRectF(x / ratio, y / ratio, picture.width() / ratio, picture.height() / ratio),
            picture,
            QRectF(picture.rect()),
        )
    painter.setWorldTransform(transform)
    return True


LABEL_CACHE = QGraphicsItem.CacheMode.DeviceCoordinateCache  # the coordinates' (`_mark_item`)


class _BoxedItem(QGraphicsRectItem):
    """An item that draws itself within a fixed box, the box kept by Qt: asked for by Qt a
    hundred-odd times a Parry jump, a box worked out in Python cost more than the drawing."""

    def __init__(self, half: float) -> None:
        super().__init__(-half, -half, 2 * half, 2 * half)
        self.setPen(Qt.PenStyle.NoPen)  # the box is the rectangle itself: no pen's width round it


class PieceItem(_BoxedItem):
    """A piece picture drawn from a pixmap rendered once for the size it has on screen."""

    def __init__(self, cache: SvgCache, game_id: str, image: str, size: float) -> None:
        super().__init__(size / 2)
        self.cache = cache
        self.game_id = game_id
        self.image = image
        self.size = size

    def paint(self, painter: QPainter, option: object, widget: object = None) -> None:
        transform = painter.worldTransform()
        scale = (transform.m11() ** 2 + transform.m12() ** 2) ** 0.5
        device = painter.device()
        ratio = device.devicePixelRatioF() if device is not None else 1.0
        pixels = max(1, round(self.size * scale * ratio))
        picture = self.cache.pixmap(self.game_id, self.image, pixels)
        corner = -self.size / 2
        if not whole_pixel_copy(painter, transform, corner, corner, picture, ratio):
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
            painter.drawPixmap(self.boundingRect(), picture, QRectF(0, 0, pixels, pixels))


@dataclass(frozen=True)
class RingLook:
    """What a ring looks like, in scene units: one picture serves every ring alike."""

    radius: float
    colour: int  # QColor.rgba()
    edge: int
    edge_width: float  # in board units, as the marks' sizes are: RING_EDGE, or HALO_EDGE
    text: str  # the seat's sign on a badge at its lower right, or ""

    @property
    def edge_radius(self) -> float:
        """Where the edge's pen is centred: a halo is wider outwards only, so inside, every edge
        ends where a plain edge does."""
        return self.radius + (self.edge_width - RING_EDGE) / 2 * SCALE


class RingItem(_BoxedItem):
    """A ring (territory in Parry, a hint in Pards) drawn from a picture made once per look and size.

    Smoothed circles are the dearest thing a board draws: a Parry board's 30-odd rings took 13
    of the 19 ms its picture took, and every ring under a part that changes is drawn again.
    A picture the size it has on screen is copied instead, as the pieces are (`PieceItem`).
    """

    PICTURES_KEPT = 256  # distinct looks × sizes: a board has a few dozen at most
    _pictures: dict[tuple[RingLook, float], QPixmap] = {}  # noqa: RUF012 (shared by every ring)

    def __init__(self, look: RingLook) -> None:
        radius = look.radius
        reach = look.edge_radius + look.edge_width / 2 * SCALE  # the edge's outside
        if look.text:
            reach = max(reach, radius * (0.8 + 0.33) + 0.01 * SCALE)  # the badge, past the ring
        super().__init__(reach + 1)  # a pixel's room for the smoothed edge
        self.look = look
        self._half = reach + 1

    def paint(self, painter: QPainter, option: object, widget: object = None) -> None:
        engine = painter.paintEngine()
        if engine is None or engine.type() != QPaintEngine.Type.Raster:
            self.draw(painter)  # an SVG export keeps the ring a drawing, not a picture
            return
        transform = painter.worldTransform()
        device = painter.device()
        ratio = device.devicePixelRatioF() if device is not None else 1.0
        # Device pixels a scene unit: one picture for each (the view's scale changes with its size).
        scale = round((transform.m11() ** 2 + transform.m12() ** 2) ** 0.5 * ratio, 6)
        picture = self.picture(scale)
        if whole_pixel_copy(painter, transform, -self._half, -self._half, picture, ratio):
            return
        drawn = QRectF(0, 0, 2 * self._half * scale, 2 * self._half * scale)  # of the picture
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.drawPixmap(self.boundingRect(), picture, drawn)

    def picture(self, scale: float) -> QPixmap:
        """The ring at `scale` device pixels a scene unit, its corner at the picture's."""
        key = (self.look, scale)
        picture = self._pictures.get(key)
        if picture is None:
            if len(self._pictures) >= self.PICTURES_KEPT:
                self._pictures.clear()  # sizes of an earlier window size, or an earlier board
            pixels = max(1, math.ceil(2 * self._half * scale))
            picture = self._pictures[key] = QPixmap(pixels, pixels)
            picture.fill(Qt.GlobalColor.transparent)
            painter = QPainter(picture)
            painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
            painter.scale(scale, scale)
            painter.translate(self._half, self._half)
            self.draw(painter)
            painter.end()
        return picture

    def draw(self, painter: QPainter) -> None:
        """The ring itself, centred on the painter's origin."""
        look = self.look
        radius, colour, edge = look.radius, QColor.fromRgba(look.colour), QColor.fromRgba(look.edge)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for at, width, pen_colour in ((look.edge_radius, look.edge_width, edge), (radius, 0.07, colour)):
            painter.setPen(QPen(pen_colour, width * SCALE))
            painter.drawEllipse(QPointF(0, 0), at, at)
        if look.text:
            spot = QPointF(radius * 0.8, radius * 0.8)
            painter.setBrush(colour)
            painter.setPen(QPen(edge, 0.02 * SCALE))
            painter.drawEllipse(spot, radius * 0.33, radius * 0.33)
            font = QFont()
            font.setPixelSize(max(1, round(radius * 0.5)))
            painter.setFont(font)
            painter.setPen(edge)
            metrics = QFontMetricsF(font)
            # Placed as a QGraphicsSimpleTextItem centred on the spot is: its box is the font's height.
            painter.drawText(
                QPointF(
                    spot.x() - metrics.horizontalAdvance(look.text) / 2,
                    spot.y() - metrics.height() / 2 + metrics.ascent(),
                ),
                look.text,
            )


class Spares(Generic[T]):
    """Items taken off a board, by what they show, for when it comes back: Home and End, or a
    step back and forth, show the same rings, numbers, tints and pieces again, and making their
    items anew was some 8 % of a Parry jump. Dropped whenever the board is drawn anew."""

    KEPT = 1024  # items: a few positions' worth

    def __init__(self) -> None:
        self._items: dict[Hashable, list[T]] = {}
        self._count = 0

    def keep(self, key: Hashable, item: T) -> None:
        if self._count >= self.KEPT:
            self.clear()
        self._items.setdefault(key, []).append(item)
        self._count += 1

    def take(self, key: Hashable) -> T | None:
        items = self._items.get(key)
        if not items:
            return None
        self._count -= 1
        item = items.pop()
        if not items:
            del self._items[key]
        return item

    def clear(self) -> None:
        self._items, self._count = {}, 0


class BoardScene(QGraphicsScene):
    cellClicked = Signal(str)
    cellRightClicked = Signal(str)
    cancelled = Signal()  # Escape on the board: let go of the selected piece
    pieceDropped = Signal(str, str)
    dropRefused = Signal(str, str)  # a piece let go on a cell it may not go to: (source, target)
    pieceDroppedOff = Signal(str)  # dragged from a cell and let go outside the board
    cellPainted = Signal(str)  # pressed or passed over while painting
    cursorMoved = Signal(str)  # the keyboard's cursor reached this cell
    piecesShown = Signal()  # the pieces and marks were drawn anew

    def __init__(self, theme: Theme | None = None) -> None:
        super().__init__()
        self.theme = theme or Theme()
        self.svg = SvgCache()
        self.game_id = ""
        self.geometry: Geometry | None = None
        self.flipped = False
        self.coordinates = True
        # The board itself lives in scenes of its own, drawn as this scene's background, which
        # the view caches as one picture until its size changes: its fixed parts (cells, lines
        # and the marks under them) and its printed marks above them, which a step may change.
        self.fixed_layer = QGraphicsScene()
        self.board_layer = QGraphicsScene()
        # The marks and the pieces come and go at every step, a hundred-odd at most: looked for
        # item by item, they cost less than Qt's index of them kept up to date.
        self.board_layer.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        # The fixed parts as the view's picture has them (`_fixed_picture`): (key, picture).
        self._fixed: tuple[tuple[object, ...], QPixmap] | None = None
        self._marks: list[tuple[Mark, QGraphicsItem]] = []  # in the geometry's order
        self._printed: list[tuple[Mark, QGraphicsItem]] = []  # the board's own marks, in `fixed_layer`
        # Items of marks taken off this board lately, by mark, for when it comes back: Home and
        # End, or a step back and forth, show the same rings and numbers again (`_mark_for`).
        self._spare_marks: Spares[QGraphicsItem] = Spares()
        self._spare_highlights: Spares[QGraphicsItem] = Spares()  # by what they show (`_kept`)
        self._spare_pieces: Spares[list[QGraphicsItem]] = Spares()  # a piece's items, by piece
        # The highlights shown, each under what it shows (its item's id last: a drag's tints may
        # repeat one), and those of the last position while the next is drawn (`_kept`).
        self._dynamic: dict[tuple[object, ...], QGraphicsItem] = {}
        self._kept_highlights: dict[tuple[object, ...], list[QGraphicsItem]] = {}
        # The study marks shown (Parry's power at each empty point): a mark still there at the next
        # step keeps its item, as a piece does; a board drawn anew (another look) drops them.
        self._study: dict[Mark, list[QGraphicsItem]] = {}
        self._stale: list[QRectF] = []  # parts of the board's picture to draw again (`show_board`)
        # Each piece shown and its items (pictures, count badge), a list per time it is shown: a
        # piece still there in the next position keeps them, so a step repaints only what changed.
        self._drawn_pieces: dict[PieceView, list[list[QGraphicsItem]]] = {}
        self.cursor: str | None = None  # the keyboard's cell (Shift+arrows), None until first used
        self._cursor_item: QGraphicsItem | None = None
        self._polygons: dict[str, QPolygonF] = {}
        self._piece_items: dict[str, list[QGraphicsItem]] = {}
        self._highlights = Highlights()
        self._pieces: Sequence[PieceView] = ()
        self._notes: Mapping[str, str] = {}  # what the picture shows of a cell besides its pieces
        self._labelled_centres: set[Point] = set()
        self._press: tuple[QPointF, str | None] | None = None
        self._drag_item: QGraphicsItem | None = None
        self._dragging: str | None = None  # the source cell of a drag under way
        self.painting = False  # presses and drags paint cells instead of moving pieces
        self._painted: str | None = None
        self._drag_offset = QPointF()
        self._drag_tints: list[QGraphicsItem] = []

    # -- coordinates --------------------------------------------------------------

    def to_scene(self, point: Point) -> QPointF:
        x, y = point
        assert self.geometry is not None
        if self.flipped:
            x, y = self.geometry.width - x, self.geometry.height - y
        return QPointF(x * SCALE, y * SCALE)

    def _polygon(self, points: Iterable[Point]) -> QPolygonF:
        return QPolygonF([self.to_scene(p) for p in points])

    def cell_at(self, pos: QPointF) -> str | None:
        for cell_id, polygon in reversed(self._polygons.items()):
            if polygon.containsPoint(pos, Qt.FillRule.OddEvenFill):
                return cell_id
        return None

    def cell_center(self, cell_id: str) -> QPointF:
        assert self.geometry is not None
        return self.to_scene(self.geometry.cell(cell_id).center)

    # -- drawing ------------------------------------------------------------------

    def show_board(
        self, game_id: str, geometry: Geometry, flipped: bool = False, coordinates: bool = True
    ) -> None:
        """Draw the static board; nothing is redrawn if nothing changed.

        The parts of the board's picture whose marks changed are drawn again once `show_pieces`
        (which follows it) has changed its items: see `_invalidate_stale`.
        """
        if (
            game_id == self.game_id
            and geometry == self.geometry
            and flipped == self.flipped
            and coordinates == self.coordinates
        ):
            return
        old = self.geometry
        same_frame = (
            old is not None
            and game_id == self.game_id
            and flipped == self.flipped
            and coordinates == self.coordinates
            and (geometry.width, geometry.height) == (old.width, old.height)
            and geometry.cells == old.cells
            and geometry.lines == old.lines
            and geometry.printed == old.printed
        )
        self.game_id, self.geometry = game_id, geometry
        self.flipped, self.coordinates = flipped, coordinates
        self._cancel_drag()
        if same_frame:
            # Only printed marks changed (Parry's territory rings and scores after a
            # placement): swap those items alone, and have the view draw again only the
            # part of its cached picture they cover, well within a frame.
            self._stale.extend(self._show_marks(geometry))
            return
        self._stale = []  # the whole picture is drawn again
        self._drop_pieces()  # drawn for the old board's cells or colours
        self._drop_study()
        self._spare_marks.clear()
        for item in self._dynamic.values():
            self.removeItem(item)
        self._dynamic = {}
        self._spare_highlights.clear()
        self.fixed_layer.clear()
        self.board_layer.clear()
        self._fixed = None
        self._marks = []
        self._polygons = {}
        width, height = geometry.width * SCALE, geometry.height * SCALE
        self.setSceneRect(QRectF(0, 0, width, height))
        self.fixed_layer.setSceneRect(QRectF(0, 0, width, height))
        self.board_layer.setSceneRect(QRectF(0, 0, width, height))
        for cell in geometry.cells:
            polygon = self._polygon(cell.polygon)
            self._polygons[cell.id] = polygon
            item = QGraphicsPolygonItem(polygon)
            fill = self.theme.colour(cell.tone)
            if fill.alpha():
                item.setBrush(fill)
                item.setPen(QPen(self.theme.outline(fill), 0.02 * SCALE))
            else:
                # No brush rather than a clear one: an SVG export then says fill="none", where a
                # clear black fill came out as black discs in renderers that ignore fill-opacity.
                item.setBrush(Qt.BrushStyle.NoBrush)
                item.setPen(Qt.PenStyle.NoPen)
            item.setToolTip(cell.label)
            self._add_static(item, Z_CELL)
        for line in geometry.lines:
            line_item = QGraphicsLineItem(
                self.to_scene(line.start).x(),
                self.to_scene(line.start).y(),
                self.to_scene(line.end).x(),
                self.to_scene(line.end).y(),
            )
            line_item.setPen(QPen(self.theme.colour(line.tone), line.width * SCALE))
            self._add_static(line_item, Z_LINE)
        self._printed = []
        for index, mark in enumerate(geometry.printed):
            if not self._shown(mark):
                continue
            item = self._mark_item(mark)
            for part in (item, *item.childItems()):
                part.setCacheMode(QGraphicsItem.CacheMode.NoCache)  # drawn once, into the fixed picture
            self._add_static(item, Z_LINE + (index + 1) * 1e-6)
            self._printed.append((mark, item))
        self._show_marks(geometry)
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)
        self.show_cursor(self.cursor)  # on the new board's cell of that name, if it has one

    def _shown(self, mark: Mark) -> bool:
        """Whether `mark` is drawn: a coordinate only while View ▸ Show coordinates is on."""
        return mark.kind != "coord" or self.coordinates

    def _show_marks(self, geometry: Geometry) -> list[QRectF]:
        """Draw the geometry's marks, keeping the items of marks already drawn; the parts changed.

        Each mark's z follows its place in the list (polygons under the cells, the rest
        above the lines), so a kept item and a new one stack as a full redraw would. The parts
        are each mark's own, not one rectangle round them all: two rings changed at opposite
        corners would have the board's picture drawn again over most of the board.
        """
        kept: dict[Mark, list[QGraphicsItem]] = {}
        for mark, item in self._marks:
            kept.setdefault(mark, []).append(item)
        before = [item for _mark, item in self._marks]
        self._marks = []
        changed: list[QRectF] = []
        self._labelled_centres = {
            mark.at
            for mark in (*geometry.printed, *geometry.marks)
            if mark.kind == "coord" and mark.polygon and self._shown(mark)
        }
        for index, mark in enumerate(geometry.marks):
            if not self._shown(mark):
                continue
            reuse = kept.get(mark)
            item = reuse.pop() if reuse else self._mark_for(mark)
            base = Z_BACKGROUND if mark.kind == "polygon" else Z_MARK
            item.setZValue(base + (index + 1) * 1e-6)
            if item.scene() is None:
                self._layer_of(mark).addItem(item)
                changed.append(item.sceneBoundingRect())
            self._marks.append((mark, item))
        for mark, items in kept.items():
            for item in items:
                changed.append(item.sceneBoundingRect())
                self._layer_of(mark).removeItem(item)
                self._spare_marks.keep(mark, item)
        now = [item for _mark, item in self._marks]
        drawn_before, drawn_now = {id(item) for item in before}, {id(item) for item in now}
        still = [item for item in before if id(item) in drawn_now]
        if any(a is not b for a, b in zip(still, [i for i in now if id(i) in drawn_before], strict=True)):
            return [self.sceneRect()]  # kept marks stack in another order: all drawn again
        # Antialiased edges reach a little past an item's rectangle.
        return [rect.adjusted(-EDGE, -EDGE, EDGE, EDGE) for rect in changed]

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        # The view gives the painter of its cached picture none of its render hints: the board's
        # ground, lines and rings are smoothed here, as the pieces are. (The view fills each part
        # it draws again with its own background first, so a smoothed edge is never blended twice.)
        painter.save()
        painter.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
            | QPainter.RenderHint.TextAntialiasing
        )
        area = QRectF(rect)  # only the items there are drawn
        transform = painter.worldTransform()
        painter.resetTransform()
        exposed = painter.clipRegion() if painter.hasClipping() else None  # in the picture's pixels
        painter.setWorldTransform(transform)
        inverse, invertible = transform.inverted()
        if exposed is None or exposed.rectCount() < 2 or not invertible:
            self._draw_board(painter, area)
        else:
            # The view asks for the rectangle round every part to draw again, and clips to the
            # parts: the items of the whole rectangle would be drawn, most of them clipped away.
            # Each group of touching parts alone, clipped to its own pixels (which no other
            # group shares, so no smoothed edge is blended twice).
            for pixels in joined(list(exposed)):  # type: ignore[call-overload]  # iterable in PySide6, not in its stubs
                painter.save()
                painter.resetTransform()
                painter.setClipRect(pixels, Qt.ClipOperation.IntersectClip)
                painter.setWorldTransform(transform)
                self._draw_board(painter, inverse.mapRect(QRectF(pixels)) & area)
                painter.restore()
        painter.restore()

    def _draw_board(self, painter: QPainter, area: QRectF) -> None:
        fixed = self._fixed_picture(painter)
        if fixed is None:
            self.render_board(painter, area)
            return
        # The fixed parts copied pixel for pixel from their picture, the marks drawn over them:
        # a Parry step's changed rings otherwise drew every cell and line under them again.
        ratio = fixed.devicePixelRatio()
        pixels = QRectF(
            (QTransform.fromScale(ratio, ratio) * painter.worldTransform()).mapRect(area)
        ).toAlignedRect() & QRect(0, 0, fixed.width(), fixed.height())
        painter.save()
        painter.resetTransform()
        painter.drawPixmap(
            QRectF(pixels.x() / ratio, pixels.y() / ratio, pixels.width() / ratio, pixels.height() / ratio),
            fixed,
            QRectF(pixels),
        )
        painter.restore()
        self.board_layer.render(painter, area, area)

    def render_board(self, painter: QPainter, area: QRectF) -> None:
        """The board's picture of `area` (scene units, drawn where the painter puts them): its
        ground, fixed parts and marks."""
        painter.fillRect(self.sceneRect() & area, self.theme.colour("board"))
        self.fixed_layer.render(painter, area, area)
        engine = painter.paintEngine()
        if engine is not None and engine.type() == QPaintEngine.Type.Raster:
            self.board_layer.render(painter, area, area)
            return
        # An SVG export keeps the coordinates words and shapes, not pictures.
        pictured = [
            part
            for _mark, item in self._marks
            for part in (item, *item.childItems())
            if part.cacheMode() == LABEL_CACHE
        ]
        for part in pictured:
            part.setCacheMode(QGraphicsItem.CacheMode.NoCache)
        try:
            self.board_layer.render(painter, area, area)
        finally:
            for part in pictured:
                part.setCacheMode(LABEL_CACHE)

    def _fixed_picture(self, painter: QPainter) -> QPixmap | None:
        """The board's ground and fixed parts as `painter` draws them on its device, the view's
        picture of the background; None where a copy would not serve.

        Made again when the view's size or scale changes, and dropped when the board is drawn
        anew. Never made while a mark lies under the cells (Pards' dice, which change at each
        step), so it only ever holds cells and lines, which a step does not change; nor for a
        device that is not pixels (an SVG export keeps its drawing).
        """
        device = painter.device()
        engine = painter.paintEngine()
        transform = painter.worldTransform()
        if (
            device is None
            or engine is None
            or engine.type() != QPaintEngine.Type.Raster
            or not isinstance(device, QPixmap)
            or transform.type().value > QTransform.TransformationType.TxScale.value
            or any(mark.kind == "polygon" for mark, _item in self._marks)
        ):
            return None
        ratio = device.devicePixelRatio()
        key = (
            transform.m11(),
            transform.m22(),
            transform.dx(),
            transform.dy(),
            device.size().toTuple(),
            ratio,
        )
        if self._fixed is not None and self._fixed[0] == key:
            return self._fixed[1]
        picture = QPixmap(device.size())
        picture.setDevicePixelRatio(ratio)
        picture.fill(Qt.GlobalColor.transparent)
        drawing = QPainter(picture)
        drawing.setRenderHints(painter.renderHints())
        drawing.setWorldTransform(transform)
        whole = self.sceneRect() | self.fixed_layer.itemsBoundingRect()
        drawing.fillRect(self.sceneRect(), self.theme.colour("board"))
        self.fixed_layer.render(drawing, whole, whole)
        drawing.end()
        self._fixed = (key, picture)
        return picture

    def _layer_of(self, mark: Mark) -> QGraphicsScene:
        return self.fixed_layer if mark.kind == "polygon" else self.board_layer

    def _add_static(self, item: QGraphicsItem, z: float) -> None:
        item.setZValue(z)
        self.fixed_layer.addItem(item)

    def _mark_item(self, mark: Mark) -> QGraphicsItem:
        colour = self.theme.colour(mark.tone)
        centre = self.to_scene(mark.at)
        radius = mark.size * SCALE
        if mark.kind == "polygon":
            polygon_item = QGraphicsPolygonItem(self._polygon(mark.polygon))
            polygon_item.setBrush(colour)
            polygon_item.setPen(Qt.PenStyle.NoPen)
            return polygon_item
        if mark.kind == "outline":
            outline_item = QGraphicsPolygonItem(self._polygon(mark.polygon))
            outline_item.setPen(QPen(colour, max(radius, 2.0)))
            return outline_item
        if mark.kind == "pip":
            ellipse = QGraphicsEllipseItem(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
            ellipse.setBrush(colour)
            ellipse.setPen(Qt.PenStyle.NoPen)
            return ellipse
        if mark.kind == "ring":
            return self._ring(centre, radius, colour, mark.text)
        if mark.kind == "cross":
            path = QPainterPath()
            path.moveTo(centre.x() - radius, centre.y() - radius)
            path.lineTo(centre.x() + radius, centre.y() + radius)
            path.moveTo(centre.x() + radius, centre.y() - radius)
            path.lineTo(centre.x() - radius, centre.y() + radius)
            cross = QGraphicsPathItem(path)
            cross.setPen(QPen(colour, 0.04 * SCALE))
            return cross
        text = self._text_item(mark.text or "", centre, mark.size * SCALE, colour)
        if mark.kind != "coord":
            return text
        # A coordinate never changes while the board stands, and laying its words out again
        # and smoothing its backing cost more than the rest of a ring's part drawn again: each
        # of its items is copied from a picture Qt keeps (an SVG export draws them: `render_board`).
        text.setCacheMode(LABEL_CACHE)
        if not mark.polygon:
            return text
        # A label printed on a point: its backing keeps the board's lines off the digits.
        backed = QGraphicsItemGroup()
        backing = QGraphicsPolygonItem(self._polygon(mark.polygon))
        backing.setBrush(self.theme.colour("board"))
        backing.setPen(Qt.PenStyle.NoPen)
        backing.setCacheMode(LABEL_CACHE)
        backed.addToGroup(backing)
        backed.addToGroup(text)
        return backed

    def _ring(self, centre: QPointF, radius: float, colour: QColor, text: str) -> QGraphicsItem:
        """A player-coloured ring, edged in a contrasting colour, with the seat's sign beside it."""
        edge = QColor("#202020") if colour.lightness() > 128 else QColor("#f4f4f4")
        # A ring the board hides (Black's on the dark theme's board) gets a wide edge in the ink
        # the board shows best: a halo.
        board = self.theme.colour("board")
        hidden = contrast(colour, board) < MARKS_CONTRAST
        if hidden:
            edge = max((QColor("#202020"), QColor("#f4f4f4")), key=lambda ink: contrast(ink, board))
        item = RingItem(
            RingLook(radius, colour.rgba(), edge.rgba(), HALO_EDGE if hidden else RING_EDGE, text)
        )
        item.setPos(centre)
        return item

    def _text_item(self, text: str, centre: QPointF, pixels: float, colour: QColor) -> QGraphicsItem:
        item = QGraphicsSimpleTextItem(text)
        font = QFont()
        font.setPixelSize(max(1, round(pixels)))
        item.setFont(font)
        item.setBrush(colour)
        rect = item.boundingRect()
        item.setPos(centre.x() - rect.width() / 2, centre.y() - rect.height() / 2)
        return item

    def show_pieces(
        self, pieces: Sequence[PieceView], highlights: Highlights, notes: Mapping[str, str] | None = None
    ) -> None:
        """Draw the pieces and the highlights of a position; `notes`: the cells' other marks in words."""
        assert self.geometry is not None
        self._notes = notes or {}
        self._cancel_drag()
        # A highlight still there keeps its item, as a piece does: a Parry step offers all but
        # one of the same points, and tinting them all anew drew most of the board again.
        self._kept_highlights = {}
        for key, item in self._dynamic.items():
            self._kept_highlights.setdefault(key[:-1], []).append(item)
        self._dynamic = {}
        self._highlights = highlights
        self._pieces = pieces
        # Each kind of highlight has its own height, in the order they were always drawn, so
        # that a kept one and a new one stack as in a board drawn afresh.
        for cell_id in filter(None, highlights.last):
            self._tint(cell_id, "last", 80, Z_HIGHLIGHT)
        for cell_id in filter(None, highlights.hint):
            self._outline(cell_id, "hint", 0.09, z=Z_BADGE - 0.03, dashed=True)
        for cell_id in highlights.problems:
            # Above the pieces and dashed, so it never passes for part of the board.
            self._outline(cell_id, "problem", 0.08, z=Z_BADGE - 0.02, dashed=True)
        for cell_id in highlights.targets:
            tip = highlights.tips.get(cell_id, "")
            tinted = self._tint(cell_id, "target", 90, Z_HIGHLIGHT + 0.01)
            if tinted.toolTip() != tip:
                tinted.setToolTip(tip)
            if self.geometry.cell(cell_id).center not in self._labelled_centres:
                # A dot would hide a number printed on the point: the tint alone marks it.
                dot = self._dot(cell_id, "target", Z_BADGE - 0.01)
                if dot.toolTip() != tip:
                    dot.setToolTip(tip)
        shown, self._study = self._study, {}
        for mark in highlights.study:
            still = shown.get(mark)
            if still:
                item = still.pop()
            else:
                item = self._mark_for(mark)
                item.setZValue(Z_MARK + 0.5)
                self.addItem(item)
            self._study.setdefault(mark, []).append(item)
        self._remove_study(shown)
        if highlights.selected is not None:
            self._outline(highlights.selected, "selected", 0.07, z=Z_HIGHLIGHT + 0.02)
        for key, items in self._kept_highlights.items():
            for item in items:
                self.removeItem(item)
                self._spare_highlights.keep(key, item)
        self._kept_highlights = {}
        drawn, self._drawn_pieces = self._drawn_pieces, {}
        self._piece_items = {}
        for order, view in enumerate(pieces):
            kept = drawn.get(view)
            items = kept.pop() if kept else self._piece_for(view)
            self._drawn_pieces.setdefault(view, []).append(items)
            pictures = [item for item in items if isinstance(item, PieceItem)]
            for index, item in enumerate(pictures):
                # A stack's upper pieces above its lower ones; of two pieces on one cell, the later
                # one above, as a drawing in the list's order would have it.
                item.setZValue(Z_PIECE + index * 0.001 + order * 1e-6)
            self._piece_items.setdefault(view.cell, []).extend(pictures)
        self._remove_pieces(drawn, self._spare_pieces)
        self._invalidate_stale()
        self.piecesShown.emit()

    def _invalidate_stale(self) -> None:
        """Have the view draw again the parts of the board's picture whose marks changed.

        Only after the items have changed: Qt's scene then paints the window once, from its own
        queued update. Invalidated before them, the scene painted the window twice a step (once
        for the picture, once for the items' changes), each pass over the board's exposed parts.
        """
        for rect in self._stale:
            self.invalidate(rect, QGraphicsScene.SceneLayer.BackgroundLayer)
        self._stale = []

    def _remove_pieces(
        self,
        drawn: Mapping[PieceView, list[list[QGraphicsItem]]],
        spares: Spares[list[QGraphicsItem]] | None = None,
    ) -> None:
        for view, shown in drawn.items():
            for items in shown:
                for item in items:
                    self.removeItem(item)
                if spares is not None:
                    spares.keep(view, items)

    def _piece_for(self, view: PieceView) -> list[QGraphicsItem]:
        """The items of `view` on this board, added to the scene: those set aside when it was
        taken off, else new ones."""
        items = self._spare_pieces.take(view)
        if items is None:
            return self._draw_piece(view)
        for item in items:
            self.addItem(item)
        return items

    def _remove_study(self, study: Mapping[Mark, list[QGraphicsItem]]) -> None:
        for mark, items in study.items():
            for item in items:
                self.removeItem(item)
                self._spare_marks.keep(mark, item)

    def _mark_for(self, mark: Mark) -> QGraphicsItem:
        """An item for `mark` on this board: one set aside when it was taken off, else a new one."""
        item = self._spare_marks.take(mark)
        return item if item is not None else self._mark_item(mark)

    def _drop_study(self) -> None:
        self._remove_study(self._study)
        self._study = {}

    def _drop_pieces(self) -> None:
        self._remove_pieces(self._drawn_pieces)
        self._spare_pieces.clear()
        self._drawn_pieces = {}
        self._piece_items = {}

    def move_cursor(self, direction: tuple[float, float]) -> None:
        """Shift+arrow: the keyboard's cursor to the next cell that way, on the board as drawn."""
        centres = {
            cell: (point.x(), point.y()) for cell in self._polygons for point in [self.cell_center(cell)]
        }
        start = self.cursor if self.cursor in centres else self._highlights.selected
        self.show_cursor(step(centres, start, direction))
        if self.cursor is not None:
            self.cursorMoved.emit(self.cursor)

    def cell_words(self, cell_id: str) -> str:
        """The cell in words as the board shows it now: its pieces and what a click there would do."""
        assert self.geometry is not None
        marks = self._highlights
        return cell_words(
            self.geometry.cell(cell_id),
            self._pieces,
            selected=marks.selected,
            targets=marks.targets,
            sources=marks.sources,
            tips=marks.tips,
            note=self._notes.get(cell_id, ""),
        )

    def selection_words(self) -> str:
        """The selected piece, where it may go and what the next press does; '' with nothing selected."""
        selected = self._highlights.selected
        if selected is None or self.geometry is None or selected not in self._polygons:
            return ""
        name = cell_name(self.geometry.cell(selected))
        targets = [
            cell_name(self.geometry.cell(cell)) for cell in self._polygons if cell in self._highlights.targets
        ]
        where = (
            _("it may go to {cells}").format(cells=", ".join(targets))
            if targets
            else _("it may go nowhere now")
        )
        return _(
            "{piece}; {where}. Space or Enter on a cell it may go to moves it there; "
            "on {cell} again (or Escape) lets go of it."
        ).format(piece=self.cell_words(selected), where=where, cell=name)

    def cell_polygon(self, cell_id: str) -> QPolygonF | None:
        return self._polygons.get(cell_id)

    def cell_ids(self) -> list[str]:
        """The board's cells in the geometry's order."""
        return list(self._polygons)

    def show_cursor(self, cell_id: str | None) -> None:
        if self._cursor_item is not None:
            self.removeItem(self._cursor_item)
            self._cursor_item = None
        self.cursor = cell_id if cell_id in self._polygons else None
        if self.cursor is None:
            return
        item = QGraphicsPolygonItem(self._polygons[self.cursor])
        pen = QPen(self.theme.colour("selected"), 0.08 * SCALE)
        pen.setStyle(Qt.PenStyle.DashLine)
        item.setPen(pen)
        item.setZValue(Z_BADGE + 0.5)
        item.setToolTip(self.geometry.cell(self.cursor).label if self.geometry is not None else "")
        self.addItem(item)
        self._cursor_item = item

    def _tint(self, cell_id: str, tone: str, alpha: int, z: float) -> QGraphicsItem:
        kept = self._kept(("tint", cell_id, tone, alpha, z))
        if kept is not None:
            return kept
        colour = self.theme.colour(tone)
        colour.setAlpha(alpha)
        item = QGraphicsPolygonItem(self._polygons[cell_id])
        item.setBrush(colour)
        item.setPen(Qt.PenStyle.NoPen)
        self._add_dynamic(("tint", cell_id, tone, alpha, z), item)
        return item

    def _outline(
        self, cell_id: str, tone: str, width: float, z: float = Z_HIGHLIGHT, dashed: bool = False
    ) -> None:
        key = ("outline", cell_id, tone, width, dashed, z)
        if self._kept(key) is not None:
            return
        item = QGraphicsPolygonItem(self._polygons[cell_id])
        pen = QPen(self.theme.colour(tone), width * SCALE)
        if dashed:
            pen.setStyle(Qt.PenStyle.DashLine)
        item.setPen(pen)
        self._add_dynamic(key, item)

    def _dot(self, cell_id: str, tone: str, z: float) -> QGraphicsItem:
        kept = self._kept(("dot", cell_id, tone, z))
        if kept is not None:
            return kept
        assert self.geometry is not None
        cell = self.geometry.cell(cell_id)
        centre = self.to_scene(cell.center)
        radius = 0.16 * cell.piece_size * SCALE
        colour = self.theme.colour(tone)
        colour.setAlpha(200)
        dot = QGraphicsEllipseItem(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
        dot.setBrush(colour)
        dot.setPen(QPen(QColor("white"), 0.02 * SCALE))
        self._add_dynamic(("dot", cell_id, tone, z), dot)
        return dot

    def _kept(self, key: tuple[object, ...]) -> QGraphicsItem | None:
        """The item of a highlight shown before and shown again (`show_pieces`), or of one set
        aside when it went (`Spares`), back in the scene; None if there is neither."""
        items = self._kept_highlights.get(key)
        if items:
            item = items.pop()
        else:
            spare = self._spare_highlights.take(key)
            if spare is None:
                return None
            item = spare
            self.addItem(item)
        self._dynamic[(*key, id(item))] = item
        return item

    def _add_dynamic(self, key: tuple[object, ...], item: QGraphicsItem) -> None:
        """A highlight's new item; `key` says what it shows (its z last), for `_kept`."""
        item.setZValue(cast(float, key[-1]))
        self.addItem(item)
        self._dynamic[(*key, id(item))] = item

    def _draw_piece(self, view: PieceView) -> list[QGraphicsItem]:
        """The piece's items, added to the scene: a picture for each of a stack's pieces shown, and
        a count badge when not all are."""
        assert self.geometry is not None
        cell: Cell = self.geometry.cell(view.cell)
        shown = 1
        if cell.spread is not None:
            shown = max(1, min(view.count, cell.capacity))
        size = cell.piece_size * SCALE * 0.92
        self.svg.renderer(self.game_id, view.image)  # fail early on a missing picture
        items: list[QGraphicsItem] = []
        last = cell.center
        for index in range(shown):
            if cell.spread is not None:
                dx, dy = cell.spread
                last = (cell.center[0] + index * dx, cell.center[1] + index * dy)
            picture = PieceItem(self.svg, self.game_id, view.image, size)
            picture.setPos(self.to_scene(last))
            picture.setToolTip(view.name)
            items.append(picture)
        if view.count > shown:
            items += self._badge(str(view.count), self.to_scene(last), size)
        for item in items:
            self.addItem(item)
        return items

    def _badge(self, text: str, centre: QPointF, size: float) -> list[QGraphicsItem]:
        radius = size * 0.26
        x, y = centre.x() + size * 0.28, centre.y() - size * 0.28
        circle = QGraphicsEllipseItem(x - radius, y - radius, 2 * radius, 2 * radius)
        circle.setBrush(self.theme.colour("badge"))
        circle.setPen(QPen(self.theme.colour("badge-text"), 0.02 * SCALE))
        label = self._text_item(text, QPointF(x, y), radius * 1.3, self.theme.colour("badge-text"))
        for item in (circle, label):
            item.setZValue(Z_BADGE)
        return [circle, label]

    @property
    def highlights(self) -> Highlights:
        return self._highlights

    def piece_items(self, cell_id: str) -> list[QGraphicsItem]:
        return list(self._piece_items.get(cell_id, []))

    # -- the mouse ------------------------------------------------------------------

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        pos = event.scenePos()
        if event.button() == Qt.MouseButton.RightButton:
            cell = self.cell_at(pos)
            if cell is not None:
                self.cellRightClicked.emit(cell)
            event.accept()
            return
        if event.button() != Qt.MouseButton.LeftButton:
            return
        self._press = (pos, self.cell_at(pos))
        if self.painting and self._press[1] is not None:
            self._painted = self._press[1]
            self.cellPainted.emit(self._painted)
        event.accept()

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        # A quick second click arrives as a double-click: it is a click all the same
        # (choosing a square twice, selecting then playing on the same cell).
        self.mousePressEvent(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            return
        start, source = self._press
        pos = event.scenePos()
        if self.painting:
            cell = self.cell_at(pos)
            if cell is not None and cell != self._painted:
                self._painted = cell
                self.cellPainted.emit(cell)
            return
        if self._dragging is None:
            if source is None or source not in self._highlights.sources:
                return
            if (pos - start).manhattanLength() < DRAG_START:
                return
            self._begin_drag(source, start)
        if self._drag_item is not None:
            self._drag_item.setPos(pos - self._drag_offset)

    def _begin_drag(self, source: str, start: QPointF) -> None:
        self._dragging = source
        for cell_id in self._highlights.sources[source]:
            self._drag_tints.append(self._tint(cell_id, "target", 70, Z_HIGHLIGHT + 0.01))
        if not self._piece_items.get(source):
            return  # a drag without a piece (moving a grid): nothing follows the mouse
        top = self._piece_items[source][-1]
        top.setOpacity(0.35)
        assert isinstance(top, PieceItem)
        ghost = PieceItem(self.svg, self.game_id, top.image, top.size)
        ghost.setPos(top.pos())
        ghost.setZValue(Z_DRAG)
        self.addItem(ghost)
        self._drag_item = ghost
        self._drag_offset = start - top.pos()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None or event.button() != Qt.MouseButton.LeftButton:
            return
        _start, source = self._press
        self._press = None
        event.accept()
        if self.painting:
            self._painted = None
            return
        target = self.cell_at(event.scenePos())
        dragged = self._dragging is not None
        self._cancel_drag()
        if dragged and source is not None:
            if target is not None and target in self._highlights.sources.get(source, frozenset()):
                self.pieceDropped.emit(source, target)
            elif target == source:
                self.cellClicked.emit(source)
            elif target is not None:
                self.dropRefused.emit(source, target)
            elif target is None and not self.sceneRect().contains(event.scenePos()):
                self.pieceDroppedOff.emit(source)
            return
        if target is not None and target == source:
            self.cellClicked.emit(target)

    def _cancel_drag(self) -> None:
        self._dragging = None
        if self._drag_item is not None:
            self.removeItem(self._drag_item)
            self._drag_item = None
        for tint in self._drag_tints:
            for key in [key for key, item in self._dynamic.items() if item is tint]:
                del self._dynamic[key]
                self.removeItem(tint)
        self._drag_tints = []
        for items in self._piece_items.values():
            for item in items:
                item.setOpacity(1.0)

    def brush(self, tone: str) -> QBrush:
        return QBrush(self.theme.colour(tone))
