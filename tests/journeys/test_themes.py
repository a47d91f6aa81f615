"""View ▸ Theme: light, dark, high contrast or the system's; every text and mark readable in each."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor

from pardsgui.ui.theme import CHOICES, LIGHT, THEMES, system_is_dark
from tests.journeys.conftest import Start

TEXT, MARKS = 4.5, 3.0  # WCAG AA: text 4.5:1; graphical objects and large text 3:1


def luminance(colour: str) -> float:
    """WCAG 2's relative luminance of an sRGB colour."""
    channels = []
    for value in QColor(colour).getRgbF()[:3]:
        channels.append(value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4)
    red, green, blue = channels
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue


def contrast(a: str, b: str) -> float:
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


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
