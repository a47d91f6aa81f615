"""Piece pictures as icons for the panels."""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QGuiApplication, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from pardsgui.games import game_resource


@cache
def piece_pixmap(game_id: str, image: str, size: int) -> QPixmap:
    """The picture at `size` logical pixels, sharp on HiDPI screens."""
    app = QGuiApplication.instance()
    ratio = app.devicePixelRatio() if isinstance(app, QGuiApplication) else 1.0
    pixmap = QPixmap(round(size * ratio), round(size * ratio))
    pixmap.fill(Qt.GlobalColor.transparent)
    if image:
        renderer = QSvgRenderer(str(game_resource(game_id, "pieces", game_id, f"{image}.svg")))
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter, QRectF(0, 0, pixmap.width(), pixmap.height()))
        painter.end()
    pixmap.setDevicePixelRatio(ratio)
    return pixmap
