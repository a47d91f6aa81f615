"""Pards sets of two games in the window: next game, set score, save, open, autosave."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from pardsgui.games.pards.match import PardsSet
from pardsgui.storage.autosave import Autosave
from pardsgui.ui.main_window import MainWindow
from tests.games.pards.test_match import QUICK, QUICK_WIN

MakeWindow = Callable[..., MainWindow]


def play_texts(window: MainWindow, *texts: str) -> None:
    for text in texts:
        window.controller.play(window.controller.position.parse_move(text))


def start_set(window: MainWindow) -> PardsSet:
    game_set = PardsSet(("Ann", "Bob"), QUICK)
    window.files.start(game_set.games[0], None, game_set)
    return game_set


def test_the_game_over_box_starts_the_next_game_of_the_set(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window("pards")
    game_set = start_set(window)
    assert "Set: game 1 of 2 · Ann 0 – Bob 0" in window.status_label.text()
    play_texts(window, *QUICK_WIN)
    box = window.findChild(QMessageBox, "game-over")
    assert box is not None and box.informativeText() == (
        "Game 1: Ann (White) against Bob (Black) — Ann won.\nThe set so far: Ann 1 – Bob 0."
    )
    next_button = next(b for b in box.buttons() if b.text() == "Next game of the set")
    next_button.click()
    QApplication.processEvents()
    assert window.controller.record is game_set.games[1]
    assert window.controller.record.players == ["Bob", "Ann"]
    assert not window.controller.position.is_chance  # game 2 keeps game 1's dice
    assert "Set: game 2 of 2" in window.status_label.text()
    play_texts(window, *QUICK_WIN[2:])
    last = window.findChildren(QMessageBox, "game-over")[-1]
    assert last.informativeText().endswith("The set is drawn, 1 – 1.")
    assert not any(b.text() == "Next game of the set" for b in last.buttons())
    window.play_mode.show_set_game(game_set.games[0])
    assert window.controller.record is game_set.games[0] and "game 1 of 2" in window.status_label.text()


def test_a_set_saves_opens_and_autosaves_whole(make_window: MakeWindow, tmp_path: Path) -> None:
    window = make_window("pards")
    game_set = start_set(window)
    play_texts(window, *QUICK_WIN)
    window.play_mode.next_game_of_set()
    play_texts(window, QUICK_WIN[2])
    path = tmp_path / "set.pards.json"
    assert window.files.save_path(path)
    other = make_window("nardshir")
    assert other.files.open_path(path)
    assert other.files.game_set is not None and len(other.files.game_set.games) == 2
    assert other.controller.record.main_line()[-1].text == QUICK_WIN[2]
    # The autosave holds the whole set too.
    QApplication.processEvents()
    restored = Autosave.load(window.files.autosave.file)
    assert restored.game_set is not None and restored.record is restored.game_set.games[1]
    assert [n.text for n in restored.game_set.games[0].main_line()] == QUICK_WIN
    assert game_set.scores() == (1.0, 0.0)
