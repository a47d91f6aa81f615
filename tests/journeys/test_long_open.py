"""Opening a long game: the count of moves read is shown, Cancel leaves the game shown as it was.

A million moves take from ten seconds to a minute to check; the window must not freeze without a
word for that long. Here the file is 30,000 moves and the dialog shows at once, so that a test
sees in a second what a person sees in a minute. A record past `SHOWN_WHILE_READ` moves is shown
while it is read instead (test_shown_while_read.py): here that bound is set past the file, as it
is for an autosave, which is always read whole behind the dialog.
"""

from __future__ import annotations

import gc
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QProgressBar, QProgressDialog, QWidget

from pardsgui.core import bulk, record_json
from pardsgui.core.record import Record
from pardsgui.games import get_game
from pardsgui.storage import loading
from pardsgui.storage.autosave import base_text
from pardsgui.ui.dialogs import reading
from tests.journeys.conftest import Start, quit_app
from tests.journeys.person import Handler, click_button, press_in_box
from tests.journeys.table_state import TableState, table_state
from tests.journeys.test_files_and_sets import file_named
from tests.robustness.long_record import record_json as long_line

MOVES = 30_000
#: The whole table once the long game is shown: two people, White to move, no review or analysis.
OPENED = TableState(
    game="Kerd",
    seats=("A person", "A person"),
    who="White plays White",
    players=("White  ◀ to move", "Black"),
    status="Kerd · White – Black",
    thinking="",
    review_shown=False,
    review_points=0,
    review_summary="",
    analysis_note="Press Analyse to let the computer estimate the chances and the best moves.",
    analysis_bars=(),
    analysis_moves=(),
)


@pytest.fixture
def long_game(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setattr(reading, "SHOW_AFTER", 0.0)
    monkeypatch.setattr(record_json, "PROGRESS_EVERY", 500)
    monkeypatch.setattr(loading, "SHOWN_WHILE_READ", 10 * MOVES)
    path = tmp_path / "long.pards.json"
    path.write_text(long_line(MOVES), encoding="utf-8")
    return path


def reading_shown(seen: list[tuple[str, int, int]], cancel: bool) -> Handler:
    """Read the dialog as a person does (its words, its bar) and press Cancel if `cancel`."""

    def handle(widget: QWidget) -> None:
        assert isinstance(widget, QProgressDialog)
        assert widget.windowTitle() == "Opening a game"
        bar = widget.findChild(QProgressBar)
        assert bar is not None
        seen.append((widget.labelText(), bar.value(), bar.maximum()))
        if cancel:
            click_button(widget, "Cancel")

    return handle


def test_cancel_stops_a_long_open_and_the_game_shown_stays(start: Start, long_game: Path) -> None:
    person = start("--game", "parry")
    before = table_state(person)
    record = person.window.controller.record
    seen: list[tuple[str, int, int]] = []
    person.menu("Game", "Open…", then=[file_named(long_game, person), reading_shown(seen, cancel=True)])
    [(words, value, maximum)] = seen
    assert words.startswith("Reading long.pards.json: ") and f"of {MOVES:,} moves checked" in words
    assert maximum == MOVES and 0 < value < MOVES
    assert not any(
        isinstance(w, QProgressDialog) and w.isVisible() for w in person.window.findChildren(QWidget)
    )
    # Closed and let go, as after an open that ends: a cancelled dialog was once only hidden.
    person.qtbot.waitUntil(lambda: not person.window.findChildren(QProgressDialog), timeout=2000)
    assert person.window.controller.record is record and table_state(person) == before
    assert "Opening long.pards.json was stopped" in person.window.statusBar().currentMessage()
    assert "long.pards.json" not in person.window.windowTitle()


def test_a_long_open_shows_its_count_then_the_game(
    start: Start, long_game: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    person = start("--game", "parry")
    seen: list[tuple[str, int, int]] = []
    # The collector does not run while the game is read and laid out, then once over all of it:
    # left to run, it looked at the whole growing heap again and again (2 s of 16 at a million).
    monkeypatch.setattr(bulk, "SETTLE_AFTER", 1_000)
    collections: list[int] = []

    def collected(phase: str, info: dict[str, int]) -> None:
        if phase == "stop":
            collections.append(info["generation"])

    gc.callbacks.append(collected)
    try:
        person.menu("Game", "Open…", then=[file_named(long_game, person), reading_shown(seen, cancel=False)])
    finally:
        gc.callbacks.remove(collected)
    assert collections == [2]
    assert len(seen) == 1 and seen[0][2] == MOVES
    assert not any(
        isinstance(w, QProgressDialog) and w.isVisible() for w in person.window.findChildren(QWidget)
    )
    assert table_state(person) == OPENED
    assert len(person.window.controller.record.main_line()) == MOVES
    assert "long.pards.json" in person.window.windowTitle()
    # The dialog hands the keyboard back: Left, pressed on what has it, steps back a move. (The
    # window was left inactive, and its shortcuts did nothing, until it was clicked.)
    person.qtbot.waitUntil(lambda: QApplication.activeWindow() is person.window)
    assert QApplication.focusWidget() is person.window.board
    person.qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Left)
    assert person.window.controller.record.current.ply == MOVES - 1


def test_a_short_file_never_shows_the_dialog(start: Start, tmp_path: Path) -> None:
    path = tmp_path / "short.pards.json"
    path.write_text(long_line(200), encoding="utf-8")
    who = start("--game", "parry")
    who.menu("Game", "Open…", then=[file_named(path, who)])
    assert len(who.window.controller.record.main_line()) == 200
    assert not who.window.findChildren(QProgressDialog)


def test_a_long_autosave_is_read_with_its_count_and_a_cancelled_one_is_kept(
    start: Start, long_game: Path, folders: tuple[Path, Path]
) -> None:
    """A run killed with a long game left its autosave. The next start reads it with the dialog;
    Cancel there keeps it, unoffered, for the start after, which reads it whole and restores it."""
    record = Record.from_json(long_game.read_text(encoding="utf-8"), get_game)
    _config, data = folders
    autosaves = data / "autosave"
    autosaves.mkdir(parents=True)
    left = autosaves / "autosave-99999998.pards.json"  # no such process, no lock: left behind
    left.write_text(base_text(record, None, True, None, 1, [MOVES]), encoding="utf-8")
    seen: list[tuple[str, int, int]] = []

    first = start("--game", "parry", then=(reading_shown(seen, cancel=True),))
    assert seen[0][0].startswith("Reading autosave-99999998.pards.json: ") and seen[0][2] == MOVES
    assert left.exists()
    assert first.window.controller.record.game.id == "parry"
    assert "kept, to be offered at the next start" in first.window.statusBar().currentMessage()
    quit_app(first)

    second = start(
        then=(reading_shown(seen, cancel=False), press_in_box("Yes", expect="stopped unexpectedly"))
    )
    restored = second.window.controller.record
    assert restored.game.id == "kerd" and len(restored.main_line()) == MOVES
    assert table_state(second) == OPENED
    assert not left.exists()  # restored: in this run's autosave now
