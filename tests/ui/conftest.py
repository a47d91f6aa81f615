"""Fixtures for driving the real main window headless."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from pardsgui.core.record import Record
from pardsgui.games import get_game
from pardsgui.storage.settings import Settings
from pardsgui.ui.main_window import MainWindow


@pytest.fixture(autouse=True)
def private_dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Tests never touch the user's real settings or data."""
    monkeypatch.setenv("PARDSGUI_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("PARDSGUI_DATA_DIR", str(tmp_path / "data"))


@pytest.fixture
def make_window(qtbot: QtBot, tmp_path: Path) -> Iterator[object]:
    windows: list[MainWindow] = []

    def make(game_id: str = "nardshir", position: str | None = None, **options: str) -> MainWindow:
        game = get_game(game_id)
        record = Record(game, game.parse(position)) if position else Record(game, options=options)
        window = MainWindow(record, Settings(path=tmp_path / "config" / "settings.json"), seed=1)
        window.files.confirm_discard = lambda: True  # no "save changes?" question in tests
        window.edit_mode.ask_leave = lambda _offer_play: "discard"
        window.controller.confirmer = lambda _question: True  # journeys answer the real question
        qtbot.addWidget(window)
        window.resize(1100, 760)
        window.show()
        qtbot.waitExposed(window)
        windows.append(window)
        return window

    yield make
