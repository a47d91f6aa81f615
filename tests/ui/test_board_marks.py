"""A board whose printed marks change (Parry's rings and scores) is updated in place, not rebuilt,
and looks exactly as if it had been drawn afresh; its rings are copied from pictures made once."""

from __future__ import annotations

import math
from dataclasses import replace

import pytest
from PySide6.QtCore import QBuffer, QIODevice, QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsItem, QGraphicsScene
from pytestqt.qtbot import QtBot

from pardsgui.core.geometry import Mark
from pardsgui.games import get_game
from pardsgui.games.parry.board import EMPTY_RING, RING
from pardsgui.games.parry.boards import SPECS
from pardsgui.ui.board.scene import SCALE, BoardScene, PieceItem, RingItem, RingLook, SvgCache


def picture(scene: BoardScene) -> QImage:
    rect = scene.sceneRect()
    image = QImage(int(rect.width()) // 2, int(rect.height()) // 2, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    painter.scale(0.5, 0.5)
    scene.render_board(painter, rect)
    painter.end()
    return image


@pytest.mark.parametrize("scale", [0.4, 1.0, 2.5])  # a small window, a large one, a magnified board
@pytest.mark.parametrize("slug", [spec.slug for spec in SPECS])
def test_no_ring_reaches_into_a_point_s_number(qapp: object, slug: str, scale: float) -> None:
    """A Parry point's number is printed on the board, under the territory rings: every point
    ringed, as small as a ring gets and with the seat's badge, leaves each number as it was."""
    board = get_game("parry").board_view().geometry(get_game("parry").initial(board=slug))
    numbers = [mark for mark in board.printed if mark.kind == "coord"]
    assert len(numbers) == len(board.cells)

    def drawn(rings: tuple[Mark, ...]) -> QImage:
        scene = BoardScene()
        scene.show_board("parry", replace(board, marks=rings))
        rect = scene.sceneRect()
        image = QImage(round(rect.width() * scale), round(rect.height() * scale), QImage.Format.Format_RGB32)
        painter = QPainter(image)
        painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        painter.scale(scale, scale)
        scene.render_board(painter, rect)
        painter.end()
        return image

    bare = drawn(())
    ground = bare.pixel(1, 1)  # the board's colour, which the number's backing has too
    digits: set[tuple[int, int]] = set()  # each number's pixels that are not its backing's
    for mark in numbers:
        corners = mark.polygon
        # Inside the backing's sides (their middles are nearest), short of their smoothed edge.
        backing = min(
            math.dist(((ax + bx) / 2, (ay + by) / 2), mark.at)
            for (ax, ay), (bx, by) in zip(corners, corners[1:] + corners[:1], strict=True)
        )
        backing = backing * SCALE * scale - 1.5
        x, y = mark.at[0] * SCALE * scale, mark.at[1] * SCALE * scale
        ink = {
            (px, py)
            for px in range(math.floor(x - backing), math.ceil(x + backing) + 1)
            for py in range(math.floor(y - backing), math.ceil(y + backing) + 1)
            if math.hypot(px + 0.5 - x, py + 0.5 - y) <= backing and bare.pixel(px, py) != ground
        }
        assert len(ink) > 3, mark.text  # its digits were found
        digits |= ink
    for size in (EMPTY_RING, RING):
        for tone in ("seat-white", "seat-red", "seat-black"):  # a light ring gets a halo on this board
            rings = tuple(Mark("ring", mark.at, size=size, tone=tone, text="6") for mark in numbers)
            ringed = drawn(rings)
            # (Words drawn twice at one size may differ by a shade at their edges, never by a ring's ink.)
            touched = [(px, py) for px, py in digits if _apart(ringed.pixel(px, py), bare.pixel(px, py)) > 16]
            assert not touched, (size, tone, touched[:5])


def _apart(one: int, other: int) -> int:
    """How far apart two pixels' colours are: the largest difference of a channel."""
    return max(abs((one >> shift & 255) - (other >> shift & 255)) for shift in (0, 8, 16))


def test_changed_marks_update_in_place_and_draw_as_a_fresh_board(qtbot: QtBot) -> None:
    game = get_game("parry")
    view = game.board_view()
    position = game.initial()
    before = view.geometry(position)
    for _ in range(8):  # placements (and what follows them) put rings and scores on the board
        position = position.play(position.legal_moves()[len(position.legal_moves()) // 2])
    after = view.geometry(position)
    assert after.cells == before.cells and after.marks != before.marks

    updated = BoardScene()
    updated.show_board("parry", before)
    cell_items = updated.fixed_layer.items()
    assert cell_items
    updated.show_board("parry", after)
    # The cells were kept: only marks came and went.
    assert all(item.scene() is updated.fixed_layer for item in cell_items)
    fresh = BoardScene()
    fresh.show_board("parry", after)
    assert picture(updated) == picture(fresh)


LOOKS = [
    RingLook(42.0, QColor("#2060c0").rgba(), QColor("#f4f4f4").rgba(), 0.11, ""),
    RingLook(27.0, QColor("#f0f0f0").rgba(), QColor("#202020").rgba(), 0.11, "2"),
    RingLook(42.0, QColor("#101010").rgba(), QColor("#f4f4f4").rgba(), 0.17, "3"),
]


@pytest.mark.parametrize("scale", [0.61, 1.0, 1.37])
@pytest.mark.parametrize("look", LOOKS, ids=["plain", "badge", "halo"])
def test_a_ring_copied_from_its_picture_looks_as_drawn(qapp: object, look: RingLook, scale: float) -> None:
    """The picture is the ring as it would be drawn there, copied at a whole pixel."""
    ring = RingItem(look)
    half = ring.boundingRect().width() / 2
    # Where the ring's corner falls on a whole pixel, so that the two are drawn alike.
    at = QPointF(half + 7 / scale, half + 5 / scale)
    ring.setPos(at)
    scene = QGraphicsScene()
    scene.addItem(ring)
    side = round(2 * half * scale) + 16

    def drawn(direct: bool) -> QImage:
        image = QImage(side, side, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(0)
        painter = QPainter(image)
        painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        painter.scale(scale, scale)
        if direct:
            painter.translate(at)
            ring.draw(painter)
        else:
            scene.render(
                painter, QRectF(0, 0, side / scale, side / scale), QRectF(0, 0, side / scale, side / scale)
            )
        painter.end()
        return image

    copied, direct = drawn(False), drawn(True)
    inked = differing = 0
    for y in range(side):
        for x in range(side):
            a, b = copied.pixelColor(x, y), direct.pixelColor(x, y)
            inked += b.alpha() > 0
            gap = max(abs(a.red() - b.red()), abs(a.green() - b.green()), abs(a.alpha() - b.alpha()))
            differing += gap > 48
    assert inked > 100
    assert differing <= inked // 100, (differing, inked)


def test_every_ring_alike_is_copied_from_one_picture(qapp: object) -> None:
    game = get_game("parry")
    position = game.parse(".3.3..3....1121.1.....222 3 board=square-5-ortho seats=3 last=2")
    scene = BoardScene()
    scene.show_board("parry", game.board_view().geometry(position))
    rings = [item for item in scene.board_layer.items() if isinstance(item, RingItem)]
    assert len(rings) > len({ring.look for ring in rings}) > 1
    RingItem._pictures.clear()
    picture(scene)
    assert len(RingItem._pictures) == len({ring.look for ring in rings})


def _exported(scene: BoardScene) -> str:
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    generator = QSvgGenerator()
    generator.setOutputDevice(buffer)
    painter = QPainter(generator)
    scene.render(painter)  # as File ▸ Export does
    painter.end()
    return bytes(buffer.data().data()).decode()


def test_an_svg_export_keeps_the_rings_and_the_points_drawn_not_pictured(qapp: object) -> None:
    game = get_game("parry")
    position = game.parse(".3.3..3....1121.1.....222 3 board=square-5-ortho seats=3 last=2")
    scene = BoardScene()
    scene.show_board("parry", game.board_view().geometry(position))
    svg = _exported(scene)
    assert "<image" not in svg  # no stones here: a picture would be a ring's or a point's
    rings = [item for item in scene.board_layer.items() if isinstance(item, RingItem)]
    # The points' dots and numbers are the board's own, drawn once into its fixed picture.
    pips = [item for item in scene.fixed_layer.items() if isinstance(item, QGraphicsEllipseItem)]
    numbers = [item for mark, item in scene._printed if mark.kind == "coord"]
    assert len(pips) == len(numbers) == 25 and len(rings) > 1
    assert svg.count("<circle") >= len(pips) + 2 * len(rings)  # each ring: its edge and its colour
    assert svg.count("</text>") >= len(numbers)
    assert 'fill-opacity="0"' not in svg  # a clear cell is no fill at all, not a clear black one


def test_an_svg_export_draws_the_labels_the_screen_copies_from_pictures(qapp: object) -> None:
    game = get_game("kerd")
    scene = BoardScene()
    scene.show_board("kerd", game.board_view().geometry(game.initial()))
    labels = [item for mark, item in scene._marks if mark.kind == "coord"]

    def pictured() -> bool:
        return all(label.cacheMode() == QGraphicsItem.CacheMode.DeviceCoordinateCache for label in labels)

    # On screen the files' and ranks' names are copied from pictures Qt keeps (drawn each step,
    # they cost more than the marks beside them); an export draws them, and keeps their pictures.
    assert len(labels) == 24 and pictured()
    svg = _exported(scene)
    assert svg.count("</text>") >= len(labels)
    assert pictured()


@pytest.mark.parametrize("ratio", [1.0, 2.0])  # a screen's device pixels per pixel
@pytest.mark.parametrize("scale", [0.61, 1.37])
@pytest.mark.parametrize("at", [(150.0, 150.0), (151.3, 149.6)])
def test_a_piece_is_copied_where_its_box_falls_on_the_screen(
    qapp: object, scale: float, at: tuple[float, float], ratio: float
) -> None:
    """Copied at a whole device pixel, a piece's picture is where its box is, to half a pixel."""
    piece = PieceItem(SvgCache(), "kerd", "white-king", 80.0)  # a piece that fills its box
    piece.setPos(QPointF(*at))
    scene = QGraphicsScene()
    scene.addItem(piece)
    side = 400
    image = QImage(round(side * ratio), round(side * ratio), QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(ratio)
    image.fill(0)
    painter = QPainter(image)
    painter.scale(scale, scale)
    scene.render(painter, QRectF(0, 0, side / scale, side / scale), QRectF(0, 0, side / scale, side / scale))
    painter.end()
    inked = [
        (x, y)
        for y in range(image.height())
        for x in range(image.width())
        if image.pixelColor(x, y).alpha() > 0
    ]
    assert inked
    box = piece.sceneBoundingRect()
    device = scale * ratio
    left, top = box.left() * device, box.top() * device
    right, bottom = box.right() * device, box.bottom() * device
    assert left - 1 <= min(x for x, _ in inked) and max(x for x, _ in inked) < right + 1
    assert top - 1 <= min(y for _, y in inked) and max(y for _, y in inked) < bottom + 1
    # The picture is the piece's own size on the screen: neither cut off nor scaled down.
    assert max(x for x, _ in inked) - min(x for x, _ in inked) > (right - left) * 0.6
