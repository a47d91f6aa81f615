"""A board whose printed marks change (Parry's rings and scores) is updated in place, not rebuilt,
and looks exactly as if it had been drawn afresh."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter
from pytestqt.qtbot import QtBot

from pardsgui.games import get_game
from pardsgui.ui.board.scene import BoardScene


def picture(scene: BoardScene) -> QImage:
    rect = scene.sceneRect()
    image = QImage(int(rect.width()) // 2, int(rect.height()) // 2, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    scene.board_layer.render(painter, QRectF(image.rect()), rect)
    painter.end()
    return image


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
    cell_items = [item for item in updated.board_layer.items() if item not in dict(updated._marks).values()]
    updated.show_board("parry", after)
    # The cells were kept: only marks came and went.
    assert all(item.scene() is updated.board_layer for item in cell_items)
    fresh = BoardScene()
    fresh.show_board("parry", after)
    assert picture(updated) == picture(fresh)
