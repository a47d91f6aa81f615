"""Pagade in the real window: every tone drawable, and a four-seat game played by the mouse."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from pardsgui.core.record import Record
from pardsgui.games import get_game
from pardsgui.games.pagade.rules import PagadePosition
from pardsgui.storage.settings import Settings
from pardsgui.ui.main_window import MainWindow
from pardsgui.ui.theme import Theme
from tests.ui.driver import play_through_view

GAME = get_game("pagade")


@pytest.fixture
def window(monkeypatch: pytest.MonkeyPatch, tmp_path: Path, qtbot: QtBot) -> MainWindow:
    # monkeypatch comes first so its settings outlive the window, which qtbot closes.
    monkeypatch.setenv("PARDSGUI_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("PARDSGUI_DATA_DIR", str(tmp_path / "data"))
    record = Record(GAME, options={"seats": "4"})
    made = MainWindow(record, Settings(path=tmp_path / "config" / "settings.json"), seed=1)
    made.files.confirm_discard = lambda: True  # type: ignore[method-assign]  # no "save changes?" in tests
    qtbot.addWidget(made)
    made.resize(1100, 760)
    made.show()
    qtbot.waitExposed(made)
    return made


@pytest.mark.parametrize("dark", [False, True])
def test_every_tone_of_the_board_is_one_the_theme_can_draw(dark: bool) -> None:
    theme = Theme(dark=dark)
    geometry = GAME.board_view().geometry(GAME.initial())
    tones = {cell.tone for cell in geometry.cells} | {mark.tone for mark in geometry.marks}
    assert all(theme.knows(tone) for tone in tones), sorted(t for t in tones if not theme.knows(t))


def test_a_four_seat_game_through_the_view(qtbot: QtBot, window: MainWindow) -> None:
    controller = window.controller
    rng = random.Random(3)
    for number in range(60):
        position = controller.position
        if position.is_chance:
            qtbot.mouseClick(window.dice.roll_button, Qt.MouseButton.LeftButton)
            assert controller.record.current.parent is not None
            continue
        move = rng.choice(list(position.legal_moves()))
        play_through_view(qtbot, window, move, drag=number % 2 == 0)
        assert controller.record.current.move == move, f"move {number} was not played"
        assert controller.record.current.parent is not None
        assert controller.record.current.parent.position == position
    assert controller.record.current.ply >= 40
    colours = {
        node.position.colour
        for node in controller.record.current.path()
        if isinstance(node.position, PagadePosition)
    }
    assert colours == {0, 1, 2, 3}  # every colour had its turns, through rolls, clicks, drags and buttons


@pytest.mark.parametrize("language", ["de", "fa", "qps"])
def test_the_places_a_lesson_names_are_notation_whatever_the_language_of_their_first_use(
    language: str,
) -> None:
    """'Red Home' is how a lesson marks the place, in every language: the places were named once,
    by the Home cells' labels in the language of the first use, and a German start that drew
    them before Learn read its lessons in English would refuse every Pagade lesson."""
    from pardsgui.games.pagade import board
    from tests.speaking import speaking

    game = get_game("pagade")
    board._places.cache_clear()
    try:
        with speaking(language):
            named = set(game.board_view().places(game.initial()))
    finally:
        board._places.cache_clear()
    assert {"Red Home", "Green Home", "Yellow Home", "Black Home", "8h", "R3h", "74"} <= named
