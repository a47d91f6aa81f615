"""Crisp on a HiDPI screen: at device pixel ratio 2, every piece is rendered from its SVG at 2x the pixels."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication

from pardsgui.games import available_ids, get_game
from pardsgui.ui.board.scene import BoardScene, Highlights

WIDTH = 600  # logical pixels of the board's picture


def rendered_sizes(scene: BoardScene, ratio: float) -> set[int]:
    """Render the scene at `ratio` and give the pixel sizes its piece pictures were rendered at."""
    scene.svg._pixmaps.clear()
    rect = scene.sceneRect()
    height = round(WIDTH * rect.height() / rect.width())
    image = QImage(round(WIDTH * ratio), round(height * ratio), QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(ratio)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    scene.render(painter, QRectF(0, 0, WIDTH, height), rect)
    painter.end()
    return {pixels for _, pixels in scene.svg._pixmaps}


@pytest.mark.parametrize("game_id", available_ids())
def test_pieces_are_drawn_from_vectors_at_full_resolution(qapp: QApplication, game_id: str) -> None:
    game = get_game(game_id)
    view = game.board_view()
    position = game.initial()
    if not view.pieces(position):  # Parry starts empty: one stone on the board
        position = position.play(position.legal_moves()[0])
    scene = BoardScene()
    scene.show_board(game_id, view.geometry(position), False, True)
    scene.show_pieces(view.pieces(position), Highlights())
    single, double = rendered_sizes(scene, 1.0), rendered_sizes(scene, 2.0)
    assert single and double
    assert {round(pixels / 2) for pixels in double} <= {p + d for p in single for d in (-1, 0, 1)}
    assert max(double) >= 2 * max(single) - 2  # twice the pixels, not the 1x picture scaled up
