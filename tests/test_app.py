"""The desktop app opens (headless) and names every game of the product."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from pardsgui.app import build_window
from pardsgui.games import GAMES, is_available


def test_the_window_opens_and_lists_the_games(qtbot: QtBot) -> None:
    from PySide6.QtWidgets import QLabel, QMainWindow

    window = build_window()
    assert isinstance(window, QMainWindow)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    label = window.centralWidget()
    assert isinstance(label, QLabel)
    for info in GAMES:
        assert info.name in label.text()
        assert (f"{info.name}</b> — {info.summary} <i>(not available yet)" in label.text()) != is_available(
            info.id
        )
