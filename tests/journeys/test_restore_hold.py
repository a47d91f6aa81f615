"""A click or key meant for something else never answers the restore question.

At a start the question opens where the reading dialog was a moment before. Seen under Xvfb:
a late click on the reading's Cancel landed on the question's "No", and "No" removes the
game. Here a stray click and an Escape reach each restore question the moment it opens; the
game must still be there, and offered, and the person's real answer must then be taken.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtGui import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QWidget

from pardsgui.core.record import Record
from pardsgui.games import get_game
from pardsgui.storage.autosave import base_text
from tests.journeys.conftest import Start
from tests.journeys.person import button_in, click_button, press_in_box
from tests.journeys.test_long_open import MOVES, long_game, reading_shown  # noqa: F401 (a fixture)

STRAY = {"Restore the game?": "No", "Restore a game?": "Discard them all"}


@pytest.fixture
def stray() -> Iterator[list[str]]:
    """Click the harmful answer, and press Escape, on a restore question the moment it opens."""
    done: list[str] = []

    def poll() -> None:
        widget = QApplication.activeModalWidget()
        title = widget.windowTitle() if widget is not None else ""
        if not isinstance(widget, QDialog) or title not in STRAY or title in done:
            return
        done.append(title)
        QTest.mouseClick(button_in(widget, STRAY[title]), Qt.MouseButton.LeftButton)
        QTest.keyClick(widget, Qt.Key.Key_Escape)
        QApplication.processEvents()
        assert widget.isVisible(), f"a stray click or Escape answered {title!r}"

    timer = QTimer()
    timer.timeout.connect(poll)
    timer.start(5)
    yield done
    timer.stop()


def left_behind(data: Path, number: int, record: Record) -> Path:
    autosaves = data / "autosave"
    autosaves.mkdir(parents=True, exist_ok=True)
    left = autosaves / f"autosave-{number}.pards.json"  # no such process, no lock: left behind
    left.write_text(base_text(record, None, True, None, 1, [len(record.main_line())]), encoding="utf-8")
    return left


def test_a_late_cancel_on_the_reading_does_not_decline_the_restore(
    start: Start,
    long_game: Path,  # noqa: F811 (the fixture imported above)
    folders: tuple[Path, Path],
    stray: list[str],
) -> None:
    left = left_behind(folders[1], 99999997, Record.from_json(long_game.read_text("utf-8"), get_game))
    seen: list[tuple[str, int, int]] = []
    person = start(
        then=(reading_shown(seen, cancel=False), press_in_box("Yes", expect="stopped unexpectedly"))
    )
    assert stray == ["Restore the game?"]
    record = person.window.controller.record
    assert record.game.id == "kerd" and len(record.main_line()) == MOVES
    assert not left.exists()  # restored: in this run's autosave now


def test_a_stray_click_does_not_discard_several_games(
    start: Start, folders: tuple[Path, Path], stray: list[str]
) -> None:
    games = []
    for number, game in ((99999995, "pagade"), (99999996, "parry")):
        record = Record(get_game(game))
        record.play_text(record.position.move_text(record.position.legal_moves()[0]))
        games.append(left_behind(folders[1], number, record))

    def keep(dialog: QWidget) -> None:
        click_button(dialog, "Keep them all for later")

    start(then=(keep,))
    assert stray == ["Restore a game?"]
    assert all(path.exists() for path in games)
