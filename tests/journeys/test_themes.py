"""View ▸ Theme: light, dark, high contrast or the system's; every text and mark readable in each."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor

from pardsgui.games import available_ids, get_game
from pardsgui.ui.theme import CHOICES, LIGHT, THEMES, Theme, system_is_dark
from pardsgui.ui.theme import contrast as ratio
from tests.journeys.conftest import Start
from tests.still import until_still

TEXT, MARKS = 4.5, 3.0  # WCAG AA: text 4.5:1; graphical objects and large text 3:1


def contrast(a: str, b: str) -> float:
    return ratio(QColor(a), QColor(b))


@pytest.mark.parametrize("name", sorted(THEMES))
def test_every_theme_names_every_tone_and_its_words_and_lines_read(name: str) -> None:
    colours = THEMES[name]
    assert set(LIGHT) <= set(colours)
    for text in ("label", "coord"):
        assert contrast(colours[text], colours["board"]) >= TEXT, (name, text)
    assert contrast(colours["badge-text"], colours["badge"]) >= TEXT
    assert contrast(colours["line"], colours["board"]) >= MARKS
    assert contrast(colours["die-text"], colours["die"]) >= TEXT


@pytest.mark.parametrize("name", sorted(THEMES))
def test_pagade_s_square_numbers_and_lane_arrows_read_on_its_squares(name: str) -> None:
    from pardsgui.games.pagade.board import ARM_TINTS, BELLY_TINTS

    for square in (*ARM_TINTS, *BELLY_TINTS):
        assert contrast(THEMES[name]["square-number"], square) >= TEXT, (name, square)


def test_high_contrast_is_black_on_white_with_strong_marks() -> None:
    colours = THEMES["contrast"]
    for tone in ("label", "coord", "line", "mark"):
        assert contrast(colours[tone], colours["board"]) >= 15
    for tone in ("target", "selected", "last", "problem"):
        assert contrast(colours[tone], colours["board"]) >= MARKS, tone


def test_every_theme_of_the_view_menu_recolours_the_board_and_is_remembered(start: Start) -> None:
    person = start("--game", "nardshir")
    window = person.window
    for key, label in CHOICES:
        person.menu("View", "Theme", label)
        expected = key if key != "system" else ("dark" if system_is_dark() else "light")
        assert window.scene.theme.colour("board") == QColor(THEMES[expected]["board"])
        assert window.theme_actions[key].isChecked()
        assert window.settings.get("theme") == key
        assert window.board.grab().toImage().pixelColor(window.board.mapFromScene(2, 2)) == QColor(
            THEMES[expected]["board"]
        )


@pytest.mark.parametrize("name", sorted(THEMES))
@pytest.mark.parametrize("game_id", available_ids())
def test_every_cell_s_outline_shows_on_its_own_colour(name: str, game_id: str) -> None:
    """Boards keep their square colours in the dark theme: a light line vanished on Pagade's and Kerd's."""
    theme = Theme()
    theme.use(name)
    game = get_game(game_id)
    for cell in game.board_view().geometry(game.initial()).cells:
        fill = theme.colour(cell.tone)
        if fill.alpha():
            assert ratio(theme.outline(fill), fill) >= MARKS, (cell.id, cell.tone)


def test_the_dark_theme_darkens_the_window_too_and_light_brings_it_back(start: Start) -> None:
    from PySide6.QtGui import QPalette
    from PySide6.QtWidgets import QApplication

    person = start("--game", "parry")
    window_colour = lambda: QApplication.palette().color(QPalette.ColorRole.Window)  # noqa: E731
    person.menu("View", "Theme", "Dark")
    assert window_colour().lightness() < 80
    assert person.window.turn.palette().color(QPalette.ColorRole.WindowText).lightness() > 180
    person.menu("View", "Theme", "Light")
    assert window_colour().lightness() > 180
    person.menu("View", "Theme", "Follow the system")


@pytest.mark.parametrize("name", sorted(THEMES))
def test_every_seat_s_territory_ring_shows_on_the_board(name: str, qapp: object) -> None:
    """A ring in the seat's colour, edged; where that colour is lost on the board, the edge is wide
    outside it (inside, it stops where a point's number ends, as every edge does)."""
    from PySide6.QtGui import QColor

    from pardsgui.ui.board.scene import RING_EDGE, BoardScene, RingItem

    game = get_game("parry")
    view = game.board_view()
    position = game.parse(".3.3..3....1121.1.....222 3 board=square-5-ortho seats=3 last=2")
    theme = Theme()
    theme.use(name)
    scene = BoardScene(theme)
    scene.show_board("parry", view.geometry(position), False, True)
    board = theme.colour("board")
    rings = [item.look for item in scene.board_layer.items() if isinstance(item, RingItem)]
    checked = 0
    for look in rings:
        ring, edge = QColor.fromRgba(look.colour), QColor.fromRgba(look.edge)
        # The edge runs out from where a plain edge starts inside the ring's colour (0.07 wide).
        inside, outside = (RING_EDGE - 0.07) / 2, look.edge_width - RING_EDGE / 2 - 0.07 / 2
        assert inside > 0 and outside >= inside, (name, ring.name())
        if ratio(ring, board) < MARKS:
            assert ratio(edge, board) >= MARKS and outside >= 0.04, (name, ring.name())
        checked += 1
    assert checked


def test_round_the_board_the_view_takes_the_window_s_dark_colour(start: Start) -> None:
    from PySide6.QtCore import QPoint

    person = start("--game", "kerd")
    board = person.window.board
    person.menu("View", "Theme", "Dark")
    until_still()
    corner = board.viewport().grab().toImage().pixelColor(QPoint(2, board.viewport().height() // 2))
    assert corner.lightness() < 80, corner.name()  # beside the board, not the light theme's white
    person.menu("View", "Theme", "Light")
